package org.kontor.engine.merchants;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array the engine filled and will not touch again: the legal
 * actions hand their choices out this way, so a list of a hundred merchant destinations is not
 * copied twice more on its way out ({@link LegalAction} keeps it as it is). A list may be a run
 * of a larger array that several lists share.
 */
final class FrozenList<E> extends FrozenView<E> {

    private final Object[] items;
    private final int from;
    private final int size;

    FrozenList(Object[] items, int size) {
        this(items, 0, size);
    }

    FrozenList(Object[] items, int from, int size) {
        this.items = items;
        this.from = from;
        this.size = size;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        java.util.Objects.checkIndex(index, size);
        return (E) items[from + index];
    }

    @Override
    public int size() {
        return size;
    }
}
