package org.kontor.hub.journal;

/** The data folder or the journal cannot be used; the message says which file and what to do. */
public final class JournalProblem extends RuntimeException {
    public JournalProblem(String message) {
        super(message);
    }

    public JournalProblem(String message, Throwable cause) {
        super(message, cause);
    }
}
