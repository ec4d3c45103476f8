// Elasund on the phone and the table screen. Everything is drawn from the engine's views and
// legal actions: the phone never decides what is legal. Hidden are the hands (a phone sees its own
// gold and influence; everybody else a count), the influence deck and the face-down church stack,
// which no view holds. Buildings' names and what is still provisional come from /api/cards.
import {el, who, nameOf} from './dom.js';
import {endSummary} from './summary.js';
import {t, addTexts, language} from './i18n.js';
import {diceEntry, pub, stat, shape, seatColour, handTile, actionButton} from './widgets.js';

const CELL = 56;
const INFLUENCE = ['blue', 'green', 'red'];

addTexts({
  en: {
    'es.sum.points': 'Victory point cubes',
    'es.sum.gold-produced': 'Gold from the ship',
    'es.sum.influence-produced': 'Influence from the ship',
    'es.sum.gold-taken': 'Gold taken',
    'es.sum.compensation': 'Gold for permits',
    'es.sum.pirates': 'Cards lost to the pirates',
    'es.sum.buildings': 'Buildings built',
    'es.sum.walls': 'Walls built',
    'es.sum.note': 'Cubes on the board over the game (a covered building\'s cube goes back). Counts only: no hand\'s colours.',
    'board.elasund': 'The city of Elasund', 'section.now': 'Just now',
    'option.deck': 'The cards', 'choice.en': '51 gold, 39 influence (English box)', 'choice.de': '56 gold, 54 influence (German box)',
    'option.spentInfluence': 'Spent influence cards go', 'choice.discard-pile': 'to a discard pile', 'choice.under-deck': 'under the deck',
    'option.piratesCountTowers': 'Wall towers count towards the pirates\' loot',
    'option.tradeFlagsRetroactive': 'A free flag on a trade space passed earlier may be claimed',
    'option.cottageAfterChurch': 'A cottage displaced by the church is re-placed',
    'option.cottageOnOwnPermit': 'A cottage may be re-placed over its owner\'s permit',
    'option.wallOrder': 'Wall slots', 'choice.free': 'any slot', 'choice.cheap-first': 'the 4-gold slots only when the 2-gold ones are built',
    'option.victory': 'The 10th cube wins', 'choice.end-of-turn': 'at the end of its owner\'s turn', 'choice.at-once': 'at once',
    'option.sameSizeFee': 'Overbuilding same-size buildings costs 3 influence', 'choice.once': 'once',
    'choice.per-building': 'per building covered', 'choice.on': 'on', 'choice.off': 'off',
    'option.exhaustionDiscards': 'When the cards run out, the influence cards given up are chosen by',
    'choice.players': 'each player', 'choice.most-held': 'the hub (the colour held most first)',
    'option.startPlayer': 'Who starts', 'choice.roll': 'the highest opening roll', 'choice.startPlayer.0': 'Red', 'choice.startPlayer.1': 'Blue',
    'choice.startPlayer.2': 'Green', 'choice.startPlayer.3': 'Yellow',
    'option.influenceShortage': 'When the influence deck cannot pay the production',
    'choice.exhaustion': 'everyone gives up half; those cards and the spent ones make the new deck',
    'choice.reshuffle-spent': 'the spent cards are shuffled in to pay; half is given up only when they too run short',
    'es.gold': 'Gold', 'es.influence.blue': 'Blue', 'es.influence.green': 'Green', 'es.influence.red': 'Red',
    'es.influence': 'influence', 'es.hand': 'Your hand', 'es.cubes': 'Cubes on the board',
    'es.legend': 'What the board shows',
    'es.legend.windmill': 'Windmill: a trade zone; building there gives a trade point per windmill',
    'es.legend.church': 'Church foundation: the church\'s tiles are built here',
    'es.legend.gate': 'City gate: the edge of the city for this many players; the wall is built on from it',
    'es.legend.wall': 'City wall space and its cost in gold (2 one way from the gates, 4 the other)',
    'es.legend.row': 'Sea space: the ship sails to the roll\'s number, and the buildings of that row produce',
    'es.legend.flag': 'Trade track flag: reaching it puts a victory point cube there',
    'es.final.title': 'Victory points', 'es.final.buildings': 'Buildings', 'es.final.towers': 'Towers', 'es.final.church': 'Church',
    'es.final.track': 'Trade track', 'es.final.total': 'Total', 'es.trade': 'Trade points',
    'es.permits': 'Permits beside the board', 'es.permits.none': 'none', 'es.walls': 'Walls built', 'es.cards': 'Cards',
    'es.supply': 'Your buildings in the supply', 'es.phase.roll': 'Phase 1: the roll', 'es.phase.build': 'Phase 2: building',
    'es.phase.special': 'Phase 4: special actions', 'es.phase.done': 'End of the turn', 'es.turn': 'Turn {n}',
    'es.builds': 'Buildings left this turn', 'es.status': 'This turn', 'es.dice': 'Dice', 'es.ship': 'The ship',
    'es.ship.row': 'row {row}', 'es.pirates': 'pirates!', 'es.church.left': 'Church tiles face down: {n}',
    'es.deck': 'Influence deck: {n} face down, {d} discarded', 'es.gold.supply': 'Gold in the supply: {n}',
    'es.neutral': 'Neutral buildings left', 'es.provisional': 'provisional', 'es.provisional.title': 'Provisional data',
    'es.provisional.note': 'These are guesses from the rules summary; check them against your box (docs/rules-elasund.md).',
    'es.provisional.deck': 'the {id} deck: {what}',
    'es.kind.roll': 'Roll the dice', 'es.kind.opening-roll': 'Roll for who starts', 'es.kind.move-ship': 'Move the ship', 'es.kind.discard': 'Give up cards to the pirates',
    'es.kind.build': 'Build: {building}', 'es.kind.build-wall': 'Build a wall', 'es.kind.build-church': 'Build a church tile (7 gold)',
    'es.kind.keep-church-tile': 'Keep church tile {tile}', 'es.kind.replace-cottage': 'Put your worker cottage back',
    'es.kind.place-permit': 'Place permit {value}', 'es.kind.take-gold': 'Take 2 gold', 'es.kind.move-permit': 'Move a permit',
    'es.kind.upgrade-permit': 'Upgrade a permit', 'es.kind.place-permit-anywhere': 'Permit {value} on any square',
    'es.kind.buy-gold': 'Buy 2 gold (1 influence of each colour)', 'es.kind.end-turn': 'End my turn',
    'es.phase3': 'Phase 3: place a building permit, or take 2 gold.',
    'es.church.choose': 'You drew two church tiles: keep one for the foundation (the other goes under the stack).',
    'es.cottage.prompt': 'Your worker cottage was displaced: tap where it goes back.',
    'es.discard.need': 'The pirates: give up {n} cards.', 'es.discard.send': 'Give up these {n}',
    'es.kind.give-up-influence': 'Give up influence cards',
    'es.giveup.need': 'The cards ran out: give up {n} of your influence cards (half, rounded down); they make the new deck.',
    'es.giveup.send': 'Give up these {n}',
    'es.ship.choose': 'Tap the row the ship sails to.',
    'es.tap.square': 'the square for its top-left corner', 'es.tap.wall': 'a wall slot', 'es.tap.row': 'a row of the sea',
    'es.tap.permit': 'your permit, then its new square', 'es.pay.with': 'Pay with {colour}', 'es.pay.none': 'No influence',
    'es.footprint': '{building} at column {column}, row {row}', 'es.cost': '{gold} gold',
    'es.upgrade': 'Permit {from} → {to}, paying {colour}', 'es.permit': 'permit {value}',
    'es.square': 'column {column}, row {row}', 'es.slot': 'slot {n}',
    'es.wins': '{name} wins!', 'es.you.win': 'You win!', 'es.end.all-cubes': '{name} has all 10 cubes on the board',
    'es.why.covering a building of the same size': 'covering a building of the same size', 'es.why.a permit in any row': 'a permit in any row',
    'es.why.moving a permit': 'moving a permit', 'es.why.upgrading a permit': 'upgrading a permit',
    'es.why.a permit anywhere': 'a permit anywhere', 'es.why.2 gold': '2 gold',
    'es.where.building': 'a building', 'es.where.church': 'the church', 'es.where.tower': 'a wall tower', 'es.where.trade': 'the trade track ({n})',
    'es.reward.tower': 'a tower', 'es.reward.influence': '{n} influence',
    'es.kind.gold': 'gold', 'es.kind.influence': 'influence',
    'es.ev.rolled': '{name} rolled {a} + {b} = {sum}', 'es.track.trade': 'Trade', 'es.track.cubes': 'Cubes on the board',
    'es.ev.opening-rolled': '{name} rolls for the start: {a} + {b} = {sum}',
    'es.ev.opening-tied': '{names} tie at {total} and roll again', 'es.ev.start-player': '{name} rolled highest and starts',
    'es.ev.ship-moved': 'The ship sails to row {row}', 'es.ev.ship-moved.pirate': 'The pirates sail to row {row}',
    'es.ev.produced': '{name} receives {gold} gold and {influence} influence',
    'es.ev.cards-ran-out': 'Too few {kind} cards ({available} for {demanded}): nobody receives any',
    'es.ev.discarded': '{name} gives up {gold} gold and {influence} influence to the pirates',
    'es.ev.looted': '{name} loots {cards} cards from the pirates',
    'es.ev.gave-up': '{name} gives up {cards} {kind} cards to the new supply',
    'es.ev.deck-renewed': 'The influence deck is made anew: {cards} cards, shuffled',
    'es.ev.built': '{name} builds {building} at {square} for {gold} gold',
    'es.ev.compensated': '{name} pays {to} {gold} gold for using their permit',
    'es.ev.influence-paid': '{name} pays {cards} {colour} influence for {why}',
    'es.ev.building-removed': '{owner}\'s {building} at {square} is removed',
    'es.ev.permit-returned': '{name}\'s permit {value} at {square} goes back',
    'es.ev.wall-built': '{name} builds wall tile {number} in {slot} for {gold} gold: {reward}',
    'es.ev.church-tiles-drawn': '{name} draws two church tiles and keeps one',
    'es.ev.church-tile-built': '{name} builds church tile {tile} at {square}',
    'es.ev.permit-placed': '{name} places permit {value} at {square} for {gold} gold',
    'es.ev.permit-moved': '{name} moves permit {value} to {square}',
    'es.ev.permit-upgraded': '{name} swaps permit {from} for {to} at {square}',
    'es.ev.gold-taken': '{name} takes {gold} gold', 'es.ev.influence-drawn': '{name} draws {cards} influence',
    'es.ev.trade-points': '{name} is at {points} on the trade track',
    'es.ev.cube-placed': '{name} puts a cube on {where}', 'es.ev.cube-returned': '{name}\'s cube on {where} goes back',
    'es.ev.cottage-replaced': '{name} puts the {building} back at {square}',
    'es.ev.cottage-lost': '{name}\'s {building} leaves the game',
    'es.ev.turn-ended': '{name} ends the turn; {next} is next', 'es.ev.game-won': '{name} wins the game',
  },
  es: {
    'es.sum.points': 'Cubos de victoria',
    'es.sum.gold-produced': 'Oro del barco',
    'es.sum.influence-produced': 'Influencia del barco',
    'es.sum.gold-taken': 'Oro tomado',
    'es.sum.compensation': 'Oro por permisos',
    'es.sum.pirates': 'Cartas perdidas con los piratas',
    'es.sum.buildings': 'Edificios construidos',
    'es.sum.walls': 'Murallas construidas',
    'es.sum.note': 'Cubos en el tablero durante la partida (el cubo de un edificio cubierto vuelve). Solo cuentas: ningún color de una mano.',
    'board.elasund': 'La ciudad de Elasund', 'section.now': 'Ahora mismo',
    'option.deck': 'Las cartas', 'choice.en': '51 de oro, 39 de influencia (caja inglesa)', 'choice.de': '56 de oro, 54 de influencia (caja alemana)',
    'option.spentInfluence': 'Las cartas de influencia gastadas van', 'choice.discard-pile': 'a una pila de descarte', 'choice.under-deck': 'debajo del mazo',
    'option.piratesCountTowers': 'Las torres de la muralla cuentan para el botín de los piratas',
    'option.tradeFlagsRetroactive': 'Se puede reclamar una bandera libre de una casilla de comercio ya pasada',
    'option.cottageAfterChurch': 'Una casa de obreros desplazada por la iglesia se vuelve a colocar',
    'option.cottageOnOwnPermit': 'Una casa de obreros puede volver sobre un permiso de su dueño',
    'option.wallOrder': 'Huecos de la muralla', 'choice.free': 'cualquier hueco', 'choice.cheap-first': 'los de 4 de oro solo cuando los de 2 están construidos',
    'option.victory': 'El 10.º cubo gana', 'choice.end-of-turn': 'al final del turno de su dueño', 'choice.at-once': 'en el acto',
    'option.sameSizeFee': 'Sobreconstruir edificios del mismo tamaño cuesta 3 de influencia', 'choice.once': 'una vez',
    'choice.per-building': 'por edificio cubierto', 'choice.on': 'sí', 'choice.off': 'no',
    'option.exhaustionDiscards': 'Al agotarse las cartas, las cartas de influencia que se entregan las elige',
    'choice.players': 'cada jugador', 'choice.most-held': 'el hub (primero el color del que más se tiene)',
    'option.startPlayer': 'Quién empieza', 'choice.roll': 'la tirada inicial más alta', 'choice.startPlayer.0': 'Rojo', 'choice.startPlayer.1': 'Azul',
    'choice.startPlayer.2': 'Verde', 'choice.startPlayer.3': 'Amarillo',
    'option.influenceShortage': 'Cuando el mazo de influencia no puede pagar la producción',
    'choice.exhaustion': 'todos entregan la mitad; esas cartas y las gastadas forman el nuevo mazo',
    'choice.reshuffle-spent': 'las gastadas se barajan para pagar; solo se entrega la mitad si tampoco alcanzan',
    'es.gold': 'Oro', 'es.influence.blue': 'Azul', 'es.influence.green': 'Verde', 'es.influence.red': 'Rojo',
    'es.influence': 'influencia', 'es.hand': 'Tu mano', 'es.cubes': 'Cubos en el tablero',
    'es.legend': 'Qué muestra el tablero',
    'es.legend.windmill': 'Molino: zona de comercio; construir allí da un punto de comercio por molino',
    'es.legend.church': 'Fundación de la iglesia: aquí se construyen sus fichas',
    'es.legend.gate': 'Puerta de la ciudad: el borde de la ciudad para este número de jugadores; la muralla se construye desde ella',
    'es.legend.wall': 'Casilla de la muralla y su coste en oro (2 en un sentido desde las puertas, 4 en el otro)',
    'es.legend.row': 'Casilla de mar: el barco va al número de la tirada y producen los edificios de esa fila',
    'es.legend.flag': 'Bandera del marcador de comercio: al alcanzarla se pone allí un cubo de puntos de victoria',
    'es.final.title': 'Puntos de victoria', 'es.final.buildings': 'Edificios', 'es.final.towers': 'Torres', 'es.final.church': 'Iglesia',
    'es.final.track': 'Marcador de comercio', 'es.final.total': 'Total', 'es.trade': 'Puntos de comercio',
    'es.permits': 'Permisos junto al tablero', 'es.permits.none': 'ninguno', 'es.walls': 'Murallas construidas', 'es.cards': 'Cartas',
    'es.supply': 'Tus edificios en la reserva', 'es.phase.roll': 'Fase 1: la tirada', 'es.phase.build': 'Fase 2: construir',
    'es.phase.special': 'Fase 4: acciones especiales', 'es.phase.done': 'Fin del turno', 'es.turn': 'Turno {n}',
    'es.builds': 'Construcciones que quedan este turno', 'es.status': 'Este turno', 'es.dice': 'Dados', 'es.ship': 'El barco',
    'es.ship.row': 'fila {row}', 'es.pirates': '¡piratas!', 'es.church.left': 'Losetas de iglesia boca abajo: {n}',
    'es.deck': 'Mazo de influencia: {n} boca abajo, {d} descartadas', 'es.gold.supply': 'Oro en la reserva: {n}',
    'es.neutral': 'Edificios neutrales que quedan', 'es.provisional': 'provisional', 'es.provisional.title': 'Datos provisionales',
    'es.provisional.note': 'Son suposiciones a partir del resumen de las reglas; compruébalas con tu caja (docs/rules-elasund.md).',
    'es.provisional.deck': 'el mazo {id}: {what}',
    'es.kind.roll': 'Tirar los dados', 'es.kind.opening-roll': 'Tirar para ver quién empieza', 'es.kind.move-ship': 'Mover el barco', 'es.kind.discard': 'Entregar cartas a los piratas',
    'es.kind.build': 'Construir: {building}', 'es.kind.build-wall': 'Construir muralla', 'es.kind.build-church': 'Construir una loseta de iglesia (7 de oro)',
    'es.kind.keep-church-tile': 'Quedarse la loseta de iglesia {tile}', 'es.kind.replace-cottage': 'Volver a colocar tu casa de obreros',
    'es.kind.place-permit': 'Colocar el permiso {value}', 'es.kind.take-gold': 'Tomar 2 de oro', 'es.kind.move-permit': 'Mover un permiso',
    'es.kind.upgrade-permit': 'Mejorar un permiso', 'es.kind.place-permit-anywhere': 'Permiso {value} en cualquier casilla',
    'es.kind.buy-gold': 'Comprar 2 de oro (1 influencia de cada color)', 'es.kind.end-turn': 'Terminar mi turno',
    'es.phase3': 'Fase 3: coloca un permiso de construcción o toma 2 de oro.',
    'es.church.choose': 'Has robado dos losetas de iglesia: quédate una para los cimientos (la otra va debajo del montón).',
    'es.cottage.prompt': 'Han desplazado tu casa de obreros: toca dónde vuelve.',
    'es.discard.need': 'Los piratas: entrega {n} cartas.', 'es.discard.send': 'Entregar estas {n}',
    'es.kind.give-up-influence': 'Entregar cartas de influencia',
    'es.giveup.need': 'Se agotaron las cartas: entrega {n} de tus cartas de influencia (la mitad, redondeando hacia abajo); forman el nuevo mazo.',
    'es.giveup.send': 'Entregar estas {n}',
    'es.ship.choose': 'Toca la fila a la que navega el barco.',
    'es.tap.square': 'la casilla de su esquina superior izquierda', 'es.tap.wall': 'un hueco de la muralla', 'es.tap.row': 'una fila del mar',
    'es.tap.permit': 'tu permiso y luego su nueva casilla', 'es.pay.with': 'Pagar con {colour}', 'es.pay.none': 'Sin influencia',
    'es.footprint': '{building} en la columna {column}, fila {row}', 'es.cost': '{gold} de oro',
    'es.upgrade': 'Permiso {from} → {to}, pagando {colour}', 'es.permit': 'permiso {value}',
    'es.square': 'columna {column}, fila {row}', 'es.slot': 'hueco {n}',
    'es.wins': '¡Gana {name}!', 'es.you.win': '¡Has ganado!', 'es.end.all-cubes': '{name} tiene sus 10 cubos en el tablero',
    'es.why.covering a building of the same size': 'cubrir un edificio del mismo tamaño', 'es.why.a permit in any row': 'un permiso en cualquier fila',
    'es.why.moving a permit': 'mover un permiso', 'es.why.upgrading a permit': 'mejorar un permiso',
    'es.why.a permit anywhere': 'un permiso en cualquier casilla', 'es.why.2 gold': '2 de oro',
    'es.where.building': 'un edificio', 'es.where.church': 'la iglesia', 'es.where.tower': 'una torre de la muralla', 'es.where.trade': 'el marcador de comercio ({n})',
    'es.reward.tower': 'una torre', 'es.reward.influence': '{n} de influencia',
    'es.kind.gold': 'oro', 'es.kind.influence': 'influencia',
    'es.ev.rolled': '{name} sacó {a} + {b} = {sum}', 'es.track.trade': 'Comercio', 'es.track.cubes': 'Cubos en el tablero',
    'es.ev.opening-rolled': '{name} tira para empezar: {a} + {b} = {sum}',
    'es.ev.opening-tied': '{names} empatan a {total} y vuelven a tirar', 'es.ev.start-player': '{name} sacó la tirada más alta y empieza',
    'es.ev.ship-moved': 'El barco navega a la fila {row}', 'es.ev.ship-moved.pirate': 'Los piratas navegan a la fila {row}',
    'es.ev.produced': '{name} recibe {gold} de oro y {influence} de influencia',
    'es.ev.cards-ran-out': 'Faltan cartas de {kind} ({available} para {demanded}): nadie recibe',
    'es.ev.discarded': '{name} entrega {gold} de oro y {influence} de influencia a los piratas',
    'es.ev.looted': '{name} saquea {cards} cartas de los piratas',
    'es.ev.gave-up': '{name} entrega {cards} cartas de {kind} a la nueva reserva',
    'es.ev.deck-renewed': 'El mazo de influencia se forma de nuevo: {cards} cartas, barajadas',
    'es.ev.built': '{name} construye {building} en {square} por {gold} de oro',
    'es.ev.compensated': '{name} paga a {to} {gold} de oro por usar su permiso',
    'es.ev.influence-paid': '{name} paga {cards} de influencia {colour} por {why}',
    'es.ev.building-removed': 'Se retira {building} de {owner} en {square}',
    'es.ev.permit-returned': 'El permiso {value} de {name} en {square} vuelve a su dueño',
    'es.ev.wall-built': '{name} construye la loseta de muralla {number} en el {slot} por {gold} de oro: {reward}',
    'es.ev.church-tiles-drawn': '{name} roba dos losetas de iglesia y se queda una',
    'es.ev.church-tile-built': '{name} construye la loseta de iglesia {tile} en {square}',
    'es.ev.permit-placed': '{name} coloca el permiso {value} en {square} por {gold} de oro',
    'es.ev.permit-moved': '{name} mueve el permiso {value} a {square}',
    'es.ev.permit-upgraded': '{name} cambia el permiso {from} por el {to} en {square}',
    'es.ev.gold-taken': '{name} toma {gold} de oro', 'es.ev.influence-drawn': '{name} roba {cards} de influencia',
    'es.ev.trade-points': '{name} está en {points} en el marcador de comercio',
    'es.ev.cube-placed': '{name} pone un cubo en {where}', 'es.ev.cube-returned': 'El cubo de {name} en {where} vuelve',
    'es.ev.cottage-replaced': '{name} vuelve a colocar su {building} en {square}',
    'es.ev.cottage-lost': '{name} pierde su {building}: sale de la partida',
    'es.ev.turn-ended': '{name} termina el turno; sigue {next}', 'es.ev.game-won': '{name} gana la partida',
  },
});

// The box's catalogue (names, footprints, what is provisional), fetched once.
let catalogue = null;
const catalogueLoaded = fetch('/api/cards', {cache: 'no-cache'}).then((r) => (r.ok ? r.json() : null))
  .then((c) => { catalogue = c; }).catch(() => {});
// The module is ready once the names are: a page's first drawing never shows the pieces' ids.
await catalogueLoaded;

function kindOf(id) {
  return ((catalogue && catalogue.buildings) || []).find((b) => b.id === id) || null;
}

/** A building's name in the reader's language, from the pieces file. */
/**
 * A building's whole name inside its footprint: a word a line when it does not fit on one, and
 * smaller when a word alone is wider than the building (a name cut off reads as another word).
 */
function fitName(node, name, width) {
  node.textContent = name;
  if (!node.getComputedTextLength || node.getComputedTextLength() <= width) return;
  const x = node.getAttribute('x');
  node.textContent = '';
  name.split(' ').forEach((word, i) => {
    const line = shape('tspan', {x, dy: i ? '1.1em' : 0});
    line.textContent = word;
    node.append(line);
  });
  const widest = Math.max(...[...node.children].map((line) => line.getComputedTextLength()));
  if (widest > width) node.style.fontSize = (parseFloat(getComputedStyle(node).fontSize) * width / widest).toFixed(1) + 'px';
}

function buildingName(id) {
  const k = kindOf(id);
  return k ? (k.name[language()] || k.name.en) : String(id).replace(/-/g, ' ');
}

const colourName = (c) => t('es.influence.' + String(c).toLowerCase());
const square = (column, row) => t('es.square', {column, row});
const sqId = (column, row) => `sq-${column}-${row}`;
const QUIET = new Set(['end-turn', 'take-gold']);

function bigButton(text, onclick, kind, cost = '') {
  return actionButton(text, onclick, kind, {quiet: QUIET.has(kind), cost});
}

/** Tap one highlighted element among ids (choice by id); with one element the board is skipped. */
function tapOne(api, byId, what, describe) {
  const ids = Object.keys(byId);
  if (!api.pick(ids, what, (id) => byId[id](), {}, {describe})) byId[ids[0]]();
}

/** After a tap, the commands that square offers: one is sent, several (who pays which colour) become pills. */
function chooseColour(api, box, choices) {
  if (choices.length === 1) { api.send(choices[0]); return; }
  box.querySelector('.pills')?.remove();
  box.append(el('div', {class: 'pills'}, choices.map((c) => el('button', {type: 'button', class: 'pill big',
    'data-colour': c.colour ? c.colour.toLowerCase() : 'none', onclick: () => api.send(c)},
  c.colour ? t('es.pay.with', {colour: colourName(c.colour)}) : t('es.pay.none')))));
}

/** The board's drawing on this page. */
const boardSvg = () => document.querySelector('#board svg.board.elasund');

/** The footprint a building would cover with its top-left square tapped: drawn on the board before confirming. */
function previewFootprint(kind, column, row, view) {
  const svg = boardSvg();
  if (!svg) return;
  svg.querySelector('#footprint-preview')?.remove();
  const k = kindOf(kind);
  const start = svg.querySelector('#' + sqId(column, row));
  if (!k || !start) return;
  const rows = pub(view).rows;
  const index = rows.indexOf(row);
  const last = rows[Math.min(rows.length - 1, index + k.height - 1)];
  const end = svg.querySelector('#' + sqId(column + k.width - 1, last));
  if (!end) return;
  const x = +start.getAttribute('x'); const y = +start.getAttribute('y');
  // Inside the tap mode's own layer, so that Cancel and Confirm take the preview away with it.
  (svg.querySelector('#pick-labels') || svg).append(shape('rect', {id: 'footprint-preview', class: 'footprint-preview', x: x + 2, y: y + 2,
    width: +end.getAttribute('x') + CELL - x - 4, height: +end.getAttribute('y') + CELL - y - 4, rx: 6,
    stroke: seatColour(view, view.seat), 'data-building': kind, 'data-width': k.width, 'data-height': k.height}));
}

function clearPreview() {
  boardSvg()?.querySelector('#footprint-preview')?.remove();
}

/** Build one kind of building: tap its top-left square (its footprint previewed), confirm, then the colour if a fee is due. */
function buildButton(view, api, kind, choices) {
  const box = el('div', {class: 'prompt', 'data-kind': 'build', 'data-building': kind});
  const bySquare = {};
  for (const c of choices) (bySquare[sqId(c.column, c.row)] ||= []).push(c);
  const k = kindOf(kind);
  box.append(bigButton(t('es.kind.build', {building: buildingName(kind)}), () => {
    tapOne(api, Object.fromEntries(Object.entries(bySquare).map(([id, list]) => [id, () => { clearPreview(); chooseColour(api, box, list); }])),
      t('es.tap.square'), (id) => {
        const [column, row] = id.slice(3).split('-').map(Number);
        previewFootprint(kind, column, row, view);
        return t('es.footprint', {building: buildingName(kind), column, row});
      });
  }, 'build-' + kind, k ? t('es.cost', {gold: k.cost}) + (k.provisional ? ' · ' + t('es.provisional') : '') : ''));
  return box;
}

/** A permit of one value: tap an empty square, then (outside the ship's rows) the colour paid. */
function permitButton(view, api, kind, value, choices) {
  const box = el('div', {class: 'prompt', 'data-kind': kind, 'data-value': value});
  const bySquare = {};
  for (const c of choices) (bySquare[sqId(c.column, c.row)] ||= []).push(c);
  box.append(bigButton(t('es.kind.' + kind, {value}), () => tapOne(api,
    Object.fromEntries(Object.entries(bySquare).map(([id, list]) => [id, () => chooseColour(api, box, list)])), t('es.tap.square')),
  kind + '-' + value));
  return box;
}

function pills(items) {
  return el('div', {class: 'pills'}, items.map(([text, onclick, attrs]) => el('button', {type: 'button', class: 'pill big',
    ...attrs, onclick}, text)));
}

/**
 * Cards to give up, for the pirates (gold and each colour) or at card exhaustion (the colours only):
 * a counter per kind, and the send button once the counts make one of the listed choices.
 */
function giveUpForm(view, api, action, kinds, texts) {
  const me = view.game;
  const total = (c) => kinds.reduce((n, kind) => n + c[kind], 0);
  const owed = action.choices.reduce((n, c) => Math.max(n, total(c)), 0);
  const max = {gold: me.gold, ...me.influence};
  const send = el('button', {class: 'action primary', type: 'button', 'data-kind': action.kind + '-send', disabled: true},
    t(texts.send, {n: owed}));
  const counts = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  const node = el('div', {class: 'counters'}, kinds.map((kind) => {
    const value = el('span', {class: 'count'}, '0');
    const change = (delta) => {
      counts[kind] = Math.max(0, Math.min(max[kind] || 0, counts[kind] + delta));
      value.textContent = String(counts[kind]);
      send.disabled = total(counts) !== owed || !action.choices.some((c) => kinds.every((k) => c[k] === counts[k]));
    };
    return el('div', {class: 'counter', 'data-kind': kind}, el('span', {class: 'counter-label'}, kind === 'gold' ? t('es.gold') : colourName(kind)),
      el('button', {type: 'button', class: 'step', 'aria-label': '−', onclick: () => change(-1)}, '−'), value,
      el('button', {type: 'button', class: 'step', 'aria-label': '+', onclick: () => change(1)}, '+'));
  }));
  send.addEventListener('click', () => api.send({type: action.kind, ...counts}));
  return el('div', {class: 'prompt', 'data-kind': action.kind}, el('p', {class: 'prompt-text'}, t(texts.need, {n: owed})), node, send);
}

const PHASES = {roll: 'es.phase.roll', build: 'es.phase.build', special: 'es.phase.special', done: 'es.phase.done'};

function endText(view, p) {
  if (!p || !p.end) return '';
  return t('es.end.all-cubes', {name: nameOf(view, p.end.args[0])});
}

/** The provisional data of the pieces file, labelled as such. */
function provisionalCard() {
  if (!catalogue) return '';
  const lines = [...catalogue.buildings.filter((b) => b.provisional).map((b) => buildingName(b.id) + ': ' + b.provisional),
    ...catalogue.decks.filter((d) => d.provisional).map((d) => t('es.provisional.deck', {id: d.id, what: d.provisional}))];
  if (!lines.length) return '';
  return el('details', {class: 'card provisional', id: 'provisional'}, el('summary', {}, t('es.provisional.title')),
    el('p', {class: 'muted'}, t('es.provisional.note')), el('ul', {}, lines.map((l) => el('li', {}, l))));
}

/**
 * What the board's symbols mean, each drawn as on the board (same classes, so the same looks):
 * the printed marks a newcomer cannot read off the pieces.
 */
function legend() {
  const icon = (...shapes) => {
    const svg = shape('svg', {class: 'board elasund es-legend-icon', viewBox: '0 0 28 28', width: 28, height: 28, 'aria-hidden': 'true'});
    svg.append(...shapes);
    return svg;
  };
  const windmill = shape('g', {class: 'windmill'});
  windmill.append(shape('circle', {cx: 14, cy: 14, r: 6}), shape('path', {d: 'M 9 9 L 19 19 M 9 19 L 19 9'}));
  const wallCost = shape('text', {class: 'wall-cost', x: 14, y: 19});
  wallCost.textContent = '2';
  const rowLabel = shape('text', {class: 'row-label', x: 14, y: 20});
  rowLabel.textContent = '7';
  const entries = [
    [icon(windmill), 'es.legend.windmill'],
    [icon(shape('rect', {class: 'church-foundation', x: 3, y: 3, width: 22, height: 22})), 'es.legend.church'],
    [icon(shape('rect', {class: 'gate', x: 3, y: 3, width: 22, height: 22, rx: 6})), 'es.legend.gate'],
    [icon(shape('rect', {class: 'wall-slot cost-2', x: 2, y: 2, width: 24, height: 24}), wallCost), 'es.legend.wall'],
    [icon(shape('rect', {class: 'sea-row', x: 1, y: 3, width: 26, height: 22, rx: 5}), rowLabel), 'es.legend.row'],
    [icon(shape('rect', {class: 'flag-space', x: 4, y: 4, width: 20, height: 20})), 'es.legend.flag'],
  ];
  return el('details', {class: 'es-legend', id: 'legend'}, el('summary', {}, t('es.legend')),
    el('ul', {}, entries.map(([svg, key]) => el('li', {}, svg, el('span', {}, t(key))))));
}

/**
 * Where a player's victory point cubes stand: on the flags of buildings, on towers of the city
 * wall, on the trade track; the rest marks church tiles.
 */
function victoryPoints(p, player) {
  const buildings = p.buildings.filter((b) => b.seat === player.seat).reduce((sum, b) => sum + b.cubes, 0);
  const towers = p.walls.filter((w) => w.seat === player.seat && w.tower).length;
  const track = p.tradeTrack.filter((space) => space.seats.includes(player.seat)).length;
  return [buildings, towers, player.cubesOnBoard - buildings - towers - track, track];
}

export const elasund = {
  /** This game's looks (public/elasund.css), linked when the module loads. */
  stylesheet: '/elasund.css',

  turnSeat(view) {
    const p = pub(view);
    return p ? p.activeSeat : null;
  },

  moves(view, api) {
    const out = [];
    let endTurn = null;
    const legal = view.legal || [];
    const kinds = legal.map((a) => a.kind);
    if (kinds.includes('place-permit') || kinds.includes('take-gold')) {
      const p = pub(view);
      if (p.buildsLeft === 0 || !kinds.includes('build')) out.push(el('p', {class: 'prompt-text', id: 'phase3'}, t('es.phase3')));
    }
    for (const action of legal) {
      const kind = action.kind;
      const first = action.choices[0];
      if (kind === 'end-turn') {
        endTurn = bigButton(t('es.kind.end-turn'), () => api.send(first), kind);
      } else if (kind === 'roll' && view.table.dice === 'TABLE') {
        out.push(diceEntry((a, b) => api.send({type: 'roll', dice: [a, b]})));
      } else if (kind === 'opening-roll' && view.table.dice === 'TABLE') {
        out.push(diceEntry((a, b) => api.send({type: 'opening-roll', die1: a, die2: b})));
      } else if (kind === 'roll' || kind === 'opening-roll' || kind === 'build-church' || kind === 'take-gold' || kind === 'buy-gold') {
        out.push(bigButton(t('es.kind.' + kind), () => api.send(first), kind));
      } else if (kind === 'move-ship') {
        const byId = {};
        for (const c of action.choices) byId['sea-' + c.row] = () => api.send(c);
        out.unshift(el('div', {class: 'prompt', 'data-kind': kind}, el('p', {class: 'prompt-text'}, t('es.ship.choose')),
          bigButton(t('es.kind.move-ship'), () => tapOne(api, byId, t('es.tap.row')), kind)));
      } else if (kind === 'discard') {
        out.unshift(giveUpForm(view, api, action, ['gold', ...INFLUENCE], {need: 'es.discard.need', send: 'es.discard.send'}));
      } else if (kind === 'give-up-influence') {
        out.unshift(giveUpForm(view, api, action, INFLUENCE, {need: 'es.giveup.need', send: 'es.giveup.send'}));
      } else if (kind === 'keep-church-tile') {
        out.unshift(el('div', {class: 'prompt', 'data-kind': kind}, el('p', {class: 'prompt-text', id: 'church-choice'}, t('es.church.choose')),
          pills(action.choices.map((c) => [t('es.kind.keep-church-tile', {tile: c.tile}), () => api.send(c), {'data-tile': c.tile}]))));
      } else if (kind === 'replace-cottage') {
        const byId = {};
        for (const c of action.choices) byId[sqId(c.column, c.row)] = () => api.send(c);
        out.unshift(el('div', {class: 'prompt', 'data-kind': kind}, el('p', {class: 'prompt-text'}, t('es.cottage.prompt')),
          bigButton(t('es.kind.replace-cottage'), () => tapOne(api, byId, t('es.tap.square')), kind)));
      } else if (kind === 'build') {
        const byKind = {};
        for (const c of action.choices) (byKind[c.building] ||= []).push(c);
        for (const [building, list] of Object.entries(byKind)) out.push(buildButton(view, api, building, list));
      } else if (kind === 'build-wall') {
        const seats = pub(view).seats;
        const byId = {};
        const labels = {};
        for (const c of action.choices) {
          byId[`wall-${seats}-${c.slot}`] = () => api.send(c);
          const wall = pub(view).walls[c.slot];
          if (wall) labels[`wall-${seats}-${c.slot}`] = wall.cost;
        }
        out.push(bigButton(t('es.kind.build-wall'), () => {
          const ids = Object.keys(byId);
          if (!api.pick(ids, t('es.tap.wall'), (id) => byId[id](), labels)) byId[ids[0]]();
        }, kind));
      } else if (kind === 'place-permit' || kind === 'place-permit-anywhere') {
        const byValue = {};
        for (const c of action.choices) (byValue[c.value] ||= []).push(c);
        for (const [value, list] of Object.entries(byValue)) out.push(permitButton(view, api, kind, +value, list));
      } else if (kind === 'move-permit') {
        const box = el('div', {class: 'prompt', 'data-kind': kind});
        const mine = {};
        for (const p of pub(view).permits) if (p.seat === view.seat) mine[sqId(p.column, p.row)] = p.value;
        box.append(bigButton(t('es.kind.move-permit'), () => {
          api.steps(t('es.tap.permit'), (taps) => {
            if (!taps.length) {
              return {ids: Object.keys(mine).filter((id) => action.choices.some((c) => c.value === mine[id])), done: null};
            }
            const to = action.choices.filter((c) => c.value === mine[taps[0]]);
            if (taps.length === 1) return {ids: [...new Set(to.map((c) => sqId(c.column, c.row)))], done: null};
            // Both taps made: the colour paid is chosen with the pills under the button, which send the move.
            chooseColour(api, box, to.filter((c) => sqId(c.column, c.row) === taps[1]));
            return {ids: [], done: null};
          });
        }, kind));
        out.push(box);
      } else if (kind === 'upgrade-permit') {
        out.push(el('details', {class: 'more', 'data-kind': kind}, el('summary', {class: 'action'}, t('es.kind.upgrade-permit')),
          pills(action.choices.map((c) => [t('es.upgrade', {from: c.value, to: c.to, colour: colourName(c.colour)}), () => api.send(c),
            {'data-from': c.value, 'data-to': c.to, 'data-colour': c.colour.toLowerCase()}]))));
      }
    }
    if (endTurn) out.push(endTurn);
    return out;
  },

  /** The hand (gold and influence, seen by this phone only), cubes, permits and buildings; then everybody. */
  phoneSections(view) {
    const p = pub(view);
    const g = view.game;
    const me = p.players[view.seat];
    const hand = el('section', {class: 'card es-hand', id: 'hand'}, el('h2', {}, t('es.hand')),
      el('div', {class: 'tiles'}, handTile('gold', g.gold, t('es.gold')),
        INFLUENCE.map((c) => handTile('influence-' + c, (g.influence || {})[c] || 0, colourName(c)))),
      el('div', {class: 'stats four'}, stat(t('es.cubes'), me.cubesOnBoard + ' / 10', 'cubes'),
        stat(t('es.trade'), me.tradePoints, 'trade'), stat(t('es.walls'), me.wallsBuilt, 'walls'),
        stat(t('es.builds'), p.activeSeat === view.seat ? p.buildsLeft : '–', 'builds-left')),
      el('p', {id: 'permits'}, t('es.permits') + ': ', me.unusedPermits.length
        ? me.unusedPermits.flatMap((v, i) => [i ? ' ' : '', el('span', {class: 'es-permit', 'data-value': v,
          style: `border-color:${seatColour(view, view.seat)}`}, String(v))])
        : t('es.permits.none')),
      el('p', {class: 'muted', id: 'supply'}, t('es.supply') + ': ', me.buildingsInSupply.map(buildingName).join(', ') || t('es.permits.none')));
    return [hand, el('section', {class: 'card'}, el('h2', {}, t('section.players')), this.players(view)), provisionalCard(),
      el('section', {class: 'card'}, legend())];
  },

  /** Everybody's public side: cards as a count, cubes on the board, trade points, permits beside the board. */
  players(view, connected) {
    const p = pub(view);
    if (!p) return '';
    const link = (seat) => (connected ? el('span', {class: 'link-dot' + (connected[seat] ? ' on' : ''),
      'data-connected': connected[seat] ? 'yes' : 'no', title: t(connected[seat] ? 'seat.connected' : 'seat.disconnected')}) : '');
    return el('table', {class: 'players es-players'}, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('es.cubes')),
      el('th', {}, t('es.cards')), el('th', {}, t('es.trade')), el('th', {}, t('es.permits')))),
    el('tbody', {}, p.players.map((s) => el('tr', {class: (s.seat === p.activeSeat ? 'active' : '') + (s.seat === view.seat ? ' me' : ''),
      'data-seat': s.seat}, el('td', {}, link(s.seat), who(view, s.seat)),
    el('td', {class: 'num', 'data-field': 'cubes'}, String(s.cubesOnBoard)), el('td', {class: 'num', 'data-field': 'cards'}, String(s.cards)),
    el('td', {class: 'num', 'data-field': 'trade'}, String(s.tradePoints)),
    el('td', {'data-field': 'permits'}, s.unusedPermits.join(' ') || '–')))));
  },

  /** The table screen's "Last roll": the turn's dice and what they brought, not the turn's last move. */
  lastDice(view) {
    const entry = [...(view.log || [])].reverse().find((en) => en.events.some((e) => e.type === 'rolled'));
    if (!entry) return el('p', {class: 'muted'}, t('no.roll'));
    const roll = entry.events.find((e) => e.type === 'rolled');
    const sum = roll.die1 + roll.die2;
    const brought = entry.events.filter((e) => e !== roll).map((e) => this.describe(e, view)).filter(Boolean);
    return el('div', {id: 'who-got-what'},
      el('div', {class: 'dice-shown'}, [roll.die1, roll.die2].map((d) => el('span', {class: 'die-face'}, String(d))),
        el('span', {class: 'sum'}, '= ' + sum)),
      el('div', {class: 'roller'}, nameOf(view, roll.seat)),
      brought.length ? el('ul', {class: 'got'}, brought.map((text) => el('li', {}, text))) : '');
  },

  /** The table screen's turn card: phase, dice, ship, the face-down counts; the neutral buildings left; provisional data. */
  tableSections(view) {
    const p = pub(view);
    return [el('section', {class: 'card', id: 'es-status'}, el('h2', {}, t('es.status'), ' · ', t('es.turn', {n: p.turn + 1})),
      el('p', {class: 'big', id: 'es-phase'}, t(PHASES[p.phase] || 'es.phase.roll')),
      el('div', {class: 'stats four'}, stat(t('es.dice'), p.die1 ? p.die1 + ' + ' + p.die2 : '–', 'dice'),
        stat(t('es.ship'), p.ship ? t('es.ship.row', {row: p.ship}) + (p.pirate ? ' · ' + t('es.pirates') : '') : '–', 'ship'),
        stat(t('es.builds'), p.buildsLeft, 'builds-left'), stat(t('es.cubes'), p.players[p.activeSeat].cubesOnBoard, 'active-cubes')),
      el('p', {class: 'muted', id: 'church-left'}, t('es.church.left', {n: p.churchTilesLeft})),
      el('p', {class: 'muted', id: 'deck'}, t('es.deck', {n: p.influenceDeck, d: p.influenceDiscards}), ' · ', t('es.gold.supply', {n: p.goldSupply})),
      el('p', {class: 'muted', id: 'neutral'}, t('es.neutral') + ': ', Object.entries(p.neutralStock).map(([id, n]) => buildingName(id) + ' ' + n).join(', ')),
      legend()),
    provisionalCard()];
  },

  describe(e, view) {
    const name = (s) => (s === -1 || s === undefined || s === null ? '—' : nameOf(view, s));
    const key = 'es.ev.' + e.type;
    const at = square(e.column, e.row);
    switch (e.type) {
      case 'rolled': case 'opening-rolled': return t(key, {name: name(e.seat), a: e.die1, b: e.die2, sum: e.die1 + e.die2});
      case 'opening-tied': return t(key, {names: e.seats.map(name).join(', '), total: e.total});
      case 'start-player': return t(key, {name: name(e.seat)});
      case 'ship-moved': return t(e.pirate ? key + '.pirate' : key, {row: e.row});
      case 'produced': case 'discarded': return t(key, {name: name(e.seat), gold: e.gold, influence: e.influence});
      case 'cards-ran-out': return t(key, {kind: t('es.kind.' + e.kind), demanded: e.demanded, available: e.available});
      case 'looted': case 'influence-drawn': return t(key, {name: name(e.seat), cards: e.cards});
      case 'gave-up': return t(key, {name: name(e.seat), cards: e.cards, kind: t('es.kind.' + e.kind)});
      case 'deck-renewed': return t(key, {cards: e.cards});
      case 'built': return t(key, {name: name(e.seat), building: buildingName(e.building), square: at, gold: e.goldPaid});
      case 'compensated': return t(key, {name: name(e.seat), to: name(e.to), gold: e.gold});
      case 'influence-paid': return t(key, {name: name(e.seat), cards: e.cards, colour: colourName(e.colour).toLowerCase(),
        why: t('es.why.' + e.why)});
      case 'building-removed': return t(key, {owner: name(e.owner), building: buildingName(e.building), square: at});
      case 'permit-returned': return t(key, {name: name(e.seat), value: e.value, square: at});
      case 'wall-built': {
        const m = /^(\d+) influence$/.exec(e.reward || '');
        return t(key, {name: name(e.seat), number: e.number, slot: t('es.slot', {n: e.slot + 1}), gold: e.gold,
          reward: m ? t('es.reward.influence', {n: m[1]}) : t('es.reward.tower')});
      }
      case 'church-tiles-drawn': case 'game-won': return t(key, {name: name(e.seat)});
      case 'church-tile-built': return t(key, {name: name(e.seat), tile: e.tile, square: at});
      case 'permit-placed': return t(key, {name: name(e.seat), value: e.value, square: at, gold: e.gold});
      case 'permit-moved': return t(key, {name: name(e.seat), value: e.value, square: at});
      case 'permit-upgraded': return t(key, {name: name(e.seat), from: e.from, to: e.to, square: at});
      case 'gold-taken': return t(key, {name: name(e.seat), gold: e.gold});
      case 'trade-points': return t(key, {name: name(e.seat), points: e.total});
      case 'cube-placed': case 'cube-returned': {
        const m = /^trade (\d+)$/.exec(e.where || '');
        return t(key, {name: name(e.seat), where: m ? t('es.where.trade', {n: m[1]}) : t('es.where.' + e.where)});
      }
      case 'cottage-replaced': return t(key, {name: name(e.seat), building: buildingName(e.building), square: at});
      case 'cottage-lost': return t(key, {name: name(e.seat), building: buildingName(e.building)});
      case 'turn-ended': return t(key, {name: name(e.seat), next: name(e.next)});
      default: return (e.seat !== undefined ? name(e.seat) + ': ' : '') + String(e.type).replace(/-/g, ' ');
    }
  },

  /** The end of the game in numbers: cubes on the board over the game, the rolls, what each player earned; null before. */
  summary(view) {
    return endSummary(view, {points: t('es.sum.points'), source: (k) => t('es.sum.' + k), note: t('es.sum.note')});
  },

  /** The winner and the final standing, big, on the phones and the table screen; null while the game goes on. */
  finale(view) {
    const p = pub(view);
    if (!p || !p.end) return null;   // the winner, big, and where each player's victory point cubes stand
    const winner = p.end.args[0];
    return el('section', {class: 'card winner', id: 'winner'},
      el('p', {class: 'big'}, winner === view.seat ? t('es.you.win') : t('es.wins', {name: nameOf(view, winner)})),
      el('p', {id: 'end-reason'}, endText(view, p)),
      el('h3', {}, t('es.final.title')),
      el('div', {class: 'swipe'}, el('table', {class: 'players es-scores final-scores', id: 'final-scores'},
        el('thead', {}, el('tr', {}, ['', 'es.final.total', 'es.final.buildings', 'es.final.towers', 'es.final.church', 'es.final.track']
          .map((k) => el('th', {}, k ? t(k) : '')))),
        el('tbody', {}, [...p.players].sort((a, b) => (b.seat === winner) - (a.seat === winner) || b.cubesOnBoard - a.cubesOnBoard)
          .map((s) => el('tr', {'data-seat': s.seat}, el('td', {}, who(view, s.seat)),
            el('td', {class: 'num total', 'data-field': 'total'}, String(s.cubesOnBoard)),
            ...victoryPoints(p, s).map((v) => el('td', {class: 'num'}, String(v)))))))),
      el('p', {class: 'muted swipe-hint'}, t('swipe.hint')));
  },

  /** The table screen's "just now": everything the last command did. */
  headline(view) {
    const lines = (view.lastEvents || []).map((e) => this.describe(e, view)).filter(Boolean);
    return lines.length ? el('ul', {class: 'headline'}, lines.map((text) => el('li', {}, text))) : null;
  },

  /** The player count's area, buildings, permits, church tiles, walls, the ship, the trade and cube tracks. */
  drawPieces(svg, view, game) {
    const p = game && (game.table || game);
    if (!svg || !p || !p.players) return;
    const layer = svg.querySelector('#pieces');
    if (!layer) return;
    if (!catalogue) catalogueLoaded.then(() => this.drawPieces(svg, view, game));
    layer.replaceChildren();
    // The drawing hides every count's area until a game shows its own (board.css).
    svg.querySelectorAll('[data-players]').forEach((n) => { n.style.display = +n.dataset.players === p.seats ? 'inline' : 'none'; });
    svg.querySelectorAll('.wall-cost.covered').forEach((n) => n.classList.remove('covered'));
    svg.querySelectorAll('[data-say]').forEach((n) => { n.textContent = t(n.dataset.say); });
    svg.querySelectorAll('.square').forEach((n) => n.classList.toggle('outside', +n.dataset.column >= p.columns));
    const box = (id) => svg.querySelector('#' + id);
    const rect = (id, attrs) => {
      const n = box(id);
      return n ? {x: +n.getAttribute('x'), y: +n.getAttribute('y'), w: +n.getAttribute('width'), h: +n.getAttribute('height'), ...attrs} : null;
    };
    const label = (x, y, text, cls) => { const n = shape('text', {x, y, class: cls}); n.textContent = String(text); return n; };
    const cube = (x, y, seat, attrs = {}) => shape('rect', {x: x - 6, y: y - 6, width: 12, height: 12, rx: 2, class: 'piece es-cube',
      fill: seatColour(view, seat), 'data-owner': seat, ...attrs});
    for (const b of p.buildings) {
      const at = rect(sqId(b.column, b.row));
      if (!at) continue;
      const k = kindOf(b.building);
      const neutral = k && k.owner === 'NEUTRAL';
      const width = b.width * CELL - 6; const height = b.height * CELL - 6;
      const node = shape('rect', {x: at.x + 3, y: at.y + 3, width, height, rx: 5, class: 'piece es-building' + (neutral ? ' neutral' : ''),
        fill: neutral ? '#d9cbb0' : seatColour(view, b.seat), stroke: seatColour(view, b.seat), 'data-building': b.building,
        'data-owner': b.seat, 'data-at': b.column + '-' + b.row});
      const title = shape('title', {});
      title.textContent = buildingName(b.building) + ' · ' + nameOf(view, b.seat);
      node.append(title);
      const name = label(at.x + width / 2 + 3, at.y + 20, '', 'es-building-name');
      layer.append(node, name);
      fitName(name, buildingName(b.building).split(/[,(]/)[0].trim(), width - 6);
      for (let i = 0; i < b.cubes; i++) layer.append(cube(at.x + 14 + 16 * i, at.y + height - 10, b.seat, {'data-cube': 'building'}));
    }
    for (const permit of p.permits) {
      const at = rect(sqId(permit.column, permit.row));
      if (!at) continue;
      layer.append(shape('rect', {x: at.x + 12, y: at.y + 8, width: CELL - 24, height: CELL - 16, rx: 3, class: 'piece es-permit-piece',
        fill: '#fffaf0', stroke: seatColour(view, permit.seat), 'data-owner': permit.seat, 'data-value': permit.value,
        'data-at': permit.column + '-' + permit.row}), label(at.x + CELL / 2, at.y + CELL / 2 + 7, permit.value, 'es-permit-value'));
    }
    for (const tile of p.church) {
      const at = rect(sqId(tile.column, tile.row));
      if (!at) continue;
      layer.append(shape('rect', {x: at.x + 2, y: at.y + 2, width: CELL - 4, height: CELL - 4, class: 'piece es-church-tile',
        'data-tile': tile.tile, 'data-at': tile.column + '-' + tile.row}), label(at.x + CELL / 2, at.y + 22, '✝' + tile.tile, 'es-church-number'));
      if (tile.seat >= 0) layer.append(cube(at.x + CELL / 2, at.y + CELL - 14, tile.seat, {'data-cube': 'church'}));
    }
    for (const wall of p.walls) {
      if (wall.seat < 0) continue;
      const at = rect(`wall-${p.seats}-${wall.slot}`);
      if (!at) continue;
      box(`wall-${p.seats}-${wall.slot}`).nextElementSibling?.classList.add('covered');   // the wall's number replaces the slot's cost
      layer.append(shape('rect', {x: at.x, y: at.y, width: at.w, height: at.h, rx: 3, class: 'piece es-wall' + (wall.tower ? ' tower' : ''),
        fill: seatColour(view, wall.seat), 'data-owner': wall.seat, 'data-slot': wall.slot, 'data-number': wall.number}),
      label(at.x + at.w / 2, at.y + at.h / 2 + 6, wall.number, 'es-wall-number'));
      if (wall.tower) layer.append(cube(at.x + at.w - 8, at.y + 8, wall.seat, {'data-cube': 'tower'}));
    }
    const ship = svg.querySelector('#ship');
    const sea = p.ship ? rect('sea-' + p.ship) : null;
    const first = rect('sea-' + p.rows[0]);
    if (ship) {
      ship.style.display = sea ? '' : 'none';
      if (sea && first) ship.setAttribute('transform', `translate(0 ${sea.y - first.y})`);
      ship.setAttribute('data-row', p.ship);
      ship.classList.toggle('pirate', !!p.pirate);
    }
    p.players.forEach((s, k) => {
      const trade = rect('trade-' + Math.min(12, s.tradePoints));
      if (trade) layer.append(shape('circle', {cx: trade.x + 8 + 7 * k, cy: trade.y + trade.h - 8, r: 6, class: 'piece es-trade-disc',
        fill: seatColour(view, s.seat), 'data-owner': s.seat, 'data-points': s.tradePoints}));
      const cubes = rect('cubes-' + Math.min(10, s.cubesOnBoard));
      if (cubes) layer.append(cube(cubes.x + 9 + 7 * k, cubes.y + cubes.h - 9, s.seat, {'data-cube': 'track', 'data-cubes': s.cubesOnBoard}));
    });
    p.tradeTrack.forEach((space, i) => {
      const at = rect('track-' + i);
      if (at) space.seats.forEach((s, k) => layer.append(cube(at.x + 8 + 9 * k, at.y + 9, s, {'data-cube': 'trade', 'data-space': i})));
    });
  },
};
