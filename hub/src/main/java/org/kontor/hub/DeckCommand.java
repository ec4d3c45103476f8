package org.kontor.hub;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.List;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor deck list|check}: the bundled development-card decks, and a check for a group's
 * own deck file before a table starts with it (docs/cards.md, "Use your own cards"). A game with a
 * deck of its own reads deck files through its table ({@code TableGame.withDeckFile}); the others
 * play their printed cards.
 */
@Command(name = "deck", mixinStandardHelpOptions = true, description = "List the bundled development-card decks and check deck files (see docs/cards.md).",
        subcommands = {DeckCommand.ListDecks.class, DeckCommand.Check.class})
final class DeckCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A deck file's name, as its problems are said. */
    static String name(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }

    /** A deck file's text; {@link IllegalArgumentException} naming the file if it cannot be read. */
    static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(name(file) + ": is not UTF-8 text");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /** The tables of the games with a development-card deck of their own (a deck file replaces it). */
    static List<TableGame<?, ?, ?, ?>> withDecks() {
        return TableGames.ids().stream().<TableGame<?, ?, ?, ?>>map(id -> TableGames.table(id, List.of()))
                .filter(table -> table.deckSummary() != null).toList();
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Print the bundled decks, one per line.")
    static final class ListDecks implements Runnable {
        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            PrintWriter out = spec.commandLine().getOut();
            for (TableGame<?, ?, ?, ?> table : withDecks()) {
                out.println(table.deckId() + ": " + table.deckSummary());
            }
            out.flush();
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Validate a deck file; exit code 1 and the problem if it is broken.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", description = "A deck file.")
        Path file;

        @Option(names = "--game", description = "The game whose deck file it is (default: the game with a deck of its own); "
                + "a game that plays its printed cards refuses deck files.")
        String game;

        @Override
        public Integer call() {
            try {
                List<TableGame<?, ?, ?, ?>> tables = game != null ? List.of(TableGames.table(game, List.of())) : withDecks();
                if (tables.size() != 1) {
                    throw new IllegalArgumentException("--game: say which game's deck file this is ("
                            + String.join(", ", tables.stream().map(TableGame::id).toList()) + ").");
                }
                TableGame<?, ?, ?, ?> table = tables.get(0).withDeckFile(name(file), text(file));
                spec.commandLine().getOut().println(file.getFileName() + ": OK, " + table.deckSummary());
                spec.commandLine().getOut().flush();
                return 0;
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
        }
    }
}
