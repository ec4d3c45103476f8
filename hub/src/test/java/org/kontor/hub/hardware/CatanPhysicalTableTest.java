package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.Topology;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.bot.Level;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.Event;
import org.kontor.engine.catan.IslandSetup;
import org.kontor.engine.catan.LegalAction;
import org.kontor.engine.catan.Phase;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * Catan on the physical table, with no hardware: the virtual board built for Catan's piece kinds
 * (its HELLO names Catan) on a real pseudo-terminal, jSerialComm, the link layer, the settle
 * window, reconciliation through CatanPhysicalRules, the table session, and phones' WebSockets.
 * Every piece below is placed on the virtual board; only rolls, trades and turn ends (which move
 * no piece) come from the phones' side.
 */
class CatanPhysicalTableTest {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final int SETTLE_MS = 250;
    private static final Catan RULES = new Catan();

    private TableSession<CatanState, Command, ?, ?> session;
    private Pairing pairing;
    private Dashboard dashboard;
    private Simulator simulator;
    private Phone screen;

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @BeforeEach
    void table() throws Exception {
        session = new TableSession<>(new CatanTable(), () -> 11L);
        pairing = Pairing.random(session.seatCount());
        dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()),
                VirtualTable.BUILD.resolve("catan"), SETTLE_MS);
        screen = Phone.open(dashboard.port(), "/ws/public");
        Outcome started = session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"),
                Map.of("layout", "BEGINNER"), GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() {
        screen.close();
        simulator.close();   // closing twice is harmless
        dashboard.stop();
    }

    @Test
    void settlements_roads_the_robber_and_a_city_placed_on_the_board_are_the_moves_and_a_settlement_too_close_holds_play()
            throws Exception {
        // The robber starts on the desert: until it stands there the table is out of sync.
        screen.await("out of sync before the robber is down", v -> physical(v).equals("out-of-sync"), WAIT);
        assertThat(simulator.type("place path 3 route red")).as("a Merchants piece on a Catan board")
                .contains("pieces: settlement, city, road, robber;");
        java.net.http.HttpResponse<String> card = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create("http://localhost:" + dashboard.port() + "/api/host/simulate"))
                .header("Authorization", "Bearer " + pairing.hostToken()).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(card.body()).as("the host page's virtual board card offers Catan's pieces")
                .isEqualTo("{\"attached\":true,\"pieces\":[\"settlement\",\"city\",\"road\",\"robber\"],\"dice\":true}");
        type("set up");
        screen.await("in sync with the robber on the desert", v -> physical(v).equals("in-sync"), WAIT);

        // Setup: the first settlement, seen on its player's phone, then its road.
        CatanState start = state();
        int first = start.setupSeat();
        try (Phone phone = Phone.open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(first))) {
            int settlement = bestSettlement(start, first);
            type("place intersection " + settlement + " settlement " + colour(start, first));
            JsonNode seen = phone.await("the first settlement on its player's phone",
                    v -> has(v, "settlements", first, settlement), WAIT);
            assertThat(seen.path("version").asLong()).isEqualTo(start.version() + 1);
            assertThat(physical(seen)).isEqualTo("in-sync");

            CatanState roadDue = state();
            int road = ((Command.PlaceRoad) choices(roadDue, first, "place-road").get(0)).path();
            type("place path " + road + " road " + colour(roadDue, first));
            phone.await("the first road on its player's phone", v -> has(v, "roads", first, road), WAIT);
        }

        // The other seven setup placements, all on the board, in snake order.
        while (state().phase() == Phase.SETUP) {
            CatanState s = state();
            int seat = s.setupSeat();
            if (!choices(s, seat, "place-settlement").isEmpty()) {
                int at = bestSettlement(s, seat);
                type("place intersection " + at + " settlement " + colour(s, seat));
                screen.await("seat " + seat + "'s settlement on " + at, v -> has(v, "settlements", seat, at), WAIT);
            } else {
                int at = ((Command.PlaceRoad) choices(s, seat, "place-road").get(0)).path();
                type("place path " + at + " road " + colour(s, seat));
                screen.await("seat " + seat + "'s road on " + at, v -> has(v, "roads", seat, at), WAIT);
            }
        }
        assertThat(state().phase()).isEqualTo(Phase.BEFORE_ROLL);

        // A 7 on the board's dice keys, then the robber moved on the board to a hex with one reading.
        CatanState beforeRoll = state();
        int roller = beforeRoll.active();
        type("dice 3 4");
        screen.await("the 7 rolled", v -> table(v).path("dice").toString().equals("[3,4]"), WAIT);
        CatanState robberDue = state();
        Command.MoveRobber move = singleReadingRobberMove(robberDue, roller);
        type("remove hex " + robberDue.robberHex());
        type("place hex " + move.hex() + " robber neutral");
        JsonNode robbed = screen.await("the robber on hex " + move.hex(), v -> table(v).path("robberHex").asInt() == move.hex(), WAIT);
        assertThat(physical(robbed)).isEqualTo("in-sync");
        assertThat(state().pending()).isNull();

        // A settlement against the distance rule: out of sync, play waits, taken away: in sync, nothing changed.
        CatanState legal = state();
        int tooClose = nextToABuilding(legal);
        type("place intersection " + tooClose + " settlement " + colour(legal, roller));
        JsonNode out = screen.await("out of sync", v -> physical(v).equals("out-of-sync"), WAIT);
        JsonNode fix = out.path("physical").path("fix").get(0);
        assertThat(fix.path("kind").asText()).isEqualTo("intersection");
        assertThat(fix.path("id").asInt()).isEqualTo(tooClose);
        assertThat(fix.path("words").asText()).contains("intersection " + tooClose);
        Outcome held = session.act(roller, legal.version(), org.kontor.table.Json.MAPPER.readTree("{\"type\": \"end-turn\"}"))
                .get(10, TimeUnit.SECONDS);
        assertThat(held.accepted()).as("play waits while the table is out of sync").isFalse();
        assertThat(held.message()).contains("out of sync");
        // A Spanish phone is told the same in Spanish: what to take off, and where.
        assertThat(held.message(org.kontor.engine.Language.SPANISH))
                .startsWith("La mesa no coincide con la partida; el juego espera. Quita un poblado de color ")
                .endsWith(" (encrucijada " + tooClose + "): ahí no va nada.");
        type("remove intersection " + tooClose);
        screen.await("back in sync", v -> physical(v).equals("in-sync"), WAIT);
        assertThat(state().version()).isEqualTo(legal.version());

        // Turns go by (rolls, bank trades, turn ends from the phones) until a seat can pay for a city.
        CatanState canBuild = untilACityIsAffordable();
        int builder = canBuild.active();
        int upgraded = ((Command.BuildCity) choices(canBuild, builder, "build-city").get(0)).intersection();
        // The settlement is lifted and the city put in its place within the settle window. A hand
        // takes longer than the board's 30 ms debounce to swap them; a swap faster than that is no
        // change at all to the board, which reports presence changes only.
        type("remove intersection " + upgraded);
        Thread.sleep(100);
        type("place intersection " + upgraded + " city " + colour(canBuild, builder));
        JsonNode city = screen.await("the city on " + upgraded, v -> has(v, "cities", builder, upgraded), WAIT);
        assertThat(has(city, "settlements", builder, upgraded)).as("the settlement it replaced is gone").isFalse();
        assertThat(physical(city)).isEqualTo("in-sync");
        assertThat(state().player(builder).hand().total()).isEqualTo(canBuild.player(builder).hand().total() - 5);
    }

    /**
     * A seat the hub's bot plays on the physical table: its placement is made in the game at once,
     * the table is then out of sync and says where the piece goes, the bot waits, and a person
     * putting the piece there brings the table back and lets the bot go on.
     */
    @Test
    void a_bots_placement_is_shown_on_the_table_and_waits_for_a_person_to_put_the_piece_there() throws Exception {
        type("set up");
        screen.await("in sync with the robber on the desert", v -> physical(v).equals("in-sync"), WAIT);
        CatanState start = state();
        int first = start.setupSeat();
        type("place intersection " + bestSettlement(start, first) + " settlement " + colour(start, first));
        screen.await("the first settlement", v -> v.path("version").asLong() == start.version() + 1, WAIT);
        CatanState roadDue = state();
        type("place path " + ((Command.PlaceRoad) choices(roadDue, first, "place-road").get(0)).path() + " road " + colour(roadDue, first));
        screen.await("the first road", v -> v.path("version").asLong() == roadDue.version() + 1, WAIT);

        CatanState botDue = state();
        int bot = botDue.setupSeat();
        session.botDelay(Duration.ZERO);
        assertThat(session.handSeat(bot, Level.NORMAL).get(10, TimeUnit.SECONDS).accepted()).isTrue();
        JsonNode settlement = screen.await("the bot's settlement in the game, not yet on the table",
                v -> fixKind(v).equals("intersection"), WAIT);
        long waiting = state().version();
        Thread.sleep(300);
        assertThat(state().version()).as("the bot waits while the table is out of sync").isEqualTo(waiting);
        type("place intersection " + fixAt(settlement) + " settlement " + colour(botDue, bot));
        // The piece down, the table is in sync and the bot places its road at once: the table asks for that next.
        JsonNode road = screen.await("the bot's road in the game, not yet on the table", v -> fixKind(v).equals("path"), WAIT);
        type("place path " + fixAt(road) + " road " + colour(botDue, bot));
        screen.await("the bot's road put down by a person",
                v -> physical(v).equals("in-sync") && v.path("version").asLong() == botDue.version() + 2, WAIT);
        CatanState after = state();
        assertThat(after.version()).as("the bot placed its settlement and its road").isEqualTo(botDue.version() + 2);
        assertThat(after.setupSeat()).isNotEqualTo(bot);
    }

    /** What the first fix of an out-of-sync table names ("intersection", "path", "hex"), or "" when in sync. */
    private static String fixKind(JsonNode view) {
        return physical(view).equals("out-of-sync") ? view.path("physical").path("fix").path(0).path("kind").asText() : "";
    }

    private static int fixAt(JsonNode view) {
        return view.path("physical").path("fix").path(0).path("id").asInt();
    }

    /**
     * A board built for Merchants of Europe (its HELLO names game 1) on the Catan table's configured
     * port (a link to the pty, as a maker's udev rule gives {@code /dev/kontor-board}): its sensors
     * sit under another board's spots and its kind 2, a trade route, would be a Catan city. It is
     * refused by name and nothing it senses is read; the table waits for the sensor board. Then a
     * board that names no game (presence only) is plugged on the same path: it is read, and a piece
     * on the intersection is the settlement the seat may place.
     */
    @Test
    void a_board_wired_for_another_game_is_refused_by_name_and_a_board_naming_no_game_is_read() throws Exception {
        type("set up");
        screen.await("in sync with the robber on the desert", v -> physical(v).equals("in-sync"), WAIT);
        simulator.close();
        CatanState start = state();
        int seat = start.setupSeat();
        int at = bestSettlement(start, seat);
        java.nio.file.Path port = VirtualTable.BUILD.resolve("catan-board-port");
        java.nio.file.Files.deleteIfExists(port);
        VirtualBoard merchants = VirtualBoard.start(VirtualTable.binary(), VirtualTable.BUILD.resolve("catan-merchants-board.log"));
        java.nio.file.Files.createSymbolicLink(port, java.nio.file.Path.of(merchants.port()));
        try (PhysicalTable<CatanState, Command> table = PhysicalTable.attach(session, new org.kontor.engine.catan.CatanPhysicalRules(),
                new HardwareConfig(List.of(new HardwareConfig.BoardConfig("main", port.toString())), List.of(), List.of(), SETTLE_MS))) {
            String refusal = "The board on " + port + " says it is wired for Merchants of Europe; this table plays Catan (base game):"
                    + " unplug it or load its wiring for Catan (base game).";
            JsonNode refused = screen.await("the Merchants board refused by name",
                    v -> v.path("physical").path("boards").path(0).path("problem").asText().equals(refusal), WAIT);
            assertThat(physical(refused)).isEqualTo("waiting");
            assertThat(refused.path("physical").path("words").asText()).isEqualTo("Waiting for the sensor board: " + refusal);
            merchants.send("place hex " + start.robberHex() + " robber neutral");
            merchants.send("place intersection " + at + " route " + colour(start, seat));
            Thread.sleep(4L * SETTLE_MS + 1000);   // time enough for a board that is read to be in sync and place the settlement
            CatanState after = state();
            assertThat(after.version()).as("nothing the refused board sensed became a move").isEqualTo(start.version());
            JsonNode still = screen.latest();
            assertThat(physical(still)).isEqualTo("waiting");

            VirtualBoard none = VirtualBoard.start(noGameBinary(), VirtualTable.BUILD.resolve("catan-no-game-board.log"));
            try (none) {
                java.nio.file.Files.delete(port);
                java.nio.file.Files.createSymbolicLink(port, java.nio.file.Path.of(none.port()));
                merchants.close();   // unplugged: the hub opens the configured path again, now the other board
                none.send("place hex " + start.robberHex() + " robber neutral");
                screen.await("in sync on the presence-only board", v -> physical(v).equals("in-sync"), WAIT);
                none.send("place intersection " + at + " route " + colour(start, seat));
                JsonNode placed = screen.await("the settlement read from a presence-only board", v -> has(v, "settlements", seat, at), WAIT);
                assertThat(physical(placed)).isEqualTo("in-sync");
            }
        } finally {
            merchants.close();
            java.nio.file.Files.deleteIfExists(port);
        }
    }

    /** The virtual board built for no game (HELLO game 0, presence only), as large as the Merchants one. */
    private static java.nio.file.Path noGameBinary() {
        Topology topology = org.kontor.engine.board.BoardFile.bundled("europe-short").topology();
        return VirtualBoard.build(VirtualTable.BUILD, org.kontor.protocol.message.Piece.GAME_NONE, topology.intersectionCount(),
                topology.pathCount(), topology.hexCount());
    }

    /** A virtual board command, which the simulator must take. */
    private void type(String command) {
        assertThat(simulator.type(command)).as(command).isNull();
    }

    private CatanState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    static String colour(CatanState state, int seat) {
        return state.player(seat).colour().name().toLowerCase(Locale.ROOT);
    }

    static String physical(JsonNode view) {
        return view.path("physical").path("state").asText();
    }

    static JsonNode table(JsonNode view) {
        JsonNode game = view.path("game");
        return game.has("table") ? game.path("table") : game;
    }

    static boolean has(JsonNode view, String pieces, int owner, int at) {
        for (JsonNode piece : table(view).path(pieces)) {
            if (piece.path("owner").asInt() == owner && piece.path("at").asInt() == at) {
                return true;
            }
        }
        return false;
    }

    static List<Command> choices(CatanState state, int seat, String kind) {
        List<Command> choices = new ArrayList<>();
        for (LegalAction action : RULES.legalActions(state, seat)) {
            if (action.kind().equals(kind)) {
                choices.addAll(action.choices());
            }
        }
        return choices;
    }

    /** The legal settlement touching the most numbered fields and mountains: grain and ore make the city later. */
    static int bestSettlement(CatanState state, int seat) {
        Topology topology = state.island().topology();
        int best = -1;
        int bestScore = -1;
        for (Command c : choices(state, seat, "place-settlement")) {
            int at = ((Command.PlaceSettlement) c).intersection();
            int score = 0;
            for (int hex : topology.hexesAtIntersection(at)) {
                Terrain terrain = state.island().terrain(hex);
                if ((terrain == Terrain.FIELDS || terrain == Terrain.MOUNTAINS) && state.island().number(hex) > 0) {
                    score++;
                }
            }
            if (score > bestScore) {
                best = at;
                bestScore = score;
            }
        }
        return best;
    }

    /** A robber move whose hex has exactly one legal move (one victim or none), so the table has one reading. */
    static Command.MoveRobber singleReadingRobberMove(CatanState state, int seat) {
        Map<Integer, List<Command.MoveRobber>> byHex = new TreeMap<>();
        for (Command c : choices(state, seat, "move-robber")) {
            byHex.computeIfAbsent(((Command.MoveRobber) c).hex(), h -> new ArrayList<>()).add((Command.MoveRobber) c);
        }
        return byHex.values().stream().filter(moves -> moves.size() == 1).findFirst()
                .orElseThrow(() -> new AssertionError("no hex with a single robber move: " + byHex)).get(0);
    }

    /** An empty intersection next to a settlement: a settlement there breaks the distance rule. */
    private static int nextToABuilding(CatanState state) {
        Topology topology = state.island().topology();
        for (int i = 0; i < topology.intersectionCount(); i++) {
            if (state.buildingOwner(i) >= 0) {
                for (int next : topology.intersectionsNextTo(i)) {
                    if (state.buildingOwner(next) < 0) {
                        return next;
                    }
                }
            }
        }
        throw new AssertionError("no building on the board");
    }

    /**
     * Plays turns through the session as the phones would (no piece moves): each roll the one that
     * brings the roller the most grain and ore (never a 7), bank trades toward a city, then the
     * turn's end, until the active seat can build a city.
     */
    private CatanState untilACityIsAffordable() throws Exception {
        for (int step = 0; step < 400; step++) {
            CatanState s = state();
            int seat = s.active();
            if (s.phase() == Phase.BEFORE_ROLL) {
                submit(seat, bestRoll(s, seat));
                continue;
            }
            if (!choices(s, seat, "build-city").isEmpty()) {
                return s;
            }
            Command trade = tradeTowardACity(s, seat);
            submit(seat, trade != null ? trade : new Command.EndTurn());
        }
        throw new AssertionError("no seat could pay for a city within 400 steps");
    }

    private void submit(int seat, Command command) throws Exception {
        long version = state().version();
        Outcome outcome = session.submit(seat, version, command).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s by seat %d: %s", command, seat, outcome.message()).isTrue();
    }

    static Command bestRoll(CatanState s, int seat) {
        Command best = null;
        int bestGain = -1;
        for (int total = 2; total <= 12; total++) {
            if (total == 7) {
                continue;
            }
            Command roll = Command.Roll.table(Math.max(1, total - 6), Math.min(6, total - 1));
            if (RULES.apply(s, seat, s.version(), roll) instanceof Result.Accepted<CatanState, Event> rolled) {
                int gain = rolled.state().player(seat).hand().count(Resource.ORE) + rolled.state().player(seat).hand().count(Resource.GRAIN);
                if (gain > bestGain) {
                    best = roll;
                    bestGain = gain;
                }
            }
        }
        return best;
    }

    /** A bank trade of a resource a city does not need for ore or grain still missing, if the rules take one. */
    static Command tradeTowardACity(CatanState s, int seat) {
        var hand = s.player(seat).hand();
        Resource wanted = hand.count(Resource.ORE) < 3 ? Resource.ORE : hand.count(Resource.GRAIN) < 2 ? Resource.GRAIN : null;
        if (wanted == null) {
            return null;
        }
        for (Resource give : List.of(Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE)) {
            if (give == wanted || give == Resource.ORE && hand.count(Resource.ORE) <= 3 || give == Resource.GRAIN && hand.count(Resource.GRAIN) <= 2) {
                continue;
            }
            Command trade = new Command.TradeWithBank(give, wanted);
            if (RULES.apply(s, seat, s.version(), trade) instanceof Result.Accepted<CatanState, Event>) {
                return trade;
            }
        }
        return null;
    }
}
