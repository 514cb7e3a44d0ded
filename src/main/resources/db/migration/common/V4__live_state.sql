-- Where a live walkthrough stands, for a second server on the same PostgreSQL whose students follow
-- a teacher on the first: the question on the screen, whether it takes answers, and its round.
ALTER TABLE live ADD COLUMN question INTEGER;
ALTER TABLE live ADD COLUMN answering BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE live ADD COLUMN round INTEGER NOT NULL DEFAULT 1;
