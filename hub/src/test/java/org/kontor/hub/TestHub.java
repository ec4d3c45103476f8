package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/** A hub in this JVM with its journal in a real data folder: started, stopped, started again. */
final class TestHub implements AutoCloseable {

    final DataFolder folder;
    final Journal journal;
    final DemoTable table;

    private TestHub(DataFolder folder, Journal journal, DemoTable table) {
        this.folder = folder;
        this.journal = journal;
        this.table = table;
    }

    static TestHub start(Path data, long seeds) {
        return start(data, seeds, false);
    }

    /** As above; {@code shelf}: the host page lists the journal's games and the summary downloads this one, as in {@code kontor run}. */
    static TestHub start(Path data, long seeds, boolean shelf) {
        DataFolder folder = DataFolder.open(data);
        Journal journal;
        try {
            journal = Journal.open(folder);
        } catch (RuntimeException e) {
            folder.close();
            throw e;
        }
        try {
            DemoTable table = DemoTable.start(new MerchantsTable(), journal, null, SavedGames::bundledBoardHash,
                    new SplittableRandom(seeds)::nextLong, shelf
                            ? new DemoTable.Serving(0, "localhost", "en", GameSetup.DiceSource.VIRTUAL,
                                    new org.kontor.hub.games.JournalShelf(folder.path()), Duration.ZERO)
                            : DemoTable.Serving.of(0, "localhost", Duration.ZERO));
            return new TestHub(folder, journal, table);
        } catch (RuntimeException e) {
            journal.close();
            folder.close();
            throw e;
        }
    }

    TableSession<?, ?, ?, ?> session() {
        return table.dashboard().session();
    }

    static GameSetup fourPlayers() {
        return new GameSetup("europe-short", java.util.List.of("Ana", "Ben", "Cai", "Dee"), Map.of("setup", "FIXED"),
                GameSetup.DiceSource.VIRTUAL);
    }

    Outcome startGame() throws Exception {
        Outcome outcome = session().start(fourPlayers()).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as(outcome.message()).isTrue();
        return outcome;
    }

    /** Plays {@code moves} random legal moves (each from the acting seat's own view); returns how many were made. */
    int play(int moves, Random random) throws Exception {
        int made = 0;
        for (int i = 0; i < moves; i++) {
            JsonNode pub = Json.MAPPER.readTree(session().current().publicView());
            if (!"PLAYING".equals(pub.at("/table/phase").asText())) {
                break;
            }
            boolean moved = false;
            for (int seat : RandomMoves.order(pub, 4, random)) {
                JsonNode view = Json.MAPPER.readTree(session().current().seatView(seat));
                JsonNode command = RandomMoves.choose(view, random);
                if (command == null) {
                    continue;
                }
                Outcome outcome = session().act(seat, view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                assertThat(outcome.accepted()).as("seat %d %s: %s", seat, command, outcome.message()).isTrue();
                moved = true;
                made++;
                break;
            }
            assertThat(moved).as("somebody can move").isTrue();
        }
        return made;
    }

    /** A view without what changes from run to run of the hub (seq, resumedAt). */
    static JsonNode stable(String view) throws Exception {
        ObjectNode node = (ObjectNode) Json.MAPPER.readTree(view);
        node.remove("seq");
        ((ObjectNode) node.get("table")).remove("resumedAt");
        return node;
    }

    @Override
    public void close() {
        table.stop();
        journal.close();
        folder.close();
    }
}
