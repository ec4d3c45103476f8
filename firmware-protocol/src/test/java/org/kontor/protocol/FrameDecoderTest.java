package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.protocol.message.Ack;
import org.kontor.protocol.message.Button;
import org.kontor.protocol.message.MessageCodec;

class FrameDecoderTest {
    private final List<Frame> frames = new ArrayList<>();
    private final FrameDecoder decoder = new FrameDecoder(frames::add);

    private static byte[] wire(int ackSeq) {
        return MessageCodec.encode(new Ack(ackSeq), 0, 0x10).toWire();
    }

    private void feed(byte[] bytes) {
        decoder.accept(bytes, 0, bytes.length);
    }

    @Test
    void crc16_has_the_ccitt_false_check_value() {
        assertThat(Crc16.of("123456789".getBytes(), 0, 9)).isEqualTo(0x29B1);
    }

    @Test
    void two_frames_merged_into_one_write_come_out_as_two() {
        byte[] a = wire(1);
        byte[] b = wire(2);
        byte[] merged = new byte[a.length + b.length];
        System.arraycopy(a, 0, merged, 0, a.length);
        System.arraycopy(b, 0, merged, a.length, b.length);
        feed(merged);
        assertThat(frames).hasSize(2);
        assertThat(decoder.totalErrors()).isZero();
    }

    @Test
    void a_frame_split_across_writes_comes_out_whole() {
        byte[] a = wire(3);
        decoder.accept(a, 0, 4);
        assertThat(frames).isEmpty();
        decoder.accept(a, 4, a.length - 4);
        assertThat(frames).hasSize(1);
    }

    @Test
    void a_truncated_frame_is_counted_and_the_next_frame_still_arrives() {
        byte[] a = wire(4);
        decoder.accept(a, 0, a.length - 3);
        feed(new byte[] {0});
        feed(wire(5));
        assertThat(frames).singleElement().satisfies(f -> assertThat(f.payload().get(0)).isEqualTo(5));
        assertThat(decoder.totalErrors()).isEqualTo(1);
    }

    @Test
    void an_endless_run_without_a_delimiter_is_dropped_as_oversize_and_the_next_frame_arrives() {
        byte[] run = new byte[10_000];
        java.util.Arrays.fill(run, (byte) 0x55);
        feed(run);
        feed(new byte[] {0});
        feed(wire(6));
        assertThat(decoder.errors(FrameError.OVERSIZE)).isEqualTo(1);
        assertThat(frames).hasSize(1);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13})
    void corrupted_frames_are_counted_never_thrown_and_every_intact_frame_after_them_arrives(long seed) {
        Random random = new Random(seed);
        List<Long> intact = new ArrayList<>();
        int corrupted = 0;
        for (int i = 0; i < 2000; i++) {
            byte[] frame = MessageCodec.encode(new Button(i, 1, Button.CLICK, i), 1 + i, 0x10).toWire();
            if (random.nextInt(4) == 0) {
                // Any byte but the delimiter: even a new 0x00 only splits this frame's own bytes.
                frame[random.nextInt(frame.length - 1)] ^= (byte) (1 + random.nextInt(255));
                corrupted++;
            } else {
                intact.add((long) i);
            }
            feed(frame);
        }
        List<Long> arrived = new ArrayList<>();
        for (Frame frame : frames) {
            arrived.add(((Button) MessageCodec.decode(frame).message()).timeMs());
        }
        assertThat(arrived).isEqualTo(intact);
        assertThat(decoder.totalErrors()).isGreaterThanOrEqualTo(corrupted);
    }
}
