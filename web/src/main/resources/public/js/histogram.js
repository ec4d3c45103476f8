// Rolls so far (bars) against the 2d6 expectation (dots), totals 2 to 12.
import {t} from './i18n.js';
import {el} from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

export function histogram(counts) {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = (s) => total * (6 - Math.abs(7 - s)) / 36;
  const top = Math.max(1, ...counts.slice(2), ...[...Array(11)].map((_, i) => expected(i + 2)));
  const w = 22; const h = 90;
  const svg = node('svg', {viewBox: `0 0 ${11 * w + 4} ${h + 18}`, class: 'histogram', role: 'img'});
  for (let s = 2; s <= 12; s++) {
    const x = (s - 2) * w + 4;
    const bar = (counts[s] || 0) / top * h;
    svg.append(node('rect', {x, y: h - bar, width: w - 5, height: bar, class: 'bar' + (s === 7 ? ' seven' : ''), 'data-total': s}));
    const e = expected(s) / top * h;
    svg.append(node('line', {x1: x - 1, x2: x + w - 4, y1: h - e, y2: h - e, class: 'expected'}));
    svg.append(node('text', {x: x + (w - 5) / 2, y: h + 14, class: 'axis'}, String(s)));
    if (counts[s]) svg.append(node('text', {x: x + (w - 5) / 2, y: Math.max(10, h - bar - 3), class: 'value'}, String(counts[s])));
  }
  return el('figure', {class: 'rolls'}, svg,
    el('figcaption', {}, t('rolls.count', {n: total}), ' · ', el('span', {class: 'expected-key'}, '— ' + t('rolls.expected'))));
}
