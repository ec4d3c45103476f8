package org.kontor.web.session;

import java.text.Normalizer;

/**
 * The one rule for a player's name, whether the host types it on the start form or the player
 * on their phone: Unicode normalised (NFC, one spelling per name), spaces collapsed, 1 to 24
 * characters; control characters and the bidi controls that could turn another player's name or
 * a log line around are refused.
 */
public final class PlayerName {

    public static final int MAX = 24;

    private PlayerName() {}

    /** A name refused, with a sentence for the player; {@code directionControl} if it held a bidi control. */
    public static final class Refused extends IllegalArgumentException {
        private final boolean directionControl;

        Refused(String message, boolean directionControl) {
            super(message);
            this.directionControl = directionControl;
        }

        public boolean directionControl() {
            return directionControl;
        }
    }

    /** The clean name, or {@link Refused} with a sentence for the player. */
    public static String clean(String raw) {
        if (raw == null) {
            throw new Refused("Give a name of 1 to " + MAX + " characters.", false);
        }
        String name = Normalizer.normalize(raw, Normalizer.Form.NFC);
        if (name.codePoints().anyMatch(PlayerName::isBidiControl)) {
            throw new Refused("A name may not contain text-direction control characters.", true);
        }
        if (name.codePoints().anyMatch(c -> Character.isISOControl(c) && !Character.isWhitespace(c)
                || Character.getType(c) == Character.FORMAT && c != 0x200D   // a zero-width joiner builds emoji
                || Character.getType(c) == Character.PRIVATE_USE
                || Character.getType(c) == Character.UNASSIGNED)) {
            throw new Refused("A name may contain letters, digits, spaces and punctuation only.", false);
        }
        name = name.replaceAll("\\s+", " ").strip();
        int length = name.codePointCount(0, name.length());
        if (length < 1 || length > MAX) {
            throw new Refused("Give a name of 1 to " + MAX + " characters.", false);
        }
        return name;
    }

    /** {@code raw} without its bidi controls: how a refused name can be quoted back safely. */
    public static String withoutDirectionControls(String raw) {
        return raw.codePoints().filter(c -> !isBidiControl(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    /** The explicit bidi controls: embeddings, overrides, isolates and the directional marks. */
    private static boolean isBidiControl(int c) {
        return c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F || c == 0x061C;
    }
}
