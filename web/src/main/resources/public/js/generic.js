// A plain module for games without their own screens (and the tests' own small game): the view as a
// list of fields, each legal action as a button, dice entry when the dice are rolled on the table.
import {el} from './dom.js';
import {t, has} from './i18n.js';
import {diceEntry} from './widgets.js';

function label(type) {
  const key = 'action.' + type;
  return has(key) ? t(key) : type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ');
}

function fields(object) {
  return el('dl', {class: 'fields'}, Object.entries(object || {}).flatMap(([key, value]) => [
    el('dt', {}, key), el('dd', {}, typeof value === 'object' ? JSON.stringify(value) : String(value))]));
}

export const generic = {
  turnSeat(view) { return view.game && typeof view.game.turn === 'number' ? view.game.turn : null; },

  phoneSections(view) {
    return [el('section', {class: 'card'}, el('h2', {}, t('section.game')), fields(view.game))];
  },

  moves(view, api) {
    return (view.legal || []).map((action) => {
      if ('dice' in action && view.table.dice === 'TABLE') {
        return diceEntry((a, b) => api.send({...action, dice: [a, b]}));
      }
      return el('button', {class: 'action primary', type: 'button', 'data-kind': action.type,
        onclick: () => api.send(action)}, label(action.type));
    });
  },

  tableSections(view) {
    return [el('section', {class: 'card'}, el('h2', {}, t('section.game')), fields(view.game))];
  },

  describe(event) {
    return Object.entries(event).map(([k, v]) => (k === 'type' ? label(v) : `${k}: ${v === null ? '?' : v}`)).join(', ');
  },

  drawPieces() {},
};
