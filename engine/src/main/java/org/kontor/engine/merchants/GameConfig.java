package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;

/**
 * What the players choose before the game: the board side, who plays which colour (list order
 * is seating order, clockwise, so seat i plays {@code colours.get(i)}), fixed or variable setup,
 * where the dice are rolled, where the robber starts and the rule options.
 *
 * @param robberHex the unnumbered land hex the robber starts on, or -1 to let the engine pick one
 */
public record GameConfig(Board board, BoardSide side, List<PlayerColour> colours, SetupKind setup,
                         DiceSource dice, int robberHex, RuleOptions options) {

    public enum BoardSide { SHORT, MAIN }

    /** Fixed: the printed short-game start (board.startPositions()). Variable: the appendix's placing rounds. */
    public enum SetupKind { FIXED, VARIABLE }

    /** TABLE: the players roll real dice and the roll command carries them. VIRTUAL: the engine rolls. */
    public enum DiceSource { TABLE, VIRTUAL }

    public GameConfig {
        colours = List.copyOf(colours);
        if (colours.size() < 3 || colours.size() > 4 || colours.stream().distinct().count() != colours.size()) {
            throw new IllegalArgumentException("3 or 4 players in distinct colours, not " + colours);
        }
        if (setup == SetupKind.FIXED && side != BoardSide.SHORT) {
            throw new IllegalArgumentException("the fixed setup exists only on the short board side");
        }
    }

    public int players() {
        return colours.size();
    }
}
