-- Snapshots start being written (a cache of folded states, so a cold load reads the latest snapshot and the
-- events after it instead of the whole log). Each is the JSON of a ruleset's state codec, and a codec whose
-- record changes must never misread the snapshots written before the change: every row now names its format
-- (a fingerprint of the codec's version and record shape), and readers look only for their own. The format is
-- part of the key, so a newer codec writes its own snapshots at the versions where older ones lie.
--
-- Nothing wrote this table before; a row that exists anyway gets the format '' which no codec has, so it is
-- ignored rather than read.
ALTER TABLE snapshots ADD COLUMN format text NOT NULL DEFAULT '';
ALTER TABLE snapshots ALTER COLUMN format DROP DEFAULT;
ALTER TABLE snapshots DROP CONSTRAINT snapshots_pkey;
ALTER TABLE snapshots ADD PRIMARY KEY (game_id, format, version);
