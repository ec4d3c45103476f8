package org.kontor.web.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.cards.DeckFileException;

/**
 * Board files and deck files from a user: read, or refused with a sentence that names the file;
 * never another exception. The Jazzer tests start from the bundled files (their seeds); in a
 * normal build {@link #seeded_mutations_of_the_bundled_files} runs 2,000 seeded mutations of
 * each. To fuzz for real: {@code JAZZER_FUZZ=1 mvn -pl web -am test -Dtest=FileFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false} (docs/reliability.md).
 */
class FileFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void a_board_file_is_read_or_refused_with_a_sentence(byte[] file) {
        try {
            assertThat(BoardFile.parse("fuzzed-board.json", file)).isNotNull();
        } catch (BoardFileException refused) {
            assertThat(refused.getMessage()).contains("fuzzed-board.json");
        }
    }

    @FuzzTest(maxDuration = "10m")
    void a_deck_file_is_read_or_refused_with_a_sentence(byte[] file) {
        try {
            assertThat(DeckFile.parse("fuzzed-deck.json", new String(file, StandardCharsets.UTF_8))).isNotNull();
        } catch (DeckFileException refused) {
            assertThat(refused.getMessage()).contains("fuzzed-deck.json");
        }
    }

    @Test
    void seeded_mutations_of_the_bundled_files() throws IOException {
        long seed = Long.getLong("kontor.fuzz.seed", 8_675_309L);
        int inputs = Integer.getInteger("kontor.fuzz.files", 2_000);
        System.out.printf("file fuzzing: seed %d, %,d mutations of each bundled file%n", seed, inputs);
        Random random = new Random(seed);
        String board = bundled("/boards/europe-short.json");
        String deck = bundled("/decks/provisional.json");
        for (int i = 0; i < inputs; i++) {
            a_board_file_is_read_or_refused_with_a_sentence(mutate(board, random).getBytes(StandardCharsets.UTF_8));
            a_deck_file_is_read_or_refused_with_a_sentence(mutate(deck, random).getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String bundled(String path) throws IOException {
        try (InputStream in = BoardFile.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Numbers changed, characters cut or repeated, parts swapped: mostly still JSON, rarely still valid. */
    static String mutate(String text, Random random) {
        StringBuilder out = new StringBuilder(text);
        for (int i = 0; i < 1 + random.nextInt(3); i++) {
            int at = random.nextInt(out.length());
            switch (random.nextInt(5)) {
                case 0 -> {
                    if (Character.isDigit(out.charAt(at))) {
                        out.setCharAt(at, (char) ('0' + random.nextInt(10)));
                    } else {
                        out.insert(at, random.nextInt(2_000) - 1_000);
                    }
                }
                case 1 -> out.delete(at, Math.min(out.length(), at + 1 + random.nextInt(40)));
                case 2 -> out.insert(at, out.substring(at, Math.min(out.length(), at + random.nextInt(200))));
                case 3 -> out.setCharAt(at, "{}[],:\"-0e".charAt(random.nextInt(10)));
                default -> out.insert(at, "\"" + (char) random.nextInt(0x2100) + "\"");
            }
        }
        return out.toString();
    }
}
