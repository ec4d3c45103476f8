package org.kontor.hub.hardware;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.table.Spot;
import org.kontor.protocol.message.Location;

/**
 * Which spot of the game's board each sensor sits under. A board without entries in the map
 * reports canonical ids already (its firmware's wiring_map.h does the work): its sensors map to
 * the spots of the same kind and id.
 */
public final class WiringMap {
    private final Map<String, Map<Spot, Spot>> byBoard = new HashMap<>();
    private final Map<String, Map<Spot, Spot>> inverse = new HashMap<>();

    public WiringMap(List<HardwareConfig.WiringEntry> entries) {
        for (HardwareConfig.WiringEntry entry : entries) {
            byBoard.computeIfAbsent(entry.board(), b -> new HashMap<>()).put(entry.sensor(), entry.spot());
            inverse.computeIfAbsent(entry.board(), b -> new HashMap<>()).put(entry.spot(), entry.sensor());
        }
    }

    /** The spot under a board's sensor, or null when the map leaves that sensor out. */
    public Spot spotOf(String board, Location sensor) {
        Spot reported = toSpot(sensor);
        if (reported == null) {
            return null;
        }
        Map<Spot, Spot> map = byBoard.get(board);
        return map == null ? reported : map.get(reported);
    }

    /** The board location that lights {@code spot}, or null when this board has none there. */
    public Location locationOf(String board, Spot spot) {
        Map<Spot, Spot> map = inverse.get(board);
        Spot sensor = map == null ? spot : map.get(spot);
        // A location id has 16 bits: a spot beyond them has no sensor on any board.
        return sensor == null || sensor.id() > 0xFFFF ? null : new Location(sensor.kind().ordinal(), sensor.id());
    }

    static Spot toSpot(Location location) {
        return switch (location.kind()) {
            case Location.INTERSECTION -> Spot.intersection(location.id());
            case Location.PATH -> Spot.path(location.id());
            case Location.HEX -> Spot.hex(location.id());
            default -> null;
        };
    }
}
