package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.kontor.protocol.GoldenVectors.Vector;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;
import org.kontor.protocol.message.MessageType;
import org.kontor.protocol.message.Nack;

class GoldenVectorsTest {

    @TestFactory
    Stream<DynamicTest> every_golden_vector_decodes_and_encodes_as_written() {
        return GoldenVectors.load().stream()
                .map(v -> DynamicTest.dynamicTest(v.kind() + " " + v.name(), () -> check(v)));
    }

    @Test
    void the_vectors_cover_every_message_type_and_every_error_kind() {
        List<Vector> vectors = GoldenVectors.load();
        for (MessageType type : MessageType.values()) {
            assertThat(vectors).as(type.name())
                    .anyMatch(v -> v.kind().equals("frame") && v.second().startsWith(type.name() + " "));
        }
        for (FrameError error : FrameError.values()) {
            assertThat(vectors).as(error.name())
                    .anyMatch(v -> v.kind().equals("bad") && v.second().equals(error.name().toLowerCase(Locale.ROOT)));
        }
        assertThat(vectors).anyMatch(v -> v.second().equals("unknown_type"))
                .anyMatch(v -> v.second().equals("bad_length"));
    }

    private static void check(Vector vector) {
        switch (vector.kind()) {
            case "cobs" -> {
                Bytes raw = vector.firstBytes();
                Bytes encoded = Bytes.fromHex(vector.second());
                assertThat(Bytes.of(Cobs.encode(raw.toArray()))).isEqualTo(encoded);
                assertThat(Bytes.of(Cobs.decode(encoded.toArray(), 0, encoded.length()))).isEqualTo(raw);
            }
            case "frame", "extended" -> {
                Frame frame = onlyFrame(vector.firstBytes());
                MessageResult result = MessageCodec.decode(frame);
                assertThat(result.isOk()).as("decodes").isTrue();
                assertThat(MessageCodec.describe(frame, result.message())).isEqualTo(vector.second());
                if (vector.kind().equals("frame")) {
                    Frame again = MessageCodec.encode(result.message(), frame.seq(), frame.flags());
                    assertThat(Bytes.of(again.toWire())).isEqualTo(vector.firstBytes());
                }
            }
            case "bad" -> assertThat(refusal(vector.firstBytes())).isEqualTo(vector.second());
            default -> throw new AssertionError("unknown vector kind " + vector.kind());
        }
    }

    private static Frame onlyFrame(Bytes wire) {
        List<Frame> frames = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(frames::add);
        decoder.accept(wire.toArray(), 0, wire.length());
        assertThat(decoder.totalErrors()).isZero();
        assertThat(frames).hasSize(1);
        return frames.get(0);
    }

    private static String refusal(Bytes wire) {
        List<Frame> frames = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(frames::add);
        decoder.accept(wire.toArray(), 0, wire.length());
        if (frames.isEmpty()) {
            assertThat(decoder.totalErrors()).isEqualTo(1);
            for (FrameError error : FrameError.values()) {
                if (decoder.errors(error) == 1) {
                    return error.name().toLowerCase(Locale.ROOT);
                }
            }
        }
        MessageResult result = MessageCodec.decode(frames.get(0));
        assertThat(result.isOk()).as("message should be refused").isFalse();
        return result.nackReason() == Nack.UNKNOWN_TYPE ? "unknown_type" : result.nackReason() == Nack.BAD_LENGTH ? "bad_length" : "nack " + result.nackReason();
    }
}
