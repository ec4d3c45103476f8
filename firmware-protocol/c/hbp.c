/* HBP/1 reference codec. See hbp.h and ../docs/protocol.md. */
#include "hbp.h"

/* ---- checks ---- */

uint16_t hbp_crc16_update(uint16_t crc, uint8_t byte)
{
    uint8_t bit;
    crc ^= (uint16_t)((uint16_t)byte << 8);
    for (bit = 0; bit < 8; bit++) {
        crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    }
    return crc;
}

uint16_t hbp_crc16(const uint8_t *data, uint16_t len)
{
    uint16_t crc = 0xFFFFu;
    uint16_t i;
    for (i = 0; i < len; i++) {
        crc = hbp_crc16_update(crc, data[i]);
    }
    return crc;
}

uint32_t hbp_crc32(uint32_t crc, const uint8_t *data, uint16_t len)
{
    uint16_t i;
    uint8_t bit;
    crc = ~crc;
    for (i = 0; i < len; i++) {
        crc ^= data[i];
        for (bit = 0; bit < 8; bit++) {
            crc = (crc & 1u) ? (crc >> 1) ^ 0xEDB88320uL : crc >> 1;
        }
    }
    return ~crc;
}

/* ---- COBS ---- */

/* Incremental encoder, so a frame can be encoded from its fields without a second buffer. */
typedef struct {
    uint8_t *dst;
    uint16_t code_at;
    uint16_t pos;
    uint8_t code;
} cobs_writer;

static void cobs_start(cobs_writer *w, uint8_t *dst)
{
    w->dst = dst;
    w->code_at = 0;
    w->pos = 1;
    w->code = 1;
}

/* more: whether another byte follows; a full block at the very end needs no extra code byte. */
static void cobs_put(cobs_writer *w, uint8_t byte, uint8_t more)
{
    if (byte != 0) {
        w->dst[w->pos++] = byte;
        w->code++;
    }
    if (byte == 0 || w->code == 0xFFu) {
        w->dst[w->code_at] = w->code;
        w->code = 1;
        w->code_at = w->pos;
        if (byte == 0 || more) {
            w->pos++;
        }
    }
}

static uint16_t cobs_finish(cobs_writer *w)
{
    if (w->code_at < w->pos) {
        w->dst[w->code_at] = w->code;
    }
    return w->pos;
}

uint16_t hbp_cobs_encode(const uint8_t *src, uint16_t len, uint8_t *dst)
{
    cobs_writer w;
    uint16_t i;
    cobs_start(&w, dst);
    for (i = 0; i < len; i++) {
        cobs_put(&w, src[i], (uint8_t)(i + 1u < len));
    }
    return cobs_finish(&w);
}

int8_t hbp_cobs_decode(const uint8_t *src, uint16_t len, uint8_t *dst, uint16_t cap, uint16_t *out_len)
{
    uint16_t in = 0;
    uint16_t out = 0;
    while (in < len) {
        uint8_t code = src[in++];
        uint8_t k;
        if (code == 0 || (uint16_t)(code - 1u) > (uint16_t)(len - in)) {
            return -1;
        }
        for (k = 1; k < code; k++) {
            uint8_t b = src[in++];
            if (b == 0 || out >= cap) {
                return -1;
            }
            dst[out++] = b;
        }
        if (code != 0xFFu && in < len) {
            if (out >= cap) {
                return -1;
            }
            dst[out++] = 0;
        }
    }
    *out_len = out;
    return 0;
}

/* ---- frames ---- */

void hbp_frame_init(hbp_frame *f, uint8_t type, uint16_t seq, uint8_t flags)
{
    f->type = type;
    f->seq = seq;
    f->flags = flags;
    f->len = 0;
}

uint16_t hbp_frame_to_wire(const hbp_frame *f, uint8_t *wire)
{
    uint8_t header[HBP_HEADER_SIZE];
    uint16_t crc = 0xFFFFu;
    uint16_t total = (uint16_t)(HBP_HEADER_SIZE + f->len + HBP_CRC_SIZE);
    uint16_t i;
    uint16_t n = 0;
    uint16_t length;
    cobs_writer w;

    header[0] = HBP_VERSION_MAJOR;
    header[1] = f->type;
    header[2] = (uint8_t)(f->seq & 0xFFu);
    header[3] = (uint8_t)(f->seq >> 8);
    header[4] = f->flags;
    header[5] = f->len;
    cobs_start(&w, wire);
    for (i = 0; i < HBP_HEADER_SIZE; i++, n++) {
        crc = hbp_crc16_update(crc, header[i]);
        cobs_put(&w, header[i], 1);
    }
    for (i = 0; i < f->len; i++, n++) {
        crc = hbp_crc16_update(crc, f->payload[i]);
        cobs_put(&w, f->payload[i], 1);
    }
    cobs_put(&w, (uint8_t)(crc & 0xFFu), 1);
    cobs_put(&w, (uint8_t)(crc >> 8), (uint8_t)(n + 2u < total));
    length = cobs_finish(&w);
    wire[length] = 0;
    return (uint16_t)(length + 1u);
}

hbp_result hbp_frame_parse(uint8_t *buf, uint16_t len, hbp_frame *out)
{
    uint16_t n;
    uint16_t crc_at;
    uint8_t i;
    if (len > HBP_MAX_ENCODED) {
        return HBP_ERR_OVERSIZE;
    }
    if (hbp_cobs_decode(buf, len, buf, len, &n) != 0) {
        return HBP_ERR_COBS;
    }
    if (n < HBP_HEADER_SIZE + HBP_CRC_SIZE || buf[5] > HBP_MAX_PAYLOAD
        || n != (uint16_t)(HBP_HEADER_SIZE + buf[5] + HBP_CRC_SIZE)) {
        return HBP_ERR_LENGTH;
    }
    crc_at = (uint16_t)(n - HBP_CRC_SIZE);
    if (hbp_crc16(buf, crc_at) != (uint16_t)(buf[crc_at] | ((uint16_t)buf[crc_at + 1u] << 8))) {
        return HBP_ERR_CRC;
    }
    if (buf[0] != HBP_VERSION_MAJOR) {
        return HBP_ERR_VERSION;
    }
    out->type = buf[1];
    out->seq = (uint16_t)(buf[2] | ((uint16_t)buf[3] << 8));
    out->flags = buf[4];
    out->len = buf[5];
    for (i = 0; i < out->len; i++) {
        out->payload[i] = buf[HBP_HEADER_SIZE + i];
    }
    return HBP_OK;
}

void hbp_receiver_init(hbp_receiver *r)
{
    uint8_t i;
    r->len = 0;
    r->overflow = 0;
    for (i = 0; i <= HBP_FRAME_ERROR_KINDS; i++) {
        r->errors[i] = 0;
    }
}

static void count_error(hbp_receiver *r, hbp_result e)
{
    if (r->errors[e] != 0xFFFFu) {
        r->errors[e]++;
    }
}

uint8_t hbp_receiver_push(hbp_receiver *r, uint8_t byte, hbp_frame *out)
{
    hbp_result result;
    if (byte != 0) {
        if (r->len < HBP_MAX_ENCODED) {
            r->buf[r->len++] = byte;
        } else {
            r->overflow = 1;
        }
        return 0;
    }
    if (r->overflow) {
        count_error(r, HBP_ERR_OVERSIZE);
        r->len = 0;
        r->overflow = 0;
        return 0;
    }
    if (r->len == 0) {
        return 0; /* two delimiters in a row: the sender's flush */
    }
    result = hbp_frame_parse(r->buf, r->len, out);
    r->len = 0;
    if (result != HBP_OK) {
        count_error(r, result);
        return 0;
    }
    return 1;
}

uint16_t hbp_receiver_errors(const hbp_receiver *r)
{
    uint32_t sum = 0;
    uint8_t i;
    for (i = 1; i <= HBP_FRAME_ERROR_KINDS; i++) {
        sum += r->errors[i];
    }
    return sum > 0xFFFFu ? 0xFFFFu : (uint16_t)sum;
}

/* ---- sequence numbers ---- */

uint16_t hbp_seq_next(uint16_t seq)
{
    return seq == 0xFFFFu ? 1u : (uint16_t)(seq + 1u);
}

uint16_t hbp_seq_distance(uint16_t a, uint16_t b)
{
    /* Sequence numbers live in 1..65535: subtract 1 and work modulo 65535. */
    uint32_t d = ((uint32_t)b + (uint32_t)65535u - (uint32_t)a) % (uint32_t)65535u;
    return (uint16_t)d;
}

/* ---- payload fields ---- */

uint8_t hbp_put_u8(hbp_frame *f, uint8_t v)
{
    if (f->len >= HBP_MAX_PAYLOAD) {
        return 0;
    }
    f->payload[f->len++] = v;
    return 1;
}

uint8_t hbp_put_u16(hbp_frame *f, uint16_t v)
{
    if (f->len + 2u > HBP_MAX_PAYLOAD) {
        return 0;
    }
    f->payload[f->len++] = (uint8_t)(v & 0xFFu);
    f->payload[f->len++] = (uint8_t)(v >> 8);
    return 1;
}

uint8_t hbp_put_u32(hbp_frame *f, uint32_t v)
{
    if (f->len + 4u > HBP_MAX_PAYLOAD) {
        return 0;
    }
    hbp_put_u16(f, (uint16_t)(v & 0xFFFFu));
    hbp_put_u16(f, (uint16_t)(v >> 16));
    return 1;
}

uint8_t hbp_put_bytes(hbp_frame *f, const uint8_t *data, uint8_t len)
{
    uint8_t i;
    if (f->len + (uint16_t)len > HBP_MAX_PAYLOAD) {
        return 0;
    }
    for (i = 0; i < len; i++) {
        f->payload[f->len++] = data[i];
    }
    return 1;
}

void hbp_reader_init(hbp_reader *r, const uint8_t *data, uint8_t len)
{
    r->data = data;
    r->len = len;
    r->pos = 0;
    r->failed = 0;
}

uint8_t hbp_get_u8(hbp_reader *r)
{
    if (r->pos >= r->len) {
        r->failed = 1;
        return 0;
    }
    return r->data[r->pos++];
}

uint16_t hbp_get_u16(hbp_reader *r)
{
    uint16_t lo = hbp_get_u8(r);
    return (uint16_t)(lo | ((uint16_t)hbp_get_u8(r) << 8));
}

uint32_t hbp_get_u32(hbp_reader *r)
{
    uint32_t lo = hbp_get_u16(r);
    return lo | ((uint32_t)hbp_get_u16(r) << 16);
}

const uint8_t *hbp_get_bytes(hbp_reader *r, uint8_t len)
{
    const uint8_t *p;
    if ((uint16_t)r->pos + len > r->len) {
        r->failed = 1;
        r->pos = r->len;
        return 0;
    }
    p = r->data + r->pos;
    r->pos = (uint8_t)(r->pos + len);
    return p;
}

static void get_location(hbp_reader *r, hbp_location *l)
{
    l->kind = hbp_get_u8(r);
    l->id = hbp_get_u16(r);
}

static uint8_t put_location(hbp_frame *f, uint8_t kind, uint16_t id)
{
    if (f->len + 3u > HBP_MAX_PAYLOAD) {
        return 0;
    }
    hbp_put_u8(f, kind);
    return hbp_put_u16(f, id);
}

/* ---- decoders ---- */

/* count fixed-size entries; fails the reader when they run past the payload */
static const uint8_t *get_entries(hbp_reader *r, uint8_t count, uint8_t size)
{
    uint16_t bytes = (uint16_t)((uint16_t)count * size);
    if (bytes > (uint16_t)(r->len - r->pos)) {
        r->failed = 1;
        r->pos = r->len;
        return 0;
    }
    return hbp_get_bytes(r, (uint8_t)bytes);
}

#define BEGIN_DECODE(code)                                 \
    hbp_reader r;                                          \
    if (f->type != (code)) {                               \
        return HBP_ERR_UNKNOWN_TYPE;                       \
    }                                                      \
    hbp_reader_init(&r, f->payload, f->len)
#define END_DECODE() return r.failed ? HBP_ERR_BAD_LENGTH : HBP_OK

hbp_result hbp_decode_hello_req(const hbp_frame *f, hbp_hello_req *m)
{
    BEGIN_DECODE(HBP_HELLO_REQ);
    m->max_major = hbp_get_u8(&r);
    m->max_minor = hbp_get_u8(&r);
    END_DECODE();
}

hbp_result hbp_decode_hello(const hbp_frame *f, hbp_hello *m)
{
    const uint8_t *uid;
    uint8_t i;
    BEGIN_DECODE(HBP_HELLO);
    m->proto_major = hbp_get_u8(&r);
    m->proto_minor = hbp_get_u8(&r);
    m->fw_major = hbp_get_u8(&r);
    m->fw_minor = hbp_get_u8(&r);
    m->fw_patch = hbp_get_u8(&r);
    uid = hbp_get_bytes(&r, 8);
    for (i = 0; i < 8; i++) {
        m->uid[i] = uid ? uid[i] : 0;
    }
    m->boot_id = hbp_get_u32(&r);
    m->hello_id = hbp_get_u16(&r);
    m->roles = hbp_get_u8(&r);
    m->caps = hbp_get_u32(&r);
    m->game = hbp_get_u8(&r);
    m->layout = hbp_get_u16(&r);
    m->map_hash = hbp_get_u32(&r);
    m->intersections = hbp_get_u16(&r);
    m->paths = hbp_get_u16(&r);
    m->hexes = hbp_get_u16(&r);
    m->buttons = hbp_get_u8(&r);
    m->leds = hbp_get_u16(&r);
    m->max_payload = hbp_get_u8(&r);
    m->name_len = hbp_get_u8(&r);
    m->name = hbp_get_bytes(&r, m->name_len);
    END_DECODE();
}

hbp_result hbp_decode_hello_ack(const hbp_frame *f, hbp_hello_ack *m)
{
    BEGIN_DECODE(HBP_HELLO_ACK);
    m->major = hbp_get_u8(&r);
    m->minor = hbp_get_u8(&r);
    m->session = hbp_get_u8(&r);
    m->hello_id = hbp_get_u16(&r);
    m->heartbeat_ms = hbp_get_u16(&r);
    m->debounce_ms = hbp_get_u8(&r);
    END_DECODE();
}

hbp_result hbp_decode_map_req(const hbp_frame *f, hbp_map_req *m)
{
    BEGIN_DECODE(HBP_MAP_REQ);
    m->offset = hbp_get_u16(&r);
    END_DECODE();
}

hbp_result hbp_decode_map_data(const hbp_frame *f, hbp_map_data *m)
{
    BEGIN_DECODE(HBP_MAP_DATA);
    m->offset = hbp_get_u16(&r);
    m->total = hbp_get_u16(&r);
    m->count = hbp_get_u8(&r);
    m->entries = get_entries(&r, m->count, 5);
    END_DECODE();
}

hbp_result hbp_decode_ack(const hbp_frame *f, hbp_ack *m)
{
    BEGIN_DECODE(HBP_ACK);
    m->ack_seq = hbp_get_u16(&r);
    END_DECODE();
}

hbp_result hbp_decode_nack(const hbp_frame *f, hbp_nack *m)
{
    BEGIN_DECODE(HBP_NACK);
    m->nack_seq = hbp_get_u16(&r);
    m->reason = hbp_get_u8(&r);
    END_DECODE();
}

hbp_result hbp_decode_heartbeat(const hbp_frame *f, hbp_heartbeat *m)
{
    BEGIN_DECODE(HBP_HEARTBEAT);
    m->uptime_ms = hbp_get_u32(&r);
    m->last_tx_seq = hbp_get_u16(&r);
    m->state_hash = hbp_get_u32(&r);
    m->rx_crc_errors = hbp_get_u16(&r);
    m->rx_frame_errors = hbp_get_u16(&r);
    m->retransmissions = hbp_get_u16(&r);
    m->status = hbp_get_u8(&r);
    END_DECODE();
}

static uint8_t section_fits(uint8_t type, const uint8_t *value, uint8_t len)
{
    switch (type) {
    case HBP_SECTION_PIECES:
        return (uint8_t)(len % 4u == 0);
    case HBP_SECTION_BUTTON_COUNTS:
        return (uint8_t)(len % 2u == 0);
    case HBP_SECTION_LAST_DICE:
        return (uint8_t)(len >= 3u && len >= 3u + value[2]);
    default:
        return 1;
    }
}

hbp_result hbp_decode_snapshot(const hbp_frame *f, hbp_snapshot *m)
{
    uint8_t pos = 0;
    uint8_t type;
    uint8_t len;
    const uint8_t *value;
    BEGIN_DECODE(HBP_SNAPSHOT);
    m->part = hbp_get_u8(&r);
    m->parts = hbp_get_u8(&r);
    m->state_hash = hbp_get_u32(&r);
    if (r.failed) {
        return HBP_ERR_BAD_LENGTH;
    }
    m->sections_len = (uint8_t)(r.len - r.pos);
    m->sections = r.data + r.pos;
    while (pos < m->sections_len) {
        if (!hbp_snapshot_next(m, &pos, &type, &value, &len) || !section_fits(type, value, len)) {
            return HBP_ERR_BAD_LENGTH;
        }
    }
    return HBP_OK;
}

uint8_t hbp_snapshot_next(const hbp_snapshot *m, uint8_t *pos, uint8_t *type, const uint8_t **value, uint8_t *len)
{
    if ((uint16_t)*pos + 2u > m->sections_len) {
        return 0;
    }
    *type = m->sections[*pos];
    *len = m->sections[*pos + 1u];
    if ((uint16_t)*pos + 2u + *len > m->sections_len) {
        return 0;
    }
    *value = m->sections + *pos + 2u;
    *pos = (uint8_t)(*pos + 2u + *len);
    return 1;
}

hbp_result hbp_decode_error(const hbp_frame *f, hbp_error *m)
{
    BEGIN_DECODE(HBP_ERROR);
    m->code = hbp_get_u8(&r);
    m->severity = hbp_get_u8(&r);
    m->detail = hbp_get_u16(&r);
    get_location(&r, &m->location);
    m->text_len = hbp_get_u8(&r);
    m->text = hbp_get_bytes(&r, m->text_len);
    END_DECODE();
}

hbp_result hbp_decode_reset_req(const hbp_frame *f, hbp_reset_req *m)
{
    BEGIN_DECODE(HBP_RESET_REQ);
    m->mode = hbp_get_u8(&r);
    END_DECODE();
}

hbp_result hbp_decode_occupancy(const hbp_frame *f, hbp_occupancy *m)
{
    BEGIN_DECODE(HBP_OCCUPANCY_CHANGED);
    m->t_ms = hbp_get_u32(&r);
    m->count = hbp_get_u8(&r);
    m->entries = get_entries(&r, m->count, 5);
    END_DECODE();
}

hbp_result hbp_decode_dice(const hbp_frame *f, hbp_dice *m)
{
    BEGIN_DECODE(HBP_DICE_ROLLED);
    m->t_ms = hbp_get_u32(&r);
    m->roll_id = hbp_get_u16(&r);
    m->source = hbp_get_u8(&r);
    m->confidence = hbp_get_u8(&r);
    m->count = hbp_get_u8(&r);
    m->values = hbp_get_bytes(&r, m->count);
    END_DECODE();
}

hbp_result hbp_decode_button(const hbp_frame *f, hbp_button *m)
{
    BEGIN_DECODE(HBP_BUTTON);
    m->t_ms = hbp_get_u32(&r);
    m->button = hbp_get_u8(&r);
    m->action = hbp_get_u8(&r);
    m->press_count = hbp_get_u16(&r);
    END_DECODE();
}

hbp_result hbp_decode_led_set(const hbp_frame *f, hbp_led_set *m)
{
    BEGIN_DECODE(HBP_LED_SET);
    m->mode = hbp_get_u8(&r);
    m->count = hbp_get_u8(&r);
    m->entries = get_entries(&r, m->count, 7);
    END_DECODE();
}

hbp_result hbp_decode_config_set(const hbp_frame *f, hbp_config_set *m)
{
    BEGIN_DECODE(HBP_CONFIG_SET);
    m->key = hbp_get_u8(&r);
    m->value = hbp_get_u16(&r);
    END_DECODE();
}

hbp_result hbp_validate(const hbp_frame *f)
{
    union {
        hbp_hello_req hello_req;
        hbp_hello hello;
        hbp_hello_ack hello_ack;
        hbp_map_req map_req;
        hbp_map_data map_data;
        hbp_ack ack;
        hbp_nack nack;
        hbp_heartbeat heartbeat;
        hbp_snapshot snapshot;
        hbp_error error;
        hbp_reset_req reset_req;
        hbp_occupancy occupancy;
        hbp_dice dice;
        hbp_button button;
        hbp_led_set led_set;
        hbp_config_set config_set;
    } m;
    switch (f->type) {
    case HBP_HELLO_REQ: return hbp_decode_hello_req(f, &m.hello_req);
    case HBP_HELLO: return hbp_decode_hello(f, &m.hello);
    case HBP_HELLO_ACK: return hbp_decode_hello_ack(f, &m.hello_ack);
    case HBP_MAP_REQ: return hbp_decode_map_req(f, &m.map_req);
    case HBP_MAP_DATA: return hbp_decode_map_data(f, &m.map_data);
    case HBP_ACK: return hbp_decode_ack(f, &m.ack);
    case HBP_NACK: return hbp_decode_nack(f, &m.nack);
    case HBP_HEARTBEAT: return hbp_decode_heartbeat(f, &m.heartbeat);
    case HBP_SNAPSHOT_REQ: return HBP_OK;
    case HBP_SNAPSHOT: return hbp_decode_snapshot(f, &m.snapshot);
    case HBP_ERROR: return hbp_decode_error(f, &m.error);
    case HBP_RESET_REQ: return hbp_decode_reset_req(f, &m.reset_req);
    case HBP_OCCUPANCY_CHANGED: return hbp_decode_occupancy(f, &m.occupancy);
    case HBP_DICE_ROLLED: return hbp_decode_dice(f, &m.dice);
    case HBP_BUTTON: return hbp_decode_button(f, &m.button);
    case HBP_LED_SET: return hbp_decode_led_set(f, &m.led_set);
    case HBP_LED_CLEAR: return HBP_OK;
    case HBP_CONFIG_SET: return hbp_decode_config_set(f, &m.config_set);
    default: return HBP_ERR_UNKNOWN_TYPE;
    }
}

void hbp_map_data_entry(const hbp_map_data *m, uint8_t i, hbp_wiring_entry *out)
{
    const uint8_t *e = m->entries + (uint16_t)i * 5u;
    out->channel = (uint16_t)(e[0] | ((uint16_t)e[1] << 8));
    out->location.kind = e[2];
    out->location.id = (uint16_t)(e[3] | ((uint16_t)e[4] << 8));
}

void hbp_occupancy_entry(const hbp_occupancy *m, uint8_t i, hbp_change *out)
{
    const uint8_t *e = m->entries + (uint16_t)i * 5u;
    out->location.kind = e[0];
    out->location.id = (uint16_t)(e[1] | ((uint16_t)e[2] << 8));
    out->present = e[3];
    out->piece = e[4];
}

void hbp_led_set_entry(const hbp_led_set *m, uint8_t i, hbp_led *out)
{
    const uint8_t *e = m->entries + (uint16_t)i * 7u;
    out->location.kind = e[0];
    out->location.id = (uint16_t)(e[1] | ((uint16_t)e[2] << 8));
    out->r = e[3];
    out->g = e[4];
    out->b = e[5];
    out->effect = e[6];
}

/* ---- encoders ---- */

uint8_t hbp_encode_hello_req(hbp_frame *f, uint8_t flags, const hbp_hello_req *m)
{
    hbp_frame_init(f, HBP_HELLO_REQ, 0, flags);
    return (uint8_t)(hbp_put_u8(f, m->max_major) && hbp_put_u8(f, m->max_minor));
}

uint8_t hbp_encode_hello(hbp_frame *f, uint8_t flags, const hbp_hello *m)
{
    hbp_frame_init(f, HBP_HELLO, 0, flags);
    return (uint8_t)(hbp_put_u8(f, m->proto_major) && hbp_put_u8(f, m->proto_minor) && hbp_put_u8(f, m->fw_major)
        && hbp_put_u8(f, m->fw_minor) && hbp_put_u8(f, m->fw_patch) && hbp_put_bytes(f, m->uid, 8)
        && hbp_put_u32(f, m->boot_id) && hbp_put_u16(f, m->hello_id) && hbp_put_u8(f, m->roles) && hbp_put_u32(f, m->caps)
        && hbp_put_u8(f, m->game) && hbp_put_u16(f, m->layout) && hbp_put_u32(f, m->map_hash)
        && hbp_put_u16(f, m->intersections) && hbp_put_u16(f, m->paths) && hbp_put_u16(f, m->hexes)
        && hbp_put_u8(f, m->buttons) && hbp_put_u16(f, m->leds) && hbp_put_u8(f, m->max_payload)
        && hbp_put_u8(f, m->name_len) && hbp_put_bytes(f, m->name, m->name_len));
}

uint8_t hbp_encode_hello_ack(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_hello_ack *m)
{
    hbp_frame_init(f, HBP_HELLO_ACK, seq, flags);
    return (uint8_t)(hbp_put_u8(f, m->major) && hbp_put_u8(f, m->minor) && hbp_put_u8(f, m->session)
        && hbp_put_u16(f, m->hello_id) && hbp_put_u16(f, m->heartbeat_ms) && hbp_put_u8(f, m->debounce_ms));
}

uint8_t hbp_encode_map_req(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_map_req *m)
{
    hbp_frame_init(f, HBP_MAP_REQ, seq, flags);
    return hbp_put_u16(f, m->offset);
}

uint8_t hbp_encode_ack(hbp_frame *f, uint8_t flags, uint16_t ack_seq)
{
    hbp_frame_init(f, HBP_ACK, 0, flags);
    return hbp_put_u16(f, ack_seq);
}

uint8_t hbp_encode_nack(hbp_frame *f, uint8_t flags, uint16_t nack_seq, uint8_t reason)
{
    hbp_frame_init(f, HBP_NACK, 0, flags);
    return (uint8_t)(hbp_put_u16(f, nack_seq) && hbp_put_u8(f, reason));
}

uint8_t hbp_encode_heartbeat(hbp_frame *f, uint8_t flags, const hbp_heartbeat *m)
{
    hbp_frame_init(f, HBP_HEARTBEAT, 0, flags);
    return (uint8_t)(hbp_put_u32(f, m->uptime_ms) && hbp_put_u16(f, m->last_tx_seq)
        && hbp_put_u32(f, m->state_hash) && hbp_put_u16(f, m->rx_crc_errors)
        && hbp_put_u16(f, m->rx_frame_errors) && hbp_put_u16(f, m->retransmissions) && hbp_put_u8(f, m->status));
}

uint8_t hbp_encode_snapshot_req(hbp_frame *f, uint16_t seq, uint8_t flags)
{
    hbp_frame_init(f, HBP_SNAPSHOT_REQ, seq, flags);
    return 1;
}

uint8_t hbp_encode_error(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_error *m)
{
    hbp_frame_init(f, HBP_ERROR, seq, flags);
    return (uint8_t)(hbp_put_u8(f, m->code) && hbp_put_u8(f, m->severity) && hbp_put_u16(f, m->detail)
        && put_location(f, m->location.kind, m->location.id) && hbp_put_u8(f, m->text_len)
        && hbp_put_bytes(f, m->text, m->text_len));
}

uint8_t hbp_encode_reset_req(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t mode)
{
    hbp_frame_init(f, HBP_RESET_REQ, seq, flags);
    return hbp_put_u8(f, mode);
}

uint8_t hbp_encode_dice(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_dice *m)
{
    hbp_frame_init(f, HBP_DICE_ROLLED, seq, flags);
    return (uint8_t)(hbp_put_u32(f, m->t_ms) && hbp_put_u16(f, m->roll_id) && hbp_put_u8(f, m->source)
        && hbp_put_u8(f, m->confidence) && hbp_put_u8(f, m->count) && hbp_put_bytes(f, m->values, m->count));
}

uint8_t hbp_encode_button(hbp_frame *f, uint16_t seq, uint8_t flags, const hbp_button *m)
{
    hbp_frame_init(f, HBP_BUTTON, seq, flags);
    return (uint8_t)(hbp_put_u32(f, m->t_ms) && hbp_put_u8(f, m->button) && hbp_put_u8(f, m->action)
        && hbp_put_u16(f, m->press_count));
}

uint8_t hbp_encode_led_clear(hbp_frame *f, uint16_t seq, uint8_t flags)
{
    hbp_frame_init(f, HBP_LED_CLEAR, seq, flags);
    return 1;
}

uint8_t hbp_encode_config_set(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t key, uint16_t value)
{
    hbp_frame_init(f, HBP_CONFIG_SET, seq, flags);
    return (uint8_t)(hbp_put_u8(f, key) && hbp_put_u16(f, value));
}

/* List messages keep their entry count at a fixed payload offset and bump it per entry. */
static uint8_t add_entry(hbp_frame *f, uint8_t count_at, uint8_t size)
{
    if (f->len + (uint16_t)size > HBP_MAX_PAYLOAD || f->payload[count_at] == 0xFFu) {
        return 0;
    }
    f->payload[count_at]++;
    return 1;
}

uint8_t hbp_map_data_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint16_t offset, uint16_t total)
{
    hbp_frame_init(f, HBP_MAP_DATA, seq, flags);
    return (uint8_t)(hbp_put_u16(f, offset) && hbp_put_u16(f, total) && hbp_put_u8(f, 0));
}

uint8_t hbp_map_data_add(hbp_frame *f, uint16_t channel, uint8_t kind, uint16_t id)
{
    if (!add_entry(f, 4, 5)) {
        return 0;
    }
    hbp_put_u16(f, channel);
    return put_location(f, kind, id);
}

uint8_t hbp_occupancy_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint32_t t_ms)
{
    hbp_frame_init(f, HBP_OCCUPANCY_CHANGED, seq, flags);
    return (uint8_t)(hbp_put_u32(f, t_ms) && hbp_put_u8(f, 0));
}

uint8_t hbp_occupancy_add(hbp_frame *f, uint8_t kind, uint16_t id, uint8_t present, uint8_t piece)
{
    if (!add_entry(f, 4, 5)) {
        return 0;
    }
    put_location(f, kind, id);
    hbp_put_u8(f, present);
    return hbp_put_u8(f, piece);
}

uint8_t hbp_led_set_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t mode)
{
    hbp_frame_init(f, HBP_LED_SET, seq, flags);
    return (uint8_t)(hbp_put_u8(f, mode) && hbp_put_u8(f, 0));
}

uint8_t hbp_led_set_add(hbp_frame *f, const hbp_led *led)
{
    if (!add_entry(f, 1, 7)) {
        return 0;
    }
    put_location(f, led->location.kind, led->location.id);
    hbp_put_u8(f, led->r);
    hbp_put_u8(f, led->g);
    hbp_put_u8(f, led->b);
    return hbp_put_u8(f, led->effect);
}

uint8_t hbp_snapshot_begin(hbp_frame *f, uint16_t seq, uint8_t flags, uint8_t part, uint8_t parts, uint32_t hash)
{
    hbp_frame_init(f, HBP_SNAPSHOT, seq, flags);
    return (uint8_t)(hbp_put_u8(f, part) && hbp_put_u8(f, parts) && hbp_put_u32(f, hash));
}

uint8_t hbp_snapshot_open(hbp_frame *f, uint8_t type)
{
    if (f->len + 2u > HBP_MAX_PAYLOAD) {
        return 0;
    }
    hbp_put_u8(f, type);
    hbp_put_u8(f, 0);
    return (uint8_t)(f->len - 1u);
}

void hbp_snapshot_close(hbp_frame *f, uint8_t opened_at)
{
    f->payload[opened_at] = (uint8_t)(f->len - opened_at - 1u);
}
