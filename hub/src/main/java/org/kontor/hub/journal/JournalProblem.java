package org.kontor.hub.journal;

/**
 * The data folder or the journal cannot be used; the message says which file and what to do.
 * Not final: {@link JournalDamaged} is the kind a start moves the files aside for.
 */
public class JournalProblem extends RuntimeException {
    public JournalProblem(String message) {
        super(message);
    }

    public JournalProblem(String message, Throwable cause) {
        super(message, cause);
    }
}
