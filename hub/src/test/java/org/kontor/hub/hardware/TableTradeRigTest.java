package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.bestSettlement;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.choices;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.physical;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.Phase;
import org.kontor.table.GameSetup;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;
import org.kontor.web.Dashboard;
import org.kontor.web.Pairing;

/**
 * Trades with the bank and a seat's own button, on the reference rig (the Uno's sketch in simavr
 * over a pty): the setup is played from the phones before the board is plugged in, then the
 * table screen shows a harbour trade composed on buttons 4 (kind given) and 5 (kind taken) and
 * button 2 confirms it; a trade the hand cannot pay is refused in words that do not count the
 * hand, and a long press drops it; button 6, configured as seat 3's end-turn button, is refused
 * while seat 1 plays.
 */
class TableTradeRigTest {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final long SEED = 4141;
    private static final Catan RULES = new Catan();
    /** Catan's five resources in the order the trade buttons cycle them. */
    private static final List<Resource> KINDS = List.of(Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE);
    private static final List<String> WORDS = List.of("brick", "lumber", "wool", "grain", "ore");

    private TableSession<CatanState, Command, ?, ?> session;
    private Dashboard dashboard;
    private SimulatedUno uno;
    private Simulator simulator;
    private Phone screen;
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        if (screen != null) {
            screen.close();
        }
        if (simulator != null) {
            simulator.close();
        }
        if (dashboard != null) {
            dashboard.stop();
        }
    }

    @Test
    void a_harbour_trade_is_made_on_the_buttons_an_unpaid_one_refused_and_a_seats_button_acts_only_for_its_seat() throws Exception {
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        System.out.println("[table trade rig] seed " + SEED);
        session = new TableSession<>(new CatanTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
            }
        });
        Pairing pairing = Pairing.random(session.seatCount());
        dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        screen = Phone.open(dashboard.port(), "/ws/public");
        Outcome started = session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"),
                Map.of("layout", "BEGINNER"), GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();

        // The setup from the phones, Ana's first settlement on a 3:1 harbour.
        while (state().phase() == Phase.SETUP) {
            CatanState s = state();
            int seat = s.setupSeat();
            if (choices(s, seat, "place-settlement").isEmpty()) {
                phone(seat, choices(s, seat, "place-road").get(0));
            } else if (seat == 0 && tradeRate(s, 0) == 4 && harbourSettlement(s) >= 0) {
                phone(seat, new Command.PlaceSettlement(harbourSettlement(s)));
            } else {
                phone(seat, new Command.PlaceSettlement(bestSettlement(s, seat)));
            }
        }
        // Ana rolls what her settlements yield until she holds 3 of a kind; the others roll 2 + 3 and end their turns.
        int kind = -1;
        for (int round = 0; round < 12 && kind < 0; round++) {
            for (int seat = 0; seat < 4; seat++) {
                CatanState s = state();
                int sum = seat == 0 ? richestRoll(s) : 5;
                phone(seat, Command.Roll.table(Math.min(6, sum - 1), sum - Math.min(6, sum - 1)));
                kind = seat == 0 ? affordable(state()) : kind;
                if (kind >= 0) {
                    break;
                }
                phone(seat, new Command.EndTurn());
            }
        }
        assertThat(kind).as("Ana holds 3 cards of one kind").isGreaterThanOrEqualTo(0);
        int rate = tradeRate(state(), kind);
        assertThat(rate).as("Ana's rate for " + WORDS.get(kind) + ", her harbour's").isLessThan(4);

        // The board plugged in, its pieces set as the game has them; button 6 is Cy's end-turn button.
        uno = SimulatedUno.start(Path.of("target", "reference-rig"), SEED);   // ReferenceRigTest's build: made once
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), uno, 250,
                List.of(new HardwareConfig.ButtonConfig(6, TableButton.END_TURN, 2)));
        assertThat(simulator.type("set up")).isNull();
        screen.await("the table in sync", v -> physical(v).equals("in-sync"), WAIT);

        // A trade Ana cannot pay: the rule refuses it, and the screen does not count her cards.
        int unpaid = -1;
        for (int k = 0; k < KINDS.size() && unpaid < 0; k++) {
            unpaid = state().player(0).hand().count(KINDS.get(k)) < tradeRate(state(), k) ? k : -1;
        }
        assertThat(unpaid).as("a kind Ana cannot pay").isGreaterThanOrEqualTo(0);
        compose(unpaid, unpaid == 0 ? 1 : 0);
        CatanState beforeRefusal = state();
        uno.send("button 2 click");
        String refused = screen.await("the unpaid trade refused", v -> buttons(v).contains("cannot give"), WAIT)
                .path("physical").path("buttons").path("words").asText();
        assertThat(refused).isEqualTo("Red cannot give " + tradeRate(beforeRefusal, unpaid) + " " + WORDS.get(unpaid) + ": no trade.");
        assertThat(state().version()).as("nothing changed").isEqualTo(beforeRefusal.version());
        uno.send("button 5 long");   // a long press drops the trade
        screen.await("the trade dropped", v -> buttons(v).isEmpty(), WAIT);

        // The harbour trade: the kind she holds 3 of for ore (or brick), composed and confirmed on the buttons.
        int take = kind == 4 ? 0 : 4;
        compose(kind, take);
        assertThat(buttons(screen.latest())).isEqualTo("Red trades " + rate + " " + WORDS.get(kind) + " for 1 " + WORDS.get(take)
                + ": press confirm.");
        String shots = System.getProperty("kontor.trade.screens");
        if (shots != null) {   // the table screen with the trade shown, and the host page's Virtual board card
            String base = "http://localhost:" + dashboard.port();
            for (int[] size : new int[][] {{390, 844}, {1920, 1080}}) {
                shoot(base + "/table.html", Path.of(shots, "table-trade-" + size[0] + "x" + size[1] + ".png"), size, "#sync-buttons");
                shoot(base + "/host?token=" + pairing.hostToken(), Path.of(shots, "host-buttons-" + size[0] + "x" + size[1] + ".png"), size,
                        "#sim-buttons");
            }
        }
        CatanState beforeTrade = state();
        uno.send("button 2 click");
        screen.await("the trade made", v -> v.path("version").asLong() > beforeTrade.version(), WAIT);
        CatanState traded = state();
        assertThat(traded.player(0).hand().count(KINDS.get(kind))).isEqualTo(beforeTrade.player(0).hand().count(KINDS.get(kind)) - rate);
        assertThat(traded.player(0).hand().count(KINDS.get(take))).isEqualTo(beforeTrade.player(0).hand().count(KINDS.get(take)) + 1);
        assertThat(sources.get(sources.size() - 1)).as("journaled as the buttons'").isEqualTo(TableSession.Source.BUTTON);
        screen.await("the trade line gone", v -> buttons(v).isEmpty(), WAIT);

        // Cy's button while Ana plays: refused in words, the turn goes on; the shared button 0 ends it.
        uno.send("button 6 click");
        screen.await("Cy's button refused", v -> buttons(v).equals("Button 6 is Cy's, and Ana is to act now: nothing changed."), WAIT);
        assertThat(state().version()).isEqualTo(traded.version());
        uno.send("button 0 click");
        screen.await("the turn ended on the shared button", v -> v.path("version").asLong() > traded.version(), WAIT);
        assertThat(state().active()).isEqualTo(1);
    }

    private static final java.util.regex.Pattern SHOWN = java.util.regex.Pattern.compile("trades \\d+ (\\w+) for 1 (\\w+):");

    /** Presses the trade buttons (4 the kind given, 5 the kind taken) until the table screen shows {@code give} for {@code take}. */
    private void compose(int give, int take) throws Exception {
        for (int press = 0; press < 16; press++) {
            String shown = buttons(screen.latest());
            java.util.regex.Matcher m = SHOWN.matcher(shown);
            boolean composing = m.find();
            if (composing && m.group(1).equals(WORDS.get(give)) && m.group(2).equals(WORDS.get(take))) {
                return;
            }
            // The kind given never equals the kind taken: the buttons step over it, so the taken one moves first.
            int button = !composing || !m.group(1).equals(WORDS.get(give)) && !m.group(2).equals(WORDS.get(give)) ? 4 : 5;
            uno.send("button " + button + " click");
            screen.await("button " + button + " shown", v -> SHOWN.matcher(buttons(v)).find() && !buttons(v).equals(shown), WAIT);
        }
        throw new AssertionError("the buttons never showed " + WORDS.get(give) + " for " + WORDS.get(take) + ": " + buttons(screen.latest()));
    }

    private static String buttons(JsonNode view) {
        return view == null ? "" : view.path("physical").path("buttons").path("words").asText("");
    }

    /** Ana's legal settlement on a 3:1 harbour. */
    private static int harbourSettlement(CatanState s) {
        for (Command c : choices(s, 0, "place-settlement")) {
            int at = ((Command.PlaceSettlement) c).intersection();
            Harbour harbour = s.island().harbourAt(at);
            if (harbour != null && harbour.generic()) {
                return at;
            }
        }
        return -1;
    }

    /** The roll that gives Ana the most cards: a number beside her settlements (never 7). */
    private static int richestRoll(CatanState s) {
        int best = 6;
        int most = 0;
        for (int roll = 2; roll <= 12; roll++) {
            int cards = 0;
            for (int hex : s.island().hexesWithNumber(roll)) {
                for (int at : s.island().topology().intersectionsOfHex(hex)) {
                    cards += s.buildingOwner(at) == 0 ? 1 : 0;
                }
            }
            if (roll != 7 && cards > most) {
                best = roll;
                most = cards;
            }
        }
        return best;
    }

    /** A kind Ana can trade at her rate now, or -1. */
    private static int affordable(CatanState s) {
        for (int k = 0; k < KINDS.size(); k++) {
            if (s.player(0).hand().count(KINDS.get(k)) >= tradeRate(s, k)) {
                return k;
            }
        }
        return -1;
    }

    /** Ana's rate for kind {@code k}, as the rulebook gives it: 4, 3 on a 3:1 harbour, 2 on that kind's 2:1 harbour. */
    private static int tradeRate(CatanState s, int k) {
        int rate = 4;
        for (int at = 0; at < s.island().topology().intersectionCount(); at++) {
            Harbour harbour = s.island().harbourAt(at);
            if (s.buildingOwner(at) == 0 && harbour != null && (harbour.generic() || harbour.resource() == KINDS.get(k))) {
                rate = Math.min(rate, harbour.rate());
            }
        }
        return rate;
    }

    /** A screenshot by headless Chromium once {@code ready} is on the page (its socket brought the view). */
    private static void shoot(String url, Path file, int[] size, String ready) throws Exception {
        java.nio.file.Files.createDirectories(file.getParent());
        try (org.kontor.web.Browsers browsers = new org.kontor.web.Browsers()) {
            org.openqa.selenium.chrome.ChromeDriver page = browsers.open(size[0], size[1]);
            page.get(url);
            new org.openqa.selenium.support.ui.WebDriverWait(page, Duration.ofSeconds(30)).until(
                    org.openqa.selenium.support.ui.ExpectedConditions.presenceOfElementLocated(org.openqa.selenium.By.cssSelector(ready)));
            // What the shot is about, scrolled to the middle of the window (below the board on the table screen).
            ((org.openqa.selenium.JavascriptExecutor) page).executeScript("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})",
                    ready);
            if (ready.equals("#sync-buttons") && size[0] < 1000) {   // a phone's column: the whole page, the panel at its foot
                Number height = (Number) ((org.openqa.selenium.JavascriptExecutor) page).executeScript("return document.documentElement.scrollHeight");
                page.manage().window().setSize(new org.openqa.selenium.Dimension(size[0], Math.min(4000, height.intValue())));
            }
            Thread.sleep(500);
            java.nio.file.Files.write(file, page.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        }
    }

    private void phone(int seat, Command command) throws Exception {
        CatanState now = state();
        Outcome outcome = session.submit(seat, now.version(), command, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s by seat %d: %s", command, seat, outcome.message()).isTrue();
    }

    private CatanState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }
}
