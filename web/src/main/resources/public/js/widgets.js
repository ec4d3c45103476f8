// Shared page pieces the game modules use alike: dice entry, counters, the hand's tiles, stats,
// action buttons, board shapes and seat colours.
import {el, COLOURS} from './dom.js';
import {t} from './i18n.js';

/** Two rows of six big buttons, then a confirm button: calls onRoll(a, b). */
export function diceEntry(onRoll) {
  let a = 0; let b = 0;
  const confirm = el('button', {class: 'action primary', type: 'button', disabled: true, 'data-kind': 'dice-send'});
  const rows = [[t('dice.first'), (v) => { a = v; }], [t('dice.second'), (v) => { b = v; }]].map(([title, set], row) => {
    const buttons = [1, 2, 3, 4, 5, 6].map((v) => el('button', {class: 'die', type: 'button', 'data-die': `${row}-${v}`,
      onclick: (event) => {
        set(v);
        event.currentTarget.parentElement.querySelectorAll('.die').forEach((d) => d.classList.toggle('chosen', d === event.currentTarget));
        update();
      }}, String(v)));
    return el('div', {class: 'dice-row'}, el('span', {class: 'dice-title'}, title), el('div', {class: 'dice'}, buttons));
  });
  function update() {
    confirm.disabled = !(a && b);
    confirm.textContent = a && b ? t('dice.send', {a, b, sum: a + b}) : t('dice.enter');
  }
  confirm.addEventListener('click', () => { if (a && b) onRoll(a, b); });
  update();
  return el('div', {class: 'dice-entry'}, el('p', {class: 'hint'}, t('dice.enter')), rows, confirm);
}

/**
 * A row of +/- counters, one per kind, each limited to max[kind]. onChange(counts) after every
 * change; start (optional) gives the first counts. Returns {node, counts}.
 */
export function counters(kinds, max, labelOf, onChange, start = {}) {
  const counts = Object.fromEntries(kinds.map((k) => [k, Math.max(0, Math.min(max[k] ?? 99, (start && start[k]) || 0))]));
  const node = el('div', {class: 'counters'}, kinds.map((kind) => {
    const value = el('span', {class: 'count'}, String(counts[kind]));
    const change = (delta) => {
      const next = Math.max(0, Math.min(max[kind] ?? 99, counts[kind] + delta));
      counts[kind] = next;
      value.textContent = String(next);
      onChange(counts);
    };
    return el('div', {class: 'counter', 'data-kind': kind},
      el('span', {class: 'counter-label'}, labelOf(kind)),
      el('button', {type: 'button', class: 'step', 'aria-label': '−', onclick: () => change(-1)}, '−'),
      value,
      el('button', {type: 'button', class: 'step', 'aria-label': '+', onclick: () => change(1)}, '+'));
  }));
  return {node, counts};
}

/** The public part of any view: a seat view nests it under "table". */
export const pub = (view) => (view.game ? (view.game.table || view.game) : null);

/** A big number with its label under it; field (optional) names it for tests and styles. */
export function stat(label, value, field) {
  return el('div', {class: 'stat', 'data-field': field || null}, el('span', {class: 'stat-value'}, String(value)),
    el('span', {class: 'stat-label'}, label));
}

/** One kind of card in a hand: how many, and its name; a kind held 0 times is shown faded. */
export function handTile(kind, n, name) {
  return el('div', {class: 'tile res-' + kind + (n ? '' : ' zero'), 'data-res': kind},
    el('span', {class: 'tile-count'}, String(n)), el('span', {class: 'tile-name'}, name));
}

/** A move's button: primary unless quiet (ending a turn, declining); cost (optional) in small under the name. */
export function actionButton(text, onclick, kind, {quiet = false, cost = ''} = {}) {
  return el('button', {class: 'action' + (quiet ? '' : ' primary'), type: 'button', 'data-kind': kind, onclick},
    el('span', {class: 'action-name'}, text), cost ? el('span', {class: 'action-cost'}, cost) : '');
}

/** An SVG element with its attributes, for the pieces drawn over a board. */
export function shape(tag, attrs) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** A seat's piece colour (grey for nobody's). */
export function seatColour(view, seat) {
  return COLOURS[(view.table.colours || [])[seat]] || COLOURS.NEUTRAL;
}
