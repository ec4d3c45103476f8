package org.kontor.hub.hardware;

/**
 * What a sensor board's buttons mean (its BUTTON frames, a click each). The reference board's four
 * buttons, pins 2 to 5 in docs/wiring.md, are shared by the table: whoever may act, acts.
 */
public enum TableButton {
    /** Ends the turn of whoever may end it now. */
    END_TURN,
    /** When the table can be read several ways: shows the next reading (LEDs and the table screen). */
    NEXT_READING,
    /** Takes the reading shown as the move made. */
    CONFIRM,
    /** Rolls the hub's dice for whoever may roll (a table without dice keys). */
    ROLL;

    /** The meaning of the board's button {@code button} (0 to 3); null for a button with none. */
    public static TableButton ofBoardButton(int button) {
        TableButton[] all = values();
        return button >= 0 && button < all.length ? all[button] : null;
    }
}
