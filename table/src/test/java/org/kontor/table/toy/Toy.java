package org.kontor.table.toy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Game;
import org.kontor.engine.Ruleset;
import org.kontor.engine.board.Board;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;

/**
 * The toy game's registration with the engine (META-INF/services/org.kontor.engine.Game in the
 * table's test resources), beside its table adapter {@link ToyGame}: a fifth game that exists only
 * in the tests and is found by every layer through its registrations alone, so a test that plays
 * it through {@code kontor play} or the API proves a game needs no file outside its own packages.
 */
public final class Toy implements Game<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> {

    private final ToyGame table = new ToyGame();

    @Override
    public String id() {
        return "toy";
    }

    @Override
    public String name(String language) {
        return "Toy";
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 4;
    }

    @Override
    public Ruleset<ToyGame.State, ToyGame.Command, ToyGame.Event, ToyGame.Command> rules() {
        return table.rules();
    }

    @Override
    public ToyGame.State start(Board board, int seats, Map<String, String> options, long seed) {
        List<String> names = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            names.add("Seat " + (seat + 1));
        }
        return table.setup(new GameSetup("plain", names, options, GameSetup.DiceSource.VIRTUAL), seed);
    }

    @Override
    public ToyGame.Command readCommand(JsonNode json) {
        return Json.readSealed(ToyGame.Command.class, json);
    }
}
