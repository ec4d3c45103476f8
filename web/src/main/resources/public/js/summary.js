// The end of a game in numbers, drawn the same way for every game whose table sends the shared
// summary (points over the game, rolls, what each player earned by source): a line per player of
// their points, the rolls against the 2d6 curve when the game has dice, and a table of each
// player's points and earnings. The game's module names its points and its sources.
import {el, who, colourOf} from './dom.js';
import {t} from './i18n.js';
import {histogram} from './histogram.js';

const SVG = 'http://www.w3.org/2000/svg';

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/** A seat's points at the end: the last change, or 0. */
function finalPoints(seat) {
  return seat.points.length ? seat.points[seat.points.length - 1].points : 0;
}

/** Points over the game's moves: one stepped line per player in the player's colour. */
function pointsChart(view, sum) {
  const w = 320; const h = 120; const moves = Math.max(1, sum.moves);
  const top = Math.max(1, ...sum.players.map(finalPoints), ...sum.players.flatMap((s) => s.points.map((p) => p.points)));
  const every = top <= 12 ? 1 : top <= 30 ? 5 : 10;
  const y = (points) => h - points / top * h + 4;
  const svg = node('svg', {viewBox: `0 0 ${w + 30} ${h + 20}`, class: 'points-chart', role: 'img'});
  for (let g = 0; g <= top; g += every) {
    svg.append(node('line', {x1: 24, x2: w + 26, y1: y(g), y2: y(g), class: 'grid'}), node('text', {x: 18, y: y(g) + 4, class: 'axis'}, String(g)));
  }
  for (const s of sum.players) {
    let d = `M 26 ${y(0)}`;
    for (const p of s.points) d += ` H ${26 + p.move / moves * w} V ${y(p.points)}`;
    d += ` H ${w + 26}`;
    // A dark edge under each line: a white player's line still shows on a light card.
    svg.append(node('path', {d, class: 'points-halo'}),
      node('path', {d, class: 'points-line', stroke: colourOf(view, s.seat), 'data-seat': s.seat}));
  }
  svg.append(node('text', {x: w + 26, y: h + 18, class: 'axis end'}, t('end.moves', {n: sum.moves})));
  return svg;
}

/** "7 came up 9 times in 40 rolls (expected 6.7)". */
function sevens(rolls) {
  const total = rolls.reduce((a, b) => a + b, 0);
  return t('end.sevens', {n: rolls[7] || 0, total, expected: (total / 6).toFixed(1)});
}

function oneDecimal(x) {
  return (Math.round(x * 10) / 10).toLocaleString(document.documentElement.lang || 'en', {maximumFractionDigits: 1});
}

function luckCell(luck) {
  return el('td', {class: 'num ' + (luck >= 0.05 ? 'lucky' : luck <= -0.05 ? 'unlucky' : ''), 'data-field': 'luck'}, signed(luck));
}

/** +1.5, −2, 0: the luck figure with its sign. */
function signed(x) {
  const rounded = Math.round(x * 10) / 10;
  return (rounded > 0 ? '+' : rounded < 0 ? '−' : '') + oneDecimal(Math.abs(rounded));
}

/**
 * The summary card, or null before the end. {@code points}: what the game's points are called
 * ("Victory points"); {@code source(key)}: a source's column heading; {@code note}: what the
 * figures count, in a sentence.
 */
export function endSummary(view, {points, source, note}) {
  const sum = view.summary;
  if (!sum || !sum.players) return null;
  // Luck, where the game tells it: what the rolls gave against what the buildings stood to get.
  const luck = sum.players.some((s) => s.luck);
  const head = [el('th', {}, ''), el('th', {}, points), ...sum.sources.map((k) => el('th', {'data-source': k}, source(k))),
    ...(luck ? [el('th', {'data-field': 'expected'}, t('end.expected')), el('th', {'data-field': 'luck'}, t('end.luck'))] : [])];
  const rows = sum.players.map((s) => el('tr', {'data-seat': s.seat}, el('td', {}, who(view, s.seat)),
    el('td', {class: 'num total', 'data-field': 'points'}, String(finalPoints(s))),
    ...sum.sources.map((k) => el('td', {class: 'num', 'data-source': k}, String((s.earned || {})[k] || 0))),
    ...(luck && s.luck ? [el('td', {class: 'num', 'data-field': 'expected'}, oneDecimal(s.luck.expected)),
      luckCell(s.luck.cards - s.luck.expected)] : [])));
  return el('section', {class: 'card summary', id: 'summary'}, el('h2', {}, t('end.title')),
    el('div', {class: 'summary-charts'},
      el('div', {}, el('h3', {}, t('end.points.over.time', {points})), pointsChart(view, sum)),
      sum.rolls ? el('div', {}, el('h3', {}, t('end.rolls')), histogram(sum.rolls), el('p', {class: 'muted', id: 'sevens'}, sevens(sum.rolls))) : ''),
    el('h3', {}, t('end.earned')),
    el('div', {class: 'summary-table swipe'}, el('table', {class: 'players', id: 'earned'}, el('thead', {}, el('tr', {}, head)), el('tbody', {}, rows))),
    el('p', {class: 'muted swipe-hint'}, t('swipe.hint')),
    note ? el('p', {class: 'muted'}, note) : '',
    luck ? el('p', {class: 'muted', id: 'luck-note'}, t('end.luck.note')) : '',
    // The browser's own print-to-PDF (on a phone too); the print stylesheet shows the summary alone.
    el('p', {class: 'no-print'}, el('button', {type: 'button', class: 'action', 'data-kind': 'print-summary',
      onclick: () => window.print()}, el('span', {class: 'action-name'}, t('end.print')))));
}
