package org.kontor.web.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.Published;
import org.kontor.table.session.TableSession;

/**
 * Any text a phone may send as a command reaches a running Merchants of Europe table: it is
 * either applied or refused with a sentence, a refusal changes nothing (the published views stay
 * the very same object), and nothing fails inside the table. In a normal build the Jazzer test
 * replays its seeds and {@link #seeded_mutations_of_legal_commands} runs 2,000 seeded inputs; to
 * fuzz for real (1M inputs): {@code JAZZER_FUZZ=1 mvn -pl web -am test -Dtest=CommandFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false} (docs/reliability.md).
 */
class CommandFuzzTest {

    private static final TableSession<?, ?, ?, ?> TABLE = new TableSession<>(new MerchantsTable(), () -> 20251125L);
    private static final GameSetup SETUP = new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
            Map.of(), GameSetup.DiceSource.VIRTUAL);
    private static int refused;
    private static int applied;

    @AfterAll
    static void stop() {
        System.out.printf("command fuzzing: %,d applied, %,d refused, 0 failures inside the table%n", applied, refused);
        TABLE.stop(Duration.ofSeconds(5));
    }

    @FuzzTest(maxDuration = "30m", maxExecutions = 1_000_000)
    void any_command_text_is_applied_or_refused_and_a_refusal_changes_nothing(FuzzedDataProvider data) throws Exception {
        int seat = data.consumeInt(-1, 4);
        long version = data.consumeBoolean() ? TABLE.current().version() : data.consumeLong();
        check(seat, version, data.consumeRemainingAsString());
    }

    @Test
    void seeded_mutations_of_legal_commands() throws Exception {
        long seed = Long.getLong("kontor.fuzz.seed", 8_675_309L);
        int inputs = Integer.getInteger("kontor.fuzz.inputs", 2_000);
        System.out.printf("command fuzzing: seed %d, %,d inputs%n", seed, inputs);
        Random random = new Random(seed);
        for (int i = 0; i < inputs; i++) {
            ensurePlaying();
            JsonNode publicView = Json.MAPPER.readTree(TABLE.current().publicView());
            int seat = random.nextInt(10) == 0 ? random.nextInt(6) - 1 : publicView.at("/needs/0").asInt();
            JsonNode legal = Json.MAPPER.readTree(TABLE.current().seatView(Math.max(0, Math.min(3, seat)))).get("legal");
            JsonNode base = pick(legal, random);
            String text = random.nextInt(20) == 0 ? garble(Json.write(base), random) : Json.write(mutate(base, random));
            long version = random.nextInt(10) == 0 ? random.nextLong() : TABLE.current().version();
            check(seat, version, text);
        }
        assertThat(refused).isPositive();
        assertThat(applied).as("some mutated commands are still legal and move the game").isPositive();
    }

    static void check(int seat, long version, String text) throws Exception {
        ensurePlaying();
        JsonNode json;
        try {
            json = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return;                  // the socket answers "The message is not JSON." before the table sees it
        }
        if (json == null) {
            return;
        }
        Published before = TABLE.current();
        Outcome outcome = TABLE.act(seat, version, json).get(10, TimeUnit.SECONDS);
        if (outcome.accepted()) {
            applied++;
            assertThat(TABLE.current().seq()).isGreaterThan(before.seq());
            return;
        }
        refused++;
        assertThat(TABLE.current()).as("a refused command changes nothing: %s", text).isSameAs(before);
        assertThat(outcome.message()).as("a sentence for %s", text).isNotBlank();
        assertThat(outcome.kind() == RejectionKind.BAD_INPUT && outcome.message().startsWith("The hub could not apply"))
                .as("no failure inside the table for %s: %s", text, outcome.message()).isFalse();
    }

    private static void ensurePlaying() throws Exception {
        JsonNode view = Json.MAPPER.readTree(TABLE.current().publicView());
        if (!"PLAYING".equals(view.at("/table/phase").asText())) {
            TABLE.start(SETUP).get(10, TimeUnit.SECONDS);
        }
    }

    private static JsonNode pick(JsonNode legal, Random random) {
        List<JsonNode> choices = new ArrayList<>();
        for (JsonNode action : legal) {
            action.path("choices").forEach(choices::add);
            if (action.path("freeForm").asBoolean()) {
                choices.add(Json.MAPPER.createObjectNode().put("type", action.path("kind").asText()));
            }
        }
        return choices.isEmpty() ? Json.MAPPER.createObjectNode().put("type", "end-turn")
                : choices.get(random.nextInt(choices.size()));
    }

    /** Changes one field, or none: a number, a type, a removal, an addition, a deep nesting. */
    static JsonNode mutate(JsonNode command, Random random) {
        JsonNode copy = command.deepCopy();
        if (!(copy instanceof ObjectNode object) || random.nextInt(6) == 0) {
            return copy;
        }
        List<String> fields = new ArrayList<>();
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            fields.add(names.next());
        }
        String field = fields.get(random.nextInt(fields.size()));
        switch (random.nextInt(9)) {
            case 0 -> object.put(field, random.nextInt(400) - 50);
            case 1 -> object.put(field, random.nextInt() );
            case 2 -> object.remove(field);
            case 3 -> object.put(field, "\u202Ex" + random.nextInt());
            case 4 -> object.putNull(field);
            case 5 -> object.put("extra" + random.nextInt(3), true);
            case 6 -> {
                ArrayNode deep = object.putArray(field);
                for (int i = 0; i < 1 + random.nextInt(40); i++) {
                    deep = deep.addArray();
                }
            }
            case 7 -> object.put(field, random.nextDouble() * 1e12);
            default -> object.set(field, mutate(object.path(field), random));
        }
        return copy;
    }

    /** Cuts, repeats or flips characters of the text. */
    static String garble(String text, Random random) {
        StringBuilder out = new StringBuilder(text);
        for (int i = 0; i < 1 + random.nextInt(4); i++) {
            int at = random.nextInt(out.length() + 1);
            switch (random.nextInt(3)) {
                case 0 -> out.insert(at, (char) random.nextInt(0x3000));
                case 1 -> out.delete(at, Math.min(out.length(), at + 1 + random.nextInt(5)));
                default -> out.insert(at, out.substring(0, at));
            }
        }
        return out.toString();
    }
}
