package org.kontor.web.session;

import java.text.Normalizer;

/**
 * A name a player gives themself on their phone, made safe to show on every screen: Unicode
 * normalised (NFC), spaces collapsed, 1 to 24 characters; control characters and the bidi
 * controls that could turn another player's name or a log line around are refused.
 */
public final class PlayerName {

    public static final int MAX = 24;

    private PlayerName() {}

    /** The clean name, or {@link IllegalArgumentException} with a sentence for the player. */
    public static String clean(String raw) {
        if (raw == null) {
            throw new IllegalArgumentException("Give a name of 1 to " + MAX + " characters.");
        }
        String name = Normalizer.normalize(raw, Normalizer.Form.NFC);
        if (name.codePoints().anyMatch(PlayerName::isBidiControl)) {
            throw new IllegalArgumentException("A name may not contain text-direction control characters.");
        }
        if (name.codePoints().anyMatch(c -> Character.isISOControl(c) && !Character.isWhitespace(c)
                || Character.getType(c) == Character.FORMAT && c != 0x200D   // a zero-width joiner builds emoji
                || Character.getType(c) == Character.PRIVATE_USE
                || Character.getType(c) == Character.UNASSIGNED)) {
            throw new IllegalArgumentException("A name may contain letters, digits, spaces and punctuation only.");
        }
        name = name.replaceAll("\\s+", " ").strip();
        int length = name.codePointCount(0, name.length());
        if (length < 1 || length > MAX) {
            throw new IllegalArgumentException("Give a name of 1 to " + MAX + " characters.");
        }
        return name;
    }

    /** The explicit bidi controls: embeddings, overrides, isolates and the directional marks. */
    private static boolean isBidiControl(int c) {
        return c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F || c == 0x061C;
    }
}
