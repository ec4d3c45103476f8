package org.kontor.protocol.message;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.kontor.protocol.Bytes;

/** Appends little-endian fields. The frame checks the final size, so this one just grows. */
public final class PayloadWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public PayloadWriter u8(int value) {
        out.write(value);
        return this;
    }

    public PayloadWriter u16(int value) {
        out.write(value);
        out.write(value >> 8);
        return this;
    }

    public PayloadWriter u32(long value) {
        u16((int) value);
        return u16((int) (value >> 16));
    }

    public PayloadWriter bytes(Bytes bytes) {
        out.writeBytes(bytes.toArray());
        return this;
    }

    public PayloadWriter location(Location location) {
        return u8(location.kind()).u16(location.id());
    }

    /** A length byte, then ASCII. */
    public PayloadWriter text(String text) {
        byte[] ascii = text.getBytes(StandardCharsets.US_ASCII);
        u8(ascii.length);
        out.writeBytes(ascii);
        return this;
    }

    public Bytes toBytes() {
        return Bytes.of(out.toByteArray());
    }
}
