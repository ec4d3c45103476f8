package org.kontor.hub.config;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import java.util.List;
import org.kontor.hub.hardware.HardwareConfig;

/**
 * What {@code kontor run --config kontor.yaml} reads (docs/config.md). Every field is optional; a
 * field left out takes the demo table's default, which {@link #withDefaults()} fills in.
 *
 * @param port      the HTTP port (0: any free port)
 * @param advertise the host name or address phones use to reach this hub (null: the first LAN address)
 * @param data      the data folder: the journal, the logs, the host link file
 * @param language  the language of a page whose browser speaks neither English nor Spanish: en or es
 * @param game      the boards and deck on offer and where dice come from
 * @param boards    the serial sensor boards: read by the sensor adapters, see docs/hardware.md
 * @param pins      GPIO pins (LEDs, buttons): read by the sensor adapters, see docs/hardware.md
 * @param wiring    which sensor sees which place on the board: read by the sensor adapters, see docs/hardware.md
 * @param settleMs  how long the sensed table must be still before it is read (default 400)
 * @param strips    LED strips on the Pi's SPI bus (APA102, WS2812) and the spot under each LED, see docs/hardware.md
 * @param allowedHosts names the pages may be reached by besides the table's own addresses and names
 *                  (a name a local DNS gives the Pi, say); any other Host is refused (docs/config.md)
 */
@JsonPropertyOrder({"port", "advertise", "allowedHosts", "data", "language", "game", "boards", "pins", "wiring", "strips",
        "settleMs"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record KontorConfig(Integer port, String advertise, String data, String language, Game game,
                           JsonNode boards, JsonNode pins, JsonNode wiring, Integer settleMs, JsonNode strips,
                           List<String> allowedHosts) {

    public KontorConfig {
        allowedHosts = allowedHosts == null ? null : List.copyOf(allowedHosts);
    }

    /** Without extra host names (the table's own only). */
    public KontorConfig(Integer port, String advertise, String data, String language, Game game,
                        JsonNode boards, JsonNode pins, JsonNode wiring, Integer settleMs, JsonNode strips) {
        this(port, advertise, data, language, game, boards, pins, wiring, settleMs, strips, null);
    }

    /** Without LED strips. */
    public KontorConfig(Integer port, String advertise, String data, String language, Game game,
                        JsonNode boards, JsonNode pins, JsonNode wiring, Integer settleMs) {
        this(port, advertise, data, language, game, boards, pins, wiring, settleMs, null);
    }

    /** The old constructor, without the settle window (the default). */
    public KontorConfig(Integer port, String advertise, String data, String language, Game game,
                        JsonNode boards, JsonNode pins, JsonNode wiring) {
        this(port, advertise, data, language, game, boards, pins, wiring, null);
    }

    /**
     * The boards, pins, wiring, LED strips and settle window, typed (one parser for every command that reads them).
     *
     * @throws IllegalArgumentException naming the key when a section is wrong
     */
    public HardwareConfig hardware() {
        return HardwareConfig.parse(boards, pins, wiring, strips, settleMs == null ? null : IntNode.valueOf(settleMs));
    }

    public static final int DEFAULT_PORT = 7070;
    public static final String DEFAULT_DATA = "kontor-data";
    public static final List<String> LANGUAGES = List.of("en", "es");
    public static final List<String> DICE = List.of("virtual", "table");

    /**
     * @param boards board files (docs/boards.md) offered to the host besides the bundled boards
     * @param deck   a development-card deck file (docs/cards.md) instead of the bundled provisional deck
     * @param dice   the dice source the host page offers first: virtual or table
     * @param seed   a fixed seed for every chance the hub resolves (tests and demonstrations only:
     *               with it, every game plays the same dice and cards); null: a fresh random seed
     * @param botDelayMs how long the hub's bot waits before each move, so that people can follow it
     *                   (0 to {@value #MOST_BOT_DELAY_MS}; default {@value #DEFAULT_BOT_DELAY_MS})
     * @param hints  whether each phone may ask what the hub's bot would do in its place (default false;
     *               the host page turns it on and off during a game too)
     */
    @JsonPropertyOrder({"boards", "deck", "dice", "seed", "botDelayMs", "hints"})
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Game(List<String> boards, String deck, String dice, Long seed, Integer botDelayMs, Boolean hints) {
        public Game {
            boards = boards == null ? null : List.copyOf(boards);
        }

        public Game(List<String> boards, String deck, String dice, Long seed, Integer botDelayMs) {
            this(boards, deck, dice, seed, botDelayMs, null);
        }

        public Game(List<String> boards, String deck, String dice, Long seed) {
            this(boards, deck, dice, seed, null, null);
        }
    }

    public static final int DEFAULT_BOT_DELAY_MS = 1000;
    public static final int MOST_BOT_DELAY_MS = 10_000;

    /** The demo table: every field at its default. */
    public static KontorConfig defaults() {
        return new KontorConfig(null, null, null, null, null, null, null, null).withDefaults();
    }

    /** This config with every field left out set to its default (what {@code --print-config} shows). */
    public KontorConfig withDefaults() {
        Game g = game == null ? new Game(null, null, null, null) : game;
        return new KontorConfig(port == null ? DEFAULT_PORT : port, advertise, data == null ? DEFAULT_DATA : data,
                language == null ? "en" : language,
                new Game(g.boards() == null ? List.of() : g.boards(), g.deck(), g.dice() == null ? "virtual" : g.dice(),
                        g.seed(), g.botDelayMs() == null ? DEFAULT_BOT_DELAY_MS : g.botDelayMs(), g.hints() != null && g.hints()),
                boards, pins, wiring, settleMs, strips, allowedHosts == null ? List.of() : allowedHosts);
    }
}
