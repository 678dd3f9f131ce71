-- What a ruleset warned about when it accepted a game (an unverified board, a rule that can never fire): a JSON
-- array of {code, detail}, shown in every view of the game. Stored, not derived again on each load, because it
-- is what the creator was told at creation, and a later release must not change what an old game says.
-- Games created before warnings existed had none.
ALTER TABLE games ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]'::jsonb;
