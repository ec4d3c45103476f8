package org.kontor.protocol.message;

import org.kontor.protocol.Bytes;

/**
 * Board to hub, unreliable, only in reply to HELLO_REQ: who the board is and what it senses.
 *
 * @param bootId  random per power-up; a new value means the board rebooted
 * @param helloId counts the HELLOs sent since boot; HELLO_ACK echoes it, so a HELLO_ACK delayed
 *                from an earlier handshake can never start (or revive) a session
 * @param roles   bit 0 board sensors, 1 dice, 2 buttons, 3 LEDs
 * @param caps    capability bits, see {@link #CAP_PIECE_KIND} and friends
 * @param game    a {@code Piece.GAME_*} code: which piece kind table the board's piece bytes use
 * @param layout  1 Catan base, 2 Catan 5-6 players, 3 MoE main board, 4 MoE short board, >= 0x100 custom
 * @param mapHash CRC-32 of the board's wiring map
 */
public record Hello(int protoMajor, int protoMinor, int fwMajor, int fwMinor, int fwPatch, Bytes boardUid,
        long bootId, int helloId, int roles, long caps, int game, int layout, long mapHash, int intersections, int paths,
        int hexes, int buttons, int leds, int maxPayload, String name) implements Message {

    public static final int UID_SIZE = 8;
    public static final int MAX_NAME = 16;

    public static final int ROLE_SENSORS = 1;
    public static final int ROLE_DICE = 2;
    public static final int ROLE_BUTTONS = 4;
    public static final int ROLE_LEDS = 8;

    /** The board reports piece kinds in the high nibble of the piece byte. */
    public static final long CAP_PIECE_KIND = 1;
    /** The board reports piece colours in the low nibble. */
    public static final long CAP_PIECE_COLOUR = 2;
    /** The board answers MAP_REQ. */
    public static final long CAP_MAP = 4;
    /** The board accepts CONFIG_SET. */
    public static final long CAP_CONFIG = 8;

    public MessageType type() {
        return MessageType.HELLO;
    }

    static Hello read(PayloadReader in) {
        return new Hello(in.u8(), in.u8(), in.u8(), in.u8(), in.u8(), in.bytes(UID_SIZE), in.u32(), in.u16(), in.u8(), in.u32(),
                in.u8(), in.u16(), in.u32(), in.u16(), in.u16(), in.u16(), in.u8(), in.u16(), in.u8(), in.text());
    }

    public void write(PayloadWriter out) {
        out.u8(protoMajor).u8(protoMinor).u8(fwMajor).u8(fwMinor).u8(fwPatch).bytes(boardUid).u32(bootId).u16(helloId).u8(roles)
                .u32(caps).u8(game).u16(layout).u32(mapHash).u16(intersections).u16(paths).u16(hexes).u8(buttons)
                .u16(leds).u8(maxPayload).text(name);
    }

    public String fields() {
        return "proto=" + protoMajor + "." + protoMinor + " fw=" + fwMajor + "." + fwMinor + "." + fwPatch
                + " uid=" + boardUid.hex() + " boot_id=" + Text.hex32(bootId) + " hello_id=" + helloId + " roles=" + Text.hex8(roles)
                + " caps=" + Text.hex32(caps) + " game=" + game + " layout=" + layout + " map_hash=" + Text.hex32(mapHash)
                + " intersections=" + intersections + " paths=" + paths + " hexes=" + hexes + " buttons=" + buttons
                + " leds=" + leds + " max_payload=" + maxPayload + " name=\"" + name + "\"";
    }
}
