// Hansa Teutonica on the phone and the table screen. Everything is drawn from the engine's views
// and legal actions: the phone never decides what is legal. The face-down bonus markers are the
// only hidden thing, and no view holds them: the pages show how many there are, never which.
import {el, who, nameOf} from './dom.js';
import {endSummary} from './summary.js';
import {t, list, addTexts} from './i18n.js';
import {pub, stat, shape, seatColour, actionButton} from './widgets.js';

const ABILITIES = ['actions', 'bank', 'book', 'privilege', 'keys'];

/** "1 trader and 2 merchants", a kind left out when none: counts in words that agree with them. */
function piecesCount(traders, merchants) {
  const part = (n, kind) => (n ? t('hz.n.' + kind + (n === 1 ? '' : 's'), {n}) : null);
  const parts = [part(traders, 'trader'), part(merchants, 'merchant')].filter(Boolean);
  return parts.length ? list(parts) : t('hz.n.none');
}

addTexts({
  en: {
    'hz.sum.points': 'Prestige points',
    'hz.sum.prestige': 'Prestige in play',
    'hz.sum.routes': 'Routes established',
    'hz.sum.offices': 'Offices opened',
    'hz.sum.abilities': 'Abilities developed',
    'hz.sum.markers': 'Bonus markers taken',
    'hz.sum.coellen': 'Coellen spaces',
    'hz.sum.displaced': 'Displaced others',
    'hz.sum.were-displaced': 'Were displaced',
    'hz.sum.note': 'Prestige in play until the end, then the final scoring\'s total. No dice in Hansa Teutonica, so no rolls.',
    'board.hansa-45': 'The 4–5 player side', 'board.hansa-3': 'The 3 player side',
    'choice.on': 'on', 'choice.off': 'off', 'section.now': 'Just now',
    'option.bank': 'Bursa, the second value', 'choice.5': '5 (the seed)', 'choice.4': '4 (a Big Box transcription)',
    'option.removeTo': 'Pieces taken off by Remove 3 go to', 'choice.supply': 'their owner\'s supply', 'choice.stock': 'their owner\'s stock',
    'option.displaceOntoSameRoute': 'A displaced piece may go back onto its own route',
    'option.swapMoveCost': 'Swapping a trader and a merchant costs', 'choice.2': '2 moves', 'choice.1': '1 move',
    'option.extraOfficeNeedsFirst': 'An extra office needs the city\'s first office taken (Big Box)',
    'option.tieBreak': 'A tie', 'choice.share': 'the tied players share the win',
    'choice.big-box': 'fewest Actiones developments, then the larger network (Big Box)',
    'option.edition': 'The edition (bonus markers)', 'choice.edition.original': 'original: 16 markers, Remove 3',
    'choice.edition.big-box': 'Big Box: 15 markers, Move 3 instead of Remove 3',
    'hz.ability.actions': 'Actiones', 'hz.ability.bank': 'Bursa', 'hz.ability.book': 'Liber Sophiae',
    'hz.ability.privilege': 'Privilegium', 'hz.ability.keys': 'Clavis Urbis',
    'hz.ability.note.actions': 'actions per turn', 'hz.ability.note.bank': 'pieces per Taxes', 'hz.ability.note.book': 'pieces per Move',
    'hz.ability.note.privilege': 'office colours', 'hz.ability.note.keys': 'points per office of the network',
    'hz.all': 'all',
    'hz.piece.TRADER': 'trader', 'hz.piece.MERCHANT': 'merchant', 'hz.pieces.TRADER': 'traders', 'hz.pieces.MERCHANT': 'merchants',
    'hz.marker.EXTRA_OFFICE': 'Extra office', 'hz.marker.SWAP_OFFICES': 'Swap offices', 'hz.marker.REMOVE_THREE': 'Remove 3', 'hz.marker.MOVE_THREE': 'Move 3',
    'hz.marker.DEVELOP_ABILITY': 'Develop an ability', 'hz.marker.THREE_ACTIONS': '+3 actions', 'hz.marker.FOUR_ACTIONS': '+4 actions',
    'hz.kind.taxes': 'Taxes', 'hz.kind.place-TRADER': 'Place a trader', 'hz.kind.place-MERCHANT': 'Place a merchant',
    'hz.kind.displace-TRADER': 'Displace with a trader', 'hz.kind.displace-MERCHANT': 'Displace with a merchant',
    'hz.kind.relocate': 'Place a piece', 'hz.kind.stop-relocating': 'No more pieces', 'hz.kind.move': 'Move pieces',
    'hz.kind.establish': 'Establish a route', 'hz.kind.swap-offices': 'Swap two offices', 'hz.kind.remove-piece': 'Remove a piece', 'hz.kind.move-opponent-piece': 'Move an opponent\'s piece',
    'hz.kind.develop-ability': 'Develop an ability', 'hz.kind.extra-actions': 'Take {n} more actions',
    'hz.kind.place-marker': 'Place the drawn bonus marker', 'hz.kind.end-turn': 'End my turn',
    'hz.taxes.choice': 'Take {what}', 'hz.tap.post': 'a highlighted trading post', 'hz.tap.route': 'a highlighted route',
    'hz.tap.office': 'a highlighted office', 'hz.tap.from': 'your piece to move, then where it goes',
    'hz.establish.what': 'This route, then:', 'hz.establish.plain': 'Prestige and the marker only',
    'hz.establish.office': 'An office in {city}', 'hz.establish.extra': 'An extra office in {city} ({piece})',
    'hz.establish.ability': 'Develop {ability} ({city})', 'hz.establish.coellen': 'Coellen\'s table: {points} points',
    'hz.displaced.first': 'You were displaced: put your {piece} on a free post of a route nearby.',
    'hz.displaced.extra': 'Now up to {n} more pieces on free posts nearby, or stop.',
    'hz.displaced.extra.some': 'More pieces on free posts nearby, or stop.',
    'hz.marker.to.place': 'Put the drawn bonus marker beside a route.',
    'hz.actions.left': 'Actions left this turn', 'hz.moves.left': 'moves left: {n}', 'hz.removals.left': 'removals left: {n}',
    'hz.prestige': 'Prestige', 'hz.stock': 'Stock', 'hz.supply': 'Supply', 'hz.markers': 'Bonus markers', 'hz.markers.used': 'used',
    'hz.markers.none': 'none', 'hz.board': 'Your player board', 'hz.completed': 'Completed cities',
    'hz.faceDown': 'Bonus markers face down: {n}', 'hz.drawn': 'drawn this turn: {n}',
    'hz.eastWest': 'East–West (Arnheim–Stendal)', 'hz.nobody': 'nobody yet', 'hz.turn': 'Turn {n}',
    'hz.network': 'network', 'hz.abilities': 'abilities', 'hz.cities': 'cities', 'hz.total': 'total', 'hz.coellen': 'Coellen',
    'hz.wins': '{names} wins!', 'hz.win.shared': '{names} share the win!', 'hz.you.win': 'You win!',
    'hz.end.prestige': '{name} reached {n} prestige points', 'hz.end.markers': 'no bonus marker was left to draw',
    'hz.end.cities': '{n} cities completed', 'hz.status': 'This turn',
    'hz.why.city control': 'city control', 'hz.why.gold coin': 'a gold coin', 'hz.why.east-west': 'East–West',
    'hz.from.displaced': 'the displaced piece', 'hz.from.stock': 'from the stock', 'hz.from.supply': 'from the supply',
    'hz.from.post': 'from {post}', 'hz.post': 'post {n}',
    'hz.ev.taxes-collected': '{name} collects taxes: {pieces}',
    'hz.n.trader': '{n} trader', 'hz.n.traders': '{n} traders', 'hz.n.merchant': '{n} merchant', 'hz.n.merchants': '{n} merchants',
    'hz.n.none': 'nothing',
    'hz.ev.placed': '{name} places a {piece} on {post}',
    'hz.ev.displaced': '{name} displaces {victim}\'s {displaced} on {post} with a {piece}, paying {paid}',
    'hz.ev.relocated': '{name} puts a {piece} on {post} ({source})',
    'hz.ev.extra-pieces-declined': '{name} places no more pieces ({n} could have been placed)', 'hz.ev.extra-pieces-declined.one': '{name} places no more pieces (1 could have been placed)',
    'hz.ev.moved': '{name} moves a piece from {from} to {to}',
    'hz.ev.route-established': '{name} establishes {route}',
    'hz.ev.prestige-gained': '{name} +{points} prestige ({why})',
    'hz.ev.marker-taken': '{name} takes the bonus marker {marker}',
    'hz.ev.marker-drawn': '{name} draws a bonus marker face down ({n} left)',
    'hz.ev.office-opened': '{name} opens an office in {city} with a {piece}',
    'hz.ev.office-opened.extra': '{name} opens an extra office in {city} with a {piece}',
    'hz.ev.ability-developed': '{name} develops {ability}: now {value}',
    'hz.ev.coellen-taken': '{name} takes Coellen\'s {points}-point space',
    'hz.ev.to-stock': '{name}: {pieces} back to the stock',
    'hz.ev.city-completed': '{city} is completed ({n} completed cities)', 'hz.ev.city-completed.one': '{city} is completed (the first completed city)',
    'hz.ev.east-west-connected': '{name} connects Arnheim and Stendal ({rank}.): +{points}',
    'hz.ev.marker-used': '{name} uses the bonus marker {marker}',
    'hz.ev.offices-swapped': '{name} swaps offices {a} and {b} in {city}',
    'hz.ev.piece-removed': '{name} removes {owner}\'s {piece} from {post}',
    'hz.ev.opponent-piece-moved': '{name} moves {owner}\'s {piece} from {from} to {to}',
    'hz.ev.marker-placed': '{name} puts the bonus marker {marker} beside {route}',
    'hz.ev.marker-set-aside': '{name}: no route can take the drawn marker; it is set aside',
    'hz.ev.turn-ended': '{name} ends the turn; {next} is next',
    'hz.ev.game-ended': 'The game ends: {reason}. {winners}',
  },
  es: {
    'hz.sum.points': 'Puntos de prestigio',
    'hz.sum.prestige': 'Prestigio en juego',
    'hz.sum.routes': 'Rutas establecidas',
    'hz.sum.offices': 'Oficinas abiertas',
    'hz.sum.abilities': 'Habilidades mejoradas',
    'hz.sum.markers': 'Fichas de bonificación tomadas',
    'hz.sum.coellen': 'Casillas de Coellen',
    'hz.sum.displaced': 'Desplazó a otros',
    'hz.sum.were-displaced': 'Fue desplazado',
    'hz.sum.note': 'El prestigio en juego hasta el final y luego el total de la puntuación final. Hansa Teutonica no tiene dados: no hay tiradas.',
    'board.hansa-45': 'La cara para 4–5 jugadores', 'board.hansa-3': 'La cara para 3 jugadores',
    'choice.on': 'sí', 'choice.off': 'no', 'section.now': 'Ahora mismo',
    'option.bank': 'Bursa, el segundo valor', 'choice.5': '5 (el resumen)', 'choice.4': '4 (una transcripción de la Big Box)',
    'option.removeTo': 'Las piezas quitadas con Quitar 3 van', 'choice.supply': 'a la reserva personal de su dueño', 'choice.stock': 'al almacén de su dueño',
    'option.displaceOntoSameRoute': 'Una pieza desplazada puede volver a su propia ruta',
    'option.swapMoveCost': 'Intercambiar un comerciante y un mercader cuesta', 'choice.2': '2 movimientos', 'choice.1': '1 movimiento',
    'option.extraOfficeNeedsFirst': 'Una oficina extra necesita ocupada la primera oficina de la ciudad (Big Box)',
    'option.tieBreak': 'Un empate', 'choice.share': 'los empatados comparten la victoria',
    'choice.big-box': 'menos mejoras de Actiones, luego la red mayor (Big Box)',
    'option.edition': 'La edición (marcadores de bonificación)', 'choice.edition.original': 'original: 16 marcadores, Quitar 3',
    'choice.edition.big-box': 'Big Box: 15 marcadores, Mover 3 en lugar de Quitar 3',
    'hz.ability.actions': 'Actiones', 'hz.ability.bank': 'Bursa', 'hz.ability.book': 'Liber Sophiae',
    'hz.ability.privilege': 'Privilegium', 'hz.ability.keys': 'Clavis Urbis',
    'hz.ability.note.actions': 'acciones por turno', 'hz.ability.note.bank': 'piezas por Impuestos', 'hz.ability.note.book': 'piezas por Mover',
    'hz.ability.note.privilege': 'colores de oficina', 'hz.ability.note.keys': 'puntos por oficina de la red',
    'hz.all': 'todas',
    'hz.piece.TRADER': 'comerciante', 'hz.piece.MERCHANT': 'mercader', 'hz.pieces.TRADER': 'comerciantes', 'hz.pieces.MERCHANT': 'mercaderes',
    'hz.marker.EXTRA_OFFICE': 'Oficina extra', 'hz.marker.SWAP_OFFICES': 'Intercambiar oficinas', 'hz.marker.REMOVE_THREE': 'Quitar 3', 'hz.marker.MOVE_THREE': 'Mover 3',
    'hz.marker.DEVELOP_ABILITY': 'Mejorar una habilidad', 'hz.marker.THREE_ACTIONS': '+3 acciones', 'hz.marker.FOUR_ACTIONS': '+4 acciones',
    'hz.kind.taxes': 'Impuestos', 'hz.kind.place-TRADER': 'Colocar un comerciante', 'hz.kind.place-MERCHANT': 'Colocar un mercader',
    'hz.kind.displace-TRADER': 'Desplazar con un comerciante', 'hz.kind.displace-MERCHANT': 'Desplazar con un mercader',
    'hz.kind.relocate': 'Colocar una pieza', 'hz.kind.stop-relocating': 'No más piezas', 'hz.kind.move': 'Mover piezas',
    'hz.kind.establish': 'Establecer una ruta', 'hz.kind.swap-offices': 'Intercambiar dos oficinas', 'hz.kind.remove-piece': 'Quitar una pieza', 'hz.kind.move-opponent-piece': 'Mover una pieza de un rival',
    'hz.kind.develop-ability': 'Mejorar una habilidad', 'hz.kind.extra-actions': 'Tomar {n} acciones más',
    'hz.kind.place-marker': 'Colocar la ficha de bonificación robada', 'hz.kind.end-turn': 'Terminar mi turno',
    'hz.taxes.choice': 'Tomar {what}', 'hz.tap.post': 'un puesto resaltado', 'hz.tap.route': 'una ruta resaltada',
    'hz.tap.office': 'una oficina resaltada', 'hz.tap.from': 'tu pieza a mover y luego adónde va',
    'hz.establish.what': 'Esta ruta, y después:', 'hz.establish.plain': 'Solo el prestigio y la ficha',
    'hz.establish.office': 'Una oficina en {city}', 'hz.establish.extra': 'Una oficina extra en {city} ({piece})',
    'hz.establish.ability': 'Mejorar {ability} ({city})', 'hz.establish.coellen': 'La mesa de Coellen: {points} puntos',
    'hz.displaced.first': 'Te han desplazado: pon tu {piece} en un puesto libre de una ruta cercana.',
    'hz.displaced.extra': 'Ahora hasta {n} piezas más en puestos libres cercanos, o para.',
    'hz.displaced.extra.some': 'Más piezas en puestos libres cercanos, o para.',
    'hz.marker.to.place': 'Pon la ficha de bonificación robada junto a una ruta.',
    'hz.actions.left': 'Acciones que quedan este turno', 'hz.moves.left': 'movimientos que quedan: {n}', 'hz.removals.left': 'quitar quedan: {n}',
    'hz.prestige': 'Prestigio', 'hz.stock': 'Almacén', 'hz.supply': 'Reserva', 'hz.markers': 'Fichas de bonificación', 'hz.markers.used': 'usadas',
    'hz.markers.none': 'ninguna', 'hz.board': 'Tu tablero de jugador', 'hz.completed': 'Ciudades completas',
    'hz.faceDown': 'Fichas de bonificación boca abajo: {n}', 'hz.drawn': 'robadas este turno: {n}',
    'hz.eastWest': 'Este–Oeste (Arnheim–Stendal)', 'hz.nobody': 'nadie aún', 'hz.turn': 'Turno {n}',
    'hz.network': 'red', 'hz.abilities': 'habilidades', 'hz.cities': 'ciudades', 'hz.total': 'total', 'hz.coellen': 'Coellen',
    'hz.wins': '¡Gana {names}!', 'hz.win.shared': '¡{names} comparten la victoria!', 'hz.you.win': '¡Has ganado!',
    'hz.end.prestige': '{name} llegó a {n} puntos de prestigio', 'hz.end.markers': 'no quedaba ficha de bonificación que robar',
    'hz.end.cities': '{n} ciudades completas', 'hz.status': 'Este turno',
    'hz.why.city control': 'control de ciudad', 'hz.why.gold coin': 'una moneda de oro', 'hz.why.east-west': 'Este–Oeste',
    'hz.from.displaced': 'la pieza desplazada', 'hz.from.stock': 'del almacén', 'hz.from.supply': 'de la reserva',
    'hz.from.post': 'desde {post}', 'hz.post': 'puesto {n}',
    'hz.ev.taxes-collected': '{name} cobra impuestos: {pieces}',
    'hz.n.trader': '{n} comerciante', 'hz.n.traders': '{n} comerciantes', 'hz.n.merchant': '{n} mercader', 'hz.n.merchants': '{n} mercaderes',
    'hz.n.none': 'nada',
    'hz.ev.placed': '{name} coloca un {piece} en {post}',
    'hz.ev.displaced': '{name} desplaza el {displaced} de {victim} en {post} con un {piece} y paga {paid}',
    'hz.ev.relocated': '{name} pone un {piece} en {post} ({source})',
    'hz.ev.extra-pieces-declined': '{name} no coloca más piezas (podía colocar {n})', 'hz.ev.extra-pieces-declined.one': '{name} no coloca más piezas (podía colocar 1)',
    'hz.ev.moved': '{name} mueve una pieza de {from} a {to}',
    'hz.ev.route-established': '{name} establece {route}',
    'hz.ev.prestige-gained': '{name} +{points} de prestigio ({why})',
    'hz.ev.marker-taken': '{name} toma la ficha de bonificación {marker}',
    'hz.ev.marker-drawn': '{name} roba una ficha de bonificación boca abajo (quedan {n})',
    'hz.ev.office-opened': '{name} abre una oficina en {city} con un {piece}',
    'hz.ev.office-opened.extra': '{name} abre una oficina extra en {city} con un {piece}',
    'hz.ev.ability-developed': '{name} mejora {ability}: ahora {value}',
    'hz.ev.coellen-taken': '{name} ocupa el espacio de {points} puntos de Coellen',
    'hz.ev.to-stock': '{name}: {pieces} al almacén',
    'hz.ev.city-completed': '{city} está completa ({n} ciudades completas)', 'hz.ev.city-completed.one': '{city} está completa (la primera ciudad completa)',
    'hz.ev.east-west-connected': '{name} une Arnheim y Stendal ({rank}.º): +{points}',
    'hz.ev.marker-used': '{name} usa la ficha de bonificación {marker}',
    'hz.ev.offices-swapped': '{name} intercambia las oficinas {a} y {b} de {city}',
    'hz.ev.piece-removed': '{name} quita el {piece} de {owner} de {post}',
    'hz.ev.opponent-piece-moved': '{name} mueve el {piece} de {owner} de {from} a {to}',
    'hz.ev.marker-placed': '{name} pone la ficha de bonificación {marker} junto a {route}',
    'hz.ev.marker-set-aside': '{name}: ninguna ruta puede recibir la ficha robada; queda apartada',
    'hz.ev.turn-ended': '{name} termina el turno; sigue {next}',
    'hz.ev.game-ended': 'Fin de la partida: {reason}. {winners}',
  },
});

/** The public part of any view: a seat view nests it under "table". */

const pieceName = (p) => t('hz.piece.' + p);
const markerName = (m) => t('hz.marker.' + m);
const abilityName = (a) => t('hz.ability.' + String(a).toLowerCase());

function cityName(view, index) {
  const c = ((pub(view) || {}).cities || [])[index];
  return c ? c.name : '#' + index;
}

function cityById(view, id) {
  const c = ((pub(view) || {}).cities || []).find((x) => x.id === id);
  return c ? c.name : id;
}

function routeName(view, index) {
  const r = ((pub(view) || {}).routes || [])[index];
  return r ? cityById(view, r.from) + '–' + cityById(view, r.to) : '#' + index;
}

/** "post 12 (Hamburg–Lübeck)". */
function postName(view, post) {
  const r = ((pub(view) || {}).routes || []).find((x) => post >= x.firstPost && post < x.firstPost + x.posts);
  // A player knows a post by its route between two cities, not by the drawing's number.
  return r ? routeName(view, r.route) : t('hz.post', {n: post});
}

/** The engine's end reason (English) in the reader's language. */
function endReason(view, reason) {
  const colours = ['Yellow', 'Green', 'Blue', 'Red', 'Purple'];
  let m = /^(\w+) reached (\d+) prestige points$/.exec(reason || '');
  if (m) return t('hz.end.prestige', {name: colours.includes(m[1]) ? nameOf(view, colours.indexOf(m[1])) : m[1], n: m[2]});
  m = /^(\d+) cities completed$/.exec(reason || '');
  if (m) return t('hz.end.cities', {n: m[1]});
  return t('hz.end.markers');
}

function winnersText(view, winners) {
  const names = (winners || []).map((s) => nameOf(view, s)).join(', ');
  return (winners || []).length > 1 ? t('hz.win.shared', {names}) : t('hz.wins', {names});
}

const QUIET = new Set(['end-turn', 'stop-relocating']);

function bigButton(text, onclick, kind) {
  return actionButton(text, onclick, kind, {quiet: QUIET.has(kind)});
}

function pills(choices, label, attrs) {
  return el('div', {class: 'pills'}, choices.map(([choice, text, onclick]) => el('button', {type: 'button', class: 'pill big',
    ...attrs(choice), onclick}, text || label(choice))));
}

/** Tap one highlighted element among ids (choice by id); with one element the board is skipped. */
function tapOne(api, byId, what) {
  const ids = Object.keys(byId);
  if (!api.pick(ids, what, (id) => byId[id]())) byId[ids[0]]();
}

/** Place or displace with one kind of piece: tap the post. */
function postButton(view, api, kind, piece, choices) {
  const byId = {};
  for (const c of choices) byId['post-' + c.post] = () => api.send(c);
  return bigButton(t('hz.kind.' + kind + '-' + piece), () => tapOne(api, byId, t('hz.tap.post')), kind + '-' + piece);
}

/** The displaced player's prompt: tap a post, then (if both kinds or sources fit there) choose. */
function relocation(view, api, action, canStop) {
  const box = el('div', {class: 'prompt', 'data-kind': 'relocate'});
  const first = !canStop;
  const piece = action.choices[0].piece;
  box.append(el('p', {class: 'prompt-text', id: 'displaced-prompt'}, first
    ? t('hz.displaced.first', {piece: pieceName(piece)}) : t('hz.displaced.extra.some')));
  const byPost = {};
  for (const c of action.choices) (byPost['post-' + c.post] ||= []).push(c);
  const choose = (id) => {
    const options = byPost[id];
    if (options.length === 1) { api.send(options[0]); return; }
    box.querySelector('.pills')?.remove();
    box.append(pills(options.map((c) => [c, pieceName(c.piece) + ' ' + (c.from >= 0 ? t('hz.from.post', {post: postName(view, c.from)}) : ''),
      () => api.send(c)]), null, (c) => ({'data-piece': c.piece, 'data-from': c.from})));
  };
  box.append(bigButton(t('hz.kind.relocate'), () => {
    if (!api.pick(Object.keys(byPost), t('hz.tap.post'), choose)) choose(Object.keys(byPost)[0]);
  }, 'relocate'));
  return box;
}

/** Move: tap one's piece, then a free post (or one's other piece, a swap); repeat up to the moves left. */
function moveButton(view, api, action, kind = 'move') {
  return bigButton(t('hz.kind.' + kind), () => {
    api.steps(t('hz.tap.from'), (taps) => {
      if (!taps.length) return {ids: [...new Set(action.choices.map((c) => 'post-' + c.from))], done: null};
      const from = +taps[0].slice('post-'.length);
      if (taps.length === 1) return {ids: action.choices.filter((c) => c.from === from).map((c) => 'post-' + c.to), done: null};
      const to = +taps[1].slice('post-'.length);
      return {ids: [], done: action.choices.find((c) => c.from === from && c.to === to) || null};
    });
  }, kind);
}

/** Establishing: tap the route, then choose what it brings (an office, an ability, Coellen, prestige only). */
function establishBox(view, api, actions) {
  const byRoute = {};
  for (const action of actions) for (const c of action.choices) (byRoute['route-' + c.route] ||= []).push(c);
  const box = el('div', {class: 'prompt', 'data-kind': 'establish'});
  const describe = (c) => {
    switch (c.type) {
      case 'establish-office': return t('hz.establish.office', {city: cityName(view, c.city)});
      case 'establish-extra-office': return t('hz.establish.extra', {city: cityName(view, c.city), piece: pieceName(c.piece)});
      case 'establish-ability': {
        const city = (pub(view).cities || [])[c.city];
        return t('hz.establish.ability', {ability: abilityName(abilityOfCity(city ? city.id : '')), city: cityName(view, c.city)});
      }
      case 'establish-coellen': return t('hz.establish.coellen', {points: coellenPoints(view, c.space)});
      default: return t('hz.establish.plain');
    }
  };
  const choose = (id) => {
    box.querySelector('.establish-choices')?.remove();
    const options = byRoute[id];
    box.append(el('div', {class: 'establish-choices'}, el('p', {class: 'prompt-text'}, routeName(view, options[0].route), ' · ',
      t('hz.establish.what')), pills(options.map((c) => [c, describe(c), () => api.send(c)]), null,
      (c) => ({'data-establish': c.type, 'data-city': c.city, 'data-route': c.route}))));
    // An office may also be chosen on the board: the slot it would take, in either city.
    const bySlot = {};
    for (const c of options.filter((o) => o.type === 'establish-office')) {
      const slot = officeId(view, c.city, nextFreeSlot(view, c.city));
      if (slot) bySlot[slot] = c;
    }
    if (Object.keys(bySlot).length) api.pick(Object.keys(bySlot), t('hz.tap.office'), (slot) => api.send(bySlot[slot]));
  };
  box.append(bigButton(t('hz.kind.establish'), () => {
    if (!api.pick(Object.keys(byRoute), t('hz.tap.route'), choose)) choose(Object.keys(byRoute)[0]);
  }, 'establish'));
  return box;
}

/** The ability a city develops, as the map file says (HansaSvg writes it on the drawing). */
function abilityOfCity(id) {
  const node = document.querySelector('#city-' + id + ' .city-ability');
  return node ? node.getAttribute('data-ability') : '';
}

/** A space of Coellen's table and its points, as the map file says (HansaSvg writes them on the drawing). */
function coellenPoints(view, space) {
  const node = document.querySelector('#coellen-' + space);
  return node ? node.getAttribute('data-points') : '?';
}

/** The printed slot an office opened in {city} now would take: its leftmost free one. */
function nextFreeSlot(view, city) {
  const c = (pub(view).cities || [])[city];
  return c ? c.offices.findIndex((holder) => !holder) : -1;
}

function officeId(view, city, slot) {
  const c = (pub(view).cities || [])[city];
  return c && slot >= 0 ? 'office-' + c.id + '-' + slot : null;
}

const colourOfSeat = seatColour;

/** One of the five tracks: every printed value, the uncovered ones bright, the current one ringed. */
function track(player, ability) {
  const VALUES = {actions: [2, 3, 3, 4, 4, 5], bank: [3, 5, 7, 'C'], book: [2, 3, 4, 5], privilege: [1, 2, 3, 4], keys: [1, 2, 2, 3, 4]};
  const level = (player.levels || {})[ability] || 0;
  const values = VALUES[ability];
  return el('div', {class: 'hz-track', 'data-ability': ability, 'data-level': level},
    el('span', {class: 'hz-track-name'}, abilityName(ability), el('small', {}, t('hz.ability.note.' + ability))),
    el('span', {class: 'hz-track-cells'}, values.map((v, i) => el('span', {class: 'hz-cell' + (i < level ? ' open' : '')
      + (i === level ? ' current' : '')}, String(v === 'C' ? t('hz.all') : v)))));
}

function markerList(player) {
  const held = (player.markers || []).map((m) => el('span', {class: 'hz-marker', 'data-marker': m}, markerName(m)));
  const used = (player.usedMarkers || []).map((m) => el('span', {class: 'hz-marker used', 'data-marker': m}, markerName(m)));
  return held.length || used.length ? el('div', {class: 'hz-markers'}, ...held, used.length ? el('small', {}, t('hz.markers.used') + ':') : '', ...used)
    : el('p', {class: 'muted'}, t('hz.markers.none'));
}

export const hansa = {
  /** This game's looks (public/hansa.css), linked when the module loads. */
  stylesheet: '/hansa.css',

  turnSeat(view) {
    const p = pub(view);
    return p ? p.activeSeat : null;
  },

  moves(view, api) {
    const out = [];
    const legal = view.legal || [];
    const kinds = legal.map((a) => a.kind);
    let endTurn = null;
    const establishing = legal.filter((a) => a.kind.startsWith('establish'));
    for (const action of legal) {
      const kind = action.kind;
      const first = action.choices[0];
      if (kind === 'end-turn') {
        endTurn = bigButton(t('hz.kind.end-turn'), () => api.send(first), kind);
      } else if (kind === 'place' || kind === 'displace') {
        for (const piece of ['TRADER', 'MERCHANT']) {
          const choices = action.choices.filter((c) => c.piece === piece);
          if (choices.length) out.push(postButton(view, api, kind, piece, choices));
        }
      } else if (kind === 'relocate') {
        out.unshift(relocation(view, api, action, kinds.includes('stop-relocating')));
      } else if (kind === 'stop-relocating') {
        endTurn = bigButton(t('hz.kind.stop-relocating'), () => api.send(first), kind);
      } else if (kind === 'taxes') {
        out.push(el('div', {class: 'prompt', 'data-kind': 'taxes'}, el('p', {class: 'prompt-text'}, t('hz.kind.taxes')),
          pills(action.choices.map((c) => {
            const me = pub(view).players[view.seat];
            const traders = Math.min(me.stockTraders, (me.values.bank || Infinity) - c.merchants);
            const what = traders + ' ' + t('hz.pieces.TRADER') + (c.merchants ? ', ' + c.merchants + ' ' + t('hz.pieces.MERCHANT') : '');
            return [c, t('hz.taxes.choice', {what}), () => api.send(c)];
          }), null, (c) => ({'data-kind': 'taxes', 'data-merchants': c.merchants}))));
      } else if (kind === 'move' || kind === 'move-opponent-piece') {
        out.push(moveButton(view, api, action, kind));
      } else if (kind.startsWith('establish')) {
        if (action === establishing[0]) out.push(establishBox(view, api, establishing));
      } else if (kind === 'swap-offices') {
        const byId = {};
        for (const c of action.choices) byId[officeId(view, c.city, c.slot)] = () => api.send(c);
        out.push(bigButton(t('hz.kind.swap-offices'), () => tapOne(api, byId, t('hz.tap.office')), kind));
      } else if (kind === 'remove-piece') {
        const byId = {};
        for (const c of action.choices) byId['post-' + c.post] = () => api.send(c);
        out.push(bigButton(t('hz.kind.remove-piece'), () => tapOne(api, byId, t('hz.tap.post')), kind));
      } else if (kind === 'develop-ability') {
        out.push(el('div', {class: 'prompt', 'data-kind': kind}, el('p', {class: 'prompt-text'}, t('hz.kind.develop-ability')),
          pills(action.choices.map((c) => [c, abilityName(c.ability), () => api.send(c)]), null,
            (c) => ({'data-ability': String(c.ability).toLowerCase()}))));
      } else if (kind === 'extra-actions') {
        for (const c of action.choices) out.push(bigButton(t('hz.kind.extra-actions', {n: c.count}), () => api.send(c), kind));
      } else if (kind === 'place-marker') {
        const byId = {};
        for (const c of action.choices) byId['route-' + c.route] = () => api.send(c);
        out.unshift(el('div', {class: 'prompt', 'data-kind': kind}, el('p', {class: 'prompt-text'}, t('hz.marker.to.place')),
          bigButton(t('hz.kind.place-marker'), () => tapOne(api, byId, t('hz.tap.route')), kind)));
      }
    }
    if (endTurn) out.push(endTurn);
    return out;
  },

  /** The player board: the five tracks, stock and supply, prestige, bonus markers; then everybody. */
  phoneSections(view) {
    const p = pub(view);
    const me = p.players[view.seat];
    const board = el('section', {class: 'card hz-board', id: 'player-board'}, el('h2', {}, t('hz.board')),
      el('div', {class: 'stats four'}, stat(t('hz.prestige'), me.prestige, 'prestige'),
        stat(t('hz.actions.left'), p.activeSeat === view.seat ? p.actionsLeft : '–', 'actions-left'),
        stat(t('hz.stock'), me.stockTraders + ' + ' + me.stockMerchants, 'stock'),
        stat(t('hz.supply'), me.supplyTraders + ' + ' + me.supplyMerchants, 'supply')),
      el('p', {class: 'muted'}, t('hz.pieces.TRADER') + ' + ' + t('hz.pieces.MERCHANT')),
      el('div', {class: 'hz-tracks'}, ABILITIES.map((a) => track(me, a))),
      el('h3', {}, t('hz.markers')), markerList(me));
    return [board, el('section', {class: 'card'}, el('h2', {}, t('section.players')), this.players(view))];
  },

  /**
   * Everybody's public board, in a table; connected (table screen only) marks the seats whose
   * phone is on. Compact (the phone, the table screen's side column) leaves the tracks and
   * markers out, to fit its width; the table screen shows the full one under the board.
   */
  players(view, connected, compact = true) {
    const p = pub(view);
    if (!p) return '';
    const link = (seat) => (connected ? el('span', {class: 'link-dot' + (connected[seat] ? ' on' : ''),
      'data-connected': connected[seat] ? 'yes' : 'no', title: t(connected[seat] ? 'seat.connected' : 'seat.disconnected')}) : '');
    const tracks = compact ? [] : ABILITIES;
    return el('table', {class: 'players hz-players'}, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('hz.prestige')),
      ...tracks.map((a) => el('th', {title: abilityName(a)}, abilityName(a).split(' ')[0])), el('th', {}, t('hz.stock')),
      el('th', {}, t('hz.supply')), compact ? '' : el('th', {}, t('hz.markers')))),
    el('tbody', {}, p.players.map((s) => el('tr', {class: (s.seat === p.activeSeat ? 'active' : '') + (s.seat === view.seat ? ' me' : ''),
      'data-seat': s.seat},
    el('td', {}, link(s.seat), who(view, s.seat)), el('td', {class: 'num', 'data-field': 'prestige'}, String(s.prestige)),
    ...tracks.map((a) => el('td', {class: 'num', 'data-field': a}, a === 'bank' && s.values[a] === 0 ? t('hz.all') : String(s.values[a]))),
    el('td', {class: 'num', 'data-field': 'stock'}, s.stockTraders + '+' + s.stockMerchants),
    el('td', {class: 'num', 'data-field': 'supply'}, s.supplyTraders + '+' + s.supplyMerchants),
    compact ? '' : el('td', {'data-field': 'markers'}, [...s.markers, ...s.usedMarkers].map(markerName).join(', '))))));
  },

  /** The table screen's turn card: actions left, completed cities, the face-down markers (a count), East–West. */
  tableSections(view) {
    const p = pub(view);
    const eastWest = (p.eastWest || []).map((s) => nameOf(view, s)).join(', ') || t('hz.nobody');
    return [el('section', {class: 'card', id: 'hz-status'}, el('h2', {}, t('hz.status'), ' · ', t('hz.turn', {n: p.turn + 1})),
      el('div', {class: 'stats four'}, stat(t('hz.actions.left'), p.actionsLeft, 'actions-left'),
        stat(t('hz.completed'), p.completedCities + ' / 10', 'completed'),
        stat(t('hz.markers'), p.markersInSupply, 'markers-face-down'), stat(t('hz.eastWest'), eastWest, 'east-west')),
      p.movesLeft ? el('p', {}, t('hz.moves.left', {n: p.movesLeft})) : '',
      p.removalsLeft ? el('p', {}, t('hz.removals.left', {n: p.removalsLeft})) : '',
      el('p', {class: 'muted', id: 'face-down'}, t('hz.faceDown', {n: p.markersInSupply}),
        p.markersDrawn ? ' · ' + t('hz.drawn', {n: p.markersDrawn}) : '')),
    el('section', {class: 'card', id: 'hz-boards'}, el('h2', {}, t('section.players')), this.players(view, null, false))];
  },

  /** Hansa has no dice: the table screen leaves out the roll and the roll statistics. */
  noDice: true,

  describe(e, view) {
    const name = (s) => (s === -1 || s === undefined || s === null ? '—' : nameOf(view, s));
    const key = 'hz.ev.' + e.type;
    switch (e.type) {
      case 'taxes-collected': case 'to-stock': return t(key, {name: name(e.seat), pieces: piecesCount(e.traders, e.merchants)});
      case 'placed': return t(key, {name: name(e.seat), piece: pieceName(e.piece), post: postName(view, e.post)});
      case 'displaced': return t(key, {name: name(e.seat), victim: name(e.victim), displaced: pieceName(e.displaced),
        post: postName(view, e.post), piece: pieceName(e.piece), paid: e.paid});
      case 'relocated': {
        const source = /^post (\d+)$/.exec(e.source || '');
        return t(key, {name: name(e.seat), piece: pieceName(e.piece), post: postName(view, e.post),
          source: source ? t('hz.from.post', {post: postName(view, +source[1])}) : t('hz.from.' + e.source)});
      }
      case 'extra-pieces-declined': return t(e.left === 1 ? key + '.one' : key, {name: name(e.seat), n: e.left});
      case 'moved': return t(key, {name: name(e.seat), from: postName(view, e.from), to: postName(view, e.to)});
      case 'route-established': return t(key, {name: name(e.seat), route: routeName(view, e.route)});
      case 'prestige-gained': return t(key, {name: name(e.seat), points: e.points, why: t('hz.why.' + e.why)});
      case 'marker-taken': case 'marker-used': return t(key, {name: name(e.seat), marker: markerName(e.marker)});
      case 'marker-drawn': return t(key, {name: name(e.seat), n: e.leftInSupply});
      case 'office-opened': return t(e.slot < 0 ? key + '.extra' : key, {name: name(e.seat), city: cityName(view, e.city), piece: pieceName(e.piece)});
      case 'ability-developed': return t(key, {name: name(e.seat), ability: abilityName(e.ability), value: e.value === 0 ? t('hz.all') : e.value});
      case 'coellen-taken': return t(key, {name: name(e.seat), points: coellenPoints(view, e.space)});
      case 'city-completed': return t(e.completedCities === 1 ? key + '.one' : key, {city: cityName(view, e.city), n: e.completedCities});
      case 'east-west-connected': return t(key, {name: name(e.seat), rank: e.rank + 1, points: e.points});
      case 'offices-swapped': return t(key, {name: name(e.seat), city: cityName(view, e.city), a: e.slot + 1, b: e.slot + 2});
      case 'piece-removed': return t(key, {name: name(e.seat), owner: name(e.owner), piece: pieceName(e.piece), post: postName(view, e.post)});
      case 'opponent-piece-moved': return t(key, {name: name(e.seat), owner: name(e.owner), piece: pieceName(e.piece),
        from: postName(view, e.from), to: postName(view, e.to)});
      case 'marker-placed': return t(key, {name: name(e.seat), marker: markerName(e.marker), route: routeName(view, e.route)});
      case 'marker-set-aside': return t(key, {name: name(e.seat)});
      case 'turn-ended': return t(key, {name: name(e.seat), next: name(e.next)});
      case 'game-ended': return t(key, {reason: endReason(view, e.reason), winners: winnersText(view, e.winners)});
      default: return (e.seat !== undefined ? name(e.seat) + ': ' : '') + String(e.type).replace(/-/g, ' ');
    }
  },

  /** The end of the game in numbers: prestige over the game and what each player did to earn it; null before. */
  summary(view) {
    return endSummary(view, {points: t('hz.sum.points'), source: (k) => t('hz.sum.' + k), note: t('hz.sum.note')});
  },

  /** The winners and the final scores, big, on the phones and the table screen; null while the game goes on. */
  finale(view) {
    const p = pub(view);
    if (!p || !p.endReason) return null;
    const ended = [...(view.log || [])].flatMap((entry) => entry.events).find((e) => e.type === 'game-ended');
    const winners = ended ? ended.winners : [];
    const scores = p.scores || [];
    return el('section', {class: 'card winner', id: 'winner'},
      el('p', {class: 'big'}, winners.includes(view.seat) && winners.length === 1 ? t('hz.you.win') : winnersText(view, winners)),
      el('p', {}, endReason(view, p.endReason)),
      el('div', {class: 'swipe'}, el('table', {class: 'players hz-scores final-scores', id: 'final-scores'}, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('hz.prestige')),
        el('th', {}, t('hz.abilities')), el('th', {}, t('hz.markers')), el('th', {}, t('hz.coellen')), el('th', {}, t('hz.cities')),
        el('th', {}, t('hz.network')), el('th', {}, t('hz.total')))),
      el('tbody', {}, scores.map((s) => el('tr', {'data-seat': s.seat}, el('td', {}, who(view, s.seat)),
        ...[s.prestige, s.abilities, s.markers, s.coellen, s.cities, s.network].map((v) => el('td', {class: 'num'}, String(v))),
        el('td', {class: 'num total', 'data-field': 'total'}, String(s.total))))))),
      el('p', {class: 'muted swipe-hint'}, t('swipe.hint')));
  },

  /** The table screen's "just now": everything the last command did. */
  headline(view) {
    const lines = (view.lastEvents || []).map((e) => this.describe(e, view)).filter(Boolean);
    return lines.length ? el('ul', {class: 'headline'}, lines.map((text) => el('li', {}, text))) : null;
  },

  /** Pieces on posts (trader square, merchant disc), offices, extra offices, route markers, Coellen's table. */
  drawPieces(svg, view, game) {
    const p = game && (game.table || game);
    if (!svg || !p || !p.posts) return;
    const layer = svg.querySelector('#pieces');
    if (!layer) return;
    layer.replaceChildren();
    const piece = (x, y, seat, kind, size, attrs) => {
      const fill = colourOfSeat(view, seat);
      return kind === 'MERCHANT'
        ? shape('circle', {cx: x, cy: y, r: size, class: 'piece hz-piece merchant', fill, 'data-owner': seat, ...attrs})
        : shape('rect', {x: x - size, y: y - size, width: 2 * size, height: 2 * size, rx: 2, class: 'piece hz-piece trader', fill,
          'data-owner': seat, ...attrs});
    };
    for (const post of p.posts) {
      if (post.seat < 0) continue;
      const node = svg.querySelector('#post-' + post.post);
      if (!node) continue;
      layer.append(piece(+node.getAttribute('cx'), +node.getAttribute('cy'), post.seat, post.piece, 8, {'data-post': post.post}));
    }
    for (const city of p.cities || []) {
      city.offices.forEach((holder, slot) => {
        if (!holder) return;
        const node = svg.querySelector('#office-' + city.id + '-' + slot);
        if (!node) return;
        const x = node.tagName === 'rect' ? +node.getAttribute('x') + 10 : +node.getAttribute('cx');
        const y = node.tagName === 'rect' ? +node.getAttribute('y') + 10 : +node.getAttribute('cy');
        layer.append(piece(x, y, holder.seat, holder.piece, 7, {'data-office': city.id + '-' + slot}));
      });
      const box = svg.querySelector('#city-' + city.id + ' .city-box');
      if (box) {
        city.extraOffices.forEach((holder, k) => {
          const x = +box.getAttribute('x') - 12 - 18 * (city.extraOffices.length - 1 - k);
          const y = +box.getAttribute('y') + 14;
          layer.append(piece(x, y, holder.seat, holder.piece, 7, {'data-extra-office': city.id}));
        });
        if (city.controller >= 0) {
          layer.append(shape('rect', {x: +box.getAttribute('x') - 3, y: +box.getAttribute('y') - 3, width: +box.getAttribute('width') + 6,
            height: +box.getAttribute('height') + 6, rx: 8, class: 'piece hz-control', stroke: colourOfSeat(view, city.controller),
            'data-controller': city.controller, 'data-city': city.id}));
        }
      }
    }
    for (const route of p.routes || []) {
      if (!route.marker) continue;
      const node = svg.querySelector('#route-' + route.route);
      if (!node) continue;
      const x = +node.getAttribute('cx'); const y = +node.getAttribute('cy');
      layer.append(shape('rect', {x: x - 11, y: y - 11, width: 22, height: 22, rx: 5, class: 'piece hz-bonus',
        'data-marker': route.marker, 'data-route': route.route}));
      const label = shape('text', {x, y: y + 4, class: 'piece hz-bonus-text'});
      label.textContent = {EXTRA_OFFICE: '+K', SWAP_OFFICES: '⇄', REMOVE_THREE: '−3', MOVE_THREE: '↦3', DEVELOP_ABILITY: '↑',
        THREE_ACTIONS: '+3', FOUR_ACTIONS: '+4'}[route.marker] || '?';
      const title = shape('title', {});
      title.textContent = markerName(route.marker);
      label.append(title);
      layer.append(label);
    }
    (p.coellen || []).forEach((holder, k) => {
      const node = svg.querySelector('#coellen-' + k);
      if (holder && node) layer.append(piece(+node.getAttribute('cx'), +node.getAttribute('cy'), holder.seat, 'MERCHANT', 8, {'data-coellen': k}));
    });
  },
};

