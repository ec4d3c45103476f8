package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import org.junit.jupiter.api.Test;
import org.kontor.engine.table.Spot;

/**
 * The reference firmware's wiring maps for the bundled boards that are not Catan's base board
 * (firmware/kontor_board/wiring_*.h, chosen with {@code make mega MAP=board-id}) are generated from
 * the spots the game's physical rules use on that board: one reed switch per spot, intersections
 * first, then paths, then hexes, each in id order. The test fails when a header no longer matches
 * the engine; rewrite them with
 * <pre>
 * mvn -o -pl hub -am test -Dtest=FirmwareWiringMapsTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.wiring.write=true
 * </pre>
 */
class FirmwareWiringMapsTest {
    private static final Path SKETCH = Path.of("..", "firmware-protocol", "firmware", "kontor_board");
    /** What a Uno's firmware holds (board.h's small limits): channels, ids per kind, one snapshot frame's bytes. */
    private static final int UNO_CHANNELS = 152;
    private static final int UNO_IDS_PER_KIND = 80;
    private static final int UNO_SNAPSHOT_BITMAP_BYTES = 48 - 29;   // a base board's 19 bitmap bytes fill its 48-byte frame
    /** What a Mega's firmware holds (board.h's large limits): channels, ids per kind, LEDs, one snapshot frame's bitmap bytes. */
    private static final int MEGA_CHANNELS = 640;
    private static final int MEGA_IDS_PER_KIND = 480;
    private static final int MEGA_LEDS = 944;
    private static final int MEGA_SNAPSHOT_BITMAP_BYTES = 160 - 29;

    /** A bundled board, its HELLO layout (protocol.md §5) and the MCU its map needs. */
    record Board(String game, String id, int layout, String file) {
    }

    static final List<Board> BOARDS = List.of(
            new Board("hansa", "hansa-45", 5, "wiring_hansa_45.h"),
            new Board("hansa", "hansa-3", 6, "wiring_hansa_3.h"),
            new Board("elasund", "elasund", 7, "wiring_elasund.h"),
            new Board("merchants", "europe-short", 4, "wiring_europe_short.h"),
            new Board("merchants", "europe-main", 3, "wiring_europe_main.h"));

    @Test
    void every_bundled_board_has_a_map_covering_each_spot_its_game_uses_once_and_fits_a_mega() throws IOException {
        List<String> stale = new ArrayList<>();
        for (Board board : BOARDS) {
            PhysicalGame<?, ?> game = PhysicalGame.of(board.game());
            SortedSet<Spot> spots = game.spotsInUse(board.id());
            String header = header(board, game.code(), spots);
            Path file = SKETCH.resolve(board.file());
            if (Boolean.getBoolean("kontor.wiring.write")) {
                Files.writeString(file, header, StandardCharsets.US_ASCII);
            }
            if (!Files.exists(file) || !Files.readString(file, StandardCharsets.US_ASCII).equals(header)) {
                stale.add(board.file());
            }
            // What a board flashed with this header reports, checked as `kontor wiring check` checks a board with canonical ids.
            SortedSet<Spot> reported = entries(Files.readString(file, StandardCharsets.US_ASCII));
            WiringCheck check = WiringCheck.of(new HardwareConfig(List.of(new HardwareConfig.BoardConfig("mega", "/dev/ttyACM0")),
                    List.of(), List.of(), 400), spots, java.util.Map.of("mega", reported));
            assertThat(check.lines(spots.size())).as(board.file()).contains("Covered: " + spots.size() + " of the " + spots.size()
                    + " spots the game uses.");
            assertThat(check.ok() && check.outside().isEmpty()).as(board.file() + ": " + check.lines(spots.size())).isTrue();
            int[] counts = counts(spots);
            assertThat(spots).as(board.id() + "'s spots, one channel each on a Mega").hasSizeLessThanOrEqualTo(MEGA_CHANNELS);
            assertThat(counts[0] + counts[1] + counts[2]).as(board.id() + ": an LED per id on the Mega's strip").isLessThanOrEqualTo(MEGA_LEDS);
            assertThat(Math.max(counts[0], Math.max(counts[1], counts[2]))).as(board.id() + ": ids per kind on a Mega")
                    .isLessThanOrEqualTo(MEGA_IDS_PER_KIND);
            assertThat(bitmapBytes(counts)).as(board.id() + ": the snapshot in one of the Mega's outbox slots")
                    .isLessThanOrEqualTo(MEGA_SNAPSHOT_BITMAP_BYTES);
            System.out.printf("[wiring maps] %s: %d spots (%d intersections, %d paths, %d hexes by id), snapshot bitmaps %d bytes;"
                            + " on a Uno: %s%n", board.id(), spots.size(), counts[0], counts[1], counts[2], bitmapBytes(counts),
                    unoFit(spots.size(), counts));
        }
        assertThat(stale).as("wiring headers that do not match the engine's spots (rewrite them: -Dkontor.wiring.write=true)").isEmpty();
    }

    @Test
    void no_bundled_board_but_catans_base_board_fits_the_unos_firmware_limits() {
        for (Board board : BOARDS) {
            SortedSet<Spot> spots = PhysicalGame.of(board.game()).spotsInUse(board.id());
            assertThat(unoFit(spots.size(), counts(spots))).as(board.id()).isNotEqualTo("fits");
        }
    }

    /** The spots of a header's WIRING entries, in its order; a spot listed twice fails. */
    private static SortedSet<Spot> entries(String header) {
        SortedSet<Spot> spots = new java.util.TreeSet<>();
        java.util.regex.Matcher entry = java.util.regex.Pattern.compile("\\{(\\d+), HBP_(INTERSECTION|PATH|HEX), (\\d+)\\}").matcher(header);
        int channel = 0;
        while (entry.find()) {
            assertThat(Integer.parseInt(entry.group(1))).as("channels in order from 0").isEqualTo(channel++);
            Spot spot = new Spot(Spot.Kind.valueOf(entry.group(2)), Integer.parseInt(entry.group(3)));
            assertThat(spots.add(spot)).as("a second switch under " + spot).isTrue();
        }
        return spots;
    }

    /** Why a board does not fit the Uno's firmware, or "fits". */
    static String unoFit(int channels, int[] counts) {
        List<String> why = new ArrayList<>();
        if (channels > UNO_CHANNELS) {
            why.add(channels + " channels > " + UNO_CHANNELS);
        }
        int most = Math.max(counts[0], Math.max(counts[1], counts[2]));
        if (most > UNO_IDS_PER_KIND) {
            why.add("ids up to " + (most - 1) + " > " + (UNO_IDS_PER_KIND - 1) + " per kind");
        }
        if (bitmapBytes(counts) > UNO_SNAPSHOT_BITMAP_BYTES) {
            why.add("snapshot bitmaps " + bitmapBytes(counts) + " bytes > " + UNO_SNAPSHOT_BITMAP_BYTES);
        }
        return why.isEmpty() ? "fits" : String.join(", ", why);
    }

    private static int bitmapBytes(int[] counts) {
        return (counts[0] + 7) / 8 + (counts[1] + 7) / 8 + (counts[2] + 7) / 8;
    }

    /** The HELLO counts: the highest id of each kind + 1 (ids a game does not use have no switch). */
    static int[] counts(SortedSet<Spot> spots) {
        int[] counts = new int[3];
        for (Spot spot : spots) {
            counts[spot.kind().ordinal()] = Math.max(counts[spot.kind().ordinal()], spot.id() + 1);
        }
        return counts;
    }

    static String header(Board board, int gameCode, SortedSet<Spot> spots) {
        int[] counts = counts(spots);
        String guard = "WIRING_" + board.id().toUpperCase(java.util.Locale.ROOT).replace('-', '_') + "_H";
        StringBuilder h = new StringBuilder();
        h.append("/*\n")
                .append(" * The wiring map of the bundled board ").append(board.id()).append(": one reed switch per spot the game\n")
                .append(" * uses, in the chain's order: intersections, then paths, then hexes, each by id. Generated from the\n")
                .append(" * engine's spots by FirmwareWiringMapsTest (-Dkontor.wiring.write=true); do not edit by hand.\n")
                .append(" * ").append(spots.size()).append(" channels: an Arduino Mega (make mega MAP=").append(board.id())
                .append("); the Uno's limits are too small.\n")
                .append(" */\n")
                .append("#ifndef ").append(guard).append("\n#define ").append(guard).append("\n\n")
                .append("#include \"board.h\"\n\n")
                .append("#if defined(__AVR__) && RAMEND < 0x1000\n")
                .append("#error \"this board's wiring map needs an Arduino Mega: make mega MAP=").append(board.id()).append("\"\n")
                .append("#endif\n\n")
                .append("#define BOARD_GAME ").append(gameCode).append("\n")
                .append("#define BOARD_LAYOUT ").append(board.layout()).append("\n")
                .append("#define BOARD_INTERSECTIONS ").append(counts[0]).append("\n")
                .append("#define BOARD_PATHS ").append(counts[1]).append("\n")
                .append("#define BOARD_HEXES ").append(counts[2]).append("\n")
                .append("#define BOARD_LEDS ").append(counts[0] + counts[1] + counts[2])
                .append("  /* LED i shows intersection i, then the paths, then the hexes, by id */\n\n")
                .append("static const uint8_t BOARD_UID[8] = {'K', 'O', 'N', 'T', 'O', 'R', '0', '").append(board.layout()).append("'};\n\n")
                .append("static const board_wiring WIRING[] BOARD_FLASH = {\n");
        String[] kinds = {"HBP_INTERSECTION", "HBP_PATH", "HBP_HEX"};
        int channel = 0;
        StringBuilder line = new StringBuilder("   ");
        for (Spot spot : spots.stream().sorted(java.util.Comparator.comparing((Spot s) -> s.kind().ordinal()).thenComparing(Spot::id)).toList()) {
            String entry = " {" + channel++ + ", " + kinds[spot.kind().ordinal()] + ", " + spot.id() + "},";
            if (line.length() + entry.length() > 110) {
                h.append(line).append("\n");
                line = new StringBuilder("   ");
            }
            line.append(entry);
        }
        h.append(line).append("\n};\n\n#endif\n");
        return h.toString();
    }
}
