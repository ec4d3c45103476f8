package org.kontor.protocol;

import java.util.Arrays;
import java.util.HexFormat;

/** An immutable byte string with value equality, so records that carry bytes compare by content. */
public final class Bytes {
    public static final Bytes EMPTY = new Bytes(new byte[0]);

    private final byte[] data;

    private Bytes(byte[] data) {
        this.data = data;
    }

    public static Bytes of(byte... data) {
        return new Bytes(data.clone());
    }

    public static Bytes of(byte[] data, int offset, int length) {
        return new Bytes(Arrays.copyOfRange(data, offset, offset + length));
    }

    /** Parses hex digits, ignoring spaces; returns null for anything that is not an even run of hex digits. */
    public static Bytes fromHex(String hex) {
        String digits = hex.replace(" ", "");
        if (digits.length() % 2 != 0) {
            return null;
        }
        try {
            return new Bytes(HexFormat.of().parseHex(digits));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public int length() {
        return data.length;
    }

    public int get(int index) {
        return data[index] & 0xFF;
    }

    public byte[] toArray() {
        return data.clone();
    }

    public String hex() {
        return HexFormat.of().formatHex(data);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Bytes && Arrays.equals(data, ((Bytes) other).data);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return hex();
    }
}
