// The physical board's state, as the hub's sensor boards and pins see it (view.physical, public):
// in sync, waiting for a board, out of sync (what to put right, marked on the drawing), or a move
// the table shows in two ways (the acting phone picks which).
import {el} from './dom.js';
import {t} from './i18n.js';
import {mark} from './board.js';

/** The table screen's "Physical board" panel. */
export function physicalPanel(view) {
  const p = view.physical;
  if (!p) return el('p', {id: 'sync'}, t('sync.none'));
  const boards = (p.boards || []).map((b) => el('li', {class: 'board-line' + (b.connected && !b.silent ? '' : ' bad')},
    b.name + ': ' + (b.problem || (b.synced ? t('sync.board.ok') : t('sync.board.connecting')))));
  const fix = (p.fix || []).map((f) => el('li', {}, f.words));
  const options = (p.options || []).map((o) => el('li', {}, o.words));
  return el('div', {id: 'sync', class: 'sync-' + p.state, 'data-state': p.state},
    el('p', {class: 'sync-state'}, t('sync.' + p.state)),
    fix.length ? el('ul', {class: 'sync-fix'}, fix) : '',
    options.length ? el('ul', {class: 'sync-options'}, options) : '',
    boards.length ? el('ul', {class: 'sync-boards muted'}, boards) : '');
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
      el('ul', {}, (p.fix || []).map((f) => el('li', {}, f.words))));
  }
  const mine = (p.options || []).filter((o) => o.seat === view.seat);
  if (!mine.length) return el('section', {class: 'card sync-card', id: 'physical'}, el('p', {}, t('sync.ask.other')));
  return el('section', {class: 'card sync-card', id: 'physical'}, el('h2', {}, t('sync.ask.which')),
    el('div', {class: 'sync-choices'}, mine.map((o) => el('button', {class: 'sync-choice', onclick: () => api.send(o.command)}, o.words))));
}
