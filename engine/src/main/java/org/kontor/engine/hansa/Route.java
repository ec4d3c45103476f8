package org.kontor.engine.hansa;

/**
 * A trade route between cities {@code from} and {@code to} (indexes into the map's cities) with
 * {@code posts} trading posts, numbered {@code firstPost .. firstPost + posts - 1} across the map.
 * {@code tavern}: one of the three start taverns holding a face-up bonus marker at setup.
 */
public record Route(int id, int from, int to, int posts, int firstPost, boolean tavern) {

    public boolean touches(int city) {
        return from == city || to == city;
    }

    public boolean holds(int post) {
        return post >= firstPost && post < firstPost + posts;
    }
}
