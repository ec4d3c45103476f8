// The phone of one seat: my hand and gold, whose turn it is, the moves the engine allows me now
// as buttons, every prompt that needs me, and the board to tap when a move needs a place.
import {el, fill, who, nameOf, colourOf} from './dom.js';
import {t, list, language, languageButton, onLanguage} from './i18n.js';
import {connect, showStatus} from './live.js';
import {gameModule, loadGameModule} from './games.js';
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
let scrollToMoves = false;   // after a move chosen on the board, the next prompt is above it
let sentFromLog = 0;         // the newest log entry the player saw when sending
let lastSeq = -1;
const boardBox = el('div', {class: 'board-box', id: 'board'});
const movesBox = el('div', {class: 'moves', id: 'moves'});
const hintBox = el('div', {class: 'hint', id: 'hint'});
let hintFor = -1;   // the version the hint shown was asked at: a move makes it old

await loadBoard().catch(() => null);   // city names for the first view's log lines (the board is drawn later anyway)
const live = connect('/ws/seat', {
  onView(next) {
    view = next;
    // The newest view is drawn once its game's module is there (at once after the first).
    loadGameModule(next).then(() => { if (view === next) { render(); window.kontorLastVersion = view.version; } });
  },
  onMessage(message) {
    if (message.type === 'rejected' && message.kind === 'STALE_VERSION' && message.view) {
      toast(staleText(message.view));   // the fresh view live.js asked for once
    } else if (message.type === 'rejected' || message.type === 'error') {
      toast(t('rejected', {message: message.message}));
    }
  },
  onStatus(status, reason) {
    showStatus(document.getElementById('status'), status);
    if (status === 'stopped') showBanner(t('stopped.banner'), 'stopped');
    else if (status === 'refused') showBanner(t(view ? 'refused.again' : 'refused.banner'), 'stopped');
    else if (status === 'waiting') {
      // The code under the sentence (the steps layout): the host allows the phone that shows it.
      showBanner(t('waiting.host'), 'stopped', ...(reason ? [el('p', {class: 'steps-note pairing-code', id: 'pairing-code'},
        t('waiting.code', {code: reason}))] : []));
      banner.classList.toggle('steps', Boolean(reason));
    }
    else if (status === 'live' && banner.dataset.kind === 'stopped') hideBanner();
  },
});

/** "The host undid: Ana builds a trade route", after an undo, for every player. */
export function undoneNews(v, game) {
  if (!v.undone) return [];
  const what = v.undone.events.map((e) => game.describe(e, v)).filter(Boolean).join(' · ') || nameOf(v, v.undone.seat);
  return [t('undo.done', {what})];
}

/** A player may ask the host to take the last action back; the host decides. */
function askUndo() {
  if (view.table.phase !== 'PLAYING' || !(view.log || []).length) return '';
  if (view.undoAskedBy === view.seat) return el('p', {class: 'muted', id: 'undo-asked'}, t('undo.asked'));
  return el('button', {type: 'button', class: 'action quiet-link', id: 'ask-undo',
    onclick: () => { if (!live.send({type: 'ask-undo', id: nextId++, lang: language()})) toast(t('status.offline')); }}, t('undo.ask'));
}

/** The player's own name, changed here (the hub cleans it and refuses control characters). */
let nameBox = null;
function nameCard() {
  if (!view.table.names || view.table.phase !== 'PLAYING') return '';
  // Kept across views, so a view arriving while the player types does not close it or undo the typing.
  if (!nameBox || nameBox.dataset.lang !== document.documentElement.lang) {
    const input = el('input', {type: 'text', name: 'my-name', maxlength: 24, autocomplete: 'nickname'});
    nameBox = el('details', {class: 'card name-card', id: 'my-name', 'data-lang': document.documentElement.lang},
      el('summary', {}, t('name.section')),
      el('div', {class: 'row'}, input, el('button', {type: 'button', class: 'action', id: 'save-name',
        onclick: () => { if (!live.send({type: 'rename', id: nextId++, name: input.value, lang: language()})) toast(t('status.offline')); }}, t('name.save'))));
  }
  const input = nameBox.querySelector('input');
  if (document.activeElement !== input) input.value = nameOf(view, view.seat);
  return nameBox;
}

/** What changed while the player chose, in words: the moves made since the view they chose from. */
function staleText(fresh) {
  const game = gameModule(fresh);
  const lines = (fresh.log || []).filter((entry) => entry.n > sentFromLog)
    // Said to the reader: "Ben gives you 1 Ore", "You give Ben …", never the reader's own name.
    .map((entry) => entry.events.map((e) => game.describe(e, {...fresh, reader: fresh.seat})).filter(Boolean).join(' · ') || nameOf(fresh, entry.seat));
  return lines.length ? t('stale.changed', {what: lines.join(' · ')}) : t('stale.unknown');
}

function newestLog(v) {
  const log = (v && v.log) || [];
  return log.length ? log[log.length - 1].n : 0;
}

const api = {
  send(command) {
    if (endPick) { endPick(); endPick = null; }
    sentFromLog = newestLog(view);
    scrollToMoves = true;   // what the move leads to (a prompt, the offer waiting) is in the moves card
    // The page's language goes with every command: the hub says a refusal in it (docs/api.md).
    if (!live.send({type: 'command', id: nextId++, version: view.version, command, lang: language()})) toast(t('status.offline'));
  },
  /**
   * Tap-the-board mode: ids are SVG element ids; what is the sentence shown in the banner;
   * labels (optional) maps an id to a price drawn beside it.
   */
  pick(ids, what, onPick, labels = {}, {rings = [], describe = null} = {}) {
    const svg = boardBox.querySelector('svg');
    if (!svg) return false;
    if (endPick) endPick();
    let chosen = null;
    const confirm = el('button', {class: 'link confirm', type: 'button', disabled: true, id: 'confirm-pick',
      onclick: () => { if (chosen) { const id = chosen; finish(); scrollToMoves = true; onPick(id); } }}, t('board.confirm'));
    const cancel = el('button', {class: 'link', type: 'button', onclick: () => finish()}, t('board.cancel'));
    // The banner restates the chosen place and its price, when the caller can say it.
    const note = el('span', {class: 'steps-note', id: 'pick-note'});
    const stop = pick(svg, ids, (id) => { chosen = id; confirm.disabled = false; note.textContent = describe ? describe(id) : ''; },
      labels, rings);
    function finish() { stop(); endPick = null; hideBanner(); }
    endPick = finish;
    showBanner(t('board.tap', {what}), 'pick', note, el('span', {class: 'banner-buttons'}, cancel, confirm));
    if (describe) banner.classList.add('steps');
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
      onclick: () => { const done = next(taps).done; if (done) { finish(); scrollToMoves = true; api.send(done); } }}, t('board.confirm'));
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
    // Browsers refuse vibrate() until the page has been tapped once (and say so in the console).
    const tapped = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (navigator.vibrate && tapped) navigator.vibrate([120, 60, 120]);
    scrollToMoves = true;
    document.body.classList.add('flash');
    setTimeout(() => document.body.classList.remove('flash'), 1200);
  }
  needed = now;
}

/** The table takes no more moves (its journal cannot save them): every screen says so. */
function halted(view) {
  return view.table.halted ? el('p', {class: 'banner', id: 'halted'}, t('halted')) : '';
}

function render() {
  const seat = view.seat;
  fill('me', view.table.names ? who(view, seat)
    : el('span', {class: 'who'}, el('span', {class: 'chip', style: `background:${colourOf(view, seat)}`}), t('host.seat', {n: seat + 1})));
  const game = gameModule(view);
  if (view.table.phase === 'LOBBY' || !view.playing) {
    movesKey = '';
    cue(false);
    fill(app, halted(view), el('section', {class: 'card notice'},
      el('p', {class: 'big', id: 'seat-note'}, view.table.phase === 'LOBBY' ? t('lobby.waiting')
        : view.table.bots && view.table.bots[seat] ? t('seat.bot', {level: t('bot.' + view.table.bots[seat])}) : t('seat.out')),
      el('p', {}, t('lobby.you', {n: seat + 1, colour: t('colour.' + view.table.colours[seat])}))));
    return;
  }
  // Whom the game waits for, as the game's module reads it (an open offer waits for its answer, not its maker).
  const needs = game.waitingOn ? game.waitingOn(view) : view.needs || [];
  const mine = needs.includes(seat);
  cue(mine && view.table.phase === 'PLAYING');
  const turnSeat = game.turnSeat(view);
  const turnLine = view.table.phase === 'ENDED' ? el('p', {class: 'turn-line over'}, t('ended'))
    : turnSeat === seat ? el('p', {class: 'turn-line mine'}, t('turn.yours'))
      : turnSeat !== null ? el('p', {class: 'turn-line'}, t('turn.of', {name: nameOf(view, turnSeat)})) : null;
  const needLine = mine && turnSeat !== seat ? el('p', {class: 'turn-line mine'}, t('needs.you')) : null;
  // Not needed, but others are (discards after a 7, an answer to an offer): say who.
  const others = needs.filter((s) => s !== seat);
  const waitLine = view.table.phase === 'PLAYING' && !mine && others.length && !(others.length === 1 && others[0] === turnSeat)
    ? el('p', {class: 'waiting-for', id: 'waiting-for'}, t('needs.waiting', {names: list(others.map((s) => nameOf(view, s)))})) : null;
  const fresh = view.seq > lastSeq;
  lastSeq = view.seq;
  const news = [...undoneNews(view, game), ...(game.news ? game.news(view) : [])];
  if (fresh && news.length) toast(news.join(' '));

  const key = JSON.stringify([view.legal, view.table.dice, view.game && view.game.table && view.game.table.pending])
    + document.documentElement.lang;
  if (key !== movesKey) {
    movesKey = key;
    if (endPick) { endPick(); endPick = null; }
    const moves = game.moves(view, api);
    fill(movesBox, moves.length ? moves : el('p', {class: 'muted'}, t('no.moves')));
  }
  const hints = view.table.hints && mine && view.table.phase === 'PLAYING';
  if (!hints || hintFor !== view.version) {
    hintFor = -1;
    fill(hintBox, hints ? el('button', {type: 'button', class: 'link', id: 'hint-ask', onclick: askHint}, t('hint.ask')) : '');
  }
  const movesCard = view.table.phase === 'ENDED' ? ''
    : el('section', {class: 'card moves-card' + (mine ? ' needed' : ''), id: 'moves-card'}, el('h2', {}, t('section.moves')), hintBox, movesBox);
  app.replaceChildren(
    halted(view),
    (game.finale && game.finale(view)) || '',
    (view.table.phase === 'ENDED' && game.summary && game.summary(view)) || '',
    turnLine || '', needLine || '', waitLine || '', physicalCard(view, api),
    news.length ? el('div', {class: 'news', id: 'news'}, news.map((line) => el('p', {}, line))) : '',
    movesCard,
    ...game.phoneSections(view, api),
    el('section', {class: 'card board-card'}, el('h2', {}, t('section.board')), boardBox),
    el('section', {class: 'card'}, el('h2', {}, t('section.log')), describeLog(view, game, 8), askUndo()),
    nameCard());
  drawBoard(game);
  if (scrollToMoves && movesCard) {
    // The next prompt (or an offer that just came in) is where the player looks next.
    scrollToMoves = false;
    const top = movesCard.getBoundingClientRect().top;
    if (top < 50 || top > innerHeight * 0.6) movesCard.scrollIntoView({block: 'start'});
  }
}

/**
 * "What would you do?": the hub's normal bot's move for this seat, named as the move's own button
 * names it (and that button marked), with the bot's one line of why.
 */
async function askHint() {
  const version = view.version;
  fill(hintBox, el('p', {class: 'muted'}, t('hint.thinking')));
  const response = await fetch('/api/seat/hint', {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({lang: language()})}).catch(() => null);
  const answer = response ? await response.json().catch(() => null) : null;
  if (!view || view.version !== version) return;   // a move came meanwhile: the next render offers the button again
  hintFor = version;
  if (!answer || !answer.ok) {
    fill(hintBox, el('p', {class: 'hint-line refused'}, answer && answer.error ? answer.error.message : t('status.offline')));
    return;
  }
  const {command, why, amount} = answer.hint;
  const button = movesBox.querySelector(`[data-kind="${CSS.escape(command.type)}"]`);
  movesBox.querySelectorAll('.hinted').forEach((b) => b.classList.remove('hinted'));
  if (button) button.classList.add('hinted');
  const name = button && (button.querySelector('.action-name') || button.querySelector('summary') || button);
  const move = name ? name.textContent.trim() : command.type;
  const reason = why === 'points' ? t(amount === 1 ? 'hint.why.points.one' : 'hint.why.points', {n: amount})
    : t('hint.why.' + why, {n: amount});
  fill(hintBox, el('p', {class: 'hint-line', id: 'hint-line', 'data-why': why}, t('hint.would', {move}), ' ', reason));
}

async function drawBoard(game) {
  const table = view && view.game && (view.game.table || view.game);
  const markup = await loadBoard(table ? table.board : undefined);
  if (!markup) { boardBox.closest('section')?.remove(); return; }
  const svg = mount(boardBox, markup);
  drawPieces(svg, view, game);
  markPhysical(svg, view);
}

onLanguage(() => { if (view) { movesKey = ''; render(); } });
fill('first', t('waiting.first'));
