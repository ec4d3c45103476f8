package org.kontor.engine;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An immutable map from seat to value, kept as an array by seat: what events and pending decisions
 * say of a few seats (cards received, cards to discard, gold paid). Its entries come in seat order,
 * so its JSON and text name the seats in order, and making one costs a small array where
 * {@code Map.of} hashes every key into a table of its own (a roll's production made one).
 * Like {@code Map.of}, it refuses null keys and values; a key is a seat, from 0 to
 * {@link #MAX_SEATS} - 1.
 */
public final class SeatMap<V> extends AbstractMap<Integer, V> {

    /** More seats than any game here has (four to six), so a corrupt file cannot make a huge array. */
    public static final int MAX_SEATS = 16;

    private static final SeatMap<?> EMPTY = new SeatMap<>(new Object[0], 0);

    /** Values by seat, null where a seat has no entry; never written after construction. */
    private final Object[] bySeat;
    private final int size;

    private SeatMap(Object[] bySeat, int size) {
        this.bySeat = bySeat;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    public static <V> SeatMap<V> of() {
        return (SeatMap<V>) EMPTY;
    }

    /**
     * The values of {@code bySeat} that are not null, each under its index. The array is copied, so
     * the caller may reuse it.
     */
    public static <V> SeatMap<V> ofArray(V[] bySeat) {
        if (bySeat.length > MAX_SEATS) {
            throw new IllegalArgumentException("a seat map holds seats 0 to " + (MAX_SEATS - 1) + ", not " + bySeat.length);
        }
        int last = -1;
        int size = 0;
        for (int seat = 0; seat < bySeat.length; seat++) {
            if (bySeat[seat] != null) {
                last = seat;
                size++;
            }
        }
        return size == 0 ? of() : new SeatMap<>(Arrays.copyOf(bySeat, last + 1, Object[].class), size);
    }

    /** {@code map} itself if it is a seat map, else a seat map of its entries. */
    @SuppressWarnings("unchecked")
    public static <V> SeatMap<V> copyOf(Map<Integer, ? extends V> map) {
        if (map instanceof SeatMap) {
            return (SeatMap<V>) map;
        }
        Object[] bySeat = new Object[0];
        for (Map.Entry<Integer, ? extends V> e : map.entrySet()) {
            Integer seat = e.getKey();
            if (seat == null || e.getValue() == null) {
                throw new NullPointerException("a seat map has no null seat or value: " + seat + "=" + e.getValue());
            }
            if (seat < 0 || seat >= MAX_SEATS) {
                throw new IllegalArgumentException("a seat map holds seats 0 to " + (MAX_SEATS - 1) + ", not " + seat);
            }
            if (seat >= bySeat.length) {
                bySeat = Arrays.copyOf(bySeat, seat + 1);
            }
            bySeat[seat] = e.getValue();
        }
        return map.isEmpty() ? of() : new SeatMap<>(bySeat, map.size());
    }

    /** This map without {@code seat}'s entry (itself if it has none): who still owes once a seat has paid. */
    public SeatMap<V> without(int seat) {
        if (get(seat) == null) {
            return this;
        }
        if (size == 1) {
            return of();
        }
        Object[] rest = bySeat.clone();
        rest[seat] = null;
        return new SeatMap<>(rest, size - 1);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object key) {
        return key instanceof Integer seat && seat >= 0 && seat < bySeat.length ? (V) bySeat[seat] : null;
    }

    @Override
    public Set<Map.Entry<Integer, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public Iterator<Map.Entry<Integer, V>> iterator() {
                return new Iterator<>() {
                    private int next = following(-1);

                    @Override
                    public boolean hasNext() {
                        return next < bySeat.length;
                    }

                    @Override
                    @SuppressWarnings("unchecked")
                    public Map.Entry<Integer, V> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<Integer, V> e = Map.entry(next, (V) bySeat[next]);
                        next = following(next);
                        return e;
                    }
                };
            }
        };
    }

    /** The first seat after {@code seat} with an entry, or the array's length. */
    private int following(int seat) {
        int s = seat + 1;
        while (s < bySeat.length && bySeat[s] == null) {
            s++;
        }
        return s;
    }
}
