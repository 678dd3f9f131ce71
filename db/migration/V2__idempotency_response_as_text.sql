-- A retried request must get the first answer byte for byte. jsonb re-serialises what it stores (key order,
-- spacing), so a replay differed in its bytes from the answer it repeats; keep the exact text instead.
ALTER TABLE idempotency_records ALTER COLUMN response TYPE text USING response::text;
