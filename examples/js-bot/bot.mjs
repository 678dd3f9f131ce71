#!/usr/bin/env node
// A Ziggurat bot in plain JavaScript for Node 20 or newer: built-in fetch, no npm packages.
//
//   node examples/js-bot/bot.mjs --url http://localhost:8080 --ruleset tigris --seats 2 --seed demo
//
// It creates a game, keeps every seat's token and plays all the seats with seeded random legal moves
// until the game ends, then prints the outcome and the audit. Exit status 0 only when the game finished
// and its audit says verified: true; 1 on anything unexpected (the problem+json body is printed); 2 on
// bad arguments. The contract is openapi/ziggurat.yaml.

const USAGE = `usage: node bot.mjs [--url URL] [--ruleset ID] [--seats N] [--seed TEXT]
                   [--max-moves N] [--progress N] [--stale-every N]
  --url          the service (default http://localhost:8080)
  --ruleset      tigris, contest-of-kings, ... (default tigris; GET /v1/rulesets lists them)
  --seats        how many seats to create and play (default 2)
  --seed         the game's seed, also the bot's own seed; the same seed plays the same game
                 (default: the server draws the game's seed, the bot a random one)
  --max-moves    give up (and fail) after this many accepted moves (default 20000)
  --progress     print a progress line every N accepted moves (default 500; 0 for none)
  --stale-every  send every Nth move on the version before the one it was decided on, to watch the
                 service refuse it (409 version-conflict) and the bot read again and go on (default 0)`;

// ---------- arguments ----------

function parseArgs(argv) {
  const opts = { url: 'http://localhost:8080', ruleset: 'tigris', seats: 2, seed: null, maxMoves: 20000, progress: 500,
                 staleEvery: 0 };
  const names = { '--url': 'url', '--ruleset': 'ruleset', '--seats': 'seats', '--seed': 'seed',
                  '--max-moves': 'maxMoves', '--progress': 'progress', '--stale-every': 'staleEvery' };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let value;
    if (arg === '-h' || arg === '--help') { console.log(USAGE); process.exit(0); }
    const eq = arg.indexOf('=');
    if (arg.startsWith('--') && eq > 0) { value = arg.slice(eq + 1); arg = arg.slice(0, eq); }
    const key = names[arg];
    if (!key) usage(`unknown argument ${arg}`);
    if (value === undefined) {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      value = argv[++i];
    }
    opts[key] = value;
  }
  for (const key of ['seats', 'maxMoves', 'progress', 'staleEvery']) {
    const n = Number(opts[key]);
    if (!Number.isInteger(n) || n < 0) usage(`--${key.replace(/[A-Z]/g, c => '-' + c.toLowerCase())} must be a whole number`);
    opts[key] = n;
  }
  opts.url = String(opts.url).replace(/\/+$/, '');
  return opts;
}

function usage(problem) {
  console.error(`bot: ${problem}\n${USAGE}`);
  process.exit(2);
}

// ---------- a tiny seeded PRNG ----------

/** FNV-1a: a 32-bit number from a text, to seed the PRNG. */
function hash32(text) {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: returns a function giving uniform numbers in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- HTTP ----------

class Unexpected extends Error {
  constructor(message, body) { super(message); this.body = body; }
}

let base;
let requests = 0;
// Node's fetch asks for compressed answers by itself (Accept-Encoding: gzip, deflate) and gunzips them; the service
// gzips every long JSON answer, so a legal-move list crosses the wire in a twentieth of its bytes. Counted here.
let gzipped = 0;

/**
 * One request; answers {status, json, text}. A request that never got an answer (connection refused or
 * reset, a timeout) or a 503 is sent again, the same request with the same Idempotency-Key, so a move is
 * never applied twice. A 429 (over a rate limit: RFC 6585) is sent again after the seconds its Retry-After
 * names, as often as the service asks (a 429 means nothing was done, so waiting it out is always safe).
 */
async function call(method, path, { token, body, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h['Authorization'] = `Bearer ${token}`;
  if (body !== undefined) h['Content-Type'] = 'application/json';
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      requests++;
      res = await fetch(base + path, {
        method, headers: h,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (e) {
      if (attempt >= 5) {
        throw new Unexpected(`${method} ${base}${path}: no answer (${e.cause?.code ?? e.cause?.message ?? e.message})`);
      }
      await sleep(200 * attempt);
      continue;
    }
    const text = await res.text();
    if (res.headers.get('Content-Encoding') === 'gzip') gzipped++;
    if (res.status === 429 && attempt < 50) {
      const after = Number(res.headers.get('Retry-After'));
      await sleep((Number.isFinite(after) && after > 0 ? after : 1) * 1000);
      continue;
    }
    if (res.status === 503 && attempt < 5) {
      const after = Number(res.headers.get('Retry-After'));
      await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 200 * attempt);
      continue;
    }
    let json = null;
    try { json = text ? JSON.parse(text) : null; } catch { /* left null: the text is printed if it matters */ }
    return { status: res.status, json, text };
  }
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

/** Fails with the answer's body unless its status is one of those expected. */
function expect(answer, what, ...statuses) {
  if (!statuses.includes(answer.status)) {
    throw new Unexpected(`${what}: unexpected HTTP ${answer.status}`, answer.text);
  }
  return answer.json;
}

/** The problem type's last part (`version-conflict`), or null. */
function problemName(answer) {
  const type = answer.json && typeof answer.json.type === 'string' ? answer.json.type : '';
  return type.startsWith('urn:ziggurat:problem:') ? type.slice('urn:ziggurat:problem:'.length) : null;
}

// ---------- playing ----------

async function main() {
  if (typeof fetch !== 'function') {
    throw new Unexpected(`this bot needs the built-in fetch of Node 18 or newer; this is Node ${process.version}`);
  }
  const opts = parseArgs(process.argv.slice(2));
  base = opts.url;
  const random = mulberry32(opts.seed !== null ? hash32(opts.seed) : (Math.random() * 2 ** 32) >>> 0);
  const pick = list => list[Math.floor(random() * list.length)];
  const started = Date.now();
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1) + 's';

  // create the game: one token per seat, shown only in this answer
  const create = { ruleset: opts.ruleset, seats: [] };
  for (let i = 0; i < opts.seats; i++) create.seats.push({ name: `JS bot ${i + 1}` });
  if (opts.seed !== null) create.seed = opts.seed;
  const created = expect(await call('POST', '/v1/games', { body: create }), 'POST /v1/games', 201);
  const id = created.id;
  const tokens = new Map(created.seats.map(s => [s.seat, s.token]));
  const runKey = `js-bot-${id.slice(0, 8)}`;
  console.log(`game ${id}: ${opts.ruleset}, ${opts.seats} seats, seed ${opts.seed ?? '(drawn by the server)'}`);

  let moves = 0;       // accepted moves
  let conflicts = 0;   // 409 version-conflict answers, each followed by a re-read
  let keys = 0;        // Idempotency-Keys used
  let together = 0;    // moves accepted in simultaneous steps, all the step's seats sending on one version
  let next = null;     // {seat, legal}: the seat's next legal moves from the last minimal answer, if it still decides

  /** Sends one move; the answer, or null after a version conflict (the caller re-reads). */
  async function submit(seat, version, move, { mayBeStale = false } = {}) {
    if (moves >= opts.maxMoves) {
      throw new Unexpected(`the game did not end within ${opts.maxMoves} moves (--max-moves)`);
    }
    const path = `/v1/games/${id}/moves`;
    if (opts.staleEvery > 0 && !mayBeStale && version > 0 && (keys + 1) % opts.staleEvery === 0) {
      version--; // --stale-every: as if the seat had decided before the last event
    }
    const answer = await call('POST', path, {
      token: tokens.get(seat),
      body: { expectedVersion: version, move },
      headers: { 'Idempotency-Key': `${runKey}-${++keys}`, 'Prefer': 'return=minimal' },
    });
    if (answer.status === 200) {
      moves++;
      if (opts.progress > 0 && moves % opts.progress === 0) {
        console.log(`  ${moves} moves, version ${answer.json.version}, ${elapsed()}`);
      }
      return answer.json;
    }
    const problem = problemName(answer);
    if (answer.status === 409 && problem === 'version-conflict') { conflicts++; return null; }
    // in a simultaneous step another seat's submission can make this one illegal; re-read and decide again
    if (mayBeStale && answer.status === 422 && problem === 'illegal-move') { conflicts++; return null; }
    throw new Unexpected(`POST ${path} as seat ${seat} (${JSON.stringify(move)}): unexpected HTTP ${answer.status}`, answer.text);
  }

  async function legalMoves(seat) {
    const path = `/v1/games/${id}/legal-moves`;
    return expect(await call('GET', path, { token: tokens.get(seat) }), `GET ${path} as seat ${seat}`, 200);
  }

  for (;;) {
    if (conflicts > 1000 + moves) throw new Unexpected(`${conflicts} version conflicts for ${moves} moves: giving up`);

    // the seat that just moved is still to decide: its next legal moves came with the answer
    if (next) {
      const { seat, legal } = next;
      next = null;
      if (legal.moves.length > 0) {
        const answer = await submit(seat, legal.version, pick(legal.moves));
        if (answer && answer.legalMoves) next = { seat, legal: answer.legalMoves };
        continue;
      }
    }

    const gamePath = `/v1/games/${id}`;
    const game = expect(await call('GET', gamePath), `GET ${gamePath}`, 200);
    if (game.status === 'finished') break;
    if (game.status !== 'running') throw new Unexpected(`GET ${gamePath}: unknown status ${game.status}`);
    const pending = game.pending ?? [];
    if (pending.length === 0) throw new Unexpected(`GET ${gamePath}: running, but nobody is pending`, JSON.stringify(game.pending));

    const step = pending[0].step;
    if (pending.length > 1 && step && pending.every(p => p.step === step)) {
      // a simultaneous step (sealed bids): every pending seat decides on the version it saw, and each
      // submits on that version; the service counts them all (see submitMove in the contract)
      const choices = [];
      for (const p of pending) {
        const legal = await legalMoves(p.seat);
        if (legal.moves.length > 0) choices.push({ seat: p.seat, version: legal.version, move: pick(legal.moves) });
      }
      for (const c of choices) {
        if (!(await submit(c.seat, c.version, c.move, { mayBeStale: true }))) break; // re-read
        together++;
      }
      continue;
    }

    const seat = pick(pending).seat;
    const legal = await legalMoves(seat);
    if (legal.moves.length === 0) { conflicts++; continue; } // the game moved on between the two reads
    const answer = await submit(seat, legal.version, pick(legal.moves));
    if (answer && answer.legalMoves) next = { seat, legal: answer.legalMoves };
  }

  // the end: the outcome, then the audit of the whole log
  const game = expect(await call('GET', `/v1/games/${id}`), `GET /v1/games/${id}`, 200);
  console.log(`finished after ${moves} moves (version ${game.version}, ${requests} requests, `
    + `${gzipped} answers gzipped, ${conflicts} version conflicts, ${together} sent together in simultaneous steps) in ${elapsed()}`);
  const outcome = game.outcome ?? {};
  const names = new Map(game.seats.map(s => [s.seat, s.name]));
  console.log(`outcome: ${outcome.reason ?? '?'}; winners: ${(outcome.winners ?? []).map(s => names.get(s) ?? s).join(', ')}`);
  for (const place of outcome.ranking ?? []) {
    const { seat, ...rest } = place;
    console.log(`  ${names.get(seat) ?? `seat ${seat}`}: ${JSON.stringify(rest)}`);
  }

  const auditPath = `/v1/games/${id}/audit`;
  const audit = expect(await call('GET', auditPath), `GET ${auditPath}`, 200);
  console.log(`audit: verified ${audit.verified}, ${audit.eventsChecked} events checked, chain intact ${audit.chainIntact}, `
    + `states reproduced ${audit.statesReproduced}, commitment matches ${audit.commitmentMatches}, `
    + `setup reproduced ${audit.setupReproduced}`);
  if (audit.verified !== true) {
    throw new Unexpected('the audit did not verify the game', JSON.stringify(audit.findings));
  }
  console.log('OK');
}

main().then(
  () => process.exit(0),
  e => {
    console.error(`bot: ${e.message}`);
    if (e.body) console.error(e.body);
    if (!(e instanceof Unexpected)) console.error(e.stack);
    process.exit(1);
  });
