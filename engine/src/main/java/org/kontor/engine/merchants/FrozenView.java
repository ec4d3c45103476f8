package org.kontor.engine.merchants;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list the engine made and nobody writes: {@link LegalAction} keeps such a list
 * as it is instead of copying it. Subclasses read their elements off arrays filled before the
 * list was made ({@link FrozenList}), or work each element out from a compact entry.
 */
abstract class FrozenView<E> extends AbstractList<E> implements RandomAccess {
}
