package org.kontor.protocol.link;

/** The serial port as the link layer sees it: bytes in, bytes out, nothing else. */
public interface ByteChannel {
    /**
     * Copies bytes that have already arrived into {@code buffer} without waiting long.
     *
     * @return how many were copied, 0 when none are waiting, -1 once the channel is closed for good
     */
    int read(byte[] buffer);

    void write(byte[] bytes);
}
