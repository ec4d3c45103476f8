package org.kontor.engine.board;

/**
 * A harbour printed on a coastal path: a player with a settlement or city on either end of the
 * path trades {@code rate} cards of {@code resource} for one card (a 2:1 harbour), or {@code rate}
 * cards of any one kind when {@code resource} is null (a 3:1 harbour).
 */
public record Harbour(int path, Resource resource, int rate) {

    /** True for the 3:1 harbours that take any one kind of card. */
    public boolean generic() {
        return resource == null;
    }
}
