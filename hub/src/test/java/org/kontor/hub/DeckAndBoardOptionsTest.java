package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.table.SetupSchema;
import org.kontor.table.merchants.MerchantsTable;
import picocli.CommandLine;

/** {@code kontor deck list|check}, and the table's {@code --deck FILE} and {@code --board FILE}. */
class DeckAndBoardOptionsTest {

    static String resource(String name) throws Exception {
        try (InputStream in = DeckAndBoardOptionsTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The bundled deck under another id: a valid deck file of one's own. */
    static Path ourDeck(Path dir) throws Exception {
        Path file = dir.resolve("our-cards.json");
        Files.writeString(file, resource("/decks/provisional.json")
                .replaceFirst("\"id\": \"provisional\"", "\"id\": \"our-cards\""));
        return file;
    }

    /** A deck one card short of 25: "count": 7 of the Lancer becomes 6. */
    static Path shortDeck(Path dir) throws Exception {
        Path file = dir.resolve("short-deck.json");
        String text = resource("/decks/provisional.json");
        assertThat(text).contains("\"count\": 7");
        Files.writeString(file, text.replaceFirst("\"count\": 7", "\"count\": 6"));
        return file;
    }

    @Test
    void deck_list_names_the_bundled_deck_and_says_it_is_provisional() {
        Run run = BoardCommandTest.kontor("deck", "list");
        assertThat(run.exit()).isZero();
        assertThat(run.out().lines()).singleElement().asString()
                .startsWith("provisional: deck 'provisional' (").contains("25 cards").contains("PROVISIONAL");
    }

    @Test
    void deck_check_prints_one_line_for_a_good_file(@TempDir Path dir) throws Exception {
        Run run = BoardCommandTest.kontor("deck", "check", ourDeck(dir).toString());
        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out().lines()).singleElement().asString()
                .startsWith("our-cards.json: OK, deck 'our-cards' (").contains("10 kinds of card, 25 cards");
    }

    @Test
    void deck_check_exits_1_with_the_problem_for_a_broken_file(@TempDir Path dir) throws Exception {
        Run run = BoardCommandTest.kontor("deck", "check", shortDeck(dir).toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip())
                .isEqualTo("short-deck.json: the cards' counts add up to 24, but a merchants deck has exactly 25 cards");
        Run missing = BoardCommandTest.kontor("deck", "check", dir.resolve("nowhere.json").toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).contains("nowhere.json: no such file");
    }

    @Test
    void a_game_that_plays_its_printed_cards_refuses_a_deck_file(@TempDir Path dir) throws Exception {
        Run run = BoardCommandTest.kontor("deck", "check", "--game", "catan", ourDeck(dir).toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("plays its printed cards; it takes no deck file (our-cards.json)");
    }

    @Test
    void a_table_with_a_broken_deck_or_board_file_does_not_start(@TempDir Path dir) throws Exception {
        Run deck = BoardCommandTest.kontor("table", "--port", "0", "--data", dir.resolve("data").toString(),
                "--deck", shortDeck(dir).toString());
        assertThat(deck.exit()).isEqualTo(1);
        assertThat(deck.err().strip())
                .isEqualTo("short-deck.json: the cards' counts add up to 24, but a merchants deck has exactly 25 cards");
        Path board = dir.resolve("broken-board.json");
        Files.writeString(board, "{\"format\": 1,");
        Run broken = BoardCommandTest.kontor("table", "--port", "0", "--data", dir.resolve("data").toString(),
                "--board", board.toString());
        assertThat(broken.exit()).isEqualTo(1);
        assertThat(broken.err()).startsWith("broken-board.json: ");
        assertThat(Files.exists(dir.resolve("data"))).as("nothing was started or created").isFalse();
    }

    @Test
    void a_deck_file_for_a_game_with_printed_cards_is_refused_by_name(@TempDir Path dir) throws Exception {
        CommandLine cli = new CommandLine(new RunCommand());
        cli.parseArgs("--deck", ourDeck(dir).toString());
        for (String game : List.of("catan", "hansa", "elasund")) {
            assertThatThrownBy(() -> RunCommand.table(((RunCommand) cli.getCommand()).effective(), game))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageEndingWith("plays its printed cards; it takes no deck file (our-cards.json).");
        }
    }

    @Test
    void a_table_offers_a_board_file_besides_the_bundled_boards_and_plays_the_deck_file(@TempDir Path dir) throws Exception {
        Path board = dir.resolve("our-short.json");
        Files.writeString(board, resource("/boards/europe-short.json")
                .replaceFirst("\"id\"\\s*:\\s*\"europe-short\"", "\"id\": \"our-short\""));
        CommandLine cli = new CommandLine(new RunCommand());
        cli.parseArgs("--board", board.toString(), "--deck", ourDeck(dir).toString());
        MerchantsTable game = (MerchantsTable) RunCommand.table(((RunCommand) cli.getCommand()).effective(), "merchants");
        assertThat(game.schema().boards()).extracting(SetupSchema.Choice::id)
                .containsExactly("europe-short", "europe-main", "our-short");
        assertThat(game.deck().id()).isEqualTo("our-cards");

        DemoTable table = DemoTable.start(game, 0, "localhost", Duration.ZERO);
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            table.printWelcome(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            assertThat(bytes.toString(StandardCharsets.UTF_8))
                    .contains("Cards:       deck 'our-cards'")
                    .contains("Boards:      europe-short, europe-main, our-short");
        } finally {
            table.stop();
        }
    }
}
