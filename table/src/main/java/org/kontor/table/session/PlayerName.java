package org.kontor.table.session;

import java.text.Normalizer;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * The one rule for a player's name, whether the host types it on the start form or the player
 * on their phone: Unicode normalised (NFC, one spelling per name), spaces collapsed, 1 to 24
 * characters; control characters and the bidi controls that could turn another player's name or
 * a log line around are refused.
 */
public final class PlayerName {

    public static final int MAX = 24;

    private PlayerName() {}

    /**
     * A name refused, with a sentence for the player (in English as the message; in any language from
     * its catalogue key, {@link TableRefusals}); {@code directionControl} if it held a bidi control.
     */
    public static final class Refused extends IllegalArgumentException {
        private final transient Rejection rejection;
        private final boolean directionControl;

        Refused(boolean directionControl, String key, Object... args) {
            this(Rejection.of(RejectionKind.BAD_INPUT, key, args), directionControl);
        }

        private Refused(Rejection rejection, boolean directionControl) {
            super(rejection.message());
            this.rejection = rejection;
            this.directionControl = directionControl;
        }

        public boolean directionControl() {
            return directionControl;
        }

        String key() {
            return rejection.key();
        }

        Object[] args() {
            return rejection.args().toArray();
        }
    }

    /** The clean name, or {@link Refused} with a sentence for the player. */
    public static String clean(String raw) {
        if (raw == null) {
            throw new Refused(false, "table.name-length", MAX);
        }
        String name = Normalizer.normalize(raw, Normalizer.Form.NFC);
        if (name.codePoints().anyMatch(PlayerName::isBidiControl)) {
            throw new Refused(true, "table.name-direction-controls");
        }
        if (name.codePoints().anyMatch(c -> Character.isISOControl(c) && !Character.isWhitespace(c)
                || Character.getType(c) == Character.FORMAT && c != 0x200D   // a zero-width joiner builds emoji
                || Character.getType(c) == Character.PRIVATE_USE
                || Character.getType(c) == Character.UNASSIGNED)) {
            throw new Refused(false, "table.name-characters");
        }
        name = name.replaceAll("\\s+", " ").strip();
        int length = name.codePointCount(0, name.length());
        if (length < 1 || length > MAX) {
            throw new Refused(false, "table.name-length", MAX);
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
