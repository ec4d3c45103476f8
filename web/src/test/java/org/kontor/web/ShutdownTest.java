package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.table.session.Outcome;
import org.kontor.table.toy.ToyGame;

/** Stopping the table: queued commands are applied or answered, pages are told with 1001. */
class ShutdownTest {

    @Test
    void stopping_answers_every_queued_command_and_closes_sockets_with_1001() throws Exception {
        TestTable t = new TestTable(new ToyGame(), 7);
        t.dashboard.start(0);
        t.port = t.dashboard.port();
        try (WsProbe phone = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), t.origin())) {
            phone.nextView();
            t.session.start(new GameSetup("plain", List.of("A", "B"), java.util.Map.of(), GameSetup.DiceSource.VIRTUAL))
                    .get(5, TimeUnit.SECONDS);
            List<CompletableFuture<Outcome>> queued = new ArrayList<>();
            var roll = Json.MAPPER.readTree("{\"type\":\"Roll\"}");
            var end = Json.MAPPER.readTree("{\"type\":\"EndTurn\"}");
            queued.add(t.session.act(0, 0, roll));
            queued.add(t.session.act(0, 1, end));
            queued.add(t.session.act(1, 2, roll));
            t.dashboard.stop();
            for (CompletableFuture<Outcome> answer : queued) {
                assertThat(answer).isDone();
                assertThat(answer.get(5, java.util.concurrent.TimeUnit.SECONDS).accepted()).isTrue();
            }
            assertThat(t.session.current().version()).isEqualTo(3);
            Outcome late = t.session.act(1, 3, end).get(1, TimeUnit.SECONDS);
            assertThat(late.accepted()).isFalse();
            assertThat(late.message()).isEqualTo("The table stopped.");
            assertThat(phone.closed.get(5, TimeUnit.SECONDS)).isEqualTo("1001 the table stopped");
        }
    }
}
