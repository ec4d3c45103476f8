package org.kontor.hub.journal;

/** The journal's file is damaged (its structure, or what it holds against what was acknowledged). */
public final class JournalDamaged extends JournalProblem {

    private final String why;

    public JournalDamaged(String message, String why, Throwable cause) {
        super(message, cause);
        this.why = why;
    }

    /** What SQLite or the check found, without the advice around it. */
    public String why() {
        return why;
    }
}
