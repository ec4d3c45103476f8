package org.kontor.table.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Sentences;
import org.kontor.table.GameSetup;
import org.kontor.table.toy.ToyGame;

/**
 * The table's own refusals come from its catalogue in both languages, like the rules' (issue 18,
 * item 11): every "table." key the web code names is in English and Spanish with the same
 * placeholders, none is unused, and a seat reads them in its language.
 */
class TableRefusalsTest {

    /** A key where a refusal is made: {@code refusal(RejectionKind.X, "table.…")}, {@code new Refused(false, "table.…")}. */
    private static final Pattern KEY = Pattern.compile("(?:refusal\\(RejectionKind\\.\\w+|Refused\\((?:true|false)),\\s*\"(table\\.[a-z0-9-]+)\"");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+}");

    @Test
    void every_table_key_is_in_both_languages_with_the_same_placeholders_and_none_is_unused() throws IOException {
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = KEY.matcher(Files.readString(file));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        Map<String, String> english = tableKeys(Language.ENGLISH);
        assertThat(english.keySet()).as("the keys the code names, and no other").isEqualTo(used);
        for (Language language : Language.values()) {
            Map<String, String> sentences = tableKeys(language);
            assertThat(sentences.keySet()).as(language.code()).isEqualTo(english.keySet());
            sentences.forEach((key, sentence) -> assertThat(placeholders(sentence)).as(language.code() + " " + key)
                    .isEqualTo(placeholders(english.get(key))));
        }
    }

    @Test
    void a_seat_reads_the_tables_refusals_in_its_language() throws Exception {
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L, TableSessionTest.moves((seat, version, command) -> { }));
        try {
            Outcome early = session.submit(0, 0, new ToyGame.Command.Roll(null)).get(5, TimeUnit.SECONDS);
            assertThat(early.kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
            assertThat(early.message(Language.SPANISH)).isEqualTo("La partida aún no ha empezado: la empieza el anfitrión.");
            session.start(new GameSetup("plain", List.of("Ana", "Ben"), Map.of(), GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
            Outcome taken = session.rename(1, "ana").get(5, TimeUnit.SECONDS);
            assertThat(taken.message()).isEqualTo("Another player is already called ana.");
            assertThat(taken.message(Language.SPANISH)).isEqualTo("Otro jugador ya se llama ana.");
            Outcome bidi = session.rename(1, "Be\u202En").get(5, TimeUnit.SECONDS);
            assertThat(bidi.kind()).isEqualTo(RejectionKind.BAD_INPUT);
            assertThat(bidi.message(Language.SPANISH)).isEqualTo(
                    "Un nombre no puede tener caracteres de control de la dirección del texto.");
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    private static Map<String, String> tableKeys(Language language) {
        return Sentences.catalogue(language).entrySet().stream().filter(e -> e.getKey().startsWith("table."))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    private static Set<String> placeholders(String sentence) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(sentence);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
