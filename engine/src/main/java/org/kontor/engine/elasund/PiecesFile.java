package org.kontor.engine.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.board.BoardFileException;

/**
 * Reads and validates the Elasund pieces file (docs/rules-elasund.md, "The pieces file"): the
 * building catalogue, wall tiles, church, trade track and decks. Every problem is a
 * {@link BoardFileException} naming the file, the field and the problem.
 */
public final class PiecesFile {

    public static final int FORMAT = 1;
    /** The influence colours, in the order the decks list them. */
    public static final List<String> COLOURS = List.of("blue", "green", "red");

    private static final Set<String> TOP = Set.of("format", "game", "about", "buildings", "walls", "church", "tradeTrack",
            "decks", "startingHand");
    private static final Set<String> BUILDING = Set.of("id", "name", "owner", "count", "width", "height", "permits", "cost",
            "income", "flags", "provisional");
    private static final Set<String> WALL = Set.of("number", "reward", "cards");
    private static final Set<String> CHURCH = Set.of("tiles", "cost", "flags");
    private static final Set<String> TRACK = Set.of("points", "flags");
    private static final Set<String> DECK = Set.of("id", "gold", "influence", "provisional");
    private static final Set<String> HAND = Set.of("gold", "influence");
    private static final Set<Integer> SIZES = Set.of(1, 2, 4, 6);

    private PiecesFile() {}

    public static Pieces bundled() {
        return parse("pieces.json", DataFile.bundled("pieces.json"));
    }

    public static Pieces parse(String file, String text) {
        DataFile f = new DataFile(file);
        JsonNode root = f.root(text);
        f.fields(root, "", TOP);
        f.header(root, FORMAT);
        List<BuildingKind> buildings = buildings(f, f.array(root, "buildings", ""));
        List<Pieces.WallTile> walls = walls(f, f.array(root, "walls", ""));
        JsonNode church = f.object(root, "church", "");
        f.fields(church, "church.", CHURCH);
        int tiles = f.integer(church, "tiles", "church.");
        if (tiles != 9) {
            throw f.error("church.tiles", "must be 9, the church's 3 by 3 picture, found " + tiles);
        }
        int churchCost = f.integer(church, "cost", "church.", 0, 50);
        int churchFlags = f.integer(church, "flags", "church.", 0, 1);
        List<Pieces.TrackSpace> track = track(f, f.array(root, "tradeTrack", ""));
        List<Pieces.Deck> decks = decks(f, f.array(root, "decks", ""));
        JsonNode hand = f.object(root, "startingHand", "");
        f.fields(hand, "startingHand.", HAND);
        int gold = f.integer(hand, "gold", "startingHand.", 0, 10);
        int influence = f.integer(hand, "influence", "startingHand.", 0, 10);
        return new Pieces(buildings, walls, tiles, churchCost, churchFlags, track, decks, gold, influence);
    }

    private static List<BuildingKind> buildings(DataFile f, JsonNode list) {
        List<BuildingKind> kinds = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "buildings[" + i + "].";
            JsonNode b = f.element(list, i, "buildings[" + i + "]");
            f.fields(b, at, BUILDING);
            String id = f.text(b, "id", at);
            if (!ids.add(id)) {
                throw f.error(at + "id", "repeats \"" + id + "\"");
            }
            JsonNode names = f.object(b, "name", at);
            Map<String, String> name = new LinkedHashMap<>();
            for (var it = names.fields(); it.hasNext(); ) {
                var e = it.next();
                name.put(e.getKey(), f.text(names, e.getKey(), at + "name."));
            }
            if (!name.containsKey("en")) {
                throw f.error(at + "name.en", "is missing: every building needs an English name");
            }
            BuildingKind.Owner owner = choice(f, BuildingKind.Owner.class, f.text(b, "owner", at), at + "owner");
            int width = f.integer(b, "width", at, 1, 3);
            int height = f.integer(b, "height", at, 1, 3);
            if (!SIZES.contains(width * height)) {
                throw f.error(at + "width", "and height make " + width * height + " squares; Elasund's buildings cover 1, 2, 4 or 6");
            }
            List<Integer> flags = new ArrayList<>();
            JsonNode flagList = f.array(b, "flags", at);
            for (int k = 0; k < flagList.size(); k++) {
                JsonNode n = flagList.get(k);
                if (!n.isInt() || n.intValue() < 0 || n.intValue() >= height) {
                    throw f.error(at + "flags[" + k + "]", "must be a row inside the tile, 0 to " + (height - 1) + ", found " + n);
                }
                flags.add(n.intValue());
            }
            if (owner == BuildingKind.Owner.NEUTRAL && flags.isEmpty()) {
                throw f.error(at + "flags", "is empty, but a neutral building carries its builder's victory-point flags");
            }
            if (owner != BuildingKind.Owner.NEUTRAL && !flags.isEmpty()) {
                throw f.error(at + "flags", "lists flags, but only neutral buildings carry them");
            }
            kinds.add(new BuildingKind(id, name, owner, f.integer(b, "count", at, 1, 10), width, height,
                    f.integer(b, "permits", at, 0, 5), f.integer(b, "cost", at, 0, 20),
                    choice(f, BuildingKind.Income.class, f.text(b, "income", at), at + "income"), flags,
                    f.optionalText(b, "provisional", at)));
        }
        long starting = kinds.stream().filter(k -> k.owner() == BuildingKind.Owner.STARTING).count();
        if (starting != 2 || kinds.stream().noneMatch(k -> k.owner() == BuildingKind.Owner.STARTING && k.size() == 1)
                || kinds.stream().noneMatch(k -> k.owner() == BuildingKind.Owner.STARTING && k.width() == 1 && k.height() == 2)) {
            throw f.error("buildings", "must hold exactly two starting cottages, one 1 by 1 and one 1 by 2, as the board's starting squares frame them");
        }
        return kinds;
    }

    private static List<Pieces.WallTile> walls(DataFile f, JsonNode list) {
        List<Pieces.WallTile> walls = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "walls[" + i + "].";
            JsonNode w = f.element(list, i, "walls[" + i + "]");
            f.fields(w, at, WALL);
            int number = f.integer(w, "number", at);
            if (number != i + 1) {
                throw f.error(at + "number", "is " + number + ", but the walls are listed in building order, so it must be " + (i + 1));
            }
            String reward = f.text(w, "reward", at);
            if (!reward.equals("influence") && !reward.equals("tower")) {
                throw f.error(at + "reward", "is \"" + reward + "\", not influence or tower");
            }
            int cards = f.integer(w, "cards", at, 0, 2);
            if (reward.equals("tower") != (cards == 0)) {
                throw f.error(at + "cards", "is " + cards + ": a tower gives no cards, an influence wall 1 or 2");
            }
            walls.add(new Pieces.WallTile(number, reward.equals("tower"), cards));
        }
        if (walls.size() != 9) {
            throw f.error("walls", "lists " + walls.size() + " wall tiles; each colour has 9");
        }
        return walls;
    }

    private static List<Pieces.TrackSpace> track(DataFile f, JsonNode list) {
        List<Pieces.TrackSpace> track = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "tradeTrack[" + i + "].";
            JsonNode t = f.element(list, i, "tradeTrack[" + i + "]");
            f.fields(t, at, TRACK);
            int points = f.integer(t, "points", at, 1, 30);
            if (!track.isEmpty() && points <= track.get(track.size() - 1).points()) {
                throw f.error(at + "points", "is " + points + ": the spaces must rise along the track");
            }
            track.add(new Pieces.TrackSpace(points, f.integer(t, "flags", at, 1, 4)));
        }
        if (track.isEmpty()) {
            throw f.error("tradeTrack", "names no space with flags");
        }
        return track;
    }

    private static List<Pieces.Deck> decks(DataFile f, JsonNode list) {
        List<Pieces.Deck> decks = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "decks[" + i + "].";
            JsonNode d = f.element(list, i, "decks[" + i + "]");
            f.fields(d, at, DECK);
            String id = f.text(d, "id", at);
            if (decks.stream().anyMatch(x -> x.id().equals(id))) {
                throw f.error(at + "id", "repeats \"" + id + "\"");
            }
            int gold = f.integer(d, "gold", at, 1, 200);
            JsonNode inf = f.object(d, "influence", at);
            f.fields(inf, at + "influence.", Set.copyOf(COLOURS));
            List<Integer> influence = new ArrayList<>();
            for (String colour : COLOURS) {
                influence.add(f.integer(inf, colour, at + "influence.", 1, 100));
            }
            decks.add(new Pieces.Deck(id, gold, influence, f.optionalText(d, "provisional", at)));
        }
        if (decks.isEmpty()) {
            throw f.error("decks", "names no deck");
        }
        return decks;
    }

    private static <T extends Enum<T>> T choice(DataFile f, Class<T> kind, String value, String at) {
        for (T constant : kind.getEnumConstants()) {
            if (constant.name().equals(value.toUpperCase(Locale.ROOT))) {
                return constant;
            }
        }
        List<String> names = new ArrayList<>();
        for (T constant : kind.getEnumConstants()) {
            names.add(constant.name().toLowerCase(Locale.ROOT));
        }
        throw f.error(at, "is \"" + value + "\", not one of " + String.join(", ", names));
    }
}
