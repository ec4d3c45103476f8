// The game log, newest first, each event in the reader's language.
import {el, colourOf, nameOf} from './dom.js';
import {t} from './i18n.js';

export function describeLog(view, game, limit) {
  const entries = (view.log || []).slice(-limit).reverse();
  if (!entries.length) return el('p', {class: 'muted'}, t('no.log'));
  return el('ol', {class: 'log'}, entries.map((entry) => el('li', {},
    el('span', {class: 'log-n'}, String(entry.n)),
    el('span', {class: 'chip', style: `background:${colourOf(view, entry.seat)}`, title: nameOf(view, entry.seat)}),
    el('span', {class: 'log-text'}, entry.events.map((e) => game.describe(e, view)).filter(Boolean).join(' · ')
      || nameOf(view, entry.seat)))));
}
