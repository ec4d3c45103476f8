package org.kontor.hub.games;

import java.util.function.Function;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.session.TableSession;

/**
 * The journal behind a table session: every change is written (and fsynced) by the session's
 * writer thread before the session answers it (a move is shown while it is written, anything
 * else after). A failure here is thrown on, which makes the session refuse the change and halt.
 */
public final class JournalRecorder<C> implements TableSession.Recorder<C> {

    private final Journal journal;
    private final long table;
    private final String gameId;
    private final String deck;
    private final Function<String, String> boardHash;
    private volatile long game;             // written on the writer thread; read by the host page's list

    /**
     * @param played    the game the table plays (its id and deck are saved with each new game)
     * @param game      the id of the game being resumed, or -1 in the lobby
     * @param boardHash a board id's file hash (SHA-256 of the board file), stored with each new game
     */
    public JournalRecorder(Journal journal, long table, TableGame<?, C, ?, ?> played, long game,
                           Function<String, String> boardHash) {
        this.journal = journal;
        this.table = table;
        this.game = game;
        this.gameId = played.id();
        this.deck = played.deckId();
        this.boardHash = boardHash;
    }

    /** The game being recorded, or -1. */
    public long game() {
        return game;
    }

    /** The host put saved game {@code id} on the table: the next changes are its. */
    public void switchTo(long id) {
        game = id;
    }

    @Override
    public void ready() {
        String trouble = journal.trouble();
        if (trouble != null) {
            throw new JournalProblem(trouble);
        }
    }

    @Override
    public void started(GameSetup setup, long seed) {
        String line = Json.write(new SetupLine(gameId, setup, seed, deck).fields());
        game = journal.startGame(table, gameId, line, seed, boardHash.apply(setup.board()));
    }

    @Override
    public void accepted(int seat, long version, C command, String digest) {
        accepted(seat, version, command, digest, TableSession.Source.PHONE);
    }

    @Override
    public void accepted(int seat, long version, C command, String digest, TableSession.Source source) {
        // typed: a game whose commands name no "type" of their own is read back by its class name
        journal.appendMove(game, seat, version, Json.write(Json.typed(command)), digest, source.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public void undone(long entropy) {
        journal.undo(game, entropy);
    }

    @Override
    public void renamed(java.util.List<String> names) {
        journal.rename(game, Json.write(names));
    }

    @Override
    public void botsChanged(java.util.Map<Integer, org.kontor.engine.bot.Level> bots) {
        java.util.Map<String, String> words = new java.util.TreeMap<>();
        bots.forEach((seat, level) -> words.put(String.valueOf(seat), level.word()));
        journal.setBots(game, words.isEmpty() ? null : Json.write(words));
    }

    @Override
    public void checkpoint(TableSession.Checkpoint checkpoint) {
        journal.writeCheckpoint(game, checkpoint.entries(), checkpoint.moves(), Json.write(checkpoint.position()),
                Json.write(checkpoint.rolls()));
    }

    @Override
    public void ended(boolean won) {
        journal.finish(game, won ? "won" : "ended");
    }
}
