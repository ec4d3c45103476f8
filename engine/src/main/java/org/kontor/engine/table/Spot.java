package org.kontor.engine.table;

/** A place on the board a sensor can sit under: a canonical intersection, path or hex id (docs/boards.md). */
public record Spot(Kind kind, int id) implements Comparable<Spot> {

    public enum Kind { INTERSECTION, PATH, HEX }

    public Spot {
        if (kind == null || id < 0) {
            throw new IllegalArgumentException("a spot needs a kind and an id of 0 or more, not " + kind + " " + id);
        }
    }

    public static Spot intersection(int id) {
        return new Spot(Kind.INTERSECTION, id);
    }

    public static Spot path(int id) {
        return new Spot(Kind.PATH, id);
    }

    public static Spot hex(int id) {
        return new Spot(Kind.HEX, id);
    }

    @Override
    public int compareTo(Spot other) {
        return kind != other.kind ? kind.compareTo(other.kind) : Integer.compare(id, other.id);
    }

    /** "path 17", as players read it. */
    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + id;
    }
}
