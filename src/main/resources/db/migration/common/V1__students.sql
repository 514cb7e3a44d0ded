-- The students the server knows: from the roster, or names claimed in an open class. Plain SQL that
-- SQLite and PostgreSQL read alike; times are milliseconds since 1970.
CREATE TABLE student (
    student_key VARCHAR(64) PRIMARY KEY, -- the name in lower case: Ada and ada are one student
    name VARCHAR(64) NOT NULL,           -- as the roster or the student first wrote it
    code_hash VARCHAR(200),              -- the roster code's salted hash; NULL in an open class
    pin_hash VARCHAR(200),               -- the PIN an open class's student chose; NULL on a roster
    on_roster BOOLEAN NOT NULL,
    added_at BIGINT NOT NULL
);

-- Every login, let in or refused, of a name the server could read.
CREATE TABLE login (
    student_key VARCHAR(64) NOT NULL,
    address VARCHAR(64) NOT NULL,
    at BIGINT NOT NULL,
    accepted BOOLEAN NOT NULL
);
CREATE INDEX login_by_student ON login (student_key, at);
