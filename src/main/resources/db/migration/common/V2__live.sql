-- A live walkthrough the teacher ran: its lesson and the teacher's moves through it so far, so that
-- a student who joins late is put where the class is.
CREATE TABLE live (
    live_id VARCHAR(40) PRIMARY KEY,     -- made by the server when the teacher starts it
    lesson VARCHAR(64) NOT NULL,
    route TEXT NOT NULL,                 -- the teacher's moves, one a line: next, back, goto 3, reveal
    started_at BIGINT NOT NULL,
    ended_at BIGINT
);

-- Every answer a student gave to a question of a live walkthrough: one a round (a second round opens
-- when the teacher asks the class to vote again), kept before the student is told it is in.
CREATE TABLE live_answer (
    live_id VARCHAR(40) NOT NULL,
    question INTEGER NOT NULL,           -- which question: its step (from 1) less one, times 100, plus its place in the step
    round INTEGER NOT NULL,              -- 1, or 2 for the vote after the class talked it over
    student_key VARCHAR(64) NOT NULL,
    step INTEGER NOT NULL,               -- the lesson's step, from 1
    answer VARCHAR(200) NOT NULL,        -- as the student typed it
    correct BOOLEAN NOT NULL,
    mistake VARCHAR(64),                 -- the misconception the engine read in a wrong answer, if any
    at BIGINT NOT NULL,
    PRIMARY KEY (live_id, question, round, student_key)
);
