package org.kontor.protocol;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Turns a byte stream into frames. Bytes accumulate until a 0x00; the run is then parsed, and a
 * bad run is counted and dropped, so the decoder is back in step at the next delimiter whatever
 * arrived before it. It never throws on input.
 */
public final class FrameDecoder {
    private final Consumer<Frame> frames;
    private final byte[] buffer = new byte[Frame.MAX_ENCODED_SIZE];
    private final Map<FrameError, Long> errors = new EnumMap<>(FrameError.class);
    private int length;
    private boolean overflowed;
    private long frameCount;

    public FrameDecoder(Consumer<Frame> frames) {
        this.frames = frames;
    }

    public void accept(byte[] data, int offset, int count) {
        for (int i = offset; i < offset + count; i++) {
            accept(data[i]);
        }
    }

    public void accept(byte b) {
        if (b != 0) {
            if (length < buffer.length) {
                buffer[length++] = b;
            } else {
                overflowed = true;
            }
            return;
        }
        if (overflowed) {
            count(FrameError.OVERSIZE);
        } else if (length > 0) {
            // An empty run (two delimiters in a row) is the sender's flush, not an error.
            FrameResult result = Frame.parse(buffer, 0, length);
            if (result.isOk()) {
                frameCount++;
                frames.accept(result.frame());
            } else {
                count(result.error());
            }
        }
        length = 0;
        overflowed = false;
    }

    public long errors(FrameError kind) {
        return errors.getOrDefault(kind, 0L);
    }

    public long totalErrors() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    public long frames() {
        return frameCount;
    }

    private void count(FrameError kind) {
        errors.merge(kind, 1L, Long::sum);
    }
}
