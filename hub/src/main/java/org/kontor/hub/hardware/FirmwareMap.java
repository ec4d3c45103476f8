package org.kontor.hub.hardware;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kontor.engine.table.Spot;

/**
 * The reference firmware's generated wiring maps of the bundled boards (firmware/kontor_board/wiring_board.h,
 * built with {@code make mega MAP=board}), as this build carries them: which spots a board flashed with
 * one reports.
 */
public final class FirmwareMap {
    private static final Pattern ENTRY = Pattern.compile("\\{(\\d+), HBP_(INTERSECTION|PATH|HEX), (\\d+)\\}");

    private FirmwareMap() {
    }

    /** The header's file name for bundled board {@code board}. */
    static String header(String board) {
        return "wiring_" + board.replace('-', '_') + ".h";
    }

    private static String resource(String board) {
        return "/uno-rig/firmware/kontor_board/" + header(board);
    }

    /** Whether this build carries a generated wiring map for bundled board {@code board}. */
    public static boolean bundled(String board) {
        return FirmwareMap.class.getResource(resource(board)) != null;
    }

    /** The bundled boards of the physical games that have a generated map, in the games' order. */
    public static List<String> boards() {
        return PhysicalGame.ids().stream().flatMap(id -> PhysicalGame.of(id).boards().stream()).filter(FirmwareMap::bundled).toList();
    }

    /** The spots a board flashed with {@code board}'s map reports, one per reed switch. */
    public static SortedSet<Spot> spots(String board) {
        try (InputStream in = FirmwareMap.class.getResourceAsStream(resource(board))) {
            if (in == null) {
                throw new IllegalArgumentException("no bundled wiring map for board " + board + " (the bundled ones: "
                        + String.join(", ", boards()) + ")");
            }
            Matcher entry = ENTRY.matcher(new String(in.readAllBytes(), StandardCharsets.US_ASCII));
            SortedSet<Spot> spots = new TreeSet<>();
            while (entry.find()) {
                spots.add(new Spot(Spot.Kind.valueOf(entry.group(2)), Integer.parseInt(entry.group(3))));
            }
            return spots;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled wiring map of " + board, e);
        }
    }
}
