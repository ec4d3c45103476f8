package org.kontor.engine.hansa;

/**
 * A trade route between cities {@code from} and {@code to} (indexes into the map's cities) with
 * {@code posts} trading posts, numbered {@code firstPost .. firstPost + posts - 1} across the map.
 * {@code tavern}: one of the three start taverns holding a face-up bonus marker at setup.
 * {@code bend}: where the drawing bends the route so that it passes clear of other cities, or null
 * for a straight line.
 */
public record Route(int id, int from, int to, int posts, int firstPost, boolean tavern, Spot bend) {

    public boolean touches(int city) {
        return from == city || to == city;
    }

    public boolean holds(int post) {
        return post >= firstPost && post < firstPost + posts;
    }
}
