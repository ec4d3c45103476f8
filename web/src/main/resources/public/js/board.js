// The board drawing (SVG from the hub's BoardSvg, with ids hex-12, intersection-40, path-17)
// plus the pieces drawn on top from the public view, and "tap the board to choose" mode.

const SVG = 'http://www.w3.org/2000/svg';
let cached = null;
let cachedFor;
let names = null;

/**
 * Fetches the board drawing once per board: a page opened in the lobby keeps working when the
 * host then picks the other board side. Empty when the game has none.
 */
export async function loadBoard(boardId) {
  if (cached !== null && (boardId === undefined || boardId === cachedFor)) return cached;
  const response = await fetch('/api/board.svg', {cache: 'no-cache'});
  cached = response.ok ? await response.text() : '';
  cachedFor = boardId;
  names = null;
  return cached;
}

/**
 * A city site's printed name from the drawing ("Wroclaw"), or null. Read from the fetched markup,
 * so log lines name places even before (or without) a board on the page.
 */
export function cityName(intersection) {
  if (!cached) return null;
  if (!names) learnNames();
  return names[intersection] || null;
}

/** The city names at either end of a path (a trade route), or [] when neither end is a city site. */
export function routeCities(path) {
  if (!cached) return [];
  if (!names) learnNames();
  return (pathEnds[path] || []).map((at) => names[at]).filter(Boolean);
}

/** The name of the city drawn nearest a hex's middle (to say where the robber went), or null. */
export function cityNearHex(hex) {
  if (!cached) return null;
  if (!names) learnNames();
  const c = hexCentres[hex];
  if (!c || !cityLabels.length) return null;
  const away = (city) => Math.hypot(city.x - c.x, city.y - c.y);
  return cityLabels.reduce((best, city) => (away(city) < away(best) ? city : best)).name;
}

let pathEnds = {};
let hexCentres = {};
let cityLabels = [];

function learnNames() {
  names = {};
  pathEnds = {};
  hexCentres = {};
  const doc = new DOMParser().parseFromString(cached, 'image/svg+xml');
  doc.querySelectorAll('[id^="city-"] .city-name').forEach((n) => { names[n.parentNode.id.slice('city-'.length)] = n.textContent; });
  cityLabels = [...doc.querySelectorAll('[id^="city-"] .city-name')]
    .map((n) => ({name: n.textContent, x: +n.getAttribute('x'), y: +n.getAttribute('y')}));
  doc.querySelectorAll('polygon[id^="hex-"]').forEach((p) => {
    const corners = p.getAttribute('points').trim().split(/\s+/).map((xy) => xy.split(',').map(Number));
    hexCentres[p.id.slice('hex-'.length)] = {x: corners.reduce((s, [x]) => s + x, 0) / corners.length,
      y: corners.reduce((s, [, y]) => s + y, 0) / corners.length};
  });
  // A path's ends are the crossroads drawn at its line's end points.
  const at = {};
  doc.querySelectorAll('circle[id^="intersection-"]').forEach((c) => {
    at[Math.round(+c.getAttribute('cx')) + ',' + Math.round(+c.getAttribute('cy'))] = c.id.slice('intersection-'.length);
  });
  doc.querySelectorAll('line[id^="path-"]').forEach((l) => {
    const key = (x, y) => Math.round(+l.getAttribute(x)) + ',' + Math.round(+l.getAttribute(y));
    pathEnds[l.id.slice('path-'.length)] = [at[key('x1', 'y1')], at[key('x2', 'y2')]].filter((x) => x !== undefined);
  });
}

// The drawing each container shows, so a new board replaces it and the same one is kept.
const drawn = new WeakMap();

/** Puts a fresh copy of the drawing into the container; returns the <svg> element or null. */
export function mount(container, markup) {
  if (!markup) return null;
  let svg = container.querySelector('svg.board');
  if (svg && drawn.get(container) === markup) return svg;
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  svg = document.importNode(doc.documentElement, true);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  drawn.set(container, markup);
  container.replaceChildren(svg);
  return svg;
}

/** An SVG element with these attributes. */
export function shape(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** The middle of the drawing's element with this id (a crossroads, a path, a hex), or null. */
export function centre(svg, id) {
  const node = svg.querySelector('#' + id);
  if (!node) return null;
  if (node.tagName === 'circle') return {x: +node.getAttribute('cx'), y: +node.getAttribute('cy')};
  if (node.tagName === 'rect') {
    return {x: +node.getAttribute('x') + +node.getAttribute('width') / 2, y: +node.getAttribute('y') + +node.getAttribute('height') / 2};
  }
  if (node.tagName === 'line') {
    return {x: (+node.getAttribute('x1') + +node.getAttribute('x2')) / 2,
      y: (+node.getAttribute('y1') + +node.getAttribute('y2')) / 2};
  }
  const points = (node.getAttribute('points') || '').trim().split(/\s+/).map((p) => p.split(',').map(Number));
  if (!points.length) return null;
  return {x: points.reduce((s, p) => s + p[0], 0) / points.length, y: points.reduce((s, p) => s + p[1], 0) / points.length};
}

/** The end points of a path's line, or null. */
export function ends(svg, pathId) {
  const line = svg.querySelector('#path-' + pathId);
  if (!line) return null;
  return {x1: +line.getAttribute('x1'), y1: +line.getAttribute('y1'), x2: +line.getAttribute('x2'), y2: +line.getAttribute('y2')};
}

/**
 * Lays the game's pieces on the drawing: the pieces layer is emptied, the game's module draws
 * what its view holds (module.drawPieces), and the city names go back on top, so routes never
 * hide them.
 */
export function drawPieces(svg, view, module) {
  if (!svg) return;
  let layer = svg.querySelector('#pieces');
  if (!layer) { layer = shape('g', {id: 'pieces'}); svg.append(layer); }
  layer.replaceChildren();
  const game = view.game && (view.game.table || view.game);
  if (game) module.drawPieces(svg, view, game);
  namesOnTop(svg);
}

/** The robber on a hex, to the left of its number: a pawn's body and head. */
export function drawRobber(svg, layer, hex) {
  const c = hex >= 0 ? centre(svg, 'hex-' + hex) : null;
  if (!c) return;
  layer.append(shape('ellipse', {cx: c.x - 16, cy: c.y + 4, rx: 7, ry: 11, class: 'piece robber'}));
  layer.append(shape('circle', {cx: c.x - 16, cy: c.y - 9, r: 5, class: 'piece robber'}));
}

/**
 * Moves the drawing's city names above everything drawn since (pieces, highlights). The group
 * itself moves: a copy of it (an SVG use) would not match the board's styles and draw each name
 * a second time, larger.
 */
function namesOnTop(svg) {
  const names = svg.querySelector('#city-names');
  if (names) svg.append(names);
}

/**
 * Highlights the given element ids and lets the player choose one by tapping on or near it (the
 * nearest highlighted element within reach wins, so small crossroads are easy to hit). The
 * chosen one is marked and onSelect(id) is called; the caller asks for confirmation. Returns a
 * function that ends the mode.
 */
export function pick(svg, ids, onSelect, labels = {}, rings = []) {
  const targets = ids.map((id) => svg.querySelector('#' + id)).filter(Boolean);
  const centres = targets.map((node) => ({node, c: centre(svg, node.id)}));
  targets.forEach((node) => node.classList.add('target'));
  // Pieces lie above the drawing, so a path under a trade route would hide its highlight: each
  // target line and crossroads gets a copy on top, which the taps ignore (pointer-events: none).
  const badges = shape('g', {id: 'pick-labels'});
  const copies = new Map();
  for (const {node} of centres) {
    const copy = node.tagName === 'polygon' ? null : overlay(node, 'pick-overlay');
    if (copy) { badges.append(copy); copies.set(node, copy); }
  }
  // Rings around some targets (the city sites where a merchant would found a kontor).
  for (const id of rings) {
    const node = svg.querySelector('#' + id);
    if (node && node.tagName === 'circle') {
      badges.append(shape('circle', {cx: node.getAttribute('cx'), cy: node.getAttribute('cy'), r: 14, class: 'pick-ring', 'data-for': id}));
    }
  }
  // Allowed hexes (the robber's): everything else is veiled, so the allowed ones stand out
  // whole, whatever their neighbours draw over their edges.
  const hexTargets = targets.filter((n) => n.tagName === 'polygon');
  if (hexTargets.length) {
    const box = svg.viewBox.baseVal;
    const mask = shape('mask', {id: 'pick-mask', maskUnits: 'userSpaceOnUse', x: box.x, y: box.y, width: box.width, height: box.height});
    mask.append(shape('rect', {x: box.x, y: box.y, width: box.width, height: box.height, fill: 'white'}));
    hexTargets.forEach((n) => mask.append(shape('polygon', {points: n.getAttribute('points'), fill: 'black'})));
    badges.append(mask, shape('rect', {x: box.x, y: box.y, width: box.width, height: box.height, class: 'pick-veil', mask: 'url(#pick-mask)'}));
    for (const node of hexTargets) {
      const copy = overlay(node, 'pick-overlay');
      badges.append(copy);
      copies.set(node, copy);
    }
  }
  // Prices beside the targets (for example the grain a merchant's move costs).
  // Each badge goes to the first place around its crossroads that covers no city name, no coin
  // and no other badge: left of it first (a name is above or below a site, its coins to the right).
  const taken = [...svg.querySelectorAll('#city-names .city-name, #city-names .coin')].map((n) => n.getBBox());
  const clear = (r) => taken.every((o) => r.x + r.width <= o.x || r.x >= o.x + o.width || r.y + r.height <= o.y || r.y >= o.y + o.height);
  for (const {node, c} of centres) {
    const text = labels[node.id];
    if (!c || text === undefined || text === '') continue;
    const width = 8 + 7 * String(text).length;
    const spots = [[-11 - width, -8], [11, -8], [-width / 2, -30], [-width / 2, 14], [-11 - width, -26], [-11 - width, 10],
      [11, -26], [11, 10]];
    const [dx, dy] = spots.find(([x, y]) => clear({x: c.x + x, y: c.y + y, width, height: 16})) || spots[0];
    taken.push({x: c.x + dx, y: c.y + dy, width, height: 16});
    badges.append(shape('rect', {x: c.x + dx, y: c.y + dy, width, height: 16, rx: 8, class: 'pick-badge'}));
    const label = shape('text', {x: c.x + dx + width / 2, y: c.y + dy + 12, class: 'pick-badge-text'});
    label.textContent = String(text);
    badges.append(label);
  }
  svg.append(badges);
  namesOnTop(svg);   // city names stay readable above the highlights (the badges avoid them)
  svg.classList.add('picking');
  svg.classList.toggle('picking-hexes', targets.some((n) => n.tagName === 'polygon'));
  const box = svg.parentElement;
  box.classList.add('zoom');
  // Bring the highlighted area into view inside the zoomed drawing.
  requestAnimationFrame(() => {
    const rects = targets.map((n) => n.getBoundingClientRect());
    if (!rects.length) return;
    const outer = box.getBoundingClientRect();
    const cx = (Math.min(...rects.map((r) => r.left)) + Math.max(...rects.map((r) => r.right))) / 2;
    const cy = (Math.min(...rects.map((r) => r.top)) + Math.max(...rects.map((r) => r.bottom))) / 2;
    box.scrollLeft += cx - (outer.left + outer.width / 2);
    box.scrollTop += cy - (outer.top + outer.height / 2);
  });
  const onTap = (event) => {
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const reach = 34 / matrix.a;              // 34 screen pixels, in drawing units
    let best = null; let bestDistance = Infinity;
    for (const {node, c} of centres) {
      if (!c) continue;
      const d = Math.hypot(c.x - p.x, c.y - p.y);
      if (d < bestDistance) { best = node; bestDistance = d; }
    }
    if (best && (bestDistance <= reach || event.target === best)) {
      targets.forEach((n) => n.classList.toggle('chosen', n === best));
      copies.forEach((copy, n) => copy.classList.toggle('chosen', n === best));
      onSelect(best.id);
    }
  };
  svg.addEventListener('click', onTap);
  return () => {
    svg.removeEventListener('click', onTap);
    svg.classList.remove('picking', 'picking-hexes');
    badges.remove();
    box.classList.remove('zoom');
    targets.forEach((n) => n.classList.remove('target', 'chosen'));
  };
}

/** A copy of a path line or crossroads circle, to draw above the pieces. */
function overlay(node, cls) {
  if (node.tagName === 'line') {
    return shape('line', {x1: node.getAttribute('x1'), y1: node.getAttribute('y1'), x2: node.getAttribute('x2'),
      y2: node.getAttribute('y2'), class: cls});
  }
  if (node.tagName === 'circle') {
    return shape('circle', {cx: node.getAttribute('cx'), cy: node.getAttribute('cy'), r: 9, class: cls});
  }
  if (node.tagName === 'rect') {
    return shape('rect', {x: node.getAttribute('x'), y: node.getAttribute('y'), width: node.getAttribute('width'),
      height: node.getAttribute('height'), class: cls});
  }
  if (node.tagName === 'polygon') {
    // A hex: its whole face is tinted and outlined above its neighbours, so an allowed hex is unmistakable.
    return shape('polygon', {points: node.getAttribute('points'), class: cls + ' hex-overlay'});
  }
  return null;
}

/**
 * Marks ids (the paths of a choice, the walk a caravan has been given so far, the piece that
 * moves) without making them tappable; drawn above the pieces. mark(svg, []) clears it.
 */
export function mark(svg, ids) {
  svg.querySelector('#marks')?.remove();
  const layer = shape('g', {id: 'marks'});
  for (const id of ids) {
    const node = svg.querySelector('#' + id);
    const copy = node && overlay(node, 'marked');
    if (copy) layer.append(copy);
  }
  svg.append(layer);
}
