package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.protocol.message.DiceRolled;
import org.kontor.protocol.message.LedSet;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;
import org.kontor.protocol.message.OccupancyChanged;

/** Seeded random messages survive encode, COBS, the stream decoder and decode unchanged. */
class MessageRoundTripTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {100, 101, 102})
    void random_messages_round_trip_through_the_wire(long seed) {
        Random random = new Random(seed);
        List<Message> sent = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            sent.add(randomMessage(random));
        }
        List<Frame> frames = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(frames::add);
        for (int i = 0; i < sent.size(); i++) {
            byte[] wire = MessageCodec.encode(sent.get(i), 1 + i, 0x10).toWire();
            decoder.accept(wire, 0, wire.length);
        }
        assertThat(decoder.totalErrors()).isZero();
        List<Message> received = new ArrayList<>();
        for (Frame frame : frames) {
            MessageResult result = MessageCodec.decode(frame);
            assertThat(result.isOk()).isTrue();
            received.add(result.message());
        }
        assertThat(received).isEqualTo(sent);
    }

    private static Message randomMessage(Random random) {
        switch (random.nextInt(3)) {
            case 0: {
                List<OccupancyChanged.Change> changes = new ArrayList<>();
                for (int i = random.nextInt(OccupancyChanged.MAX_CHANGES + 1); i > 0; i--) {
                    changes.add(new OccupancyChanged.Change(new Location(random.nextInt(3), random.nextInt(0x10000)),
                            random.nextBoolean(), random.nextInt(256)));
                }
                return new OccupancyChanged(random.nextInt() & 0xFFFFFFFFL, changes);
            }
            case 1: {
                List<LedSet.Led> leds = new ArrayList<>();
                for (int i = random.nextInt(LedSet.MAX_LEDS + 1); i > 0; i--) {
                    leds.add(new LedSet.Led(new Location(random.nextInt(5), random.nextInt(0x10000)), random.nextInt(256),
                            random.nextInt(256), random.nextInt(256), random.nextInt(4)));
                }
                return new LedSet(random.nextInt(2), leds);
            }
            default:
                return new DiceRolled(random.nextInt() & 0xFFFFFFFFL, random.nextInt(0x10000), random.nextInt(5),
                        random.nextInt(256), List.of(random.nextInt(7), random.nextInt(7)));
        }
    }
}
