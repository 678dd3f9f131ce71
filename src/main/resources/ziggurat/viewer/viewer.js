// The replay viewer. Plain JavaScript, no libraries: it reads the public API (/v1/games/...) as any frontend
// would, draws the board as SVG and steps through the game's history. Nothing is loaded from elsewhere.
'use strict';

(function () {
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);

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
    const r = await fetch(url, { headers });
    const body = await r.json().catch(() => null);
    if (!r.ok) {
      const err = new Error((body && (body.detail || body.title)) || ('HTTP ' + r.status));
      err.status = r.status;
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
            el('td', {}, el('a', { href: '/viewer/' + g.id }, g.id.slice(0, 8))),
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
    await page();
    document.body.dataset.ready = 'true';
  }

  // ------------------------------------------------------------------------------------------- one game

  const SEAT_COLOURS = ['#d9442b', '#2d6ad6', '#2c9a3c', '#d39a06'];
  const LEADER_LETTER = { black: 'K', red: 'P', blue: 'F', green: 'T' };
  const CHIP_LABEL = { black: 'K', red: 'R', blue: 'B', green: 'G', water: 'W', forest: 'F', hill: 'H', mountain: 'M' };

  const game = {
    id: decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || ''),
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
  };

  function tokenKey() {
    return 'ziggurat-viewer-token-' + game.id;
  }

  async function gamePage() {
    game.token = sessionStorage.getItem(tokenKey());
    wireControls();
    try {
      const latest = await getJson('/v1/games/' + game.id);
      game.ruleset = latest.ruleset;
      game.last = latest.version;
      game.status = latest.status;
      game.seats = latest.seats;
      document.title = 'Ziggurat: ' + latest.ruleset + ' ' + game.id.slice(0, 8);
      $('title').textContent = rulesetName(latest.ruleset) + ': ' + latest.seats.map((s) => s.name).join(', ');
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
    return s ? s.name : 'seat ' + seat;
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
    try {
      await go(game.at);
      if (game.token) {
        sessionStorage.setItem(tokenKey(), game.token);
      } else {
        sessionStorage.removeItem(tokenKey());
      }
      $('token').value = '';
    } catch (e) {
      game.token = before;
      game.views.clear();
      await go(game.at);
      $('you').textContent = 'That token was not accepted: ' + e.message;
      $('you').className = 'error';
    }
  }

  async function viewAt(version) {
    if (!game.views.has(version)) {
      game.views.set(version, await getJson('/v1/games/' + game.id + '?version=' + version, game.token));
    }
    return game.views.get(version);
  }

  /** Shows the game at a version: fetches the view (as the token's seat, if any), draws it, marks the log. */
  async function go(version) {
    if (!Number.isInteger(version) || game.last < 1) {
      return;
    }
    const target = Math.max(1, Math.min(version, game.last));
    const ticket = ++game.rendering;
    let view;
    try {
      view = await viewAt(target);
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
    draw(view);
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
    if (drawer) {
      drawer(view.state, board, seats, facts, pending);
    } else {
      board.append(el('pre', {}, JSON.stringify(view.state, null, 1)));
    }
    drawOutcome(view);
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

    const t = table(['Seat', 'Dynasty', 'Leaders off the board', 'Hand', 'Catastrophes', 'Treasures', 'Points']);
    for (const p of s.seats) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, p.name, pending), el('td', {}, p.dynasty),
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

    const t = table(['Seat', 'Dynasty', 'Leaders off the table', 'Hand', 'Catastrophe', 'Victory pile']);
    for (const p of s.seats) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, p.name, pending), el('td', {}, p.dynasty),
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
    // an empty map (before the first tiles are laid) still gets a frame
    const xs = hexes.length ? hexes.map((h) => centre(h.q, h.r)[0]) : [0, 200];
    const ys = hexes.length ? hexes.map((h) => centre(h.q, h.r)[1]) : [0, 100];
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

    const t = table(['Seat', 'Colour', 'Hand', 'Stacks', 'Built', 'Settlements', 'Amphorae']);
    for (const p of s.players) {
      t.append(seatRow(p.seat, pending, [seatCell(p.seat, p.name, pending), el('td', {}, p.colour),
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

  // ------------------------------------------------------------------------------------------- live and audit

  /** Follows a running game over the SSE stream: each new event joins the log, and the page moves with it. */
  async function follow() {
    $('live').hidden = false;
    while (game.status !== 'finished') {
      try {
        const r = await fetch('/v1/games/' + game.id + '/events/stream?after=' + game.events.length,
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
    const wasAtEnd = game.at === game.last;
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
  } else {
    gamePage();
  }
})();
