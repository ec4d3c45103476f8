package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The short versions of docs/reliability.md's runs; the long ones are {@code bench/reliability.sh}.
 * Speed is not asserted here (the load run prints its latency; the bench checks the budget).
 */
class ReliabilityRunTest {

    static final long SEED = 7919341277345567811L;

    @Test
    void thirty_stalled_spectators_and_a_fast_game_stay_within_the_rss_bound_at_128_mb_of_heap() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process run = new ProcessBuilder(List.of(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                Reliability.class.getName(), "slow-readers", "10", Long.toString(SEED)))
                .redirectErrorStream(true).start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String figures = out.lines().filter(l -> l.startsWith("slow-readers") || l.startsWith("RESULT"))
                .reduce("", (a, b) -> a + b + "\n");
        Report.printf("%s", figures);
        assertThat(run.exitValue()).as(out).isZero();
        assertThat(out).contains("RESULT ok").contains("30 of 30 readers caught up with the latest view");
    }

    @Test
    void sixteen_clients_sending_ten_commands_a_second_for_ten_seconds_get_every_answer() throws Exception {
        assertThat(Reliability.load(16, 10, 10, SEED, false)).isTrue();
    }

    @Test
    void five_thousand_refused_commands_from_a_socket_that_never_reads_change_nothing() throws Exception {
        assertThat(Reliability.flood(5_000, SEED)).isTrue();
    }
}
