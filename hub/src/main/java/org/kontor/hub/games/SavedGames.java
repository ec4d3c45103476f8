package org.kontor.hub.games;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.kontor.engine.Result;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.games.Games;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.hub.Script;
import org.kontor.hub.journal.Journal;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.session.TableSession;

/**
 * Saved games between the journal, the table session and files: read back for a resume, written
 * out as JSON Lines in {@code kontor play}'s format (docs/commands.md), and read in from such a
 * file (checked by replaying every line before anything is stored).
 */
public final class SavedGames {

    /** A line that names a fresh draw of chance after an undo: {@code {"fresh": 1234}}. */
    public static final String FRESH = "fresh";

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SavedGames.class);

    private SavedGames() {}

    /** SHA-256 of a board file's bytes: which board a game was played on, beyond its id. */
    public static String hash(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this Java", e);
        }
    }

    /**
     * The hash of a bundled board's file, or null if there is no such bundled board. Hex boards lie
     * in {@code /boards/}; a game with a board kind of its own keeps its maps in a folder named for
     * the game ({@code /boards/hansa/}), and those are checked on resume too.
     */
    public static String bundledBoardHash(String id) {
        List<String> places = new ArrayList<>(List.of("/boards/" + id + ".json"));
        Games.ids().forEach(game -> places.add("/boards/" + game + "/" + id + ".json"));
        for (String place : places) {
            try (InputStream in = BoardFile.class.getResourceAsStream(place)) {
                if (in != null) {
                    return hash(in.readAllBytes());
                }
            } catch (IOException e) {
                return null;
            }
        }
        return null;
    }

    /**
     * A journaled game as the session resumes it. Throws {@link TableSession.CannotResume} if this
     * hub does not offer the board or deck the game was played with.
     */
    public static <C> TableSession.Saved<C> saved(Journal.GameInfo info, List<Journal.Entry> entries, TableGame<?, C, ?, ?> game,
                                                  Function<String, String> boardHash) {
        return saved(info, entries, List.of(), game, boardHash);
    }

    /**
     * As above, resumed from the newest of the game's {@code checkpoints} (newest first) that
     * leaves {@link TableSession#REPLAYED_AT_LEAST} moves to replay and checks against the
     * entries; each one that does not check is logged and passed over (docs/saving.md).
     */
    public static <C> TableSession.Saved<C> saved(Journal.GameInfo info, List<Journal.Entry> entries,
                                                  List<Journal.Checkpoint> checkpoints, TableGame<?, C, ?, ?> game,
                                                  Function<String, String> boardHash) {
        SetupLine setup = setup(info);
        if (!setup.game().equals(game.id())) {
            throw new TableSession.CannotResume("Game " + info.id() + " is a game of " + setup.game() + ", not of "
                    + game.id() + " (the game this table plays).");
        }
        String board = setup.setup().board();
        boolean offered = game.schema().boards().stream().anyMatch(b -> b.id().equals(board));
        if (!offered) {
            throw new TableSession.CannotResume("Game " + info.id() + " was played on the board \"" + board
                    + "\", which this hub does not offer: start it with that board file (--board FILE or game.boards).");
        }
        String now = boardHash.apply(board);
        if (info.boardHash() != null && now != null && !info.boardHash().equals(now)) {
            throw new TableSession.CannotResume("The board file of \"" + board + "\" has changed since game " + info.id()
                    + " began: start the hub with the board file the game was played on.");
        }
        if (!setup.deck().equals(game.deckId())) {
            throw new TableSession.CannotResume("Game " + info.id() + " was played with the deck \"" + setup.deck()
                    + "\", this hub offers \"" + game.deckId() + "\": start it with that deck file (--deck FILE or game.deck).");
        }
        TableSession.Checkpoint from = info.finished() != null ? null : checkpoint(info, entries, checkpoints);
        // The moves before the checkpoint are not replayed: their commands are read only if the
        // game ever is from its start (TableSession.Entry.Unread).
        int unread = from == null ? 0 : from.entries();
        List<TableSession.Entry<C>> list = new ArrayList<>();
        // A long game says the same few hundred commands again and again (a 2,000-move game of
        // Merchants: 586 different texts, "roll" 423 times): each text is read once, on a cold
        // JVM a third of a resume's reading. A command is a value, so one may stand for all its moves.
        Map<String, C> read = new HashMap<>();
        for (Journal.Entry entry : entries) {
            if (entry.isMove() && entry.n() <= unread) {
                list.add(new TableSession.Entry.Unread<>(entry.seat(), entry.version(), entry.command(), entry.digest()));
            } else if (entry.isMove()) {
                C command = read.get(entry.command());
                if (command == null) {
                    try {
                        command = game.parseCommand(Json.MAPPER.readTree(entry.command()));
                    } catch (JsonProcessingException | IllegalArgumentException e) {
                        throw new TableSession.CannotResume("Move " + entry.n() + " of game " + info.id()
                                + " cannot be read: " + e.getMessage());
                    }
                    read.put(entry.command(), command);
                }
                list.add(new TableSession.Entry.Move<>(entry.seat(), entry.version(), command, entry.digest()));
            } else {
                list.add(new TableSession.Entry.Fresh<>(entry.entropy()));
            }
        }
        return new TableSession.Saved<>(setup.setup(), info.seed(), list, info.finished() != null, bots(info), from);
    }

    /** The checkpoint to resume from, or null: replay every entry. */
    private static TableSession.Checkpoint checkpoint(Journal.GameInfo info, List<Journal.Entry> entries,
                                                      List<Journal.Checkpoint> checkpoints) {
        int moves = (int) entries.stream().filter(Journal.Entry::isMove).count();
        for (Journal.Checkpoint stored : checkpoints) {
            if (stored.moves() > moves - TableSession.REPLAYED_AT_LEAST) {
                continue;                       // too near the end: the log's moves must be replayed for their events
            }
            String problem = stored.problem(entries);
            if (problem == null) {
                try {
                    int[] rolls = Json.MAPPER.readValue(stored.rolls(), int[].class);
                    return new TableSession.Checkpoint(stored.n(), stored.moves(), Json.MAPPER.readTree(stored.state()), rolls);
                } catch (JsonProcessingException | IllegalArgumentException e) {
                    problem = "it cannot be read: " + e.getMessage();
                }
            }
            LOG.warn("Game {}: the checkpoint after move {} is not used ({}).", info.id(), stored.moves(), problem);
        }
        return null;
    }

    /** The seats the hub's bots played when the game was saved; a level this hub does not know is refused by name. */
    static java.util.Map<Integer, org.kontor.engine.bot.Level> bots(Journal.GameInfo info) {
        if (info.bots() == null) {
            return java.util.Map.of();
        }
        java.util.Map<Integer, org.kontor.engine.bot.Level> bots = new java.util.TreeMap<>();
        try {
            java.util.Map<String, String> words = Json.MAPPER.readerForMapOf(String.class).readValue(info.bots());
            for (java.util.Map.Entry<String, String> seat : words.entrySet()) {
                bots.put(Integer.parseInt(seat.getKey()), org.kontor.engine.bot.Level.named(seat.getValue()));
            }
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new TableSession.CannotResume("The bot seats of game " + info.id() + " cannot be read (" + info.bots() + "): "
                    + e.getMessage());
        }
        return bots;
    }

    /** A game's setup, with the names the players gave themselves during the game (they play no part in the rules). */
    public static SetupLine setup(Journal.GameInfo info) {
        try {
            SetupLine line = SetupLine.read(Json.MAPPER.readTree(info.setup()));
            if (info.names() == null) {
                return line;
            }
            List<String> names = Json.MAPPER.readerForListOf(String.class).readValue(info.names());
            if (names.size() != line.setup().players()) {
                throw new TableSession.CannotResume("Game " + info.id() + " has " + names.size() + " names saved for "
                        + line.setup().players() + " players.");
            }
            GameSetup renamed = new GameSetup(line.setup().board(), names, line.setup().options(), line.setup().dice());
            return new SetupLine(line.game(), renamed, line.seed(), line.deck());
        } catch (JsonProcessingException e) {
            throw new TableSession.CannotResume("The setup of game " + info.id() + " cannot be read: " + e.getOriginalMessage());
        }
    }

    /** The export: the setup line, then one line per move (and per fresh draw after an undo). */
    public static List<String> export(Journal.GameInfo info, List<Journal.Entry> entries) {
        List<String> lines = new ArrayList<>();
        lines.add(write(setup(info).line()));
        for (Journal.Entry entry : entries) {
            ObjectNode line = SetupLine.OUT.createObjectNode();
            if (entry.isMove()) {
                line.put("seat", entry.seat());
                line.put("version", entry.version());
                try {
                    line.set("command", Json.MAPPER.readTree(entry.command()));
                } catch (JsonProcessingException e) {
                    throw new IllegalStateException("move " + entry.n() + " of game " + info.id() + " is not JSON", e);
                }
            } else {
                line.put(FRESH, entry.entropy());
            }
            lines.add(write(line));
        }
        return lines;
    }

    /** A game read from a file and replayed to its end: what an import stores. */
    public record Imported(SetupLine setup, List<Journal.Entry> entries, boolean over) {}

    /** The game a file's setup line names (its first line that is not blank or a comment), or null if there is none. */
    public static String gameOf(List<String> lines) {
        for (String line : lines) {
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            try {
                JsonNode root = Json.MAPPER.readTree(text);
                return SetupLine.isSetupLine(root) && root.get("setup").path("game").isTextual()
                        ? root.get("setup").get("game").asText() : null;
            } catch (JsonProcessingException e) {
                return null;
            }
        }
        return null;
    }

    /**
     * Reads an exported game of {@code game}: the setup line first, then moves and fresh draws.
     * Every move is replayed; the first problem throws {@link Script.Problem} naming the file and line.
     */
    public static <S extends GameState, C, E extends Seen, A> Imported read(String name, List<String> lines, TableGame<S, C, E, A> game) {
        SetupLine setup = null;
        S state = null;
        Script script = null;
        List<Journal.Entry> entries = new ArrayList<>();
        int n = 0;
        for (int i = 0; i < lines.size(); i++) {
            int number = i + 1;
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            JsonNode root;
            try {
                root = Json.MAPPER.readTree(text);
            } catch (JsonProcessingException e) {
                throw problem(name, number, "is not JSON");
            }
            if (setup == null) {
                if (!SetupLine.isSetupLine(root)) {
                    throw problem(name, number, "must be the setup line, {\"setup\": {…}}, as kontor play and kontor games "
                            + "export write it");
                }
                try {
                    setup = SetupLine.read(root.get("setup"));
                    if (!setup.game().equals(game.id())) {
                        throw new SetupLine.Problem(Games.ids().contains(setup.game())
                                ? "the game \"" + setup.game() + "\" is not the one this table plays (" + game.id() + ")"
                                : "the game \"" + setup.game() + "\" is not one Kontor plays; the games are: "
                                + String.join(", ", Games.ids()));
                    }
                    if (!setup.deck().equals(game.deckId())) {
                        throw new SetupLine.Problem("the game was played with the deck \"" + setup.deck()
                                + "\"; give that deck file (--deck)");
                    }
                    state = game.setup(setup.setup(), setup.seed());
                } catch (SetupLine.Problem | IllegalArgumentException e) {
                    throw problem(name, number, "has a setup that cannot be used: " + e.getMessage());
                }
                script = new Script(name, setup.setup().players());
                continue;
            }
            if (root != null && root.isObject() && root.size() == 1 && root.has(FRESH)) {
                JsonNode entropy = root.get(FRESH);
                if (!entropy.isIntegralNumber() || !entropy.canConvertToLong()) {
                    throw problem(name, number, "has a \"fresh\" that is not a whole number");
                }
                state = game.rules().freshChance(state, entropy.longValue());
                entries.add(new Journal.Entry(++n, -1, 0, null, entropy.longValue(), null));
                continue;
            }
            Script.AnyLine line = script.readAny(number, text);
            if (line.command() == null) {
                throw problem(name, number, "has no \"command\"");
            }
            C command;
            try {
                command = game.parseCommand(line.command());
            } catch (IllegalArgumentException e) {
                throw new Script.Problem(name + " line " + number + ": " + e.getMessage());
            }
            long version = line.version() != null ? line.version() : state.version();
            Result<S, E> result = game.rules().apply(state, line.seat(), version, command);
            if (result instanceof Result.Rejected<S, E> no) {
                throw problem(name, number, "is refused by the rules: " + no.rejection().kind() + ": " + no.rejection().message());
            }
            state = ((Result.Accepted<S, E>) result).state();
            entries.add(new Journal.Entry(++n, line.seat(), version, Json.write(command), 0, null));   // as the table journals it
        }
        if (setup == null) {
            throw new Script.Problem(name + " has no setup line: it is not an exported game.");
        }
        return new Imported(setup, entries, state.isOver());
    }

    private static Script.Problem problem(String name, int number, String what) {
        return new Script.Problem(name + " line " + number + " " + what + ".");
    }

    private static String write(Object value) {
        try {
            return SetupLine.OUT.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The text of a file as lines, for messages that name a line. */
    public static List<String> lines(byte[] content) {
        return new String(content, StandardCharsets.UTF_8).lines().toList();
    }
}
