// The physical board's state, as the hub's sensor boards and pins see it (view.physical, public):
// in sync, waiting for a board, out of sync (what to put right, marked on the drawing), or a move
// the table shows in two ways (the acting phone picks which).
import {el} from './dom.js';
import {t, has, language} from './i18n.js';
import {mark} from './board.js';

/** The table screen's "Physical board" panel. */
export function physicalPanel(view) {
  const p = view.physical;
  if (!p) return el('p', {id: 'sync'}, t('sync.none'));
  const boards = (p.boards || []).map((b) => el('li', {class: 'board-line' + (b.connected && !b.silent && !b.problem ? '' : ' bad')},
    b.name + ': ' + (b.problem || (b.synced ? t('sync.board.ok') : t('sync.board.connecting')))));
  const fix = (p.fix || []).map((f) => el('li', {}, fixWords(f)));
  const options = (p.options || []).map((o) => el('li', {}, readingWords(o)));
  return el('div', {id: 'sync', class: 'sync-' + p.state, 'data-state': p.state},
    el('p', {class: 'sync-state'}, t('sync.' + p.state)),
    // What the table's buttons say: a trade with the bank being composed, a choice shown, or a press refused.
    p.buttons ? el('p', {class: 'sync-buttons', id: 'sync-buttons'}, readingWords(p.buttons)) : '',
    fix.length ? el('ul', {class: 'sync-fix'}, fix) : '',
    options.length ? el('ul', {class: 'sync-options'}, options) : '',
    boards.length ? el('ul', {class: 'sync-boards muted'}, boards) : '',
    (p.ignored || []).length ? el('p', {class: 'sync-ignored muted'}, t('sync.ignored', {spots: p.ignored.map(spotName).join(', ')})) : '');
}

/** A reading the table offers, or what its buttons say, in the reader's language (the hub says it in each; English if it sent only that). */
function readingWords(o) {
  return (o.say && o.say[language()]) || o.words;
}

/** "path 40" in the reader's language. */
export function spotName(spot) {
  return t('sync.spot.' + spot.kind, {id: spot.id});
}

/** A piece as a sensor reports it or the rules expect it ({piece, colour}; either may be missing). */
function pieceName(p) {
  const colour = p.colour && p.colour !== 'neutral' ? t('sync.colour.' + p.colour) : '';
  if (!p.piece) return colour ? t('sync.piece.coloured', {colour}) : t('sync.piece.something');
  const piece = has('sync.piece.' + p.piece) ? t('sync.piece.' + p.piece) : p.piece;
  return colour ? t('sync.piece.with-colour', {piece, colour}) : t('sync.piece.plain', {piece});
}

/** What to put right at one spot, in the reader's language (the hub's English words if it sent no fix). */
export function fixWords(f) {
  if (!f.fix) return f.words;
  return t('sync.fix.' + f.fix, {spot: spotName(f), expected: f.expected ? pieceName(f.expected) : '',
    sensed: f.sensed ? pieceName(f.sensed) : ''});
}

/**
 * The host page's card while the table holds play or asks: accept one of the readings as the move
 * made, or ignore a dead sensor; and the ignored sensors, each to be used again.
 */
export function hostPhysicalCard(view, post) {
  const p = view.physical;
  if (!p) return '';
  const ignored = p.ignored || [];
  const busy = p.state === 'out-of-sync' || p.state === 'ask';
  if (!busy && !ignored.length) return '';
  const items = [];
  if (p.state === 'out-of-sync') {
    items.push(el('p', {}, t('sync.out-of-sync')), el('ul', {class: 'sync-fix'}, (p.fix || []).map((f) => el('li', {},
      fixWords(f), ' ', el('button', {class: 'action', type: 'button', 'data-ignore': f.kind + '-' + f.id,
        onclick: () => post('/api/host/physical', {ignore: {kind: f.kind, id: f.id}})}, t('sync.ignore'))))));
  } else if (p.state === 'ask') {
    items.push(el('p', {}, t('sync.ask')), el('div', {class: 'sync-choices'}, (p.options || []).map((o, i) =>
      el('button', {class: 'action', type: 'button', 'data-accept': i, onclick: () => post('/api/host/physical', {accept: i})},
        t('sync.accept', {words: readingWords(o)})))));
  }
  if (ignored.length) {
    items.push(el('p', {class: 'muted'}, t('sync.ignored', {spots: ignored.map(spotName).join(', ')})),
      el('div', {class: 'row'}, ignored.map((s) => el('button', {class: 'action', type: 'button', 'data-restore': s.kind + '-' + s.id,
        onclick: () => post('/api/host/physical', {restore: {kind: s.kind, id: s.id}})}, t('sync.restore', {spot: spotName(s)})))));
  }
  return el('section', {class: 'card sync-card', id: 'host-physical'}, el('h2', {}, t('section.sync')), ...items);
}

/** The drawing's ids of the spots to put right, for {@link mark}. */
export function physicalMarks(view) {
  return ((view.physical && view.physical.fix) || []).map((f) => f.kind + '-' + f.id);
}

/** Marks the spots to put right on a mounted board drawing. */
export function markPhysical(svg, view) {
  const ids = physicalMarks(view);
  if (ids.length) mark(svg, ids);
}

/** A phone's card: what to put right, or (for the seat that moved) which of two readings it meant. */
export function physicalCard(view, api) {
  const p = view.physical;
  if (!p || (p.state !== 'out-of-sync' && p.state !== 'ask')) return '';
  if (p.state === 'out-of-sync') {
    return el('section', {class: 'card sync-card', id: 'physical'}, el('h2', {}, t('sync.out-of-sync')),
      el('ul', {}, (p.fix || []).map((f) => el('li', {}, fixWords(f)))));
  }
  const mine = (p.options || []).filter((o) => o.seat === view.seat);
  if (!mine.length) return el('section', {class: 'card sync-card', id: 'physical'}, el('p', {}, t('sync.ask.other')));
  return el('section', {class: 'card sync-card', id: 'physical'}, el('h2', {}, t('sync.ask.which')),
    el('div', {class: 'sync-choices'}, mine.map((o) => el('button', {class: 'sync-choice', onclick: () => api.send(o.command)}, readingWords(o)))));
}
