// Catan (base game) on the phone and the table screen. Everything is drawn from the engine's
// views and legal actions: the phone never decides what is legal.
import {el, who, nameOf} from './dom.js';
import {endSummary} from './summary.js';
import {t, list, addTexts} from './i18n.js';
import {drawRobber} from './board.js';
import {diceEntry, counters, pub, stat, shape, seatColour, handTile, actionButton} from './widgets.js';

const RES = ['brick', 'lumber', 'wool', 'grain', 'ore'];

/** What the turn is at: after a 7, who still discards or who moves the robber, before "Trade and build". */
function phaseText(view, p) {
  const pending = p.pending || {};
  if (pending.type === 'discard') {
    return t('cn.pending.discard', {who: list(Object.keys(pending.cardsToDiscard || {}).map((s) => nameOf(view, +s)))});
  }
  if (pending.type === 'move-robber') return t('cn.pending.robber', {name: nameOf(view, pending.seat)});
  return t('cn.phase.' + p.phase);
}

addTexts({
  en: {
    'cn.sum.points': 'Victory points',
    'cn.sum.production': 'Cards from rolls',
    'cn.sum.bank': 'Cards from the bank (start, Year of Plenty)',
    'cn.sum.stolen': 'Cards stolen',
    'cn.sum.robbed': 'Cards lost to the robber',
    'cn.sum.monopoly': 'Cards by Monopoly',
    'cn.sum.discarded': 'Cards discarded on a 7',
    'cn.sum.trades': 'Trades with players',
    'cn.sum.bank-trades': 'Trades with the bank or a harbour',
    'cn.sum.note': 'Only what everybody saw: a stolen card counts without its kind, and a victory point card only once the game is won.',
    'res.brick': 'Brick', 'res.lumber': 'Lumber', 'res.wool': 'Wool', 'res.grain': 'Grain', 'res.ore': 'Ore',
    'board.catan-beginner': 'The island (beginner frame)',
    'choice.on': 'on', 'choice.off': 'off', 'section.now': 'Just now',
    'option.layout': 'The island', 'choice.BEGINNER': 'beginner (the printed layout)',
    'choice.VARIABLE_SPIRAL': 'variable (numbers by the spiral)', 'choice.VARIABLE_NO_ADJACENT_RED': 'variable (no 6 or 8 side by side)',
    'option.shortage': 'When the bank cannot pay everyone', 'choice.FAQ': 'only one owed: they take what is left (FAQ)',
    'choice.STRICT': 'nobody gets it (rulebook)',
    'option.robberToDesert': 'The robber may go to the desert', 'option.tradeBeforeBuilding': 'Trade before building only (the Spanish rules\' order)',
    'option.victimWithCards': 'The robber\'s victim must hold a card when one does',
    'cn.terrain.FOREST': 'Forest', 'cn.terrain.PASTURE': 'Pasture', 'cn.terrain.FIELDS': 'Fields', 'cn.terrain.HILLS': 'Hills',
    'cn.terrain.MOUNTAINS': 'Mountains', 'cn.terrain.DESERT': 'Desert',
    'cn.card.KNIGHT': 'Knight', 'cn.card.VICTORY_POINT': 'Victory Point', 'cn.card.ROAD_BUILDING': 'Road Building',
    'cn.card.YEAR_OF_PLENTY': 'Year of Plenty', 'cn.card.MONOPOLY': 'Monopoly',
    'cn.card.text.KNIGHT': 'Move the robber and steal one card from a player there.',
    'cn.card.text.VICTORY_POINT': '1 victory point, kept hidden until you win.',
    'cn.card.text.ROAD_BUILDING': 'Build 2 roads for free.', 'cn.card.text.YEAR_OF_PLENTY': 'Take any 2 resource cards from the bank.',
    'cn.card.text.MONOPOLY': 'Name a resource: every other player gives you all their cards of it.',
    'cn.card.new': 'bought this turn: play it from your next turn', 'cn.no.cards': 'No development cards.',
    'cn.phase.SETUP': 'Founding: settlements and roads', 'cn.phase.BEFORE_ROLL': 'Before the roll',
    'cn.phase.AFTER_ROLL': 'Trade and build',
    'cn.pending.discard': 'Discarding: {who}', 'cn.pending.robber': '{name} moves the robber',
    'cn.kind.place-settlement': 'Place a settlement', 'cn.kind.place-road': 'Place a road', 'cn.kind.roll': 'Roll the dice',
    'cn.kind.discard': 'Discard', 'cn.kind.move-robber': 'Move the robber', 'cn.kind.trade-with-bank': 'Trade with the bank',
    'cn.kind.offer-trade': 'Offer a trade', 'cn.kind.accept-trade': 'Accept', 'cn.kind.decline-trade': 'Decline',
    'cn.kind.withdraw-trade': 'Withdraw my offer', 'cn.kind.counter-trade': 'Counter-offer', 'cn.send.counter': 'Send the counter-offer',
    'cn.declined.you': '{name} declines your offer.', 'cn.withdrawn.you': '{name} withdraws the offer.',
    'cn.kind.build-road': 'Build a road', 'cn.kind.build-settlement': 'Build a settlement', 'cn.kind.build-city': 'Build a city',
    'cn.kind.buy-card': 'Buy a development card', 'cn.kind.play-knight': 'Play a Knight',
    'cn.kind.play-road-building': 'Play Road Building', 'cn.kind.play-year-of-plenty': 'Play Year of Plenty',
    'cn.kind.play-monopoly': 'Play Monopoly', 'cn.kind.build-free-road': 'Place a free road', 'cn.kind.end-turn': 'End my turn',
    'cn.place.at': '{what}: beside {hexes}.', 'cn.tap.intersection': 'a highlighted corner', 'cn.tap.path': 'a highlighted edge', 'cn.tap.hex': 'a highlighted hex (the robber goes there)',
    'cn.cost': 'costs {cost}', 'cn.nothing': 'nothing', 'cn.turn.end.note': 'Ends your turn: no more building or trading.',
    'cn.discard.need': 'Discard {n} cards (a 7 was rolled and you hold more than 7).', 'cn.discard.send': 'Discard these {n}',
    'cn.victim': 'Steal a card from whom?', 'cn.victim.none': 'Nobody to steal from', 'cn.robber.hex': 'The robber goes to {hex}.',
    'cn.bank.give': 'Give', 'cn.bank.get': 'Get 1', 'cn.bank.confirm': 'Give {give}, take {take}',
    'cn.give': 'I give', 'cn.get': 'I get', 'cn.to': 'To', 'cn.send.offer': 'Send the offer',
    'cn.offer.from': '{from} offers you {give} for {get}.', 'cn.offer.mine': 'You offer {to} {give} for {get}.',
    'cn.offer.waiting': 'Waiting for {name} to answer.',
    'cn.plenty.pick': 'Choose 2 resources from the bank:', 'cn.plenty.send': 'Take {cards}',
    'cn.monopoly.pick': 'Which resource do the others hand over?', 'cn.monopoly.confirm': 'Take every {resource}',
    'cn.monopoly.you': '{name} played Monopoly: you gave {what}.', 'cn.free.roads': 'Road Building: {n} free roads left.', 'cn.free.roads.one': 'Road Building: 1 free road left.',
    'cn.rates': 'Trade rates', 'cn.points': 'Points', 'cn.knights': 'Knights', 'cn.road': 'Road',
    'cn.cards.short': 'cards', 'cn.dev.short': 'dev. cards', 'cn.roads.left': 'Roads', 'cn.settlements.left': 'Settlements',
    'cn.cities.left': 'Cities', 'cn.longest': 'Longest Road', 'cn.largest': 'Largest Army', 'cn.deck': 'Development cards in the deck: {n}',
    'cn.roll.of': '{name}\'s roll', 'cn.wins': '{name} wins!', 'cn.you.win': 'You win!', 'cn.won.how': '{points} points.',
    'cn.final.title': 'Final scores', 'cn.final.settlements': 'Settlements (1 each)', 'cn.final.cities': 'Cities (2 each)',
    'cn.final.longest': 'Longest Road (2)', 'cn.final.largest': 'Largest Army (2)', 'cn.final.cards': 'Victory point cards (1 each)',
    'cn.final.total': 'Points',
    'cn.final.note': 'Points: 1 a settlement, 2 a city, 2 for Longest Road, 2 for Largest Army, 1 a victory point card (face up now the game is over).',
    'cn.stolen.you': '{name} took {what} from you.', 'cn.stolen.by.you': 'You took {what} from {victim}.',
    'cn.bought.you': 'You bought: {card}.',
    'ev.settlement-placed': '{name} builds a settlement', 'ev.road-placed': '{name} builds a road', 'ev.road-placed.free': '{name} builds a free road',
    'ev.city-built': '{name} builds a city', 'ev.cards-received': '{name} receives {cards}', 'ev.cards-paid': '{name} pays {cards}',
    'ev.dice-rolled': '{name} rolled {a} + {b} = {sum}', 'ev.produced': '{name}: {cards}', 'ev.produced.none': 'nobody produces',
    'ev.shortage-withheld': 'the bank is short: nobody gets {what}', 'ev.must-discard': 'must discard: {who}',
    'ev.discarded': '{name} discards {cards}', 'ev.robber-moved': '{name} moves the robber to {hex}',
    'ev.card-stolen': '{name} steals {what} from {victim}', 'ev.a-card': 'a card', 'ev.nothing-stolen': '{name} steals nothing',
    'ev.bank-traded': '{name} trades {gave} for {took}', 'ev.trade-offered': '{name} offers {to} {give} for {get}',
    'ev.trade-declined': '{name} says no', 'ev.traded': '{name} gives {to} {give} for {get}',
    'ev.card-bought': '{name} buys a development card', 'ev.card-bought.named': '{name} buys a development card ({card})',
    'ev.card-played': '{name} plays {card}', 'ev.monopoly-taken': '{name} takes every {resource}: {from}',
    'ev.longest-road-changed': 'Longest Road: {name} ({n})', 'ev.longest-road-aside': 'Longest Road is set aside',
    'ev.largest-army-changed': 'Largest Army: {name} ({n} knights)', 'ev.turn-started': '{name}\'s turn begins',
    'ev.game-won': '{name} wins with {points} points!',
  },
  es: {
    'cn.sum.points': 'Puntos de victoria',
    'cn.sum.production': 'Cartas de las tiradas',
    'cn.sum.bank': 'Cartas de la banca (inicio, Descubrimiento)',
    'cn.sum.stolen': 'Cartas robadas',
    'cn.sum.robbed': 'Cartas perdidas por el ladrón',
    'cn.sum.monopoly': 'Cartas por Monopolio',
    'cn.sum.discarded': 'Cartas descartadas con un 7',
    'cn.sum.trades': 'Cambios con jugadores',
    'cn.sum.bank-trades': 'Cambios con la banca o un puerto',
    'cn.sum.note': 'Solo lo que todos vieron: una carta robada cuenta sin su tipo, y una carta de puntos solo al ganar la partida.',
    'res.brick': 'Arcilla', 'res.lumber': 'Madera', 'res.wool': 'Lana', 'res.grain': 'Cereal', 'res.ore': 'Mineral',
    'board.catan-beginner': 'La isla (marco para principiantes)',
    'choice.on': 'sí', 'choice.off': 'no', 'section.now': 'Ahora mismo',
    'option.layout': 'La isla', 'choice.BEGINNER': 'para principiantes (el montaje impreso)',
    'choice.VARIABLE_SPIRAL': 'variable (números en espiral)', 'choice.VARIABLE_NO_ADJACENT_RED': 'variable (sin 6 ni 8 juntos)',
    'option.shortage': 'Cuando la banca no puede pagar a todos', 'choice.FAQ': 'si solo uno cobra, se lleva lo que queda (FAQ)',
    'choice.STRICT': 'nadie cobra (reglamento)',
    'option.robberToDesert': 'El ladrón puede ir al desierto', 'option.tradeBeforeBuilding': 'Comerciar solo antes de construir (el orden del resumen)',
    'option.victimWithCards': 'La víctima del ladrón debe tener cartas si alguien las tiene',
    'cn.terrain.FOREST': 'Bosque', 'cn.terrain.PASTURE': 'Pasto', 'cn.terrain.FIELDS': 'Sembrado', 'cn.terrain.HILLS': 'Cerro',
    'cn.terrain.MOUNTAINS': 'Montaña', 'cn.terrain.DESERT': 'Desierto',
    'cn.card.KNIGHT': 'Caballero', 'cn.card.VICTORY_POINT': 'Punto de victoria', 'cn.card.ROAD_BUILDING': 'Construcción de carreteras',
    'cn.card.YEAR_OF_PLENTY': 'Invento', 'cn.card.MONOPOLY': 'Monopolio',
    'cn.card.text.KNIGHT': 'Mueve el ladrón y roba una carta a un jugador de allí.',
    'cn.card.text.VICTORY_POINT': '1 punto de victoria, oculto hasta que ganes.',
    'cn.card.text.ROAD_BUILDING': 'Construye 2 carreteras gratis.', 'cn.card.text.YEAR_OF_PLENTY': 'Toma 2 materias primas cualesquiera de la banca.',
    'cn.card.text.MONOPOLY': 'Nombra una materia prima: los demás te dan todas sus cartas de ella.',
    'cn.card.new': 'comprada este turno: se juega desde tu próximo turno', 'cn.no.cards': 'Sin cartas de desarrollo.',
    'cn.phase.SETUP': 'Fundación: poblados y carreteras', 'cn.phase.BEFORE_ROLL': 'Antes de tirar',
    'cn.phase.AFTER_ROLL': 'Comerciar y construir',
    'cn.pending.discard': 'Descartan: {who}', 'cn.pending.robber': '{name} mueve el ladrón',
    'cn.kind.place-settlement': 'Colocar un poblado', 'cn.kind.place-road': 'Colocar una carretera', 'cn.kind.roll': 'Tirar los dados',
    'cn.kind.discard': 'Descartar', 'cn.kind.move-robber': 'Mover el ladrón', 'cn.kind.trade-with-bank': 'Comerciar con la banca',
    'cn.kind.offer-trade': 'Ofrecer un cambio', 'cn.kind.accept-trade': 'Aceptar', 'cn.kind.decline-trade': 'Rechazar',
    'cn.kind.withdraw-trade': 'Retirar mi oferta', 'cn.kind.counter-trade': 'Contraoferta', 'cn.send.counter': 'Enviar la contraoferta',
    'cn.declined.you': '{name} rechaza tu oferta.', 'cn.withdrawn.you': '{name} retira la oferta.',
    'cn.kind.build-road': 'Construir una carretera', 'cn.kind.build-settlement': 'Construir un poblado', 'cn.kind.build-city': 'Construir una ciudad',
    'cn.kind.buy-card': 'Comprar una carta de desarrollo', 'cn.kind.play-knight': 'Jugar un Caballero',
    'cn.kind.play-road-building': 'Jugar Construcción de carreteras', 'cn.kind.play-year-of-plenty': 'Jugar Invento',
    'cn.kind.play-monopoly': 'Jugar Monopolio', 'cn.kind.build-free-road': 'Colocar una carretera gratis', 'cn.kind.end-turn': 'Terminar mi turno',
    'cn.place.at': '{what}: junto a {hexes}.', 'cn.tap.intersection': 'un cruce resaltado', 'cn.tap.path': 'un borde resaltado', 'cn.tap.hex': 'una casilla resaltada (allí va el ladrón)',
    'cn.cost': 'cuesta {cost}', 'cn.nothing': 'nada', 'cn.turn.end.note': 'Termina tu turno: ya no podrás construir ni comerciar.',
    'cn.discard.need': 'Descarta {n} cartas (salió un 7 y tienes más de 7).', 'cn.discard.send': 'Descartar estas {n}',
    'cn.victim': '¿A quién le robas una carta?', 'cn.victim.none': 'No hay a quién robar', 'cn.robber.hex': 'El ladrón va a {hex}.',
    'cn.bank.give': 'Doy', 'cn.bank.get': 'Recibo 1', 'cn.bank.confirm': 'Dar {give}, recibir {take}',
    'cn.give': 'Doy', 'cn.get': 'Recibo', 'cn.to': 'A', 'cn.send.offer': 'Enviar la oferta',
    'cn.offer.from': '{from} te ofrece {give} por {get}.', 'cn.offer.mine': 'Ofreces a {to} {give} por {get}.',
    'cn.offer.waiting': 'Esperando la respuesta de {name}.',
    'cn.plenty.pick': 'Elige 2 materias primas de la banca:', 'cn.plenty.send': 'Tomar {cards}',
    'cn.monopoly.pick': '¿Qué materia prima te entregan los demás?', 'cn.monopoly.confirm': 'Pedir todas las cartas de {resource}',
    'cn.monopoly.you': '{name} jugó Monopolio: le diste {what}.', 'cn.free.roads': 'Construcción de carreteras: quedan {n} carreteras gratis.', 'cn.free.roads.one': 'Construcción de carreteras: queda 1 carretera gratis.',
    'cn.rates': 'Comercio marítimo', 'cn.points': 'Puntos', 'cn.knights': 'Caballeros', 'cn.road': 'Carretera',
    'cn.cards.short': 'cartas', 'cn.dev.short': 'cartas des.', 'cn.roads.left': 'Carreteras', 'cn.settlements.left': 'Poblados',
    'cn.cities.left': 'Ciudades', 'cn.longest': 'Gran ruta comercial', 'cn.largest': 'Gran ejército de caballería',
    'cn.deck': 'Cartas de desarrollo en el mazo: {n}',
    'cn.roll.of': 'Tirada de {name}', 'cn.wins': '¡Gana {name}!', 'cn.you.win': '¡Has ganado!', 'cn.won.how': '{points} puntos.',
    'cn.final.title': 'Puntuación final', 'cn.final.settlements': 'Poblados (1 cada uno)', 'cn.final.cities': 'Ciudades (2 cada una)',
    'cn.final.longest': 'Gran ruta comercial (2)', 'cn.final.largest': 'Gran ejército de caballería (2)',
    'cn.final.cards': 'Cartas de puntos (1 cada una)', 'cn.final.total': 'Puntos',
    'cn.final.note': 'Puntos: 1 por poblado, 2 por ciudad, 2 por la Gran ruta comercial, 2 por el Gran ejército de caballería, 1 por carta de puntos (boca arriba al acabar la partida).',
    'cn.stolen.you': '{name} te robó {what}.', 'cn.stolen.by.you': 'Robaste {what} a {victim}.',
    'cn.bought.you': 'Compraste: {card}.',
    'ev.settlement-placed': '{name} construye un poblado', 'ev.road-placed': '{name} construye una carretera',
    'ev.road-placed.free': '{name} construye una carretera gratis',
    'ev.city-built': '{name} construye una ciudad', 'ev.cards-received': '{name} recibe {cards}', 'ev.cards-paid': '{name} paga {cards}',
    'ev.dice-rolled': '{name} sacó {a} + {b} = {sum}', 'ev.produced': '{name}: {cards}', 'ev.produced.none': 'nadie produce',
    'ev.shortage-withheld': 'a la banca le falta: nadie recibe {what}', 'ev.must-discard': 'deben descartar: {who}',
    'ev.discarded': '{name} descarta {cards}', 'ev.robber-moved': '{name} mueve el ladrón a {hex}',
    'ev.card-stolen': '{name} roba {what} a {victim}', 'ev.a-card': 'una carta', 'ev.nothing-stolen': '{name} no roba nada',
    'ev.bank-traded': '{name} cambia {gave} por {took}', 'ev.trade-offered': '{name} ofrece a {to} {give} por {get}',
    'ev.trade-declined': '{name} dice que no', 'ev.traded': '{name} da a {to} {give} por {get}',
    'ev.card-bought': '{name} compra una carta de desarrollo', 'ev.card-bought.named': '{name} compra una carta de desarrollo ({card})',
    'ev.card-played': '{name} juega {card}', 'ev.monopoly-taken': '{name} se lleva todo el {resource}: {from}',
    'ev.longest-road-changed': 'Gran ruta comercial: {name} ({n})', 'ev.longest-road-aside': 'La gran ruta comercial queda apartada',
    'ev.largest-army-changed': 'Gran ejército de caballería: {name} ({n} caballeros)', 'ev.turn-started': 'Empieza el turno de {name}',
    'ev.game-won': '¡{name} gana con {points} puntos!',
  },
});

/** The public part of any view: a seat view nests it under "table". */

const count = (resources, r) => (resources && resources[r]) || 0;
const resName = (r) => t('res.' + String(r).toLowerCase());
const cardName = (card) => t('cn.card.' + card);

/** "1 Brick, 2 Ore", or "nothing". */
function cards(resources) {
  const parts = RES.filter((r) => count(resources, r) > 0).map((r) => `${count(resources, r)} ${resName(r)}`);
  return parts.length ? parts.join(', ') : t('cn.nothing');
}

/** A hex in words: "Forest 11", "Desert". */
function hexName(view, hex) {
  const h = ((pub(view) || {}).hexes || [])[hex];
  if (!h) return '#' + hex;
  return t('cn.terrain.' + h.terrain) + (h.number ? ' ' + h.number : '');
}

function costText(action) {
  return RES.some((r) => count(action.cost, r) > 0) ? t('cn.cost', {cost: cards(action.cost)}) : '';
}

const QUIET = new Set(['decline-trade', 'end-turn']);

function bigButton(text, onclick, kind, extra = '') {
  return actionButton(text, onclick, kind, {quiet: QUIET.has(kind), cost: extra});
}

function details(kind, ...body) {
  return el('details', {class: 'more', 'data-kind': kind}, el('summary', {class: 'action'}, t('cn.kind.' + kind)), ...body);
}

/** Which board element a choice points at. */
function target(choice) {
  if ('path' in choice) return 'path-' + choice.path;
  if ('intersection' in choice) return 'intersection-' + choice.intersection;
  return null;
}

/** Building and placing: tap one of the highlighted places on the board, then confirm. */
function placeButton(view, api, action) {
  const byId = Object.fromEntries(action.choices.map((c) => [target(c), c]));
  const ids = Object.keys(byId);
  return bigButton(t('cn.kind.' + action.kind), () => {
    if (!api.pick(ids, t('cn.tap.' + ids[0].split('-')[0]), (id) => api.send(byId[id]), {},
      {describe: (id) => t('cn.place.at', {what: t('cn.kind.' + action.kind), hexes: list(hexesBeside(view, id))})})) {
      api.send(action.choices[0]);
    }
  }, action.kind, costText(action));
}

/**
 * The land hexes beside a tapped crossroads or edge, in words ("Hills 8, Forest 3"): what a player
 * checks before confirming. Read from the drawing: the hexes whose middle is a hex's radius away.
 */
function hexesBeside(view, id) {
  const svg = document.querySelector('#board svg');
  const node = svg && svg.querySelector('#' + id);
  if (!node) return [];
  const at = node.tagName === 'line'
    ? {x: (+node.getAttribute('x1') + +node.getAttribute('x2')) / 2, y: (+node.getAttribute('y1') + +node.getAttribute('y2')) / 2}
    : {x: +node.getAttribute('cx'), y: +node.getAttribute('cy')};
  const land = new Set(((pub(view) || {}).hexes || []).filter((h) => h.terrain !== 'SEA').map((h) => h.hex));
  const hexes = [...svg.querySelectorAll('polygon[id^="hex-"]')].map((p) => {
    const corners = p.getAttribute('points').trim().split(/\s+/).map((xy) => xy.split(',').map(Number));
    const c = {x: corners.reduce((s, [x]) => s + x, 0) / 6, y: corners.reduce((s, [, y]) => s + y, 0) / 6};
    return {hex: +p.id.slice('hex-'.length), away: Math.hypot(c.x - at.x, c.y - at.y),
      radius: Math.hypot(corners[0][0] - c.x, corners[0][1] - c.y)};
  });
  return hexes.filter((h) => land.has(h.hex) && h.away <= h.radius * 1.05).sort((a, b) => a.away - b.away).map((h) => hexName(view, h.hex));
}

/** The robber: tap a hex (the allowed ones stand out, the rest is veiled), then choose whom to rob. */
function robberMove(view, api, action) {
  const byHex = {};
  for (const c of action.choices) (byHex['hex-' + c.hex] ||= []).push(c);
  const box = el('div', {class: 'prompt', 'data-kind': 'move-robber'});
  const chooseVictim = (id) => {
    const choices = byHex[id];
    if (choices.length === 1) { api.send(choices[0]); return; }
    box.replaceChildren(el('p', {class: 'prompt-text'}, t('cn.robber.hex', {hex: hexName(view, choices[0].hex)}), ' ', t('cn.victim')),
      el('div', {class: 'pills'}, choices.map((c) => el('button', {type: 'button', class: 'pill big', 'data-victim': c.victim,
        onclick: () => api.send(c)}, c.victim < 0 ? t('cn.victim.none') : who(view, c.victim)))));
  };
  box.append(bigButton(t('cn.kind.move-robber'), () => {
    if (!api.pick(Object.keys(byHex), t('cn.tap.hex'), chooseVictim, {}, {describe: (id) => hexName(view, byHex[id][0].hex)})) {
      chooseVictim(Object.keys(byHex)[0]);
    }
  }, 'move-robber'));
  return box;
}

/** Counters over the seat's own hand that unlock at exactly {need} cards. */
function discardForm(view, api) {
  const pending = pub(view).pending || {};
  const need = (pending.cardsToDiscard || {})[view.seat] || 0;
  const hand = Object.fromEntries(RES.map((r) => [r, count(view.game.hand, r)]));
  const button = el('button', {type: 'button', class: 'action primary', disabled: true, 'data-kind': 'discard-send'});
  const update = (counts) => {
    const n = RES.reduce((sum, r) => sum + counts[r], 0);
    button.disabled = n !== need;
    button.textContent = t('cn.discard.send', {n});
  };
  const form = counters(RES, hand, resName, update);
  update(form.counts);
  button.addEventListener('click', () => api.send({type: 'discard', cards: {...form.counts}}));
  return el('div', {class: 'prompt', 'data-kind': 'discard'}, el('p', {class: 'prompt-text'}, t('cn.discard.need', {n: need})), form.node, button);
}

/** The bank or a harbour: what to give (at this seat's best rate), what to get, confirm. */
function bankForm(view, api, action) {
  const rates = view.game.tradeRates || {};
  const byGive = {};
  for (const c of action.choices) (byGive[c.give] ||= []).push(c);
  const box = el('div', {class: 'bank'});
  const takes = el('div', {class: 'takes'});
  const gives = Object.keys(byGive).map((give) => el('button', {type: 'button', class: 'pill', 'data-give': give, onclick: (e) => {
    box.querySelectorAll('[data-give]').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
    box.querySelector('.confirm-box')?.remove();
    const rate = rates[give.toLowerCase()] || 4;
    takes.replaceChildren(el('span', {}, t('cn.bank.get')), ...byGive[give].map((c) => el('button', {type: 'button', class: 'pill',
      'data-get': c.get, onclick: (e2) => {
        takes.querySelectorAll('[data-get]').forEach((b) => b.classList.toggle('chosen', b === e2.currentTarget));
        box.querySelector('.confirm-box')?.remove();
        box.append(el('div', {class: 'confirm-box'}, el('button', {type: 'button', class: 'action primary', 'data-kind': 'confirm-trade',
          onclick: () => api.send(c)}, t('cn.bank.confirm', {give: rate + ' ' + resName(give), take: '1 ' + resName(c.get)}))));
      }}, resName(c.get))));
  }}, `${rates[RES.indexOf(give.toLowerCase())] || 4} ${resName(give)}`));
  box.append(el('span', {}, t('cn.bank.give')), ...gives, takes);
  return details(action.kind, box);
}

/** An offer to another player: only the active player offers, to one player at a time. */
function offerForm(view, api, action) {
  const p = pub(view);
  const hand = Object.fromEntries(RES.map((r) => [r, count(view.game.hand, r)]));
  const others = p.players.filter((s) => s.seat !== view.seat);
  let to = others.length ? others[0].seat : -1;
  const box = el('div', {class: 'trade-form'});
  const give = counters(RES, hand, resName, () => {});
  const get = counters(RES, {}, resName, () => {});
  give.node.dataset.side = 'give';
  get.node.dataset.side = 'get';
  const pickTo = el('div', {class: 'to'}, el('span', {}, t('cn.to')), others.map((s) => el('button', {type: 'button',
    class: 'pill' + (s.seat === to ? ' chosen' : ''), 'data-seat': s.seat, onclick: (e) => {
      to = s.seat;
      box.querySelectorAll('.to .pill').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
    }}, who(view, s.seat))));
  const send = el('button', {type: 'button', class: 'action primary', 'data-kind': 'offer-trade-send',
    onclick: () => api.send({type: 'offer-trade', to, give: {...give.counts}, get: {...get.counts}})}, t('cn.send.offer'));
  box.append(pickTo, el('h3', {}, t('cn.give')), give.node, el('h3', {}, t('cn.get')), get.node, send);
  return details(action.kind, box);
}

/**
 * A counter-offer to the offer made to this player: it starts from the offer's terms seen from
 * this side (what they give, I get) and goes back to the one who offered.
 */
function counterForm(view, api, action, offer) {
  const hand = Object.fromEntries(RES.map((r) => [r, count(view.game.hand, r)]));
  const terms = (resources) => Object.fromEntries(RES.map((r) => [r, count(resources, r)]));
  const give = counters(RES, hand, resName, () => {}, offer ? terms(offer.get) : {});
  const get = counters(RES, {}, resName, () => {}, offer ? terms(offer.give) : {});
  give.node.dataset.side = 'give';
  get.node.dataset.side = 'get';
  const send = el('button', {type: 'button', class: 'action primary', 'data-kind': 'counter-trade-send',
    onclick: () => api.send({type: 'counter-trade', give: {...give.counts}, get: {...get.counts}})}, t('cn.send.counter'));
  return details(action.kind, el('div', {class: 'trade-form'}, el('h3', {}, t('cn.give')), give.node, el('h3', {}, t('cn.get')), get.node, send));
}

/** Year of Plenty: two cards from the bank (the same twice is fine). */
function plentyForm(view, api, action) {
  const button = el('button', {type: 'button', class: 'action primary', disabled: true, 'data-kind': 'play-year-of-plenty-send'});
  let chosen = null;
  const update = (counts) => {
    const picked = RES.flatMap((r) => Array(counts[r]).fill(r.toUpperCase()));
    chosen = picked.length === 2 ? action.choices.find((c) => c.first === picked[0] && c.second === picked[1]) : null;
    button.disabled = !chosen;
    button.textContent = t('cn.plenty.send', {cards: picked.length ? cards(counts) : t('cn.nothing')});
  };
  const max = Object.fromEntries(RES.map((r) => [r, action.choices.some((c) => c.first === r.toUpperCase()) ? 2 : 0]));
  const form = counters(RES, max, resName, update);
  update(form.counts);
  button.addEventListener('click', () => { if (chosen) api.send(chosen); });
  return details(action.kind, el('p', {class: 'prompt-text'}, t('cn.plenty.pick')), form.node, button);
}

/** Monopoly takes from every other player at once: the resource is tapped, then confirmed. */
function monopolyForm(view, api, action) {
  const confirm = el('div', {class: 'confirm-box'});
  const pills = el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill big', 'data-resource': c.resource,
    onclick: (event) => {
      pills.querySelectorAll('.pill').forEach((p) => p.classList.toggle('chosen', p === event.currentTarget));
      confirm.replaceChildren(el('button', {type: 'button', class: 'action primary', 'data-kind': 'confirm-monopoly',
        onclick: () => api.send(c)}, t('cn.monopoly.confirm', {resource: resName(c.resource)})));
    }}, resName(c.resource))));
  return details(action.kind, el('p', {class: 'prompt-text'}, t('cn.monopoly.pick')), pills, confirm);
}

function tile(resource, n) {
  return handTile(resource, n, resName(resource));
}

function devCard(card, isNew) {
  return el('li', {class: 'dev-card', 'data-card': card}, el('h3', {}, cardName(card)), el('p', {}, t('cn.card.text.' + card)),
    isNew ? el('p', {class: 'why muted'}, t('cn.card.new')) : '');
}

const pieceColour = seatColour;

const HARBOUR_FILL = {BRICK: '#c46a3c', LUMBER: '#3f7a3a', WOOL: '#9fcf6a', GRAIN: '#ecc94b', ORE: '#9b8e84'};

export const catan = {
  /** This game's looks (public/catan.css), linked when the module loads. */
  stylesheet: '/catan.css',

  turnSeat(view) {
    const p = pub(view);
    return p ? p.activeSeat : null;
  },

  moves(view, api) {
    const p = pub(view);
    const out = [];
    const offer = p.pending && p.pending.type === 'trade-offer' ? p.pending : null;
    if (offer && offer.to === view.seat) {
      out.push(el('div', {class: 'prompt offer', 'data-kind': 'offer'}, el('p', {class: 'prompt-text'},
        t('cn.offer.from', {from: nameOf(view, offer.from), give: cards(offer.give), get: cards(offer.get)}))));
    } else if (offer && offer.from === view.seat) {
      out.push(el('div', {class: 'offer mine', 'data-kind': 'my-offer'},
        el('p', {class: 'prompt-text'}, t('cn.offer.mine', {to: nameOf(view, offer.to), give: cards(offer.give), get: cards(offer.get)})),
        el('p', {class: 'waiting-for'}, t('cn.offer.waiting', {name: nameOf(view, offer.to)}))));
    }
    if (p.pending && p.pending.type === 'free-roads' && p.pending.seat === view.seat) {
      out.push(el('p', {class: 'prompt-text'}, t(p.pending.remaining === 1 ? 'cn.free.roads.one' : 'cn.free.roads', {n: p.pending.remaining})));
    }
    let endTurn = null;
    for (const action of view.legal || []) {
      const kind = action.kind;
      const first = action.choices[0];
      if (kind === 'end-turn') {
        endTurn = el('div', {class: 'end-turn-box'}, bigButton(t('cn.kind.end-turn'), () => api.send(first), kind),
          el('p', {class: 'muted'}, t('cn.turn.end.note')));
      } else if (kind === 'decline-trade' && offer && offer.from === view.seat) {
        out.push(bigButton(t('cn.kind.withdraw-trade'), () => api.send(first), kind));
      } else if (kind === 'roll') {
        out.push(view.table.dice === 'TABLE' ? diceEntry((a, b) => api.send({type: 'roll', dice: [a, b]}))
          : bigButton(t('cn.kind.roll'), () => api.send(first), kind));
      } else if (kind === 'discard') {
        out.unshift(discardForm(view, api));
      } else if (kind === 'move-robber') {
        out.unshift(robberMove(view, api, action));
      } else if (kind === 'trade-with-bank') {
        out.push(bankForm(view, api, action));
      } else if (kind === 'offer-trade') {
        out.push(offerForm(view, api, action));
      } else if (kind === 'counter-trade') {
        out.push(counterForm(view, api, action, offer));
      } else if (kind === 'play-year-of-plenty') {
        out.push(plentyForm(view, api, action));
      } else if (kind === 'play-monopoly') {
        out.push(monopolyForm(view, api, action));
      } else if (first && target(first)) {
        out.push(placeButton(view, api, action));
      } else {
        out.push(bigButton(t('cn.kind.' + kind), () => api.send(first), kind, costText(action)));
      }
    }
    if (endTurn) out.push(endTurn);
    return out;
  },

  phoneSections(view) {
    const p = pub(view);
    const g = view.game;
    const me = p.players[view.seat];
    const hand = el('section', {class: 'card hand-card'}, el('h2', {}, t('section.hand')),
      el('div', {class: 'tiles'}, RES.map((r) => tile(r, count(g.hand, r)))));
    const mine = [...(g.developmentCards || []).map((c) => devCard(c, false)), ...(g.boughtThisTurn || []).map((c) => devCard(c, true))];
    const dev = el('section', {class: 'card', id: 'dev-cards'}, el('h2', {}, t('section.cards')),
      mine.length ? el('ul', {class: 'dev-cards'}, mine) : el('p', {class: 'muted'}, t('cn.no.cards')));
    const rates = el('section', {class: 'card', id: 'rates'}, el('h2', {}, t('cn.rates')), el('div', {class: 'stats'},
      RES.map((r) => stat(resName(r), (g.tradeRates || {})[r] + ':1'))));
    const pieces = el('section', {class: 'card'}, el('h2', {}, t('section.pieces')), el('div', {class: 'stats four'},
      stat(t('cn.points'), g.points), stat(t('cn.roads.left'), me.roadsLeft), stat(t('cn.settlements.left'), me.settlementsLeft),
      stat(t('cn.cities.left'), me.citiesLeft)));
    const roll = el('section', {class: 'card roll-card'}, el('h2', {}, t('section.roll')), this.lastRoll(view));
    return [hand, roll, dev, rates, pieces, el('section', {class: 'card'}, el('h2', {}, t('section.players')), this.players(view))];
  },

  /** Public counts per player; connected (table screen only) marks the seats whose phone is on. */
  players(view, connected) {
    const p = pub(view);
    if (!p) return '';
    const link = (seat) => (connected ? el('span', {class: 'link-dot' + (connected[seat] ? ' on' : ''),
      'data-connected': connected[seat] ? 'yes' : 'no', title: t(connected[seat] ? 'seat.connected' : 'seat.disconnected')}) : '');
    const badges = (seat) => [p.longestRoad === seat ? el('span', {class: 'badge', 'data-badge': 'longest-road'}, t('cn.longest')) : '',
      p.largestArmy === seat ? el('span', {class: 'badge', 'data-badge': 'largest-army'}, t('cn.largest')) : ''];
    return el('div', {}, el('table', {class: 'players'}, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('cn.points')),
      el('th', {}, t('cn.cards.short')), el('th', {}, t('cn.dev.short')), el('th', {}, t('cn.knights')), el('th', {}, t('cn.road')))),
    el('tbody', {}, p.players.map((s) => el('tr', {class: (s.seat === p.activeSeat ? 'active' : '') + (s.seat === view.seat ? ' me' : ''),
      'data-seat': s.seat},
    el('td', {}, link(s.seat), who(view, s.seat), ...badges(s.seat)), el('td', {class: 'num', 'data-field': 'points'}, String(s.points + (s.victoryPointCards || 0))),   // the cards count once face up
    el('td', {class: 'num', 'data-field': 'cards'}, String(s.resourceCards)), el('td', {class: 'num'}, String(s.developmentCards)),
    el('td', {class: 'num'}, String(s.knights)), el('td', {class: 'num'}, String(s.roadLength)))))),
    el('p', {class: 'muted'}, t('cn.deck', {n: p.developmentCardsInDeck})));
  },

  /** The dice and who got what from this turn's roll (the table screen's who-got-what). */
  lastRoll(view) {
    const p = pub(view);
    if (!p) return el('p', {class: 'muted'}, t('no.roll'));
    const dice = p.dice || [];
    const faces = dice.length === 2 ? el('div', {class: 'dice-shown'}, dice.map((d) => el('span', {class: 'die-face'}, String(d))),
      el('span', {class: 'sum' + (dice[0] + dice[1] === 7 ? ' seven' : '')}, '= ' + (dice[0] + dice[1]))) : el('p', {class: 'muted'}, t('no.roll'));
    const recent = [...(view.log || [])].reverse().find((entry) => entry.events.some((e) => e.type === 'dice-rolled' || e.type === 'turn-started'));
    const rolled = recent && recent.events.some((e) => e.type === 'dice-rolled') ? recent : null;
    const got = (rolled ? rolled.events : []).filter((e) => e.type !== 'dice-rolled' && e.type !== 'turn-started');
    const roller = rolled ? rolled.events.find((e) => e.type === 'dice-rolled').seat : null;
    return el('div', {id: 'who-got-what'}, faces,
      roller !== null && dice.length === 2 ? el('div', {class: 'roller'}, t('cn.roll.of', {name: nameOf(view, roller)})) : '',
      el('div', {class: 'phase', id: 'catan-phase'}, phaseText(view, p)),
      got.length ? el('ul', {class: 'got'}, got.map((e) => this.describe(e, view)).filter(Boolean).map((text) => el('li', {}, text))) : '');
  },

  describe(e, view) {
    const name = (s) => (s === -1 || s === undefined || s === null ? '—' : nameOf(view, s));
    switch (e.type) {
      case 'settlement-placed': return t('ev.settlement-placed', {name: name(e.seat)});
      case 'road-placed': return t(e.free ? 'ev.road-placed.free' : 'ev.road-placed', {name: name(e.seat)});
      case 'city-built': return t('ev.city-built', {name: name(e.seat)});
      case 'cards-received': case 'cards-paid': case 'discarded': return t('ev.' + e.type, {name: name(e.seat), cards: cards(e.cards)});
      case 'dice-rolled': return t('ev.dice-rolled', {name: name(e.seat), a: e.first, b: e.second, sum: e.first + e.second});
      case 'produced': {
        const lines = Object.entries(e.received || {}).filter(([, c]) => RES.some((r) => count(c, r) > 0))
          .map(([s, c]) => t('ev.produced', {name: name(+s), cards: cards(c)}));
        return lines.length ? lines.join(' · ') : t('ev.produced.none', {roll: e.roll});
      }
      case 'shortage-withheld': return t('ev.shortage-withheld', {what: (e.resources || []).map(resName).join(', ')});
      case 'must-discard': return t('ev.must-discard', {who: Object.entries(e.cardsToDiscard || {}).map(([s, n]) => `${name(+s)} ${n}`).join(', ')});
      case 'robber-moved': return t('ev.robber-moved', {name: name(e.seat), hex: hexName(view, e.hex)});
      case 'card-stolen': return t('ev.card-stolen', {name: name(e.thief), victim: name(e.victim),
        what: e.resource ? '1 ' + resName(e.resource) : t('ev.a-card')});
      case 'nothing-stolen': return t('ev.nothing-stolen', {name: name(e.seat)});
      case 'bank-traded': return t('ev.bank-traded', {name: name(e.seat), gave: cards(e.gave), took: cards(e.took)});
      case 'trade-offered': return t('ev.trade-offered', {name: name(e.from), to: name(e.to), give: cards(e.give), get: cards(e.get)});
      case 'trade-declined': return t('ev.trade-declined', {name: name(e.by)});
      case 'traded': return t('ev.traded', {name: name(e.from), to: name(e.to), give: cards(e.give), get: cards(e.get)});
      case 'card-bought': return e.card ? t('ev.card-bought.named', {name: name(e.seat), card: cardName(e.card)})
        : t('ev.card-bought', {name: name(e.seat)});
      case 'card-played': return t('ev.card-played', {name: name(e.seat), card: cardName(e.card)});
      case 'monopoly-taken': return t('ev.monopoly-taken', {name: name(e.seat), resource: resName(e.resource),
        from: Object.entries(e.given || {}).map(([s, n]) => `${name(+s)} ${n}`).join(', ') || t('cn.nothing')});
      case 'longest-road-changed': return e.holder < 0 ? t('ev.longest-road-aside') : t('ev.longest-road-changed', {name: name(e.holder), n: e.length});
      case 'largest-army-changed': return t('ev.largest-army-changed', {name: name(e.holder), n: e.knights});
      case 'turn-started': return t('ev.turn-started', {name: name(e.seat)});
      case 'game-won': return t('ev.game-won', {name: name(e.seat), points: e.points});
      default: return (e.seat !== undefined ? name(e.seat) + ': ' : '') + String(e.type).replace(/-/g, ' ');
    }
  },

  /** Whom the game waits for: an open offer waits for its answer (its maker may only withdraw it). */
  waitingOn(view) {
    const pending = (pub(view) || {}).pending;
    return pending && pending.type === 'trade-offer' ? [pending.to] : view.needs || [];
  },

  /** Lines for this phone only: a steal (both ways) and the card it just bought. */
  news(view) {
    const lines = [];
    // The offer a "no" answers: the last one made, found in the log (the answer names only who said it).
    const offers = (view.log || []).flatMap((entry) => entry.events).filter((e) => e.type === 'trade-offered');
    const answered = offers[offers.length - 1];
    for (const e of view.lastEvents || []) {
      if (e.type === 'trade-declined' && answered && e.by !== view.seat && (answered.from === view.seat || answered.to === view.seat)) {
        lines.push(t(answered.from === view.seat ? 'cn.declined.you' : 'cn.withdrawn.you', {name: nameOf(view, e.by)}));
      }
      if (e.type === 'card-stolen' && e.resource) {
        const what = '1 ' + resName(e.resource);
        if (e.victim === view.seat) lines.push(t('cn.stolen.you', {name: nameOf(view, e.thief), what}));
        else if (e.thief === view.seat) lines.push(t('cn.stolen.by.you', {victim: nameOf(view, e.victim), what}));
      } else if (e.type === 'monopoly-taken' && (e.given || {})[view.seat] > 0) {
        lines.push(t('cn.monopoly.you', {name: nameOf(view, e.seat), what: e.given[view.seat] + ' ' + resName(e.resource)}));
      } else if (e.type === 'card-bought' && e.card && e.seat === view.seat) {
        lines.push(t('cn.bought.you', {card: cardName(e.card)}));
      }
    }
    return lines;
  },

  /** The end of the game in numbers: victory points over the game, the rolls, the cards each player got by source; null before. */
  summary(view) {
    return endSummary(view, {points: t('cn.sum.points'), source: (k) => t('cn.sum.' + k), note: t('cn.sum.note')});
  },

  /**
   * The winner, big, and every player's final score by what the rulebook counts ("Final del
   * juego"): settlements 1, cities 2, Longest Road 2, Largest Army 2, and the victory point cards,
   * face up now the game is won; highest first. Null while the game goes on.
   */
  finale(view) {
    const p = pub(view);
    if (!p || p.winner === null || p.winner === undefined) return null;
    const count = (pieces, seat) => (pieces || []).filter((x) => x.owner === seat).length;
    const scores = p.players.map((s) => {
      const parts = [count(p.settlements, s.seat), 2 * count(p.cities, s.seat), p.longestRoad === s.seat ? 2 : 0,
        p.largestArmy === s.seat ? 2 : 0, s.victoryPointCards || 0];
      return {seat: s.seat, parts, total: parts.reduce((a, b) => a + b, 0)};
    }).sort((a, b) => (b.seat === p.winner) - (a.seat === p.winner) || b.total - a.total);
    const head = ['', 'cn.final.total', 'cn.final.settlements', 'cn.final.cities', 'cn.final.longest', 'cn.final.largest', 'cn.final.cards'];
    return el('section', {class: 'card winner', id: 'winner'},
      el('p', {class: 'big'}, view.seat === p.winner ? t('cn.you.win') : t('cn.wins', {name: nameOf(view, p.winner)})),
      el('p', {}, who(view, p.winner), ' · ', t('cn.won.how', {points: scores[0].total})),
      el('h3', {}, t('cn.final.title')),
      el('div', {class: 'swipe'}, el('table', {class: 'players final-scores', id: 'final-scores'},
        el('thead', {}, el('tr', {}, head.map((k) => el('th', {}, k ? t(k) : '')))),
        el('tbody', {}, scores.map((s) => el('tr', {'data-seat': s.seat}, el('td', {}, who(view, s.seat)),
          el('td', {class: 'num total', 'data-field': 'total'}, String(s.total)),
          ...s.parts.map((v) => el('td', {class: 'num'}, String(v)))))))),
      el('p', {class: 'muted swipe-hint'}, t('swipe.hint')),
      el('p', {}, t('cn.final.note')));
  },

  /** The table screen's "just now": everything the last command did. */
  headline(view) {
    const lines = (view.lastEvents || []).map((e) => this.describe(e, view)).filter(Boolean);
    return lines.length ? el('ul', {class: 'headline'}, lines.map((text) => el('li', {}, text))) : null;
  },

  /**
   * The island as this game laid it (terrain, numbers and harbour kinds may be shuffled), then
   * roads, settlements and cities; the hexes the last roll made produce are outlined.
   */
  drawPieces(svg, view, table) {
    if (!svg || !table || !table.hexes) return;
    svg.classList.add('catan');
    for (const h of table.hexes) {
      const node = svg.querySelector('#hex-' + h.hex);
      if (node) node.setAttribute('class', 'hex terrain-' + h.terrain.toLowerCase().replace(/_/g, '-'));
    }
    for (const harbour of table.harbours || []) {
      const node = svg.querySelector('#harbour-' + harbour.path);
      if (!node) continue;
      node.dataset.resource = harbour.resource || 'ANY';
      node.querySelector('text').textContent = harbour.rate + ':1';
      node.querySelector('circle').style.fill = HARBOUR_FILL[harbour.resource] || '#f6efd9';
      let title = node.querySelector('title');
      if (!title) { title = shape('title', {}); node.append(title); }
      title.textContent = harbour.rate + ':1 ' + (harbour.resource ? resName(harbour.resource) : '');
    }
    const layer = svg.querySelector('#pieces');
    const under = shape('g', {id: 'catan-island'});
    const rolled = (view.lastEvents || []).find((e) => e.type === 'dice-rolled');
    for (const h of table.hexes) {
      const node = svg.querySelector('#hex-' + h.hex);
      if (!node) continue;
      const points = node.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
      const x = points.reduce((s, p) => s + p[0], 0) / points.length;
      const y = points.reduce((s, p) => s + p[1], 0) / points.length;
      if (rolled && h.number === rolled.first + rolled.second && h.hex !== table.robberHex) {
        under.append(shape('polygon', {points: node.getAttribute('points'), class: 'produced', 'data-hex': h.hex}));
      }
      if (!h.number) continue;
      under.append(shape('circle', {cx: x, cy: y, r: 13, class: 'piece number-token', 'data-hex': h.hex}));
      const text = shape('text', {x, y: y + 5, class: 'piece number-token-text' + (h.number === 6 || h.number === 8 ? ' red' : '')});
      text.textContent = String(h.number);
      under.append(text);
    }
    layer.prepend(under);
    drawRobber(svg, layer, table.robberHex);
    const end = (id) => {
      const line = svg.querySelector('#path-' + id);
      return line && {x1: +line.getAttribute('x1'), y1: +line.getAttribute('y1'), x2: +line.getAttribute('x2'), y2: +line.getAttribute('y2')};
    };
    const at = (id) => {
      const c = svg.querySelector('#intersection-' + id);
      return c && {x: +c.getAttribute('cx'), y: +c.getAttribute('cy')};
    };
    for (const road of table.roads || []) {
      const e = end(road.at);
      if (!e) continue;
      const trim = (a, b) => a + (b - a) * 0.15;
      const line = {x1: trim(e.x1, e.x2), y1: trim(e.y1, e.y2), x2: trim(e.x2, e.x1), y2: trim(e.y2, e.y1)};
      layer.append(shape('line', {...line, class: 'piece route-outline'}));
      layer.append(shape('line', {...line, class: 'piece route road', stroke: pieceColour(view, road.owner),
        'data-owner': road.owner, 'data-path': road.at}));
    }
    for (const settlement of table.settlements || []) {
      const c = at(settlement.at);
      if (!c) continue;
      layer.append(shape('path', {d: `M ${c.x - 7} ${c.y + 6} V ${c.y - 2} L ${c.x} ${c.y - 9} L ${c.x + 7} ${c.y - 2} V ${c.y + 6} Z`,
        class: 'piece settlement', fill: pieceColour(view, settlement.owner), 'data-owner': settlement.owner, 'data-at': settlement.at}));
    }
    for (const city of table.cities || []) {
      const c = at(city.at);
      if (!c) continue;
      layer.append(shape('path', {d: `M ${c.x - 11} ${c.y + 8} V ${c.y - 3} H ${c.x - 2} V ${c.y - 7} L ${c.x + 4} ${c.y - 13} `
        + `L ${c.x + 10} ${c.y - 7} V ${c.y + 8} Z`, class: 'piece city', fill: pieceColour(view, city.owner),
      'data-owner': city.owner, 'data-at': city.at}));
    }
  },
};
