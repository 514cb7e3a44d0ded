-- Each student's progress as their progress file holds it, kept after every save: a student who logs
-- in to another server of the class (on the same PostgreSQL) goes on from where they were.
CREATE TABLE progress (
    student_key VARCHAR(64) PRIMARY KEY,
    body TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
