package org.kontor.table.session;

/**
 * A virtual sensor board attached to the table ({@code kontor run --simulate-board}): the host
 * page's simulator card types its commands ("place path 17 route red", "remove path 17",
 * "dice 3 4", "set up") as a user would at the console.
 */
public interface SimulatedBoard {

    /** Hands {@code command} to the virtual board; null when taken, else why not, in words (nothing is done). */
    String type(String command);

    /**
     * The piece names its "place" command takes, for the host page's piece list: the game's
     * ("settlement", "city", "road", "robber" for Catan); empty when the board does not say, and
     * the page offers Merchants of Europe's.
     */
    default java.util.List<String> pieces() {
        return java.util.List.of();
    }
}
