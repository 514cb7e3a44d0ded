-- Assignments the teacher published on the console, and each student's hand-in for each: the same
-- documents the files of a class without a server hold, so that the class report reads them alike.
CREATE TABLE assignment (
    assignment_id VARCHAR(64) PRIMARY KEY, -- the assignment's fingerprint: its settings decide its questions
    name VARCHAR(64) NOT NULL UNIQUE,      -- what students type: quiz --assignment week-3
    body TEXT NOT NULL,                    -- the assignment as its file would hold it
    published_at BIGINT NOT NULL
);

CREATE TABLE hand_in (
    assignment_id VARCHAR(64) NOT NULL,
    student_key VARCHAR(64) NOT NULL,
    body TEXT NOT NULL,                    -- the hand-in as its file would hold it, sealed
    answered INTEGER NOT NULL,             -- questions reached so far
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (assignment_id, student_key)
);
