// The table screen: the board with every piece, whose turn, the last roll and who got what, the
// players' public counts, the dice statistics, the log, the physical board's sync state and the
// join QR codes (only when opened as host: a join link is a seat's key).
import {el, fill, who, nameOf, colourOf, downloadGameLink} from './dom.js';
import {t, list, languageButton, onLanguage} from './i18n.js';
import {connect, showStatus} from './live.js';
import {gameModule, loadGameModule} from './games.js';
import {loadBoard, mount, drawPieces} from './board.js';
import {describeLog} from './log.js';
import {histogram} from './histogram.js';
import {physicalPanel, markPhysical} from './physical.js';

const app = document.getElementById('app');
const banner = document.getElementById('banner');
document.getElementById('lang').append(languageButton());

let view = null;
let joins = null;
let connected = [];   // per seat: is a phone connected (from /api/public/who)
let paired = [];      // per seat: does a phone sit there (then its QR code is hidden unless the host asks)
let allCodes = false; // the host asked to see every seat's code
const boardBox = el('div', {class: 'board-box big', id: 'board'});

async function start() {
  await loadBoard().catch(() => null);   // city names for the first view's log lines
  // Only the host may see the join codes: ask for them only when this browser is the host's.
  const me = await whoAndWho();
  if (me === 'host') {
    const response = await fetch('/api/host/joins', {cache: 'no-store'});
    if (response.ok) joins = await response.json();
  }
  setInterval(() => {
    const before = JSON.stringify([connected, paired]);
    whoAndWho().then(async () => {
      const links = JSON.stringify(joins);
      if (joins) {   // the host may have made a seat a new link
        const response = await fetch('/api/host/joins', {cache: 'no-store'}).catch(() => null);
        if (response && response.ok) joins = await response.json();
      }
      if (view && (JSON.stringify([connected, paired]) !== before || JSON.stringify(joins) !== links)) render();
    });
  }, 4000);
  connect(joins ? '/ws/host' : '/ws/public', {
    onView(next) { view = next; loadGameModule(next).then(() => { if (view === next) render(); }); },
    onStatus(status) {
      showStatus(document.getElementById('status'), status);
      if (status === 'stopped') { banner.textContent = t('stopped.banner'); banner.hidden = false; }
      else if (status === 'refused') { banner.textContent = t('refused.host'); banner.hidden = false; }
      else if (status === 'live') banner.hidden = true;
    },
  });
}

/** Asks who this browser is and which seats have a phone connected; answers the former. */
async function whoAndWho() {
  try {
    const response = await fetch('/api/public/who', {cache: 'no-store'});
    if (!response.ok) return 'spectator';
    const answer = await response.json();
    connected = answer.connected || [];
    paired = answer.paired || [];
    return answer.you;
  } catch {
    return 'spectator';
  }
}

/** After the end, the host (only) may start a rematch: same seats and names, a new seed. */
function rematchButton() {
  if (!joins || view.table.phase !== 'ENDED' || !view.table.names) return '';
  return el('button', {type: 'button', class: 'action primary rematch', id: 'rematch', onclick: async () => {
    await fetch('/api/host/start', {method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({board: view.table.board, names: view.table.names, dice: view.table.dice, options: view.table.options,
        bots: view.table.bots || {}})});
  }}, t('rematch'));
}

/** After the end, the host (only) may download the game; seats and spectators are not offered it. */
function downloadLink() {
  return joins && view.table.phase === 'ENDED' ? downloadGameLink(t) : '';
}

/** Whose turn, large and in the player's colour, readable from across the table. */
function turnBanner(turnSeat) {
  const colour = colourOf(view, turnSeat);
  const light = ['WHITE', 'ORANGE', 'YELLOW'].includes((view.table.colours || [])[turnSeat]);
  return el('div', {class: 'turn-big', id: 'turn-big', 'data-seat': turnSeat,
    style: `background:${colour};color:${light ? '#1d2328' : '#ffffff'}`}, t('turn.of', {name: nameOf(view, turnSeat)}));
}

/**
 * The QR codes of the seats no phone sits at yet: a photograph of the table screen must not be
 * a photograph of a seat's key. The host may ask for every code (a phone to add to a seat).
 */
function joinCards() {
  if (!joins) return el('p', {class: 'muted'}, t('spectator.note'));
  const players = view.table.names ? view.table.names.length : joins.seats.length;
  const toggle = el('button', {type: 'button', class: 'action quiet-link', id: 'all-codes',
    onclick: () => { allCodes = !allCodes; render(); }}, t(allCodes ? 'qr.unpaired' : 'qr.all'));
  return el('div', {}, toggle, el('div', {class: 'joins'}, joins.seats.filter((s) => s.seat < players && (allCodes || !paired[s.seat]))
    .map((s) => el('figure', {class: 'join'},
    el('img', {src: s.qr, alt: t('join.scan') + ' ' + (s.seat + 1), width: 132, height: 132}),
    el('figcaption', {}, view.table.names ? who(view, s.seat) : t('host.seat', {n: s.seat + 1}),
      el('a', {href: s.url, class: 'join-link', 'data-seat': s.seat}, t('join.scan')))))));
}

function render() {
  const game = gameModule(view);
  fill('title', view.table.title);
  const turnSeat = view.game ? game.turnSeat(view) : null;
  fill('turn', view.table.phase === 'PLAYING' && turnSeat !== null ? [t('turn.of', {name: nameOf(view, turnSeat)})]
    : t('phase.' + view.table.phase));
  // Everyone the game waits for, the active player too when others are waited for as well
  // (discards after a 7); nothing when it only waits for the player whose turn it is.
  const needs = view.game && game.waitingOn ? game.waitingOn(view) : view.needs || [];
  const waiting = needs.length === 1 && needs[0] === turnSeat ? [] : needs;
  const undone = view.undone ? t('undo.done', {what: view.undone.events.map((e) => game.describe(e, view)).filter(Boolean).join(' · ')
    || nameOf(view, view.undone.seat)}) : null;
  const headline = undone ? el('ul', {class: 'headline undone'}, el('li', {}, undone))
    : game.headline && view.game ? game.headline(view) : null;
  const playing = view.table.phase === 'PLAYING' && turnSeat !== null && view.game;
  const side = [
    view.table.halted ? el('p', {class: 'banner', id: 'halted'}, t('halted')) : '',
    view.table.resumedAt !== undefined ? el('p', {class: 'resumed', id: 'resumed'}, t('resumed', {n: view.table.resumedAt})) : '',
    playing ? turnBanner(turnSeat) : '',
    headline ? el('section', {class: 'card', id: 'just-now'}, el('h2', {}, t('section.now')), headline) : '',
    view.table.phase === 'PLAYING' && view.undoAskedBy !== undefined
      ? el('p', {class: 'waiting-for'}, t('undo.asked.by', {name: nameOf(view, view.undoAskedBy)})) : '',
    view.table.phase === 'PLAYING' && waiting.length
      ? el('p', {class: 'waiting-for'}, t('needs.waiting', {names: list(waiting.map((s) => nameOf(view, s)))})) : '',
    game.noDice ? '' : el('section', {class: 'card'}, el('h2', {}, t('section.roll')), game.lastRoll ? game.lastRoll(view)
      : game.lastDice ? game.lastDice(view) : describeLog(view, game, 1)),
    el('section', {class: 'card'}, el('h2', {}, t('section.players')), game.players ? game.players(view, connected) : ''),
    game.noDice ? '' : el('section', {class: 'card'}, el('h2', {}, t('section.rolls')), histogram(view.rolls || [])),
    el('section', {class: 'card'}, el('h2', {}, t('section.log')), describeLog(view, game, 12)),
    // A table played from phones alone has no physical board to speak of.
    view.physical ? el('section', {class: 'card sync'}, el('h2', {}, t('section.sync')), physicalPanel(view)) : '',
  ];
  const lobby = view.table.phase === 'LOBBY';
  const joinCard = el('section', {class: 'card'}, el('h2', {}, t('section.join')),
    lobby ? el('p', {class: 'muted'}, t('join.hint')) : '', joinCards());
  const sync = side[side.length - 1];
  app.replaceChildren(el('div', {class: 'table-grid'},
    el('div', {class: 'board-col'}, game.finale && view.game ? game.finale(view) || '' : '',
      view.table.phase === 'ENDED' && game.summary ? game.summary(view) || '' : '', rematchButton(), downloadLink(), boardBox, game.tableSections && view.game && !game.lastRoll ? game.tableSections(view) : ''),
    el('aside', {class: 'side'}, ...(lobby ? [joinCard, sync] : [...side, joinCard]))));
  drawBoard();
}

async function drawBoard() {
  const table = view && view.game && (view.game.table || view.game);
  const markup = await loadBoard(table ? table.board : undefined);
  if (!markup) { boardBox.replaceChildren(el('p', {class: 'muted'}, view.table.title)); return; }
  const svg = mount(boardBox, markup);
  drawPieces(svg, view, gameModule(view));
  markPhysical(svg, view);
}

onLanguage(() => view && render());
fill('first', t('waiting.first'));
start();
