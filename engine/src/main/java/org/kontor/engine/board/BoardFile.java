package org.kontor.engine.board;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads and validates board files (format 2, and format 1 with its defaults; see docs/boards.md). The engine reads no files: the
 * caller passes the file's name (for error messages) and its text; bundled boards come from the
 * classpath under {@code /boards/}.
 *
 * <p>Every problem is reported as a {@link BoardFileException} naming the file, the field and
 * the problem.
 */
public final class BoardFile {

    /** The current format; format 1 files (before "game" and "side") load too, with the defaults docs/boards.md gives. */
    public static final int FORMAT = 2;
    /** Each game's part of the board file, in the order the games are offered (docs/architecture.md). */
    private static final List<BoardSection> SECTIONS = sections();

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    /** The fields every board file has; a game's section adds its own (harbours are the kernel's to read, for a game that has them). */
    private static final Set<String> KERNEL_FIELDS = Set.of("format", "game", "side", "id", "title", "hexes");
    private static final Set<String> HEX_FIELDS = Set.of("q", "r", "terrain", "token", "colour");
    /**
     * Far more than any game's board (Europe's main side has 148, sea included), so a corrupt or runaway file is
     * refused before it builds huge tables; it also keeps every path id within 16 bits (6 paths a hex
     * at most), which a game's path search may rely on (Merchants' caravan walks do).
     */
    static final int MAX_HEXES = 2_000;

    private BoardFile() {}

    private static List<BoardSection> sections() {
        List<BoardSection> sections = new ArrayList<>();
        ServiceLoader.load(BoardSection.class, BoardFile.class.getClassLoader()).forEach(sections::add);
        return List.copyOf(sections);
    }

    /** Parses and validates a board file's text. */
    public static Board parse(String fileName, String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw new BoardFileException(fileName, "", where + "is not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new BoardFileException(fileName, "", "is empty");
        }
        return new Reader(fileName, root).read();
    }

    public static Board parse(String fileName, byte[] utf8) {
        return parse(fileName, new String(utf8, StandardCharsets.UTF_8));
    }

    public static Board parse(String fileName, InputStream in) {
        try (in) {
            return parse(fileName, in.readAllBytes());
        } catch (IOException e) {
            throw new BoardFileException(fileName, "", "cannot be read: " + e.getMessage());
        }
    }

    /** A board shipped with Kontor, by id (see {@link #bundledIds()}). */
    public static Board bundled(String id) {
        InputStream in = BoardFile.class.getResourceAsStream("/boards/" + id + ".json");
        if (in == null) {
            throw new BoardFileException(id + ".json", "", "is not a bundled board (bundled: "
                    + String.join(", ", bundledIds()) + ")");
        }
        return parse(id + ".json", in);
    }

    /** Ids of the boards shipped with Kontor, from {@code /boards/bundled.txt}. */
    public static List<String> bundledIds() {
        InputStream in = BoardFile.class.getResourceAsStream("/boards/bundled.txt");
        if (in == null) {
            return List.of();
        }
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .collect(Collectors.toUnmodifiableList());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the list of bundled boards", e);
        }
    }

    /** The name a terrain has in board files: lower case, words joined by '-'. */
    public static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Walks the JSON tree once, keeping the field path for error messages. */
    private static final class Reader {
        private final BoardFields file;
        private final JsonNode root;

        Reader(String fileName, JsonNode root) {
            this.file = new BoardFields(fileName, root);
            this.root = root;
        }

        private BoardFileException error(String field, String problem) {
            return file.error(field, problem);
        }

        Board read() {
            if (!root.isObject()) {
                throw error("", "must hold a JSON object at the top, found " + BoardFields.kind(root));
            }
            Set<String> known = new HashSet<>(KERNEL_FIELDS);
            SECTIONS.forEach(section -> known.addAll(section.fields()));
            file.unknownFields(root, "", known);
            int format = file.integer(root, "format", "");
            if (format != 1 && format != FORMAT) {
                throw error("format", format + " is not supported (this Kontor reads formats 1 and " + FORMAT + ")");
            }
            // Format 1 came before boards named their game: every such file is a Merchants of Europe board.
            String game = "merchants";
            String side = null;
            if (format == 1) {
                for (String field : List.of("game", "side")) {
                    if (root.has(field)) {
                        throw error(field, "came with format 2: write \"format\": 2 to use it");
                    }
                }
            } else {
                game = file.text(root, "game", "");
            }
            BoardSection section = section(game);
            if (format != 1) {
                side = file.text(root, "side", "");
                if (!section.sides().contains(side)) {
                    throw error("side", quote(side) + " is not a side of " + game + " (its sides: " + String.join(", ", section.sides()) + ")");
                }
            }
            for (BoardSection other : SECTIONS) {
                for (String field : other.fields()) {
                    if (root.has(field) && !section.fields().contains(field)) {
                        throw error(field, (field.endsWith("s") ? "belong" : "belongs") + " to " + owners(field)
                                + " boards; a " + game + " board has none");
                    }
                }
            }
            String id = file.text(root, "id", "");
            if (!id.matches("[a-z0-9][a-z0-9-]*")) {
                throw error("id", quote(id) + " must be lower-case letters, digits and '-'");
            }
            String title = file.text(root, "title", "");

            // Hexes first: everything else refers to the topology they define.
            JsonNode hexNodes = file.array(root, "hexes", true);
            if (hexNodes.isEmpty()) {
                throw error("hexes", "is empty: a board needs at least one hex");
            }
            if (hexNodes.size() > MAX_HEXES) {
                throw error("hexes", "has " + hexNodes.size() + " hexes: a board has at most " + MAX_HEXES);
            }
            List<Axial> positions = new ArrayList<>();
            List<Terrain> terrain = new ArrayList<>();
            List<TokenSpace> spaces = new ArrayList<>();
            Map<Axial, Integer> seen = new HashMap<>();
            for (int h = 0; h < hexNodes.size(); h++) {
                String at = "hexes[" + h + "]";
                JsonNode hex = file.object(hexNodes.get(h), at);
                file.unknownFields(hex, at, HEX_FIELDS);
                Axial position = new Axial(file.integer(hex, "q", at), file.integer(hex, "r", at));
                Integer earlier = seen.putIfAbsent(position, h);
                if (earlier != null) {
                    throw error(at, "at q " + position.q() + ", r " + position.r() + " repeats hexes[" + earlier + "]");
                }
                Terrain t = file.enumValue(Terrain.class, hex, "terrain", at);
                positions.add(position);
                terrain.add(t);
                spaces.add(tokenSpace(hex, at, t));
            }
            Topology topology = new Topology(positions);
            List<Harbour> harbours = section.fields().contains("harbours") ? harbours(topology, terrain) : List.of();
            Board board = section.read(new Board(id, title, game, side, topology, terrain, spaces, harbours), file);
            if (board.side() == null) {
                throw new IllegalStateException(section.getClass().getName() + " gave the board no side");
            }
            return board;
        }

        private BoardSection section(String game) {
            for (BoardSection section : SECTIONS) {
                if (section.game().equals(game)) {
                    return section;
                }
            }
            throw error("game", quote(game) + " is not a game Kontor knows (known: "
                    + SECTIONS.stream().map(BoardSection::game).collect(Collectors.joining(", ")) + ")");
        }

        /** The games whose boards carry {@code field}, by name: "Catan". */
        private static String owners(String field) {
            return SECTIONS.stream().filter(s -> s.fields().contains(field)).map(BoardSection::title)
                    .collect(Collectors.joining(" or "));
        }

        /** Harbours (Catan's): each on a coastal path (one land hex along it), no two sharing an intersection. */
        private List<Harbour> harbours(Topology topology, List<Terrain> terrain) {
            JsonNode nodes = file.array(root, "harbours", false);
            List<Harbour> harbours = new ArrayList<>();
            Map<Integer, Integer> byIntersection = new HashMap<>();
            for (int k = 0; k < nodes.size(); k++) {
                String at = "harbours[" + k + "]";
                JsonNode node = file.object(nodes.get(k), at);
                file.unknownFields(node, at, Set.of("path", "rate", "resource"));
                int p = file.id(node.get("path"), at + ".path", "path", topology.pathCount());
                long land = Arrays.stream(topology.hexesAlongPath(p)).filter(h -> terrain.get(h).isLand()).count();
                if (land != 1) {
                    throw error(at + ".path", "path " + p + " is not on the coast: a harbour stands on a path with land"
                            + " on one side only, and this one has " + land + " land hexes along it");
                }
                for (int i : topology.intersectionsOfPath(p)) {
                    Integer other = byIntersection.putIfAbsent(i, k);
                    if (other != null) {
                        throw error(at + ".path", "path " + p + " shares intersection " + i + " with harbours[" + other + "]");
                    }
                }
                int rate = file.integer(node, "rate", at);
                Resource resource = null;
                if (rate == 2) {
                    resource = file.enumValue(Resource.class, node, "resource", at);
                } else if (rate == 3) {
                    if (node.has("resource")) {
                        throw error(at + ".resource", "is only for 2:1 harbours; a 3:1 harbour takes any one kind");
                    }
                } else {
                    throw error(at + ".rate", rate + " must be 2 (a 2:1 harbour for one resource) or 3 (a 3:1 harbour)");
                }
                harbours.add(new Harbour(p, resource, rate));
            }
            return harbours;
        }

        private TokenSpace tokenSpace(JsonNode hex, String at, Terrain t) {
            JsonNode token = hex.get("token");
            JsonNode colourNode = hex.get("colour");
            if (token == null || token.isNull()) {
                if (colourNode != null) {
                    throw error(at + ".colour", "is only allowed on a blank or marked token space");
                }
                return new TokenSpace.None();
            }
            if (t.produces() == null) {
                throw error(at + ".token", "is not allowed on " + name(t) + ": it never produces");
            }
            if (token.isInt()) {
                if (colourNode != null) {
                    throw error(at + ".colour", "is only allowed on a blank or marked token space");
                }
                return new TokenSpace.Printed(file.number(token.intValue(), at + ".token"));
            }
            if (token.isTextual() && (token.textValue().equals("blank") || token.textValue().equals("marked"))) {
                Resource colour = colourNode == null ? t.produces() : file.enumValue(Resource.class, hex, "colour", at);
                return new TokenSpace.Blank(colour, token.textValue().equals("marked"));
            }
            throw error(at + ".token", BoardFields.valueText(token) + " must be a number 2..12 (not 7), \"blank\" or \"marked\"");
        }

        private static String quote(String s) {
            return BoardFields.quote(s);
        }
    }
}
