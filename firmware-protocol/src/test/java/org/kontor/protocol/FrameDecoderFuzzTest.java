package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import org.kontor.protocol.message.Ack;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;

/**
 * Coverage-guided fuzzing of the decoder. In a normal build this replays the seed inputs in
 * src/test/resources/org/kontor/protocol/FrameDecoderFuzzTestInputs/ (regression mode). To fuzz
 * for real: {@code JAZZER_FUZZ=1 mvn -pl firmware-protocol test -Dtest=FrameDecoderFuzzTest}.
 */
class FrameDecoderFuzzTest {
    private static final byte[] GOOD = MessageCodec.encode(new Ack(42), 0, 0x10).toWire();

    @FuzzTest(maxDuration = "30s")
    void decoderNeverThrowsAndResynchronises(byte[] garbage) {
        List<Frame> frames = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(frames::add);
        decoder.accept(garbage, 0, garbage.length);
        for (Frame frame : frames) {
            MessageResult result = MessageCodec.decode(frame);
            if (result.isOk()) {
                // Whatever decodes must describe itself and encode again without trouble.
                assertThat(MessageCodec.describe(frame, result.message())).isNotEmpty();
                MessageCodec.encode(result.message(), frame.seq(), frame.flags());
            }
        }
        // After any garbage, a flush and one good frame always come through. The flush may also
        // complete a frame the garbage ended with, which is right: it lacked only its delimiter.
        frames.clear();
        decoder.accept((byte) 0);
        decoder.accept(GOOD, 0, GOOD.length);
        assertThat(frames).hasSizeBetween(1, 2);
        assertThat(frames.get(frames.size() - 1).toWire()).isEqualTo(GOOD);
    }
}
