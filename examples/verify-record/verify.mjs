#!/usr/bin/env node
// Checks the parts of a Ziggurat game record that need no rules: the seed commitment and the hash chain, recomputed
// from the record alone with the formulas the contract publishes (openapi/ziggurat.yaml, GameRecord; the record's
// own `hashing` field says the same in words). Node 20, no dependencies: only node:crypto and node:fs.
//
//   node examples/verify-record/verify.mjs record.json [more.json ...]
//
// A record is what GET /v1/games/{id}/record answers for a finished game. Exit status: 0 when every record holds,
// 1 when one does not (the first event that does not is named), 2 when one cannot be read.
//
// It also checks what the log says of the seed against the record: GameStarted's creatorSeeded, and the table's
// SeedRevealed {seed, salt, creatorSeeded} as the last event of a game whose GameStarted says creatorSeeded.
//
// What it cannot check, because that needs the rules: that the seed deals the setup, that replay reproduces each
// state hash, that each event follows from a legal move, and that SeedRevealed comes right after the event that
// ends the game. The service's own command does all of it:
//   java -jar target/quarkus-app/quarkus-run.jar verify record.json

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const FORMAT = 'ziggurat-game-record/1';

// ---------------------------------------------------------------- canonical JSON
// Keys sorted (by UTF-16 code units, as Java's String.compareTo and JavaScript's sort both do), no white space,
// strings escaped as the service's JSON library escapes them: " and \ and the five short escapes, every other
// control character as \u00XX with upper-case hex, everything else as it is.

function canonicalString(s) {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0c) out += '\\f';
    else if (c === 0x0d) out += '\\r';
    else if (c < 0x20) out += '\\u' + c.toString(16).toUpperCase().padStart(4, '0');
    else out += s[i];
  }
  return out + '"';
}

function canonical(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  switch (typeof value) {
    case 'string': return canonicalString(value);
    case 'boolean': return value ? 'true' : 'false';
    case 'number':
      // every number in a game's log is an integer; anything else would not be written the same by both sides
      if (!Number.isSafeInteger(value)) throw new Error(`the number ${value} is not an integer this script can copy exactly`);
      return String(value);
    case 'object': {
      const keys = Object.keys(value).sort();
      return '{' + keys.map(k => canonicalString(k) + ':' + canonical(value[k])).join(',') + '}';
    }
    default: throw new Error(`a ${typeof value} is not JSON`);
  }
}

// ---------------------------------------------------------------- the formulas

const sha256hex = (...parts) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
};
const hexBytes = hex => Buffer.from(hex, 'hex');
const utf8 = text => Buffer.from(text, 'utf8');

/** seedCommitment = hex(SHA-256(salt bytes || utf8(seed))) */
const commitment = (salt, seed) => sha256hex(hexBytes(salt), utf8(seed));

/** The envelope an event's chain hash covers: {seq, type, schemaVersion, actingSeat, time, data}, canonical. */
const envelope = e => canonical({
  seq: e.seq, type: e.type, schemaVersion: e.schemaVersion, actingSeat: e.actingSeat, time: e.time, data: e.data,
});

/** hash[n] = hex(SHA-256(salt bytes || utf8(hash[n-1]) || utf8(canonical envelope))), hash[0] = seedCommitment */
const link = (salt, previous, e) => sha256hex(hexBytes(salt), utf8(previous), utf8(envelope(e)));

// ---------------------------------------------------------------- the checks

/** Every finding about the record, in log order; an empty list means it holds. */
function check(record) {
  const findings = [];
  const at = (seq, what) => findings.push({ seq, what });
  if (record.format !== FORMAT) throw new Error(`not a game record: 'format' must be '${FORMAT}'`);
  for (const field of ['salt', 'seed', 'seedCommitment']) {
    if (typeof record[field] !== 'string') throw new Error(`the record has no ${field}`);
  }
  if (!/^([0-9a-f]{2})+$/.test(record.salt)) throw new Error('the salt is not lower-case hex');
  if (!Array.isArray(record.events)) throw new Error('the record has no events');

  if (commitment(record.salt, record.seed) !== record.seedCommitment) {
    at(0, 'SHA-256(salt || seed) is not the seed commitment');
  }
  const creatorSeeded = record.creation?.creatorSeeded;
  let saysCreatorSeeded = false;
  let previous = record.seedCommitment;
  record.events.forEach((e, i) => {
    if (e.seq !== i + 1) at(e.seq, `expected event ${i + 1} here, found ${e.seq}`);
    if (link(record.salt, previous, e) !== e.hash) at(e.seq, `the chain breaks: hash of ${e.type} does not match its content and the event before`);
    previous = e.hash;
    // every ruleset's GameStarted says whether the creator chose the seed (games stored before it did, do not)
    if (e.type === 'GameStarted' && e.data && 'creatorSeeded' in e.data) {
      saysCreatorSeeded = true;
      if (e.data.creatorSeeded !== creatorSeeded) at(e.seq, 'GameStarted says creatorSeeded is not the record\'s creation');
    }
    // a game ends by revealing its seed, its salt and creatorSeeded in the log itself, as its last event
    if (e.type === 'SeedRevealed') {
      if (i !== record.events.length - 1) at(e.seq, 'the seed is revealed only by a game\'s last event');
      if (e.data?.seed !== record.seed || e.data?.salt !== record.salt || e.data?.creatorSeeded !== creatorSeeded) {
        at(e.seq, 'the seed, the salt or creatorSeeded revealed in the log is not the record\'s');
      }
    }
  });
  // a game whose GameStarted says creatorSeeded was written by code that always reveals the seed at the end
  const lastEvent = record.events[record.events.length - 1];
  if (saysCreatorSeeded && record.status === 'finished' && lastEvent?.type !== 'SeedRevealed') {
    at(lastEvent.seq, 'the game ended without revealing its seed: SeedRevealed must follow the event that ends it');
  }
  const last = record.events.length ? record.events[record.events.length - 1].seq : 0;
  if (record.version !== last) at(0, `the record says version ${record.version} but its log ends at ${last}`);
  return findings.sort((a, b) => a.seq - b.seq);
}

function main(files) {
  if (files.length === 0) {
    console.log('usage: node verify.mjs RECORD.json [RECORD.json ...]');
    return 2;
  }
  let worst = 0;
  for (const file of files) {
    let record;
    let findings;
    try {
      record = JSON.parse(readFileSync(file, 'utf8'));
      findings = check(record);
    } catch (err) {
      console.log(`${file}: UNREADABLE: ${err.message}`);
      worst = 2;
      continue;
    }
    console.log(`${file}: ${record.ruleset?.id} game ${record.gameId}, ${record.events.length} events`);
    if (findings.length === 0) {
      console.log('  the seed commitment and every link of the hash chain hold (state hashes and moves need the rules:'
        + ' use the service\'s verify command)');
      console.log('VERIFIED');
      continue;
    }
    const first = findings[0];
    const type = record.events.find(e => e.seq === first.seq)?.type;
    console.log(`NOT VERIFIED: ${first.seq === 0 ? 'the game itself' : `event ${first.seq}${type ? ` (${type})` : ''}`}`
      + ` does not hold: ${first.what}`);
    for (const f of findings.slice(1, 10)) console.log(`  also: ${f.seq === 0 ? 'the game' : `event ${f.seq}`}: ${f.what}`);
    worst = Math.max(worst, 1);
  }
  return worst;
}

process.exitCode = main(process.argv.slice(2));
