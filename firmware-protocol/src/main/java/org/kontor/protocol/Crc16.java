package org.kontor.protocol;

/**
 * CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor.
 * Check value: "123456789" gives 0x29B1. Bitwise on purpose: it is the same loop the firmware
 * runs, and frames are short.
 */
public final class Crc16 {
    private Crc16() {
    }

    public static int of(byte[] data, int offset, int length) {
        int crc = 0xFFFF;
        for (int i = offset; i < offset + length; i++) {
            crc ^= (data[i] & 0xFF) << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
            crc &= 0xFFFF;
        }
        return crc;
    }
}
