package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.table.Spot;

/**
 * The config file's hardware sections, typed. {@link #parse} takes the three sections as JSON
 * trees (the config file is YAML; Jackson reads both) and refuses unknown keys and wrong types
 * with a message naming the key.
 *
 * <pre>
 * boards:
 *   - name: main            # how messages and the wiring map name it (default: its port or usb id)
 *     port: /dev/ttyACM0    # a path (prefer /dev/serial/by-id/...)
 *   - usb: "2341:0043"      # or: the one USB serial device with this vendor:product id
 *     buttons:              # a button given another meaning or a seat (the others: their defaults, shared)
 *       - {button: 6, does: end-turn, seat: 3}
 * pins:
 *   - pin: 17               # BCM number
 *     role: roll            # roll | end-turn | reed | led
 *     spot: path 3          # reed and led only
 *     seat: 2               # roll and end-turn only: the seat the button acts for (default: shared)
 * wiring:
 *   - board: main
 *     sensor: path 5        # what the board reports
 *     spot: path 17         # where that sensor sits on the game's board
 * strips:                   # LED strips on the Pi's SPI bus
 *   - chip: apa102          # apa102 | ws2812
 *     bus: 0                # SPI0: MOSI GPIO10, SCLK GPIO11 (default 0)
 *     brightness: 8         # 1 to 31 (default 8)
 *     leds:                 # which LED of the strip (0 = the first) sits over which spot
 *       - {led: 0, spot: path 17}
 * settleMs: 400
 * </pre>
 */
public record HardwareConfig(List<BoardConfig> boards, List<PinConfig> pins, List<WiringEntry> wiring, List<StripConfig> strips,
                             int settleMs) {

    public static final int DEFAULT_SETTLE_MS = 400;
    public static final HardwareConfig NONE = new HardwareConfig(List.of(), List.of(), List.of(), DEFAULT_SETTLE_MS);

    public HardwareConfig {
        boards = List.copyOf(boards);
        pins = List.copyOf(pins);
        wiring = List.copyOf(wiring);
        strips = List.copyOf(strips);
        if (settleMs < 0 || settleMs > 10_000) {
            throw new IllegalArgumentException("settleMs: " + settleMs + " is not between 0 and 10000 milliseconds");
        }
    }

    /** Without LED strips. */
    public HardwareConfig(List<BoardConfig> boards, List<PinConfig> pins, List<WiringEntry> wiring, int settleMs) {
        this(boards, pins, wiring, List.of(), settleMs);
    }

    /**
     * One serial sensor board: opened by its port's path, or found by its USB vendor and product id;
     * {@code buttons}, its buttons given another meaning or a seat (the others keep their defaults, shared).
     */
    public record BoardConfig(String name, String port, UsbPorts.UsbId usb, List<ButtonConfig> buttons) {
        public BoardConfig {
            if ((port == null) == (usb == null)) {
                throw new IllegalArgumentException("a board is given by its port or by its usb id, one of the two");
            }
            buttons = buttons == null ? List.of() : List.copyOf(buttons);
        }

        public BoardConfig(String name, String port, UsbPorts.UsbId usb) {
            this(name, port, usb, List.of());
        }

        public BoardConfig(String name, String port) {
            this(name, port, null);
        }

        /** What the board's button {@code button} does and for whom: its entry under buttons, else its default, shared. */
        public ButtonConfig button(int button) {
            return buttons.stream().filter(b -> b.button() == button).findFirst()
                    .orElse(new ButtonConfig(button, TableButton.ofBoardButton(button), SHARED));
        }

        /** Where the board is, for messages: "/dev/ttyACM0" or "USB 2341:0043". */
        public String where() {
            return port != null ? port : "USB " + usb;
        }
    }

    /**
     * One Pi pin: a button (roll, end-turn; for {@code seat} only, or {@link #SHARED}), a reed switch
     * under a spot, or an LED over a spot.
     */
    public record PinConfig(int pin, PinRole role, Spot spot, int debounceMs, int seat) {
        public PinConfig(int pin, PinRole role, Spot spot, int debounceMs) {
            this(pin, role, spot, debounceMs, SHARED);
        }
    }

    /** A button's seat when it is the table's, for whoever may act. */
    public static final int SHARED = -1;

    /**
     * A table button: what it does ({@code does}; null for nothing) and the seat it acts for (from 0;
     * {@link #SHARED}: whoever may act). {@code button} is the board's button number, or the pin.
     */
    public record ButtonConfig(int button, TableButton does, int seat) {}

    public enum PinRole { ROLL, END_TURN, REED, LED }

    /** The sensor a board reports as {@code sensor} sits under {@code spot}. */
    public record WiringEntry(String board, Spot sensor, Spot spot) {}

    /**
     * An LED strip on the Pi's SPI bus ({@code bus}, chip select {@code channel}): LED number
     * {@code led} of {@code length} sits over the spot {@code leds} maps it to.
     */
    public record StripConfig(StripChip chip, int bus, int channel, int brightness, int length, Map<Integer, Spot> leds) {
        public StripConfig {
            leds = Map.copyOf(leds);
        }
    }

    /** The strip's LED chip: how its bytes are laid out on the wire (see {@link LedStrip}). */
    public enum StripChip { APA102, WS2812 }

    /** The same pins, strips and settle time without sensor boards (and so without their wiring). */
    public HardwareConfig withoutBoards() {
        return new HardwareConfig(List.of(), pins, List.of(), strips, settleMs);
    }

    public HardwareConfig withSettleMs(int newSettleMs) {
        return new HardwareConfig(boards, pins, wiring, strips, newSettleMs);
    }

    /** As below, without LED strips. */
    public static HardwareConfig parse(JsonNode boards, JsonNode pins, JsonNode wiring, JsonNode settleMs) {
        return parse(boards, pins, wiring, null, settleMs);
    }

    /** Reads the sections; any of them may be null (absent). */
    public static HardwareConfig parse(JsonNode boards, JsonNode pins, JsonNode wiring, JsonNode strips, JsonNode settleMs) {
        List<BoardConfig> boardList = new ArrayList<>();
        for (JsonNode node : list(boards, "boards")) {
            String at = "boards[" + boardList.size() + "]";
            keys(node, at, Set.of("name", "port", "usb", "buttons"));
            String port = text(node, at, "port", false);
            String usbText = text(node, at, "usb", false);
            if ((port == null) == (usbText == null)) {
                throw new IllegalArgumentException(at + ": give the board's port (port: /dev/ttyACM0) or its USB id (usb: \"2341:0043\"), one of the two");
            }
            UsbPorts.UsbId usb = usbText == null ? null : UsbPorts.UsbId.parse(usbText, at + ".usb");
            String given = text(node, at, "name", false);
            String name = given != null ? given : port != null ? port : usb.toString();
            if (boardList.stream().anyMatch(b -> b.name().equals(name))) {
                throw new IllegalArgumentException(at + ".name: a board named '" + name + "' is already listed");
            }
            boardList.add(new BoardConfig(name, port, usb, buttons(node.get("buttons"), at + ".buttons")));
        }
        List<PinConfig> pinList = new ArrayList<>();
        for (JsonNode node : list(pins, "pins")) {
            String at = "pins[" + pinList.size() + "]";
            keys(node, at, Set.of("pin", "role", "spot", "debounceMs", "seat"));
            int pin = number(node, at, "pin", 0, 63, -1);
            String roleText = text(node, at, "role", true);
            PinRole role;
            try {
                role = PinRole.valueOf(roleText.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + ".role: '" + roleText + "' is not one of roll, end-turn, reed, led");
            }
            String spotText = text(node, at, "spot", role == PinRole.REED || role == PinRole.LED);
            Spot spot = spotText == null ? null : spot(spotText, at + ".spot");
            int debounce = number(node, at, "debounceMs", 0, 1000, 20);
            if (node.hasNonNull("seat") && role != PinRole.ROLL && role != PinRole.END_TURN) {
                throw new IllegalArgumentException(at + ".seat: only a roll or end-turn button acts for a seat, not a " + roleText + " pin");
            }
            int seat = number(node, at, "seat", 1, MAX_SEAT, 0) - 1;
            if (pinList.stream().anyMatch(p -> p.pin() == pin)) {
                throw new IllegalArgumentException(at + ".pin: pin " + pin + " is already used");
            }
            pinList.add(new PinConfig(pin, role, spot, debounce, seat));
        }
        List<WiringEntry> wiringList = new ArrayList<>();
        for (JsonNode node : list(wiring, "wiring")) {
            String at = "wiring[" + wiringList.size() + "]";
            keys(node, at, Set.of("board", "sensor", "spot"));
            String board = text(node, at, "board", true);
            if (boardList.stream().noneMatch(b -> b.name().equals(board))) {
                throw new IllegalArgumentException(at + ".board: no board named '" + board + "' under boards");
            }
            wiringList.add(new WiringEntry(board, spot(text(node, at, "sensor", true), at + ".sensor"),
                    spot(text(node, at, "spot", true), at + ".spot")));
        }
        List<StripConfig> stripList = new ArrayList<>();
        for (JsonNode node : list(strips, "strips")) {
            stripList.add(strip(node, "strips[" + stripList.size() + "]", stripList));
        }
        int settle = DEFAULT_SETTLE_MS;
        if (settleMs != null && !settleMs.isNull()) {
            if (!settleMs.isInt()) {
                throw new IllegalArgumentException("settleMs: expected a whole number of milliseconds, not " + settleMs);
            }
            settle = settleMs.intValue();
        }
        return new HardwareConfig(boardList, pinList, wiringList, stripList, settle);
    }

    /** The highest seat a button may be given (seats count from 1 in the config file). */
    static final int MAX_SEAT = 8;

    /** A board's {@code buttons}: {button: 6, does: end-turn, seat: 3}; does defaults to the button's own meaning. */
    private static List<ButtonConfig> buttons(JsonNode list, String at) {
        List<ButtonConfig> buttons = new ArrayList<>();
        for (JsonNode node : list(list, at)) {
            String where = at + "[" + buttons.size() + "]";
            keys(node, where, Set.of("button", "does", "seat"));
            int button = number(node, where, "button", 0, 255, -1);
            String doesText = text(node, where, "does", false);
            TableButton does = doesText == null ? TableButton.ofBoardButton(button) : TableButton.ofWord(doesText);
            if (doesText != null && does == null) {
                throw new IllegalArgumentException(where + ".does: '" + doesText + "' is not one of "
                        + String.join(", ", java.util.Arrays.stream(TableButton.values()).map(TableButton::word).toList()));
            }
            if (does == null) {
                throw new IllegalArgumentException(where + ".does: button " + button + " has no meaning of its own: say what it does ("
                        + String.join(", ", java.util.Arrays.stream(TableButton.values()).map(TableButton::word).toList()) + ")");
            }
            int seat = number(node, where, "seat", 1, MAX_SEAT, 0) - 1;
            if (buttons.stream().anyMatch(b -> b.button() == button)) {
                throw new IllegalArgumentException(where + ".button: button " + button + " is already listed");
            }
            buttons.add(new ButtonConfig(button, does, seat));
        }
        return buttons;
    }

    private static StripConfig strip(JsonNode node, String at, List<StripConfig> before) {
        keys(node, at, Set.of("chip", "bus", "channel", "brightness", "length", "leds"));
        String chipText = text(node, at, "chip", true);
        StripChip chip;
        try {
            chip = StripChip.valueOf(chipText.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(at + ".chip: '" + chipText + "' is not one of apa102, ws2812");
        }
        int bus = number(node, at, "bus", 0, 6, 0);
        int channel = number(node, at, "channel", 0, 2, 0);
        if (before.stream().anyMatch(s -> s.bus() == bus)) {
            throw new IllegalArgumentException(at + ".bus: SPI bus " + bus + " already drives a strip, and strips on one bus would"
                    + " share its MOSI pin: chain them into one strip (one entry, its LEDs numbered on)");
        }
        if (before.stream().anyMatch(s -> s.channel() == channel)) {
            // Pi4J keeps one SPI device per chip select number, whatever the bus; a strip ignores chip select.
            throw new IllegalArgumentException(at + ".channel: channel " + channel + " is taken by another strip: give this one"
                    + " another channel (0, 1 or 2; the strip does not use the chip-select pin)");
        }
        int brightness = number(node, at, "brightness", 1, 31, 8);
        Map<Integer, Spot> leds = new java.util.TreeMap<>();
        JsonNode list = node.get("leds");
        if (list == null || list.isNull()) {
            throw new IllegalArgumentException(at + ".leds: missing (a list of {led: 0, spot: path 17})");
        }
        for (JsonNode entry : list(list, at + ".leds")) {
            String where = at + ".leds[" + leds.size() + "]";
            keys(entry, where, Set.of("led", "spot"));
            int led = number(entry, where, "led", 0, MAX_STRIP_LEDS - 1, -1);
            Spot spot = spot(text(entry, where, "spot", true), where + ".spot");
            if (leds.containsKey(led)) {
                throw new IllegalArgumentException(where + ".led: LED " + led + " is already over " + leds.get(led));
            }
            if (leds.containsValue(spot)) {
                throw new IllegalArgumentException(where + ".spot: " + spot + " already has an LED on this strip");
            }
            leds.put(led, spot);
        }
        if (leds.isEmpty()) {
            throw new IllegalArgumentException(at + ".leds: the list is empty: say which LED sits over which spot");
        }
        int highest = ((java.util.TreeMap<Integer, Spot>) leds).lastKey();
        int length = number(node, at, "length", 1, MAX_STRIP_LEDS, highest + 1);
        if (highest >= length) {
            throw new IllegalArgumentException(at + ".length: the strip has " + length + " LEDs, but LED " + highest + " is mapped");
        }
        return new StripConfig(chip, bus, channel, brightness, length, leds);
    }

    /** The most LEDs a strip may have: a WS2812 frame of them still fits Linux's default SPI buffer (4096 bytes). */
    public static final int MAX_STRIP_LEDS = 440;

    /** Reads a whole YAML or JSON document holding {@code boards}, {@code pins}, {@code wiring}, {@code settleMs}. */
    public static HardwareConfig parse(JsonNode document) {
        if (document == null || document.isNull() || document.isMissingNode()) {
            return NONE;
        }
        if (!document.isObject()) {
            throw new IllegalArgumentException("the hardware configuration must be a mapping with boards, pins, wiring");
        }
        keys(document, "the hardware configuration", Set.of("boards", "pins", "wiring", "strips", "settleMs"));
        return parse(document.get("boards"), document.get("pins"), document.get("wiring"), document.get("strips"), document.get("settleMs"));
    }

    public static HardwareConfig parseJson(String json) {
        try {
            return parse(new ObjectMapper().readTree(json));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("the hardware configuration is not valid JSON: " + e.getOriginalMessage());
        }
    }

    /** "path 17", "intersection 3", "hex 0". */
    public static Spot spot(String text, String at) {
        String[] words = text.trim().split("\\s+");
        if (words.length == 2) {
            try {
                Spot.Kind kind = Spot.Kind.valueOf(words[0].toUpperCase(java.util.Locale.ROOT));
                return new Spot(kind, Integer.parseInt(words[1]));
            } catch (IllegalArgumentException e) {
                // fall through to the message below
            }
        }
        throw new IllegalArgumentException(at + ": '" + text + "' is not a spot such as 'path 17', 'intersection 3' or 'hex 0'");
    }

    private static Iterable<JsonNode> list(JsonNode node, String key) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new IllegalArgumentException(key + ": expected a list, not " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return node;
    }

    private static void keys(JsonNode node, String at, Set<String> allowed) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(at + ": expected a mapping of keys, not " + node);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            String key = it.next().getKey();
            if (!allowed.contains(key)) {
                throw new IllegalArgumentException(at + "." + key + ": unknown key (known: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static String text(JsonNode node, String at, String key, boolean required) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            if (required) {
                throw new IllegalArgumentException(at + "." + key + ": missing");
            }
            return null;
        }
        if (!value.isTextual() && !value.isNumber() || value.asText().isBlank()) {
            throw new IllegalArgumentException(at + "." + key + ": expected text, not " + value);
        }
        return value.asText();
    }

    private static int number(JsonNode node, String at, String key, int min, int max, int fallback) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            if (fallback < 0) {
                throw new IllegalArgumentException(at + "." + key + ": missing");
            }
            return fallback;
        }
        if (!value.isInt() || value.intValue() < min || value.intValue() > max) {
            throw new IllegalArgumentException(at + "." + key + ": expected a whole number from " + min + " to " + max + ", not " + value);
        }
        return value.intValue();
    }
}
