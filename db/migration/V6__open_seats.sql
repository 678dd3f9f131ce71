-- Seats people claim. A game may be created with open seats: each has no name and no token until a player claims
-- it with its one-time invitation (or, in a listed game, by its number). The invitation is stored as its SHA-256
-- only, like a token, and forgotten once used. Until every seat is claimed the game waits (open_seats > 0, status
-- still 'running', as only the log's end decides 'finished'); its creator may call it off with the creator token,
-- also stored as a hash. A listed game shows in the lobby (GET /v1/games?status=waiting) while it waits.
ALTER TABLE seats ALTER COLUMN name DROP NOT NULL;
ALTER TABLE seats ALTER COLUMN token_hash DROP NOT NULL;
ALTER TABLE seats ADD COLUMN invitation_hash bytea;
ALTER TABLE seats ADD CONSTRAINT seats_open_or_taken
    CHECK ((name IS NULL) = (token_hash IS NULL) AND (invitation_hash IS NULL OR token_hash IS NULL));
ALTER TABLE games ADD COLUMN open_seats integer NOT NULL DEFAULT 0 CHECK (open_seats >= 0);
ALTER TABLE games ADD COLUMN listed boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN creator_token_hash bytea;
CREATE INDEX games_waiting ON games (created_at DESC, id) WHERE open_seats > 0 AND listed AND status = 'running';
