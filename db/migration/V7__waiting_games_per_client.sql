-- Who created a game that waits for players, so a client may hold only so many waiting at once (the cap on waiting
-- games, api/Limits). Counted from the games themselves, so the cap holds across instances. The client is kept as
-- the SHA-256 of its address, never the address, and only while the game waits: the last claim clears it, as does
-- its creator calling it off.
ALTER TABLE games ADD COLUMN creator_key bytea;
CREATE INDEX games_waiting_by_creator ON games (creator_key) WHERE creator_key IS NOT NULL AND open_seats > 0;
