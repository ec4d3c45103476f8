package org.kontor.table.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.table.GameSetup;
import org.kontor.table.toy.ToyGame;

/** The session on its own: journal first (a move answered once saved), typed commands, a refusing recorder. */
class TableSessionTest {

    private static final GameSetup TWO = new GameSetup("plain", List.of("A", "B"), Map.of(), GameSetup.DiceSource.VIRTUAL);

    @Test
    void a_game_without_table_dice_refuses_a_start_with_table_dice_and_stays_in_the_lobby() throws Exception {
        TableSession<?, ?, ?, ?> session = new TableSession<>(new org.kontor.table.hansa.HansaTable(), () -> 1L);
        try {
            Outcome refused = session.start(new GameSetup("hansa-3", List.of("Ana", "Ben", "Cai"), Map.of(),
                    GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS);
            assertThat(refused.accepted()).isFalse();
            assertThat(refused.kind()).isEqualTo(RejectionKind.BAD_INPUT);
            assertThat(refused.message()).isEqualTo("Hansa Teutonica takes no dice from the table: its rolls are the hub's.");
            assertThat(session.current().publicView()).contains("\"phase\":\"LOBBY\"");
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void a_move_is_answered_only_once_it_is_recorded_and_shown_while_it_is_being_recorded() throws Exception {
        List<String> journal = new CopyOnWriteArrayList<>();
        java.util.concurrent.CountDownLatch saved = new java.util.concurrent.CountDownLatch(1);
        List<Long> versionsShown = new CopyOnWriteArrayList<>();
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L, moves((seat, version, command) -> {
                    try {
                        assertThat(saved.await(5, TimeUnit.SECONDS)).as("the test let the save finish").isTrue();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    journal.add(seat + "@" + version + " " + command);
                }));
        try {
            session.onPublish(views -> versionsShown.add(views.version()));
            session.start(TWO).get(5, TimeUnit.SECONDS);
            var answer = session.submit(0, 0, new ToyGame.Command.Roll(null));
            var second = session.submit(0, 1, new ToyGame.Command.EndTurn());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!versionsShown.contains(1L) && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertThat(versionsShown).as("the roll is shown while its save goes on").containsExactly(0L, 1L);
            Thread.sleep(50);
            assertThat(answer).as("the roller is not answered before the roll is saved").isNotDone();
            assertThat(versionsShown).as("the next move waits for the save").containsExactly(0L, 1L);
            saved.countDown();
            assertThat(answer.get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(second.get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(journal).containsExactly("0@0 Roll[dice=null]", "0@1 EndTurn[]");
            assertThat(versionsShown).containsExactly(0L, 1L, 2L);
        } finally {
            saved.countDown();
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void a_move_the_recorder_cannot_store_is_refused_taken_back_from_every_view_and_the_table_halts() throws Exception {
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L, moves((seat, version, command) -> {
                    throw new IllegalStateException("disk full");
                }));
        try {
            session.start(TWO).get(5, TimeUnit.SECONDS);
            long seq = session.current().seq();
            Outcome outcome = session.submit(0, 0, new ToyGame.Command.Roll(null)).get(5, TimeUnit.SECONDS);
            assertThat(outcome.accepted()).isFalse();
            assertThat(outcome.kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
            assertThat(outcome.message()).contains("could not save this (disk full)").contains("the game is paused");
            assertThat(session.current().version()).as("the move that was not saved is taken back").isZero();
            assertThat(session.current().seq()).as("the move while it was saved, then the table without it, halted")
                    .isEqualTo(seq + 2);
            assertThat(session.current().hostView()).contains("\"halted\":\"The hub could not save this (disk full)");
            assertThat(session.current().forSeat(0).full()).contains("\"version\":0");
            Outcome next = session.submit(0, 0, new ToyGame.Command.Roll(null)).get(5, TimeUnit.SECONDS);
            assertThat(next.accepted()).isFalse();
            assertThat(next.message()).isEqualTo(outcome.message());
            assertThat(session.undo().get(5, TimeUnit.SECONDS).accepted()).isFalse();
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void a_move_the_recorder_says_it_cannot_store_now_is_refused_unseen() throws Exception {
        List<String> journal = new CopyOnWriteArrayList<>();
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L, new TableSession.Recorder<ToyGame.Command>() {
                    @Override
                    public void ready() {
                        throw new IllegalStateException("the journal is gone");
                    }

                    @Override
                    public void accepted(int seat, long version, ToyGame.Command command, String digest) {
                        journal.add(seat + "@" + version);
                    }
                });
        try {
            session.start(TWO).get(5, TimeUnit.SECONDS);
            long seq = session.current().seq();
            Outcome outcome = session.submit(0, 0, new ToyGame.Command.Roll(null)).get(5, TimeUnit.SECONDS);
            assertThat(outcome.accepted()).isFalse();
            assertThat(outcome.message()).contains("could not save this (the journal is gone)");
            assertThat(journal).isEmpty();
            assertThat(session.current().seq()).as("only the host's note that the table halted").isEqualTo(seq + 1);
            assertThat(session.current().version()).isZero();
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void a_saved_game_that_replays_differently_is_refused_naming_the_first_move_that_differs() {
        List<TableSession.Entry<ToyGame.Command>> entries = List.of(
                new TableSession.Entry.Move<>(0, 0, new ToyGame.Command.Roll(null), "not this state"),
                new TableSession.Entry.Move<>(0, 1, new ToyGame.Command.EndTurn(), "nor this one"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new TableSession<>(new ToyGame(), () -> 1L,
                        TableSession.Recorder.NONE, new TableSession.Saved<>(TWO, 1L, entries, false)))
                .isInstanceOf(TableSession.CannotResume.class)
                .hasMessage("After move 1 the replayed game differs from the saved one (state digest): this version of "
                        + "Kontor plays it differently.");
    }

    @Test
    void an_error_inside_the_session_reaches_the_caller_instead_of_leaving_it_waiting() throws Exception {
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L, moves((seat, version, command) -> {
                    throw new LinkageError("a class that will not load");
                }));
        try {
            session.start(TWO).get(5, TimeUnit.SECONDS);
            var answer = session.submit(0, 0, new ToyGame.Command.Roll(null));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> answer.get(5, TimeUnit.SECONDS))
                    .isInstanceOf(java.util.concurrent.ExecutionException.class).hasCauseInstanceOf(LinkageError.class);
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void undoing_a_move_that_showed_a_secret_asks_the_host_to_confirm_and_a_roll_does_not() throws Exception {
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L);
        try {
            session.start(TWO).get(5, TimeUnit.SECONDS);
            assertThat(session.submit(0, 0, new ToyGame.Command.Roll(null)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(session.submit(0, 1, new ToyGame.Command.Draw()).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            Outcome asked = session.undo().get(5, TimeUnit.SECONDS);
            assertThat(asked.accepted()).isFalse();
            assertThat(asked.confirm()).isTrue();
            assertThat(asked.message()).contains("showed somebody a secret");
            assertThat(session.current().version()).as("nothing undone yet").isEqualTo(2);
            assertThat(session.undo(true).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(session.current().version()).isEqualTo(1);
            Outcome roll = session.undo().get(5, TimeUnit.SECONDS);
            assertThat(roll.accepted()).as("a roll shows nothing secret").isTrue();
            assertThat(session.current().version()).isZero();
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void stopping_twice_is_harmless_and_the_writer_thread_ends() throws Exception {
        long before = writers();
        TableSession<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> session =
                new TableSession<>(new ToyGame(), () -> 1L);
        assertThat(writers()).isEqualTo(before + 1);
        session.stop(Duration.ofSeconds(5));
        session.stop(Duration.ofSeconds(5));
        assertThat(writers()).isEqualTo(before);
        assertThat(session.start(TWO).get(1, TimeUnit.SECONDS).message()).isEqualTo("The table stopped.");
    }

    /** A sink for moves only (the tests here do not care about starts, undos and ends). */
    interface MoveSink<C> {
        void accepted(int seat, long version, C command);
    }

    static <C> TableSession.Recorder<C> moves(MoveSink<C> sink) {
        return new TableSession.Recorder<>() {
            @Override
            public void accepted(int seat, long version, C command, String digest) {
                sink.accepted(seat, version, command);
            }
        };
    }

    private static long writers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("table-session") && t.isAlive()).count();
    }
}
