package org.kontor.hub;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.board.TokenSpace;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import org.kontor.web.board.BoardSvg;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor board list|check|render|ids}: the tools for bundled boards and for digitising a
 * printed one (docs/boards.md). Output goes to the command line's own streams, so the SVG on
 * stdout is never mixed with anything else.
 */
@Command(name = "board", mixinStandardHelpOptions = true, description = "List, check and draw board files (see docs/boards.md).",
        subcommands = {BoardCommand.ListBoards.class, BoardCommand.Check.class, BoardCommand.Render.class, BoardCommand.Ids.class})
final class BoardCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The ids of the hex board files kontor.jar carries, for every registered game: the boards its
     * setup schema offers that are board files ({@code /boards/<id>.json}, docs/boards.md). A game
     * whose boards are of another shape (a route map, a city) has its own files, read in its package.
     */
    static List<String> bundledIds() {
        List<String> ids = new java.util.ArrayList<>(BoardFile.bundledIds());
        for (BundledBoard board : everyGamesBoards()) {
            if (!ids.contains(board.id()) && BoardFile.class.getResource("/boards/" + board.id() + ".json") != null) {
                ids.add(board.id());
            }
        }
        return ids;
    }

    /** A board a game offers, with the game's title. */
    record BundledBoard(String id, String game, String title) {}

    /** Every board every registered game offers on its host page, game by game, in the registry's order. */
    static List<BundledBoard> everyGamesBoards() {
        List<BundledBoard> boards = new java.util.ArrayList<>();
        for (String game : TableGames.ids()) {
            TableGame<?, ?, ?, ?> table = TableGames.table(game, List.of());
            table.schema().boards().forEach(choice -> boards.add(new BundledBoard(choice.id(), game, table.title())));
        }
        return boards;
    }

    /** Reads a board from a file, or from the bundled boards when no such file exists. */
    static Board load(String fileOrId) {
        Path path = Path.of(fileOrId);
        if (!Files.exists(path) && bundledIds().contains(fileOrId)) {
            return BoardFile.bundled(fileOrId);
        }
        if (!Files.exists(path)) {
            for (BundledBoard other : everyGamesBoards()) {
                if (other.id().equals(fileOrId)) {
                    throw new BoardFileException(fileOrId, "", "is a board of " + other.title() + " that is not a hex board file; "
                            + "its numbering is in docs/rules-" + other.game() + ".md");
                }
            }
        }
        String name = path.getFileName() == null ? fileOrId : path.getFileName().toString();
        try {
            return BoardFile.parse(name, Files.readString(path, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new BoardFileException(fileOrId, "", "no such file, and not a bundled board ("
                    + String.join(", ", bundledIds()) + ")");
        } catch (CharacterCodingException e) {
            throw new BoardFileException(name, "", "is not UTF-8 text");
        } catch (IOException e) {
            throw new BoardFileException(fileOrId, "", "cannot be read: " + e.getMessage());
        }
    }

    /** One line of counts, as {@code board check} prints it: the board's own. */
    static String summary(Board board) {
        return board.summary();
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "Print the ids of every game's bundled boards: the id, the game, the board's name.")
    static final class ListBoards implements Runnable {
        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            PrintWriter out = spec.commandLine().getOut();
            for (BundledBoard board : everyGamesBoards()) {
                String name = TableGames.table(board.game(), List.of()).schema().boards().stream()
                        .filter(c -> c.id().equals(board.id())).findFirst().orElseThrow().label();
                out.println(board.id() + "\t" + board.game() + "\t" + name);
            }
            out.flush();
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true, description = "Validate a board file; exit code 1 and the problem if it is broken.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE-OR-ID", description = "A board file, or the id of a bundled board.")
        String board;

        @Override
        public Integer call() {
            try {
                spec.commandLine().getOut().println(summary(load(board)));
                spec.commandLine().getOut().flush();
                return 0;
            } catch (BoardFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
        }
    }

    @Command(name = "render", mixinStandardHelpOptions = true, description = "Draw a board as a standalone SVG on standard output.")
    static final class Render implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE-OR-ID", description = "A board file, or the id of a bundled board.")
        String board;

        @Option(names = "--ids", negatable = true, defaultValue = "true", fallbackValue = "true",
                description = "Label hexes, intersections and paths with their ids (default: on; --no-ids for a clean picture).")
        boolean ids;

        @Option(names = "--title", negatable = true, defaultValue = "true", fallbackValue = "true",
                description = "Print the board's title above it (default: on).")
        boolean title;

        @Option(names = "--start", description = "Draw the fixed short-game start positions as pieces.")
        boolean start;

        @Override
        public Integer call() {
            try {
                String svg = BoardSvg.render(load(board), new BoardSvg.Options(ids, title, start));
                spec.commandLine().getOut().print(svg);
                spec.commandLine().getOut().flush();
                return 0;
            } catch (BoardFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
        }
    }

    /**
     * Every id of a board as text, for writing scripts and positions by hand: each hex with its
     * terrain, number and corners; each crossroads with its city, neighbours, paths and hexes; each
     * path with its ends and kind.
     */
    @Command(name = "ids", mixinStandardHelpOptions = true,
            description = "Print every hex, crossroads and path id with its neighbours and city names, as text.")
    static final class Ids implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE-OR-ID", description = "A board file, or the id of a bundled board.")
        String board;

        @Override
        public Integer call() {
            Board b;
            try {
                b = load(board);
            } catch (BoardFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
            PrintWriter out = spec.commandLine().getOut();
            out.print(ids(b));
            out.flush();
            return 0;
        }
    }

    /** The text {@code board ids} prints. */
    static String ids(Board b) {
        var t = b.topology();
        StringBuilder out = new StringBuilder();
        out.append(b.id()).append(" (").append(b.title()).append(")\n\nHexes: id, terrain, number; the hexes next to it; its corners\n");
        for (int h = 0; h < t.hexCount(); h++) {
            out.append("hex ").append(h).append(' ').append(BoardFile.name(b.terrain(h))).append(number(b.tokenSpace(h)))
                    .append(": next to hexes ").append(list(t.hexesNextToHex(h)))
                    .append("; corners ").append(list(t.intersectionsOfHex(h))).append('\n');
        }
        out.append("\nCrossroads: id, city; the crossroads next to it; its paths; its hexes\n");
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (!b.isUsableIntersection(i)) {
                continue;
            }
            out.append("intersection ").append(i).append(place(b, i));
            if (b.intersectionMark(i) != null) {
                out.append(" (").append(b.intersectionMark(i)).append(')');
            }
            out.append(": next to ").append(list(java.util.Arrays.stream(t.intersectionsNextTo(i))
                    .filter(b::isUsableIntersection).toArray()))
                    .append("; paths ").append(list(java.util.Arrays.stream(t.pathsAtIntersection(i)).filter(b::isPath).toArray()))
                    .append("; hexes ").append(list(t.hexesAtIntersection(i))).append('\n');
        }
        out.append("\nPaths: id, kind; its two ends; the paths next to it\n");
        for (int p = 0; p < t.pathCount(); p++) {
            if (!b.isPath(p)) {
                continue;
            }
            int[] ends = t.intersectionsOfPath(p);
            out.append("path ").append(p).append(' ').append(b.pathMark(p)).append(": ")
                    .append(ends[0]).append(place(b, ends[0])).append(" - ").append(ends[1]).append(place(b, ends[1]))
                    .append("; next to paths ").append(list(java.util.Arrays.stream(t.pathsNextToPath(p)).filter(b::isPath).toArray()))
                    .append('\n');
        }
        return out.toString();
    }

    private static String place(Board b, int intersection) {
        String name = b.placeName(intersection);
        return name == null ? "" : " " + name;
    }

    private static String number(TokenSpace space) {
        if (space instanceof TokenSpace.Printed printed) {
            return " " + printed.number();
        }
        if (space instanceof TokenSpace.Blank blank) {
            return " (" + BoardFile.name(blank.colour()) + " number-token space)";
        }
        return "";
    }

    private static String list(int[] ids) {
        if (ids.length == 0) {
            return "none";
        }
        StringBuilder s = new StringBuilder();
        for (int id : ids) {
            s.append(s.length() == 0 ? "" : ", ").append(id);
        }
        return s.toString();
    }
}
