/*
 * HBP/1 reference codec (C99): framing, CRCs and every message of ../docs/protocol.md.
 *
 * No allocation, no floats, no recursion; integer widths are explicit so the same code runs on
 * an 8-bit AVR (16-bit int) and on an RP2040 or a PC. Variable-length fields are decoded as
 * pointers into the frame's payload, so nothing is copied twice.
 *
 * To save RAM on small boards, define HBP_MAX_PAYLOAD below 240 at compile time and announce the
 * same value as max_payload in HELLO; longer frames are then refused as oversize.
 */
#ifndef HBP_H
#define HBP_H

#include <stdint.h>

#define HBP_VERSION_MAJOR 1
#define HBP_VERSION_MINOR 1 /* 1.1: piece bytes in the snapshot and the state hash (protocol.md §8) */

#ifndef HBP_MAX_PAYLOAD
#if defined(__AVR__)
#include <avr/io.h>
#endif
#if defined(__AVR__) && RAMEND < 0x1000
#define HBP_MAX_PAYLOAD 64 /* 2 KB of RAM does not hold 240-byte frames and an outbox */
#else
#define HBP_MAX_PAYLOAD 240
#endif
#endif
#define HBP_HEADER_SIZE 6
#define HBP_CRC_SIZE 2
#define HBP_MAX_FRAME (HBP_HEADER_SIZE + HBP_MAX_PAYLOAD + HBP_CRC_SIZE)
/* One COBS code byte suffices while a frame is at most 254 bytes long. */
#define HBP_MAX_ENCODED (HBP_MAX_FRAME + 1)
#define HBP_MAX_WIRE (HBP_MAX_ENCODED + 1)

#define HBP_FLAG_RETX 0x01u
#define HBP_SESSION_TAG(flags) ((uint8_t)((flags) >> 4))

/* Message types */
#define HBP_HELLO_REQ 0x01u
#define HBP_HELLO 0x02u
#define HBP_HELLO_ACK 0x03u
#define HBP_MAP_REQ 0x04u
#define HBP_MAP_DATA 0x05u
#define HBP_ACK 0x06u
#define HBP_NACK 0x07u
#define HBP_HEARTBEAT 0x08u
#define HBP_SNAPSHOT_REQ 0x09u
#define HBP_SNAPSHOT 0x0Au
#define HBP_ERROR 0x0Bu
#define HBP_RESET_REQ 0x0Cu
#define HBP_OCCUPANCY_CHANGED 0x20u
#define HBP_DICE_ROLLED 0x21u
#define HBP_BUTTON 0x22u
#define HBP_LED_SET 0x40u
#define HBP_LED_CLEAR 0x41u
#define HBP_CONFIG_SET 0x43u

/* Location kinds */
#define HBP_INTERSECTION 0u
#define HBP_PATH 1u
#define HBP_HEX 2u
#define HBP_BUTTON_LOCATION 3u
#define HBP_INDICATOR 4u
#define HBP_NO_LOCATION 0xFFu

/* NACK reasons */
#define HBP_NACK_UNKNOWN_TYPE 1u
#define HBP_NACK_BAD_LENGTH 2u
#define HBP_NACK_BAD_VALUE 3u
#define HBP_NACK_UNSUPPORTED 4u
#define HBP_NACK_BUSY 5u
#define HBP_NACK_NO_SESSION 6u

/* Snapshot section types */
#define HBP_SECTION_INTERSECTIONS 1u
#define HBP_SECTION_PATHS 2u
#define HBP_SECTION_HEXES 3u
#define HBP_SECTION_PIECES 4u
#define HBP_SECTION_BUTTON_COUNTS 5u
#define HBP_SECTION_LAST_DICE 6u
#define HBP_SECTION_PIECE_BYTES 7u /* 1.1: the piece byte of each occupied location, in bitmap order */

/* Why a frame or message was refused. Frame-level errors are counted and dropped silently;
 * message-level ones are answered with a NACK of the matching reason. */
typedef enum {
    HBP_OK = 0,
    HBP_ERR_OVERSIZE,
    HBP_ERR_COBS,
    HBP_ERR_LENGTH,
    HBP_ERR_CRC,
    HBP_ERR_VERSION,
    HBP_ERR_UNKNOWN_TYPE,
    HBP_ERR_BAD_LENGTH
} hbp_result;
#define HBP_FRAME_ERROR_KINDS 6 /* HBP_ERR_OVERSIZE..HBP_ERR_VERSION, indexed from 1 */

typedef struct {
    uint8_t type;
    uint16_t seq; /* 0: unreliable */
    uint8_t flags;
    uint8_t len;
    uint8_t payload[HBP_MAX_PAYLOAD];
} hbp_frame;

/* ---- checks ---- */
uint16_t hbp_crc16_update(uint16_t crc, uint8_t byte);
uint16_t hbp_crc16(const uint8_t *data, uint16_t len);
/* CRC-32 (IEEE, as zlib's crc32): pass 0 to start, the previous result to continue. */
uint32_t hbp_crc32(uint32_t crc, const uint8_t *data, uint16_t len);

/* ---- COBS ---- */
/* dst must hold len + len / 254 + 1 bytes. Returns the encoded length (no delimiter). */
uint16_t hbp_cobs_encode(const uint8_t *src, uint16_t len, uint8_t *dst);
/* Decodes len bytes (no delimiter); dst may equal src. Returns 0 and sets *out_len, or -1. */
int8_t hbp_cobs_decode(const uint8_t *src, uint16_t len, uint8_t *dst, uint16_t cap, uint16_t *out_len);

/* ---- frames ---- */
void hbp_frame_init(hbp_frame *f, uint8_t type, uint16_t seq, uint8_t flags);
/* Writes COBS(frame) and the 0x00 delimiter into wire (HBP_MAX_WIRE bytes); returns its length. */
uint16_t hbp_frame_to_wire(const hbp_frame *f, uint8_t *wire);
/* Parses the bytes between two delimiters, decoding in place (buf is overwritten). */
hbp_result hbp_frame_parse(uint8_t *buf, uint16_t len, hbp_frame *out);

/* Streaming receiver: resynchronises at every 0x00 and counts what it drops. */
typedef struct {
    uint8_t buf[HBP_MAX_ENCODED];
    uint16_t len;
    uint8_t overflow;
    uint16_t errors[HBP_FRAME_ERROR_KINDS + 1]; /* by hbp_result; saturates at 65535 */
} hbp_receiver;
void hbp_receiver_init(hbp_receiver *r);
/* Feeds one byte; returns 1 when *out holds a new valid frame. */
uint8_t hbp_receiver_push(hbp_receiver *r, uint8_t byte, hbp_frame *out);
uint16_t hbp_receiver_errors(const hbp_receiver *r);

/* ---- sequence numbers: 1..65535 per direction per session, 65535 wraps to 1 ---- */
uint16_t hbp_seq_next(uint16_t seq);
/* How far b is ahead of a, modulo the 65535 usable values (0 when equal). */
uint16_t hbp_seq_distance(uint16_t a, uint16_t b);

/* ---- payload fields (little-endian); each put returns 0 and writes nothing when full ---- */
uint8_t hbp_put_u8(hbp_frame *f, uint8_t v);
uint8_t hbp_put_u16(hbp_frame *f, uint16_t v);
uint8_t hbp_put_u32(hbp_frame *f, uint32_t v);
uint8_t hbp_put_bytes(hbp_frame *f, const uint8_t *data, uint8_t len);

typedef struct {
    const uint8_t *data;
    uint8_t len;
    uint8_t pos;
    uint8_t failed; /* set when a read ran past the end; reads then return 0 */
} hbp_reader;
void hbp_reader_init(hbp_reader *r, const uint8_t *data, uint8_t len);
uint8_t hbp_get_u8(hbp_reader *r);
uint16_t hbp_get_u16(hbp_reader *r);
uint32_t hbp_get_u32(hbp_reader *r);
/* Returns a pointer to len bytes, or 0 (and fails) when fewer remain. */
const uint8_t *hbp_get_bytes(hbp_reader *r, uint8_t len);

/* ---- messages ---- */
typedef struct { uint8_t kind; uint16_t id; } hbp_location;

typedef struct { uint8_t max_major, max_minor; } hbp_hello_req;
typedef struct {
    uint8_t proto_major, proto_minor, fw_major, fw_minor, fw_patch;
    uint8_t uid[8];
    uint32_t boot_id;
    uint16_t hello_id; /* counts HELLOs since boot; HELLO_ACK echoes it */
    uint8_t roles;
    uint32_t caps;
    uint8_t game;
    uint16_t layout;
    uint32_t map_hash;
    uint16_t intersections, paths, hexes;
    uint8_t buttons;
    uint16_t leds;
    uint8_t max_payload;
    uint8_t name_len;
    const uint8_t *name; /* ASCII, not terminated */
} hbp_hello;
typedef struct { uint8_t major, minor, session; uint16_t hello_id, heartbeat_ms; uint8_t debounce_ms; } hbp_hello_ack;
typedef struct { uint16_t offset; } hbp_map_req;
typedef struct { uint16_t offset, total; uint8_t count; const uint8_t *entries; } hbp_map_data;
typedef struct { uint16_t channel; hbp_location location; } hbp_wiring_entry;
typedef struct { uint16_t ack_seq; } hbp_ack;
typedef struct { uint16_t nack_seq; uint8_t reason; } hbp_nack;
typedef struct {
    uint32_t uptime_ms;
    uint16_t last_tx_seq;
    uint32_t state_hash;
    uint16_t rx_crc_errors, rx_frame_errors, retransmissions;
    uint8_t status;
} hbp_heartbeat;
typedef struct { uint8_t part, parts; uint32_t state_hash; uint8_t sections_len; const uint8_t *sections; } hbp_snapshot;
typedef struct { uint8_t code, severity; uint16_t detail; hbp_location location; uint8_t text_len; const uint8_t *text; } hbp_error;
typedef struct { uint8_t mode; } hbp_reset_req;
typedef struct { uint32_t t_ms; uint8_t count; const uint8_t *entries; } hbp_occupancy;
typedef struct { hbp_location location; uint8_t present, piece; } hbp_change;
typedef struct { uint32_t t_ms; uint16_t roll_id; uint8_t source, confidence, count; const uint8_t *values; } hbp_dice;
typedef struct { uint32_t t_ms; uint8_t button, action; uint16_t press_count; } hbp_button;
typedef struct { uint8_t mode, count; const uint8_t *entries; } hbp_led_set;
typedef struct { hbp_location location; uint8_t r, g, b, effect; } hbp_led;
typedef struct { uint8_t key; uint16_t value; } hbp_config_set;

/* Decoders check the frame's type and that the fields fit; extra trailing bytes are ignored.
 * They return HBP_OK, HBP_ERR_UNKNOWN_TYPE (wrong type) or HBP_ERR_BAD_LENGTH. */
hbp_result hbp_decode_hello_req(const hbp_frame *f, hbp_hello_req *m);
hbp_result hbp_decode_hello(const hbp_frame *f, hbp_hello *m);
hbp_result hbp_decode_hello_ack(const hbp_frame *f, hbp_hello_ack *m);
hbp_result hbp_decode_map_req(const hbp_frame *f, hbp_map_req *m);
hbp_result hbp_decode_map_data(const hbp_frame *f, hbp_map_data *m);
hbp_result hbp_decode_ack(const hbp_frame *f, hbp_ack *m);
hbp_result hbp_decode_nack(const hbp_frame *f, hbp_nack *m);
hbp_result hbp_decode_heartbeat(const hbp_frame *f, hbp_heartbeat *m);
hbp_result hbp_decode_snapshot(const hbp_frame *f, hbp_snapshot *m);
hbp_result hbp_decode_error(const hbp_frame *f, hbp_error *m);
hbp_result hbp_decode_reset_req(const hbp_frame *f, hbp_reset_req *m);
hbp_result hbp_decode_occupancy(const hbp_frame *f, hbp_occupancy *m);
hbp_result hbp_decode_dice(const hbp_frame *f, hbp_dice *m);
hbp_result hbp_decode_button(const hbp_frame *f, hbp_button *m);
hbp_result hbp_decode_led_set(const hbp_frame *f, hbp_led_set *m);
hbp_result hbp_decode_config_set(const hbp_frame *f, hbp_config_set *m);
/* Checks a frame of any known type without keeping the result: what a receiver NACKs. */
hbp_result hbp_validate(const hbp_frame *f);

void hbp_map_data_entry(const hbp_map_data *m, uint8_t i, hbp_wiring_entry *out);
void hbp_occupancy_entry(const hbp_occupancy *m, uint8_t i, hbp_change *out);
void hbp_led_set_entry(const hbp_led_set *m, uint8_t i, hbp_led *out);
/* Walks snapshot sections: start with *pos = 0; returns 0 when there are no more. */
uint8_t hbp_snapshot_next(const hbp_snapshot *m, uint8_t *pos, uint8_t *type, const uint8_t **value, uint8_t *len);

/* Encoders fill f (type, seq, flags and payload); they return 0 when the message does not fit. */
uint8_t hbp_encode_hello_req(hbp_frame *f, uint8_t flags, const hbp_hello_req *m);
uint8_t hbp_encode_hello(hbp_frame *f, uint8_t flags, const hbp_hello *m);
uint8_t hbp_encode_hello_ack(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_hello_ack *m);
uint8_t hbp_encode_map_req(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_map_req *m);
uint8_t hbp_encode_ack(hbp_frame *f, uint8_t flags, uint16_t ack_seq);
uint8_t hbp_encode_nack(hbp_frame *f, uint8_t flags, uint16_t nack_seq, uint8_t reason);
uint8_t hbp_encode_heartbeat(hbp_frame *f, uint8_t flags, const hbp_heartbeat *m);
uint8_t hbp_encode_snapshot_req(hbp_frame *f, uint16_t seq, uint8_t flags);
uint8_t hbp_encode_error(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_error *m);
uint8_t hbp_encode_reset_req(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t mode);
uint8_t hbp_encode_dice(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_dice *m);
uint8_t hbp_encode_button(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_button *m);
uint8_t hbp_encode_led_clear(hbp_frame *f, uint16_t seq, uint8_t flags);
uint8_t hbp_encode_config_set(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t key, uint16_t value);

/* List messages are built with begin + add; add returns 0 when the frame is full. */
uint8_t hbp_map_data_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint16_t offset, uint16_t total);
uint8_t hbp_map_data_add(hbp_frame *f, uint16_t channel, uint8_t kind, uint16_t id);
uint8_t hbp_occupancy_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint32_t t_ms);
uint8_t hbp_occupancy_add(hbp_frame *f, uint8_t kind, uint16_t id, uint8_t present, uint8_t piece);
uint8_t hbp_led_set_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t mode);
uint8_t hbp_led_set_add(hbp_frame *f, const hbp_led *led);
uint8_t hbp_snapshot_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t part, uint8_t parts, uint32_t hash);
/* Opens a section; returns the offset to pass to hbp_snapshot_close, or 0 when full. */
uint8_t hbp_snapshot_open(hbp_frame *f, uint8_t type);
void hbp_snapshot_close(hbp_frame *f, uint8_t opened_at);

#endif
