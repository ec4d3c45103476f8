// The table screen: the board with every piece, whose turn, the last roll and who got what, the
// players' public counts, the dice statistics, the log, the physical board's sync state and the
// join QR codes (only when opened as host: a join link is a seat's key).
import {el, fill, who, nameOf} from './dom.js';
import {t, languageButton, onLanguage} from './i18n.js';
import {connect, showStatus} from './live.js';
import {gameModule} from './games.js';
import {loadBoard, mount, drawPieces} from './board.js';
import {describeLog} from './log.js';
import {histogram} from './histogram.js';
import {physicalPanel, markPhysical} from './physical.js';

const app = document.getElementById('app');
const banner = document.getElementById('banner');
document.getElementById('lang').append(languageButton());

let view = null;
let joins = null;
const boardBox = el('div', {class: 'board-box big', id: 'board'});

async function start() {
  await loadBoard().catch(() => null);   // city names for the first view's log lines
  const response = await fetch('/api/host/joins', {cache: 'no-store'});
  if (response.ok) joins = await response.json();
  connect(joins ? '/ws/host' : '/ws/public', {
    onView(next) { view = next; render(); },
    onStatus(status) {
      showStatus(document.getElementById('status'), status);
      if (status === 'stopped') { banner.textContent = t('stopped.banner'); banner.hidden = false; }
      else if (status === 'live') banner.hidden = true;
    },
  });
}

function joinCards() {
  if (!joins) return el('p', {class: 'muted'}, t('spectator.note'));
  const players = view.table.names ? view.table.names.length : joins.seats.length;
  return el('div', {class: 'joins'}, joins.seats.filter((s) => s.seat < players).map((s) => el('figure', {class: 'join'},
    el('img', {src: s.qr, alt: t('join.scan') + ' ' + (s.seat + 1), width: 132, height: 132}),
    el('figcaption', {}, view.table.names ? who(view, s.seat) : t('host.seat', {n: s.seat + 1}),
      el('a', {href: s.url, class: 'join-link', 'data-seat': s.seat}, t('join.scan'))))));
}

function render() {
  const game = gameModule(view);
  fill('title', view.table.title);
  const turnSeat = view.game ? game.turnSeat(view) : null;
  fill('turn', view.table.phase === 'PLAYING' && turnSeat !== null ? [t('turn.of', {name: nameOf(view, turnSeat)})]
    : t('phase.' + view.table.phase));
  const waiting = (view.needs || []).filter((s) => s !== turnSeat);
  const headline = game.headline && view.game ? game.headline(view) : null;
  const side = [
    headline ? el('section', {class: 'card', id: 'just-now'}, el('h2', {}, t('section.now')), headline) : '',
    view.table.phase === 'PLAYING' && waiting.length
      ? el('p', {class: 'waiting-for'}, t('needs.waiting', {names: waiting.map((s) => nameOf(view, s)).join(', ')})) : '',
    el('section', {class: 'card'}, el('h2', {}, t('section.roll')), game.lastRoll ? game.lastRoll(view) : describeLog(view, game, 1)),
    el('section', {class: 'card'}, el('h2', {}, t('section.players')), game.players ? game.players(view) : ''),
    el('section', {class: 'card'}, el('h2', {}, t('section.rolls')), histogram(view.rolls || [])),
    el('section', {class: 'card'}, el('h2', {}, t('section.log')), describeLog(view, game, 12)),
    el('section', {class: 'card sync'}, el('h2', {}, t('section.sync')), physicalPanel(view)),
  ];
  const lobby = view.table.phase === 'LOBBY';
  const joinCard = el('section', {class: 'card'}, el('h2', {}, t('section.join')),
    lobby ? el('p', {class: 'muted'}, t('join.hint')) : '', joinCards());
  const sync = side[side.length - 1];
  app.replaceChildren(el('div', {class: 'table-grid'},
    el('div', {class: 'board-col'}, game.finale && view.game ? game.finale(view) || '' : '', boardBox, game.tableSections && view.game && !game.lastRoll ? game.tableSections(view) : ''),
    el('aside', {class: 'side'}, ...(lobby ? [joinCard, sync] : [...side, joinCard]))));
  drawBoard();
}

async function drawBoard() {
  const table = view && view.game && (view.game.table || view.game);
  const markup = await loadBoard(table ? table.board : undefined);
  if (!markup) { boardBox.replaceChildren(el('p', {class: 'muted'}, view.table.title)); return; }
  const svg = mount(boardBox, markup);
  drawPieces(svg, view, view.game);
  markPhysical(svg, view);
}

onLanguage(() => view && render());
fill('first', t('waiting.first'));
start();
