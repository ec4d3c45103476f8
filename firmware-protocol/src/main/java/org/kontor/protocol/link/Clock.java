package org.kontor.protocol.link;

/** Milliseconds from an arbitrary origin, never going backwards. Tests pass a clock they move by hand. */
@FunctionalInterface
public interface Clock {
    long millis();

    static Clock system() {
        return () -> System.nanoTime() / 1_000_000L;
    }
}
