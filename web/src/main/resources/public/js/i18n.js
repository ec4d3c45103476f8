// English and Spanish. The language is chosen per device (localStorage), defaulting to the
// browser's. t('key', {n: 3}) fills {n}; a missing Spanish text falls back to English, then to the key.

const en = {
  'app.title': 'Kontor',
  'status.connecting': 'connecting…', 'status.live': 'live', 'status.offline': 'reconnecting…',
  'status.stopped': 'the table stopped', 'status.refused': 'not paired', 'status.waiting': 'waiting for the host',
  'stopped.banner': 'The table stopped. This page reconnects by itself when the hub is back.',
  'refused.banner': 'This phone is not paired with a seat. Scan your seat\'s QR code on the table screen.',
  'refused.again': 'The hub no longer knows this phone at a seat (the host removed it, or its table is gone). To play, pair again: ask the host for your seat\'s QR code and scan it.',
  'waiting.host': 'Another phone already sits at this seat. This one waits for the host to allow it on the host page; it shows nothing of the seat until then.',
  'waiting.code': 'Tell the host this phone\'s code: {code}. The host page shows the same code beside it.',
  'devices.none': 'no phone yet', 'devices.allow': 'Allow', 'devices.remove': 'Remove', 'devices.waiting': 'waits for you',
  'devices.sits': 'sits here', 'devices.newlink': 'New link', 'devices.newlink.confirm': 'Make a new link for seat {n}? The old link and QR code stop working; phones already paired stay.',
  'devices.remove.confirm': 'Remove this phone from seat {n}? It must scan the seat\'s QR code and be allowed again.',
  'devices.code': 'code {code}', 'devices.allow.confirm': 'Does the new phone show the code {code}? Allow it at seat {n} only if it does: another phone may have opened the same link.',
  'host.newlink': 'New host link', 'host.newlink.confirm': 'Make a new host link? Every host link so far stops working (the one the hub printed too); this page keeps the host\'s role.',
  'host.newlink.done': 'The new host link (open it on another device to host from there):',
  'qr.all': 'Show every QR code', 'qr.unpaired': 'Show only unpaired seats\' codes',
  'refused.host': 'The hub is back but does not know this browser as the host. Open the host link again: it is printed on the hub\'s terminal, or in host-link.txt in its data folder.',
  'resumed': 'Resumed at move {n}.',
  'section.saved': 'Saved games', 'saved.hint': 'Every move is saved as it is made. A download plays back with kontor play; Resume puts an unfinished one on the table.',
  'saved.moves': '{n} moves', 'saved.finished': 'finished', 'saved.open': 'unfinished', 'saved.download': 'Download',
  'saved.current': 'on the table now', 'saved.resume': 'Resume',
  'saved.resume.confirm': 'Put game #{id} on the table? The game on the table now is saved (every move is) and stays in this list, to resume later.',
  'saved.resumed': 'Game #{id} is on the table.',
  'halted': 'The game is paused: the hub cannot save moves now. The host is told what to do.',
  'waiting.first': 'Waiting for the table…',
  'lobby.waiting': 'Waiting for the host to start the game.',
  'lobby.you': 'You sit at seat {n} ({colour}).',
  'seat.out': 'Your seat is not playing in this game.',
  'ended': 'The game is over.',
  'turn.yours': 'Your turn!', 'turn.of': '{name}\'s turn', 'needs.you': 'The game needs you',
  'needs.waiting': 'Waiting for {names}', 'and': 'and',
  'seat.connected': 'phone connected', 'seat.disconnected': 'no phone connected',
  'stale.changed': 'Meanwhile: {what}. Here is the fresh state: please choose again.',
  'stale.unknown': 'The game moved on while you chose. Here is the fresh state: please choose again.',
  'section.moves': 'Your moves', 'section.hand': 'Your hand', 'section.board': 'Board',
  'section.log': 'What happened', 'section.players': 'Players', 'section.roll': 'Last roll',
  'section.rolls': 'Rolls so far', 'section.join': 'Join a seat', 'section.sync': 'Physical board',
  'section.cards': 'Development cards', 'section.goods': 'Goods tokens', 'section.pieces': 'Pieces left',
  'section.game': 'Game', 'section.trade': 'Trade offer', 'section.setup': 'New game',
  'no.moves': 'Nothing to do right now.', 'no.log': 'Nothing yet.', 'no.roll': 'No roll yet.',
  'sync.none': 'No sensor board connected — phone-only.',
  'sync.in-sync': 'The table matches the game.', 'sync.waiting': 'Waiting for the sensor board…',
  'sync.reading': 'Reading the table…',
  'sync.out-of-sync': 'The table is out of sync: play waits until these are put right.',
  'sync.ask': 'The table shows a move that can be read more than one way: the player chooses on the phone.',
  'sync.ask.which': 'Which move did you make on the table?', 'sync.ask.other': 'The table shows a move that can be read two ways; its player chooses.',
  'sync.fix.remove': 'Take {sensed} off {spot}: nothing belongs there.', 'sync.fix.put': 'Put {expected} on {spot}.',
  'sync.fix.replace': 'On {spot} belongs {expected}, not {sensed}.',
  'sync.spot.intersection': 'intersection {id}', 'sync.spot.path': 'path {id}', 'sync.spot.hex': 'hex {id}',
  'sync.piece.plain': 'a {piece}', 'sync.piece.with-colour': '{colour} {piece}', 'sync.piece.coloured': '{colour} piece',
  'sync.piece.something': 'a piece',
  'sync.piece.kontor': 'kontor', 'sync.piece.route': 'route', 'sync.piece.merchant': 'merchant', 'sync.piece.caravan': 'caravan',
  'sync.piece.robber': 'robber', 'sync.piece.settlement': 'settlement', 'sync.piece.city': 'city', 'sync.piece.road': 'road',
  'sync.colour.red': 'a red', 'sync.colour.blue': 'a blue', 'sync.colour.white': 'a white', 'sync.colour.orange': 'an orange',
  'sync.colour.yellow': 'a yellow', 'sync.colour.green': 'a green', 'sync.colour.purple': 'a purple',
  'sync.piece.trader': 'trader', 'sync.piece.bonus-marker': 'bonus marker',
  'sync.ignore': 'Ignore this sensor', 'sync.ignored': 'Sensors ignored: {spots}.', 'sync.restore': 'Use the sensor under {spot} again',
  'sync.accept': 'Accept the table as sensed: {words}',
  'section.simulator': 'Virtual board',
  'sim.hint': 'No hardware: this virtual sensor board talks to the hub like a real one. Place and lift pieces, roll its dice keys; set up puts every piece where the game expects it.',
  'sim.hint.nodice': 'No hardware: this virtual sensor board talks to the hub like a real one. Place and lift pieces; set up puts every piece where the game expects it.',
  'sim.where': 'Where', 'sim.id': 'Number', 'sim.piece': 'Piece', 'sim.colour': 'Colour', 'sim.die': 'Die',
  'sim.place': 'Place the piece', 'sim.lift': 'Lift the piece', 'sim.setup': 'Set up', 'sim.roll': 'Roll these dice',
  'sim.buttons': 'The board\'s buttons', 'sim.button.0': '0 End turn', 'sim.button.1': '1 Next reading or choice', 'sim.button.2': '2 Confirm',
  'sim.button.3': '3 Roll', 'sim.button.4': '4 Trade: give', 'sim.button.5': '5 Trade: take', 'sim.button.6': '6', 'sim.button.7': '7',
  'sim.intersection': 'intersection', 'sim.path': 'path', 'sim.hex': 'hex', 'sim.kontor': 'kontor', 'sim.route': 'route',
  'sim.merchant': 'merchant', 'sim.caravan': 'caravan', 'sim.robber': 'robber',
  'sim.settlement': 'settlement', 'sim.city': 'city', 'sim.road': 'road', 'sim.red': 'red', 'sim.blue': 'blue',
  'sim.white': 'white', 'sim.orange': 'orange', 'sim.yellow': 'yellow', 'sim.green': 'green', 'sim.purple': 'purple',
  'sim.neutral': 'neutral', 'sim.trader': 'trader', 'sim.bonus-marker': 'bonus marker',
  'sync.board.ok': 'connected', 'sync.board.connecting': 'connecting…',
  'dice.enter': 'Enter the dice you rolled', 'dice.first': 'First die', 'dice.second': 'Second die',
  'dice.send': 'Roll {a} + {b} = {sum}',
  'rolls.expected': 'expected', 'rolls.count': '{n} rolls',
  'board.tap': 'Tap the board: {what}', 'board.cancel': 'Cancel', 'board.confirm': 'Confirm', 'board.back': 'Back',
  'lang.switch': 'Español',
  'host.title': 'Host', 'host.board': 'Board', 'host.players': 'Players', 'host.names': 'Names',
  'host.dice': 'Dice', 'host.dice.VIRTUAL': 'Virtual (the hub rolls)', 'host.dice.TABLE': 'Real dice, entered on a phone',
  'host.options': 'Rule options', 'host.start': 'Start the game', 'host.undo': 'Undo the last action',
  'host.end': 'End the game', 'host.end.confirm': 'End the game for everybody?', 'host.table': 'Open the table screen',
  'host.started': 'Game started.', 'host.undone': 'Undone.', 'host.ended': 'Game ended.',
  'host.undo.confirm': 'Undo the last action for everybody? {what}', 'host.undo.asked': '{name} asks you to undo the last action: {what}',
  'undo.done': 'The host undid: {what}', 'undo.ask': 'Ask the host to undo the last action', 'undo.asked': 'You asked the host to undo the last action.',
  'undo.asked.by': '{name} asked the host for an undo.',
  'rematch': 'Rematch: same seats, new seed', 'swipe.hint': 'Swipe the table sideways for every column.',
  'end.title': 'The game in numbers', 'end.points.over.time': '{points} over the game', 'end.rolls': 'Rolls against the 2d6 curve',
  'end.sevens': '7 came up {n} times in {total} rolls (expected {expected}).', 'end.moves': '{n} moves',
  'end.earned': 'What each player earned', 'end.print': 'Save as PDF',
  'end.expected': 'Cards expected', 'end.luck': 'Luck',
  'end.luck.note': 'Luck: the cards the rolls gave minus the cards expected, roll by roll, from the board as it stood then (the 2d6 average); a card the bank or supply could not pay counts as bad luck.',
  'download.game': 'Download the game', 'download.game.note': 'For kontor play or kontor games import. Only the host downloads it: it holds the seed and every hand.',
  'name.section': 'Your name', 'name.save': 'Save my name', 'name.saved': 'Name saved.',
  'host.link': 'Host link (keep it private)', 'host.seat': 'Seat {n}',
  'bot.player': 'A player', 'bot.mark': 'bot', 'bot.plays': 'Bot: {level}', 'bot.who': 'Who plays seat {n}',
  'bot.easy': 'easy', 'bot.normal': 'normal', 'bot.strong': 'strong', 'bot.random': 'random',
  'bot.handed': 'The hub\'s bot plays seat {n} now.', 'bot.back': 'Seat {n} is its player\'s again.',
  'seat.bot': 'The hub\'s bot ({level}) plays this seat now: the host can hand it back to you.',
  'host.hints': 'Hints on request: each phone may ask the hub\'s bot "What would you do?"',
  'host.hints.on': 'Hints are on.', 'host.hints.off': 'Hints are off.',
  'hint.ask': 'What would you do?', 'hint.thinking': 'The bot is thinking…', 'hint.would': 'The hub\'s bot would: {move}.',
  'hint.why.only': 'It is the only move you have.', 'hint.why.points.one': 'It scores 1 point.', 'hint.why.points': 'It scores {n} points.',
  'hint.why.production': 'It adds to what your pieces bring in (+{n}).', 'hint.why.afford': 'You can afford it now, and it is worth the {n} cards.',
  'hint.why.position': 'It leaves you best placed, by the bot\'s reckoning.',
  'join.scan': 'Scan to join', 'join.hint': 'Each QR code opens one seat on a phone.',
  'spectator.note': 'Spectator view. Ask the host for a seat\'s QR code to play.',
  'hand.count': '{n} cards', 'gold': 'Gold', 'you': 'you',
  'index.lead': 'Phones join by scanning their seat\'s QR code on the table screen.',
  'index.table': 'Open the table screen', 'index.host': 'Host? Use the host link printed on the hub\'s console.',
  'rejected': 'Not possible: {message}',
  'colour.RED': 'red', 'colour.BLUE': 'blue', 'colour.WHITE': 'white', 'colour.ORANGE': 'orange',
  'colour.YELLOW': 'yellow', 'colour.GREEN': 'green', 'colour.PURPLE': 'purple',
  'phase.LOBBY': 'Waiting for the host to start', 'phase.PLAYING': 'Game in progress', 'phase.ENDED': 'The game is over',
};

const es = {
  'app.title': 'Kontor',
  'status.connecting': 'conectando…', 'status.live': 'en vivo', 'status.offline': 'reconectando…',
  'status.stopped': 'la mesa se detuvo', 'status.refused': 'sin emparejar', 'status.waiting': 'esperando al anfitrión',
  'stopped.banner': 'La mesa se detuvo. Esta página se reconecta sola cuando vuelva el hub.',
  'refused.banner': 'Este móvil no está emparejado con un asiento. Escanea el código QR de tu asiento en la pantalla de la mesa.',
  'refused.again': 'El hub ya no conoce este móvil en un asiento (el anfitrión lo quitó, o su mesa ya no existe). Para jugar, empareja de nuevo: pide al anfitrión el código QR de tu asiento y escanéalo.',
  'waiting.host': 'Otro móvil ya ocupa este asiento. Este espera a que el anfitrión lo permita en su página; hasta entonces no muestra nada del asiento.',
  'waiting.code': 'Dile al anfitrión el código de este móvil: {code}. Su página muestra el mismo código a su lado.',
  'devices.none': 'aún ningún móvil', 'devices.allow': 'Permitir', 'devices.remove': 'Quitar', 'devices.waiting': 'espera tu permiso',
  'devices.sits': 'ocupa el asiento', 'devices.newlink': 'Enlace nuevo', 'devices.newlink.confirm': '¿Crear un enlace nuevo para el asiento {n}? El enlace y el código QR antiguos dejan de funcionar; los móviles ya emparejados se quedan.',
  'devices.remove.confirm': '¿Quitar este móvil del asiento {n}? Tendrá que escanear el código QR del asiento y ser permitido de nuevo.',
  'devices.code': 'código {code}', 'devices.allow.confirm': '¿Muestra el móvil nuevo el código {code}? Permítelo en el asiento {n} solo si es así: otro móvil puede haber abierto el mismo enlace.',
  'host.newlink': 'Enlace de anfitrión nuevo', 'host.newlink.confirm': '¿Crear un enlace de anfitrión nuevo? Todos los enlaces de anfitrión hasta ahora dejan de funcionar (también el que imprimió el hub); esta página conserva el papel de anfitrión.',
  'host.newlink.done': 'El enlace de anfitrión nuevo (ábrelo en otro dispositivo para llevar la mesa desde allí):',
  'qr.all': 'Mostrar todos los códigos QR', 'qr.unpaired': 'Mostrar solo los asientos sin emparejar',
  'refused.host': 'El hub ha vuelto pero no reconoce este navegador como anfitrión. Abre de nuevo el enlace de anfitrión: está en la terminal del hub o en host-link.txt en su carpeta de datos.',
  'resumed': 'Reanudada en la jugada {n}.',
  'section.saved': 'Partidas guardadas', 'saved.hint': 'Cada jugada se guarda al hacerse. Una descarga se reproduce con kontor play; Reanudar pone en la mesa una sin terminar.',
  'saved.moves': '{n} jugadas', 'saved.finished': 'terminada', 'saved.open': 'sin terminar', 'saved.download': 'Descargar',
  'saved.current': 'en la mesa ahora', 'saved.resume': 'Reanudar',
  'saved.resume.confirm': '¿Poner la partida #{id} en la mesa? La partida de ahora está guardada (cada jugada lo está) y sigue en esta lista, para reanudarla después.',
  'saved.resumed': 'La partida #{id} está en la mesa.',
  'halted': 'La partida está en pausa: el hub no puede guardar jugadas ahora. El anfitrión sabe qué hacer.',
  'waiting.first': 'Esperando a la mesa…',
  'lobby.waiting': 'Esperando a que el anfitrión empiece la partida.',
  'lobby.you': 'Te sientas en el asiento {n} ({colour}).',
  'seat.out': 'Tu asiento no juega en esta partida.',
  'ended': 'La partida ha terminado.',
  'turn.yours': '¡Es tu turno!', 'turn.of': 'Turno de {name}', 'needs.you': 'La partida te necesita',
  'needs.waiting': 'Esperando a {names}', 'and': 'y',
  'seat.connected': 'móvil conectado', 'seat.disconnected': 'ningún móvil conectado',
  'stale.changed': 'Mientras tanto: {what}. Este es el estado actual: vuelve a elegir.',
  'stale.unknown': 'La partida avanzó mientras elegías. Este es el estado actual: vuelve a elegir.',
  'section.moves': 'Tus jugadas', 'section.hand': 'Tu mano', 'section.board': 'Tablero',
  'section.log': 'Qué ha pasado', 'section.players': 'Jugadores', 'section.roll': 'Última tirada',
  'section.rolls': 'Tiradas hasta ahora', 'section.join': 'Unirse a un asiento', 'section.sync': 'Tablero físico',
  'section.cards': 'Cartas de desarrollo', 'section.goods': 'Fichas de mercancías', 'section.pieces': 'Piezas restantes',
  'section.game': 'Partida', 'section.trade': 'Oferta de comercio', 'section.setup': 'Nueva partida',
  'no.moves': 'Ahora no tienes nada que hacer.', 'no.log': 'Nada todavía.', 'no.roll': 'Aún no hay tiradas.',
  'sync.none': 'No hay placa de sensores conectada: solo móviles.',
  'sync.in-sync': 'El tablero coincide con la partida.', 'sync.waiting': 'Esperando a la placa de sensores…',
  'sync.reading': 'Leyendo el tablero…',
  'sync.out-of-sync': 'El tablero no coincide: el juego espera hasta que se corrija esto.',
  'sync.ask': 'El tablero muestra una jugada que se puede leer de varias formas: el jugador elige en el móvil.',
  'sync.ask.which': '¿Qué jugada hiciste en el tablero?', 'sync.ask.other': 'El tablero muestra una jugada con dos lecturas; elige su jugador.',
  'sync.fix.remove': 'Quita {sensed} ({spot}): ahí no va nada.', 'sync.fix.put': 'Pon {expected} ({spot}).',
  'sync.fix.replace': 'Ahí va {expected}, no {sensed} ({spot}).',
  'sync.spot.intersection': 'encrucijada {id}', 'sync.spot.path': 'camino {id}', 'sync.spot.hex': 'casilla {id}',
  'sync.piece.plain': '{piece}', 'sync.piece.with-colour': '{piece} de color {colour}', 'sync.piece.coloured': 'una pieza de color {colour}',
  'sync.piece.something': 'una pieza',
  'sync.piece.kontor': 'un kontor', 'sync.piece.route': 'una ruta', 'sync.piece.merchant': 'un mercader', 'sync.piece.caravan': 'una caravana',
  'sync.piece.robber': 'el ladrón', 'sync.piece.settlement': 'un poblado', 'sync.piece.city': 'una ciudad',
  'sync.piece.road': 'un camino',
  'sync.colour.red': 'rojo', 'sync.colour.blue': 'azul', 'sync.colour.white': 'blanco', 'sync.colour.orange': 'naranja',
  'sync.colour.yellow': 'amarillo', 'sync.colour.green': 'verde', 'sync.colour.purple': 'morado',
  'sync.piece.trader': 'un comerciante', 'sync.piece.bonus-marker': 'un marcador de bonificación',
  'sync.ignore': 'Ignorar este sensor', 'sync.ignored': 'Sensores ignorados: {spots}.', 'sync.restore': 'Volver a usar el sensor ({spot})',
  'sync.accept': 'Aceptar la mesa tal como se detecta: {words}',
  'section.simulator': 'Tablero virtual',
  'sim.hint': 'Sin hardware: esta placa de sensores virtual habla con el hub como una real. Pon y quita piezas, tira con sus teclas de dados; «Preparar» pone cada pieza donde la partida la espera.',
  'sim.hint.nodice': 'Sin hardware: esta placa de sensores virtual habla con el hub como una real. Pon y quita piezas; «Preparar» pone cada pieza donde la partida la espera.',
  'sim.where': 'Dónde', 'sim.id': 'Número', 'sim.piece': 'Pieza', 'sim.colour': 'Color', 'sim.die': 'Dado',
  'sim.place': 'Poner la pieza', 'sim.lift': 'Quitar la pieza', 'sim.setup': 'Preparar', 'sim.roll': 'Tirar estos dados',
  'sim.buttons': 'Los botones de la placa', 'sim.button.0': '0 Fin de turno', 'sim.button.1': '1 Otra lectura u opción', 'sim.button.2': '2 Confirmar',
  'sim.button.3': '3 Tirar', 'sim.button.4': '4 Cambio: doy', 'sim.button.5': '5 Cambio: tomo', 'sim.button.6': '6', 'sim.button.7': '7',
  'sim.intersection': 'encrucijada', 'sim.path': 'camino', 'sim.hex': 'casilla', 'sim.kontor': 'kontor', 'sim.route': 'ruta',
  'sim.merchant': 'mercader', 'sim.caravan': 'caravana', 'sim.robber': 'ladrón',
  'sim.settlement': 'poblado', 'sim.city': 'ciudad', 'sim.road': 'camino', 'sim.red': 'rojo', 'sim.blue': 'azul',
  'sim.white': 'blanco', 'sim.orange': 'naranja', 'sim.yellow': 'amarillo', 'sim.green': 'verde', 'sim.purple': 'morado',
  'sim.neutral': 'neutral', 'sim.trader': 'comerciante', 'sim.bonus-marker': 'marcador de bonificación',
  'sync.board.ok': 'conectada', 'sync.board.connecting': 'conectando…',
  'dice.enter': 'Introduce los dados que has tirado', 'dice.first': 'Primer dado', 'dice.second': 'Segundo dado',
  'dice.send': 'Tirada {a} + {b} = {sum}',
  'rolls.expected': 'esperado', 'rolls.count': '{n} tiradas',
  'board.tap': 'Toca el tablero: {what}', 'board.cancel': 'Cancelar', 'board.confirm': 'Confirmar', 'board.back': 'Atrás',
  'lang.switch': 'English',
  'host.title': 'Anfitrión', 'host.board': 'Tablero', 'host.players': 'Jugadores', 'host.names': 'Nombres',
  'host.dice': 'Dados', 'host.dice.VIRTUAL': 'Virtuales (tira el hub)', 'host.dice.TABLE': 'Dados reales, introducidos en un móvil',
  'host.options': 'Opciones de reglas', 'host.start': 'Empezar la partida', 'host.undo': 'Deshacer la última acción',
  'host.end': 'Terminar la partida', 'host.end.confirm': '¿Terminar la partida para todos?', 'host.table': 'Abrir la pantalla de la mesa',
  'host.started': 'Partida empezada.', 'host.undone': 'Deshecho.', 'host.ended': 'Partida terminada.',
  'host.undo.confirm': '¿Deshacer la última acción para todos? {what}', 'host.undo.asked': '{name} te pide deshacer la última acción: {what}',
  'undo.done': 'El anfitrión deshizo: {what}', 'undo.ask': 'Pedir al anfitrión que deshaga la última acción', 'undo.asked': 'Has pedido al anfitrión que deshaga la última acción.',
  'undo.asked.by': '{name} ha pedido al anfitrión que deshaga.',
  'rematch': 'Revancha: mismos asientos, nueva semilla', 'swipe.hint': 'Desliza la tabla de lado para ver todas las columnas.',
  'end.title': 'La partida en números', 'end.points.over.time': '{points} durante la partida', 'end.rolls': 'Tiradas frente a la curva de 2d6',
  'end.sevens': 'El 7 salió {n} veces en {total} tiradas (se esperaban {expected}).', 'end.moves': '{n} jugadas',
  'end.earned': 'Lo que ganó cada jugador', 'end.print': 'Guardar como PDF',
  'end.expected': 'Cartas esperadas', 'end.luck': 'Suerte',
  'end.luck.note': 'Suerte: las cartas que dieron las tiradas menos las esperadas, tirada a tirada, según el tablero de ese momento (la media de 2d6); una carta que la banca o la reserva no pudo pagar cuenta como mala suerte.',
  'download.game': 'Descargar la partida', 'download.game.note': 'Para kontor play o kontor games import. Solo el anfitrión la descarga: contiene la semilla y todas las manos.',
  'name.section': 'Tu nombre', 'name.save': 'Guardar mi nombre', 'name.saved': 'Nombre guardado.',
  'host.link': 'Enlace del anfitrión (no lo compartas)', 'host.seat': 'Asiento {n}',
  'bot.player': 'Un jugador', 'bot.mark': 'bot', 'bot.plays': 'Bot: {level}', 'bot.who': 'Quién juega el asiento {n}',
  'bot.easy': 'fácil', 'bot.normal': 'normal', 'bot.strong': 'fuerte', 'bot.random': 'al azar',
  'bot.handed': 'El bot del hub juega ahora el asiento {n}.', 'bot.back': 'El asiento {n} vuelve a su jugador.',
  'seat.bot': 'El bot del hub ({level}) juega ahora este asiento: el anfitrión puede devolvértelo.',
  'host.hints': 'Pistas a petición: cada móvil puede preguntar al bot del hub «¿Qué harías tú?»',
  'host.hints.on': 'Pistas activadas.', 'host.hints.off': 'Pistas desactivadas.',
  'hint.ask': '¿Qué harías tú?', 'hint.thinking': 'El bot está pensando…', 'hint.would': 'El bot del hub haría: {move}.',
  'hint.why.only': 'Es la única jugada que tienes.', 'hint.why.points.one': 'Suma 1 punto.', 'hint.why.points': 'Suma {n} puntos.',
  'hint.why.production': 'Aumenta lo que te dan tus piezas (+{n}).', 'hint.why.afford': 'Ahora puedes pagarlo, y vale las {n} cartas.',
  'hint.why.position': 'Te deja mejor situado, según las cuentas del bot.',
  'join.scan': 'Escanea para unirte', 'join.hint': 'Cada código QR abre un asiento en un móvil.',
  'spectator.note': 'Vista de espectador. Pide al anfitrión el código QR de un asiento para jugar.',
  'hand.count': '{n} cartas', 'gold': 'Oro', 'you': 'tú',
  'index.lead': 'Los móviles se unen escaneando el código QR de su asiento en la pantalla de la mesa.',
  'index.table': 'Abrir la pantalla de la mesa', 'index.host': '¿Anfitrión? Usa el enlace de anfitrión que muestra la consola del hub.',
  'rejected': 'No es posible: {message}',
  'colour.RED': 'rojo', 'colour.BLUE': 'azul', 'colour.WHITE': 'blanco', 'colour.ORANGE': 'naranja',
  'colour.YELLOW': 'amarillo', 'colour.GREEN': 'verde', 'colour.PURPLE': 'morado',
  'phase.LOBBY': 'Esperando a que empiece el anfitrión', 'phase.PLAYING': 'Partida en curso', 'phase.ENDED': 'La partida ha terminado',
};

const dictionaries = {en, es};
const KEY = 'kontor.lang';

function initial() {
  const stored = localStorage.getItem(KEY);
  if (stored && dictionaries[stored]) return stored;
  return (navigator.language || 'en').toLowerCase().startsWith('es') ? 'es' : 'en';
}

let lang = initial();
const listeners = [];

// A device that has not chosen a language, on a browser that speaks neither, takes the hub's
// (the config file's "language").
if (!localStorage.getItem(KEY) && !/^(en|es)/i.test(navigator.language || '')) {
  fetch('/api/defaults', {cache: 'no-store'}).then((r) => (r.ok ? r.json() : null)).then((d) => {
    if (d && dictionaries[d.language] && d.language !== lang && !localStorage.getItem(KEY)) {
      lang = d.language;
      document.documentElement.lang = lang;
      listeners.forEach((fn) => fn(lang));
    }
  }).catch(() => {});
}


export function language() { return lang; }

/** Adds texts for one game: {en: {...}, es: {...}}. */
export function addTexts(texts) {
  for (const [code, dict] of Object.entries(texts)) Object.assign(dictionaries[code] ||= {}, dict);
}

export function has(key) { return key in en || key in (dictionaries[lang] || {}); }

/** Keys one language has and the other lacks, both ways (the browser tests check it is empty). */
export function untranslated() {
  const es = dictionaries.es || {};
  return [...Object.keys(en).filter((k) => !(k in es)).map((k) => 'es lacks ' + k),
    ...Object.keys(es).filter((k) => !(k in en)).map((k) => 'en lacks ' + k)];
}

export function t(key, params = {}) {
  const text = (dictionaries[lang] && dictionaries[lang][key]) ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/** "Ben and Cai", "Ben, Cai and Dee" in the current language. */
export function list(items) {
  return items.length < 2 ? items.join('') : items.slice(0, -1).join(', ') + ' ' + t('and') + ' ' + items[items.length - 1];
}

export function setLanguage(code) {
  lang = dictionaries[code] ? code : 'en';
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang;
  listeners.forEach((fn) => fn(lang));
}

export function onLanguage(fn) { listeners.push(fn); }

/** A button that switches between English and Spanish. */
export function languageButton() {
  const button = document.createElement('button');
  button.className = 'lang';
  button.type = 'button';
  const label = () => { button.textContent = t('lang.switch'); };
  label();
  button.addEventListener('click', () => setLanguage(lang === 'en' ? 'es' : 'en'));
  onLanguage(label);
  return button;
}

document.documentElement.lang = lang;
