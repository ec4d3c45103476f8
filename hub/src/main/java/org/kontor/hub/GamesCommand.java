package org.kontor.hub;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kontor.engine.board.BoardFileException;
import org.kontor.hub.config.ConfigFile;
import org.kontor.hub.config.KontorConfig;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.games.SetupLine;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor games list|show|resume|export|import|delete}: the saved games in the data
 * folder's journal (docs/saving.md). Reading works while a hub runs; import and delete need the
 * data folder to themselves (stop the hub first).
 */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "The saved games: list, show, resume, export (JSON Lines for kontor play), import, delete.",
        subcommands = {GamesCommand.ListGames.class, GamesCommand.Show.class, GamesCommand.Resume.class,
                GamesCommand.Export.class, GamesCommand.Import.class, GamesCommand.Delete.class, GamesCommand.Backup.class})
final class GamesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Where the journal is: --data, else the config file's data folder, else the default. */
    static final class Where {
        @Option(names = "--data", description = "The data folder (default: the config file's, else " + KontorConfig.DEFAULT_DATA + ").")
        Path data;

        @Option(names = "--config", paramLabel = "FILE", description = "The config file the hub runs with (for its data folder, boards and deck).")
        Path config;

        KontorConfig config() {
            KontorConfig file = config == null ? KontorConfig.defaults() : ConfigFile.read(config);
            if (data == null) {
                return file;
            }
            return new KontorConfig(file.port(), file.advertise(), data.toString(), file.language(), file.game(),
                    file.boards(), file.pins(), file.wiring(), file.settleMs(), file.strips(), file.allowedHosts());
        }

        Path folder() {
            return Path.of(config().data());
        }
    }

    /** Runs {@code body}, turning every expected problem into its sentence and exit code 1. */
    private static int guarded(CommandSpec spec, Callable<Integer> body) {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return body.call();
        } catch (JournalProblem | ConfigFile.Problem | Script.Problem | BoardFileException
                 | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        } catch (Exception e) {
            err.println("kontor games: " + e.getMessage());
            return 1;
        } finally {
            err.flush();
            spec.commandLine().getOut().flush();
        }
    }

    static Journal.GameInfo find(Journal journal, long id) {
        return journal.game(id).orElseThrow(() -> new IllegalArgumentException(
                "There is no saved game " + id + " in " + journal.file() + " (kontor games list shows them)."));
    }

    /** What a subcommand does with one saved game. */
    private interface WithGame {
        void run(Journal journal, Journal.GameInfo game) throws Exception;
    }

    /**
     * Opens the journal (to read, which works beside a running hub, or to write, with the data
     * folder locked), finds game {@code id} (a sentence if there is none) and runs {@code body}.
     */
    private static void withGame(Where where, long id, boolean write, WithGame body) throws Exception {
        if (!write) {
            try (Journal journal = Journal.openToRead(where.folder())) {
                body.run(journal, find(journal, id));
            }
            return;
        }
        try (DataFolder folder = DataFolder.open(where.folder()); Journal journal = Journal.open(folder)) {
            body.run(journal, find(journal, id));
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Every saved game, newest first.")
    static final class ListGames implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                PrintWriter out = spec.commandLine().getOut();
                try (Journal journal = Journal.openToRead(where.folder())) {
                    List<Journal.GameInfo> games = journal.games();
                    if (games.isEmpty()) {
                        out.println("No saved games in " + journal.file() + ".");
                        return 0;
                    }
                    out.printf("%-4s %-10s %-14s %-24s %5s  %-20s %-20s %s%n", "id", "game", "board", "players", "moves",
                            "started", "last move", "finished");
                    for (Journal.GameInfo g : games) {
                        SetupLine setup = SavedGames.setup(g);
                        out.printf("%-4d %-10s %-14s %-24s %5d  %-20s %-20s %s%n", g.id(), g.game(), setup.setup().board(),
                                clip(String.join(",", setup.setup().names()), 24), g.moves(), minutes(g.started()),
                                minutes(g.lastMove()), g.finished() == null ? "no" : g.finished());
                    }
                }
                return 0;
            });
        }
    }

    private static String minutes(String instant) {
        return instant == null ? "-" : instant.substring(0, Math.min(16, instant.length())).replace('T', ' ');
    }

    private static String clip(String s, int n) {
        return s.length() > n ? s.substring(0, n - 1) + "…" : s;
    }

    @Command(name = "show", mixinStandardHelpOptions = true, description = "One game: its setup and where it stands.")
    static final class Show implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;
        @Parameters(paramLabel = "ID")
        long id;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                PrintWriter out = spec.commandLine().getOut();
                withGame(where, id, false, (journal, g) -> {
                    SetupLine setup = SavedGames.setup(g);
                    List<Journal.Entry> entries = journal.entries(id);
                    out.println("Game " + g.id() + ": " + g.game() + " on " + setup.setup().board() + ", "
                            + setup.setup().players() + " players (" + String.join(", ", setup.setup().names()) + "), "
                            + setup.setup().dice().name().toLowerCase() + " dice, deck " + setup.deck());
                    out.println("Started:   " + g.started());
                    out.println("Last move: " + (g.lastMove() == null ? "-" : g.lastMove()));
                    out.println("Moves:     " + g.moves() + (entries.stream().anyMatch(e -> !e.isMove())
                            ? " (with fresh chance after an undo)" : ""));
                    java.util.SortedMap<String, Integer> sources = journal.sources(id);
                    int total = sources.values().stream().mapToInt(Integer::intValue).sum();
                    if (total > 0) {
                        List<String> shares = new java.util.ArrayList<>();
                        sources.forEach((source, count) -> shares.add(String.format(java.util.Locale.ROOT, "%s %d (%.1f %%)",
                                source, count, 100.0 * count / total)));
                        out.println("From:      " + String.join(", ", shares));
                    }
                    out.println("Finished:  " + (g.finished() == null ? "no (kontor games resume " + g.id() + ")" : g.finished()));
                    out.println("Options:   " + setup.setup().options());
                });
                return 0;
            });
        }
    }

    @Command(name = "resume", mixinStandardHelpOptions = true,
            description = "Start the hub with this saved game (without ID: the newest unfinished one, as kontor run does).")
    static final class Resume implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(arity = "0..1", paramLabel = "ID")
        Long id;
        @Option(names = "--config", paramLabel = "FILE", description = "The config file (docs/config.md).")
        Path config;
        @Option(names = "--data", description = "The data folder.")
        Path data;
        @Option(names = "--port", description = "HTTP port.")
        Integer port;

        @Override
        public Integer call() {
            RunCommand run = new RunCommand();
            run.spec = spec;
            run.config = config;
            run.data = data;
            run.port = port;
            run.resume = id;
            return run.call();
        }
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Write a game as JSON Lines in kontor play's format (docs/commands.md): the setup line, then every move.")
    static final class Export implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;
        @Parameters(paramLabel = "ID")
        long id;
        @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to this file (default: standard output).")
        Path output;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                List<String> lines = new java.util.ArrayList<>();
                withGame(where, id, false, (journal, g) -> lines.addAll(SavedGames.export(g, journal.entries(id))));
                if (output == null) {
                    PrintWriter out = spec.commandLine().getOut();
                    lines.forEach(out::println);
                } else {
                    Files.write(output, lines, StandardCharsets.UTF_8);
                    spec.commandLine().getErr().println("Game " + id + " written to " + output + " (" + (lines.size() - 1)
                            + " lines after the setup line).");
                }
                return 0;
            });
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Store a game from a file in kontor play's format; every line is checked by replaying it first.")
    static final class Import implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;
        @Parameters(paramLabel = "FILE")
        Path file;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                byte[] content;
                try {
                    content = Files.readAllBytes(file);
                } catch (NoSuchFileException e) {
                    throw new IllegalArgumentException("There is no file " + file + ".");
                } catch (IOException e) {
                    throw new IllegalArgumentException("Cannot read " + file + ": " + e.getMessage());
                }
                KontorConfig config = where.config();
                List<String> lines = SavedGames.lines(content);
                // The game its setup line names, with the config's boards and deck file of that game;
                // the first game otherwise, whose reading says what is wrong.
                String named = SavedGames.gameOf(lines);
                TableGame<?, ?, ?, ?> game = RunCommand.table(config,
                        named != null && TableGames.ids().contains(named) ? named : TableGames.first());
                SavedGames.Imported imported = SavedGames.read(file.getFileName().toString(), lines, game);
                String board = imported.setup().setup().board();
                String boardHash = RunCommand.boardHashes(config).getOrDefault(board, SavedGames.bundledBoardHash(board));
                try (DataFolder folder = DataFolder.open(where.folder()); Journal journal = Journal.open(folder)) {
                    long table = journal.table(game.id(), game.schema().maxPlayers());
                    long id = journal.importGame(table, game.id(), org.kontor.table.Json.write(imported.setup().fields()),
                            imported.setup().seed(), boardHash, imported.entries(), imported.over() ? "won" : null);
                    spec.commandLine().getOut().println("Imported as game " + id + ": "
                            + imported.entries().stream().filter(Journal.Entry::isMove).count() + " moves"
                            + (imported.over() ? ", finished." : game.id().equals(TableGames.first())
                            ? "; kontor run resumes it (the newest unfinished game)."
                            : "; kontor run --game " + game.id() + " resumes it (the newest unfinished game of " + game.title() + ")."));
                }
                return 0;
            });
        }
    }

    @Command(name = "delete", mixinStandardHelpOptions = true, description = "Delete a saved game for good.")
    static final class Delete implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;
        @Parameters(paramLabel = "ID")
        long id;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                withGame(where, id, true, (journal, g) -> {
                    journal.delete(id);
                    spec.commandLine().getOut().println("Game " + id + " deleted.");
                });
                return 0;
            });
        }
    }

    @Command(name = "backup", mixinStandardHelpOptions = true,
            description = "Copy every saved game to FILE: one consistent SQLite file, made also while a hub plays "
                    + "(restoring it: docs/saving.md).")
    static final class Backup implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Mixin
        Where where;
        @Parameters(paramLabel = "FILE")
        Path file;

        @Override
        public Integer call() {
            return guarded(spec, () -> {
                try (Journal journal = Journal.openToRead(where.folder())) {
                    Journal.Backup made = journal.backup(file);
                    spec.commandLine().getOut().println("Backed up " + made.games() + " games (" + made.moves() + " moves) to "
                            + made.file() + " (" + made.bytes() + " bytes, checked, readable by this user only).");
                }
                return 0;
            });
        }
    }
}
