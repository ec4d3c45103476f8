package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.kontor.engine.GameState;
import org.kontor.engine.Language;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Verdict;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.TableWords;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.message.Button;
import org.kontor.protocol.message.ConfigSet;
import org.kontor.protocol.message.DiceRolled;
import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.LedSet;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Snapshot;
import org.kontor.protocol.message.SnapshotSection;
import org.kontor.table.Json;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.PhysicalOverride;
import org.kontor.table.session.TableSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The physical table attached to a running {@link TableSession}: sensor boards and pins feed the
 * sensed table; once it has been still long enough ({@link Settle}: a short wait for a piece put
 * down, a longer one while a hand slides a piece, the settle window while a piece is lifted or after
 * a link error) it is compared with the table the
 * rules expect, and the verdict becomes a command, a question to the acting phone, or an
 * out-of-sync notice that holds play. One thread (the loop) owns the sensed table; boards, pins
 * and the session only post to it. The game stays the session's: sensor moves go in with
 * {@link TableSession#submit}, checked like a phone's.
 */
public final class PhysicalTable<S extends GameState, C> implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PhysicalTable.class);
    /** The board's heartbeat comes every second; this much silence is shown on the table screen. */
    static final long SILENT_MS = 1300;
    static final String PINS = "pins";
    /** The smallest payload a board may announce (protocol.md): LED frames of this size reach any board. */
    static final int MIN_PAYLOAD = 64;

    private final TableSession<S, C, ?, ?> session;
    private final PhysicalRules<S, C> rules;
    private final HardwareConfig config;
    private final WiringMap wiring;
    private final ScheduledExecutorService loop;
    private final List<SerialBoard> boards = new ArrayList<>();
    private final List<Consumer<Verdict<C>>> verdictListeners = new CopyOnWriteArrayList<>();
    private final List<AutoCloseable> extras = new ArrayList<>();

    // Owned by the loop thread.
    private final Map<String, Map<Spot, Sensed>> sensed = new LinkedHashMap<>();
    private final Set<String> synced = new TreeSet<>();
    private final Map<String, BoardStatus> boardStatus = new TreeMap<>();
    private final Map<String, List<LedSet.Led>> ledsShown = new HashMap<>();
    private final Map<String, int[]> boardCounts = new HashMap<>();   // intersections, paths, hexes per board
    private final Map<String, Integer> pieceGames = new HashMap<>();  // whose piece kinds a board's piece bytes name
    private final Map<String, Integer> maxPayloads = new HashMap<>(); // the largest payload a board takes, from its HELLO
    private final Map<String, Long> bootIds = new HashMap<>();        // each board's boot, from its HELLO
    private final Map<String, String> refused = new HashMap<>();      // boards wired for another game, and the sentence that says so
    private final Map<String, EventsTold> eventsTold = new HashMap<>();
    private final Map<String, EventsTold> eventsCounted = new HashMap<>();   // a snapshot's counts, part by part
    private final Settle settle;
    private long frameErrorsSeen;
    private ScheduledFuture<?> settleCheck;
    private boolean moveInFlight;
    private long seenVersion = Long.MIN_VALUE;
    private Verdict<C> verdict;
    private long verdictVersion;
    /** Which reading of an {@link Verdict.Ask} the table's buttons show, and confirm. */
    private int shownReading = -1;
    /**
     * Whether the sensed table has been compared with the game at least once. Until then the hub
     * does not know whether the table matches, and saying "in sync" would be a guess: a screen (and
     * a test) waiting for "in sync" after the boards came up could act while pieces were still
     * being read.
     */
    private boolean judged;
    private final Set<Spot> ignored = new TreeSet<>();   // dead sensors the host told us to disregard
    private List<Spot> targets = List.of();
    private long targetsVersion = Long.MIN_VALUE;

    /**
     * A board's boot's press count of each button and its last roll id, as its BUTTON and DICE_ROLLED
     * frames told them. A snapshot counts every press and roll the board saw; one counting more had
     * an event the hub never heard (dropped with a session, or with the board's outbox full), which
     * the player must make again.
     */
    private static final class EventsTold {
        final long bootId;
        final Map<Integer, Integer> presses = new TreeMap<>();
        int rollId = -1;   // none said (a snapshot without its last roll)

        EventsTold(long bootId) {
            this.bootId = bootId;
        }
    }

    private record BoardStatus(boolean connected, boolean silent, String problem, long frameErrors) {
        BoardStatus(boolean connected, boolean silent, String problem) {
            this(connected, silent, problem, 0);
        }
    }

    private PhysicalTable(TableSession<S, C, ?, ?> session, PhysicalRules<S, C> rules, HardwareConfig config, Settle settle) {
        this.session = session;
        this.settle = settle;
        this.rules = LastReadings.of(rules);
        this.config = config;
        this.wiring = new WiringMap(config.wiring());
        this.loop = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "physical-table");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Opens the configured boards and pins and starts reconciling the table with {@code session}'s
     * game. Nothing is held until a board's first snapshot has arrived.
     */
    public static <S extends GameState, C> PhysicalTable<S, C> attach(TableSession<S, C, ?, ?> session,
            PhysicalRules<S, C> rules, HardwareConfig config) {
        return attach(session, rules, config, Settle.adaptive(config.settleMs()));
    }

    /** As above, waiting for the hand as {@code settle} says (bench/settle.sh compares the fixed window with the adaptive one). */
    static <S extends GameState, C> PhysicalTable<S, C> attach(TableSession<S, C, ?, ?> session,
            PhysicalRules<S, C> rules, HardwareConfig config, Settle settle) {
        PhysicalTable<S, C> table = new PhysicalTable<>(session, rules, config, settle);
        table.start();
        return table;
    }

    /**
     * As above, with the configured Pi pins and LED strips created on {@code pi4j} (the gpiod and
     * linuxfs providers on a Pi, the mock in tests).
     */
    public static <S extends GameState, C> PhysicalTable<S, C> attach(TableSession<S, C, ?, ?> session,
            PhysicalRules<S, C> rules, HardwareConfig config, com.pi4j.context.Context pi4j) {
        PhysicalTable<S, C> table = attach(session, rules, config);
        if (!config.pins().isEmpty()) {
            Pins.attach(pi4j, config.pins(), table);
        }
        for (HardwareConfig.StripConfig strip : config.strips()) {
            try {
                LedStrip opened = LedStrip.open(pi4j, strip);
                table.addCloseable(opened);
                table.addLights(opened);
            } catch (RuntimeException e) {
                // Dark LEDs are no reason to stop the table: the sensors and the phones go on.
                LOG.warn("the LED strip on SPI bus {} could not be opened ({}): is SPI enabled (sudo raspi-config, Interface Options,"
                        + " SPI) and is this user in the spi group? The strip stays dark.", strip.bus(), e.getMessage());
            }
        }
        return table;
    }

    private void start() {
        SerialBoard.Listener listener = new SerialBoard.Listener() {
            @Override
            public void linkEvent(SerialBoard board, LinkEvent event) {
                String where = board.where();
                post(() -> onLink(board.name(), where, event));
            }

            @Override
            public void connection(SerialBoard board, boolean open, String problem) {
                post(() -> onConnection(board.name(), open, problem));
            }
        };
        for (HardwareConfig.BoardConfig board : config.boards()) {
            post(() -> {
                sensed.put(board.name(), new TreeMap<>());
                boardStatus.put(board.name(), new BoardStatus(false, false, "opening " + board.where()));
            });
            boards.add(new SerialBoard(board, listener, settle.debounceMs()).start());
        }
        session.onPublish(published -> post(() -> {
            if (published.version() != seenVersion) {
                seenVersion = published.version();
                scheduleSettle(0);
                buttonsAfterChange();
            }
        }));
        loop.scheduleWithFixedDelay(this::watchHeartbeats, 200, 200, TimeUnit.MILLISECONDS);
        session.physicalOverride(this::override);
        post(this::publishStatus);
    }

    /** Runs {@code work} on the loop; after {@link #close} it is dropped. */
    private void post(Runnable work) {
        try {
            loop.execute(work);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the table is closing
        }
    }

    /** How long the table waits after one piece put down, as its boards are now, in ms (tests, bench): read on the loop. */
    long cleanWindowMs() throws Exception {
        return loop.submit(settle::cleanMs).get(5, TimeUnit.SECONDS);
    }

    /** Something to close with the table (the Pi pins). */
    void addCloseable(AutoCloseable closeable) {
        extras.add(closeable);
    }

    /** Tests and the doctor watch verdicts as they are reached; called on the loop thread. */
    public void onVerdict(Consumer<Verdict<C>> listener) {
        verdictListeners.add(listener);
    }

    public List<SerialBoard> boards() {
        return List.copyOf(boards);
    }

    // ---- events from boards and pins (loop thread) ----

    private void onConnection(String board, boolean open, String problem) {
        BoardStatus before = boardStatus.get(board);
        boardStatus.put(board, new BoardStatus(open, false, problem, before == null ? 0 : before.frameErrors()));
        if (!open) {
            synced.remove(board);
            refused.remove(board);   // whatever is plugged in next says in its HELLO what it is wired for
        }
        if (!Objects.equals(before, boardStatus.get(board))) {
            publishStatus();
        }
    }

    private void onLink(String board, String where, LinkEvent event) {
        Map<Spot, Sensed> spots = sensed.get(board);
        if (event instanceof LinkEvent.SessionStarted started) {
            LOG.info("board {}: session {} with '{}' (firmware {}.{}.{})", board, started.session(), started.board().name(),
                    started.board().fwMajor(), started.board().fwMinor(), started.board().fwPatch());
            synced.remove(board);
            ledsShown.remove(board);
            String refusal = refusal(where, started.board().game());
            if (refusal != null) {
                LOG.warn("board {}: {}", board, refusal);
                refused.put(board, refusal);
                spots.clear();
                boardCounts.remove(board);
                publishStatus();
                return;
            }
            if (refused.remove(board) != null) {
                publishStatus();
            }
            askQuickLifts(board, started.board());
            boardCounts.put(board, new int[] {started.board().intersections(), started.board().paths(), started.board().hexes()});
            pieceGames.put(board, started.board().game());
            maxPayloads.put(board, started.board().maxPayload());
            bootIds.put(board, started.board().bootId());
            if (started.rebooted()) {
                // presses and rolls since the new boot count from 0; before the first session the snapshot is the start
                eventsTold.put(board, new EventsTold(started.board().bootId()));
            }
        } else if (event instanceof LinkEvent.SessionLost lost) {
            LOG.info("board {}: session lost ({})", board, lost.reason());
            settle.quickLifts(board, false);
            synced.remove(board);
            publishStatus();
        } else if (event instanceof LinkEvent.Acknowledged acked && isLiftDebounce(acked.command())) {
            settle.quickLifts(board, true);
        } else if (event instanceof LinkEvent.Refused refusedSetting && isLiftDebounce(refusedSetting.command())) {
            LOG.info("board {}: its firmware tells a lift after its whole debounce: the table waits {} ms after a piece put down",
                    board, settle.cleanMs());
        } else if (event instanceof LinkEvent.Received received && !refused.containsKey(board)) {
            Message message = received.message();
            if (message instanceof Snapshot snapshot) {
                takeSnapshot(board, spots, snapshot);
            } else if (message instanceof OccupancyChanged changed) {
                long now = System.nanoTime();
                settle.boardClock(board, changed.timeMs(), now);
                // A frame tells one scan's changes by location, not by time: a lift told beside a
                // put-down came first (the hand slid on), so the settle hears the lifts first.
                for (boolean present : new boolean[] {false, true}) {
                    for (OccupancyChanged.Change change : changed.changes()) {
                        Spot spot = wiring.spotOf(board, change.location());
                        if (spot != null && change.present() == present) {
                            if (present) {
                                spots.put(spot, PieceCodes.sensed(pieceGames.getOrDefault(board, 0), change.piece()));
                            } else {
                                spots.remove(spot);
                            }
                            settle.changed(spot, present, now);
                        }
                    }
                }
                changed();
            } else if (message instanceof DiceRolled dice) {
                EventsTold told = eventsTold.get(board);
                if (told != null && told.bootId == bootIds.getOrDefault(board, -1L)) {
                    told.rollId = dice.rollId();
                }
                clearLostEvents(board);
                diceRolled(dice.values());
            } else if (message instanceof Button button) {
                EventsTold told = eventsTold.get(board);
                if (told != null && told.bootId == bootIds.getOrDefault(board, -1L)) {
                    told.presses.put(button.button(), button.pressCount());
                }
                clearLostEvents(board);
                if (button.action() == Button.CLICK || button.action() == Button.LONG) {
                    buttonPressed(TableWords.boardButton(button.button()), boardButton(board, button.button()),
                            button.action() == Button.LONG);
                }
            }
        }
    }

    /**
     * Why a board whose HELLO names {@code helloGame} is not this table's board, or null when it is.
     * A board wired for another game has its sensors under another board's spots and its piece kinds
     * mean other pieces (a Merchants board's kind 1, a kontor, would read as a Catan settlement):
     * read as this table's, it would make moves nobody made. A board that names no game (a
     * presence-only board, the virtual board built for no game) is taken: its sensors sit where the
     * config's wiring says and its pieces read as "something".
     */
    private String refusal(String where, int helloGame) {
        return PhysicalGame.refusal(where, helloGame, rules.gameCode());
    }

    private void takeSnapshot(String board, Map<Spot, Sensed> spots, Snapshot part) {
        if (part.part() == 0) {
            spots.clear();
            eventsCounted.put(board, new EventsTold(bootIds.getOrDefault(board, -1L)));
        }
        EventsTold counted = eventsCounted.get(board);
        for (SnapshotSection section : part.sections()) {
            if (section instanceof SnapshotSection.Presence presence) {
                int bits = presence.bitmap().length() * 8;
                for (int id = 0; id < bits; id++) {
                    if (presence.occupied(id)) {
                        Spot spot = wiring.spotOf(board, new Location(presence.locationKind(), id));
                        if (spot != null) {
                            spots.putIfAbsent(spot, Sensed.SOMETHING);
                        }
                    }
                }
            } else if (section instanceof SnapshotSection.ButtonCounts counts && counted != null) {
                for (int b = 0; b < counts.counts().size(); b++) {
                    counted.presses.put(b, counts.counts().get(b));
                }
            } else if (section instanceof SnapshotSection.LastDice dice && counted != null) {
                counted.rollId = dice.rollId();
            }
        }
        // What stands where, once the bitmaps have said which spots are taken (sections come in any order).
        int game = pieceGames.getOrDefault(board, 0);
        for (SnapshotSection section : part.sections()) {
            if (section instanceof SnapshotSection.Pieces pieces) {
                for (SnapshotSection.Pieces.PieceAt at : pieces.pieces()) {
                    Spot spot = wiring.spotOf(board, at.location());
                    if (spot != null && spots.containsKey(spot)) {
                        spots.put(spot, PieceCodes.sensed(game, at.piece()));
                    }
                }
            } else if (section instanceof SnapshotSection.PieceBytes bytes) {
                piecesInBitmapOrder(board, spots, part, bytes, game);
            }
        }
        if (part.part() + 1 >= part.parts()) {
            if (counted != null) {
                eventsCounted(board, eventsCounted.remove(board));
            }
            synced.add(board);
            LOG.info("board {}: snapshot, {} spots occupied", board, spots.size());
            publishStatus();
            settle.changedMany(System.nanoTime());
            changed();
        }
    }

    /** HBP 1.1: a snapshot's piece byte for each occupied location, in the order of its presence bitmaps. */
    private void piecesInBitmapOrder(String board, Map<Spot, Sensed> spots, Snapshot part, SnapshotSection.PieceBytes bytes, int game) {
        int next = 0;
        for (int kind = 0; kind < 3; kind++) {
            for (SnapshotSection section : part.sections()) {
                if (section instanceof SnapshotSection.Presence presence && presence.locationKind() == kind) {
                    for (int id = 0; id < presence.bitmap().length() * 8 && next < bytes.pieces().length(); id++) {
                        if (presence.occupied(id)) {
                            Spot spot = wiring.spotOf(board, new Location(kind, id));
                            int piece = bytes.pieces().get(next++) & 0xFF;
                            if (spot != null) {
                                spots.put(spot, PieceCodes.sensed(game, piece));
                            }
                        }
                    }
                }
            }
        }
    }

    /** A snapshot's press counts and last roll, against what the board's BUTTON and DICE_ROLLED frames told (loop thread). */
    private void eventsCounted(String board, EventsTold counted) {
        EventsTold told = eventsTold.put(board, counted);
        if (told == null || told.bootId != counted.bootId) {
            return;   // the first the hub hears of this boot: whatever was pressed before is nobody's
        }
        told.presses.forEach(counted.presses::putIfAbsent);   // what the snapshot did not say stays as told
        List<String> lost = new ArrayList<>();
        for (Map.Entry<Integer, Integer> count : counted.presses.entrySet()) {
            int missed = missed(count.getValue(), told.presses.getOrDefault(count.getKey(), 0));
            if (missed > 0) {
                TableButton meaning = boardButton(board, count.getKey()).does();
                lost.add((missed == 1 ? "a press" : missed + " presses") + " of button " + count.getKey()
                        + (meaning == null ? "" : " (" + meaning.word().replace('-', ' ') + ")"));
            }
        }
        if (counted.rollId < 0) {
            counted.rollId = told.rollId;
        }
        int rolls = counted.rollId < 0 ? 0 : missed(counted.rollId, Math.max(0, told.rollId));
        if (rolls > 0) {
            lost.add(rolls == 1 ? "a roll on the dice keys" : rolls + " rolls on the dice keys");
        }
        if (!lost.isEmpty()) {
            String joined = String.join(" and ", lost);
            String words = Character.toUpperCase(joined.charAt(0)) + joined.substring(1) + LOST_EVENTS;
            LOG.warn("board {}: {}", board, words);
            BoardStatus status = boardStatus.get(board);
            if (status != null && status.problem() == null) {
                boardStatus.put(board, new BoardStatus(status.connected(), status.silent(), words, status.frameErrors()));
            }
            publishStatus();
        }
    }

    /**
     * A new session: the board tells lifts after its debounce until it takes the shorter one for
     * lifts (CONFIG_SET), which a board without the CONFIG capability is not asked.
     */
    private void askQuickLifts(String board, Hello hello) {
        settle.quickLifts(board, false);
        if (settle.liftDebounceMs() > 0 && (hello.caps() & Hello.CAP_CONFIG) != 0) {
            boards.stream().filter(b -> b.name().equals(board)).findFirst()
                    .ifPresent(b -> b.send(new ConfigSet(ConfigSet.LIFT_DEBOUNCE_MS, settle.liftDebounceMs())));
        }
    }

    private static boolean isLiftDebounce(Message command) {
        return command instanceof ConfigSet set && set.key() == ConfigSet.LIFT_DEBOUNCE_MS;
    }

    private static final String LOST_EVENTS = " never reached the hub: make it again.";

    /** How many events a u16 count moved on by (it wraps); 0 for none or a count that went back. */
    private static int missed(int now, int told) {
        int missed = (now - told) & 0xFFFF;
        return missed < 0x8000 ? missed : 0;
    }

    /** The board's next press or roll came through: the lost-events notice goes. */
    private void clearLostEvents(String board) {
        BoardStatus status = boardStatus.get(board);
        if (status != null && status.problem() != null && status.problem().endsWith(LOST_EVENTS)) {
            boardStatus.put(board, new BoardStatus(status.connected(), status.silent(), null, status.frameErrors()));
            publishStatus();
        }
    }

    /** A reed switch on a pin opened or closed (called by {@link Pins}, any thread). */
    void pinEvent(Spot spot, boolean present) {
        post(() -> {
            Map<Spot, Sensed> spots = sensed.computeIfAbsent(PINS, p -> new TreeMap<>());
            synced.add(PINS);
            if (present) {
                spots.put(spot, Sensed.SOMETHING);
            } else {
                spots.remove(spot);
            }
            settle.changed(spot, present, System.nanoTime());
            changed();
        });
    }

    /** Dice read on the table, or an empty list for a roll button (the hub's virtual dice); any thread. */
    public void diceRolled(List<Integer> values) {
        session.read(state -> state == null ? null : rules.roll(state, values)).thenAccept(order -> {
            if (order == null || order.isEmpty()) {
                LOG.info("dice {} read, but nobody may roll now", values);
                return;
            }
            SeatCommand<C> command = order.get();
            TableSession.Source source = values.isEmpty() ? TableSession.Source.BUTTON : TableSession.Source.TABLE;
            session.read(GameState::version).thenCompose(version -> session.submit(command.seat(), version, command.command(), source))
                    .thenAccept(outcome -> log("dice " + values, outcome));
        });
    }

    /** A roll or end-turn button on a Pi pin was pressed; any thread. */
    void pinPressed(HardwareConfig.PinConfig pin) {
        TableButton meaning = pin.role() == HardwareConfig.PinRole.ROLL ? TableButton.ROLL : TableButton.END_TURN;
        Phrase name = TableWords.pinButton(pin.pin());
        post(() -> buttonPressed(name, new HardwareConfig.ButtonConfig(pin.pin(), meaning, pin.seat()), false));
    }

    /** What the board's button means and whose it is, as the config says. */
    private HardwareConfig.ButtonConfig boardButton(String board, int button) {
        return config.boards().stream().filter(b -> b.name().equals(board)).findFirst()
                .map(b -> b.button(button))
                .orElseGet(() -> new HardwareConfig.ButtonConfig(button, TableButton.ofBoardButton(button), HardwareConfig.SHARED));
    }

    /** The trade with the bank being composed on the buttons ({give, take}), or null; loop thread. */
    private int[] trade;
    /** The seat the trade being composed is for: when the turn passes, the trade is dropped. */
    private int tradeSeat = -1;
    /** What the buttons last said on the table screen (a trade shown, a press refused), or null; any thread reads it. */
    private volatile ObjectNode buttonWords;

    /** A table button was clicked or held (loop thread); {@code name} says which ("Button 6"). */
    private void buttonPressed(Phrase name, HardwareConfig.ButtonConfig button, boolean longPress) {
        TableButton meaning = button.does();
        if (meaning == null) {
            LOG.info("{}: a button with no meaning was pressed", name.message(Language.ENGLISH));
            return;
        }
        if (longPress) {
            if ((meaning == TableButton.TRADE_GIVE || meaning == TableButton.TRADE_TAKE) && trade != null) {
                LOG.info("{}: the trade with the bank is dropped", name.message(Language.ENGLISH));
                trade = null;
                say(null);
            } else if (meaning == TableButton.NEXT_READING && choice >= 0) {
                LOG.info("{}: the choice shown is dropped", name.message(Language.ENGLISH));
                choice = -1;
                say(null);
            }
            return;   // a long press means nothing else yet
        }
        switch (meaning) {
            case END_TURN -> pressed(name, button, rules::endTurn);
            case ROLL -> pressed(name, button, state -> rules.roll(state, List.of()));
            case TRADE_GIVE, TRADE_TAKE -> stepTrade(name, button, meaning == TableButton.TRADE_GIVE);
            case NEXT_READING -> {
                if (verdict instanceof Verdict.Ask<C> ask) {
                    if (button.seat() != HardwareConfig.SHARED && ask.readings().stream().noneMatch(r -> r.seat() == button.seat())) {
                        notYours(name, button, ask.readings().get(0).seat());
                        return;
                    }
                    shownReading = (shownReading + 1) % ask.readings().size();   // from none shown (-1) to the first
                    LOG.info("button: reading {} of {} shown: {}", shownReading + 1, ask.readings().size(),
                            ask.readings().get(shownReading).words());
                    publishStatus();
                    session.read(state -> state).thenAcceptAsync(state -> {
                        if (state != null && verdict == ask) {
                            showLeds(state, ask, rules.expected(state));
                        }
                    }, loop);
                } else {
                    stepChoice(name, button);
                }
            }
            case CONFIRM -> {
                if (trade != null) {
                    confirmTrade(name, button);
                } else if (choice >= 0 && !(verdict instanceof Verdict.Ask<C>)) {
                    confirmChoice(name, button);
                } else if (verdict instanceof Verdict.Ask<C> && shownReading < 0) {
                    LOG.info("button: confirm pressed before a reading was shown (the next-reading button shows one)");
                } else if (verdict instanceof Verdict.Ask<C> ask) {
                    int seat = ask.readings().get(shownReading).seat();
                    if (button.seat() != HardwareConfig.SHARED && button.seat() != seat) {
                        notYours(name, button, seat);
                    } else {
                        accept(shownReading, "the confirm button", new CompletableFuture<>());
                    }
                }
            }
        }
    }

    /** The command {@code order} gives now, for the seat it names, when the button is that seat's or shared (loop thread). */
    private void pressed(Phrase name, HardwareConfig.ButtonConfig button, java.util.function.Function<S, java.util.Optional<SeatCommand<C>>> order) {
        session.read(state -> state == null ? null : order.apply(state).map(command -> new Ordered<>(command, state.version())).orElse(null))
                .thenAcceptAsync(ordered -> {
                    if (ordered == null) {
                        LOG.info("{} ({}) pressed, but it means nothing now", name.message(Language.ENGLISH), button.does().word());
                    } else if (!notYours(name, button, ordered.command().seat())) {
                        session.submit(ordered.command().seat(), ordered.version(), ordered.command().command(), TableSession.Source.BUTTON)
                                .thenAccept(outcome -> log(name.message(Language.ENGLISH), outcome));
                    }
                }, loop);
    }

    /** A command the rules give for the state of {@code version}. */
    private record Ordered<C>(SeatCommand<C> command, long version) {}

    /** A trade the rules offer for the state of {@code version}. */
    private record Offered<C>(org.kontor.engine.table.BankOffer<C> offer, long version) {}

    /**
     * Whether a per-seat button was pressed while {@code acting} is to act: then the table screen
     * says so, and nothing else happens (loop thread).
     */
    private boolean notYours(Phrase name, HardwareConfig.ButtonConfig button, int acting) {
        if (button.seat() == HardwareConfig.SHARED || button.seat() == acting) {
            return false;
        }
        List<String> names = session.currentSetup() == null ? List.of() : session.currentSetup().names();
        Phrase refusal = TableWords.notYourButton(name, seatName(names, button.seat()), seatName(names, acting));
        LOG.info("{}: {}", name.message(Language.ENGLISH), refusal.message(Language.ENGLISH));
        say(refusal::message);
        return true;
    }

    private static String seatName(List<String> names, int seat) {
        return seat < names.size() ? names.get(seat) : "seat " + (seat + 1);
    }

    /**
     * The trade button: the first press shows the first two goods, each further press the next kind
     * given (or taken), over every kind whatever the hand holds; the table screen shows the trade at
     * the seat's public rate (loop thread).
     */
    private void stepTrade(Phrase name, HardwareConfig.ButtonConfig button, boolean give) {
        int goods = rules.bankGoods();
        if (goods < 2) {
            say(TableWords.noBankTrade()::message);
            return;
        }
        int[] before = trade;
        int[] next = before == null ? new int[] {0, 1} : before.clone();
        if (before != null) {
            int side = give ? 0 : 1;
            do {
                next[side] = (next[side] + 1) % goods;
            } while (next[side] == next[1 - side]);
        }
        trade = next;   // at once: a second press before the rules answer steps on from here
        choice = -1;
        session.read(state -> state == null ? null : rules.bankTrade(state, next[0], next[1]).orElse(null)).thenAcceptAsync(offer -> {
            if (trade != next) {
                return;   // pressed again meanwhile: the later press shows its trade
            }
            if (offer == null) {
                trade = null;
                say(TableWords.noBankTradeNow()::message);
            } else if (notYours(name, button, offer.seat())) {
                trade = before;
            } else {
                LOG.info("{}: {}", name.message(Language.ENGLISH), offer.offer().message(Language.ENGLISH));
                tradeSeat = offer.seat();
                say(offer.offer()::message);
            }
        }, loop);
    }

    /** The confirm button with a trade shown: the seat's trade goes to the rules as its phone's would (loop thread). */
    private void confirmTrade(Phrase name, HardwareConfig.ButtonConfig button) {
        int[] chosen = trade;
        session.read(state -> state == null ? null
                        : rules.bankTrade(state, chosen[0], chosen[1]).map(offer -> new Offered<>(offer, state.version())).orElse(null))
                .thenAcceptAsync(offered -> {
                    if (offered == null) {
                        trade = null;
                        say(TableWords.noBankTradeNow()::message);
                        return;
                    }
                    org.kontor.engine.table.BankOffer<C> offer = offered.offer();
                    if (notYours(name, button, offer.seat())) {
                        return;
                    }
                    session.submit(offer.seat(), offered.version(), offer.command(), TableSession.Source.BUTTON)
                            .whenCompleteAsync((outcome, error) -> {
                                if (error != null || outcome.accepted()) {
                                    if (trade == chosen) {
                                        trade = null;
                                        say(null);
                                    }
                                    return;
                                }
                                // The rule's sentence, but never a count of the hand's cards on the table screen.
                                LOG.info("{}: the trade is refused: {}", name.message(Language.ENGLISH), outcome.message());
                                say(outcome.kind() == RejectionKind.NOT_AFFORDABLE ? offer.unaffordable()::message : outcome::message);
                            }, loop);
                }, loop);
    }

    /** Which of the rules' {@link PhysicalRules#choices} the buttons show, or -1; loop thread. */
    private int choice = -1;
    /** The game's version the choice shown was listed for: a move made meanwhile drops it. */
    private long choiceVersion = Long.MIN_VALUE;

    /** The choices {@code button} may step through now, and the version they were listed for. */
    private record Listed<C>(List<org.kontor.engine.table.TableChoice<C>> choices, long version) {}

    /** The seat's choices on a per-seat button, every waiting seat's on a shared one (listed on the session's writer). */
    private CompletableFuture<Listed<C>> choices(HardwareConfig.ButtonConfig button) {
        return session.read(state -> state == null ? new Listed<C>(List.of(), Long.MIN_VALUE)
                : new Listed<>(rules.choices(state).stream()
                        .filter(c -> button.seat() == HardwareConfig.SHARED || c.seat() == button.seat()).toList(), state.version()));
    }

    /**
     * The next-reading button with no reading to choose: the next of the choices no sensor reads
     * (the first on the first press), shown on the table screen with its place in the list (loop thread).
     */
    private void stepChoice(Phrase name, HardwareConfig.ButtonConfig button) {
        choices(button).thenAcceptAsync(listed -> {
            if (listed.choices().isEmpty()) {
                choice = -1;
                say(TableWords.noChoiceNow()::message);
                return;
            }
            trade = null;   // one thing composed on the buttons at a time
            choice = listed.version() == choiceVersion && choice >= 0 ? (choice + 1) % listed.choices().size() : 0;
            choiceVersion = listed.version();
            org.kontor.engine.table.TableChoice<C> shown = listed.choices().get(choice);
            Phrase words = TableWords.choiceShown(shown.words(), choice + 1, listed.choices().size());
            LOG.info("{}: {}", name.message(Language.ENGLISH), words.message(Language.ENGLISH));
            say(words::message);
        }, loop);
    }

    /** The confirm button with a choice shown: the seat's command goes to the rules as its phone's would (loop thread). */
    private void confirmChoice(Phrase name, HardwareConfig.ButtonConfig button) {
        int chosen = choice;
        choices(button).thenAcceptAsync(listed -> {
            if (listed.version() != choiceVersion || chosen >= listed.choices().size()) {
                choice = -1;
                say(null);   // the game moved on: the choice shown is gone
                return;
            }
            org.kontor.engine.table.TableChoice<C> shown = listed.choices().get(chosen);
            if (notYours(name, button, shown.seat())) {
                return;
            }
            session.submit(shown.seat(), listed.version(), shown.command(), TableSession.Source.BUTTON).whenCompleteAsync((outcome, error) -> {
                if (error != null || outcome.accepted()) {
                    if (choice == chosen) {
                        choice = -1;
                        say(null);
                    }
                    return;
                }
                // The rule's sentence, but never a count of the hand's cards on the table screen.
                LOG.info("{}: the choice is refused: {}", name.message(Language.ENGLISH), outcome.message());
                say(outcome.kind() == RejectionKind.NOT_AFFORDABLE ? shown.unaffordable()::message : outcome::message);
            }, loop);
        }, loop);
    }

    /** The game moved on: a trade being composed is shown at the new rates, or dropped when the turn passed (loop thread). */
    private void buttonsAfterChange() {
        choice = -1;   // the list it was a place in is gone
        int[] composing = trade;
        if (composing == null) {
            if (buttonWords != null) {
                say(null);
            }
            return;
        }
        int seat = tradeSeat;
        session.read(state -> state == null ? null : rules.bankTrade(state, composing[0], composing[1]).orElse(null))
                .thenAcceptAsync(offer -> {
                    if (trade != composing) {
                        return;
                    }
                    if (offer == null || offer.seat() != seat) {
                        trade = null;
                        say(null);
                    } else {
                        say(offer.offer()::message);
                    }
                }, loop);
    }

    /** What the table's buttons say on the table screen, in every language a page may be read in; null says nothing (loop thread). */
    private void say(java.util.function.Function<Language, String> words) {
        ObjectNode line = null;
        if (words != null) {
            line = Json.MAPPER.createObjectNode();
            line.put("words", words.apply(Language.ENGLISH));
            ObjectNode say = line.putObject("say");
            for (Language language : Language.values()) {
                say.put(language.code(), words.apply(language));
            }
        }
        if (!Objects.equals(line, buttonWords)) {
            buttonWords = line;
            publishStatus();
        }
    }

    // ---- settle and reconcile (loop thread) ----

    private void changed() {
        scheduleSettle(settle.waitMs(System.nanoTime()));
    }

    private void scheduleSettle(long delayMs) {
        if (settleCheck != null) {
            settleCheck.cancel(false);
        }
        settleCheck = loop.schedule(this::settleCheck, delayMs, TimeUnit.MILLISECONDS);
    }

    private void settleCheck() {
        long errors = 0;
        for (SerialBoard board : boards) {
            errors += board.frameErrors();
        }
        if (errors != frameErrorsSeen) {
            frameErrorsSeen = errors;
            settle.linkTrouble(System.nanoTime());   // a dropped frame may hold a change: the board sends it again
        }
        long waitMs = settle.waitMs(System.nanoTime());
        if (waitMs > 0) {
            scheduleSettle(waitMs);
        } else {
            reconcile();
        }
    }

    private void reconcile() {
        if (moveInFlight) {
            return;
        }
        if (!sensed.isEmpty() && !synced.containsAll(sensed.keySet())) {
            return;   // a board's snapshot is still on its way: the table is not known yet
        }
        settle.judged();
        Map<Spot, Sensed> table = sensedTable();
        java.util.function.Predicate<Spot> coverage = coverage();
        Looks looks = new Looks(new TreeMap<>(boardStatus), Set.copyOf(synced), List.copyOf(ignored), true, -1);
        // Judged, played and shown in one visit to the session's writer: the move and the status go
        // into its queue from its own thread, so they are played and the views made right after,
        // without two more hand-overs between threads (docs/performance.md, the physical table).
        session.read(state -> {
            if (state == null) {
                show(looks, null, -1);
                return new Judged<S, C>(null, null, null);
            }
            Verdict<C> next = Reconciler.judge(table, rules.expected(state), () -> rules.readings(state), coverage);
            CompletableFuture<Outcome> played = next instanceof Verdict.Move<C> move
                    ? session.submit(move.reading().seat(), state.version(), move.reading().command(), TableSession.Source.TABLE) : null;
            show(looks, next, state.version());
            return new Judged<>(state, next, played);
        }).thenAcceptAsync(this::decide, loop);
    }

    /** A verdict reached on the session's writer, and the move it played (null when it is not a move). */
    private record Judged<S, C>(S state, Verdict<C> verdict, CompletableFuture<Outcome> played) {}

    /** Whether a sensor the hub listens to sits under a spot, as things stand now (a copy: asked on another thread). */
    private java.util.function.Predicate<Spot> coverage() {
        Set<Spot> ignoredNow = Set.copyOf(ignored);
        Map<String, int[]> countsNow = new HashMap<>(boardCounts);
        return spot -> !ignoredNow.contains(spot) && sensorUnder(spot, countsNow);
    }

    /** Whether a sensor sits under {@code spot}: a board's location (through the wiring map) or a reed pin. */
    private boolean sensorUnder(Spot spot, Map<String, int[]> counts) {
        for (Map.Entry<String, int[]> board : counts.entrySet()) {
            Location location = wiring.locationOf(board.getKey(), spot);
            if (location != null && location.kind() < 3 && location.id() < board.getValue()[location.kind()]) {
                return true;
            }
        }
        return config.pins().stream().anyMatch(p -> p.role() == HardwareConfig.PinRole.REED && spot.equals(p.spot()));
    }

    private Map<Spot, Sensed> sensedTable() {
        Map<Spot, Sensed> table = new TreeMap<>();
        sensed.values().forEach(table::putAll);
        return table;
    }

    /** The verdict reached on the session's writer, taken in on the loop: the move, the LEDs. */
    private void decide(Judged<S, C> judgedNow) {
        judged = true;
        S state = judgedNow.state();
        if (state == null) {
            verdict = null;
            publishStatus();
            return;
        }
        Verdict<C> next = judgedNow.verdict();
        TableLayout expected = rules.expected(state);
        if (!(next instanceof Verdict.Ask<C> ask && verdict instanceof Verdict.Ask<C> before && ask.readings().equals(before.readings()))) {
            shownReading = -1;   // a new question: no reading shown yet
        }
        verdict = next;
        verdictVersion = state.version();
        verdictListeners.forEach(l -> l.accept(next));
        if (next instanceof Verdict.Move<C> move) {
            Reading<C> reading = move.reading();
            LOG.info("the table shows a move: {}", reading.words());
            moveInFlight = true;
            judgedNow.played().whenCompleteAsync((outcome, error) -> {
                moveInFlight = false;
                log(reading.words(), outcome);
                scheduleSettle(0);
            }, loop);
        }
        showLeds(state, next, expected);   // first: the phones have the verdict already (the writer showed it)
        publishStatus();   // unchanged unless a board or the host changed something meanwhile
    }

    private void log(String what, Outcome outcome) {
        if (outcome != null && !outcome.accepted()) {
            LOG.info("{}: refused: {}", what, outcome.message());
        }
    }

    // ---- the host's overrides (any thread; carried out on the loop) ----

    private CompletableFuture<String> override(PhysicalOverride.Request request) {
        CompletableFuture<String> done = new CompletableFuture<>();
        post(() -> {
            try {
                carryOut(request, done);
            } catch (RuntimeException e) {
                LOG.warn("the host's {} failed", request, e);
                done.completeExceptionally(e);
            }
        });
        return done;
    }

    private void carryOut(PhysicalOverride.Request request, CompletableFuture<String> done) {
        if (request instanceof PhysicalOverride.Request.Accept accept) {
            accept(accept.option(), "the host", done);
        } else if (request instanceof PhysicalOverride.Request.Ignore ignore) {
            if (!sensorUnder(ignore.spot(), boardCounts)) {
                done.complete("No sensor sits under " + ignore.spot() + ".");
                return;
            }
            LOG.info("the host ignores the sensor under {}", ignore.spot());
            ignored.add(ignore.spot());
            scheduleSettle(0);
            done.complete(null);
        } else if (request instanceof PhysicalOverride.Request.Restore restore) {
            if (!ignored.remove(restore.spot())) {
                done.complete("The sensor under " + restore.spot() + " is not ignored.");
                return;
            }
            LOG.info("the host listens to the sensor under {} again", restore.spot());
            scheduleSettle(0);
            done.complete(null);
        }
    }

    /** The host takes one of the readings the table offers as the move made (the player's phone is away, say). */
    private void accept(int option, String who, CompletableFuture<String> done) {
        if (!(verdict instanceof Verdict.Ask<C> ask)) {
            done.complete("The table offers no readings to choose from now.");
            return;
        }
        if (option >= ask.readings().size()) {
            done.complete("There is no reading " + option + ": the table offers " + ask.readings().size() + ".");
            return;
        }
        Reading<C> reading = ask.readings().get(option);
        LOG.info("{} accepts the table as: {}", who, reading.words());
        moveInFlight = true;
        TableSession.Source source = who.equals("the host") ? TableSession.Source.HOST : TableSession.Source.BUTTON;
        session.submit(reading.seat(), verdictVersion, reading.command(), source).whenCompleteAsync((outcome, error) -> {
            moveInFlight = false;
            log(reading.words(), outcome);
            scheduleSettle(0);
            done.complete(error != null ? "The table stopped: " + error.getMessage()
                    : outcome.accepted() ? null : outcome.message());
        }, loop);
    }

    // ---- what the pages and the LEDs show (loop thread) ----

    private void watchHeartbeats() {
        boolean changedAny = false;
        for (SerialBoard board : boards) {
            BoardStatus counted = boardStatus.get(board.name());
            if (counted != null && counted.frameErrors() != board.frameErrors()) {
                boardStatus.put(board.name(), new BoardStatus(counted.connected(), counted.silent(), counted.problem(), board.frameErrors()));
                changedAny = true;
            }
            BoardStatus status = boardStatus.get(board.name());
            boolean silent = status != null && status.connected() && board.silentForMs() > SILENT_MS;
            if (status != null && silent != status.silent()) {
                boardStatus.put(board.name(), new BoardStatus(status.connected(), silent,
                        silent ? "no heartbeat from " + board.name() + " for over " + SILENT_MS / 1000.0 + " s" : null, status.frameErrors()));
                changedAny = true;
            }
        }
        if (changedAny) {
            publishStatus();
        }
    }

    /** What the status shows besides the verdict; a copy of the loop's fields, so it can be shown from another thread. */
    private record Looks(Map<String, BoardStatus> boardStatus, Set<String> synced, List<Spot> ignored, boolean judged, int shownReading) {}

    private void publishStatus() {
        show(looks(), verdict, -1);
    }

    /** The boards' status as shown: a refused board's refusal is its problem, whatever its link says. */
    private Looks looks() {
        Map<String, BoardStatus> shown = new TreeMap<>(boardStatus);
        refused.forEach((board, why) -> shown.computeIfPresent(board, (name, status) ->
                new BoardStatus(status.connected(), status.silent(), why, status.frameErrors())));
        return new Looks(shown, Set.copyOf(synced), List.copyOf(ignored), judged, shownReading);
    }

    /**
     * Hands the status to the session (which publishes it only when it changed); any thread.
     * {@code judged}: the game's version the table was just compared with (a bot moves only once
     * its last move is judged), or -1 when only the boards' status changed.
     */
    private void show(Looks looks, Verdict<C> shown, long judged) {
        // The session's writer (a verdict) and the loop (the buttons' line, a board) both show: one at a
        // time, so the status handed over last carries the buttons' latest line, never one it replaced.
        synchronized (showing) {
            showNow(looks, shown, judged);
        }
    }

    private final Object showing = new Object();

    private void showNow(Looks looks, Verdict<C> shown, long judged) {
        ObjectNode status = Json.MAPPER.createObjectNode();
        ArrayNode boardList = status.putArray("boards");
        boolean allUp = true;
        for (Map.Entry<String, BoardStatus> entry : looks.boardStatus().entrySet()) {
            ObjectNode b = boardList.addObject();
            b.put("name", entry.getKey());
            b.put("connected", entry.getValue().connected());
            b.put("synced", looks.synced().contains(entry.getKey()));
            b.put("silent", entry.getValue().silent());
            b.put("frameErrors", entry.getValue().frameErrors());
            if (entry.getValue().problem() != null) {
                b.put("problem", entry.getValue().problem());
            }
            allUp &= entry.getValue().connected() && !entry.getValue().silent() && looks.synced().contains(entry.getKey());
        }
        Rejection hold = null;
        if (!allUp) {
            status.put("state", "waiting");
            status.put("words", "Waiting for the sensor board: " + looks.boardStatus().values().stream()
                    .map(BoardStatus::problem).filter(Objects::nonNull).findFirst().orElse("connecting"));
        } else if (!looks.judged()) {
            status.put("state", "reading");
            status.put("words", "Reading the table: it is compared with the game once it has been still for a moment.");
        } else if (shown == null || shown instanceof Verdict.InSync || shown instanceof Verdict.Move) {
            status.put("state", "in-sync");
            status.put("words", "The table matches the game.");
        } else if (shown instanceof Verdict.Ask<C> ask) {
            status.put("state", "ask");
            status.put("words", "The table can be read " + ask.readings().size() + " ways: the player chooses on the phone.");
            status.put("shown", looks.shownReading());
            ArrayNode options = status.putArray("options");
            for (Reading<C> reading : ask.readings()) {
                ObjectNode option = options.addObject();
                option.put("seat", reading.seat());
                option.put("words", reading.words());
                ObjectNode say = option.putObject("say");   // the same in every language a page may be read in
                for (Language language : Language.values()) {
                    say.put(language.code(), reading.words(language));
                }
                option.set("command", Json.typed(reading.command()));
            }
        } else if (shown instanceof Verdict.OutOfSync<C> out) {
            status.put("state", "out-of-sync");
            status.put("words", "The table does not match the game: play waits until it does.");
            ArrayNode fix = status.putArray("fix");
            for (Verdict.Difference difference : out.differences()) {
                ObjectNode d = spot(fix.addObject(), difference.spot());
                d.put("fix", difference.fix().name().toLowerCase(java.util.Locale.ROOT));
                if (difference.expected() != null) {
                    d.putObject("expected").put("piece", difference.expected().piece()).put("colour", difference.expected().colourName());
                }
                if (difference.sensed() != null) {
                    d.putObject("sensed").put("piece", difference.sensed().piece()).put("colour", difference.sensed().colour());
                }
                d.put("words", difference.words());
            }
            Phrase why = TableWords.outOfSync(out.differences());
            hold = new Rejection(RejectionKind.NOT_AVAILABLE_NOW, why.key(), why.args());
        }
        ObjectNode buttonLine = buttonWords;
        if (buttonLine != null) {
            status.set("buttons", buttonLine);
        }
        ArrayNode ignoring = status.putArray("ignored");
        looks.ignored().forEach(spot -> spot(ignoring.addObject(), spot));
        session.showPhysical(status, hold, judged);
    }

    private static ObjectNode spot(ObjectNode node, Spot spot) {
        node.put("kind", spot.kind().name().toLowerCase(java.util.Locale.ROOT));
        node.put("id", spot.id());
        return node;
    }

    private void showLeds(S state, Verdict<C> shown, TableLayout expected) {
        List<Spot> spots;
        int[] colour;
        int effect;
        if (shown instanceof Verdict.OutOfSync<C> out) {
            spots = out.differences().stream().map(Verdict.Difference::spot).toList();
            colour = new int[] {255, 0, 0};
            effect = LedSet.Led.BLINK_FAST;
        } else if (shown instanceof Verdict.Ask<C> ask) {
            Set<Spot> changedSpots = new TreeSet<>();
            // The reading the buttons show; at first every reading's spots, which tells nothing apart.
            List<Reading<C>> lit = shownReading < 0 ? ask.readings() : List.of(ask.readings().get(shownReading));
            for (Reading<C> reading : lit) {
                reading.after().pieces().forEach((spot, standing) -> {
                    if (!standing.equals(expected.at(spot))) {
                        changedSpots.add(spot);
                    }
                });
            }
            spots = List.copyOf(changedSpots);
            colour = new int[] {255, 160, 0};
            effect = LedSet.Led.BLINK_SLOW;
        } else if (shown instanceof Verdict.InSync<C>) {
            if (targetsVersion != state.version()) {
                targets = rules.targets(state);   // every legal move tried: once per state, not per verdict
                targetsVersion = state.version();
            }
            spots = targets;
            colour = new int[] {0, 160, 0};
            effect = LedSet.Led.SOLID;
        } else {
            return;   // a move is on its way; the next verdict lights the next prompt
        }
        for (SerialBoard board : boards) {
            List<LedSet.Led> leds = new ArrayList<>();
            for (Spot spot : spots) {
                Location location = wiring.locationOf(board.name(), spot);
                if (location != null) {
                    leds.add(new LedSet.Led(location, colour[0], colour[1], colour[2], effect));
                }
            }
            if (!leds.equals(ledsShown.get(board.name())) && synced.contains(board.name())) {
                ledsShown.put(board.name(), leds);
                LedSet.split(leds, maxPayloads.getOrDefault(board.name(), MIN_PAYLOAD)).forEach(board::send);
            }
        }
        lightPins.forEach(pins -> pins.light(Set.copyOf(spots), shown instanceof Verdict.InSync<C>));
    }

    private final List<Pins.Lights> lightPins = new CopyOnWriteArrayList<>();

    void addLights(Pins.Lights lights) {
        lightPins.add(lights);
    }

    /** The last verdict (tests, the doctor). */
    public Verdict<C> verdict() {
        return verdict;
    }

    @Override
    public void close() {
        session.physicalOverride(null);
        for (AutoCloseable extra : extras) {
            try {
                extra.close();
            } catch (Exception e) {
                LOG.warn("closing {} failed", extra, e);
            }
        }
        boards.forEach(SerialBoard::close);
        loop.shutdownNow();
        try {
            loop.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
