package org.kontor.protocol;

/**
 * One decoded HBP frame: {@code ver u8, type u8, seq u16, flags u8, len u8, payload, crc u16},
 * little-endian. The type stays a raw number here so that frames of types this side does not
 * know can still be acknowledged or refused.
 *
 * @param type    message type code, 0..255
 * @param seq     1..65535 for reliable frames, 0 for unreliable ones
 * @param flags   bit 0 RETX, bits 4..7 the session tag
 * @param payload at most {@link #MAX_PAYLOAD} bytes
 */
public record Frame(int type, int seq, int flags, Bytes payload) {
    public static final int VERSION = 1;
    public static final int HEADER_SIZE = 6;
    public static final int CRC_SIZE = 2;
    public static final int MAX_PAYLOAD = 240;
    public static final int MAX_SIZE = HEADER_SIZE + MAX_PAYLOAD + CRC_SIZE;
    /** The largest COBS encoding of a frame; with at most 254 bytes COBS adds exactly one. */
    public static final int MAX_ENCODED_SIZE = MAX_SIZE + 1;

    public static final int FLAG_RETX = 0x01;

    public Frame {
        if (type < 0 || type > 0xFF || seq < 0 || seq > 0xFFFF || flags < 0 || flags > 0xFF) {
            throw new IllegalArgumentException("header field out of range: type=" + type + " seq=" + seq + " flags=" + flags);
        }
        if (payload.length() > MAX_PAYLOAD) {
            throw new IllegalArgumentException("payload of " + payload.length() + " bytes exceeds " + MAX_PAYLOAD);
        }
    }

    public boolean reliable() {
        return seq != 0;
    }

    public int sessionTag() {
        return flags >> 4;
    }

    public boolean retransmission() {
        return (flags & FLAG_RETX) != 0;
    }

    /** The decoded bytes, header to CRC, before COBS. */
    public byte[] toBytes() {
        int length = payload.length();
        byte[] out = new byte[HEADER_SIZE + length + CRC_SIZE];
        out[0] = VERSION;
        out[1] = (byte) type;
        out[2] = (byte) seq;
        out[3] = (byte) (seq >> 8);
        out[4] = (byte) flags;
        out[5] = (byte) length;
        System.arraycopy(payload.toArray(), 0, out, HEADER_SIZE, length);
        int crc = Crc16.of(out, 0, HEADER_SIZE + length);
        out[HEADER_SIZE + length] = (byte) crc;
        out[HEADER_SIZE + length + 1] = (byte) (crc >> 8);
        return out;
    }

    /** What goes on the wire: COBS of the frame, then the 0x00 delimiter. */
    public byte[] toWire() {
        byte[] encoded = Cobs.encode(toBytes());
        byte[] wire = new byte[encoded.length + 1];
        System.arraycopy(encoded, 0, wire, 0, encoded.length);
        return wire;
    }

    /** Parses the bytes between two delimiters; checks run in the order the spec lists them. */
    public static FrameResult parse(byte[] encoded, int offset, int length) {
        if (length > MAX_ENCODED_SIZE) {
            return FrameResult.failed(FrameError.OVERSIZE);
        }
        byte[] bytes = Cobs.decode(encoded, offset, length);
        if (bytes == null) {
            return FrameResult.failed(FrameError.COBS);
        }
        if (bytes.length < HEADER_SIZE + CRC_SIZE || bytes.length != HEADER_SIZE + (bytes[5] & 0xFF) + CRC_SIZE
                || (bytes[5] & 0xFF) > MAX_PAYLOAD) {
            return FrameResult.failed(FrameError.LENGTH);
        }
        int crcAt = bytes.length - CRC_SIZE;
        int crc = (bytes[crcAt] & 0xFF) | (bytes[crcAt + 1] & 0xFF) << 8;
        if (crc != Crc16.of(bytes, 0, crcAt)) {
            return FrameResult.failed(FrameError.CRC);
        }
        if (bytes[0] != VERSION) {
            return FrameResult.failed(FrameError.VERSION);
        }
        int seq = (bytes[2] & 0xFF) | (bytes[3] & 0xFF) << 8;
        return FrameResult.ok(new Frame(bytes[1] & 0xFF, seq, bytes[4] & 0xFF, Bytes.of(bytes, HEADER_SIZE, crcAt - HEADER_SIZE)));
    }
}
