// Merchants of Europe on the phone and the table screen. Everything here is drawn from the
// engine's views and legal actions: the phone never decides what is legal.
import {el, who, nameOf, colourOf, COLOURS} from './dom.js';
import {t, has, addTexts, language} from './i18n.js';
import {diceEntry, counters} from './widgets.js';
import {histogram} from './histogram.js';
import {cityName, routeCities, cityNearHex, shape, centre, ends, drawRobber} from './board.js';

const RES = ['lumber', 'wool', 'grain', 'ore', 'salt'];

addTexts({
  en: {
    'res.lumber': 'Lumber', 'res.wool': 'Wool', 'res.grain': 'Grain', 'res.ore': 'Ore', 'res.salt': 'Salt',
    'board.europe-short': 'Europe, short side', 'board.europe-main': 'Europe, main side',
    'choice.on': 'on', 'choice.off': 'off', 'choice.FIXED': 'fixed (printed start)', 'choice.VARIABLE': 'variable (placing rounds)',
    'option.setup': 'Setup',
    'option.stealIsOptional': 'The roller may decline to steal', 'option.allowGifts': 'Trades may leave one side giving nothing',
    'option.payEachNewlyConnectedCity': 'Each newly connected city pays (literal reading)',
    'option.doubleArrowChaining': 'A free route on a double arrow gives another',
    'option.neutralKontorsClockwise': '3 players: neutral kontors placed clockwise',
    'option.startingResourcesFromNumberedHexesOnly': 'Starting resources only from numbered hexes',
    'option.freeRouteInSetup': 'A setup route on a double arrow gives a free route',
    'option.setupKontorsTakeCoastalGold': 'Setup kontors on the coast take their gold',
    'mk.gold': 'Gold', 'mk.goods.covered': 'covered', 'mk.goods.free': 'free', 'mk.goods.delivered': 'delivered',
    'mk.routes': 'Trade routes', 'mk.kontors': 'Kontors in storage', 'mk.merchants': 'Merchants in supply', 'mk.caravans': 'Caravans in supply',
    'mk.card': 'Card {n}', 'mk.card.new': 'bought this turn: play it from your next turn',
    'mk.card.playable': 'playable now', 'mk.card.later': 'not now: one card per turn, before the roll or in the action phase',
    'mk.no.cards': 'No development cards.', 'mk.cards.short': 'cards', 'mk.dev.short': 'dev. cards',
    'mk.cost': 'costs {cost}', 'mk.free': 'free',
    'kind.roll': 'Roll the dice', 'kind.end-turn': 'End my turn', 'kind.buy-card': 'Buy a development card',
    'kind.place-kontor': 'Place a kontor', 'kind.place-setup-route': 'Place my route and caravan',
    'kind.discard': 'Discard', 'kind.move-robber': 'Move the robber', 'kind.steal': 'Steal from',
    'kind.skip-steal': 'Steal nothing', 'kind.trade-with-bank': 'Trade 3 for 1 with the supply',
    'kind.trade-for-gold': 'Trade 3 for 1 gold', 'kind.buy-with-gold': 'Buy 1 resource for 2 gold',
    'kind.offer-trade': 'Offer a trade', 'kind.accept-trade': 'Accept', 'kind.decline-trade': 'Decline',
    'kind.counter-trade': 'Counter-offer', 'kind.play-card': 'Play a development card',
    'kind.build-merchant': 'Build a merchant', 'kind.build-caravan': 'Build a caravan', 'kind.build-route': 'Build a trade route',
    'kind.choose-path': 'Which equally short path pays?', 'kind.build-free-route': 'Place the free route (double arrow)',
    'kind.decline-free-route': 'No free route',
    'tap.path': 'a highlighted path', 'tap.intersection': 'a highlighted crossroads', 'tap.hex': 'a highlighted hex',
    'mk.discard.need': 'Discard {n} cards (a 7 was rolled and you hold more than 7).', 'mk.discard.send': 'Discard these {n}',
    'mk.give': 'I give', 'mk.get': 'I get', 'mk.to': 'To', 'mk.send.offer': 'Send the offer', 'mk.send.counter': 'Send the counter-offer',
    'mk.offer.from': '{from} offers {to}: gives {give}, wants {get}', 'mk.nothing': 'nothing',
    'mk.option': 'Path {n}: {routes} routes', 'mk.choose.give': 'Give 3 of', 'mk.choose.take': 'Take 1',
    'mk.pending.discard': 'Waiting for discards', 'mk.phase.SETUP_START_ROLL': 'Setup: roll for the start',
    'mk.phase.SETUP_KONTORS': 'Setup: kontors', 'mk.phase.SETUP_NEUTRAL_KONTORS': 'Setup: neutral kontors',
    'mk.phase.SETUP_ROUTES': 'Setup: routes and caravans', 'mk.phase.BEFORE_ROLL': 'Before the roll', 'mk.phase.ACTION': 'Action phase: trade and build',
    'mk.supply': 'Supply', 'mk.neutral': 'Neutral', 'mk.deck': 'Development cards in the deck: {n}',
    'ev.start-rolled': '{name} rolled {total} for the start', 'ev.starting-player-chosen': '{name} starts',
    'ev.kontor-placed': '{name}: kontor in {at}', 'ev.route-placed': '{name}: trade route', 'ev.route-placed.free': '{name}: free trade route',
    'ev.caravan-placed': '{name}: caravan', 'ev.merchant-placed': '{name}: merchant in {at}',
    'ev.cards-received': '{name} receives {cards}', 'ev.cards-paid': '{name} pays {cards}',
    'ev.gold-received': '{name} +{gold} gold ({reason})', 'ev.gold-paid': '{name} pays {gold} gold ({reason})',
    'ev.dice-rolled': '{name} rolled {a} + {b} = {sum}', 'ev.production': '{name}: {cards}',
    'ev.scarcity-blocked': 'scarcity: nobody gets {what}', 'ev.gold-compensation': 'gold compensation: {names}',
    'ev.must-discard': 'must discard: {who}', 'ev.discarded': '{name} discards {cards}',
    'ev.robber-moved': '{name} moves the robber', 'ev.robber-moved.near': '{name} moves the robber next to {city}', 'ev.card-stolen': '{name} steals {what} from {victim}', 'ev.a-card': 'a card',
    'ev.nothing-stolen': 'nothing to steal', 'ev.bank-traded': '{name} trades {gave} for {took}',
    'ev.trade-offered': '{name} offers {to} {give} for {get}', 'ev.trade-declined': '{name} declines', 'ev.traded': '{name} gives {to} {give} for {get}',
    'ev.traded.you': 'You give {to} {give} for {get}', 'mk.you.object': 'you', 'ev.resources-given.you': 'You give {to} {cards}',
    'ev.card-bought': '{name} buys a development card', 'ev.deck-reshuffled': 'the development cards are reshuffled',
    'ev.card-played': '{name} plays a development card', 'ev.isolated-city-connected': '{city} is connected: {who}', 'ev.paid': '{name} +{gold} gold',
    'ev.free-route-offered': '{name} may place a free route', 'ev.free-route-declined': '{name} skips the free route',
    'ev.turn-ended': '{name} ends the turn',
    'option.merchantMayEndOnOwnKontor': 'A merchant may end on its owner\'s own kontor',
    'option.merchantsOnLandOnly': 'Merchants walk on land paths only',
    'option.merchantMovesUnlimited': 'A merchant may move several times per turn',
    'option.merchantEndsWithoutFounding': 'With no kontor left, a merchant may stand on an empty city site',
    'kind.move-merchant': 'Move a merchant', 'kind.move-caravan': 'Move a caravan', 'kind.deliver': 'Deliver goods',
    'kind.place-number-token': 'Place a number token', 'kind.move-number-token': 'Move a number token',
    'kind.take-resource': 'Take a resource from the supply', 'kind.give-resources': 'Hand over cards',
    'kind.build-card-route': 'Build a free trade route', 'kind.place-free-merchant': 'Place the free merchant',
    'kind.place-free-caravan': 'Place the free caravan', 'kind.skip-card-step': 'Skip the rest of this card',
    'tap.merchant': 'where the merchant goes (the number is the grain it costs)', 'tap.merchant.free': 'where the merchant goes (free)',
    'tap.walk': 'the caravan\'s next trade route, one by one', 'tap.token.move': 'the hex that gets the token, then the hex it comes from',
    'mk.merchant.at': 'Merchant at {at}', 'mk.caravan.n': 'Caravan {n}',
    'mk.merchant.to': 'To {at} · {cost}', 'mk.merchant.to.found': 'To {at} · {cost} · founds a kontor',
    'mk.walk.price': '{cost} · tolls {gold} gold', 'mk.walk.free': 'free · tolls {gold} gold',
    'mk.deliver.prompt': 'Your caravan reached kontors without goods: deliver a goods token ({n} free).',
    'mk.deliver.to': '{place} ({owner})',
    'mk.token.prompt': 'Your new kontor gets a number token.', 'mk.token.hex': '{colour} hex',
    'mk.token.turn': 'Turn over a face-down {colour} token and tap its number:', 'mk.token.pick': 'First choose the hex:',
    'mk.give.need': 'A card makes you give {name} {n} cards: choose which.', 'mk.give.send': 'Hand over {n}',
    'mk.give.need.one': 'A card makes you give {name} 1 card: choose which.',
    'mk.step.TakeResources': 'Take {n} more resource cards from the supply.',
    'mk.step.FreeTradeRoutes': 'Build up to {n} more trade routes for free.', 'mk.step.FreeMerchant': 'Place a merchant for free.',
    'mk.step.FreeMerchantSteps': 'Move one merchant up to {n} steps for free.', 'mk.step.FreeCaravan': 'Form a caravan for free.',
    'mk.step.FreeCaravanSteps': 'Move one caravan up to {n} trade routes for free; tolls are still paid.',
    'mk.step.MoveRobberAndSteal': 'Move the robber and steal.', 'mk.step.TakeGold': 'Take the gold.',
    'mk.step.TakeResourceFromEachOpponent': 'The others hand you cards.',
    'mk.provisional': 'Provisional deck: invented cards, not the printed ones', 'mk.play': 'Play',
    'mk.timing.BEFORE_ROLL': 'before the roll', 'mk.timing.ACTION_PHASE': 'in the action phase', 'mk.timing.EITHER': 'before the roll or in the action phase',
    'mk.wins': '{name} wins!', 'mk.you.win': 'You win!', 'mk.won.how': 'All {n} goods tokens delivered.',
    'ev.merchant-moved': '{name} moves a merchant to {at} ({steps} steps, {grain} grain)',
    'ev.kontor-founded': '{name} founds a kontor in {at}', 'ev.coastal-gold': '{name} +{gold} gold (coast of {at})',
    'ev.number-token-placed': '{name} puts a {number} on a {colour} hex', 'ev.number-token-moved': '{name} moves the {number} to another {colour} hex',
    'ev.caravan-moved': '{name} moves a caravan from {from} to {to} ({n} routes, {salt} salt)', 'mk.route.at': 'the route by {places}', 'mk.route.n': 'route {n}', 'ev.toll-paid': '{name} pays {to} {gold} gold toll',
    'ev.goods-delivered': '{name} delivers goods to {owner} in {at} ({delivered}/{total})',
    'ev.resources-given': '{name} gives {to} {cards}', 'ev.card-step-skipped': '{name} skips the rest of the card',
    'ev.game-won': '{name} wins!', 'ev.card-played.named': '{name} plays {card}', 'ev.some-cards': 'cards',
    'section.now': 'Just now',
    'reason.compensation': 'compensation', 'reason.isolated-city': 'connected city', 'reason.toll': 'toll', 'reason.trade': 'trade',
    'reason.coastal-city': 'coastal city', 'reason.card': 'card: {card}', 'reason.other': '{what}',
    'sum.print': 'Save as PDF', 'sum.title': 'The game in numbers', 'sum.goods.over.time': 'Goods delivered over the game', 'sum.rolls': 'Rolls against the 2d6 curve',
    'sum.goods': 'Goods', 'sum.production': 'Cards produced', 'sum.expected': 'Cards expected', 'sum.luck': 'Luck',
    'sum.luck.note': 'Luck: cards produced minus the cards expected, roll by roll, from the kontors then standing and the robber (the 2d6 average).',
    'sum.tolls': 'Tolls paid / received',
    'sum.gold.compensation': 'Gold: compensation', 'sum.gold.tolls': 'Gold: tolls', 'sum.gold.connected-city': 'Gold: connected cities',
    'sum.gold.coast': 'Gold: coast', 'sum.gold.cards': 'Gold: cards', 'sum.gold.trade': 'Gold: trades', 'sum.trades': 'Trades (players / supply)',
    'sum.moves': '{n} moves', 'sum.sevens': '7 came up {n} times in {total} rolls (expected {expected}).',
    'sum.note': 'Only what everybody saw: no hands, no stolen or bought cards.',
    'kind.place-neutral-kontor': 'Place a neutral kontor', 'kind.withdraw-trade': 'Withdraw my offer',
    'mk.offer.mine': 'You offer {to}: you give {give}, you want {get}.', 'mk.offer.waiting': 'Waiting for {name} to answer.',
    'mk.confirm.bank': 'Give {give}, take {take}', 'mk.confirm.buy': 'Pay 2 Gold, take {take}', 'mk.confirm.gold': 'Give {give}, take 1 Gold',
    'mk.roll.of': '{name}\'s roll', 'mk.stolen.you': '{name} took {what} from you.', 'mk.stolen.by.you': 'You took {what} from {victim}.',
    'mk.turn.end.note': 'Ends your turn: no more building or trading.',
  },
  es: {
    'res.lumber': 'Madera', 'res.wool': 'Lana', 'res.grain': 'Cereal', 'res.ore': 'Mineral', 'res.salt': 'Sal',
    'board.europe-short': 'Europa, cara corta', 'board.europe-main': 'Europa, cara principal',
    'choice.on': 'sí', 'choice.off': 'no', 'choice.FIXED': 'fija (inicio impreso)', 'choice.VARIABLE': 'variable (rondas de colocación)',
    'option.setup': 'Preparación',
    'option.stealIsOptional': 'Quien tira puede no robar', 'option.allowGifts': 'Un cambio puede dejar a un lado sin dar nada',
    'option.payEachNewlyConnectedCity': 'Cada ciudad recién conectada paga (lectura literal)',
    'option.doubleArrowChaining': 'Una ruta gratis en flecha doble da otra',
    'option.neutralKontorsClockwise': '3 jugadores: kontors neutrales en sentido horario',
    'option.startingResourcesFromNumberedHexesOnly': 'Recursos iniciales solo de casillas con número',
    'option.freeRouteInSetup': 'Una ruta de preparación en flecha doble da una ruta gratis',
    'option.setupKontorsTakeCoastalGold': 'Los kontors iniciales en la costa cobran su oro',
    'mk.gold': 'Oro', 'mk.goods.covered': 'cubiertas', 'mk.goods.free': 'libres', 'mk.goods.delivered': 'entregadas',
    'mk.routes': 'Rutas comerciales', 'mk.kontors': 'Kontors en el almacén', 'mk.merchants': 'Mercaderes en reserva', 'mk.caravans': 'Caravanas en reserva',
    'mk.card': 'Carta {n}', 'mk.card.new': 'comprada este turno: se juega desde tu próximo turno',
    'mk.card.playable': 'se puede jugar ahora', 'mk.card.later': 'ahora no: una carta por turno, antes de tirar o en la fase de acciones',
    'mk.no.cards': 'Sin cartas de desarrollo.', 'mk.cards.short': 'cartas', 'mk.dev.short': 'cartas des.',
    'mk.cost': 'cuesta {cost}', 'mk.free': 'gratis',
    'kind.roll': 'Tirar los dados', 'kind.end-turn': 'Terminar mi turno', 'kind.buy-card': 'Comprar una carta de desarrollo',
    'kind.place-kontor': 'Colocar un kontor', 'kind.place-setup-route': 'Colocar mi ruta y caravana',
    'kind.discard': 'Descartar', 'kind.move-robber': 'Mover el ladrón', 'kind.steal': 'Robar a',
    'kind.skip-steal': 'No robar', 'kind.trade-with-bank': 'Cambiar 3 por 1 con la reserva',
    'kind.trade-for-gold': 'Cambiar 3 por 1 oro', 'kind.buy-with-gold': 'Comprar 1 materia prima por 2 oros',
    'kind.offer-trade': 'Ofrecer un cambio', 'kind.accept-trade': 'Aceptar', 'kind.decline-trade': 'Rechazar',
    'kind.counter-trade': 'Contraoferta', 'kind.play-card': 'Jugar una carta de desarrollo',
    'kind.build-merchant': 'Construir un mercader', 'kind.build-caravan': 'Construir una caravana', 'kind.build-route': 'Construir una ruta comercial',
    'kind.choose-path': '¿Qué camino igual de corto cobra?', 'kind.build-free-route': 'Colocar la ruta gratis (flecha doble)',
    'kind.decline-free-route': 'Sin ruta gratis',
    'tap.path': 'un camino resaltado', 'tap.intersection': 'una encrucijada resaltada', 'tap.hex': 'una casilla resaltada',
    'mk.discard.need': 'Descarta {n} cartas (salió un 7 y tienes más de 7).', 'mk.discard.send': 'Descartar estas {n}',
    'mk.give': 'Doy', 'mk.get': 'Recibo', 'mk.to': 'A', 'mk.send.offer': 'Enviar la oferta', 'mk.send.counter': 'Enviar la contraoferta',
    'mk.offer.from': '{from} ofrece a {to}: da {give}, pide {get}', 'mk.nothing': 'nada',
    'mk.option': 'Camino {n}: {routes} rutas', 'mk.choose.give': 'Dar 3 de', 'mk.choose.take': 'Tomar 1',
    'mk.pending.discard': 'Esperando descartes', 'mk.phase.SETUP_START_ROLL': 'Preparación: tirada de inicio',
    'mk.phase.SETUP_KONTORS': 'Preparación: kontors', 'mk.phase.SETUP_NEUTRAL_KONTORS': 'Preparación: kontors neutrales',
    'mk.phase.SETUP_ROUTES': 'Preparación: rutas y caravanas', 'mk.phase.BEFORE_ROLL': 'Antes de tirar', 'mk.phase.ACTION': 'Fase de acciones: comerciar y construir',
    'mk.supply': 'Reserva', 'mk.neutral': 'Neutral', 'mk.deck': 'Cartas de desarrollo en el mazo: {n}',
    'ev.start-rolled': '{name} saca {total} para empezar', 'ev.starting-player-chosen': 'empieza {name}',
    'ev.kontor-placed': '{name}: kontor en {at}', 'ev.route-placed': '{name}: ruta comercial', 'ev.route-placed.free': '{name}: ruta comercial gratis',
    'ev.caravan-placed': '{name}: caravana', 'ev.merchant-placed': '{name}: mercader en {at}',
    'ev.cards-received': '{name} recibe {cards}', 'ev.cards-paid': '{name} paga {cards}',
    'ev.gold-received': '{name} +{gold} oro ({reason})', 'ev.gold-paid': '{name} paga {gold} oro ({reason})',
    'ev.dice-rolled': '{name} saca {a} + {b} = {sum}', 'ev.production': '{name}: {cards}',
    'ev.scarcity-blocked': 'escasez: nadie recibe {what}', 'ev.gold-compensation': 'oro de compensación: {names}',
    'ev.must-discard': 'deben descartar: {who}', 'ev.discarded': '{name} descarta {cards}',
    'ev.robber-moved': '{name} mueve el ladrón', 'ev.robber-moved.near': '{name} mueve el ladrón junto a {city}', 'ev.card-stolen': '{name} roba {what} a {victim}', 'ev.a-card': 'una carta',
    'ev.nothing-stolen': 'no hay nada que robar', 'ev.bank-traded': '{name} cambia {gave} por {took}',
    'ev.trade-offered': '{name} ofrece a {to} {give} por {get}', 'ev.trade-declined': '{name} rechaza', 'ev.traded': '{name} da a {to} {give} por {get}',
    'ev.traded.you': 'Das a {to} {give} por {get}', 'mk.you.object': 'ti', 'ev.resources-given.you': 'Das a {to} {cards}',
    'ev.card-bought': '{name} compra una carta de desarrollo', 'ev.deck-reshuffled': 'se barajan las cartas de desarrollo',
    'ev.card-played': '{name} juega una carta de desarrollo', 'ev.isolated-city-connected': '{city} queda conectada: {who}', 'ev.paid': '{name} +{gold} oro',
    'ev.free-route-offered': '{name} puede colocar una ruta gratis', 'ev.free-route-declined': '{name} renuncia a la ruta gratis',
    'ev.turn-ended': '{name} termina su turno',
    'option.merchantMayEndOnOwnKontor': 'Un mercader puede acabar en un kontor propio',
    'option.merchantsOnLandOnly': 'Los mercaderes solo andan por caminos de tierra',
    'option.merchantMovesUnlimited': 'Un mercader puede moverse varias veces por turno',
    'option.merchantEndsWithoutFounding': 'Sin kontors en el almacén, un mercader puede quedarse en un emplazamiento vacío',
    'kind.move-merchant': 'Mover un mercader', 'kind.move-caravan': 'Mover una caravana', 'kind.deliver': 'Entregar mercancías',
    'kind.place-number-token': 'Colocar una ficha numerada', 'kind.move-number-token': 'Mover una ficha numerada',
    'kind.take-resource': 'Tomar una materia prima de la reserva', 'kind.give-resources': 'Entregar cartas',
    'kind.build-card-route': 'Construir una ruta comercial gratis', 'kind.place-free-merchant': 'Colocar el mercader gratis',
    'kind.place-free-caravan': 'Colocar la caravana gratis', 'kind.skip-card-step': 'Renunciar al resto de la carta',
    'tap.merchant': 'adónde va el mercader (el número es el cereal que cuesta)', 'tap.merchant.free': 'adónde va el mercader (gratis)',
    'tap.walk': 'la siguiente ruta de la caravana, una a una', 'tap.token.move': 'la casilla que recibe la ficha y luego la casilla de donde sale',
    'mk.merchant.at': 'Mercader en {at}', 'mk.caravan.n': 'Caravana {n}',
    'mk.merchant.to': 'A {at} · {cost}', 'mk.merchant.to.found': 'A {at} · {cost} · funda un kontor',
    'mk.walk.price': '{cost} · peajes {gold} oro', 'mk.walk.free': 'gratis · peajes {gold} oro',
    'mk.deliver.prompt': 'Tu caravana llegó a kontors sin mercancía: entrega una ficha de mercancía ({n} libres).',
    'mk.deliver.to': '{place} ({owner})',
    'mk.token.prompt': 'Tu nuevo kontor recibe una ficha numerada.', 'mk.token.hex': 'casilla de {colour}',
    'mk.token.turn': 'Da la vuelta a una ficha de {colour} boca abajo y toca su número:', 'mk.token.pick': 'Primero elige la casilla:',
    'mk.give.need': 'Una carta te obliga a dar {n} cartas a {name}: elige cuáles.', 'mk.give.send': 'Entregar {n}',
    'mk.give.need.one': 'Una carta te obliga a dar 1 carta a {name}: elige cuál.',
    'mk.step.TakeResources': 'Toma {n} cartas más de la reserva.',
    'mk.step.FreeTradeRoutes': 'Construye hasta {n} rutas comerciales más gratis.', 'mk.step.FreeMerchant': 'Coloca un mercader gratis.',
    'mk.step.FreeMerchantSteps': 'Mueve un mercader hasta {n} pasos gratis.', 'mk.step.FreeCaravan': 'Forma una caravana gratis.',
    'mk.step.FreeCaravanSteps': 'Mueve una caravana hasta {n} rutas gratis; los peajes se pagan igual.',
    'mk.step.MoveRobberAndSteal': 'Mueve el ladrón y roba.', 'mk.step.TakeGold': 'Toma el oro.',
    'mk.step.TakeResourceFromEachOpponent': 'Los demás te entregan cartas.',
    'mk.provisional': 'Mazo provisional: cartas inventadas, no las impresas', 'mk.play': 'Jugar',
    'mk.timing.BEFORE_ROLL': 'antes de tirar', 'mk.timing.ACTION_PHASE': 'en la fase de acciones', 'mk.timing.EITHER': 'antes de tirar o en la fase de acciones',
    'mk.wins': '¡Gana {name}!', 'mk.you.win': '¡Has ganado!', 'mk.won.how': 'Las {n} fichas de mercancía entregadas.',
    'ev.merchant-moved': '{name} mueve un mercader a {at} ({steps} pasos, {grain} cereal)',
    'ev.kontor-founded': '{name} funda un kontor en {at}', 'ev.coastal-gold': '{name} +{gold} oro (costa de {at})',
    'ev.number-token-placed': '{name} pone un {number} en una casilla de {colour}', 'ev.number-token-moved': '{name} mueve el {number} a otra casilla de {colour}',
    'ev.caravan-moved': '{name} mueve una caravana de {from} a {to} ({n} rutas, {salt} sal)', 'mk.route.at': 'la ruta junto a {places}', 'mk.route.n': 'la ruta {n}', 'ev.toll-paid': '{name} paga a {to} {gold} oro de peaje',
    'ev.goods-delivered': '{name} entrega mercancía a {owner} en {at} ({delivered}/{total})',
    'ev.resources-given': '{name} da a {to} {cards}', 'ev.card-step-skipped': '{name} renuncia al resto de la carta',
    'ev.game-won': '¡Gana {name}!', 'ev.card-played.named': '{name} juega {card}', 'ev.some-cards': 'cartas',
    'section.now': 'Ahora mismo',
    'reason.compensation': 'compensación', 'reason.isolated-city': 'ciudad conectada', 'reason.toll': 'peaje', 'reason.trade': 'comercio',
    'reason.coastal-city': 'ciudad costera', 'reason.card': 'carta: {card}', 'reason.other': '{what}',
    'sum.print': 'Guardar como PDF', 'sum.title': 'La partida en números', 'sum.goods.over.time': 'Mercancías entregadas durante la partida', 'sum.rolls': 'Tiradas frente a la curva de 2d6',
    'sum.goods': 'Mercancías', 'sum.production': 'Cartas producidas', 'sum.expected': 'Cartas esperadas', 'sum.luck': 'Suerte',
    'sum.luck.note': 'Suerte: cartas producidas menos las esperadas, tirada a tirada, según los kontors de ese momento y el ladrón (la media de 2d6).',
    'sum.tolls': 'Peajes pagados / cobrados',
    'sum.gold.compensation': 'Oro: compensación', 'sum.gold.tolls': 'Oro: peajes', 'sum.gold.connected-city': 'Oro: ciudades conectadas',
    'sum.gold.coast': 'Oro: costa', 'sum.gold.cards': 'Oro: cartas', 'sum.gold.trade': 'Oro: comercio', 'sum.trades': 'Cambios (jugadores / reserva)',
    'sum.moves': '{n} jugadas', 'sum.sevens': 'El 7 salió {n} veces en {total} tiradas (se esperaban {expected}).',
    'sum.note': 'Solo lo que todos vieron: ni manos, ni cartas robadas o compradas.',
    'kind.place-neutral-kontor': 'Colocar un kontor neutral', 'kind.withdraw-trade': 'Retirar mi oferta',
    'mk.offer.mine': 'Ofreces a {to}: das {give}, pides {get}.', 'mk.offer.waiting': 'Esperando la respuesta de {name}.',
    'mk.confirm.bank': 'Dar {give}, tomar {take}', 'mk.confirm.buy': 'Pagar 2 oros, tomar {take}', 'mk.confirm.gold': 'Dar {give}, tomar 1 oro',
    'mk.roll.of': 'Tirada de {name}', 'mk.stolen.you': '{name} te ha robado {what}.', 'mk.stolen.by.you': 'Has robado {what} a {victim}.',
    'mk.turn.end.note': 'Termina tu turno: ya no podrás construir ni comerciar.',
  },
});

/** A kind's label; kinds the pages do not know yet (new rules) still get a readable button. */
function kindLabel(kind) {
  return has('kind.' + kind) ? t('kind.' + kind) : kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');
}

/** Goods delivered over the game's moves: one stepped line per player in the player's colour. */
function goodsChart(view, sum) {
  const SVG = 'http://www.w3.org/2000/svg';
  const node = (tag, attrs, text) => {
    const n = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
    if (text !== undefined) n.textContent = text;
    return n;
  };
  const w = 320; const h = 120; const moves = Math.max(1, sum.moves);
  const top = Math.max(1, ...sum.players.map((s) => s.deliveries.length));
  const svg = node('svg', {viewBox: `0 0 ${w + 30} ${h + 20}`, class: 'goods-chart', role: 'img'});
  for (let g = 0; g <= top; g++) {
    const y = h - g / top * h + 4;
    svg.append(node('line', {x1: 24, x2: w + 26, y1: y, y2: y, class: 'grid'}), node('text', {x: 18, y: y + 4, class: 'axis'}, String(g)));
  }
  for (const s of sum.players) {
    let d = `M 26 ${h + 4}`;
    s.deliveries.forEach((move, i) => {
      const x = 26 + move / moves * w;
      d += ` H ${x} V ${h - (i + 1) / top * h + 4}`;
    });
    d += ` H ${w + 26}`;
    svg.append(node('path', {d, class: 'goods-line', stroke: colourOf(view, s.seat), 'data-seat': s.seat}));
  }
  svg.append(node('text', {x: w + 26, y: h + 18, class: 'axis end'}, t('sum.moves', {n: sum.moves})));
  return svg;
}

/** "7 came up 9 times in 40 rolls (expected 6.7)". */
function sevens(rolls) {
  const total = rolls.reduce((a, b) => a + b, 0);
  return t('sum.sevens', {n: rolls[7] || 0, total, expected: (total / 6).toFixed(1)});
}

/** A figure with one decimal, written the way the page's language writes it (2.5, 2,5). */
function decimal(x) {
  return new Intl.NumberFormat(language(), {minimumFractionDigits: 1, maximumFractionDigits: 1}).format(x);
}

/** Luck with its sign: +1.5, −0.5, 0.0. */
function signed(x) {
  const rounded = Math.round(x * 10) / 10;
  return (rounded > 0 ? '+' : rounded < 0 ? '−' : '') + decimal(Math.abs(rounded));
}

/** A trade route by the cities at its ends ("the route by Wroclaw"), else by number. */
function routePlace(path) {
  const cities = routeCities(path);
  return cities.length ? t('mk.route.at', {places: cities.join(' – ')}) : t('mk.route.n', {n: path});
}

/**
 * Why gold was received: a known reason ("coastal city"), a development card's id (named in the
 * reader's language), else the engine's own words.
 */
function reasonText(reason) {
  const key = 'reason.' + String(reason).replace(/\s+/g, '-');
  if (has(key)) return t(key);
  if (cardNames[reason]) return t('reason.card', {card: cardName(reason)});
  return t('reason.other', {what: String(reason).replace(/-/g, ' ')});
}

/** A crossroads by its city name when the board drawing names one, else by number. */
function place(intersection) {
  return cityName(intersection) || '#' + intersection;
}

/** The public part of any view: a seat view nests it under "table". */
const pub = (view) => (view.game ? (view.game.table || view.game) : null);

function cards(resources) {
  if (!resources) return t('mk.nothing');
  const parts = RES.filter((r) => resources[r] > 0).map((r) => `${resources[r]} ${t('res.' + r)}`);
  return parts.length ? parts.join(', ') : t('mk.nothing');
}

function withGold(resources, gold) {
  const text = cards(resources);
  if (!gold) return text;
  return (text === t('mk.nothing') ? '' : text + ', ') + `${gold} ${t('mk.gold')}`;
}

function costText(action) {
  const total = RES.reduce((s, r) => s + ((action.cost && action.cost[r]) || 0), 0);
  if (!total && !action.goldCost) return '';
  return t('mk.cost', {cost: withGold(action.cost, action.goldCost)});
}

function tile(resource, count) {
  return el('div', {class: 'tile res-' + resource + (count ? '' : ' zero'), 'data-res': resource},
    el('span', {class: 'tile-count'}, String(count)), el('span', {class: 'tile-name'}, t('res.' + resource)));
}

function stat(label, value, cls = '') {
  return el('div', {class: 'stat ' + cls}, el('span', {class: 'stat-value'}, String(value)), el('span', {class: 'stat-label'}, label));
}

/** Which board element a choice points at, if any. */
function target(choice) {
  if ('path' in choice) return 'path-' + choice.path;
  if ('intersection' in choice) return 'intersection-' + choice.intersection;
  if ('hex' in choice) return 'hex-' + choice.hex;
  return null;
}

function tapWord(id) {
  return t('tap.' + id.split('-')[0]);
}

const QUIET = new Set(['decline-trade', 'skip-steal', 'decline-free-route', 'skip-card-step']);

function bigButton(text, onclick, kind, extra = '') {
  return el('button', {class: 'action' + (QUIET.has(kind) ? '' : ' primary'), type: 'button', 'data-kind': kind, onclick},
    el('span', {class: 'action-name'}, text), extra ? el('span', {class: 'action-cost'}, extra) : '');
}

function tradeForm(view, api, action, counter, offer) {
  const me = pub(view).players[view.seat];
  const hand = view.game.hand;
  const box = el('div', {class: 'trade-form'});
  // Only the active player trades: they may offer to anyone, the others only to them.
  const active = pub(view).activeSeat;
  const others = pub(view).players.filter((p) => p.seat !== view.seat && (view.seat === active || p.seat === active));
  let to = others.length ? others[0].seat : -1;
  const giveGold = {gold: 0};
  const getGold = {gold: 0};
  // A counter-offer starts from the offer's terms seen from this side: what they give, I get.
  const start = counter && offer ? {give: lower(offer.get), giveGold: offer.getGold, get: lower(offer.give), getGold: offer.giveGold} : {};
  const give = counters(RES, hand, (r) => t('res.' + r), () => {}, start.give);
  const get = counters(RES, {}, (r) => t('res.' + r), () => {}, start.get);
  giveGold.gold = Math.min(start.giveGold || 0, me.gold);
  getGold.gold = start.getGold || 0;
  const gGive = counters(['gold'], {gold: me.gold}, () => t('mk.gold'), (c) => { giveGold.gold = c.gold; }, {gold: giveGold.gold});
  const gGet = counters(['gold'], {gold: 99}, () => t('mk.gold'), (c) => { getGold.gold = c.gold; }, {gold: getGold.gold});
  const pickTo = counter ? '' : el('div', {class: 'to'}, el('span', {}, t('mk.to')), others.map((p) =>
    el('button', {type: 'button', class: 'pill' + (p.seat === to ? ' chosen' : ''), 'data-seat': p.seat, onclick: (e) => {
      to = p.seat; box.querySelectorAll('.to .pill').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
    }}, who(view, p.seat))));
  const send = el('button', {type: 'button', class: 'action primary', 'data-kind': action.kind + '-send', onclick: () => {
    const terms = {give: {...give.counts}, giveGold: giveGold.gold, get: {...get.counts}, getGold: getGold.gold};
    api.send(counter ? {type: 'counter-trade', ...terms} : {type: 'offer-trade', to, ...terms});
  }}, t(counter ? 'mk.send.counter' : 'mk.send.offer'));
  give.node.dataset.side = 'give'; get.node.dataset.side = 'get';
  gGive.node.dataset.side = 'give-gold'; gGet.node.dataset.side = 'get-gold';
  box.append(pickTo, el('h3', {}, t('mk.give')), give.node, gGive.node, el('h3', {}, t('mk.get')), get.node, gGet.node, send);
  return el('details', {class: 'more', 'data-kind': action.kind}, el('summary', {class: 'action'}, kindLabel(action.kind)), box);
}

/** Resource counts with the engine's lower-case keys. */
function lower(resources) {
  return Object.fromEntries(Object.entries(resources || {}).map(([k, v]) => [k.toLowerCase(), v]));
}

function discardForm(view, api, action) {
  const pending = pub(view).pending;
  const need = pending && pending.cardsToDiscard ? pending.cardsToDiscard[view.seat] : 0;
  return handForm(view, api, need, t('mk.discard.need', {n: need}), 'discard-send',
    (cardsChosen) => api.send({type: 'discard', cards: cardsChosen}));
}

function bankForm(view, api, action) {
  const byGive = {};
  for (const c of action.choices) (byGive[c.give] ||= []).push(c);
  const box = el('div', {class: 'bank'});
  const gives = Object.keys(byGive).map((g) => el('button', {type: 'button', class: 'pill', 'data-give': g, onclick: (e) => {
    box.querySelectorAll('[data-give]').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
    takes.replaceChildren(el('span', {}, t('mk.choose.take')), ...byGive[g].map((c) =>
      el('button', {type: 'button', class: 'pill', 'data-take': c.take, onclick: (e2) => {
        takes.querySelectorAll('[data-take]').forEach((b) => b.classList.toggle('chosen', b === e2.currentTarget));
        confirmBox(box, t('mk.confirm.bank', {give: '3 ' + t('res.' + g.toLowerCase()), take: '1 ' + t('res.' + c.take.toLowerCase())}),
          () => api.send(c));
      }}, t('res.' + c.take.toLowerCase()))));
    box.querySelector('.confirm-box')?.remove();
  }}, t('res.' + g.toLowerCase())));
  const takes = el('div', {class: 'takes'});
  box.append(el('span', {}, t('mk.choose.give')), ...gives, takes);
  return el('details', {class: 'more', 'data-kind': action.kind}, el('summary', {class: 'action'}, kindLabel(action.kind)), box);
}

/** A choice that spends cards or gold asks once more: "Give 3 Ore, take 1 Salt" as its own button. */
function confirmBox(box, text, send) {
  box.querySelector('.confirm-box')?.remove();
  box.append(el('div', {class: 'confirm-box'}, el('button', {type: 'button', class: 'action primary', 'data-kind': 'confirm-trade',
    onclick: send}, text)));
}

function choiceList(action, labelOf, api, confirmText) {
  const box = el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill', onclick: (e) => {
    if (!confirmText) { api.send(c); return; }
    box.querySelectorAll('.pill').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
    confirmBox(box, confirmText(c), () => api.send(c));
  }}, labelOf(c))));
  return el('details', {class: 'more', 'data-kind': action.kind}, el('summary', {class: 'action'},
    el('span', {class: 'action-name'}, kindLabel(action.kind)),
    costText(action) ? el('span', {class: 'action-cost'}, costText(action)) : ''), box);
}

const spanish = () => document.documentElement.lang === 'es';

/**
 * Card names by kind, from the table's card list (/api/cards) and this seat's own hand: a card
 * being played has left the hand, but its prompt and log line still name it in the reader's language.
 */
const cardNames = {};

// Every kind of card in the table's deck, so a card another player plays is named in this reader's language.
fetch('/api/cards', {cache: 'no-cache'}).then((r) => (r.ok ? r.json() : null)).then((deck) => {
  for (const c of (deck && deck.cards) || []) cardNames[c.id] = {en: c.nameEn, es: c.nameEs};
}).catch(() => {});

function learnCards(view) {
  for (const c of (view.game && view.game.cards) || []) cardNames[c.kind] = {en: c.nameEn, es: c.nameEs};
}

function cardName(kind, english) {
  const known = cardNames[kind];
  if (known) return spanish() ? known.es : known.en;
  return english || kind;
}

function ownerName(view, owner) {
  return owner === 4 ? t('mk.neutral') : nameOf(view, owner);
}

/** The choices of one action with their prices (merchant and caravan moves price each choice). */
function priced(action) {
  return action.choices.map((c, i) => ({c, price: (action.prices || [])[i] || {cards: action.cost, gold: action.goldCost}}));
}

/** One button per piece kind, or a row of pills when two pieces (merchants, caravans) can go. */
function pieceChooser(view, api, action, field, labelOf, start) {
  const pieces = [...new Set(action.choices.map((c) => c[field]))];
  if (pieces.length === 1) return bigButton(kindLabel(action.kind), () => start(pieces[0]), action.kind);
  return el('details', {class: 'more', 'data-kind': action.kind}, el('summary', {class: 'action'}, kindLabel(action.kind)),
    el('div', {class: 'pills'}, pieces.map((i) => el('button', {type: 'button', class: 'pill big', 'data-piece': i,
      onclick: () => start(i)}, labelOf(i)))));
}

/** Merchants: choose the merchant, then tap where it goes; each place shows the grain it costs. */
function merchantMove(view, api, action) {
  const p = pub(view);
  const at = (i) => ((p.merchants || []).find((m) => m.owner === view.seat && m.index === i) || {}).at;
  return pieceChooser(view, api, action, 'merchant', (i) => t('mk.merchant.at', {at: place(at(i))}), (m) => {
    const byId = {};
    const labels = {};
    const grainOf = {};
    let free = true;
    for (const {c, price} of priced(action).filter((x) => x.c.merchant === m)) {
      const id = 'intersection-' + c.destination;
      byId[id] = c;
      const grain = (price.cards && price.cards.grain) || 0;
      grainOf[id] = grain;
      if (grain) { labels[id] = String(grain); free = false; }
    }
    // An empty city site founds a kontor: those are ringed, and the banner says so.
    const kontorAt = new Set((p.kontors || []).map((k) => k.at));
    const founds = (id) => cityName(id.slice('intersection-'.length)) !== null && !kontorAt.has(Number(id.slice('intersection-'.length)));
    api.pick(Object.keys(byId), t(free ? 'tap.merchant.free' : 'tap.merchant'), (id) => api.send(byId[id]), labels, {
      rings: Object.keys(byId).filter(founds),
      describe: (id) => t(founds(id) ? 'mk.merchant.to.found' : 'mk.merchant.to', {at: place(id.slice('intersection-'.length)),
        cost: grainOf[id] ? grainOf[id] + ' ' + t('res.grain') : t('mk.free')}),
    });
  });
}

/** Caravans: choose the caravan, then tap its walk route by route; the banner shows salt and tolls. */
function caravanMove(view, api, action) {
  const p = pub(view);
  const from = (i) => ((p.caravans || []).find((c) => c.owner === view.seat && c.index === i) || {}).at;
  return pieceChooser(view, api, action, 'caravan', (i) => t('mk.caravan.n', {n: i + 1}), (k) => {
    const walks = priced(action).filter((x) => x.c.caravan === k);
    api.steps(t('tap.walk'), (taps) => {
      const prefix = taps.map((id) => Number(id.slice('path-'.length)));
      const fits = walks.filter((w) => prefix.every((path, i) => w.c.walk[i] === path));
      const ids = [...new Set(fits.filter((w) => w.c.walk.length > prefix.length).map((w) => 'path-' + w.c.walk[prefix.length]))];
      const done = fits.find((w) => w.c.walk.length === prefix.length);
      const cost = done && cards(done.price.cards) !== t('mk.nothing') ? cards(done.price.cards) : null;
      return {ids, done: done ? done.c : null,
        note: done ? (cost ? t('mk.walk.price', {cost, gold: done.price.gold}) : t('mk.walk.free', {gold: done.price.gold})) : ''};
    }, from(k) >= 0 ? ['path-' + from(k)] : []);
  });
}

function deliverPrompt(view, api, action) {
  const p = pub(view);
  const me = p.players[view.seat];
  const owner = (at) => ((p.kontors || []).find((k) => k.at === at) || {}).owner;
  return el('div', {class: 'prompt', 'data-kind': 'deliver'}, el('p', {class: 'prompt-text'}, t('mk.deliver.prompt', {n: me.goodsFree})),
    el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill big', 'data-kontor': c.kontor,
      onpointerenter: () => api.mark(['intersection-' + c.kontor]), onfocus: () => api.mark(['intersection-' + c.kontor]),
      onclick: () => api.send(c)}, t('mk.deliver.to', {place: place(c.kontor), owner: ownerName(view, owner(c.kontor))})))));
}

/**
 * Table dice: the founder turns a face-down token over; one prompt asks for the hex (when two
 * spaces are empty), then its number, offering only the numbers still face down in that colour.
 */
function tokenPrompt(view, api, action) {
  const pending = pub(view).pending;
  const hexes = [...new Set(action.choices.map((c) => c.hex))];
  const colourOf = (hex) => ((pending && pending.choices || []).find((c) => c.hex === hex) || {}).colour || '';
  const colourWord = (hex) => t('res.' + colourOf(hex).toLowerCase());
  let chosen = hexes.length === 1 ? hexes[0] : null;
  const question = el('p', {class: 'prompt-text'});
  const numbers = el('div', {class: 'pills numbers'});
  const update = () => {
    question.textContent = chosen !== null ? t('mk.token.turn', {colour: colourWord(chosen)}) : t('mk.token.pick');
    numbers.replaceChildren(...action.choices.filter((c) => c.hex === chosen).map((c) => el('button', {type: 'button',
      class: 'pill big', 'data-number': c.number, onclick: () => api.send(c)}, String(c.number))));
  };
  const picker = hexes.length > 1 ? el('div', {class: 'pills'}, hexes.map((hex) => el('button', {type: 'button',
    class: 'pill big', 'data-hex': hex, onclick: (e) => {
      chosen = hex;
      e.currentTarget.parentElement.querySelectorAll('.pill').forEach((b) => b.classList.toggle('chosen', b === e.currentTarget));
      api.mark(['hex-' + hex]);
      update();
    }}, t('mk.token.hex', {colour: colourWord(hex)})))) : '';
  update();
  return el('div', {class: 'prompt', 'data-kind': 'place-number-token'}, picker, question, numbers);
}

function moveTokenButton(view, api, action) {
  return bigButton(kindLabel(action.kind), () => api.steps(t('tap.token.move'), (taps) => {
    if (!taps.length) return {ids: [...new Set(action.choices.map((c) => 'hex-' + c.hex))], done: null};
    const to = action.choices.filter((c) => 'hex-' + c.hex === taps[0]);
    if (taps.length === 1) return {ids: to.map((c) => 'hex-' + c.fromHex), done: null};
    return {ids: [], done: to.find((c) => 'hex-' + c.fromHex === taps[1]) || null};
  }), action.kind);
}

/** Counters over the seat's own hand that unlock at exactly {need} cards: discards and a card's hand-over. */
function handForm(view, api, need, text, sendKey, send) {
  const button = el('button', {type: 'button', class: 'action primary', disabled: true, 'data-kind': sendKey});
  const update = (counts) => {
    const n = RES.reduce((sum, r) => sum + counts[r], 0);
    button.disabled = n !== need;
    button.textContent = t(sendKey === 'discard-send' ? 'mk.discard.send' : 'mk.give.send', {n});
  };
  const form = counters(RES, view.game.hand, (r) => t('res.' + r), update);
  update(form.counts);
  button.addEventListener('click', () => send({...form.counts}));
  return el('div', {class: 'prompt'}, el('p', {class: 'prompt-text'}, text), form.node, button);
}

function giveForm(view, api) {
  const pending = pub(view).pending;
  const owed = (pending.owed || {})[view.seat] || 0;
  return handForm(view, api, owed, t(owed === 1 ? 'mk.give.need.one' : 'mk.give.need', {n: owed, name: nameOf(view, pending.to)}), 'give-send',
    (cardsChosen) => api.send({type: 'give-resources', cards: cardsChosen}));
}

/** The card being played and what its current step asks. */
function cardStepPrompt(view) {
  const step = pub(view).pending;
  // A phone opened after the card left the hand knows its English name from the log only.
  const played = (view.log || []).flatMap((entry) => entry.events).filter((e) => e.type === 'card-played' && e.kind === step.card);
  const english = played.length ? played[played.length - 1].name : null;
  return el('div', {class: 'prompt', 'data-kind': 'card-step'}, el('p', {class: 'prompt-text'},
    el('strong', {}, cardName(step.card, english)), ' — ', t('mk.step.' + step.step.type, {n: step.remaining})));
}

/** A development card as its owner sees it: name, text, when it may be played, and a play button. */
function devCard(view, api, card, playable) {
  const text = spanish() ? card.textEs : card.textEn;
  const why = playable ? t('mk.card.playable') : card.boughtThisTurn ? t('mk.card.new') : t('mk.card.later');
  return el('li', {class: 'dev-card' + (playable ? ' playable' : ''), 'data-card': card.card},
    el('h3', {}, spanish() ? card.nameEs : card.nameEn),
    el('p', {}, text),
    el('p', {class: 'why muted'}, t('mk.timing.' + card.timing), ' · ', why),
    playable && api ? el('button', {type: 'button', class: 'action primary', 'data-kind': 'play-card', 'data-card': card.card,
      onclick: () => api.send({type: 'play-card', card: card.card})}, t('mk.play') + ': ' + (spanish() ? card.nameEs : card.nameEn)) : '');
}

function provisionalLabel(view) {
  const provisional = view.game && (view.game.provisionalDeck || (view.game.table || view.game).provisionalDeck);
  return provisional ? el('p', {class: 'provisional'}, t('mk.provisional')) : '';
}

function playCards(view, api, action) {
  const playable = new Set(action.choices.map((c) => c.card));
  const inHand = (view.game.cards || []).filter((c) => playable.has(c.card));
  return el('details', {class: 'more', 'data-kind': 'play-card'}, el('summary', {class: 'action'}, kindLabel(action.kind)),
    provisionalLabel(view), el('ul', {class: 'dev-cards'}, inHand.map((c) => devCard(view, api, c, true))));
}

function colour(view, owner) {
  const name = (view.table.colours || [])[owner];
  return COLOURS[name] || COLOURS.NEUTRAL;
}

/** The hexes the last roll made produce (those showing the total, without the robber). */
function producedHexes(view, game) {
  const rolled = (view.lastEvents || []).find((e) => e.type === 'dice-rolled');
  if (!rolled) return [];
  const total = rolled.first + rolled.second;
  return (game.numbers || []).filter((n) => n.number === total && n.hex !== game.robberHex).map((n) => n.hex);
}

/**
 * Routes, kontors, merchants, caravans, delivered goods, the robber and placed number tokens;
 * the hexes the last roll made produce are outlined.
 */
function drawBoardPieces(svg, view, game) {
  const layer = svg.querySelector('#pieces');
  for (const hex of producedHexes(view, game)) {
    const node = svg.querySelector('#hex-' + hex);
    if (node && node.tagName === 'polygon') layer.append(shape('polygon', {points: node.getAttribute('points'), class: 'produced', 'data-hex': hex}));
  }
  for (const route of game.routes || []) {
    const e = ends(svg, route.at);
    if (!e) continue;
    layer.append(shape('line', {x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2, class: 'piece route-outline'}));
    layer.append(shape('line', {x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2, class: 'piece route',
      stroke: colour(view, route.owner), 'data-owner': route.owner}));
  }
  for (const caravan of game.caravans || []) {
    const e = ends(svg, caravan.at);
    if (!e) continue;
    const mx = (e.x1 + e.x2) / 2; const my = (e.y1 + e.y2) / 2;
    const len = Math.hypot(e.x2 - e.x1, e.y2 - e.y1) || 1;
    const nx = -(e.y2 - e.y1) / len * 9; const ny = (e.x2 - e.x1) / len * 9;
    layer.append(shape('rect', {x: mx + nx - 6, y: my + ny - 4, width: 12, height: 8, rx: 2,
      class: 'piece caravan', fill: colour(view, caravan.owner)}));
  }
  for (const kontor of game.kontors || []) {
    const c = centre(svg, 'intersection-' + kontor.at);
    if (!c) continue;
    layer.append(shape('rect', {x: c.x - 8, y: c.y - 8, width: 16, height: 16, rx: 2,
      class: 'piece kontor', fill: colour(view, kontor.owner)}));
  }
  // A delivered goods token lies under the kontor: a small disc in the deliverer's colour.
  for (const good of game.goods || []) {
    const c = centre(svg, 'intersection-' + good.at);
    if (!c) continue;
    layer.append(shape('circle', {cx: c.x - 9, cy: c.y + 9, r: 5, class: 'piece goods', fill: colour(view, good.owner),
      'data-owner': good.owner}));
  }
  for (const merchant of game.merchants || []) {
    const c = centre(svg, 'intersection-' + merchant.at);
    if (!c) continue;
    // A merchant stands at a crossroads: a pawn (head and body) beside it, so a kontor there stays visible.
    layer.append(shape('path', {d: `M ${c.x + 3} ${c.y} L ${c.x + 6} ${c.y - 9} L ${c.x + 12} ${c.y - 9} L ${c.x + 15} ${c.y} Z`,
      class: 'piece merchant', fill: colour(view, merchant.owner), 'data-owner': merchant.owner}));
    layer.append(shape('circle', {cx: c.x + 9, cy: c.y - 12, r: 4, class: 'piece merchant', fill: colour(view, merchant.owner)}));
  }
  for (const shown of game.numbers || []) {
    if (!shown.token) continue;
    const c = centre(svg, 'token-' + shown.hex) || centre(svg, 'hex-' + shown.hex);
    if (!c) continue;
    layer.append(shape('circle', {cx: c.x, cy: c.y, r: 12, class: 'piece number-token'}));
    const text = shape('text', {x: c.x, y: c.y + 5, class: 'piece number-token-text' + (shown.number === 6 || shown.number === 8 ? ' red' : '')});
    text.textContent = String(shown.number);
    layer.append(text);
  }
  drawRobber(svg, layer, game.robberHex);
}

export const merchants = {
  turnSeat(view) {
    const p = pub(view);
    if (!p) return null;
    return p.setupSeat !== null && p.setupSeat !== undefined ? p.setupSeat : p.activeSeat;
  },

  moves(view, api) {
    const out = [];
    const p = pub(view);
    const offer = p.pending && p.pending.type === 'trade-offer' ? p.pending : null;
    const myOffer = offer && offer.from === view.seat;
    if (offer && offer.to === view.seat) {
      out.push(el('div', {class: 'prompt offer'}, el('p', {class: 'prompt-text'}, t('mk.offer.from', {
        from: nameOf(view, offer.from), to: nameOf(view, offer.to), give: withGold(offer.give, offer.giveGold), get: withGold(offer.get, offer.getGold)}))));
    } else if (myOffer) {
      // The one who offered waits: the offer in their own words, and one way out (withdraw).
      out.push(el('div', {class: 'offer mine', 'data-kind': 'my-offer'},
        el('p', {class: 'prompt-text'}, t('mk.offer.mine', {to: nameOf(view, offer.to),
          give: withGold(offer.give, offer.giveGold), get: withGold(offer.get, offer.getGold)})),
        el('p', {class: 'waiting-for'}, t('mk.offer.waiting', {name: nameOf(view, offer.to)}))));
    }
    learnCards(view);
    if (p.pending && p.pending.type === 'card-step' && p.pending.seat === view.seat) out.push(cardStepPrompt(view));
    if (p.pending && p.pending.type === 'place-number-token' && p.pending.seat === view.seat) {
      out.push(el('p', {class: 'prompt-text'}, t('mk.token.prompt')));
    }
    let endTurn = null;
    for (const action of view.legal || []) {
      const kind = action.kind;
      const first = action.choices[0];
      if (myOffer && (kind === 'accept-trade' || kind === 'counter-trade')) continue;
      if (myOffer && kind === 'decline-trade') {
        out.push(bigButton(t('kind.withdraw-trade'), () => api.send(first), 'decline-trade'));
        continue;
      }
      if (kind === 'end-turn') {
        // Set apart below everything else, so a build button is not mistaken for it.
        endTurn = el('div', {class: 'end-turn-box'}, bigButton(t('kind.end-turn'), () => api.send(first), kind),
          el('p', {class: 'muted'}, t('mk.turn.end.note')));
        continue;
      }
      if (kind === 'roll') {
        out.push(view.table.dice === 'TABLE' ? diceEntry((a, b) => api.send({type: 'roll', dice: [a, b]}))
          : bigButton(t('kind.roll'), () => api.send(first || {type: 'roll', dice: null}), kind));
      } else if (kind === 'discard') {
        out.push(discardForm(view, api, action));
      } else if (kind === 'give-resources') {
        out.push(giveForm(view, api));
      } else if (kind === 'move-merchant') {
        out.push(merchantMove(view, api, action));
      } else if (kind === 'move-caravan') {
        out.push(caravanMove(view, api, action));
      } else if (kind === 'deliver') {
        out.unshift(deliverPrompt(view, api, action));     // a prompt: above the ordinary buttons
      } else if (kind === 'place-number-token' && first && first.number > 0) {
        out.push(tokenPrompt(view, api, action));
      } else if (kind === 'move-number-token') {
        out.push(moveTokenButton(view, api, action));
      } else if (kind === 'take-resource') {
        out.push(el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill big',
          'data-take': c.resource, onclick: () => api.send(c)}, t('res.' + c.resource.toLowerCase())))));
      } else if (kind === 'offer-trade' || kind === 'counter-trade') {
        out.push(tradeForm(view, api, action, kind === 'counter-trade', offer));
      } else if (kind === 'trade-with-bank') {
        out.push(bankForm(view, api, action));
      } else if (kind === 'trade-for-gold') {
        out.push(choiceList(action, (c) => '3 ' + t('res.' + c.give.toLowerCase()) + ' → 1 ' + t('mk.gold'), api,
          (c) => t('mk.confirm.gold', {give: '3 ' + t('res.' + c.give.toLowerCase())})));
      } else if (kind === 'buy-with-gold') {
        out.push(choiceList(action, (c) => t('res.' + c.take.toLowerCase()), api,
          (c) => t('mk.confirm.buy', {take: '1 ' + t('res.' + c.take.toLowerCase())})));
      } else if (kind === 'steal') {
        out.push(el('div', {class: 'prompt'}, el('p', {class: 'prompt-text'}, t('kind.steal')),
          el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill big', 'data-victim': c.victim,
            onclick: () => api.send(c)}, who(view, c.victim))))));
      } else if (kind === 'choose-path') {
        const options = (p.pending && p.pending.options) || [];
        out.push(el('div', {class: 'prompt'}, el('p', {class: 'prompt-text'}, t('kind.choose-path')),
          el('div', {class: 'pills'}, action.choices.map((c) => el('button', {type: 'button', class: 'pill big',
            'data-option': c.option,
            onpointerenter: () => api.mark((options[c.option] || []).map((x) => 'path-' + x)),
            onfocus: () => api.mark((options[c.option] || []).map((x) => 'path-' + x)),
            onclick: () => api.send(c)}, t('mk.option', {n: c.option + 1, routes: (options[c.option] || []).length}))))));
      } else if (kind === 'play-card') {
        out.push(playCards(view, api, action));
      } else if (first && target(first)) {
        const ids = action.choices.map(target);
        const byId = Object.fromEntries(action.choices.map((c) => [target(c), c]));
        const label = kind === 'place-kontor' && p.phase === 'SETUP_NEUTRAL_KONTORS' ? t('kind.place-neutral-kontor') : kindLabel(kind);
        out.push(bigButton(label, () => {
          if (action.choices.length === 1 && kind !== 'move-robber' && kind.startsWith('build') === false) { api.send(first); return; }
          if (!api.pick(ids, tapWord(ids[0]), (id) => api.send(byId[id]))) api.send(first);
        }, kind, costText(action)));
      } else {
        out.push(bigButton(kindLabel(kind), () => api.send(first || {type: kind}), kind, costText(action)));
      }
    }
    if (endTurn) out.push(endTurn);
    return out;
  },

  phoneSections(view) {
    const p = pub(view);
    const me = p.players[view.seat];
    const g = view.game;
    const hand = el('section', {class: 'card hand-card'}, el('h2', {}, t('section.hand')),
      el('div', {class: 'tiles'}, RES.map((r) => tile(r, g.hand[r])), el('div', {class: 'tile gold'},
        el('span', {class: 'tile-count', id: 'gold'}, String(g.gold)), el('span', {class: 'tile-name'}, t('mk.gold')))));
    const goods = el('section', {class: 'card'}, el('h2', {}, t('section.goods')), el('div', {class: 'stats'},
      stat(t('mk.goods.covered'), me.goodsCovered), stat(t('mk.goods.free'), me.goodsFree, 'good'),
      stat(t('mk.goods.delivered'), me.goodsDelivered, 'best')));
    const playable = new Set((view.legal || []).filter((a) => a.kind === 'play-card').flatMap((a) => a.choices.map((c) => c.card)));
    const inHand = g.cards || [];
    const dev = el('section', {class: 'card', id: 'dev-cards'}, el('h2', {}, t('section.cards')), provisionalLabel(view),
      inHand.length ? el('ul', {class: 'dev-cards'}, inHand.map((c) => devCard(view, null, c, playable.has(c.card))))
        : el('p', {class: 'muted'}, t('mk.no.cards')));
    const pieces = el('section', {class: 'card'}, el('h2', {}, t('section.pieces')), el('div', {class: 'stats four'},
      stat(t('mk.routes'), me.routesLeft), stat(t('mk.kontors'), me.kontorsInStorage),
      stat(t('mk.merchants'), me.merchantsInSupply), stat(t('mk.caravans'), me.caravansInSupply)));
    const roll = el('section', {class: 'card roll-card'}, el('h2', {}, t('section.roll')), this.lastRoll(view));
    return [hand, roll, goods, dev, pieces, el('section', {class: 'card'}, el('h2', {}, t('section.players')), this.players(view))];
  },

  /** Public counts per player; connected (table screen only) marks the seats whose phone is on. */
  players(view, connected) {
    const p = pub(view);
    if (!p) return '';
    const turn = this.turnSeat(view);
    const link = (seat) => (connected ? el('span', {class: 'link-dot' + (connected[seat] ? ' on' : ''), 'data-connected': connected[seat] ? 'yes' : 'no',
      title: t(connected[seat] ? 'seat.connected' : 'seat.disconnected')}) : '');
    return el('table', {class: 'players'}, el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('mk.cards.short')),
      el('th', {}, t('mk.gold')), el('th', {}, t('mk.dev.short')), el('th', {}, t('mk.goods.delivered')))),
    el('tbody', {}, p.players.map((s) => el('tr', {class: (s.seat === turn ? 'active' : '') + (s.seat === view.seat ? ' me' : ''), 'data-seat': s.seat},
      el('td', {}, link(s.seat), who(view, s.seat)), el('td', {class: 'num'}, String(s.resourceCards)), el('td', {class: 'num'}, String(s.gold)),
      el('td', {class: 'num'}, String(s.developmentCards)),
      el('td', {class: 'num'}, `${s.goodsDelivered}/${s.goodsCovered + s.goodsFree + s.goodsDelivered}`)))));
  },

  lastRoll(view) {
    const p = pub(view);
    if (!p) return el('p', {class: 'muted'}, t('no.roll'));
    const dice = p.dice || [];
    const faces = dice.length === 2 ? el('div', {class: 'dice-shown'}, dice.map((d) => el('span', {class: 'die-face'}, String(d))),
      el('span', {class: 'sum' + (dice[0] + dice[1] === 7 ? ' seven' : '')}, '= ' + (dice[0] + dice[1]))) : el('p', {class: 'muted'}, t('no.roll'));
    // Who got what from the roll of this turn only: once the turn has ended, the lines are old news.
    const recent = [...(view.log || [])].reverse().find((entry) => entry.events.some((e) => e.type === 'dice-rolled' || e.type === 'turn-ended'));
    const rolled = recent && recent.events.some((e) => e.type === 'dice-rolled') ? recent : null;
    const last = (rolled ? rolled.events : []).filter((e) => e.type !== 'dice-rolled');
    const roller = rolled ? rolled.events.find((e) => e.type === 'dice-rolled').seat : null;
    return el('div', {}, faces, roller !== null && dice.length === 2 ? el('div', {class: 'roller'}, t('mk.roll.of', {name: nameOf(view, roller)})) : '',
      el('div', {class: 'phase'}, t('mk.phase.' + p.phase)),
      last.length ? el('ul', {class: 'got'}, last.map((e) => this.describe(e, view)).filter(Boolean).map((text) => el('li', {}, text))) : '');
  },

  describe(e, view) {
    const name = (s) => (s === -1 || s === undefined ? '—' : nameOf(view, s));
    // A page speaking to its reader (the stale-move toast) says "you", not the reader's own name.
    const you = (s) => view.reader !== undefined && s === view.reader;
    const obj = (s) => (you(s) ? t('mk.you.object') : name(s));
    switch (e.type) {
      case 'production':
        return Object.entries(e.received || {}).map(([s, c]) => t('ev.production', {name: name(+s), cards: cards(c)})).join(' · ');
      case 'dice-rolled': return t('ev.dice-rolled', {name: name(e.seat), a: e.first, b: e.second, sum: e.first + e.second});
      case 'start-rolled': return t('ev.start-rolled', {name: name(e.seat), total: e.total});
      case 'starting-player-chosen': return t('ev.starting-player-chosen', {name: name(e.seat)});
      case 'kontor-placed': return t('ev.kontor-placed', {name: e.owner === 4 ? t('mk.neutral') : name(e.owner), at: place(e.intersection)});
      case 'route-placed': return t(e.free ? 'ev.route-placed.free' : 'ev.route-placed', {name: name(e.seat)});
      case 'caravan-placed': return t('ev.caravan-placed', {name: name(e.seat)});
      case 'merchant-placed': return t('ev.merchant-placed', {name: name(e.seat), at: place(e.intersection)});
      case 'cards-received': case 'cards-paid': case 'discarded':
        return t('ev.' + e.type, {name: name(e.seat), cards: cards(e.cards || e.resources)});
      case 'gold-received': case 'gold-paid':
        return t('ev.' + e.type, {name: name(e.seat), gold: e.gold, reason: reasonText(e.reason)});
      case 'scarcity-blocked': return t('ev.scarcity-blocked', {what: (e.resources || []).map((r) => t('res.' + String(r).toLowerCase())).join(', ')});
      case 'gold-compensation': return t('ev.gold-compensation', {names: (e.seats || []).map(name).join(', ')});
      case 'must-discard': return t('ev.must-discard', {who: Object.entries(e.cardsToDiscard || {}).map(([s, n]) => `${name(+s)} ${n}`).join(', ')});
      case 'robber-moved': {
        const city = cityNearHex(e.hex);   // where it went, by the city a player sees beside it
        return t(city ? 'ev.robber-moved.near' : 'ev.robber-moved', {name: name(e.seat), city});
      }
      case 'card-stolen': return t('ev.card-stolen', {name: name(e.thief), victim: obj(e.victim),
        what: e.resource ? t('res.' + String(e.resource).toLowerCase()) : t('ev.a-card')});
      case 'bank-traded': return t('ev.bank-traded', {name: name(e.seat), gave: withGold(e.gave, e.goldGiven), took: withGold(e.took, e.goldTaken)});
      case 'trade-offered': return t('ev.trade-offered', {name: name(e.from), to: obj(e.to),
        give: withGold(e.give, e.giveGold), get: withGold(e.get, e.getGold)});
      case 'trade-declined': return t('ev.trade-declined', {name: name(e.by)});
      case 'traded': return t(you(e.from) ? 'ev.traded.you' : 'ev.traded', {name: name(e.from), to: obj(e.to),
        give: withGold(e.give, e.giveGold), get: withGold(e.get, e.getGold)});
      case 'isolated-city-connected': return t('ev.isolated-city-connected', {city: place(e.city),
        who: Object.entries(e.goldBySeat || {}).map(([s, g]) => t('ev.paid', {name: name(+s), gold: g})).join(', ') || t('mk.nothing')});
      case 'turn-ended': return t('ev.turn-ended', {name: name(e.seat)});
      case 'card-played': return t('ev.card-played.named', {name: name(e.seat), card: cardName(e.kind, e.name)});
      case 'merchant-moved': return t('ev.merchant-moved', {name: name(e.seat), at: place(e.to), steps: e.steps, grain: e.grain});
      case 'kontor-founded': return t('ev.kontor-founded', {name: name(e.seat), at: place(e.intersection)});
      case 'coastal-gold': return t('ev.coastal-gold', {name: name(e.seat), gold: e.gold, at: place(e.intersection)});
      case 'number-token-placed': return t(e.fromHex >= 0 ? 'ev.number-token-moved' : 'ev.number-token-placed',
        {name: name(e.seat), number: e.number, colour: t('res.' + String(e.colour).toLowerCase())});
      case 'caravan-moved': return t('ev.caravan-moved', {name: name(e.seat), n: (e.walk || []).length, salt: e.salt,
        from: routePlace(e.from), to: routePlace((e.walk || [])[(e.walk || []).length - 1] ?? e.from)});
      case 'toll-paid': return t('ev.toll-paid', {name: name(e.from), to: obj(e.to), gold: e.amount});
      case 'goods-delivered': return t('ev.goods-delivered', {name: name(e.seat), owner: e.owner === 4 ? t('mk.neutral') : obj(e.owner),
        at: place(e.kontor), delivered: e.delivered, total: e.ofTotal});
      case 'resources-given': return t(you(e.from) ? 'ev.resources-given.you' : 'ev.resources-given', {name: name(e.from), to: obj(e.to), cards: e.cards ? cards(e.cards) : t('ev.some-cards')});
      case 'card-step-skipped': return t('ev.card-step-skipped', {name: name(e.seat)});
      case 'game-won': return t('ev.game-won', {name: name(e.seat)});
      default: {
        const key = 'ev.' + e.type;
        if (has(key)) return t(key, {name: name(e.seat), to: name(e.to)});
        return (e.seat !== undefined ? name(e.seat) + ': ' : '') + e.type.replace(/-/g, ' ');
      }
    }
  },

  /** Lines for this phone only about what the last move did to its player (a steal, both ways). */
  news(view) {
    const lines = [];
    for (const e of view.lastEvents || []) {
      if (e.type !== 'card-stolen' || !e.resource) continue;
      const what = '1 ' + t('res.' + String(e.resource).toLowerCase());
      if (e.victim === view.seat) lines.push(t('mk.stolen.you', {name: nameOf(view, e.thief), what}));
      else if (e.thief === view.seat) lines.push(t('mk.stolen.by.you', {victim: nameOf(view, e.victim), what}));
    }
    return lines;
  },

  /** The end of the game in numbers (goods over time, rolls, production, tolls, gold, trades); null before. */
  summary(view) {
    const sum = view.summary;
    if (!sum) return null;
    const rows = sum.players.map((s) => {
      const gold = (source) => String((s.gold || {})[source] || 0);
      return el('tr', {'data-seat': s.seat}, el('td', {}, who(view, s.seat)),
        el('td', {class: 'num'}, String(s.deliveries.length)), el('td', {class: 'num'}, String(s.production)),
        el('td', {class: 'num', 'data-kind': 'expected'}, decimal(s.expected)),
        el('td', {class: 'num ' + (s.luck >= 0.05 ? 'lucky' : s.luck <= -0.05 ? 'unlucky' : ''), 'data-kind': 'luck'}, signed(s.luck)),
        el('td', {class: 'num'}, `${s.tollsPaid} / ${s.tollsReceived}`),
        ...['compensation', 'tolls', 'connected-city', 'coast', 'cards', 'trade'].map((g) => el('td', {class: 'num'}, gold(g))),
        el('td', {class: 'num'}, `${s.trades} / ${s.bankTrades}`));
    });
    const head = ['', 'sum.goods', 'sum.production', 'sum.expected', 'sum.luck', 'sum.tolls', 'sum.gold.compensation', 'sum.gold.tolls', 'sum.gold.connected-city',
      'sum.gold.coast', 'sum.gold.cards', 'sum.gold.trade', 'sum.trades'].map((k) => el('th', {}, k ? t(k) : ''));
    return el('section', {class: 'card summary', id: 'summary'}, el('h2', {}, t('sum.title')),
      el('div', {class: 'summary-charts'},
        el('div', {}, el('h3', {}, t('sum.goods.over.time')), goodsChart(view, sum)),
        el('div', {}, el('h3', {}, t('sum.rolls')), histogram(sum.rolls || view.rolls || []), el('p', {class: 'muted'}, sevens(sum.rolls || [])))),
      el('div', {class: 'summary-table swipe'}, el('table', {class: 'players'}, el('thead', {}, el('tr', {}, head)), el('tbody', {}, rows))),
      el('p', {class: 'muted swipe-hint'}, t('swipe.hint')),
      el('p', {class: 'muted'}, t('sum.luck.note')),
      el('p', {class: 'muted'}, t('sum.note')),
      // The browser's own print-to-PDF (on a phone too); the print stylesheet shows the summary alone.
      el('p', {class: 'no-print'}, el('button', {type: 'button', class: 'action', 'data-kind': 'print-summary',
        onclick: () => window.print()}, el('span', {class: 'action-name'}, t('sum.print')))));
  },

  /** The winner, big, on the phones and the table screen; null while the game goes on. */
  finale(view) {
    const p = pub(view);
    if (!p || p.winner === null || p.winner === undefined) return null;
    const me = view.seat === p.winner;
    const delivered = p.players[p.winner].goodsDelivered;
    return el('section', {class: 'card winner', id: 'winner'},
      el('p', {class: 'big'}, me ? t('mk.you.win') : t('mk.wins', {name: nameOf(view, p.winner)})),
      el('p', {}, who(view, p.winner), ' · ', t('mk.won.how', {n: delivered})));
  },

  /** The table screen's "just now": everything the last command did, tolls and deliveries included. */
  headline(view) {
    const lines = (view.lastEvents || []).map((e) => this.describe(e, view)).filter(Boolean);
    return lines.length ? el('ul', {class: 'headline'}, lines.map((text) => el('li', {}, text))) : null;
  },

  drawPieces(svg, view, game) { drawBoardPieces(svg, view, game); },
};
