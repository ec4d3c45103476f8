// Tiny DOM helpers. Text always goes in through textContent: player names and anything from the
// server are never parsed as HTML.
import {t} from './i18n.js';

/** el('div', {class: 'x', onclick: fn}, 'text', child, ...) */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    // Through the CSSOM, which the Content-Security-Policy allows; a style attribute it refuses.
    else if (key === 'style') node.style.cssText = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the children of a node (found by id or given). */
export function fill(target, ...children) {
  const node = typeof target === 'string' ? document.getElementById(target) : target;
  node.replaceChildren();
  append(node, children);
  return node;
}

export const COLOURS = {
  RED: '#c8372d', BLUE: '#2f5fb3', WHITE: '#e9e4d8', ORANGE: '#e08a1e', NEUTRAL: '#8a8a8a',
  YELLOW: '#f2c81f', GREEN: '#3a8f3e', PURPLE: '#7b3fa0'
};

export function colourOf(view, seat) {
  const name = (view.table.colours || [])[seat];
  return COLOURS[name] || '#999';
}

export function nameOf(view, seat) {
  const names = view.table.names || [];
  return names[seat] || t('host.seat', {n: seat + 1});   // a seat not in the game: "Seat 4", not "#4"
}

/** A coloured dot and the player's name, marked "bot" while the hub's bot plays the seat. */
export function who(view, seat) {
  const bot = view.table.bots && view.table.bots[seat];
  return el('span', {class: 'who'}, el('span', {class: 'chip', style: `background:${colourOf(view, seat)}`}),
    nameOf(view, seat), bot ? el('span', {class: 'bot-mark', title: t('bot.plays', {level: t('bot.' + bot)})}, t('bot.mark')) : '');
}

/**
 * After the end, the host's link to the game as the journal exports it (docs/saving.md): the hub
 * answers it to the host only, as it holds the seed and every hand.
 */
export function downloadGameLink(t) {
  return el('p', {class: 'no-print download-game'},
    el('a', {href: '/api/host/game/export', download: '', 'data-kind': 'download-game'}, t('download.game')),
    el('span', {class: 'muted'}, ' ' + t('download.game.note')));
}

