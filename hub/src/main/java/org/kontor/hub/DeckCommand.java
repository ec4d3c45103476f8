package org.kontor.hub;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kontor.engine.merchants.cards.Deck;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.cards.DeckFileException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor deck list|check}: the bundled development-card decks, and a check for a group's
 * own deck file before a table starts with it (docs/cards.md, "Use your own cards").
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

    /** Reads and validates a deck file; every problem is a {@link DeckFileException} naming the file. */
    static Deck load(Path file) {
        try {
            return DeckFile.parse(name(file), text(file));
        } catch (IllegalArgumentException e) {
            throw new DeckFileException(e.getMessage());
        }
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

    static String summary(Deck deck) {
        return deck.summary();
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Print the bundled decks, one per line.")
    static final class ListDecks implements Runnable {
        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            PrintWriter out = spec.commandLine().getOut();
            for (String id : DeckFile.bundledIds()) {
                out.println(id + ": " + summary(DeckFile.bundled(id)));
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

        @Override
        public Integer call() {
            try {
                Deck deck = load(file);
                spec.commandLine().getOut().println(file.getFileName() + ": OK, " + summary(deck));
                spec.commandLine().getOut().flush();
                return 0;
            } catch (DeckFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
        }
    }
}
