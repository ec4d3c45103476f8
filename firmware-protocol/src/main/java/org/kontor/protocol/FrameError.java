package org.kontor.protocol;

/** Why a receiver dropped bytes. Each kind is counted; none is ever answered on the wire. */
public enum FrameError {
    /** More bytes than the largest frame before the next 0x00; skipped up to that 0x00. */
    OVERSIZE,
    /** Not valid COBS. */
    COBS,
    /** Shorter than a header and CRC, or the decoded length disagrees with the len field. */
    LENGTH,
    /** CRC-16 mismatch. */
    CRC,
    /** A protocol major version this receiver does not speak. */
    VERSION
}
