package org.kontor.protocol.message;

import java.nio.charset.StandardCharsets;
import org.kontor.protocol.Bytes;

/**
 * Reads little-endian fields. Reading past the end returns zeros and marks the reader failed,
 * so decoders read straight through and check {@link #failed()} once at the end.
 */
public final class PayloadReader {
    private final Bytes data;
    private int position;
    private boolean failed;

    public PayloadReader(Bytes data) {
        this.data = data;
    }

    public int u8() {
        if (position >= data.length()) {
            failed = true;
            return 0;
        }
        return data.get(position++);
    }

    public int u16() {
        return u8() | u8() << 8;
    }

    public long u32() {
        return (u16() & 0xFFFFL) | (u16() & 0xFFFFL) << 16;
    }

    public Bytes bytes(int count) {
        if (count > remaining()) {
            failed = true;
            position = data.length();
            return Bytes.EMPTY;
        }
        Bytes result = Bytes.of(data.toArray(), position, count);
        position += count;
        return result;
    }

    public Location location() {
        return new Location(u8(), u16());
    }

    public String text() {
        return new String(bytes(u8()).toArray(), StandardCharsets.US_ASCII);
    }

    public int remaining() {
        return data.length() - position;
    }

    public boolean failed() {
        return failed;
    }
}
