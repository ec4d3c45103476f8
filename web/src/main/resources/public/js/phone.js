// The phone of one seat: my hand and gold, whose turn it is, the moves the engine allows me now
// as buttons, every prompt that needs me, and the board to tap when a move needs a place.
import {el, fill, who, nameOf, colourOf} from './dom.js';
import {t, languageButton, onLanguage} from './i18n.js';
import {connect, showStatus} from './live.js';
import {gameModule} from './games.js';
import {loadBoard, mount, drawPieces, pick, mark} from './board.js';
import {describeLog} from './log.js';
import {physicalCard, markPhysical} from './physical.js';

const app = document.getElementById('app');
const banner = document.getElementById('banner');
const toastNode = document.getElementById('toast');
document.getElementById('lang').append(languageButton());

let view = null;
let needed = false;
let movesKey = '';
let endPick = null;
let nextId = 1;
const boardBox = el('div', {class: 'board-box', id: 'board'});
const movesBox = el('div', {class: 'moves', id: 'moves'});

await loadBoard().catch(() => null);   // city names for the first view's log lines (the board is drawn later anyway)
const live = connect('/ws/seat', {
  onView(next) { view = next; render(); window.kontorLastVersion = view.version; },
  onMessage(message) {
    if (message.type === 'rejected' || message.type === 'error') toast(t('rejected', {message: message.message}));
  },
  onStatus(status, reason) {
    showStatus(document.getElementById('status'), status);
    if (status === 'stopped') showBanner(t('stopped.banner'), 'stopped');
    else if (status === 'refused' && !view) showBanner(t('refused.banner'), 'stopped');
    else if (status === 'live' && banner.dataset.kind === 'stopped') hideBanner();
  },
});

const api = {
  send(command) {
    if (endPick) { endPick(); endPick = null; }
    if (!live.send({type: 'command', id: nextId++, version: view.version, command})) toast(t('status.offline'));
  },
  /**
   * Tap-the-board mode: ids are SVG element ids; what is the sentence shown in the banner;
   * labels (optional) maps an id to a price drawn beside it.
   */
  pick(ids, what, onPick, labels = {}) {
    const svg = boardBox.querySelector('svg');
    if (!svg) return false;
    if (endPick) endPick();
    let chosen = null;
    const confirm = el('button', {class: 'link confirm', type: 'button', disabled: true, id: 'confirm-pick',
      onclick: () => { if (chosen) { const id = chosen; finish(); onPick(id); } }}, t('board.confirm'));
    const cancel = el('button', {class: 'link', type: 'button', onclick: () => finish()}, t('board.cancel'));
    const stop = pick(svg, ids, (id) => { chosen = id; confirm.disabled = false; }, labels);
    function finish() { stop(); endPick = null; hideBanner(); }
    endPick = finish;
    showBanner(t('board.tap', {what}), 'pick', el('span', {class: 'banner-buttons'}, cancel, confirm));
    boardBox.scrollIntoView({block: 'center'});
    return true;
  },
  /**
   * Tap-the-board in several steps (a caravan's walk, route by route). next(taps) gets the ids
   * tapped so far and answers {ids: what may be tapped next, done: the command those taps make
   * (or null), note: a line for the banner (the price)}. Confirm sends done; Back takes a tap back.
   */
  steps(what, next, marked = []) {
    const svg = boardBox.querySelector('svg');
    if (!svg) return false;
    if (endPick) endPick();
    const taps = [];
    let stop = () => {};
    const note = el('span', {class: 'steps-note'});
    const confirm = el('button', {class: 'link confirm', type: 'button', disabled: true, id: 'confirm-pick',
      onclick: () => { const done = next(taps).done; if (done) { finish(); api.send(done); } }}, t('board.confirm'));
    const back = el('button', {class: 'link', type: 'button', id: 'back-pick', disabled: true,
      onclick: () => { taps.pop(); step(); }}, t('board.back'));
    const cancel = el('button', {class: 'link', type: 'button', onclick: () => finish()}, t('board.cancel'));
    function step() {
      stop();
      const answer = next(taps);
      mark(svg, [...marked, ...taps]);
      confirm.disabled = !answer.done;
      back.disabled = !taps.length;
      note.textContent = answer.note || '';
      stop = answer.ids.length ? pick(svg, answer.ids, (id) => { taps.push(id); step(); }) : () => {};
    }
    function finish() { stop(); mark(svg, []); endPick = null; hideBanner(); }
    endPick = finish;
    showBanner(t('board.tap', {what}), 'pick', note, el('span', {class: 'banner-buttons'}, cancel, back, confirm));
    banner.classList.add('steps');
    step();
    boardBox.scrollIntoView({block: 'center'});
    return true;
  },
  /** Marks board elements without making them tappable (for example the paths of a choice). */
  mark(ids) {
    const svg = boardBox.querySelector('svg');
    if (svg) mark(svg, ids);
  },
  toast,
};

function toast(text) {
  toastNode.textContent = text;
  toastNode.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { toastNode.hidden = true; }, 4500);
}

function showBanner(text, kind, ...extra) {
  banner.replaceChildren(el('span', {}, text), ...extra);
  banner.dataset.kind = kind;
  banner.hidden = false;
}

function hideBanner() { banner.hidden = true; banner.dataset.kind = ''; banner.classList.remove('steps'); }

function cue(now) {
  if (now && !needed) {
    if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
    document.body.classList.add('flash');
    setTimeout(() => document.body.classList.remove('flash'), 1200);
  }
  needed = now;
}

function render() {
  const seat = view.seat;
  fill('me', view.table.names ? who(view, seat)
    : el('span', {class: 'who'}, el('span', {class: 'chip', style: `background:${colourOf(view, seat)}`}), t('host.seat', {n: seat + 1})));
  const game = gameModule(view);
  if (view.table.phase === 'LOBBY' || !view.playing) {
    movesKey = '';
    cue(false);
    fill(app, el('section', {class: 'card notice'},
      el('p', {class: 'big'}, view.table.phase === 'LOBBY' ? t('lobby.waiting') : t('seat.out')),
      el('p', {}, t('lobby.you', {n: seat + 1, colour: t('colour.' + view.table.colours[seat])}))));
    return;
  }
  const mine = (view.needs || []).includes(seat);
  cue(mine && view.table.phase === 'PLAYING');
  const turnSeat = game.turnSeat(view);
  const turnLine = view.table.phase === 'ENDED' ? el('p', {class: 'turn-line over'}, t('ended'))
    : turnSeat === seat ? el('p', {class: 'turn-line mine'}, t('turn.yours'))
      : turnSeat !== null ? el('p', {class: 'turn-line'}, t('turn.of', {name: nameOf(view, turnSeat)})) : null;
  const needLine = mine && turnSeat !== seat ? el('p', {class: 'turn-line mine'}, t('needs.you')) : null;

  const key = JSON.stringify([view.legal, view.table.dice, view.game && view.game.table && view.game.table.pending])
    + document.documentElement.lang;
  if (key !== movesKey) {
    movesKey = key;
    if (endPick) { endPick(); endPick = null; }
    const moves = game.moves(view, api);
    fill(movesBox, moves.length ? moves : el('p', {class: 'muted'}, t('no.moves')));
  }
  app.replaceChildren(
    (game.finale && game.finale(view)) || '',
    turnLine || '', needLine || '', physicalCard(view, api),
    view.table.phase === 'ENDED' ? ''
      : el('section', {class: 'card moves-card' + (mine ? ' needed' : '')}, el('h2', {}, t('section.moves')), movesBox),
    ...game.phoneSections(view, api),
    el('section', {class: 'card board-card'}, el('h2', {}, t('section.board')), boardBox),
    el('section', {class: 'card'}, el('h2', {}, t('section.log')), describeLog(view, game, 8)));
  drawBoard(game);
}

async function drawBoard(game) {
  const table = view && view.game && (view.game.table || view.game);
  const markup = await loadBoard(table ? table.board : undefined);
  if (!markup) { boardBox.closest('section')?.remove(); return; }
  const svg = mount(boardBox, markup);
  drawPieces(svg, view, view.game && (view.game.table || view.game));
  markPhysical(svg, view);
}

onLanguage(() => { if (view) { movesKey = ''; render(); } });
fill('first', t('waiting.first'));
