package org.kontor.engine.merchants;

import java.util.BitSet;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.CitySite;
import org.kontor.engine.board.SiteColour;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;

/** What the rules read from the printed board in hot loops, worked out once per game. */
public final class BoardFacts {

    final Board board;
    final Topology topology;
    /** Per hex: the resource index it yields, or -1 (sea, desert). */
    final int[] resourceOf;
    /** Per hex: the printed number, or 0. */
    final int[] printedNumber;
    /** Per hex: the resource index of a blank token space's colour, or -1. */
    final int[] blankColour;
    final BitSet citySites = new BitSet();
    final BitSet purpleSites = new BitSet();
    final BitSet paths = new BitSet();

    BoardFacts(Board board) {
        this.board = board;
        this.topology = board.topology();
        int hexes = topology.hexCount();
        resourceOf = new int[hexes];
        printedNumber = new int[hexes];
        blankColour = new int[hexes];
        for (int h = 0; h < hexes; h++) {
            resourceOf[h] = board.terrain(h).produces() == null ? -1 : Resources.index(board.terrain(h).produces());
            TokenSpace space = board.tokenSpace(h);
            printedNumber[h] = space instanceof TokenSpace.Printed ? ((TokenSpace.Printed) space).number() : 0;
            blankColour[h] = space instanceof TokenSpace.Blank ? Resources.index(((TokenSpace.Blank) space).colour()) : -1;
        }
        for (CitySite city : board.cities()) {
            citySites.set(city.intersection());
            if (city.colour() == SiteColour.PURPLE) {
                purpleSites.set(city.intersection());
            }
        }
        for (int p = 0; p < topology.pathCount(); p++) {
            if (board.isPath(p)) {
                paths.set(p);
            }
        }
    }

    boolean isLand(int hex) {
        return board.terrain(hex).isLand();
    }
}
