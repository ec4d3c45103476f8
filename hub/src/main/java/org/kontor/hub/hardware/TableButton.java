package org.kontor.hub.hardware;

import java.util.Locale;

/**
 * What a table button does (a sensor board's BUTTON frames, a click each, or a Pi pin). A board's
 * buttons 0 to 5 mean these in order unless the config says otherwise (docs/wiring.md); each is
 * shared by the table (whoever may act, acts) unless the config gives it a seat.
 */
public enum TableButton {
    /** Ends the turn of whoever may end it now. */
    END_TURN,
    /**
     * When the table can be read several ways: shows the next reading (LEDs and the table screen);
     * otherwise the next choice no sensor reads (a piece beside another on one sensor, a player
     * to rob) on the table screen. A long press drops the choice shown.
     */
    NEXT_READING,
    /** Takes the reading shown as the move made, or makes the trade with the bank or the choice shown. */
    CONFIRM,
    /** Rolls the hub's dice for whoever may roll (a table without dice keys). */
    ROLL,
    /** Starts a trade with the bank on the table screen, then shows the next kind given; a long press drops the trade. */
    TRADE_GIVE,
    /** Starts a trade with the bank on the table screen, then shows the next kind taken; a long press drops the trade. */
    TRADE_TAKE;

    /** The meaning of the board's button {@code button} when the config gives it none; null for a button with none. */
    public static TableButton ofBoardButton(int button) {
        TableButton[] all = values();
        return button >= 0 && button < all.length ? all[button] : null;
    }

    /** The config's word for it: "end-turn". */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The meaning named {@code word} in the config ("trade-give"), or null for none. */
    public static TableButton ofWord(String word) {
        for (TableButton meaning : values()) {
            if (meaning.word().equals(word)) {
                return meaning;
            }
        }
        return null;
    }
}
