// The viewer. Plain JavaScript, no libraries: it reads the public API (/v1/games/...) as any frontend would,
// draws the board as SVG, steps through the game's history, and lets a seat play at the table. Nothing is loaded
// from elsewhere. The pages work from any origin: ?api=<the service's base URL> says where the service is (served
// by the service itself, the API is on the same origin and the parameter is not needed).
'use strict';

(function () {
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const API_BASE = (params.get('api') || '').replace(/\/+$/, '');
  // served as plain files (game.html?game=<id>), the pages link to one another by file name; served by the
  // service, a game's page is /viewer/<id>
  const AS_FILES = params.has('api') || /\.html$/.test(location.pathname);

  /** The API's address for a path such as /v1/games. */
  function api(path) {
    return API_BASE + path;
  }

  /** A link to one of the pages, keeping the service's address. */
  function pageLink(file, query) {
    const q = new URLSearchParams(query || {});
    if (params.get('api')) {
      q.set('api', params.get('api'));
    }
    const qs = q.toString();
    return file + (qs ? '?' + qs : '');
  }

  /** A link to a game's page, with any further query (an invitation). */
  function gameLink(id, query) {
    if (AS_FILES) {
      return pageLink('game.html', Object.assign({ game: id }, query || {}));
    }
    return pageLink(encodeURIComponent(id), query);
  }

  function homeLink() {
    return AS_FILES ? pageLink('games.html') : './';
  }

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    setAttrs(e, attrs);
    children.forEach((c) => e.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return e;
  }

  function svg(tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    setAttrs(e, attrs);
    if (text !== undefined) {
      e.textContent = String(text);
    }
    return e;
  }

  function setAttrs(e, attrs) {
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v !== null && v !== undefined && v !== false) {
        e.setAttribute(k, v === true ? '' : String(v));
      }
    }
  }

  /** A GET of the API; a problem answer becomes an Error carrying the problem's detail. */
  async function getJson(url, token) {
    const headers = { Accept: 'application/json' };
    if (token) {
      headers.Authorization = 'Bearer ' + token;
    }
    const r = await fetch(api(url), { headers });
    return answer(r);
  }

  /** A POST of JSON to the API, as the token's seat. */
  async function postJson(url, body, token, extraHeaders) {
    const headers = Object.assign({ Accept: 'application/json', 'Content-Type': 'application/json' },
      extraHeaders || {});
    if (token) {
      headers.Authorization = 'Bearer ' + token;
    }
    const r = await fetch(api(url), { method: 'POST', headers, body: body === null ? undefined : JSON.stringify(body) });
    return answer(r);
  }

  /** The answer's JSON body; a problem becomes an Error carrying its detail, status, code and the problem itself. */
  async function answer(r) {
    const body = await r.json().catch(() => null);
    if (!r.ok) {
      const err = new Error((body && (body.detail || body.title)) || ('HTTP ' + r.status));
      err.status = r.status;
      err.problem = body || {};
      throw err;
    }
    return body;
  }

  function showError(e) {
    const p = $('error');
    p.hidden = !e;
    p.textContent = e ? String(e.message || e) : '';
  }

  // ------------------------------------------------------------------------------------------- the games list

  async function gamesPage() {
    let cursor = null;
    const more = $('more');
    async function page() {
      try {
        const list = await getJson('/v1/games?limit=50' + (cursor ? '&cursor=' + encodeURIComponent(cursor) : ''));
        const body = document.querySelector('#games tbody');
        for (const g of list.games) {
          body.append(el('tr', { 'data-game': g.id },
            el('td', {}, el('a', { href: gameLink(g.id) }, g.id.slice(0, 8))),
            el('td', {}, g.ruleset), el('td', {}, g.status), el('td', {}, g.version), el('td', {}, g.seats),
            el('td', {}, new Date(g.createdAt).toLocaleString())));
        }
        cursor = list.next;
        more.hidden = !cursor;
      } catch (e) {
        showError(e);
      }
    }
    more.addEventListener('click', page);
    $('create-link').href = pageLink('create.html');
    await Promise.all([page(), lobby()]);
    document.body.dataset.ready = 'true';
  }

  // ------------------------------------------------------------------------------------------- one game

  const SEAT_COLOURS = ['#d9442b', '#2d6ad6', '#2c9a3c', '#d39a06'];
  const LEADER_LETTER = { black: 'K', red: 'P', blue: 'F', green: 'T' };
  const CHIP_LABEL = { black: 'K', red: 'R', blue: 'B', green: 'G', water: 'W', forest: 'F', hill: 'H', mountain: 'M' };

  const game = {
    id: params.get('game') || decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || ''),
    ruleset: null,
    last: 0,
    status: null,
    seats: [],
    events: [], // events[seq - 1], as the public sees them
    views: new Map(), // version -> view, for the current token
    at: 0,
    token: null,
    you: null,
    audit: null,
    rendering: 0,
    legal: null, // the seat's legal moves at the last version, when it is shown
    legalCache: new Map(), // version -> legal moves, for the current token
    filter: null, // the board position the move list is narrowed to
    sending: false,
    // whether the page moves with the game: it asked for the last version it knew of, and nothing since for an
    // earlier one. Kept apart from "the version drawn is the last", which is false while a step is still being
    // fetched: an event arriving then must still carry the page along.
    following: true,
  };

  function tokenKey() {
    return 'ziggurat-viewer-token-' + game.id;
  }

  async function gamePage() {
    game.token = sessionStorage.getItem(tokenKey());
    $('home').href = homeLink();
    wireControls();
    wirePlay();
    try {
      const latest = await getJson('/v1/games/' + game.id);
      game.ruleset = latest.ruleset;
      game.last = latest.version;
      game.status = latest.status;
      game.seats = latest.seats;
      document.title = 'Ziggurat: ' + latest.ruleset + ' ' + game.id.slice(0, 8);
      showTitle();
      if (params.get('invitation') && !game.token) {
        $('claim').hidden = false;
        $('claim-name').focus();
      }
      await loadEvents(0);
      const wanted = Number(new URLSearchParams(location.search).get('version'));
      await go(Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, game.last) : game.last);
      if (game.status === 'finished') {
        await showAudit();
      } else {
        follow();
      }
    } catch (e) {
      showError(e);
    }
  }

  function showTitle() {
    $('title').textContent = rulesetName(game.ruleset) + ': '
      + game.seats.map((s) => s.name || '(open seat)').join(', ');
  }

  function rulesetName(id) {
    return { tigris: 'Tigris & Euphrates', 'contest-of-kings': 'Contest of Kings', attika: 'Attika', qin: 'Qin' }[id]
      || id;
  }

  async function loadEvents(after) {
    let cursor = after;
    for (;;) {
      const page = await getJson('/v1/games/' + game.id + '/events?limit=1000&after=' + cursor);
      page.events.forEach(addEvent);
      cursor = page.next;
      if (page.events.length < 1000) {
        break;
      }
    }
  }

  function seatName(seat) {
    const s = game.seats.find((x) => x.seat === seat);
    return s && s.name ? s.name : 'seat ' + seat;
  }

  /** A short readable line for an event's data: its plain fields, squares and hexes as coordinates. */
  function describe(data) {
    if (data === null || data === undefined) {
      return 'hidden';
    }
    const parts = [];
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === undefined || k === 'type') {
        continue;
      }
      parts.push(k + ' ' + brief(v, 2));
    }
    const text = parts.join(', ');
    return text.length > 140 ? text.slice(0, 137) + '…' : text;
  }

  function brief(v, depth) {
    if (Array.isArray(v)) {
      return depth <= 0 ? '[' + v.length + ']' : '[' + v.slice(0, 6).map((x) => brief(x, depth - 1)).join(' ')
        + (v.length > 6 ? ' …' : '') + ']';
    }
    if (v && typeof v === 'object') {
      if ('row' in v && 'col' in v && Object.keys(v).length === 2) {
        return '(' + v.row + ',' + v.col + ')';
      }
      if ('q' in v && 'r' in v && Object.keys(v).length === 2) {
        return '(' + v.q + ',' + v.r + ')';
      }
      if (depth <= 0) {
        return '{…}';
      }
      return '{' + Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => k + ' ' + brief(x, depth - 1))
        .join(', ') + '}';
    }
    return String(v);
  }

  function addEvent(e) {
    if (game.events[e.seq - 1]) {
      return;
    }
    game.events[e.seq - 1] = e;
    if (e.type === 'SeatClaimed' && e.data) {
      const s = game.seats.find((x) => x.seat === e.data.seat);
      if (s) {
        s.name = e.data.name;
      }
      showTitle();
    }
    const who = e.actingSeat === null || e.actingSeat === undefined ? '' : ' · ' + seatName(e.actingSeat);
    const li = el('li', { 'data-seq': e.seq, title: 'Show the game after event ' + e.seq + ' (' + e.type + ')' },
      el('span', { class: 'seq' }, e.seq), el('span', { class: 'type' }, e.type), who, ' ',
      el('span', { class: 'detail' }, e.redacted && e.data === null ? '(hidden)' : describe(e.data)));
    li.addEventListener('click', () => go(e.seq));
    $('events').append(li);
    $('event-count').textContent = '(' + game.events.length + ')';
    if (e.seq > game.last) {
      game.last = e.seq;
    }
    $('last').textContent = game.last;
  }

  function wireControls() {
    $('first').addEventListener('click', () => go(1));
    $('back').addEventListener('click', () => go(game.at - 1));
    $('forward').addEventListener('click', () => go(game.at + 1));
    $('end').addEventListener('click', () => go(game.last));
    $('version').addEventListener('change', () => go(Number($('version').value)));
    document.addEventListener('keydown', (k) => {
      if (k.target instanceof HTMLInputElement || k.altKey || k.ctrlKey || k.metaKey) {
        return;
      }
      const moves = { ArrowLeft: -1, k: -1, ArrowRight: 1, j: 1 };
      if (k.key in moves) {
        go(game.at + moves[k.key]);
      } else if (k.key === 'Home') {
        go(1);
      } else if (k.key === 'End') {
        go(game.last);
      } else if (k.key === 'g') {
        $('version').focus();
        $('version').select();
      } else {
        return;
      }
      k.preventDefault();
    });
    $('token-form').addEventListener('submit', async (ev) => {
      ev.preventDefault();
      await useToken($('token').value.trim());
    });
    $('forget-token').addEventListener('click', () => useToken(''));
  }

  async function useToken(token) {
    const before = game.token;
    game.token = token || null;
    game.views.clear();
    game.legalCache.clear();
    try {
      // the version being drawn, which may not be shown yet (a token given while the page still loads)
      await go(game.wanted === undefined ? game.last : game.wanted);
      if (game.token) {
        sessionStorage.setItem(tokenKey(), game.token);
      } else {
        sessionStorage.removeItem(tokenKey());
      }
      $('token').value = '';
    } catch (e) {
      game.token = before;
      game.views.clear();
      game.legalCache.clear();
      await go(game.at);
      $('you').textContent = 'That token was not accepted: ' + e.message;
      $('you').className = 'error';
    }
  }

  async function viewAt(version) {
    if (!game.views.has(version)) {
      // version 0: a game waiting for its first claim has no event yet, only its view as it stands
      game.views.set(version, await getJson('/v1/games/' + game.id + (version > 0 ? '?version=' + version : ''),
        game.token));
    }
    return game.views.get(version);
  }

  /** Shows the game at a version: fetches the view (as the token's seat, if any), draws it, marks the log. */
  async function go(version) {
    if (!Number.isInteger(version) || game.last < 0) {
      return;
    }
    const target = Math.max(Math.min(1, game.last), Math.min(version, game.last));
    game.following = target >= game.last;
    const ticket = ++game.rendering;
    game.wanted = target;
    let view;
    let legal = null;
    try {
      view = await viewAt(target);
      if (game.token && target === game.last && view.status === 'running') {
        // a seat that cannot be asked (the game ended meanwhile) has simply no moves to show
        legal = await legalAt(target).catch(() => null);
      }
    } catch (e) {
      if (game.token) {
        throw e;
      }
      showError(e);
      return;
    }
    if (ticket !== game.rendering) {
      return; // a later step overtook this one
    }
    showError(null);
    game.at = target;
    game.status = view.status === 'finished' || target === game.last ? view.status : game.status;
    game.legal = legal;
    draw(view);
    showMoves(view, target);
    $('version').value = String(target);
    $('version').max = String(game.last);
    $('first').disabled = $('back').disabled = target <= 1;
    $('forward').disabled = $('end').disabled = target >= game.last;
    const status = $('status');
    status.textContent = view.status + (target < game.last ? ' (at ' + target + ' of ' + game.last + ')' : '');
    status.className = 'badge ' + view.status;
    for (const li of $('events').children) {
      const seq = Number(li.dataset.seq);
      li.classList.toggle('current', seq === target);
      li.classList.toggle('after', seq > target);
    }
    const current = document.querySelector('#events li.current');
    if (current) {
      current.scrollIntoView({ block: 'nearest' });
    }
    const url = new URL(location.href);
    url.searchParams.set('version', String(target));
    history.replaceState(null, '', url);
    document.body.dataset.shown = String(target);
  }

  function draw(view) {
    game.you = view.you;
    game.place = null;
    // a seat taken since the page was opened has its name now
    for (const s of view.seats || []) {
      const known = game.seats.find((x) => x.seat === s.seat);
      if (known && s.name && !known.name) {
        known.name = s.name;
        showTitle();
      }
    }
    const you = $('you');
    you.className = '';
    if (view.you !== null && view.you !== undefined) {
      you.textContent = 'You are ' + seatName(view.you) + ' (seat ' + view.you + '): your hand is shown in the table below.';
      you.dataset.seat = String(view.you);
    } else {
      you.textContent = 'Without a token you see what every spectator sees. The token stays in this tab only.';
      delete you.dataset.seat;
    }
    const board = $('board');
    const seats = $('seats');
    const facts = $('facts');
    board.replaceChildren();
    seats.replaceChildren();
    facts.replaceChildren();
    const pending = new Set((view.pending || []).map((p) => p.seat));
    const drawers = { tigris: drawTigris, 'contest-of-kings': drawContest, attika: drawAttika, qin: drawQin };
    const drawer = drawers[view.ruleset];
    if (view.status === 'waiting') {
      drawWaiting(view, board, seats);
    } else if (drawer) {
      try {
        drawer(view.state, board, seats, facts, pending);
      } catch (e) {
        // a view this page cannot draw is still shown, as it is
        board.replaceChildren(el('pre', {}, JSON.stringify(view.state, null, 1)));
      }
    } else {
      board.append(el('pre', {}, JSON.stringify(view.state, null, 1)));
    }
    drawOutcome(view);
  }

  /** A game waiting for players: nothing is dealt yet, only its seats, taken or open. */
  function drawWaiting(view, board, seats) {
    const open = view.seats.filter((s) => !s.name).map((s) => 'seat ' + s.seat);
    board.append(el('p', { class: 'waiting', 'data-open': open.length }, 'Waiting for players: '
      + (open.join(', ') || 'none') + ' open. The game is dealt when every seat is taken.'));
    const t = table(['Seat', 'Player']);
    for (const s of view.seats) {
      t.append(el('tr', { 'data-seat': s.seat }, el('td', {}, el('span', { class: 'seatdot s' + s.seat }), s.seat),
        el('td', {}, s.name || '(open)')));
    }
    seats.append(t);
  }

  function drawOutcome(view) {
    const box = $('outcome');
    box.replaceChildren();
    if (!view.outcome) {
      return;
    }
    const o = view.outcome;
    box.append(el('h3', {}, 'Result' + (o.reason ? ' (' + o.reason + ')' : '')));
    const t = el('table', { class: 'seats', id: 'ranking' }, el('tr', {}, el('th', {}, 'Rank'), el('th', {}, 'Seat'),
      el('th', {}, 'Score')));
    for (const r of o.ranking || []) {
      t.append(el('tr', {}, el('td', {}, r.rank), el('td', {}, seatName(r.seat)),
        el('td', {}, score(r.score))));
    }
    box.append(t);
  }

  /** Coloured chips, one per card or tile; kind names what they are ('hand', 'supply', 'points'). */
  /** A ranking's score: a number, or a ruleset's record of it (Tigris: the sorted colour totals). */
  function score(s) {
    if (s === null || s === undefined) {
      return '';
    }
    if (typeof s === 'object' && Array.isArray(s.sorted)) {
      return s.sorted.join(' / ') + ' (weakest colour first)';
    }
    return brief(s, 1);
  }

  /** What only the audit and, after the end, everyone may see: the order of a bag, deck or stack. */
  function secret(facts, label, list) {
    if (Array.isArray(list)) {
      facts.append(el('div', { class: 'secret', 'data-secret': label }, label + ' (hidden during play, ' + list.length
        + '): ', list.length && ['black', 'red', 'blue', 'green'].includes(list[0]) ? chips(list, 'order')
        : list.join(', ')));
    }
  }

  function chips(colours, kind = 'hand') {
    const span = el('span', { class: kind });
    colours.forEach((c) => span.append(el('span', { class: 'chip ' + c, 'data-card': c, title: c },
      CHIP_LABEL[c] || c[0].toUpperCase())));
    return span;
  }

  function countChips(counts, kind = 'hand') {
    const list = [];
    for (const [c, n] of Object.entries(counts || {})) {
      for (let i = 0; i < (n || 0); i++) {
        list.push(c);
      }
    }
    return chips(list, kind);
  }

  function seatCell(seat, name, pending) {
    return el('td', {}, el('span', { class: 'seatdot s' + seat }), name);
  }

  function seatRow(seat, pending, cells) {
    return el('tr', { 'data-seat': seat, class: pending.has(seat) ? 'pending' : null }, ...cells);
  }

  function table(headings) {
    return el('table', { class: 'seats' }, el('tr', {}, ...headings.map((h) => el('th', {}, h))));
  }

  function leaderMark(parent, x, y, r, seat, colour) {
    parent.append(svg('circle', { cx: x, cy: y, r, class: 'leader seat' + seat, 'data-leader': colour,
      'data-seat': seat }));
    parent.append(svg('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'leader-label' },
      LEADER_LETTER[colour] || '?'));
    const ring = svg('circle', { cx: x, cy: y, r: r - 4, fill: 'none', class: 'monument ' + colour });
    ring.setAttribute('stroke-width', '2');
    parent.append(ring);
  }

  // Tigris & Euphrates: the river and land, tiles (red ones are temples), leaders, monuments, treasures and
  // catastrophes on the 11 × 16 board [tigris §7].
  function drawTigris(s, board, seats, facts, pending) {
    const C = 40;
    const rows = s.terrain.length;
    const cols = s.terrain[0].length;
    const g = svg('svg', { viewBox: '0 0 ' + cols * C + ' ' + rows * C, 'data-ruleset': 'tigris', role: 'img' });
    s.terrain.forEach((line, r) => [...line].forEach((ch, c) => {
      g.append(svg('rect', { x: c * C, y: r * C, width: C, height: C, class: ch === '~' ? 'river' : 'land' }));
    }));
    for (const d of s.declinedTiles || []) {
      g.append(svg('rect', { x: d.col * C + 2, y: d.row * C + 2, width: C - 4, height: C - 4, class: 'declined',
        'data-declined': true }));
    }
    for (const sq of s.board) {
      const x = sq.at.col * C;
      const y = sq.at.row * C;
      if (sq.tile) {
        g.append(svg('rect', { x: x + 3, y: y + 3, width: C - 6, height: C - 6, rx: 3,
          class: 'tile ' + (sq.faceDown ? 'face-down' : sq.tile), 'data-tile': sq.tile,
          'data-at': sq.at.row + ',' + sq.at.col }));
        if (sq.tile === 'red' && !sq.faceDown) {
          // a temple: a stepped ziggurat on the red tile
          g.append(svg('polygon', { class: 'temple', points: [x + 10, y + 30, x + 10, y + 24, x + 14, y + 24, x + 14,
            y + 18, x + 26, y + 18, x + 26, y + 24, x + 30, y + 24, x + 30, y + 30].join(' ') }));
        }
      }
      if (sq.catastrophe) {
        g.append(svg('rect', { x: x + 3, y: y + 3, width: C - 6, height: C - 6, class: 'catastrophe',
          'data-catastrophe': true }));
        g.append(svg('path', { d: `M${x + 10} ${y + 10}L${x + 30} ${y + 30}M${x + 30} ${y + 10}L${x + 10} ${y + 30}`,
          class: 'catastrophe-x' }));
      }
      if (sq.treasure) {
        g.append(svg('polygon', { points: [x + 32, y + 4, x + 37, y + 9, x + 32, y + 14, x + 27, y + 9].join(' '),
          class: 'treasure' + (sq.cornerTreasure ? ' corner' : ''), 'data-treasure': true }));
      }
      if (sq.leader) {
        leaderMark(g, x + C / 2, y + C / 2, 13, sq.leader.seat, sq.leader.leader);
      }
    }
    for (const m of s.monuments || []) {
      const [first, second] = m.monument.split('-');
      const x = m.square.col * C;
      const y = m.square.row * C;
      g.append(svg('rect', { x: x + C - 12, y: y + C - 12, width: 24, height: 24, class: 'monument ' + first,
        'data-monument': m.monument }));
      g.append(svg('rect', { x: x + C - 7, y: y + C - 7, width: 14, height: 14, class: 'monument-core ' + second }));
    }
    board.append(g);
    game.place = { svg: g, shape: (key) => {
      const m = /^rc:(-?\d+),(-?\d+)$/.exec(key);
      return m && svg('rect', { x: m[2] * C + 1, y: m[1] * C + 1, width: C - 2, height: C - 2, rx: 4 });
    } };

    const t = table(['Seat', 'Dynasty', 'Leaders off the board', 'Hand', 'Catastrophes', 'Treasures', 'Points']);
    for (const p of s.seats) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, seatName(p.seat), pending), el('td', {}, p.dynasty),
        el('td', {}, chips(p.supply || [], 'supply')),
        el('td', { class: 'hand-cell', 'data-hand-size': p.handSize }, p.handSize + ' tiles',
          p.hand ? el('span', {}, ': ', chips(p.hand)) : ''),
        el('td', {}, p.catastrophesLeft), el('td', {}, p.treasures),
        el('td', {}, p.points ? countChips(p.points, 'points') : 'hidden')]));
    }
    seats.append(t);
    facts.append(`Turn ${s.turn}, ${seatName(s.activeSeat)} to act (${s.actionsLeft} action(s) left). `
      + `${s.board.filter((q) => q.tile).length} tiles on the board, ${s.bagCount} in the bag, `
      + `${s.treasuresOnBoard} treasures left, ${(s.monumentsAvailable || []).length} monuments to build.`
      + (s.conflict ? ` Conflict: ${s.conflict.kind} over ${s.conflict.color}.` : '')
      + (s.ended ? ` Ended: ${s.ended}.` : ''));
    secret(facts, 'The bag', s.bag);
  }

  // Contest of Kings: the treasure row at the head of the columns, the columns of cards, the gaps between them,
  // leaders and ships; brackets under the kingdoms [contest §2.7].
  function drawContest(s, board, seats, facts, pending) {
    const W = 56;
    const H = 40;
    const GAP = 34;
    const columns = s.display.columns;
    const depth = Math.max(1, ...columns.map((c) => c.cells.length));
    const width = columns.length * (W + GAP) + GAP;
    const height = depth * (H + 4) + 80;
    const g = svg('svg', { viewBox: `0 0 ${width} ${height}`, 'data-ruleset': 'contest-of-kings', role: 'img' });
    const colX = (c) => GAP + c * (W + GAP);
    const cardAt = (cell, x, y, w, where) => {
      const kind = cell.card === 'red' ? 'head-red' : cell.card;
      g.append(svg('rect', { x, y, width: w, height: H, rx: 4, class: 'card ' + kind, 'data-card': cell.card,
        'data-where': where }));
      let label = cell.card === 'treasure' ? 'treasure' : cell.card === 'red' ? 'red head' : cell.card;
      if (cell.ship) {
        label = 'ship ' + cell.ship;
      } else if (cell.card === 'faceDown') {
        label = cell.color ? 'face down (' + cell.color + ')' : 'face down';
      }
      g.append(svg('text', { x: x + w / 2, y: y + H - 5, 'text-anchor': 'middle',
        fill: ['black', 'blue', 'green', 'red'].includes(cell.card) ? 'white' : '#222' }, label.length > 12 ? label.slice(0, 11) + '…' : label));
      if (cell.leader) {
        leaderMark(g, x + w / 2, y + 15, 11, cell.leader.seat, cell.leader.color);
      }
    };
    columns.forEach((col, c) => col.cells.forEach((cell, row) => cardAt(cell, colX(c), 10 + row * (H + 4), W,
      'column ' + c + ' row ' + row)));
    s.display.gaps.forEach((cell, i) => {
      const x = colX(i) + W + 3;
      if (cell) {
        cardAt(cell, x, 10 + (H + 4) / 2, GAP - 6, 'gap ' + i);
      } else {
        g.append(svg('rect', { x, y: 10 + (H + 4) / 2, width: GAP - 6, height: H, class: 'gap-slot' }));
      }
    });
    for (const k of s.display.kingdoms) {
      const y = height - 20;
      g.append(svg('line', { x1: colX(k[0]), x2: colX(k[k.length - 1]) + W, y1: y, y2: y, class: 'kingdom',
        'data-kingdom': k.join(',') }));
    }
    board.append(g);
    game.place = { svg: g, shape: (key) => {
      let m = /^rc:(\d+),(\d+)$/.exec(key);
      if (m) {
        return svg('rect', { x: colX(+m[2]) - 2, y: 8 + m[1] * (H + 4), width: W + 4, height: H + 4, rx: 5 });
      }
      m = /^gap:(\d+)$/.exec(key);
      if (m) {
        return svg('rect', { x: colX(+m[1]) + W + 1, y: 8 + (H + 4) / 2, width: GAP - 2, height: H + 4, rx: 5 });
      }
      m = /^col:(\d+)$/.exec(key);
      return m && svg('rect', { x: colX(+m[1]) - 4, y: 4, width: W + 8, height: height - 30, rx: 6 });
    } };

    const t = table(['Seat', 'Dynasty', 'Leaders off the table', 'Hand', 'Catastrophe', 'Victory pile']);
    for (const p of s.seats) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, seatName(p.seat), pending), el('td', {}, p.dynasty),
        el('td', {}, chips(p.supply || [], 'supply')),
        el('td', { class: 'hand-cell', 'data-hand-size': p.handCount }, p.handCount + ' cards',
          p.hand ? el('span', {}, ': ', countChips(p.hand)) : ''),
        el('td', {}, p.catastropheUsed ? 'used' : 'unused'),
        el('td', {}, p.victoryPile.count + ' cards' + (p.victoryPile.top ? ', top ' + brief(p.victoryPile.top, 1) : '')
          + (p.victoryPile.counts ? ' ' + brief(p.victoryPile.counts, 1) : ''))]));
    }
    seats.append(t);
    facts.append(`${seatName(s.turn.active)} to act. Deck ${s.deckCount} cards; ships available: `
      + `${(s.shipsAvailable || []).join(', ') || 'none'}; discard ${brief(s.discard, 1)}.`
      + (s.conflict ? ` Conflict: ${s.conflict.kind} over ${s.conflict.color}.` : '')
      + (s.ended ? ` Ended: ${s.ended}.` : ''));
    secret(facts, 'The deck, in draw order', s.deck);
  }

  // Attika: the hex map grown from map tiles, each hex's landscape, the buildings on it and the shrines
  // [attika §7.2].
  function drawAttika(s, board, seats, facts, pending) {
    const R = 20;
    const root3 = Math.sqrt(3);
    const centre = (q, r) => [R * root3 * (q + r / 2), R * 1.5 * r];
    const hexes = s.map.hexes;
    // the hexes the seat may play on are drawn too, though the map has not reached them yet
    const framed = hexes.map((h) => [h.q, h.r]).concat(legalKeys().map((k) => /^qr:(-?\d+),(-?\d+)$/.exec(k))
      .filter(Boolean).map((m) => [+m[1], +m[2]]));
    // an empty map (before the first tiles are laid) still gets a frame
    const xs = framed.length ? framed.map(([q, r]) => centre(q, r)[0]) : [0, 200];
    const ys = framed.length ? framed.map(([q, r]) => centre(q, r)[1]) : [0, 100];
    const minX = Math.min(...xs) - R - 4;
    const minY = Math.min(...ys) - R - 4;
    const w = Math.max(...xs) - minX + R + 4;
    const h = Math.max(...ys) - minY + R + 4;
    const g = svg('svg', { viewBox: `${minX} ${minY} ${w} ${h}`, 'data-ruleset': 'attika', role: 'img' });
    const corners = (x, y) => [0, 1, 2, 3, 4, 5].map((i) => {
      const a = Math.PI / 180 * (60 * i - 30);
      return (x + R * Math.cos(a)).toFixed(1) + ',' + (y + R * Math.sin(a)).toFixed(1);
    }).join(' ');
    for (const hex of hexes) {
      const [x, y] = centre(hex.q, hex.r);
      g.append(svg('polygon', { points: corners(x, y), class: 'hex ' + (hex.resource || 'none'),
        'data-hex': hex.q + ',' + hex.r, 'data-resource': hex.resource || '' }));
      if (hex.building) {
        g.append(svg('circle', { cx: x, cy: y, r: R * 0.6, class: 'leader seat' + hex.building.seat,
          'data-building': hex.building.building, 'data-seat': hex.building.seat }));
        const name = hex.building.building.replace(/^[a-z]+-/, '');
        g.append(svg('text', { x, y: y + 3, 'text-anchor': 'middle', class: 'building-label' },
          name.slice(0, 4)));
      }
    }
    for (const sh of s.map.shrines || []) {
      const [x, y] = centre(sh.at.q, sh.at.r);
      g.append(svg('polygon', { points: [x, y - 14, x + 5, y - 6, x - 5, y - 6].join(' '), class: 'shrine',
        'data-shrine': sh.id }));
    }
    board.append(g);
    game.place = { svg: g, shape: (key) => {
      const m = /^qr:(-?\d+),(-?\d+)$/.exec(key);
      return m && svg('polygon', { points: corners(...centre(+m[1], +m[2])) });
    } };

    const t = table(['Seat', 'Colour', 'Hand', 'Stacks', 'Built', 'Settlements', 'Amphorae']);
    for (const p of s.players) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, seatName(p.seat), pending), el('td', {}, p.colour),
        el('td', { class: 'hand-cell', 'data-hand-size': p.handSize }, p.handSize + ' cards',
          p.hand ? el('span', {}, ': ', countChips(p.hand)) : ''),
        el('td', {}, brief(p.stacks, 1)), el('td', {}, p.built), el('td', {}, p.settlements),
        el('td', {}, p.amphorae)]));
    }
    seats.append(t);
    const built = hexes.filter((x) => x.building).length;
    facts.append(`Turn ${s.turn.number}, ${seatName(s.turn.seat)} (${s.turn.mode}). ${s.map.tiles.length} map tiles, `
      + `${hexes.length} hexes, ${built} buildings on the map; map stack ${s.mapStack}, deck ${s.deck}.`
      + (s.result ? ` ${seatName(s.result.winner)} won (${s.result.reason}).` : ''));
    secret(facts, 'The deck, in draw order', s.deckOrder);
    secret(facts, 'The map stack', s.mapStackOrder);
  }

  // Qin: the grid of cells [qin §3.1] (grass, water, villages, start squares), each cell a tile covers in its
  // visible colour [qin §3.4], the villages founded or conquered, and the pagodas in their colour, ringed in their
  // owner's colour, a tower's levels stacked [qin §3.5, §3.7].
  const QIN_COLOUR = { R: 'red', Y: 'yellow', B: 'blue' };
  function drawQin(s, board, seats, facts, pending) {
    const C = 36;
    const cells = s.cells || [];
    const rows = cells.length;
    const cols = rows ? cells[0].length : 0;
    const g = svg('svg', { viewBox: '0 0 ' + cols * C + ' ' + rows * C, 'data-ruleset': 'qin', role: 'img' });
    cells.forEach((line, r) => [...line].forEach((ch, c) => {
      const x = c * C;
      const y = r * C;
      const terrain = (s.board && s.board.grid && s.board.grid[r] ? s.board.grid[r][c] : ch) || '.';
      const kind = terrain === '~' ? 'water' : terrain === 'v' ? 'village' : QIN_COLOUR[terrain] ? 'start' : 'grass';
      g.append(svg('rect', { x, y, width: C, height: C, class: 'qcell ' + kind, 'data-terrain': kind,
        'data-at': r + ',' + c }));
      if (kind === 'start') {
        g.append(svg('rect', { x: x + 4, y: y + 4, width: C - 8, height: C - 8, class: 'qstart '
          + QIN_COLOUR[terrain], 'data-start': QIN_COLOUR[terrain] }));
      }
      const colour = QIN_COLOUR[ch.toUpperCase()];
      if (ch !== ch.toUpperCase() && colour) {
        g.append(svg('rect', { x: x + 2, y: y + 2, width: C - 4, height: C - 4, rx: 3, class: 'qtile ' + colour,
          'data-tile-cell': colour, 'data-at': r + ',' + c }));
      }
    }));
    for (const v of s.villages || []) {
      const x = v.col * C + C / 2;
      const y = v.row * C + C / 2;
      const state = v.conquered ? 'conquered' : v.founded ? 'founded' : 'open';
      g.append(svg('polygon', { points: [x - 9, y + 7, x - 9, y - 1, x, y - 9, x + 9, y - 1, x + 9, y + 7].join(' '),
        class: 'qvillage ' + state, 'data-village': state, 'data-at': v.row + ',' + v.col }));
    }
    for (const p of s.pagodas || []) {
      const x = p.col * C + C / 2;
      const y = p.row * C + C - 8 - 6 * (p.level || 0);
      const owner = (p.owners || []).length === 1 ? ' seat' + p.owners[0] : '';
      g.append(svg('polygon', { points: [x - 10, y, x + 10, y, x + 6, y - 6, x + 9, y - 6, x, y - 14, x - 9, y - 6,
        x - 6, y - 6].join(' '), class: 'qpagoda ' + p.colour, 'data-pagoda': p.id, 'data-colour': p.colour,
      'data-owners': (p.owners || []).join(','), 'data-level': p.level }));
      if (owner) {
        g.append(svg('circle', { cx: x, cy: y - 5, r: 3, class: 'qowner' + owner }));
      }
    }
    board.append(g);
    game.place = { svg: g, shape: (key) => {
      const m = /^rc:(\d+),(\d+)$/.exec(key);
      return m && svg('rect', { x: m[2] * C + 1, y: m[1] * C + 1, width: C - 2, height: C - 2, rx: 4 });
    } };

    const t = table(['Seat', 'Colour', 'Hand', 'Pagoda colour', 'Pagodas', 'Last turn']);
    for (const p of s.players || []) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, seatName(p.seat), pending), el('td', {}, p.colour),
        el('td', { class: 'hand-cell', 'data-hand-size': p.handSize }, p.handSize + ' tiles',
          p.hand ? el('span', {}, ': ', tileChips(p.hand)) : ''),
        el('td', {}, p.pagodaColour || ''), el('td', { 'data-pagodas': p.pagodas }, p.pagodas),
        el('td', {}, p.lastTurn)]));
    }
    seats.append(t);
    const tileCells = cells.join('').split('').filter((ch) => ch !== ch.toUpperCase()).length;
    facts.append((s.turn ? `Turn ${s.turn.number}, ${seatName(s.turn.seat)} to act (${s.turn.step}, `
      + `${s.turn.done} of ${s.turn.actions} action(s) taken). ` : '')
      + `${tileCells / 2} tiles and ${(s.pagodas || []).length} pagodas on the board; pile ${s.pile}, `
      + `${(s.discard || []).length} discarded; pagodas in the supply: ${brief(s.pagodaSupply || {}, 1)}.`
      + (s.result ? ` ${seatName(s.result.winner)} won.` : ''));
    secret(facts, 'The pile, in draw order', s.pileOrder);
  }

  /** Qin tiles in a hand: one chip per tile, named by its code and coloured by its halves. */
  function tileChips(codes) {
    const span = el('span', { class: 'hand' });
    codes.forEach((code) => span.append(el('span', { class: 'chip qin ' + code, 'data-card': code, title: code },
      code)));
    return span;
  }

  // ------------------------------------------------------------------------------------------- playing

  async function legalAt(version) {
    if (!game.legalCache.has(version)) {
      game.legalCache.set(version, await getJson('/v1/games/' + game.id + '/legal-moves', game.token));
    }
    return game.legalCache.get(version);
  }

  /** Every board position some legal move names. */
  function legalKeys() {
    const keys = new Set();
    ((game.legal && game.legal.moves) || []).forEach((m) => positionsOf(m).forEach((k) => keys.add(k)));
    return [...keys];
  }

  /**
   * The board positions a move names, as keys: a square or cell ({row, col}) 'rc:r,c', a hex ({q, r}) 'qr:q,r', a
   * gap between the card game's columns 'gap:g', and a column named alone (a card played to it, its treasure) 'col:c'.
   */
  function positionsOf(move) {
    const keys = [];
    const walk = (v, top) => {
      if (Array.isArray(v)) {
        v.forEach((x) => walk(x, false));
      } else if (v && typeof v === 'object') {
        if (Number.isInteger(v.row) && Number.isInteger(v.col)) {
          keys.push('rc:' + v.row + ',' + v.col);
        } else if (Number.isInteger(v.q) && Number.isInteger(v.r)) {
          keys.push('qr:' + v.q + ',' + v.r);
        } else if (Number.isInteger(v.gap)) {
          keys.push('gap:' + v.gap);
        } else if (top && Number.isInteger(v.col)) {
          keys.push('col:' + v.col);
        }
        Object.values(v).filter((x) => x && typeof x === 'object').forEach((x) => walk(x, false));
      }
    };
    walk(move, true);
    return [...new Set(keys)];
  }

  const LEADER_NAME = {
    tigris: { black: 'king', red: 'priest', blue: 'farmer', green: 'trader' },
    'contest-of-kings': { black: 'king', red: 'priest', blue: 'farmer', green: 'trader' },
  };

  function where(p) {
    if (!p) {
      return '';
    }
    if (Number.isInteger(p.gap)) {
      return 'the gap after column ' + p.gap;
    }
    if (Number.isInteger(p.q)) {
      return 'hex (' + p.q + ', ' + p.r + ')';
    }
    if (Number.isInteger(p.row)) {
      return (game.ruleset === 'contest-of-kings' ? 'column ' + p.col + ', row ' + p.row : '(' + p.row + ', ' + p.col
        + ')') + (p.colour ? ' ' + p.colour : '') + (Number.isInteger(p.level) ? ' level ' + p.level : '');
    }
    if (p.id) {
      return 'pagoda ' + p.id;
    }
    return brief(p, 1);
  }

  function words(type) {
    const w = type.replace(/([A-Z])/g, ' $1').toLowerCase();
    return w.charAt(0).toUpperCase() + w.slice(1);
  }

  /** A move as a person reads it, per move type; any other move by its type and fields. */
  function label(m, details) {
    const leader = (c) => c + ' ' + ((LEADER_NAME[game.ruleset] || {})[c] || 'leader');
    const list = (xs) => (xs || []).map((x) => (x && typeof x === 'object' ? where(x) : x)).join(', ') || 'none';
    let text;
    switch (game.ruleset + ':' + m.type) {
      case 'tigris:placeLeader': text = 'Place the ' + leader(m.leader) + ' at ' + where(m.at); break;
      case 'tigris:withdrawLeader': text = 'Withdraw the ' + leader(m.leader); break;
      case 'tigris:placeTile': text = 'Place a ' + m.color + ' tile at ' + where(m.at); break;
      case 'tigris:placeCatastrophe': text = 'Place a catastrophe at ' + where(m.at); break;
      case 'tigris:swapTiles': text = 'Swap tiles: ' + list(m.tiles); break;
      case 'tigris:pass': text = 'Pass (end this action)'; break;
      case 'tigris:commitSupport':
      case 'contest-of-kings:commitSupport': text = 'Commit ' + m.count + ' supporter' + (m.count === 1 ? '' : 's'); break;
      case 'tigris:chooseWar': text = 'Fight the ' + m.color + ' war first'; break;
      case 'tigris:buildMonument': text = 'Build the ' + m.monument + ' monument at ' + where(m.square); break;
      case 'tigris:declineMonument': text = 'Build no monument'; break;
      case 'tigris:takeTreasure': text = 'Take the treasure at ' + where(m.at); break;
      case 'contest-of-kings:buildShip': text = 'Build the ' + m.ship + ' ship'; break;
      case 'contest-of-kings:chooseConflict': text = 'Resolve the ' + m.color + ' conflict first'; break;
      case 'contest-of-kings:declineShip': text = 'Build no ship'; break;
      case 'contest-of-kings:declineTreasure': text = 'Take no treasure'; break;
      case 'contest-of-kings:endTurn': text = 'End the turn'; break;
      case 'contest-of-kings:placeLeader': text = 'Place the ' + leader(m.leader) + ' at ' + where(m.to); break;
      case 'contest-of-kings:playCard': text = 'Play a ' + m.color + ' card to column ' + m.col; break;
      case 'contest-of-kings:playCatastrophe': text = 'Play the catastrophe at ' + where(m.at); break;
      case 'contest-of-kings:playJoiningCard': text = 'Play a ' + m.color + ' card into the gap after column ' + m.gap;
        break;
      case 'contest-of-kings:takeTreasure': text = 'Take the treasure of column ' + m.col; break;
      case 'attika:build': text = 'Build ' + m.building + ' at ' + where(m.at) + payment(m.payment); break;
      case 'attika:buildDrawn': text = 'Build the drawn building at ' + where(m.at) + payment(m.payment); break;
      case 'attika:drawBuilding': text = 'Draw a building from stack ' + m.stack; break;
      case 'attika:endTurn':
      case 'qin:endTurn': text = 'End the turn'; break;
      case 'attika:placeMapTile': text = 'Place the map tile at ' + where(m.at) + ', turned ' + m.rotation; break;
      case 'attika:storeDrawn': text = 'Keep the drawn building for later'; break;
      case 'attika:useAmphora': text = 'Use an amphora'; break;
      case 'qin:placeTile': text = 'Place ' + m.tile + ' on ' + list(m.cells); break;
      case 'qin:buyPagoda': text = 'Buy a pagoda at ' + where(m.cell) + (m.colour ? ' (' + m.colour + ')' : '')
        + (m.discard ? ' paying ' + list(m.discard) : ''); break;
      case 'qin:takeTile': text = 'Take a ' + m.tile + ' tile'; break;
      case 'qin:discardTile': text = 'Discard a ' + m.tile + ' tile'; break;
      case 'qin:destroyTile': text = 'Destroy a ' + m.tile + ' tile of ' + seatName(m.victim); break;
      case 'qin:offerTrade': text = 'Offer ' + seatName(m.to) + ' ' + list(m.give) + ' for ' + list(m.want); break;
      case 'qin:respondTrade': text = (m.accept ? 'Accept' : 'Refuse') + ' the trade'
        + (Number.isInteger(m.from) ? ' from ' + seatName(m.from) : ''); break;
      case 'qin:withdrawTrade': text = 'Withdraw the trade offer'; break;
      case 'qin:bid': text = 'Bid ' + m.amount + (m.pagodas && m.pagodas.length ? ' (pagodas ' + list(m.pagodas) + ')' : '');
        break;
      case 'qin:sellPagodas': text = 'Sell pagodas ' + list(m.pagodas); break;
      case 'qin:declareDraw': text = 'Declare a draw' + (m.sell && m.sell.length ? ', selling ' + list(m.sell) : ''); break;
      case 'qin:usePagoda': text = 'Use ' + where(m.pagoda) + (m.effect ? ': ' + brief(m.effect, 1) : ''); break;
      case 'qin:pass': text = 'Pass'; break;
      case 'qin:ready': text = 'Ready'; break;
      default: {
        const rest = Object.entries(m).filter(([k, v]) => k !== 'type' && v !== null && v !== undefined)
          .map(([k, v]) => k + ' ' + (v && typeof v === 'object' && !Array.isArray(v) ? where(v) : brief(v, 2)));
        text = words(m.type) + (rest.length ? ': ' + rest.join(', ') : '');
      }
    }
    if (details !== null && details !== undefined) {
      text += ' (' + detailText(details) + ')';
    }
    return text;
  }

  /** What a ruleset tells beside a move (Attika: a build's price); its fields in words where they are known. */
  function detailText(d) {
    if (d && typeof d === 'object' && 'cards' in d) {
      return (d.free ? 'free' : d.cards + ' card' + (d.cards === 1 ? '' : 's'))
        + (d.surcharge ? ', surcharge ' + d.surcharge : '') + (d.provisional ? ', provisional price' : '');
    }
    return brief(d, 2);
  }

  function payment(p) {
    if (!p) {
      return '';
    }
    const paid = Object.entries(p).filter(([, n]) => n).map(([k, n]) => n + ' ' + k);
    return paid.length ? ', paying ' + paid.join(', ') : ', free';
  }

  function wirePlay() {
    $('show-all').addEventListener('click', () => narrow(null));
    $('resign').addEventListener('click', () => {
      $('resign-confirm').hidden = false;
      $('resign').hidden = true;
    });
    $('resign-confirm').addEventListener('click', resign);
    $('choice-cancel').addEventListener('click', closeChoice);
    $('choice').addEventListener('submit', (ev) => {
      ev.preventDefault();
      if (game.choice) {
        game.choice.submit();
      }
    });
    $('claim-form').addEventListener('submit', (ev) => {
      ev.preventDefault();
      claimInvitation();
    });
  }

  /** The play panel: what the seat may do now, as a list and as highlighted places on the board. */
  function showMoves(view, target) {
    const panel = $('play');
    const you = view.you;
    if (!game.token || you === null || you === undefined) {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    const list = $('moves');
    list.replaceChildren();
    const turn = $('turn');
    const resignable = view.status === 'running' && (view.seats.find((x) => x.seat === you) || {}).status !== 'resigned';
    $('resign').hidden = !resignable || !$('resign-confirm').hidden;
    if (!resignable) {
      $('resign-confirm').hidden = true;
    }
    const pending = (view.pending || []).map((p) => seatName(p.seat));
    if (view.status === 'finished') {
      turn.textContent = 'The game is over.';
      panel.dataset.state = 'over';
    } else if (view.status === 'waiting') {
      turn.textContent = 'Waiting for players to take the open seats.';
      panel.dataset.state = 'waiting';
    } else if (target < game.last) {
      turn.textContent = 'You are looking back at version ' + target + ': go to the last version to play.';
      panel.dataset.state = 'looking-back';
    } else if (!game.legal || !game.legal.moves.length) {
      turn.textContent = pending.length ? 'Waiting for ' + pending.join(', ') + '.' : 'Nothing to decide.';
      panel.dataset.state = 'waiting';
    } else {
      turn.textContent = 'Your decision' + (view.pending.length > 1 ? ' (with ' + pending.filter((n) => n
        !== seatName(you)).join(', ') + ')' : '') + ': pick a move below or a highlighted place on the board.';
      panel.dataset.state = 'yours';
    }
    const legal = target === game.last ? game.legal : null;
    const moves = (legal && legal.moves) || [];
    $('move-count').textContent = moves.length ? '(' + moves.length + ')' : '';
    if (legal && panel.dataset.version !== String(legal.version)) {
      panel.scrollTop = 0; // a new position: its moves from the top
    }
    panel.dataset.version = legal ? String(legal.version) : '';
    if (game.filter && !moves.some((m) => positionsOf(m).includes(game.filter) || 'type:' + m.type === game.filter)) {
      game.filter = null;
    }
    game.shownView = view;
    if (game.choice && (!legal || game.choice.version !== legal.version)) {
      closeChoice(); // a choice belongs to the position it was offered in
    }
    moves.forEach((m, i) => {
      const keys = positionsOf(m);
      const details = legal.details ? legal.details[i] : null;
      const b = el('button', { type: 'button', class: 'move', 'data-index': i, 'data-type': m.type,
        'data-move': JSON.stringify(m), 'data-at': keys.join(' ') || null },
      label(m, details));
      b.addEventListener('click', () => playMove(i));
      b.addEventListener('mouseenter', () => mark(keys, true));
      b.addEventListener('mouseleave', () => mark(keys, false));
      const chooser = chooserOf(m, details);
      const li = el('li', { 'data-type': m.type, class: chooser ? 'choosable' : null }, b);
      if (chooser) {
        // the move as listed plays at once; the button beside it lets the seat choose what the listing chose
        const c = el('button', { type: 'button', class: 'choose', 'data-index': i, 'data-choose': chooser.kind,
          title: chooser.title }, chooser.button);
        c.addEventListener('click', () => openChoice(i, chooser));
        li.append(c);
      }
      list.append(li);
    });
    // moves the list holds only one example of, composed in a form (a trade of any tiles for any tiles)
    const forms = $('move-forms');
    forms.replaceChildren();
    const offers = moves.filter((m) => game.ruleset === 'qin' && m.type === 'offerTrade');
    if (offers.length) {
      const b = el('button', { type: 'button', id: 'compose-trade' }, 'Offer a trade of your choice…');
      b.addEventListener('click', () => openTrade(offers));
      forms.append(b);
    }
    forms.hidden = !offers.length;
    // the kinds of move, each a button that narrows the list to it
    const types = $('move-types');
    types.replaceChildren();
    const counts = new Map();
    moves.forEach((m) => counts.set(m.type, (counts.get(m.type) || 0) + 1));
    if (counts.size > 1) {
      for (const [type, n] of counts) {
        const b = el('button', { type: 'button', 'data-type': type }, words(type) + ' (' + n + ')');
        b.addEventListener('click', () => narrow('type:' + type));
        types.append(b);
      }
    }
    drawTargets(moves);
    narrow(game.filter);
  }

  /** Highlights each place on the board a legal move names; a click plays the one move there, or lists those there. */
  function drawTargets(moves) {
    if (!game.place || !moves.length) {
      return;
    }
    const keys = legalKeys();
    // whole columns first, so a card or gap drawn over them takes the click
    keys.sort((a, b) => (b.startsWith('col:') ? 1 : 0) - (a.startsWith('col:') ? 1 : 0));
    const layer = svg('g', { class: 'targets' });
    for (const key of keys) {
      const shape = game.place.shape(key);
      if (!shape) {
        continue;
      }
      shape.setAttribute('class', 'target');
      shape.setAttribute('data-target', key);
      const here = moves.map((m, i) => (positionsOf(m).includes(key) ? i : -1)).filter((i) => i >= 0);
      shape.append(svg('title', {}, here.length === 1 ? label(moves[here[0]]) : here.length + ' moves here'));
      shape.addEventListener('click', () => {
        if (here.length === 1) {
          playMove(here[0]);
        } else {
          narrow(key);
        }
      });
      layer.append(shape);
    }
    game.place.svg.append(layer);
  }

  function mark(keys, on) {
    for (const k of keys) {
      const t = document.querySelector('#board [data-target="' + k + '"]');
      if (t) {
        t.classList.toggle('hover', on);
      }
    }
  }

  /** Narrows the move list to the moves naming one place (null: every move). */
  function narrow(key) {
    game.filter = key;
    const type = key && key.startsWith('type:') ? key.slice(5) : null;
    for (const li of $('moves').children) {
      const at = (li.firstChild.dataset.at || '').split(' ');
      li.hidden = key !== null && (type ? li.dataset.type !== type : !at.includes(key));
    }
    for (const b of $('move-types').children) {
      b.classList.toggle('selected', b.dataset.type === type);
    }
    for (const t of document.querySelectorAll('#board [data-target]')) {
      t.classList.toggle('selected', t.dataset.target === key);
    }
    $('move-filter').hidden = key === null;
    $('filter-label').textContent = key === null ? '' : type ? words(type) + ':' : 'Moves at ' + keyName(key) + ':';
  }

  function keyName(key) {
    const [kind, v] = key.split(':');
    const [a, b] = v.split(',');
    return kind === 'rc' ? where({ row: +a, col: +b }) : kind === 'qr' ? where({ q: +a, r: +b })
      : kind === 'gap' ? 'the gap after column ' + a : 'column ' + a;
  }

  function newKey() {
    if (window.crypto && crypto.randomUUID) {
      return crypto.randomUUID();
    }
    return Date.now().toString(36) + '-' + Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  }

  function moveMessage(text, kind) {
    const p = $('move-message');
    p.textContent = text;
    p.className = kind || '';
    p.dataset.kind = kind || '';
  }

  /**
   * Plays one of the listed moves (or {@code chosen}: the move as the player completed it, in a choice or a form)
   * on the version it was listed for, under a fresh Idempotency-Key; a lost answer is asked again with the same key,
   * so the move is never applied twice. The page then moves on with the stream.
   */
  async function playMove(index, chosen) {
    const legal = game.legal;
    if (!legal || game.sending) {
      return;
    }
    const move = chosen || legal.moves[index];
    const key = newKey();
    game.sending = true;
    document.querySelectorAll('#moves button').forEach((b) => { b.disabled = true; });
    moveMessage('Sending: ' + label(move) + '…', 'sending');
    try {
      let result;
      for (let attempt = 0; ; attempt++) {
        try {
          result = await postJson('/v1/games/' + game.id + '/moves', { expectedVersion: legal.version, move },
            game.token, { 'Idempotency-Key': key, Prefer: 'return=minimal' });
          break;
        } catch (e) {
          if (e.status || attempt >= 2) {
            throw e;
          }
          await new Promise((ok) => setTimeout(ok, 500));
        }
      }
      moveMessage('Played: ' + label(move) + ' (version ' + result.version + ').', 'ok');
      game.filter = null;
      closeChoice();
      if (result.legalMoves) {
        game.legalCache.set(result.version, result.legalMoves);
      }
    } catch (e) {
      moveMessage(refusal(e), 'refused');
      if (game.choice) {
        choiceMessage(refusal(e), 'refused'); // the choice stays open, to be mended
      }
      game.legalCache.clear();
      if (e.problem && Number.isInteger(e.problem.currentVersion) && e.problem.currentVersion > game.last) {
        await loadEvents(game.last);
      }
    } finally {
      game.sending = false;
    }
    if (game.following) {
      await go(game.last);
    }
  }

  // ------------------------------------------------------------------------------------------- choices

  const QIN_TILES = ['RR', 'YY', 'BB', 'RY', 'RB', 'YB'];
  const RESOURCES = ['water', 'forest', 'hill', 'mountain'];

  /** The seat's own entry among the view's players (Attika, Qin: its hand), or null. */
  function ownPlayer() {
    const v = game.shownView;
    const players = v && v.state && v.state.players;
    return players ? players.find((p) => p.seat === v.you) || null : null;
  }

  /**
   * What a listed move leaves the seat to choose, or null: the legal moves list one example where the rules allow
   * many. A Qin move naming pagodas comes with a choice beside it ({field, choose, from}: any `choose` of `from`);
   * an Attika build is listed with its cheapest payment, while any payment the rules accept may pay.
   */
  function chooserOf(m, details) {
    if (details && typeof details === 'object' && typeof details.field === 'string'
        && Number.isInteger(details.choose) && Array.isArray(details.from)) {
      return { kind: 'pagodas', button: 'Choose…', title: 'Choose which ' + details.choose + ' pagoda'
        + (details.choose === 1 ? '' : 's'), details };
    }
    if (game.ruleset === 'attika' && (m.type === 'build' || m.type === 'buildDrawn')) {
      return { kind: 'payment', button: 'Pay…', title: 'Choose the cards to pay with', details };
    }
    return null;
  }

  function choiceMessage(text, kind) {
    const p = $('choice-message');
    p.textContent = text || '';
    p.dataset.kind = kind || '';
  }

  /** Opens the choice form: its title, its fields, and what playing it sends. */
  function showChoice(kind, title, fields, submit) {
    const legal = game.legal;
    game.choice = { version: legal.version, kind, submit };
    const form = $('choice');
    form.dataset.kind = kind;
    form.dataset.version = String(legal.version);
    $('choice-title').textContent = title;
    $('choice-body').replaceChildren(...fields);
    choiceMessage('', '');
    form.hidden = false;
    form.scrollIntoView({ block: 'nearest' });
  }

  function closeChoice() {
    game.choice = null;
    const form = $('choice');
    form.hidden = true;
    form.dataset.kind = '';
    $('choice-body').replaceChildren();
    choiceMessage('', '');
  }

  function openChoice(index, chooser) {
    const m = game.legal.moves[index];
    if (chooser.kind === 'pagodas') {
      choosePagodas(index, m, chooser.details);
    } else {
      choosePayment(index, m, chooser.details);
    }
  }

  /** Which pagodas a bid, a sale or a declaration names: exactly as many as the move's choice asks, of its list. */
  function choosePagodas(index, m, d) {
    // the move names a pagoda as the listing does: by its id, or as {"id": …}
    const listedRefs = m[d.field] || [];
    const asObjects = listedRefs.length > 0 && typeof listedRefs[0] === 'object';
    const named = new Set(listedRefs.map((x) => (x && typeof x === 'object' ? x.id : x)));
    const pagodas = new Map(((game.shownView.state || {}).pagodas || []).map((p) => [p.id, p]));
    const boxes = d.from.map((id) => {
      const p = pagodas.get(id);
      const box = el('input', { type: 'checkbox', name: 'pagoda', value: id, 'data-pagoda': id,
        checked: named.has(id) });
      return el('label', {}, box, ' ' + id + (p ? ' (' + p.colour + ' at ' + where({ row: p.row, col: p.col })
        + ')' : ''));
    });
    const set = el('fieldset', {}, el('legend', {}, 'Choose ' + d.choose + ' of your ' + d.from.length
      + ' pagodas'), ...boxes);
    showChoice('pagodas', words(m.type) + (Number.isInteger(m.amount) ? ' ' + m.amount : '') + ': which pagodas?',
      [set], () => {
      const chosen = [...set.querySelectorAll('input[name=pagoda]:checked')].map((b) => b.value);
      if (chosen.length !== d.choose) {
        choiceMessage('Choose exactly ' + d.choose + ' pagoda' + (d.choose === 1 ? '' : 's') + ' (you chose '
          + chosen.length + ').', 'refused');
        return;
      }
      choiceMessage('', '');
      playMove(index, Object.assign({}, m, { [d.field]: chosen.map((id) => (asObjects ? { id } : id)) }));
    });
  }

  /**
   * The cards an Attika build is paid with, resource by resource, from the hand: the listing offers the cheapest
   * payment; matching cards pay their own resource, two other cards replace a missing one, one card pays an 'any'
   * unit or a surcharge unit [attika §5.6]. The service checks the payment and says why it refuses one.
   */
  function choosePayment(index, m, d) {
    const hand = (ownPlayer() || {}).hand || {};
    const listed = m.payment || {};
    const inputs = RESOURCES.map((r) => el('input', { type: 'number', min: 0, max: hand[r] || 0, step: 1,
      id: 'pay-' + r, name: r, value: listed[r] || 0 }));
    const fields = [];
    if (d && typeof d === 'object' && 'cards' in d) {
      fields.push(el('p', { class: 'price' }, d.free ? 'Free here: it is paid with no card.'
        : 'Left to pay after the symbols: ' + (payment(d.remainder).replace(/^, paying /, '').replace(/^, free$/,
          'nothing')) + (d.remainderAny ? ', any ' + d.remainderAny : '') + (d.surcharge ? ', surcharge '
          + d.surcharge : '') + '. Matching cards pay their own resource; two other cards replace a missing one;'
          + ' one card pays an "any" unit or a surcharge unit.'));
    }
    fields.push(el('fieldset', {}, el('legend', {}, 'Cards to hand in (you hold ' + (RESOURCES.filter((r) => hand[r])
      .map((r) => hand[r] + ' ' + r).join(', ') || 'none') + ')'),
    ...RESOURCES.map((r, i) => el('label', {}, r + ' ', inputs[i]))));
    showChoice('payment', label(Object.assign({}, m, { payment: null })) + ': paid how?', fields, () => {
      const paid = {};
      for (let i = 0; i < RESOURCES.length; i++) {
        const n = Number(inputs[i].value || 0);
        if (!Number.isInteger(n) || n < 0) {
          choiceMessage('A count of ' + RESOURCES[i] + ' cards is a whole number, 0 or more.', 'refused');
          return;
        }
        if (n > 0) {
          paid[RESOURCES[i]] = n;
        }
      }
      choiceMessage('', '');
      playMove(index, Object.assign({}, m, { payment: paid }));
    });
  }

  /**
   * A Qin trade of any tiles for any tiles [qin D54]: the listing shows the one-for-one offers only, while the rules
   * take any tiles of the seat's hand for any tiles asked, to any other seat the listing offers.
   */
  function openTrade(offers) {
    const hand = (ownPlayer() || {}).hand || [];
    const held = new Map();
    hand.forEach((c) => held.set(c, (held.get(c) || 0) + 1));
    const to = el('select', { id: 'trade-to' }, ...[...new Set(offers.map((m) => m.to))]
      .map((seat) => el('option', { value: seat }, seatName(seat))));
    const give = QIN_TILES.filter((c) => held.has(c)).map((c) => el('label', {}, c + ' ',
      el('input', { type: 'number', min: 0, max: held.get(c), step: 1, value: 0, id: 'give-' + c, 'data-tile': c })));
    const want = QIN_TILES.map((c) => el('label', {}, c + ' ',
      el('input', { type: 'number', min: 0, max: 12, step: 1, value: 0, id: 'want-' + c, 'data-tile': c })));
    const giveSet = el('fieldset', {}, el('legend', {}, 'Give, from your hand'), ...give);
    const wantSet = el('fieldset', {}, el('legend', {}, 'Ask for'), ...want);
    const tiles = (set) => {
      const out = [];
      for (const input of set.querySelectorAll('input')) {
        const n = Number(input.value || 0);
        if (!Number.isInteger(n) || n < 0) {
          return null;
        }
        for (let i = 0; i < n; i++) {
          out.push(input.dataset.tile);
        }
      }
      return out;
    };
    showChoice('trade', 'Offer a trade', [el('label', {}, 'To ', to), giveSet, wantSet], () => {
      const g = tiles(giveSet);
      const w = tiles(wantSet);
      if (!g || !w) {
        choiceMessage('A count of tiles is a whole number, 0 or more.', 'refused');
        return;
      }
      if (!g.length || !w.length) {
        choiceMessage('A trade gives at least one tile and asks for at least one.', 'refused');
        return;
      }
      choiceMessage('', '');
      playMove(null, { type: 'offerTrade', to: Number(to.value), give: g, want: w });
    });
  }

  /** What a refused move means, in words: the problem's own detail, and what to do now. */
  function refusal(e) {
    const p = e.problem || {};
    const type = String(p.type || '');
    if (e.status === 409 && type.endsWith('version-conflict')) {
      return 'The game moved on before your move arrived (it is now at version ' + p.currentVersion
        + '); nothing was played. Your moves are listed again for the new position.';
    }
    if (e.status === 409 && type.endsWith('not-your-decision')) {
      return 'It is not your decision now: ' + e.message;
    }
    if (e.status === 409) {
      return 'Not played (' + (p.title || 'conflict') + '): ' + e.message;
    }
    if (e.status === 422) {
      return 'Refused by the rules' + (p.code ? ' (' + p.code + ')' : '') + ': ' + e.message;
    }
    if (e.status === 401) {
      return 'Your token was not accepted: ' + e.message;
    }
    return 'The move could not be sent: ' + e.message;
  }

  async function resign() {
    $('resign-confirm').hidden = true;
    try {
      await postJson('/v1/games/' + game.id + '/resign', null, game.token);
      moveMessage('You resigned: you rank last, and the game goes on without you.', 'ok');
    } catch (e) {
      moveMessage('Not resigned: ' + e.message, 'refused');
    }
    game.legalCache.clear();
    if (game.following) {
      await go(game.last);
    }
  }

  /** Takes the seat the invitation in the address offers, and keeps its token for the tab. */
  async function claimInvitation() {
    const msg = $('claim-message');
    try {
      const claim = await postJson('/v1/games/' + game.id + '/claims',
        { invitation: params.get('invitation'), name: $('claim-name').value.trim() });
      const url = new URL(location.href);
      url.searchParams.delete('invitation');
      history.replaceState(null, '', url);
      $('claim').hidden = true;
      game.seats.forEach((s) => { if (s.seat === claim.seat) { s.name = claim.name; } });
      showTitle();
      await useToken(claim.token);
      if (claim.version > game.last) {
        await loadEvents(game.last);
        await go(game.last);
      }
    } catch (e) {
      msg.className = 'error';
      msg.textContent = (e.status === 404 ? 'That invitation is not (or no longer) valid: '
        : e.status === 409 ? 'That seat is already taken: ' : 'The seat could not be taken: ') + e.message;
    }
  }

  // ------------------------------------------------------------------------------------------- the lobby

  /** The listed games waiting for players; a seat is taken by name, and the page moves to the table. */
  async function lobby() {
    const body = document.querySelector('#lobby tbody');
    try {
      const list = await getJson('/v1/games?status=waiting&limit=50');
      const games = list.games || [];
      $('lobby-empty').hidden = games.length > 0;
      for (const g of games) {
        const open = openSeatsOf(g);
        const cell = el('td', {});
        for (const seat of open) {
          const b = el('button', { type: 'button', class: 'join', 'data-seat': seat }, 'Take seat ' + seat);
          b.addEventListener('click', () => join(g.id, seat));
          cell.append(b);
        }
        body.append(el('tr', { 'data-game': g.id },
          el('td', {}, el('a', { href: gameLink(g.id) }, g.id.slice(0, 8))), el('td', {}, rulesetName(g.ruleset)),
          el('td', {}, g.options && Object.keys(g.options).length ? brief(g.options, 2) : 'defaults'),
          el('td', {}, seatsText(g.seats)), el('td', {}, g.createdAt ? new Date(g.createdAt).toLocaleString() : ''),
          cell));
      }
    } catch (e) {
      $('lobby-message').hidden = false;
      $('lobby-message').textContent = 'The lobby could not be read: ' + e.message;
    }
    document.body.dataset.lobby = 'ready';
  }

  function openSeatsOf(g) {
    const o = g.openSeats;
    if (Array.isArray(o)) {
      return o.map((x) => (typeof x === 'object' ? x.seat : x));
    }
    if (Array.isArray(g.seats)) {
      return g.seats.filter((s) => typeof s === 'object' && (s.open || !s.name)).map((s) => s.seat);
    }
    return [];
  }

  function seatsText(seats) {
    if (Array.isArray(seats)) {
      return seats.map((s) => (typeof s === 'object' ? (s.name || 'open') : s)).join(', ');
    }
    return String(seats);
  }

  async function join(id, seat) {
    const name = $('lobby-name').value.trim();
    const msg = $('lobby-message');
    if (!name) {
      msg.hidden = false;
      msg.textContent = 'Give your name first: the other players see it.';
      $('lobby-name').focus();
      return;
    }
    try {
      const claim = await postJson('/v1/games/' + id + '/claims', { seat, name });
      sessionStorage.setItem('ziggurat-viewer-token-' + id, claim.token);
      location.href = gameLink(id);
    } catch (e) {
      msg.hidden = false;
      msg.textContent = (e.status === 409 ? 'That seat was just taken: ' : 'The seat could not be taken: ') + e.message;
    }
  }

  // ------------------------------------------------------------------------------------------- creating a game

  /**
   * The create page: every ruleset with its options (drawn from the ruleset's own options schema), open or named
   * seats, listed or not, a clock and an optional seed. Qin's variant is checked by name against the service as it is
   * typed, and the service's own words shown.
   */
  async function createPage() {
    $('home').href = homeLink();
    let rulesets = [];
    try {
      rulesets = (await getJson('/v1/rulesets')).rulesets;
    } catch (e) {
      showError(e);
      return;
    }
    const select = $('ruleset');
    rulesets.forEach((r) => select.append(el('option', { value: r.id }, r.name + ' (' + r.id + ')')));
    const wanted = params.get('ruleset');
    if (wanted && rulesets.some((r) => r.id === wanted)) {
      select.value = wanted;
    }
    const chosen = () => rulesets.find((r) => r.id === select.value);
    const seatCount = $('seat-count');
    const redrawSeats = () => {
      const tbody = document.querySelector('#seat-rows tbody');
      const before = [...tbody.querySelectorAll('tr')].map((tr) => ({ open: tr.querySelector('.seat-open').checked,
        name: tr.querySelector('.seat-name').value }));
      tbody.replaceChildren();
      for (let i = 0; i < Number(seatCount.value); i++) {
        const was = before[i] || { open: i > 0, name: i === 0 ? '' : '' };
        const open = el('input', { type: 'checkbox', class: 'seat-open', id: 'seat-open-' + i, checked: was.open });
        const name = el('input', { class: 'seat-name', id: 'seat-name-' + i, maxlength: 100, value: was.name,
          placeholder: 'a name fills the seat now' });
        name.disabled = was.open;
        open.addEventListener('change', () => { name.disabled = open.checked; });
        tbody.append(el('tr', { 'data-seat': i }, el('td', {}, i), el('td', {}, open), el('td', {}, name)));
      }
    };
    const redrawRuleset = () => {
      const r = chosen();
      seatCount.replaceChildren();
      (r.seatCounts || [r.minSeats]).forEach((n) => seatCount.append(el('option', { value: n }, n)));
      redrawSeats();
      drawOptions(r);
      $('ruleset-note').textContent = r.name + ' plays with ' + (r.seatCounts || [r.minSeats]).join(', ') + ' seats.';
    };
    select.addEventListener('change', redrawRuleset);
    seatCount.addEventListener('change', redrawSeats);
    redrawRuleset();
    $('create-form').addEventListener('submit', async (ev) => {
      ev.preventDefault();
      await create(chosen());
    });
    document.body.dataset.ready = 'true';
  }

  /** One field per option of the ruleset's options schema (the clock has its own fields). */
  function drawOptions(r) {
    const box = $('options');
    box.replaceChildren();
    const props = ((r.optionsSchema || {}).properties) || {};
    for (const [name, schema] of Object.entries(props)) {
      if (name === 'clock') {
        continue;
      }
      const id = 'opt-' + name;
      const help = schema.description || (r.options || {})[name] || '';
      const enums = schema.enum || (schema.oneOf || []).flatMap((o) => o.enum || []);
      let input;
      let kind;
      if (schema.type === 'boolean') {
        input = el('input', { type: 'checkbox', id, checked: schema.default === true });
        kind = 'boolean';
      } else if (enums.length) {
        input = el('select', { id }, el('option', { value: '' }, '(default)'), ...enums.map((v) => el('option',
          { value: v }, v)));
        kind = 'string';
      } else if (schema.type === 'array') {
        input = el('input', { id, placeholder: 'comma-separated, or leave empty for the default', spellcheck: 'false' });
        kind = 'array';
      } else if (schema.type === 'integer' || schema.type === 'number') {
        input = el('input', { id, type: 'number' });
        kind = 'number';
      } else if (schema.type === 'string') {
        input = el('input', { id, spellcheck: 'false', placeholder: 'leave empty for the default' });
        kind = 'string';
      } else {
        input = el('input', { id, spellcheck: 'false', placeholder: 'a name, or JSON; empty for the default' });
        kind = 'json';
      }
      input.dataset.option = name;
      input.dataset.kind = kind;
      if (kind === 'boolean') {
        input.dataset.default = String(schema.default === true);
      }
      const row = el('p', { class: 'option' }, el('label', { for: id }, name + ' '), input,
        el('span', { class: 'hint' }, ' ' + help));
      box.append(row);
      if (r.id === 'qin' && name === 'variant') {
        const check = el('span', { id: 'variant-check', role: 'status' });
        row.append(el('br'), check);
        let timer = null;
        input.addEventListener('input', () => {
          clearTimeout(timer);
          timer = setTimeout(() => checkVariant(input.value.trim(), check), 250);
        });
      }
    }
    $('options-set').hidden = !box.children.length;
  }

  /** Asks the service whether a Qin variant name is one, and shows its answer: the modules, or why not. */
  async function checkVariant(name, check) {
    const asked = name;
    check.dataset.checked = asked;
    if (!name) {
      check.textContent = 'The default variant (veles).';
      check.className = '';
      check.dataset.valid = 'true';
      return;
    }
    try {
      const v = await getJson('/v1/rulesets/qin/variants/' + encodeURIComponent(name));
      if (check.dataset.checked !== asked) {
        return;
      }
      const mods = (v.modules || []).map((m) => (typeof m === 'object' ? m.id + ' (' + m.syllable + ')' : m));
      const unsupported = v.playable === false;
      check.textContent = (v.canonicalName || v.name || name) + ': ' + (mods.join(', ') || brief(v, 2))
        + (unsupported ? '. Not playable yet: ' + (v.notYetImplemented || []).join(', ') + ' not yet supported.'
          : '.');
      check.className = unsupported ? 'error' : 'ok';
      check.dataset.valid = String(!unsupported);
    } catch (e) {
      if (check.dataset.checked !== asked) {
        return;
      }
      check.textContent = e.message;
      check.className = 'error';
      check.dataset.valid = 'false';
    }
  }

  function optionValues() {
    const options = {};
    for (const input of document.querySelectorAll('#options [data-option]')) {
      const name = input.dataset.option;
      const kind = input.dataset.kind;
      if (kind === 'boolean') {
        if (String(input.checked) !== input.dataset.default) {
          options[name] = input.checked;
        }
        continue;
      }
      const v = input.value.trim();
      if (!v) {
        continue;
      }
      if (kind === 'array') {
        options[name] = v.split(',').map((x) => x.trim()).filter(Boolean);
      } else if (kind === 'number') {
        options[name] = Number(v);
      } else if (kind === 'json') {
        try {
          options[name] = JSON.parse(v);
        } catch (e) {
          options[name] = v;
        }
      } else {
        options[name] = v;
      }
    }
    if ($('clock').checked) {
      options.clock = { initialSeconds: Math.max(1, Math.round(Number($('clock-minutes').value) * 60)),
        incrementSeconds: Math.max(0, Math.round(Number($('clock-increment').value))) };
    }
    return options;
  }

  async function create(r) {
    const seats = [...document.querySelectorAll('#seat-rows tbody tr')].map((tr) => {
      const open = tr.querySelector('.seat-open').checked;
      return open ? { open: true } : { name: tr.querySelector('.seat-name').value.trim() };
    });
    const body = { ruleset: r.id, seats, listed: $('listed').checked };
    const options = optionValues();
    if (Object.keys(options).length) {
      body.options = options;
    }
    if ($('seed').value.trim()) {
      body.seed = $('seed').value.trim();
    }
    $('create').disabled = true;
    try {
      const created = await postJson('/v1/games', body);
      showError(null);
      showCreated(created);
    } catch (e) {
      showError(new Error('Not created' + (e.problem && e.problem.code ? ' (' + e.problem.code + ')' : '') + ': '
        + e.message));
    } finally {
      $('create').disabled = false;
    }
  }

  /**
   * What creation answered, shown once: each named seat's token (the first is kept for this tab, which goes to the
   * table as that seat), and each open seat's invitation as a link to this page's table.
   */
  function showCreated(created) {
    const list = $('created-seats');
    list.replaceChildren();
    let mine = null;
    for (const s of created.seats) {
      if (s.token) {
        if (mine === null) {
          mine = s;
          sessionStorage.setItem('ziggurat-viewer-token-' + created.id, s.token);
        }
        list.append(el('li', { 'data-seat': s.seat, 'data-token': s.token }, 'Seat ' + s.seat + ' (' + s.name + ')'
          + (mine === s ? ', you in this tab' : '') + ': token ', el('code', {}, s.token)));
      } else if (s.invitation) {
        const link = new URL(gameLink(created.id, { invitation: s.invitation }), location.href).href;
        list.append(el('li', { 'data-seat': s.seat, 'data-invitation': s.invitation }, 'Seat ' + s.seat
          + ' is open: invite a player with ', el('a', { href: link, class: 'invitation' }, link)));
      }
    }
    if (created.creatorToken) {
      list.append(el('li', { 'data-creator-token': created.creatorToken }, 'Your creator token (it may abort the '
        + 'game while it waits for players): ', el('code', {}, created.creatorToken)));
    }
    $('to-table').href = gameLink(created.id);
    $('created').hidden = false;
    $('created').dataset.game = created.id;
  }

  // ------------------------------------------------------------------------------------------- live and audit

  /**
   * Follows a running game over the public SSE stream: each new event joins the log, and the page moves with it (a
   * seat's own view and moves are then read with its token).
   */
  async function follow() {
    $('live').hidden = false;
    while (game.status !== 'finished') {
      try {
        const r = await fetch(api('/v1/games/' + game.id + '/events/stream?after=' + game.events.length),
          { headers: { Accept: 'text/event-stream' } });
        if (!r.ok) {
          throw new Error('the event stream answered ' + r.status);
        }
        const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            break;
          }
          buffer += value;
          let cut;
          while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
            const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart())
              .join('\n');
            if (data) {
              await arrived(JSON.parse(data));
            }
          }
        }
        const latest = await getJson('/v1/games/' + game.id);
        game.status = latest.status;
      } catch (e) {
        showError(e);
        await new Promise((ok) => setTimeout(ok, 3000));
      }
    }
    $('live').hidden = true;
    await go(game.at);
    await showAudit();
  }

  async function arrived(e) {
    const wasAtEnd = game.following;
    addEvent(e);
    if (wasAtEnd) {
      await go(game.last);
    } else {
      $('forward').disabled = $('end').disabled = false;
    }
  }

  /** After the end: the audit's verdict, and what the log hid during play, now revealed. */
  async function showAudit() {
    const a = await getJson('/v1/games/' + game.id + '/audit');
    game.audit = a;
    $('audit').hidden = false;
    const verdict = $('verdict');
    verdict.textContent = a.verified
      ? `Verified: all ${a.eventsChecked} events checked, the hash chain is intact and every state was reproduced.`
      : `NOT verified: ${(a.findings || []).length} finding(s) below.`;
    verdict.className = a.verified ? 'ok' : 'bad';
    verdict.dataset.verified = String(a.verified);
    const facts = $('audit-facts');
    facts.replaceChildren();
    const fact = (k, v) => {
      if (v !== null && v !== undefined) {
        facts.append(el('dt', {}, k), el('dd', {}, typeof v === 'object' ? JSON.stringify(v) : String(v)));
      }
    };
    fact('events checked', a.eventsChecked);
    fact('hash chain intact', a.chainIntact);
    fact('states reproduced', a.statesReproduced);
    fact('seed matches its commitment', a.commitmentMatches);
    fact('seed dealt the setup', a.setupReproduced);
    fact('seed commitment', a.seedCommitment);
    fact('seed', a.seed);
    fact('salt', a.salt);
    fact('stacked', a.stacked);
    const findings = $('findings');
    findings.replaceChildren();
    if ((a.findings || []).length) {
      findings.append(el('ul', {}, ...a.findings.map((f) => el('li', {}, brief(f, 2)))));
    }
    let revealed = 0;
    for (const e of a.events || []) {
      const shown = game.events[e.seq - 1];
      if (shown && shown.redacted) {
        revealed++;
        const li = document.querySelector(`#events li[data-seq="${e.seq}"]`);
        if (li) {
          li.classList.add('revealed');
          li.querySelector('.detail').textContent = describe(e.data);
          li.title = 'Hidden during play, revealed by the audit';
        }
      }
    }
    const p = $('revealed');
    p.dataset.count = String(revealed);
    p.textContent = (revealed
      ? `${revealed} event(s) you followed here carried what only a seat could see; the log above now shows them `
        + 'in purple, as the audit reveals them. '
      : '')
      + 'The game is over, so every version above is shown as the audit sees it: each seat\'s hand, the hidden '
      + 'order of the bag, deck or stacks, and every draw in the log; the seed and salt above let anyone recompute '
      + 'the hashes.';
  }

  if (document.body.dataset.page === 'games') {
    gamesPage();
  } else if (document.body.dataset.page === 'create') {
    createPage();
  } else {
    gamePage();
  }
})();
