package org.kontor.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.catan.DevelopmentCard;
import org.kontor.engine.elasund.Influence;
import org.kontor.engine.hansa.Ability;
import org.kontor.engine.hansa.BonusMarker;
import org.kontor.engine.hansa.Piece;
import org.kontor.engine.hansa.Privilege;

/**
 * The refusal catalogues and the code agree (issue 18, item 11): every key the engine's sources
 * name is in every language, the languages have the same keys and the same placeholders, no
 * sentence is left unused, and every refusal is built from a key rather than an English sentence.
 */
class RefusalCatalogueTest {

    /** The engine's sources, read as text: the test runs in the engine module's folder. */
    private static final Path SOURCES = Path.of("src/main/java/org/kontor/engine");

    /** A catalogue key written in the code: "merchants.it-is-turn", "kernel.word.or". */
    private static final Pattern KEY_LITERAL = Pattern.compile("\"((?:kernel|board|merchants|catan|hansa|elasund)\\.[a-z0-9_.-]+)\"");

    /** The first text a refusal is built from: it must be a key, never a sentence. */
    private static final Pattern REFUSAL_TEXT = Pattern.compile(
            "\\b(?:notYourTurn|notNow|notAffordable|badInput|rejected|Rejection\\.of)\\((?:RejectionKind\\.\\w+,\\s*)?\"([^\"]*)\"");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+}");

    /** Every enum a refusal names as a game word: each constant needs a word in every language. */
    private static final List<Class<? extends Enum<?>>> WORDS = List.of(Resource.class, PlayerColour.class,
            DevelopmentCard.class, Privilege.class, Piece.class, BonusMarker.class, Ability.class, Influence.class);

    @Test
    void every_key_the_code_names_is_in_every_language() {
        Set<String> used = keysInCode();
        assertThat(used).as("keys found in the sources").hasSizeGreaterThan(200);
        for (Language language : Language.values()) {
            assertThat(Sentences.catalogue(language).keySet()).as("keys missing in " + language).containsAll(used);
        }
    }

    @Test
    void every_game_word_is_in_every_language() {
        for (Language language : Language.values()) {
            for (Class<? extends Enum<?>> type : WORDS) {
                for (Enum<?> constant : type.getEnumConstants()) {
                    assertThat(Sentences.catalogue(language)).as(language + " word for " + constant).containsKey(Sentences.wordKey(constant));
                }
            }
        }
    }

    @Test
    void the_languages_have_the_same_keys_and_placeholders() {
        Map<String, String> english = Sentences.catalogue(Language.ENGLISH);
        for (Language language : Language.values()) {
            Map<String, String> other = Sentences.catalogue(language);
            assertThat(other.keySet()).as(language + " keys").isEqualTo(english.keySet());
            List<String> mismatched = new ArrayList<>();
            english.forEach((key, sentence) -> {
                if (!placeholders(sentence).equals(placeholders(other.get(key)))) {
                    mismatched.add(key + ": \"" + sentence + "\" / \"" + other.get(key) + "\"");
                }
            });
            assertThat(mismatched).as("placeholders differ in " + language).isEmpty();
        }
    }

    @Test
    void no_sentence_is_unused() {
        Set<String> known = new TreeSet<>(keysInCode());
        for (Class<? extends Enum<?>> type : WORDS) {
            for (Enum<?> constant : type.getEnumConstants()) {
                known.add(Sentences.wordKey(constant));
            }
        }
        Set<String> unused = new TreeSet<>(Sentences.catalogue(Language.ENGLISH).keySet());
        unused.removeAll(known);
        assertThat(unused).as("catalogue keys no code names").isEmpty();
    }

    @Test
    void every_refusal_is_built_from_a_key() {
        List<String> sentences = new ArrayList<>();
        for (Path file : sources()) {
            Matcher m = REFUSAL_TEXT.matcher(read(file));
            while (m.find()) {
                if (!Sentences.catalogue(Language.ENGLISH).containsKey(m.group(1))) {
                    sentences.add(SOURCES.relativize(file) + ": \"" + m.group(1) + "\"");
                }
            }
        }
        assertThat(sentences).as("refusals built from a text that is not a catalogue key").isEmpty();
    }

    @Test
    void a_spanish_refusal_says_its_game_words_in_spanish() {
        Rejection r = Rejection.of(RejectionKind.NOT_AFFORDABLE, "merchants.costs-you-have",
                Phrase.of("merchants.thing.merchant"), new org.kontor.engine.resources.Resources(0, 1, 1, 1, 0), org.kontor.engine.resources.Resources.NONE);
        assertThat(r.message()).isEqualTo("A merchant costs 1 wool, 1 grain, 1 ore; you have nothing.");
        assertThat(r.message(Language.SPANISH)).isEqualTo("Un mercader cuesta 1 lana, 1 cereal, 1 mineral; tu mano: nada.");
    }

    private static Set<String> placeholders(String sentence) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(sentence);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    private static Set<String> keysInCode() {
        Set<String> keys = new TreeSet<>();
        for (Path file : sources()) {
            Matcher m = KEY_LITERAL.matcher(read(file));
            while (m.find()) {
                keys.add(m.group(1));
            }
        }
        return keys;
    }

    private static List<Path> sources() {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
