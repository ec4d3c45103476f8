// The host's page: choose the board, players, names, rule options and dice, start the game;
// during the game undo the last action or end it; hand out the seats' QR codes.
import {el, fill, nameOf, COLOURS, downloadGameLink} from './dom.js';
import {t, has, languageButton, onLanguage} from './i18n.js';
import {connect, showStatus} from './live.js';
import {gameModule, loadGameModule} from './games.js';
import {loadBoard} from './board.js';
import {hostPhysicalCard} from './physical.js';

// A virtual sensor board attached (--simulate-board): a card to place and lift pieces and roll.
let simulated = false;
let simPieces = ['kontor', 'route', 'merchant', 'caravan', 'robber'];   // the board's game's, when it names them
let simDice = true;   // false for a game whose rolls are never read on the table
const sim = {kind: 'path', id: '0', piece: 'route', colour: 'red', a: '1', b: '1'};

function simulatorCard() {
  if (!simulated) return '';
  const type = (command) => post('/api/host/simulate', {command});
  const pick = (name, values, label) => el('label', {class: 'option'}, el('span', {}, t(label)),
    el('select', {name: 'sim-' + name, onchange: (e) => { sim[name] = e.target.value; }},
      values.map((v) => el('option', {value: v, selected: sim[name] === v}, has('sim.' + v) ? t('sim.' + v) : v))));
  const id = el('input', {type: 'number', min: 0, max: 9999, name: 'sim-id', value: sim.id, onchange: (e) => { sim.id = e.target.value; }});
  const dice = ['1', '2', '3', '4', '5', '6'];
  return el('section', {class: 'card', id: 'simulator'}, el('h2', {}, t('section.simulator')),
    el('p', {class: 'muted'}, t(simDice ? 'sim.hint' : 'sim.hint.nodice')),
    el('div', {class: 'row'}, pick('kind', ['intersection', 'path', 'hex'], 'sim.where'),
      el('label', {class: 'option'}, el('span', {}, t('sim.id')), id),
      pick('piece', simPieces, 'sim.piece'),
      pick('colour', ['red', 'blue', 'white', 'orange', 'yellow', 'green', 'purple', 'neutral'], 'sim.colour')),
    el('div', {class: 'row'},
      el('button', {class: 'action', type: 'button', id: 'sim-place',
        onclick: () => type(`place ${sim.kind} ${sim.id} ${sim.piece} ${sim.colour}`)}, t('sim.place')),
      el('button', {class: 'action', type: 'button', id: 'sim-lift', onclick: () => type(`remove ${sim.kind} ${sim.id}`)}, t('sim.lift')),
      el('button', {class: 'action', type: 'button', id: 'sim-setup', onclick: () => type('set up')}, t('sim.setup'))),
    simDice ? el('div', {class: 'row'}, pick('a', dice, 'sim.die'), pick('b', dice, 'sim.die'),
      el('button', {class: 'action', type: 'button', id: 'sim-roll', onclick: () => type(`dice ${sim.a} ${sim.b}`)}, t('sim.roll'))) : '',
    // The board's eight buttons, a click each, with the meanings they have unless the config gives others.
    el('p', {class: 'muted'}, t('sim.buttons')),
    el('div', {class: 'row', id: 'sim-buttons'}, [0, 1, 2, 3, 4, 5, 6, 7].map((n) =>
      el('button', {class: 'action', type: 'button', 'data-button': n, onclick: () => type(`button ${n} click`)}, t('sim.button.' + n)))));
}

const app = document.getElementById('app');
const toastNode = document.getElementById('toast');
document.getElementById('lang').append(languageButton());
let view = null;
let joins = null;
let defaults = {};
let saved = [];
let savedPhase = '';
let devices = null;   // per seat: its paired and waiting phones (GET /api/host/devices)

// The seats' phones: asked for every few seconds, so a phone waiting for the host shows up here.
async function loadDevices() {
  const response = await fetch('/api/host/devices', {cache: 'no-store'}).catch(() => null);
  if (!response || !response.ok) return;
  const next = (await response.json()).seats;
  if (JSON.stringify(next) !== JSON.stringify(devices)) { devices = next; if (view) render(); }
}

async function newLink(seat) {
  if (!confirm(t('devices.newlink.confirm', {n: seat + 1}))) return;
  const response = await fetch(`/api/host/seats/${seat}/new-link`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'});
  if (response.ok) { joins = await response.json(); render(); } else toast(t('rejected', {message: response.status}));
}

/** A seat's phones: each sits there or waits for the host, who allows or removes it. */
function seatDevices(seat) {
  const mine = devices && devices[seat] ? devices[seat].devices : [];
  return el('ul', {class: 'devices', 'data-seat': seat},
    mine.length ? mine.map((d) => el('li', {'data-device': d.id, 'data-allowed': d.allowed ? 'yes' : 'no'},
      `${d.label} · ${d.address ? d.address + ' · ' : ''}${d.since} · `,
      el('strong', {class: 'pairing-code'}, t('devices.code', {code: d.code})), ' · ',
      el('strong', {}, t(d.allowed ? 'devices.sits' : 'devices.waiting')), ' ',
      d.allowed ? '' : el('button', {type: 'button', class: 'action primary allow-device', onclick: async () => {
        // The host compares the code with the new phone's screen: a look-alike on a leaked link shows another.
        if (confirm(t('devices.allow.confirm', {code: d.code, n: seat + 1})) && await post(`/api/host/devices/${d.id}/allow`)) loadDevices();
      }}, t('devices.allow')),
      el('button', {type: 'button', class: 'action quiet-link remove-device', onclick: async () => {
        if (confirm(t('devices.remove.confirm', {n: seat + 1})) && await post(`/api/host/devices/${d.id}/remove`)) loadDevices();
      }}, t('devices.remove'))))
      : el('li', {class: 'muted'}, t('devices.none')));
}

// The host link can be replaced: every earlier one (a photographed console, an old host-link.txt) stops working.
let newHostUrl = null;

async function newHostLink() {
  if (!confirm(t('host.newlink.confirm'))) return;
  const response = await fetch('/api/host/new-host-link', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'});
  if (response.ok) { newHostUrl = (await response.json()).hostUrl; render(); } else toast(t('rejected', {message: response.status}));
}

function hostLinkCard() {
  return el('p', {class: 'host-link'},
    el('button', {type: 'button', class: 'action quiet-link', id: 'new-host-link', onclick: newHostLink}, t('host.newlink')),
    newHostUrl ? el('span', {}, ' ', t('host.newlink.done'), ' ', el('a', {href: newHostUrl, id: 'host-url'}, newHostUrl)) : '');
}

// The saved games (the journal): each can be downloaded as kontor play's JSON Lines.
async function loadSaved() {
  const response = await fetch('/api/host/games', {cache: 'no-store'}).catch(() => null);
  if (response && response.ok) saved = (await response.json()).games;
  if (view) render();
}

function savedList() {
  if (!saved.length) return '';
  return el('section', {class: 'card', id: 'saved'}, el('h2', {}, t('section.saved')),
    el('p', {class: 'muted'}, t('saved.hint')),
    el('ul', {class: 'saved'}, saved.map((g) => el('li', {'data-game': g.id},
      `#${g.id} · ${g.board} · ${g.names.join(', ')} · ${t('saved.moves', {n: g.moves})} · `
        + (g.current ? t('saved.current') : g.finished ? t('saved.finished') : t('saved.open')) + ' ',
      // The game on the table waits for its end: its download holds the seed, so every card to come.
      g.current && !(view && view.table.phase === 'ENDED') ? ''
        : el('a', {href: `/api/host/games/${g.id}/export`, download: `kontor-game-${g.id}.jsonl`}, t('saved.download')),
      g.current || g.finished ? '' : el('button', {type: 'button', class: 'action quiet-link resume-game', onclick: async () => {
        // The game on the table is saved move by move already: it stays in this list, to resume later.
        if (confirm(t('saved.resume.confirm', {id: g.id})) && await post(`/api/host/games/${g.id}/resume`)) {
          toast(t('saved.resumed', {id: g.id}));
          loadSaved();
        }
      }}, t('saved.resume'))))));
}
let formKey = '';
const form = el('form', {class: 'card setup', id: 'setup'});

function toast(text) {
  toastNode.textContent = text; toastNode.hidden = false;
  clearTimeout(toast.timer); toast.timer = setTimeout(() => { toastNode.hidden = true; }, 4500);
}

async function post(path, body) {
  const response = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body || {})});
  let answer = {};
  try { answer = await response.json(); } catch { /* not JSON */ }
  // The hub asks before an undo that takes back a card somebody has seen.
  if (answer.error && answer.error.kind === 'CONFIRM') {
    return confirm(answer.error.message) ? post(path, {...(body || {}), confirm: true}) : false;
  }
  if (!response.ok) toast(t('rejected', {message: answer.error ? answer.error.message : response.status}));
  return response.ok;
}

function label(prefix, choice) {
  const key = prefix + choice.id;
  return has(key) ? t(key) : choice.label;
}

/** How many play: in a game, its seats; in the lobby, the count chosen in the form. */
let chosenPlayers = null;
function seatsInPlay() {
  return view.table.names ? view.table.names.length : chosenPlayers || view.schema.maxPlayers;
}

/** A seat's colour: the game's, or in the lobby the one it plays with the count chosen. */
function seatColour(seat) {
  if (view.table.names) return (view.table.colours || [])[seat];
  const byPlayers = view.schema.coloursByPlayers || {};
  return (byPlayers[seatsInPlay()] || view.schema.colours)[seat];
}

/** A choice's words: its option's own (choice.OPTION.ID) where two options share a choice id, else the shared ones. */
function choiceLabel(option, choice) {
  const own = 'choice.' + option.id + '.' + choice.id;
  return has(own) ? t(own) : label('choice.', choice);
}

function buildForm() {
  const schema = view.schema;
  const names = el('div', {class: 'names'});
  const players = el('select', {name: 'players', id: 'players'},
    [...Array(schema.maxPlayers - schema.minPlayers + 1)].map((_, i) => {
      const n = schema.minPlayers + i;
      return el('option', {value: n, selected: n === (view.table.names ? view.table.names.length : schema.maxPlayers)}, String(n));
    }));
  const paintNames = () => {
    const old = [...names.querySelectorAll('input')].map((i) => i.value);
    chosenPlayers = +players.value;
    const oldBots = [...names.querySelectorAll('select.bot-choice')].map((s) => s.value);
    names.replaceChildren(...[...Array(+players.value)].map((_, seat) => el('label', {class: 'name'},
      el('span', {class: 'chip', style: `background:${COLOURS[seatColour(seat)] || '#999'}`}),
      el('input', {name: 'name', 'data-seat': seat, maxlength: 24, required: true,
        value: old[seat] || (view.table.names && view.table.names[seat]) || t('host.seat', {n: seat + 1})}),
      botChoice(seat, oldBots[seat] !== undefined ? oldBots[seat] : (view.table.bots || {})[seat] || '', null))));
  };
  players.addEventListener('change', () => { paintNames(); render(); });
  paintNames();
  // After a game the form offers the same setup again (board, dice, options), as the rematch button does.
  const last = view.table.names ? view.table : {};
  const board = el('select', {name: 'board', id: 'board-choice'},
    schema.boards.map((b) => el('option', {value: b.id, selected: b.id === last.board}, label('board.', b))));
  const options = schema.options.map((o) => el('label', {class: 'option'}, el('span', {}, has('option.' + o.id) ? t('option.' + o.id) : o.label),
    el('select', {name: 'option', 'data-option': o.id}, o.choices.map((c) => el('option', {value: c.id, selected: c.id === ((last.options || {})[o.id] ?? o.defaultChoice)}, choiceLabel(o, c))))));
  const dice = ['VIRTUAL', 'TABLE'].map((d) => el('label', {class: 'radio'},
    el('input', {type: 'radio', name: 'dice', value: d, checked: d === (last.dice || defaults.dice || 'VIRTUAL')}), t('host.dice.' + d)));
  form.replaceChildren(
    el('h2', {}, t('section.setup')),
    el('label', {class: 'field'}, el('span', {}, t('host.board')), board),
    el('label', {class: 'field'}, el('span', {}, t('host.players')), players),
    el('fieldset', {}, el('legend', {}, t('host.names')), names),
    gameModule(view).noDice ? '' : el('fieldset', {}, el('legend', {}, t('host.dice')), dice),
    options.length ? el('details', {}, el('summary', {}, t('host.options')), options) : '',
    (view.schema.botLevels || []).length ? hintsToggle() : '',
    el('button', {class: 'action primary', type: 'submit', id: 'start'}, t('host.start')));
  form.onsubmit = async (event) => {
    event.preventDefault();
    const body = {
      board: board.value,
      names: [...names.querySelectorAll('input')].map((i) => i.value.trim()),
      dice: (form.querySelector('input[name=dice]:checked') || {value: 'VIRTUAL'}).value,   // a game without dice has no choice
      options: Object.fromEntries([...form.querySelectorAll('select[data-option]')].map((s) => [s.dataset.option, s.value])),
      bots: Object.fromEntries([...names.querySelectorAll('select.bot-choice')].filter((s) => s.value).map((s) => [s.dataset.seat, s.value])),
    };
    if (await post('/api/host/start', body)) toast(t('host.started'));
  };
}

/**
 * Who plays a seat: its player, or the hub's bot at a level the game has (none: no choice shown).
 * In the form it is read on start; during a game {@code onChange} hands the seat over at once.
 */
function botChoice(seat, chosen, onChange) {
  const levels = (view.schema && view.schema.botLevels) || [];
  if (!levels.length) return '';
  const select = el('select', {class: 'bot-choice', 'data-seat': seat, 'aria-label': t('bot.who', {n: seat + 1})},
    el('option', {value: '', selected: !chosen}, t('bot.player')),
    levels.map((level) => el('option', {value: level, selected: chosen === level}, t('bot.plays', {level: t('bot.' + level)}))));
  if (onChange) select.addEventListener('change', () => onChange(select.value));
  return select;
}

/** The host's option "hints on request" (off by default): on at once for every phone, or off. */
function hintsToggle() {
  return el('label', {class: 'option hints-toggle'}, el('input', {type: 'checkbox', id: 'hints', checked: !!view.table.hints,
    onchange: async (e) => { if (await post('/api/host/hints', {on: e.target.checked})) toast(t(e.target.checked ? 'host.hints.on' : 'host.hints.off')); }}),
  el('span', {}, t('host.hints')));
}

/** The last accepted action in words ("Ana builds a trade route"), for the undo question. */
function lastAction() {
  const entry = (view.log || [])[(view.log || []).length - 1];
  if (!entry) return '';
  const game = gameModule(view);
  return entry.events.map((e) => game.describe(e, view)).filter(Boolean).join(' · ') || nameOf(view, entry.seat);
}

function render() {
  fill('title', view.table.title + ' · ' + t('host.title'));
  const playing = view.table.phase === 'PLAYING';
  const key = view.table.phase + document.documentElement.lang;
  if (!playing && key !== formKey) { formKey = key; buildForm(); }
  if (playing) formKey = '';
  const asked = view.undoAskedBy !== undefined && view.undoAskedBy !== null && playing;
  const controls = el('section', {class: 'card controls'},
    el('p', {class: 'big'}, t('phase.' + view.table.phase)),
    asked ? el('p', {class: 'waiting-for', id: 'undo-asked'}, t('host.undo.asked', {name: nameOf(view, view.undoAskedBy), what: lastAction()})) : '',
    el('div', {class: 'row'},
      el('button', {class: 'action' + (asked ? ' primary' : ''), type: 'button', id: 'undo', disabled: !view.canUndo,
        onclick: async () => {
          // Like End: the host sees what will be taken back and confirms.
          if (confirm(t('host.undo.confirm', {what: lastAction()})) && await post('/api/host/undo')) toast(t('host.undone'));
        }}, t('host.undo')),
      view.table.phase === 'ENDED' && view.table.names ? el('button', {class: 'action primary', type: 'button', id: 'rematch',
        onclick: async () => {
          const body = {board: view.table.board, names: view.table.names, dice: view.table.dice, options: view.table.options,
            bots: view.table.bots || {}};
          if (await post('/api/host/start', body)) toast(t('host.started'));
        }}, t('rematch')) : '',
      // A game over has nothing to end: the rematch or a new game is the way on.
      playing ? el('button', {class: 'action danger', type: 'button', id: 'end',
        onclick: async () => { if (confirm(t('host.end.confirm')) && await post('/api/host/end')) toast(t('host.ended')); }}, t('host.end')) : ''),
    playing && (view.schema.botLevels || []).length ? hintsToggle() : '',
    view.table.phase === 'ENDED' ? downloadGameLink(t) : '');
  const joinList = joins ? el('section', {class: 'card'}, el('h2', {}, t('section.join')), el('p', {class: 'muted'}, t('join.hint')),
    el('div', {class: 'joins'}, joins.seats.filter((s) => s.seat < seatsInPlay()).map((s) => el('figure', {class: 'join', 'data-seat': s.seat},
      el('img', {src: s.qr, alt: t('join.scan'), width: 120, height: 120}),
      el('figcaption', {}, el('span', {class: 'chip', style: `background:${COLOURS[seatColour(s.seat)] || '#999'}`}),
        (view.table.names && view.table.names[s.seat]) || t('host.seat', {n: s.seat + 1}),
        el('a', {href: s.url, class: 'join-link', 'data-seat': s.seat}, t('join.scan')),
        playing ? botChoice(s.seat, (view.table.bots || {})[s.seat] || '', async (level) => {
          if (await post('/api/host/bot', {seat: s.seat, level: level || null})) toast(t(level ? 'bot.handed' : 'bot.back', {n: s.seat + 1}));
        }) : '',
        seatDevices(s.seat),
        el('button', {type: 'button', class: 'action quiet-link new-link', 'data-seat': s.seat, onclick: () => newLink(s.seat)},
          t('devices.newlink')))))),
    hostLinkCard()) : '';
  app.replaceChildren(
    view.table.halted ? el('p', {class: 'banner', id: 'halted'}, view.table.halted) : '',
    view.table.resumedAt !== undefined ? el('p', {class: 'resumed', id: 'resumed'}, t('resumed', {n: view.table.resumedAt})) : '',
    el('p', {}, el('a', {class: 'button', href: '/table.html', target: '_blank'}, t('host.table'))),
    playing ? controls : form,
    playing ? hostPhysicalCard(view, post) : '',
    simulatorCard(),
    playing ? '' : (view.table.phase === 'ENDED' ? controls : ''),
    joinList,
    savedList());
}

async function start() {
  const given = await fetch('/api/defaults', {cache: 'no-store'}).catch(() => null);
  if (given && given.ok) defaults = await given.json();
  await loadBoard().catch(() => null);   // city names for the undo question
  const simulation = await fetch('/api/host/simulate', {cache: 'no-store'}).catch(() => null);
  if (simulation && simulation.ok) {
    const board = await simulation.json();
    simulated = board.attached;
    if (board.pieces && board.pieces.length) simPieces = board.pieces;
    simDice = board.dice !== false;
    if (!simPieces.includes(sim.piece)) sim.piece = simPieces[0];
  }
  const response = await fetch('/api/host/joins', {cache: 'no-store'});
  if (response.ok) joins = await response.json();
  await loadDevices();
  setInterval(loadDevices, 3000);
  connect('/ws/host', {
    onView(next) {
      // The view is taken once its game's module is there, so the setup form is built with the game's texts.
      loadGameModule(next).then(() => {
        view = next;
        if (view.table.phase !== savedPhase) { savedPhase = view.table.phase; loadSaved(); }
        render();
      });
    },
    onStatus(status) {
      showStatus(document.getElementById('status'), status);
      const banner = document.getElementById('banner');
      if (status === 'refused') { banner.textContent = t('refused.host'); banner.hidden = false; }
      else if (status === 'live') banner.hidden = true;
    },
  });
}

onLanguage(() => { formKey = ''; if (view) render(); });
fill('first', t('waiting.first'));
start();
