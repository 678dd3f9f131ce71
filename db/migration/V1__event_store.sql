-- Ziggurat's event store. Every game is its ordered list of events; everything else is derived from it.

CREATE TABLE games (
    id              uuid        PRIMARY KEY,
    ruleset         text        NOT NULL,
    seat_count      integer     NOT NULL CHECK (seat_count > 0),
    options         jsonb       NOT NULL,
    -- 'running' or 'finished'; mirrors the last event, kept here so lists can filter without replay
    status          text        NOT NULL CHECK (status IN ('running', 'finished')),
    -- the number of the last event; every append moves it with a compare-and-set on the old value
    version         bigint      NOT NULL CHECK (version >= 0),
    stacked         boolean     NOT NULL,
    creator_seeded  boolean     NOT NULL,
    -- secret until the game ends: the seed behind every draw, and the salt that keys the hashes
    seed            text        NOT NULL,
    salt            text        NOT NULL,
    -- public from creation: SHA-256(salt || seed), hex
    commitment      text        NOT NULL,
    -- secret until the game ends: the stack a creator fixed, so the audit can rerun the setup
    stack           jsonb,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL
);

CREATE INDEX games_by_ruleset_status ON games (ruleset, status, created_at DESC);
CREATE INDEX games_by_created ON games (created_at DESC, id);

CREATE TABLE seats (
    game_id     uuid    NOT NULL REFERENCES games (id),
    seat        integer NOT NULL CHECK (seat >= 0),
    name        text    NOT NULL,
    -- SHA-256 of the bearer token; the token itself is shown once, at creation, and never stored
    token_hash  bytea   NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE events (
    game_id         uuid        NOT NULL REFERENCES games (id),
    -- 1, 2, 3 … per game; the primary key is the optimistic-concurrency guard
    seq             bigint      NOT NULL CHECK (seq > 0),
    type            text        NOT NULL,
    schema_version  integer     NOT NULL,
    payload         jsonb       NOT NULL,
    -- the seat whose move caused the event; null for setup
    acting_seat     integer,
    occurred_at     timestamptz NOT NULL,
    -- HMAC-style chain: SHA-256(salt || previous hash || event), hex
    hash            text        NOT NULL,
    -- SHA-256(salt || the complete state after this event), hex; the audit replays and compares
    state_hash      text        NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE snapshots (
    game_id     uuid        NOT NULL REFERENCES games (id),
    version     bigint      NOT NULL,
    state       jsonb       NOT NULL,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE idempotency_records (
    game_id         uuid        NOT NULL REFERENCES games (id),
    seat            integer     NOT NULL,
    idempotency_key text        NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
    -- SHA-256 of the request body, so a reused key with a different body is recognised
    request_hash    text        NOT NULL,
    status          integer     NOT NULL,
    response        jsonb       NOT NULL,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat, idempotency_key)
);
