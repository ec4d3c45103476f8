package org.kontor.protocol;

import java.util.Arrays;

/**
 * Consistent Overhead Byte Stuffing. The encoded form contains no 0x00, so 0x00 can delimit
 * frames and a receiver resynchronises at the next 0x00 after any garbage.
 */
public final class Cobs {
    private Cobs() {
    }

    public static byte[] encode(byte[] data) {
        byte[] out = new byte[data.length + data.length / 254 + 1];
        int codeIndex = 0;
        int written = 1;
        int code = 1;
        for (int i = 0; i < data.length; i++) {
            if (data[i] != 0) {
                out[written++] = data[i];
                code++;
            }
            if (data[i] == 0 || code == 0xFF) {
                out[codeIndex] = (byte) code;
                code = 1;
                codeIndex = written;
                // A full block at the very end needs no trailing code byte (canonical COBS).
                if (data[i] == 0 || i + 1 < data.length) {
                    written++;
                }
            }
        }
        if (codeIndex < written) {
            out[codeIndex] = (byte) code;
        }
        return Arrays.copyOf(out, written);
    }

    /**
     * Decodes {@code length} bytes (without the 0x00 delimiter). Returns null when the input
     * cannot be COBS: a zero byte inside, or a code byte that points past the end.
     */
    public static byte[] decode(byte[] encoded, int offset, int length) {
        byte[] out = new byte[length];
        int written = 0;
        int i = offset;
        int end = offset + length;
        while (i < end) {
            int code = encoded[i++] & 0xFF;
            if (code == 0 || i + code - 1 > end) {
                return null;
            }
            for (int k = 1; k < code; k++) {
                byte b = encoded[i++];
                if (b == 0) {
                    return null;
                }
                out[written++] = b;
            }
            if (code != 0xFF && i < end) {
                out[written++] = 0;
            }
        }
        return Arrays.copyOf(out, written);
    }
}
