/*
 * Host tests of the C codec: every golden vector (the file named by argv[1]), the check values,
 * and a seeded garbage loop through the receiver. Exits non-zero on the first failed check of
 * each test and prints what differed.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../hbp.h"

static int failures = 0;
static int checks = 0;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        checks++;                                                          \
        if (!(cond)) {                                                     \
            failures++;                                                    \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                    \
            printf(__VA_ARGS__);                                           \
            printf("\n");                                                  \
        }                                                                  \
    } while (0)

/* ---- canonical text, the same rules as the Java MessageCodec.describe ---- */

static char text[8192];
static size_t text_len;

static void app(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    text_len += (size_t)vsnprintf(text + text_len, sizeof text - text_len, fmt, args);
    va_end(args);
}

static void app_hex(const uint8_t *p, unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        app("%02x", p[i]);
    }
}

static const char *type_name(uint8_t type)
{
    switch (type) {
    case HBP_HELLO_REQ: return "HELLO_REQ";
    case HBP_HELLO: return "HELLO";
    case HBP_HELLO_ACK: return "HELLO_ACK";
    case HBP_MAP_REQ: return "MAP_REQ";
    case HBP_MAP_DATA: return "MAP_DATA";
    case HBP_ACK: return "ACK";
    case HBP_NACK: return "NACK";
    case HBP_HEARTBEAT: return "HEARTBEAT";
    case HBP_SNAPSHOT_REQ: return "SNAPSHOT_REQ";
    case HBP_SNAPSHOT: return "SNAPSHOT";
    case HBP_ERROR: return "ERROR";
    case HBP_RESET_REQ: return "RESET_REQ";
    case HBP_OCCUPANCY_CHANGED: return "OCCUPANCY_CHANGED";
    case HBP_DICE_ROLLED: return "DICE_ROLLED";
    case HBP_BUTTON: return "BUTTON";
    case HBP_LED_SET: return "LED_SET";
    case HBP_LED_CLEAR: return "LED_CLEAR";
    case HBP_CONFIG_SET: return "CONFIG_SET";
    default: return "?";
    }
}

static void app_list_u8(const uint8_t *p, unsigned n)
{
    unsigned i;
    app("[");
    for (i = 0; i < n; i++) {
        app(i ? ",%u" : "%u", p[i]);
    }
    app("]");
}

/* Describes f into text and re-encodes the decoded message into *again. Returns the decode result. */
static hbp_result describe(const hbp_frame *f, hbp_frame *again)
{
    hbp_result r = HBP_ERR_UNKNOWN_TYPE;
    unsigned i;
    text_len = 0;
    text[0] = 0;
    app("%s seq=%u flags=0x%02x", type_name(f->type), f->seq, f->flags);
    switch (f->type) {
    case HBP_HELLO_REQ: {
        hbp_hello_req m;
        if ((r = hbp_decode_hello_req(f, &m)) != HBP_OK) break;
        app(" max_major=%u max_minor=%u", m.max_major, m.max_minor);
        hbp_encode_hello_req(again, f->flags, &m);
        break;
    }
    case HBP_HELLO: {
        hbp_hello m;
        if ((r = hbp_decode_hello(f, &m)) != HBP_OK) break;
        app(" proto=%u.%u fw=%u.%u.%u uid=", m.proto_major, m.proto_minor, m.fw_major, m.fw_minor, m.fw_patch);
        app_hex(m.uid, 8);
        app(" boot_id=0x%08lx hello_id=%u roles=0x%02x caps=0x%08lx game=%u layout=%u map_hash=0x%08lx",
            (unsigned long)m.boot_id, m.hello_id, m.roles, (unsigned long)m.caps, m.game, m.layout, (unsigned long)m.map_hash);
        app(" intersections=%u paths=%u hexes=%u buttons=%u leds=%u max_payload=%u name=\"%.*s\"", m.intersections,
            m.paths, m.hexes, m.buttons, m.leds, m.max_payload, (int)m.name_len, (const char *)m.name);
        hbp_encode_hello(again, f->flags, &m);
        break;
    }
    case HBP_HELLO_ACK: {
        hbp_hello_ack m;
        if ((r = hbp_decode_hello_ack(f, &m)) != HBP_OK) break;
        app(" proto=%u.%u session=%u hello_id=%u heartbeat_ms=%u debounce_ms=%u", m.major, m.minor, m.session,
            m.hello_id, m.heartbeat_ms, m.debounce_ms);
        hbp_encode_hello_ack(again, f->seq, f->flags, &m);
        break;
    }
    case HBP_MAP_REQ: {
        hbp_map_req m;
        if ((r = hbp_decode_map_req(f, &m)) != HBP_OK) break;
        app(" offset=%u", m.offset);
        hbp_encode_map_req(again, f->seq, f->flags, &m);
        break;
    }
    case HBP_MAP_DATA: {
        hbp_map_data m;
        hbp_wiring_entry e;
        if ((r = hbp_decode_map_data(f, &m)) != HBP_OK) break;
        app(" offset=%u total=%u entries=[", m.offset, m.total);
        hbp_map_data_begin(again, f->seq, f->flags, m.offset, m.total);
        for (i = 0; i < m.count; i++) {
            hbp_map_data_entry(&m, (uint8_t)i, &e);
            app(i ? ",%u:%u:%u" : "%u:%u:%u", e.channel, e.location.kind, e.location.id);
            hbp_map_data_add(again, e.channel, e.location.kind, e.location.id);
        }
        app("]");
        break;
    }
    case HBP_ACK: {
        hbp_ack m;
        if ((r = hbp_decode_ack(f, &m)) != HBP_OK) break;
        app(" ack_seq=%u", m.ack_seq);
        hbp_encode_ack(again, f->flags, m.ack_seq);
        break;
    }
    case HBP_NACK: {
        hbp_nack m;
        if ((r = hbp_decode_nack(f, &m)) != HBP_OK) break;
        app(" nack_seq=%u reason=%u", m.nack_seq, m.reason);
        hbp_encode_nack(again, f->flags, m.nack_seq, m.reason);
        break;
    }
    case HBP_HEARTBEAT: {
        hbp_heartbeat m;
        if ((r = hbp_decode_heartbeat(f, &m)) != HBP_OK) break;
        app(" uptime_ms=%lu last_tx_seq=%u state_hash=0x%08lx rx_crc_errors=%u rx_frame_errors=%u"
            " retransmissions=%u status=0x%02x",
            (unsigned long)m.uptime_ms, m.last_tx_seq, (unsigned long)m.state_hash, m.rx_crc_errors,
            m.rx_frame_errors, m.retransmissions, m.status);
        hbp_encode_heartbeat(again, f->flags, &m);
        break;
    }
    case HBP_SNAPSHOT_REQ:
        r = HBP_OK;
        hbp_encode_snapshot_req(again, f->seq, f->flags);
        break;
    case HBP_SNAPSHOT: {
        hbp_snapshot m;
        uint8_t pos = 0, type, len, at;
        const uint8_t *v;
        if ((r = hbp_decode_snapshot(f, &m)) != HBP_OK) break;
        app(" part=%u parts=%u state_hash=0x%08lx", m.part, m.parts, (unsigned long)m.state_hash);
        hbp_snapshot_begin(again, f->seq, f->flags, m.part, m.parts, m.state_hash);
        while (hbp_snapshot_next(&m, &pos, &type, &v, &len)) {
            at = hbp_snapshot_open(again, type);
            hbp_put_bytes(again, v, len);
            hbp_snapshot_close(again, at);
            switch (type) {
            case HBP_SECTION_INTERSECTIONS: app(" intersections="); app_hex(v, len); break;
            case HBP_SECTION_PATHS: app(" paths="); app_hex(v, len); break;
            case HBP_SECTION_HEXES: app(" hexes="); app_hex(v, len); break;
            case HBP_SECTION_PIECES:
                app(" pieces=[");
                for (i = 0; i < len; i += 4) {
                    app(i ? ",%u:%u:0x%02x" : "%u:%u:0x%02x", v[i], v[i + 1] | v[i + 2] << 8, v[i + 3]);
                }
                app("]");
                break;
            case HBP_SECTION_BUTTON_COUNTS:
                app(" button_counts=[");
                for (i = 0; i < len; i += 2) {
                    app(i ? ",%u" : "%u", v[i] | v[i + 1] << 8);
                }
                app("]");
                break;
            case HBP_SECTION_LAST_DICE:
                app(" last_dice=%u:", v[0] | v[1] << 8);
                app_list_u8(v + 3, v[2]);
                break;
            case HBP_SECTION_PIECE_BYTES: app(" piece_bytes="); app_hex(v, len); break;
            default: app(" section%u=", type); app_hex(v, len); break;
            }
        }
        break;
    }
    case HBP_ERROR: {
        hbp_error m;
        if ((r = hbp_decode_error(f, &m)) != HBP_OK) break;
        app(" code=%u severity=%u detail=%u location=%u:%u text=\"%.*s\"", m.code, m.severity, m.detail,
            m.location.kind, m.location.id, (int)m.text_len, (const char *)m.text);
        hbp_encode_error(again, f->seq, f->flags, &m);
        break;
    }
    case HBP_RESET_REQ: {
        hbp_reset_req m;
        if ((r = hbp_decode_reset_req(f, &m)) != HBP_OK) break;
        app(" mode=%u", m.mode);
        hbp_encode_reset_req(again, f->seq, f->flags, m.mode);
        break;
    }
    case HBP_OCCUPANCY_CHANGED: {
        hbp_occupancy m;
        hbp_change c;
        if ((r = hbp_decode_occupancy(f, &m)) != HBP_OK) break;
        app(" t_ms=%lu changes=[", (unsigned long)m.t_ms);
        hbp_occupancy_begin(again, f->seq, f->flags, m.t_ms);
        for (i = 0; i < m.count; i++) {
            hbp_occupancy_entry(&m, (uint8_t)i, &c);
            app(i ? ",%u:%u:%u:0x%02x" : "%u:%u:%u:0x%02x", c.location.kind, c.location.id, c.present != 0, c.piece);
            hbp_occupancy_add(again, c.location.kind, c.location.id, c.present, c.piece);
        }
        app("]");
        break;
    }
    case HBP_DICE_ROLLED: {
        hbp_dice m;
        if ((r = hbp_decode_dice(f, &m)) != HBP_OK) break;
        app(" t_ms=%lu roll_id=%u source=%u confidence=%u values=", (unsigned long)m.t_ms, m.roll_id, m.source,
            m.confidence);
        app_list_u8(m.values, m.count);
        hbp_encode_dice(again, f->seq, f->flags, &m);
        break;
    }
    case HBP_BUTTON: {
        hbp_button m;
        if ((r = hbp_decode_button(f, &m)) != HBP_OK) break;
        app(" t_ms=%lu button=%u action=%u press_count=%u", (unsigned long)m.t_ms, m.button, m.action, m.press_count);
        hbp_encode_button(again, f->seq, f->flags, &m);
        break;
    }
    case HBP_LED_SET: {
        hbp_led_set m;
        hbp_led l;
        if ((r = hbp_decode_led_set(f, &m)) != HBP_OK) break;
        app(" mode=%u leds=[", m.mode);
        hbp_led_set_begin(again, f->seq, f->flags, m.mode);
        for (i = 0; i < m.count; i++) {
            hbp_led_set_entry(&m, (uint8_t)i, &l);
            app(i ? ",%u:%u:%u:%u:%u:%u" : "%u:%u:%u:%u:%u:%u", l.location.kind, l.location.id, l.r, l.g, l.b, l.effect);
            hbp_led_set_add(again, &l);
        }
        app("]");
        break;
    }
    case HBP_LED_CLEAR:
        r = HBP_OK;
        hbp_encode_led_clear(again, f->seq, f->flags);
        break;
    case HBP_CONFIG_SET: {
        hbp_config_set m;
        if ((r = hbp_decode_config_set(f, &m)) != HBP_OK) break;
        app(" key=%u value=%u", m.key, m.value);
        hbp_encode_config_set(again, f->seq, f->flags, m.key, m.value);
        break;
    }
    default:
        break;
    }
    CHECK(r == hbp_validate(f), "hbp_validate disagrees with the decoder for type 0x%02x", f->type);
    return r;
}

/* ---- vectors ---- */

static unsigned from_hex(const char *hex, uint8_t *out, unsigned cap)
{
    unsigned n = 0;
    if (strcmp(hex, "-") == 0) {
        return 0;
    }
    while (hex[0] && hex[1] && n < cap) {
        unsigned v;
        sscanf(hex, "%2x", &v);
        out[n++] = (uint8_t)v;
        hex += 2;
    }
    return n;
}

static const char *error_name(hbp_result r)
{
    switch (r) {
    case HBP_OK: return "ok";
    case HBP_ERR_OVERSIZE: return "oversize";
    case HBP_ERR_COBS: return "cobs";
    case HBP_ERR_LENGTH: return "length";
    case HBP_ERR_CRC: return "crc";
    case HBP_ERR_VERSION: return "version";
    case HBP_ERR_UNKNOWN_TYPE: return "unknown_type";
    case HBP_ERR_BAD_LENGTH: return "bad_length";
    }
    return "?";
}

/* Feeds wire bytes; returns the number of frames received and the last frame-level error. */
static unsigned feed(const uint8_t *wire, unsigned n, hbp_frame *f, hbp_result *error)
{
    hbp_receiver rx;
    unsigned i, k, frames = 0;
    hbp_receiver_init(&rx);
    *error = HBP_OK;
    for (i = 0; i < n; i++) {
        frames += hbp_receiver_push(&rx, wire[i], f);
    }
    for (k = 1; k <= HBP_FRAME_ERROR_KINDS; k++) {
        if (rx.errors[k]) {
            *error = (hbp_result)k;
        }
    }
    return frames;
}

static void check_vector(const char *kind, const char *name, const char *hex, const char *expected)
{
    static uint8_t bytes[2048], other[2048], wire[HBP_MAX_WIRE];
    unsigned n = from_hex(hex, bytes, sizeof bytes);
    hbp_frame f, again;
    hbp_result error;
    unsigned frames;

    if (strcmp(kind, "cobs") == 0) {
        unsigned m = from_hex(expected, other, sizeof other);
        uint8_t encoded[2048], decoded[2048];
        uint16_t len = hbp_cobs_encode(bytes, (uint16_t)n, encoded);
        uint16_t back = 0;
        CHECK(len == m && memcmp(encoded, other, m) == 0, "cobs %s: encoding differs", name);
        CHECK(hbp_cobs_decode(other, (uint16_t)m, decoded, sizeof decoded, &back) == 0 && back == n
                  && memcmp(decoded, bytes, n) == 0,
              "cobs %s: decoding differs", name);
        return;
    }
    frames = feed(bytes, n, &f, &error);
    if (strcmp(kind, "bad") == 0) {
        const char *got = frames ? error_name(hbp_validate(&f)) : error_name(error);
        CHECK(strcmp(got, expected) == 0, "bad %s: refused as %s, expected %s", name, got, expected);
        return;
    }
    CHECK(frames == 1 && error == HBP_OK, "%s %s: %u frames, error %s", kind, name, frames, error_name(error));
    if (frames != 1) {
        return;
    }
    CHECK(describe(&f, &again) == HBP_OK, "%s %s: decode failed", kind, name);
    CHECK(strcmp(text, expected) == 0, "%s %s:\n   got  %s\n   want %s", kind, name, text, expected);
    if (strcmp(kind, "frame") == 0) {
        uint16_t len = hbp_frame_to_wire(&again, wire);
        CHECK(len == n && memcmp(wire, bytes, n) == 0, "frame %s: re-encoding differs", name);
    }
}

static unsigned check_vector_file(const char *path)
{
    static char line[4096];
    unsigned count = 0;
    FILE *in = fopen(path, "r");
    CHECK(in != NULL, "cannot open %s", path);
    if (!in) {
        return 0;
    }
    while (fgets(line, sizeof line, in)) {
        char *kind, *name, *hex, *rest;
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] == '#' || line[0] == 0) {
            continue;
        }
        kind = strtok(line, " ");
        name = strtok(NULL, " ");
        hex = strtok(NULL, " ");
        rest = hex + strlen(hex) + 1;
        check_vector(kind, name, hex, rest);
        count++;
    }
    fclose(in);
    return count;
}

/* ---- other checks ---- */

static void test_check_values(void)
{
    const uint8_t digits[] = "123456789";
    const uint8_t bitmap[7] = {0, 0, 2, 0, 0, 0, 0};
    CHECK(hbp_crc16(digits, 9) == 0x29B1u, "CRC-16/CCITT-FALSE check value");
    CHECK(hbp_crc32(0, digits, 9) == 0xCBF43926uL, "CRC-32 check value");
    CHECK(hbp_crc32(hbp_crc32(0, digits, 4), digits + 4, 5) == 0xCBF43926uL, "CRC-32 continues across calls");
    CHECK(hbp_crc32(0, bitmap, 7) == 0xE7AC8C1EuL, "state hash of a 7-byte bitmap with intersection 17");
    {
        /* HBP 1.1, a board that reads pieces: the bitmaps, then each occupied location's piece byte
         * (54 intersections, 72 paths, 19 hexes; a red city, 0x21, on intersection 3; protocol.md §8) */
        uint8_t state[20] = {0x08};
        uint8_t red_city = 0x21;
        CHECK(hbp_crc32(0, state, 19) == 0xD3A9D4EAuL, "presence hash of a red city on intersection 3");
        CHECK(hbp_crc32(hbp_crc32(0, state, 19), &red_city, 1) == 0xDE675D61uL, "hash with the pieces of a red city on intersection 3");
    }
}

static void test_sequence_numbers(void)
{
    CHECK(hbp_seq_next(1) == 2, "next of 1");
    CHECK(hbp_seq_next(65535u) == 1, "65535 wraps to 1, skipping 0");
    CHECK(hbp_seq_distance(65535u, 1) == 1, "1 is one ahead of 65535");
    CHECK(hbp_seq_distance(65534u, 3) == 4, "distance across the wrap");
    CHECK(hbp_seq_distance(7, 7) == 0, "distance to itself");
}

/* Seeded garbage, frames cut short and frames glued together: never a crash, and a good
 * frame after garbage is always received (resynchronisation at the next 0x00). */
static void test_garbage(void)
{
    hbp_receiver rx;
    hbp_frame f, good;
    uint8_t wire[HBP_MAX_WIRE];
    uint16_t wire_len;
    uint32_t seed = 20240607uL;
    unsigned round, i, got;
    hbp_encode_ack(&good, 0x10, 77);
    wire_len = hbp_frame_to_wire(&good, wire);
    hbp_receiver_init(&rx);
    for (round = 0; round < 2000; round++) {
        unsigned n = 0;
        seed = seed * 1103515245uL + 12345uL;
        n = (seed >> 16) % 600u;
        for (i = 0; i < n; i++) {
            seed = seed * 1103515245uL + 12345uL;
            if (hbp_receiver_push(&rx, (uint8_t)(seed >> 16), &f)) {
                (void)hbp_validate(&f);
            }
        }
        /* cut a frame short half the time, then always send a good one */
        if (round % 2u == 0) {
            for (i = 0; i < (unsigned)wire_len / 2u; i++) {
                (void)hbp_receiver_push(&rx, wire[i], &f);
            }
        }
        got = 0;
        (void)hbp_receiver_push(&rx, 0, &f); /* the flush every sender emits first */
        for (i = 0; i < wire_len; i++) {
            got += hbp_receiver_push(&rx, wire[i], &f);
        }
        CHECK(got == 1 && f.type == HBP_ACK && f.payload[0] == 77, "round %u (seed 20240607): good frame lost", round);
    }
    CHECK(hbp_receiver_errors(&rx) > 0, "garbage was counted");
}

int main(int argc, char **argv)
{
    unsigned vectors;
    if (argc < 2) {
        printf("usage: %s <vectors file>\n", argv[0]);
        return 2;
    }
    test_check_values();
    test_sequence_numbers();
    test_garbage();
    vectors = check_vector_file(argv[1]);
    CHECK(vectors >= 50, "only %u vectors read", vectors);
    printf("%s: %d checks, %u vectors, %d failures\n", failures ? "FAILED" : "PASSED", checks, vectors, failures);
    return failures ? 1 : 0;
}
