package org.kontor.table.session;

import java.util.concurrent.CompletableFuture;
import org.kontor.engine.table.Spot;

/**
 * What the host may do when the physical table holds play (the hub's sensor boards attach one to
 * the session): take one of the readings the table shows as the move made, or stop listening to a
 * dead sensor (and listen to it again).
 */
public interface PhysicalOverride {

    /** A host's request, from the host page. */
    sealed interface Request {
        /** The table as sensed is the move of the {@code option}th reading offered (0-based). */
        record Accept(int option) implements Request {}

        /** The sensor under {@code spot} is dead or stuck: judge the table without it. */
        record Ignore(Spot spot) implements Request {}

        /** Listen to the sensor under {@code spot} again. */
        record Restore(Spot spot) implements Request {}
    }

    /** Carries out {@code request}; completes with null once done and shown, or with why not, in words. */
    CompletableFuture<String> apply(Request request);
}
