/* Reference sensor-board firmware. See board.h and ../../docs/protocol.md. */
#include <stdlib.h>
#include "board.h"
#include "hal.h"

#define BITMAP_BYTES ((BOARD_MAX_LOCATIONS_PER_KIND + 7) / 8)
#define KINDS 3
#define RETRANSMIT_MS 250u
#define MAX_RETRIES 8u
#define DEAD_AFTER_MS 3000u
#define LONG_PRESS_MS 800u
/* A press is timed in scans, as the debounce counts scans: a loop that stalled (a serial burst on an
 * Arduino, a busy PC under the virtual board) then shortens a press instead of stretching a click
 * into a long press (issue 17). */
#define LONG_PRESS_SCANS (LONG_PRESS_MS / BOARD_SCAN_MS)
#define DICE_ENTRY_MS 5000u
#define KEY_DEBOUNCE_SCANS 6u

typedef struct {
    uint16_t seq;
    uint8_t type;
    uint8_t len;
    uint8_t sent;
    uint8_t payload[BOARD_OUTBOX_PAYLOAD];
} slot;

static const board_config *cfg;
static hbp_receiver rx;
static hbp_frame frame; /* scratch for the frame being received or built */
static uint8_t wire[HBP_MAX_WIRE];

/* link */
static uint32_t boot_id, map_hash;
static uint16_t hello_id, awaited_hello_id;
static uint16_t session_hello_id; /* the HELLO the current session answered */
static uint8_t session;
static uint16_t rx_last;
static uint8_t ack_due;
static uint8_t snapshot_due, snapshot_sent, events_lost;
static slot outbox[BOARD_OUTBOX_SLOTS];
static uint8_t out_head, out_count, in_flight, timeouts;
static uint16_t last_queued;
static uint32_t timer_start, last_sent, last_received;
static uint16_t retransmissions;
static uint16_t heartbeat_ms = 1000u;

/* sensing */
static uint8_t debounce_scans = 6u;
/* A spot read empty is told after this many scans (CONFIG_SET key 5): a lift told sooner ends a
 * passed-over spot's "on" sooner, so the hub's window after a hand can be shorter. */
static uint8_t lift_scans = 6u;
static uint8_t actual[KINDS][BITMAP_BYTES];   /* debounced */
static uint8_t reported[KINDS][BITMAP_BYTES]; /* as the hub has been told (queued) */
static uint16_t channels;                        /* scanned: the highest wired channel + 1 */
static uint8_t raw[(BOARD_MAX_CHANNELS + 7) / 8];
static uint8_t stable[(BOARD_MAX_CHANNELS + 7) / 8];   /* debounced levels, by channel */
static uint8_t counting[(BOARD_MAX_CHANNELS + 7) / 8]; /* channels whose count is not 0 */
static uint8_t counts[BOARD_MAX_CHANNELS];
static uint32_t last_scan;
#if BOARD_PIECES
/* What stands on each spot, on a board whose sensors read pieces (HELLO caps PIECE_KIND): the piece
 * byte each channel has held for the debounce time, and by location as debounced and as told, so
 * a piece swapped for another on the same spot is a change like a piece lifted (0: empty or unknown). */
static uint8_t stable_piece[BOARD_MAX_CHANNELS];
static uint8_t actual_piece[KINDS][BOARD_MAX_LOCATIONS_PER_KIND];
static uint8_t reported_piece[KINDS][BOARD_MAX_LOCATIONS_PER_KIND];
static uint8_t reads_pieces;
#else
#define reads_pieces 0u
#endif

/* keys */
static uint16_t keys_stable;
static uint8_t key_counts[14];
static uint32_t key_down_scan[BOARD_BUTTONS];
static uint32_t scans; /* scans since boot: the press timer */
static uint16_t press_counts[BOARD_BUTTONS];
static uint8_t dice_first;
static uint32_t dice_first_at;
static uint16_t roll_id;
static uint8_t last_dice[2];

/* LEDs. The hub's colours are kept once each in a small palette and every LED holds a palette
 * index and an effect in one byte, so an Uno has an LED for every spot of a Catan base board
 * (54 + 72 + 19) in 145 + 48 bytes, where three colour bytes and an effect each would take 580. */
#define LED_PALETTE 16u                    /* entry 0 is off */
static uint8_t palette[LED_PALETTE][3];
static uint8_t led_state[BOARD_MAX_LEDS];  /* bits 0-3: palette entry, bits 4-5: effect */
static uint8_t leds_dirty = 1;              /* set by the hub: show at once */
static uint32_t leds_shown_at;
/* The effects' state for the strip being written, worked out once per refresh, not per LED:
 * the strip must not wait between two LEDs. */
static uint8_t slow_blink_on, fast_blink_on, pulse_scale;
/* When the hub last set LEDs: a blink starts lit then, so a piece's LED answers at once, not up
 * to half a blink later. */
static uint32_t blink_epoch;

static uint8_t get_bit(const uint8_t *bits, uint16_t i)
{
    return (uint8_t)((bits[i / 8u] >> (i % 8u)) & 1u);
}

static void put_bit(uint8_t *bits, uint16_t i, uint8_t v)
{
    if (v) {
        bits[i / 8u] = (uint8_t)(bits[i / 8u] | (1u << (i % 8u)));
    } else {
        bits[i / 8u] = (uint8_t)(bits[i / 8u] & ~(1u << (i % 8u)));
    }
}

/* Entry e of the wiring map, which may live in flash (BOARD_FLASH). */
static board_wiring wiring_at(uint16_t e)
{
    board_wiring w;
    board_flash_copy(&w, &cfg->wiring[e], sizeof w);
    return w;
}

static uint16_t count_of(uint8_t kind)
{
    return kind == HBP_INTERSECTION ? cfg->intersections : kind == HBP_PATH ? cfg->paths : cfg->hexes;
}

#if BOARD_PIECES
typedef uint8_t pieces_table[KINDS][BOARD_MAX_LOCATIONS_PER_KIND];
#else
typedef uint8_t pieces_table;
#endif

/* The piece byte at an occupied location of a table of pieces (0 on a presence-only board). */
static uint8_t piece_in(pieces_table *pieces, uint8_t kind, uint16_t id)
{
#if BOARD_PIECES
    return (*pieces)[kind][id];
#else
    (void)pieces;
    (void)kind;
    (void)id;
    return 0u;
#endif
}

/* CRC-32 of the three presence bitmaps, then (HBP 1.1, a board that reads pieces) the piece byte of
 * every occupied location in bitmap order: the same bytes as the snapshot's piece section. */
static uint32_t state_hash(uint8_t state[KINDS][BITMAP_BYTES], pieces_table *pieces)
{
    uint32_t crc = 0;
    uint8_t k;
    uint16_t i;
    for (k = 0; k < KINDS; k++) {
        crc = hbp_crc32(crc, state[k], (uint16_t)((count_of(k) + 7u) / 8u));
    }
    if (reads_pieces) {
        for (k = 0; k < KINDS; k++) {
            for (i = 0; i < count_of(k); i++) {
                if (get_bit(state[k], i)) {
                    uint8_t piece = piece_in(pieces, k, i);
                    crc = hbp_crc32(crc, &piece, 1);
                }
            }
        }
    }
    return crc;
}

/* ---- sending ---- */

static void send_frame(const hbp_frame *f)
{
    uint16_t n = hbp_frame_to_wire(f, wire);
    hal_serial_write(wire, n);
    last_sent = hal_millis();
}

static void send_control(uint8_t type, uint16_t a, uint8_t reason, uint8_t tag)
{
    if (type == HBP_ACK) {
        hbp_encode_ack(&frame, (uint8_t)(tag << 4), a);
    } else {
        hbp_encode_nack(&frame, (uint8_t)(tag << 4), a, reason);
    }
    send_frame(&frame);
}

static void send_slot(const slot *s, uint8_t flags)
{
    uint8_t i;
    hbp_frame_init(&frame, s->type, s->seq, flags);
    for (i = 0; i < s->len; i++) {
        frame.payload[i] = s->payload[i];
    }
    frame.len = s->len;
    send_frame(&frame);
}

/* Queues the message built in f (payload only); returns 0 when the outbox is full. */
static uint8_t queue(const hbp_frame *f)
{
    slot *s;
    uint8_t i;
    if (session == 0 || out_count >= BOARD_OUTBOX_SLOTS || f->len > BOARD_OUTBOX_PAYLOAD) {
        return 0;
    }
    s = &outbox[(uint8_t)((out_head + out_count) % BOARD_OUTBOX_SLOTS)];
    last_queued = hbp_seq_next(last_queued);
    s->seq = last_queued;
    s->type = f->type;
    s->len = f->len;
    s->sent = 0;
    for (i = 0; i < f->len; i++) {
        s->payload[i] = f->payload[i];
    }
    out_count++;
    return 1;
}

static void acknowledge(uint16_t ack_seq, uint32_t now)
{
    uint8_t progressed = 0;
    while (out_count > 0 && outbox[out_head].sent && hbp_seq_distance(outbox[out_head].seq, ack_seq) < 32767u) {
        out_head = (uint8_t)((out_head + 1u) % BOARD_OUTBOX_SLOTS);
        out_count--;
        in_flight--;
        progressed = 1;
    }
    if (progressed) {
        timeouts = 0;
        timer_start = now;
    }
}

static void end_session(void)
{
    session = 0;
    out_count = 0;
    in_flight = 0;
    timeouts = 0;
    snapshot_due = 0;
    snapshot_sent = 0;
}

/* ---- snapshot and wiring map ---- */

static void queue_snapshot(void)
{
    uint8_t k, at, i, parts;
    uint16_t id, size = 6u, occupied = 0u;
#if BOARD_PIECES
    pieces_table *pieces = &actual_piece;
#else
    pieces_table *pieces = 0;
#endif
    uint32_t hash = state_hash(actual, pieces);
    for (k = 0; k < KINDS; k++) {
        size = (uint16_t)(size + 2u + (count_of(k) + 7u) / 8u);
        for (id = 0; reads_pieces && id < count_of(k); id++) {
            occupied = (uint16_t)(occupied + get_bit(actual[k], id));
        }
    }
    if (reads_pieces) {
        size = (uint16_t)(size + 2u + occupied);
    }
    /* The press counts and the last roll follow the presence bits (and the piece bytes, which go
     * with the bitmaps they follow), in a second part when one frame cannot hold them all (a Uno's
     * 48 bytes: a base board's presence and 8 buttons' counts). */
    parts = size + 2u + 2u * cfg->buttons + (roll_id != 0 ? 7u : 0u) > BOARD_OUTBOX_PAYLOAD ? 2u : 1u;
    if (session == 0 || out_count + parts > BOARD_OUTBOX_SLOTS) {
        return; /* snapshot_due stays set: the next loop tries again */
    }
    hbp_snapshot_begin(&frame, 0, 0, 0, parts, hash);
    for (k = 0; k < KINDS; k++) {
        at = hbp_snapshot_open(&frame, (uint8_t)(HBP_SECTION_INTERSECTIONS + k));
        hbp_put_bytes(&frame, actual[k], (uint8_t)((count_of(k) + 7u) / 8u));
        hbp_snapshot_close(&frame, at);
    }
    if (reads_pieces) {
        /* a byte per occupied location in bitmap order (HBP 1.1), so a late game's pieces fit one frame */
        at = hbp_snapshot_open(&frame, HBP_SECTION_PIECE_BYTES);
        for (k = 0; k < KINDS; k++) {
            for (id = 0; id < count_of(k); id++) {
                if (get_bit(actual[k], id) && frame.len < BOARD_OUTBOX_PAYLOAD && (uint16_t)(frame.len - at) < 256u) {
                    hbp_put_u8(&frame, piece_in(pieces, k, id));
                }
            }
        }
        hbp_snapshot_close(&frame, at);
    }
    if (parts == 2u) {
        queue(&frame);
        hbp_snapshot_begin(&frame, 0, 0, 1, parts, hash);
    }
    at = hbp_snapshot_open(&frame, HBP_SECTION_BUTTON_COUNTS);
    for (i = 0; i < cfg->buttons; i++) {
        hbp_put_u16(&frame, press_counts[i]);
    }
    hbp_snapshot_close(&frame, at);
    if (roll_id != 0) {
        at = hbp_snapshot_open(&frame, HBP_SECTION_LAST_DICE);
        hbp_put_u16(&frame, roll_id);
        hbp_put_u8(&frame, 2);
        hbp_put_bytes(&frame, last_dice, 2);
        hbp_snapshot_close(&frame, at);
    }
    if (queue(&frame)) {
        for (k = 0; k < KINDS; k++) {
            for (i = 0; i < (uint8_t)((count_of(k) + 7u) / 8u); i++) {
                reported[k][i] = actual[k][i];
            }
#if BOARD_PIECES
            for (id = 0; id < count_of(k); id++) {
                reported_piece[k][id] = actual_piece[k][id];
            }
#endif
        }
        snapshot_due = 0;
        snapshot_sent = 1;
        events_lost = 0;
    }
}

static void queue_map(uint16_t offset)
{
    uint16_t e;
    hbp_map_data_begin(&frame, 0, 0, offset, cfg->wiring_len);
    for (e = offset; e < cfg->wiring_len && frame.len + 5u <= BOARD_OUTBOX_PAYLOAD; e++) {
        board_wiring w = wiring_at(e);
        hbp_map_data_add(&frame, w.channel, w.kind, w.id);
    }
    if (!queue(&frame)) {
        events_lost = 1;
    }
}

/* ---- receiving ---- */

/* The palette entry for a colour: the same one, else a free one, else the nearest (more than 15
 * colours at once is more than a table shows). */
static uint8_t palette_entry(uint8_t r, uint8_t g, uint8_t b)
{
    uint8_t e, best = 1u;
    uint16_t used = 1u, i, distance, best_distance = 0xffffu;
    if ((r | g | b) == 0u) {
        return 0u;
    }
    for (e = 1u; e < LED_PALETTE; e++) {
        if (palette[e][0] == r && palette[e][1] == g && palette[e][2] == b) {
            return e;
        }
    }
    for (i = 0; i < BOARD_MAX_LEDS; i++) {
        used = (uint16_t)(used | (1u << (led_state[i] & 15u)));
    }
    for (e = 1u; e < LED_PALETTE; e++) {
        if (!(used & (1u << e))) {
            palette[e][0] = r;
            palette[e][1] = g;
            palette[e][2] = b;
            return e;
        }
        distance = (uint16_t)(abs((int)palette[e][0] - r) + abs((int)palette[e][1] - g) + abs((int)palette[e][2] - b));
        if (distance < best_distance) {
            best_distance = distance;
            best = e;
        }
    }
    return best;
}

static void set_led(const hbp_led *led)
{
    uint16_t index = led->location.id;
    if (led->location.kind == HBP_PATH) {
        index = (uint16_t)(index + cfg->intersections);
    } else if (led->location.kind == HBP_HEX) {
        index = (uint16_t)(index + cfg->intersections + cfg->paths);
    } else if (led->location.kind != HBP_INTERSECTION) {
        return;
    }
    if (index < cfg->leds && index < BOARD_MAX_LEDS) {
        led_state[index] = 0u;   /* its old colour no longer holds a palette entry */
        led_state[index] = (uint8_t)(palette_entry(led->r, led->g, led->b) | ((led->effect & 3u) << 4));
        leds_dirty = 1u;
    }
}

static void clear_leds(void)
{
    uint16_t i;
    for (i = 0; i < BOARD_MAX_LEDS; i++) {
        led_state[i] = 0u;
    }
    leds_dirty = 1u;
}

/* A command taken in order; returns the NACK reason, or 0. */
static uint8_t obey(const hbp_frame *f)
{
    switch (f->type) {
    case HBP_SNAPSHOT_REQ:
        snapshot_due = 1;
        return 0;
    case HBP_LED_CLEAR:
        clear_leds();
        return 0;
    case HBP_LED_SET: {
        hbp_led_set m;
        hbp_led led;
        uint8_t i;
        if (hbp_decode_led_set(f, &m) != HBP_OK) {
            return HBP_NACK_BAD_LENGTH;
        }
        if (m.mode == 1u) {
            clear_leds();
        }
        blink_epoch = hal_millis();
        for (i = 0; i < m.count; i++) {
            hbp_led_set_entry(&m, i, &led);
            set_led(&led);
        }
        return 0;
    }
    case HBP_MAP_REQ: {
        hbp_map_req m;
        if (hbp_decode_map_req(f, &m) != HBP_OK) {
            return HBP_NACK_BAD_LENGTH;
        }
        queue_map(m.offset);
        return 0;
    }
    case HBP_CONFIG_SET: {
        hbp_config_set m;
        if (hbp_decode_config_set(f, &m) != HBP_OK) {
            return HBP_NACK_BAD_LENGTH;
        }
        if (m.key == 1u || m.key == 5u) {
            uint8_t scans = (uint8_t)(m.value / BOARD_SCAN_MS < 1u ? 1u : m.value / BOARD_SCAN_MS > 200u ? 200u : m.value / BOARD_SCAN_MS);
            if (m.key == 1u) {
                debounce_scans = scans;
            }
            lift_scans = scans; /* key 1 sets both, as HELLO_ACK does; key 5 the lifts alone */
        } else if (m.key == 4u && m.value >= 100u) {
            heartbeat_ms = m.value;
        } else {
            return HBP_NACK_UNSUPPORTED;
        }
        return 0;
    }
    case HBP_RESET_REQ:
        snapshot_due = 1; /* a soft reset re-reads everything; the snapshot says what it found */
        return 0;
    default:
        return hbp_validate(f) == HBP_ERR_UNKNOWN_TYPE ? HBP_NACK_UNKNOWN_TYPE : HBP_NACK_UNSUPPORTED;
    }
}

/* The wiring map hash: CRC-32 of {channel u16, kind u8, id u16} entries sorted by channel. Worked
 * out once at boot: bit by bit over a base board's 725 bytes it takes milliseconds on an AVR. */
static uint32_t hash_wiring(void)
{
    uint16_t e;
    uint32_t crc = 0;
    for (e = 0; e < cfg->wiring_len; e++) {
        uint8_t b[5];
        board_wiring w = wiring_at(e);
        b[0] = (uint8_t)(w.channel & 0xFFu);
        b[1] = (uint8_t)(w.channel >> 8);
        b[2] = w.kind;
        b[3] = (uint8_t)(w.id & 0xFFu);
        b[4] = (uint8_t)(w.id >> 8);
        crc = hbp_crc32(crc, b, 5);
    }
    return crc;
}

static void send_hello(void)
{
    hbp_hello h;
    uint8_t i;
    const char *n = cfg->name;
    hello_id = (uint16_t)(hello_id == 0xFFFFu ? 1u : hello_id + 1u);
    awaited_hello_id = hello_id;
    h.proto_major = HBP_VERSION_MAJOR;
    h.proto_minor = HBP_VERSION_MINOR;
    h.fw_major = 0;
    h.fw_minor = 1;
    h.fw_patch = 0;
    for (i = 0; i < 8; i++) {
        h.uid[i] = cfg->uid[i];
    }
    h.boot_id = boot_id;
    h.hello_id = hello_id;
    h.roles = (uint8_t)(1u | 2u | 4u | (cfg->leds ? 8u : 0u));
    h.caps = reads_pieces ? cfg->caps : cfg->caps & ~3ul; /* kinds and colours only where the firmware keeps them */
    h.game = cfg->game;
    h.layout = cfg->layout;
    for (i = 0; i < 16 && n[i]; i++) {
    }
    h.name_len = i;
    h.name = (const uint8_t *)n;
    h.intersections = cfg->intersections;
    h.paths = cfg->paths;
    h.hexes = cfg->hexes;
    h.buttons = cfg->buttons;
    h.leds = cfg->leds;
    h.max_payload = HBP_MAX_PAYLOAD;
    h.map_hash = map_hash;
    hbp_encode_hello(&frame, 0, &h);
    send_frame(&frame);
}

static void on_frame(const hbp_frame *f, uint32_t now)
{
    uint8_t reason;
    if (f->type == HBP_HELLO_REQ) {
        send_hello();
        return;
    }
    if (f->type == HBP_HELLO_ACK) {
        hbp_hello_ack m;
        uint8_t repeat;
        if (hbp_decode_hello_ack(f, &m) != HBP_OK) {
            return;
        }
        /* A repeat names this session and the HELLO that started it. A hub that reopened its port
         * (a quick replug, a restart) may number its new session as the old one: it answers a new
         * HELLO, so it starts a new session all the same. */
        repeat = (uint8_t)(session != 0 && m.session == session && m.hello_id == session_hello_id);
        if (!repeat && (awaited_hello_id == 0 || m.hello_id != awaited_hello_id)) {
            /* from an earlier handshake: it must not start, or revive, a session */
            if (session == 0) {
                send_control(HBP_NACK, f->seq, HBP_NACK_NO_SESSION, 0);
            }
            return;
        }
        if (!repeat) {
            awaited_hello_id = 0;
            end_session();
            session = m.session;
            session_hello_id = m.hello_id;
            last_queued = 0;
            rx_last = f->seq;
            if (m.heartbeat_ms >= 100u) {
                heartbeat_ms = m.heartbeat_ms;
            }
            debounce_scans = (uint8_t)(m.debounce_ms / BOARD_SCAN_MS < 1u ? 1u : m.debounce_ms / BOARD_SCAN_MS);
            lift_scans = debounce_scans;
        }
        last_received = now;
        ack_due = 1;
        return;
    }
    if (session == 0) {
        if (f->seq != 0) {
            send_control(HBP_NACK, f->seq, HBP_NACK_NO_SESSION, 0);
        }
        return;
    }
    if (HBP_SESSION_TAG(f->flags) != session) {
        return; /* late frame from an earlier session */
    }
    last_received = now;
    if (f->seq == 0) {
        hbp_ack a;
        if (f->type == HBP_ACK && hbp_decode_ack(f, &a) == HBP_OK) {
            acknowledge(a.ack_seq, now);
        } else if (f->type == HBP_NACK) {
            hbp_nack n;
            if (hbp_decode_nack(f, &n) == HBP_OK) {
                acknowledge(n.nack_seq, now); /* refused, but received: do not resend */
            }
        }
        return;
    }
    if (f->seq != hbp_seq_next(rx_last)) {
        ack_due = 1; /* duplicate or gap: say again where we are */
        return;
    }
    rx_last = f->seq;
    reason = obey(f);
    if (reason != 0) {
        send_control(HBP_NACK, f->seq, reason, session);
    } else {
        ack_due = 1;
    }
}

/* ---- scanning ---- */

/* The wiring entry of a channel; 0 when no location is wired to it. The map is sorted by
 * channel, so a binary search finds it. */
static uint8_t wired_to(uint16_t channel, board_wiring *out)
{
    uint16_t low = 0, high = cfg->wiring_len;
    while (low < high) {
        uint16_t middle = (uint16_t)(low + (high - low) / 2u);
        *out = wiring_at(middle);
        if (out->channel == channel) {
            return (uint8_t)(out->kind < KINDS && out->id < count_of(out->kind));
        }
        if (out->channel < channel) {
            low = (uint16_t)(middle + 1u);
        } else {
            high = middle;
        }
    }
    return 0;
}

/* Integrator debounce per channel: a new level counts once it has held for debounce_scans scans.
 * Whole bytes of channels that are steady and not counting are skipped, so a quiet board costs a
 * few microseconds a scan; walking 145 wiring entries every scan cost milliseconds on an AVR. */
static void debounce_channels(void)
{
    uint8_t byte;
    for (byte = 0; byte < (uint8_t)((channels + 7u) / 8u); byte++) {
        /* a board that reads pieces also looks at every occupied channel: a piece swapped for
         * another within the debounce time never changes the level, only the piece */
        uint8_t busy = (uint8_t)((raw[byte] ^ stable[byte]) | counting[byte] | (reads_pieces ? raw[byte] | stable[byte] : 0u));
        uint8_t bit;
        for (bit = 0; busy != 0; bit++, busy = (uint8_t)(busy >> 1)) {
            uint16_t ch = (uint16_t)(byte * 8u + bit);
            uint8_t mask = (uint8_t)(1u << bit);
            uint8_t piece = 0u, same;
            board_wiring w;
            if (!(busy & 1u)) {
                continue;
            }
            same = (uint8_t)((raw[byte] & mask) == (stable[byte] & mask));
#if BOARD_PIECES
            if (reads_pieces && (raw[byte] & mask)) {
                piece = hal_read_piece(ch);
                same = (uint8_t)(same && piece == stable_piece[ch]);
            }
#endif
            (void)piece;
            if (same) {
                counts[ch] = 0;
                counting[byte] = (uint8_t)(counting[byte] & ~mask);
            } else if (++counts[ch] < ((raw[byte] & mask) ? debounce_scans : lift_scans)) {
                counting[byte] = (uint8_t)(counting[byte] | mask);
            } else {
                counts[ch] = 0;
                counting[byte] = (uint8_t)(counting[byte] & ~mask);
                stable[byte] = (uint8_t)((stable[byte] & ~mask) | (raw[byte] & mask));
#if BOARD_PIECES
                stable_piece[ch] = piece;
#endif
                if (wired_to(ch, &w)) {
                    put_bit(actual[w.kind], w.id, (uint8_t)((stable[byte] & mask) != 0));
#if BOARD_PIECES
                    actual_piece[w.kind][w.id] = piece;
#endif
                }
            }
        }
    }
}

static void scan_sensors(uint32_t now)
{
    uint8_t opened = 0;
    uint8_t k;
    uint16_t i;
    hal_read_channels(raw, channels);
    debounce_channels();
    /* Report what differs from what the hub was told, batched into one frame. If the outbox is
     * full the differences simply wait for the next scan: occupancy is state, never lost. */
    if (!snapshot_sent) {
        return;
    }
    for (k = 0; k < KINDS; k++) {
        for (i = 0; i < count_of(k); i++) {
            uint8_t now_there, piece = 0u;
            if ((actual[k][i / 8u] ^ reported[k][i / 8u]) == 0 && !(reads_pieces && actual[k][i / 8u])) {
                i = (uint16_t)(i | 7u); /* the whole byte agrees */
                continue;
            }
            now_there = get_bit(actual[k], i);
#if BOARD_PIECES
            piece = now_there ? actual_piece[k][i] : 0u;
            if (now_there == get_bit(reported[k], i) && (!now_there || piece == reported_piece[k][i])) {
                continue;
            }
#else
            if (now_there == get_bit(reported[k], i)) {
                continue;
            }
#endif
            if (!opened) {
                hbp_occupancy_begin(&frame, 0, 0, now);
                opened = 1;
            }
            if (frame.len + 5u > BOARD_OUTBOX_PAYLOAD || !hbp_occupancy_add(&frame, k, i, now_there, piece)) {
                k = KINDS - 1u;
                break;
            }
        }
    }
    if (opened && queue(&frame)) {
        hbp_occupancy m;
        hbp_change c;
        uint8_t n;
        hbp_decode_occupancy(&frame, &m);
        for (n = 0; n < m.count; n++) {
            hbp_occupancy_entry(&m, n, &c);
            put_bit(reported[c.location.kind], c.location.id, c.present);
#if BOARD_PIECES
            reported_piece[c.location.kind][c.location.id] = c.piece;
#endif
        }
    }
}

/* A dice roll or a press that cannot be queued is not lost silently: with a session the events
 * lost flag makes the hub ask for a snapshot, and the snapshot's press counts and last roll tell it
 * what it missed; without one, the next session's snapshot does. */
static void queue_event(const hbp_frame *f)
{
    if (session == 0 || !snapshot_sent || !queue(f)) {
        events_lost = 1;
    }
}

static void key_changed(uint8_t key, uint8_t down, uint32_t now)
{
    if (key < 6u) {
        if (!down) {
            return;
        }
        if (dice_first == 0 || (uint32_t)(now - dice_first_at) > DICE_ENTRY_MS) {
            dice_first = (uint8_t)(key + 1u);
            dice_first_at = now;
        } else {
            hbp_dice d;
            last_dice[0] = dice_first;
            last_dice[1] = (uint8_t)(key + 1u);
            dice_first = 0;
            roll_id = (uint16_t)(roll_id == 0xFFFFu ? 1u : roll_id + 1u);
            d.t_ms = now;
            d.roll_id = roll_id;
            d.source = 0;
            d.confidence = 255;
            d.count = 2;
            d.values = last_dice;
            hbp_encode_dice(&frame, 0, 0, &d);
            queue_event(&frame);
        }
        return;
    }
    {
        uint8_t button = (uint8_t)(key - 6u);
        hbp_button b;
        if (down) {
            key_down_scan[button] = scans;
            return;
        }
        /* Counted as it is told, not when it went down: a snapshot taken while a button is held
         * must not count a press whose BUTTON is still to come. */
        press_counts[button]++;
        b.t_ms = now;
        b.button = button;
        b.action = (uint32_t)(scans - key_down_scan[button]) >= LONG_PRESS_SCANS ? 3u : 2u;
        b.press_count = press_counts[button];
        hbp_encode_button(&frame, 0, 0, &b);
        queue_event(&frame);
    }
}

static void scan_keys(uint32_t now)
{
    uint16_t levels = hal_read_keys();
    uint8_t k;
    for (k = 0; k < 14u; k++) {
        uint8_t level = (uint8_t)((levels >> k) & 1u);
        if (level == ((keys_stable >> k) & 1u)) {
            key_counts[k] = 0;
        } else if (++key_counts[k] >= KEY_DEBOUNCE_SCANS) {
            key_counts[k] = 0;
            keys_stable = (uint16_t)(keys_stable ^ (1u << k));
            key_changed(k, level, now);
        }
    }
}

/* LED i's colour now, for the HAL writing the strip. */
static void led_pixel(uint16_t i, uint8_t *rgb)
{
    uint8_t state = led_state[i];
    const uint8_t *colour = palette[state & 15u];
    uint8_t c;
    uint8_t effect = (uint8_t)(state >> 4);
    uint8_t on = effect == 1u ? slow_blink_on : effect == 2u ? fast_blink_on : 1u;
    for (c = 0; c < 3u; c++) {
        rgb[c] = !on ? 0u : effect == 3u ? (uint8_t)(((uint16_t)colour[c] * pulse_scale) >> 8) : colour[c];  /* no division between two LEDs */
    }
}

/* Writes the strip only when an LED's colour changes (the hub set it, a blink turned, a pulse
 * stepped): a WS2812 refresh holds interrupts off LED by LED, and 145 LEDs take 4.4 ms. */
static void render_leds(uint32_t now)
{
    uint16_t i;
    uint8_t effects = 0u;   /* bit e: some LED shows effect e */
    uint8_t slow, fast;
    uint16_t phase;
    uint32_t since;
    uint16_t count = cfg->leds < BOARD_MAX_LEDS ? cfg->leds : BOARD_MAX_LEDS;
    for (i = 0; i < count; i++) {
        effects = (uint8_t)(effects | (1u << (led_state[i] >> 4)));
    }
    since = now - blink_epoch;
    if (since > 0x80000000ul) {
        since = 0; /* set after this loop's clock was read */
    }
    slow = (uint8_t)((since / 500u) % 2u == 0);
    fast = (uint8_t)((since / 125u) % 2u == 0);
    if (!leds_dirty && !((effects & 2u) && slow != slow_blink_on) && !((effects & 4u) && fast != fast_blink_on)
            && !((effects & 8u) && (uint32_t)(now - leds_shown_at) >= 20u)) {
        return;
    }
    slow_blink_on = slow;
    fast_blink_on = fast;
    phase = (uint16_t)(now % 2000u);
    pulse_scale = (uint8_t)(phase < 1000u ? phase / 4u : (2000u - phase) / 4u);
    leds_dirty = 0u;
    leds_shown_at = now;
    hal_write_leds(led_pixel, count);
}

/* ---- entry points ---- */

void board_setup(const board_config *config)
{
    uint8_t zero = 0;
    cfg = config;
#if BOARD_PIECES
    reads_pieces = (uint8_t)((cfg->caps & 1u) != 0);
#endif
    hbp_receiver_init(&rx);
    boot_id = hal_random();
    map_hash = hash_wiring();
    channels = cfg->wiring_len ? (uint16_t)(wiring_at((uint16_t)(cfg->wiring_len - 1u)).channel + 1u) : 0u;
    if (channels > BOARD_MAX_CHANNELS) {
        channels = BOARD_MAX_CHANNELS;
    }
    hello_id = 0;
    awaited_hello_id = 0;
    end_session();
    clear_leds();
    last_scan = hal_millis();
    /* one delimiter first, so the hub drops whatever half frame it was holding */
    hal_serial_write(&zero, 1);
}

uint16_t board_keys(void)
{
    return keys_stable;
}

uint8_t board_synced(void)
{
    return (uint8_t)(session != 0 && snapshot_sent);
}

void board_loop(void)
{
    uint32_t now = hal_millis();
    int16_t byte;
    uint8_t i;
    while ((byte = hal_serial_read()) >= 0) {
        if (hbp_receiver_push(&rx, (uint8_t)byte, &frame)) {
            on_frame(&frame, now);
        }
    }
    if (session != 0 && ack_due) {
        /* Before the scan: a scan due now writes the strip (7 ms with few interrupts), and the
         * hub's ACK must not wait behind it. */
        ack_due = 0;
        send_control(HBP_ACK, rx_last, 0, session);
    }
    if ((uint32_t)(now - last_scan) >= BOARD_SCAN_MS) {
        last_scan = now;
        scan_sensors(now);
        scans++;
        scan_keys(now);
        render_leds(now);
    }
    if (session == 0) {
        return;
    }
    if (snapshot_due) {
        queue_snapshot();
    }
    if (in_flight > 0 && (uint32_t)(now - timer_start) >= RETRANSMIT_MS) {
        timer_start = now;
        timeouts++;
        for (i = 0; i < in_flight; i++) {
            send_slot(&outbox[(uint8_t)((out_head + i) % BOARD_OUTBOX_SLOTS)], (uint8_t)((session << 4) | HBP_FLAG_RETX));
            retransmissions++;
        }
    }
    while (in_flight < out_count) {
        if (in_flight == 0) {
            timer_start = now;
        }
        outbox[(uint8_t)((out_head + in_flight) % BOARD_OUTBOX_SLOTS)].sent = 1;
        send_slot(&outbox[(uint8_t)((out_head + in_flight) % BOARD_OUTBOX_SLOTS)], (uint8_t)(session << 4));
        in_flight++;
    }
    if (timeouts > MAX_RETRIES || (uint32_t)(now - last_received) >= DEAD_AFTER_MS) {
        end_session(); /* the hub will start a new one with HELLO_REQ */
        return;
    }
    if ((uint32_t)(now - last_sent) >= heartbeat_ms) {
        hbp_heartbeat h;
        h.uptime_ms = now;
        h.last_tx_seq = last_queued;
#if BOARD_PIECES
        h.state_hash = state_hash(reported, &reported_piece);
#else
        h.state_hash = state_hash(reported, 0);
#endif
        h.rx_crc_errors = rx.errors[HBP_ERR_CRC];
        h.rx_frame_errors = (uint16_t)(hbp_receiver_errors(&rx) - rx.errors[HBP_ERR_CRC]);
        h.retransmissions = retransmissions;
        h.status = events_lost ? 1u : 0u;
        hbp_encode_heartbeat(&frame, (uint8_t)(session << 4), &h);
        send_frame(&frame);
    }
    if (leds_dirty) {
        /* The hub's LEDs shown now, after the frame's ACK, not at the next scan: a piece's LED
         * answers up to a scan (5 ms) sooner. A blink or a pulse still turns at the scans. */
        render_leds(now);
    }
}
