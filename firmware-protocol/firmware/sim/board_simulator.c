/*
 * A simulated Arduino Uno (or Mega 2560): libsimavr runs the sketch's ELF
 * (build/uno/kontor_board.elf) on an ATmega328P (ATmega2560) at 16 MHz, cycle by cycle, and plays
 * the board around it:
 *   - the UART is bridged to a pseudo-terminal, which the hub opens as it opens a real board
 *     (optionally with line noise: each byte, either way, has one bit flipped with a chance);
 *   - a chain of 74HC165 shift registers on pins 8 (PL), 9 (CP), 10 (Q7) with a reed switch per
 *     channel, wired as wiring_map.h says, closing and opening with contact chatter;
 *   - dice keys on A0..A5 and buttons 0-7 on pins 2..5, 7, 11..13, to ground, with bounce (held through the
 *     sketch's writes to their port, as a real button is: drive_external);
 *   - the WS2812 strip on pin 6, decoded from the pin's edges (the high time of each bit);
 *   - an unconnected A7 that reads noise (the firmware's boot id comes from it).
 * Built with SENSE=resistors (a Mega only) the spots hold resistor-coded pieces instead of magnets:
 * port A (pins 22-29) addresses two levels of 74HC4067 multiplexers, and the ADC's input A6 reads
 * the divider of the piece on the addressed spot (kontor_board/piece_codes.h) through simavr's
 * ADC, in millivolts; a scan starts with the reading of address 0.
 * Simulated time never runs ahead of the wall clock, so the hub's timeouts mean what they mean
 * on a real board.
 *
 *   board_simulator <elf> [seed [uno|mega]]
 *
 * Prints "PTY <path>" first, then reads commands from stdin (typed, or a script piped in), one
 * per line, run in order in simulated time; each prints "ok <command>" when done, and the
 * simulator ends once stdin has ended and its commands are done:
 *   wait <ms>                    let time pass
 *   place|remove <kind> <id> [<piece> <colour>] [clean]   a piece (kind: intersection, path, hex) with
 *                                2-15 ms of contact chatter (none with "clean"); prints "settled <us> <from_us>":
 *                                when the chatter ends, and when the contact was first made.
 *                                With SENSE=resistors the piece's resistor is the one piece_codes.h
 *                                gives it ("place intersection 3 city red"); a piece without a code, or
 *                                none named, carries 820 Ohm, which no code is near (an unknown piece)
 *   press|release <key> [clean]  key 0-5: dice keys 1-6; key 6-13: buttons 0-7; bounce 1-5 ms
 *   dice <a> <b>                 press and release dice keys a, then b
 *   button <n> click|long        press button n for 100 ms or 1 s
 *   noise <percent>              line noise from now on (0 turns it off)
 *   forge <kind> <id> <present> <piece>   an OCCUPANCY_CHANGED the board never sent, with a valid CRC,
 *                                the board's session tag and its next sequence number, slipped into
 *                                the line to the hub (a forged or lucky-noise frame)
 *   unplug <ms>                  the USB cable out for that long: the pseudo-terminal goes away
 *                                (the hub's reads fail, as on a real unplug) and a new one comes
 *                                back, printed as "PTY <path>" again; what the board sends meanwhile
 *                                is lost; the sketch runs on
 *   reset                        pull the reset line: the sketch starts again, pieces stay
 *   stats                        one "stats key=value ..." line with the measured figures
 *   quit
 * and reports, as they happen (times in simulated microseconds):
 *   frame <type> <seq> <us> <last_us>   every frame the board sent (decoded before any noise; <us> is
 *                                when its first byte left the UART, <last_us> its last)
 *   rx <type> <seq> <us> <last_us>   every frame from the hub as the board's UART took it in (after
 *                                any noise), from its first byte to its last
 *   led <index> <rrggbb> <us>    an LED of the strip changed colour (after the strip latched)
 * simavr prints a few lines of its own on stdout; they start with none of these words.
 */
#define _XOPEN_SOURCE 600
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <avr_adc.h>
#include <avr_ioport.h>
#include <avr_uart.h>
#include <sim_avr.h>
#include <sim_elf.h>

#include "hbp.h"

#define F_CPU 16000000ull
#define US(cycles) ((unsigned long long)(cycles) / (F_CPU / 1000000ull))
#define CYCLES_PER_MS (F_CPU / 1000ull)
/* The simavr UART hands the sketch one byte per 93 us at 115200 baud; feed it no faster. */
#define RX_BYTE_CYCLES 1500u
/* The sketch's own wiring map (wiring_map.h, the board chosen by make's MAP): a reed switch per entry. */
#include "wiring_map.h"
#if defined(BOARD_SENSE_RESISTORS)
#include "piece_codes.h"
#endif
#define CHANNELS ((int)(sizeof WIRING / sizeof WIRING[0])) /* the maps are dense: channels 0..CHANNELS-1 */
#define CHIPS ((CHANNELS + 7) / 8)
#define KEYS 14
#define LEDS BOARD_LEDS
#define MAX_TOGGLES 24

/* Where the sketch's pins are on each board (the Arduino core's pins_arduino.h). */
typedef struct {
    char port;
    int bit;
} pin;

typedef struct {
    const char *name, *mcu;
    pin load, clock, data, strip;
    pin keys[KEYS]; /* A0..A5, then pins 2..5, 7, 11, 12, 13 (wiring_map.h) */
} board_pins;

static const board_pins BOARDS[] = {
    {"uno", "atmega328p", {'B', 0}, {'B', 1}, {'B', 2}, {'D', 6},
     {{'C', 0}, {'C', 1}, {'C', 2}, {'C', 3}, {'C', 4}, {'C', 5}, {'D', 2}, {'D', 3}, {'D', 4}, {'D', 5},
      {'D', 7}, {'B', 3}, {'B', 4}, {'B', 5}}},
    {"mega", "atmega2560", {'H', 5}, {'H', 6}, {'B', 4}, {'H', 3},
     {{'F', 0}, {'F', 1}, {'F', 2}, {'F', 3}, {'F', 4}, {'F', 5}, {'E', 4}, {'E', 5}, {'G', 5}, {'E', 3},
      {'H', 4}, {'B', 5}, {'B', 6}, {'B', 7}}},
};

static avr_t *avr;
static int master = -1;
static unsigned long long rng_state;

static unsigned rnd(unsigned bound)
{
    /* xorshift64*: small and seeded, so a run can be repeated */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (unsigned)(((rng_state * 2685821657736338717ull) >> 33) % bound);
}

/* ---- contacts: reed switches and keys, each a level that toggles at scheduled cycles ---- */

typedef struct {
    unsigned char level;      /* 1 = closed (a piece is there, a key is down) after the toggles */
    unsigned char toggles;
    avr_cycle_count_t at[MAX_TOGGLES];
} contact;

static contact reeds[CHANNELS];
static unsigned char placed_piece[CHANNELS]; /* the piece byte on each spot (resistor build) */
static contact keys[KEYS];

/* Closes (level 1) or opens a contact now, chattering for up to chatter_ms; returns the cycle it
 * settles at. An odd number of toggles, alternating, ends on the new level. */
static avr_cycle_count_t actuate(contact *c, unsigned char level, unsigned chatter_ms)
{
    avr_cycle_count_t t = avr->cycle;
    c->toggles = 0;
    c->at[c->toggles++] = t;
    if (chatter_ms > 0) {
        avr_cycle_count_t end = t + (avr_cycle_count_t)chatter_ms * CYCLES_PER_MS;
        while (c->toggles + 2 <= MAX_TOGGLES) {
            avr_cycle_count_t open = t + 1600 + rnd(30000);      /* 0.1-2 ms in each state */
            avr_cycle_count_t close = open + 1600 + rnd(30000);
            if (close > end) {
                break;
            }
            c->at[c->toggles++] = open;
            c->at[c->toggles++] = close;
            t = close;
        }
    }
    c->level = level;
    return c->at[c->toggles - 1];
}

static unsigned char closed_at(const contact *c, avr_cycle_count_t now)
{
    unsigned passed = 0, i;
    if (c->toggles == 0) {
        return c->level;
    }
    for (i = 0; i < c->toggles; i++) {
        passed += c->at[i] <= now;
    }
    /* before the first toggle the contact was in the other state; each toggle flips it */
    return (unsigned char)((passed % 2 == 1) ? c->level : !c->level);
}

/* ---- pins ---- */

static avr_irq_t *pin_irq(char port, int bit)
{
    return avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit);
}

static avr_irq_t *data_pin;        /* pin 10: Q7 of the last 74HC165 */
static avr_irq_t *key_pins[KEYS];
static unsigned char key_driven[KEYS];
static unsigned char latched[CHIPS * 8];
static int shift_pos;              /* channel now on Q7; -1: past the chain (DS, tied high) */
static unsigned char load_low;

/* a closed reed switch pulls its input low: low means "piece" */
static void drive_data(void)
{

    unsigned char piece = shift_pos >= 0 ? latched[shift_pos] : 0;
    avr_raise_irq(data_pin, piece ? 0 : 1);
}

/* scan figures */
static avr_cycle_count_t last_load, last_clock, scan_started;
static unsigned long long scans, period_sum, period_min = ~0ull, period_max, busy_max;
static avr_cycle_count_t reset_at, period_max_at;
/* scan periods in 32 us steps up to 16 ms (the last counts the longer ones): the median says what most scans do */
#define PERIOD_BINS 512
static unsigned long long period_bins[PERIOD_BINS];
static unsigned loads_since_reset;

/* A scan began now: the reed chain's load, or the resistor build's reading of address 0. */
static void scan_began(avr_cycle_count_t now)
{
    if (scan_started && last_clock > scan_started && last_clock - scan_started > busy_max) {
        busy_max = last_clock - scan_started;
    }
    /* the first falling edge after a reset is pinMode, not a scan */
    if (++loads_since_reset > 2) {
        avr_cycle_count_t p = now - last_load;
        scans++;
        period_sum += p;
        period_min = p < period_min ? p : period_min;
        period_bins[US(p) / 32 < PERIOD_BINS ? US(p) / 32 : PERIOD_BINS - 1]++;
        if (p > period_max) {
            period_max = p;
            period_max_at = last_load;
        }
    }
    last_load = now;
    scan_started = now;
}

static void on_load(struct avr_irq_t *irq, uint32_t value, void *param)
{
    int c;
    (void)irq;
    (void)param;
#if defined(BOARD_SENSE_RESISTORS)
    (void)c;
    (void)value;
    return; /* the resistor build leaves the chain's pins alone */
#endif
    if (!value && !load_low) {
        avr_cycle_count_t now = avr->cycle;
        scan_began(now);
        for (c = 0; c < CHIPS * 8; c++) {
            latched[c] = c < CHANNELS ? closed_at(&reeds[c], now) : 0;
        }
        shift_pos = CHIPS * 8 - 1;
        drive_data();
    }
    load_low = (unsigned char)!value;
}

static void on_clock(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    last_clock = avr->cycle;
    if (value && !load_low) {
        shift_pos--;
        drive_data();
    }
}

static const board_pins *board;

/*
 * A key held down grounds its pin whatever the sketch writes to the port's output register. simavr
 * knows nothing of that: every write to PORTx drives each input whose pull-up is on high again
 * (its IRQs are filtered, so the key's own later "high" is then no change at all). The strip's
 * pin 6 shares port D with the buttons on pins 2-5, so each strip refresh let go of a held
 * button, and a click during one was never seen (issue 40). The keys' levels are therefore also
 * set as the port's external drive, which simavr applies in place of the pull-up.
 */
static void drive_external(void)
{
    int k, j;
    for (k = 0; k < KEYS; k++) {
        avr_ioport_external_t external;
        unsigned char mask = 0, value = 0;
        for (j = 0; j < KEYS; j++) {
            if (board->keys[j].port == board->keys[k].port) {
                mask = (unsigned char)(mask | (1u << board->keys[j].bit));
                value = (unsigned char)(value | (key_driven[j] << board->keys[j].bit));
            }
        }
        memset(&external, 0, sizeof external);
        external.name = (unsigned char)board->keys[k].port;
        external.mask = mask;
        external.value = value;
        avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(board->keys[k].port), &external);
    }
}

static void drive_keys(avr_cycle_count_t now)
{
    int k;
    unsigned char changed = 0;
    for (k = 0; k < KEYS; k++) {
        unsigned char level = closed_at(&keys[k], now) ? 0 : 1;
        if (level != key_driven[k]) {
            key_driven[k] = level;
            changed = 1;
        }
    }
    if (changed) {
        drive_external();
        for (k = 0; k < KEYS; k++) {
            avr_raise_irq(key_pins[k], key_driven[k]);
        }
    }
}

static void drive_all_inputs(void)
{
    int k;
    for (k = 0; k < KEYS; k++) {
        key_driven[k] = (unsigned char)(closed_at(&keys[k], avr->cycle) ? 0 : 1);
    }
    drive_external();
    for (k = 0; k < KEYS; k++) {
        avr_raise_irq(key_pins[k], key_driven[k]);
    }
    shift_pos = -1;
    drive_data();
}

/* ---- the WS2812 strip on pin 6 ---- */

static avr_cycle_count_t strip_rise, strip_fall, prev_rise;
static unsigned char strip_bits[LEDS * 24 + 8];
static unsigned strip_nbits;
static unsigned char leds[LEDS][3];
static unsigned long long t0h_min = ~0ull, t0h_max, t1h_min = ~0ull, t1h_max, bit_min = ~0ull, bit_max, gap_max;
static unsigned strip_refreshes;

static void on_strip(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value) {
        if (strip_nbits > 0 && (strip_nbits % 24) != 0) {
            avr_cycle_count_t p = avr->cycle - prev_rise; /* a bit period inside one LED */
            bit_min = p < bit_min ? p : bit_min;
            bit_max = p > bit_max ? p : bit_max;
        } else if (strip_nbits > 0 && avr->cycle - strip_fall > gap_max) {
            gap_max = avr->cycle - strip_fall; /* low time between two LEDs */
        }
        prev_rise = avr->cycle;
        strip_rise = avr->cycle;
    } else if (strip_rise) {
        avr_cycle_count_t high = avr->cycle - strip_rise;
        unsigned char bit = high >= 9; /* the strip samples about 0.55 us after the rise */
        if (bit) {
            t1h_min = high < t1h_min ? high : t1h_min;
            t1h_max = high > t1h_max ? high : t1h_max;
        } else {
            t0h_min = high < t0h_min ? high : t0h_min;
            t0h_max = high > t0h_max ? high : t0h_max;
        }
        if (strip_nbits < sizeof strip_bits) {
            strip_bits[strip_nbits++] = bit;
        }
        strip_fall = avr->cycle;
        strip_rise = 0;
    }
}

/* After 50 us low the strip latches what it received: LED i got bytes 3i..3i+2 (g, r, b). */
static void latch_strip(void)
{
    unsigned i, b;
    if (strip_nbits == 0 || avr->cycle - strip_fall < 50 * (F_CPU / 1000000ull)) {
        return;
    }
    strip_refreshes++;
    for (i = 0; i < LEDS && (i + 1) * 24 <= strip_nbits; i++) {
        unsigned char grb[3] = {0, 0, 0};
        for (b = 0; b < 24; b++) {
            grb[b / 8] = (unsigned char)((grb[b / 8] << 1) | strip_bits[i * 24 + b]);
        }
        if (leds[i][0] != grb[1] || leds[i][1] != grb[0] || leds[i][2] != grb[2]) {
            leds[i][0] = grb[1];
            leds[i][1] = grb[0];
            leds[i][2] = grb[2];
            printf("led %u %02x%02x%02x %llu\n", i, leds[i][0], leds[i][1], leds[i][2], US(avr->cycle));
        }
    }
    strip_nbits = 0;
}

/* ---- the serial line ---- */

static avr_irq_t *uart_in;
static int slave = -1;
static avr_cycle_count_t unplugged_until;
static unsigned noise_per_100k;
static unsigned char to_board[4096];
static unsigned to_board_head, to_board_len;
static unsigned char to_hub[1 << 16];
static unsigned to_hub_head, to_hub_len;
static avr_cycle_count_t next_rx;
static unsigned char xoff;
static hbp_receiver seen;
static hbp_frame seen_frame;
static avr_cycle_count_t frame_began;
static unsigned char in_frame;
/* The hub's frames as the board's UART takes them in: "rx <type> <seq> <first byte us> <last byte us>". */
static hbp_receiver heard;
static hbp_frame heard_frame;
static avr_cycle_count_t heard_began;
static unsigned char in_heard;
static unsigned long long bytes_corrupted;
/* The last reliable frame the board sent: a forged one takes the next number in its session. */
static uint16_t board_seq;
static unsigned char board_tag;

static unsigned char maybe_corrupt(unsigned char b)
{
    if (noise_per_100k && rnd(100000) < noise_per_100k) {
        bytes_corrupted++;
        return (unsigned char)(b ^ (1u << rnd(8)));
    }
    return b;
}

static void on_uart_out(struct avr_irq_t *irq, uint32_t value, void *param)
{
    unsigned char b = (unsigned char)value;
    (void)irq;
    (void)param;
    if (!in_frame && b != 0) {
        in_frame = 1;
        frame_began = avr->cycle;
    }
    if (b == 0) {
        in_frame = 0;
    }
    if (hbp_receiver_push(&seen, b, &seen_frame)) {
        printf("frame %u %u %llu %llu\n", seen_frame.type, seen_frame.seq, US(frame_began), US(avr->cycle));
        if (seen_frame.seq != 0) {
            board_seq = seen_frame.seq;
            board_tag = (unsigned char)HBP_SESSION_TAG(seen_frame.flags);
        }
    }
    if (avr->cycle < unplugged_until) {
        return; /* nobody at the other end of the cable */
    }
    if (to_hub_len < sizeof to_hub) {
        to_hub[(to_hub_head + to_hub_len++) % sizeof to_hub] = maybe_corrupt(b);
    }
}

static void on_xoff(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    xoff = (unsigned char)value;
}

static void on_xon(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value) {
        xoff = 0;
    }
}

static void pump_serial(void)
{
    unsigned char buf[256];
    ssize_t n;
    if (master < 0) {
        return; /* unplugged */
    }
    while (to_board_len < sizeof to_board - sizeof buf && (n = read(master, buf, sizeof buf)) > 0) {
        ssize_t i;
        for (i = 0; i < n; i++) {
            to_board[(to_board_head + to_board_len++) % sizeof to_board] = buf[i];
        }
    }
    while (to_hub_len > 0) {
        unsigned chunk = to_hub_len;
        if (to_hub_head + chunk > sizeof to_hub) {
            chunk = (unsigned)(sizeof to_hub - to_hub_head);
        }
        n = write(master, to_hub + to_hub_head, chunk);
        if (n <= 0) {
            break;
        }
        to_hub_head = (unsigned)((to_hub_head + (unsigned)n) % sizeof to_hub);
        to_hub_len -= (unsigned)n;
    }
}

static void feed_board(void)
{
    if (to_board_len > 0 && !xoff && avr->cycle >= next_rx) {
        unsigned char b = maybe_corrupt(to_board[to_board_head]);
        if (!in_heard && b != 0) {
            in_heard = 1;
            heard_began = avr->cycle;
        }
        if (b == 0) {
            in_heard = 0;
        }
        if (hbp_receiver_push(&heard, b, &heard_frame)) {
            printf("rx %u %u %llu %llu\n", heard_frame.type, heard_frame.seq, US(heard_began), US(avr->cycle));
        }
        avr_raise_irq(uart_in, b);
        to_board_head = (to_board_head + 1) % sizeof to_board;
        to_board_len--;
        next_rx = avr->cycle + RX_BYTE_CYCLES;
    }
}

/* ---- the noise on A7, and the pieces' dividers on A6 ---- */

static avr_irq_t *adc7, *adc6;

#if defined(BOARD_SENSE_RESISTORS)
#define PORTA_DATA 0x22 /* PORTA's data-space address on the ATmega2560 */

/* The resistor a piece byte carries: piece_codes.h's, or 820 Ohm, which no code is near. */
static unsigned long ohms_of(unsigned char piece)
{
    unsigned i;
    for (i = 0; i < PIECE_CODE_COUNT; i++) {
        if (PIECE_CODES[i].piece == piece) {
            return PIECE_CODES[i].ohms;
        }
    }
    return 820ul;
}

/* Millivolts at A6 for the spot the multiplexers pass: a piece's divider, or the pull-up's 5 V. */
static unsigned spot_millivolts(unsigned mux_address)
{
    int ch = (int)((mux_address >> 4) * 16u + (mux_address & 15u));
    unsigned long r;
    if (ch >= CHANNELS || !closed_at(&reeds[ch], avr->cycle)) {
        return 5000u;
    }
    r = ohms_of(placed_piece[ch]) + PIECE_MUX_OHMS;
    return (unsigned)(5000ul * r / (r + PIECE_PULL_UP_OHMS));
}
#endif

static void on_adc_trigger(struct avr_irq_t *irq, uint32_t value, void *param)
{
    union {
        avr_adc_mux_t mux;
        uint32_t value;
    } m;
    (void)irq;
    (void)param;
    m.value = value;
#if defined(BOARD_SENSE_RESISTORS)
    if (m.mux.src == 6) {
        unsigned address = avr->data[PORTA_DATA];
        if (address == 0) {
            scan_began(avr->cycle);
        }
        last_clock = avr->cycle; /* the scan is busy up to its last reading */
        avr_raise_irq(adc6, spot_millivolts(address));
        return;
    }
#endif
    (void)m;
    avr_raise_irq(adc7, rnd(5000));
}

/* ---- commands ---- */

static char pending[64][96];
static unsigned pending_len;
static avr_cycle_count_t busy_until;
static char current[96];
static unsigned char quitting, stdin_closed;
static unsigned long long min_sp = 0xFFFF;
static struct timespec wall_start;

static unsigned long long wall_us(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long us = (long long)(now.tv_sec - wall_start.tv_sec) * 1000000ll + (now.tv_nsec - wall_start.tv_nsec) / 1000ll;
    return us < 0 ? 0ull : (unsigned long long)us;
}

static void push_front(const char *lines[], unsigned n)
{
    unsigned i;
    if (pending_len + n > 64) {
        return;
    }
    memmove(pending[n], pending[0], pending_len * sizeof pending[0]);
    for (i = 0; i < n; i++) {
        snprintf(pending[i], sizeof pending[i], "%s", lines[i]);
    }
    pending_len += n;
}

static int channel_of(const char *kind, long id)
{
    int e;
    int k = strcmp(kind, "intersection") == 0 ? (int)HBP_INTERSECTION : strcmp(kind, "path") == 0 ? (int)HBP_PATH
            : strcmp(kind, "hex") == 0 ? (int)HBP_HEX : -1;
    for (e = 0; e < CHANNELS; e++) {
        if ((int)WIRING[e].kind == k && (long)WIRING[e].id == id) {
            return WIRING[e].channel;
        }
    }
    return -1;
}

/* A minimum nothing was measured for reads 0. */
static unsigned long long least(unsigned long long v)
{
    return v == ~0ull ? 0ull : v;
}

/* The median scan period, to 32 us, and how many scans took over 6 ms (a millis() tick late or more). */
static unsigned long long period_median(void)
{
    unsigned long long seen = 0;
    int bin;
    for (bin = 0; bin < PERIOD_BINS; bin++) {
        seen += period_bins[bin];
        if (scans && seen * 2 >= scans) return (unsigned long long)bin * 32 + 16;
    }
    return 0;
}

static unsigned long long periods_over_6ms(void)
{
    unsigned long long over = 0;
    int bin;
    for (bin = 6000 / 32 + 1; bin < PERIOD_BINS; bin++) over += period_bins[bin];
    return over;
}

static void print_stats(void)
{
    unsigned ram_end = avr->ramend;
    printf("stats scan_period_us_median=%llu scans_over_6ms=%llu", period_median(), periods_over_6ms());
    printf(" stack_bytes=%llu ram_end=%u scans=%llu scan_period_us_min=%llu scan_period_us_max=%llu"
           " scan_period_max_at_us=%llu scan_period_us_mean=%llu scan_busy_us_max=%llu t0h_cycles_min=%llu t0h_cycles_max=%llu"
           " t1h_cycles_min=%llu t1h_cycles_max=%llu bit_cycles_min=%llu bit_cycles_max=%llu"
           " led_gap_us_max=%llu strip_refreshes=%u bytes_corrupted=%llu sim_us=%llu wall_us=%llu\n",
           (unsigned long long)ram_end - min_sp, ram_end, scans, US(least(period_min)), US(period_max), US(period_max_at),
           scans ? US(period_sum / scans) : 0ull, US(busy_max), least(t0h_min), t0h_max, least(t1h_min), t1h_max,
           least(bit_min), bit_max, US(gap_max), strip_refreshes, bytes_corrupted, US(avr->cycle), wall_us());
}

/* The piece byte of a piece named as the game's rules name it (protocol.md, "Pieces"); 0 when unknown. */
static unsigned char piece_byte(const char *piece, const char *colour)
{
#if BOARD_GAME == 2
    static const char *const kinds[] = {"?", "settlement", "city", "road", "robber"};
#else
    static const char *const kinds[] = {"?"};
#endif
    static const char *const colours[] = {"?", "red", "blue", "white", "orange", "green", "brown", "yellow", "purple", "black"};
    unsigned kind = 0, c = 0, i;
    for (i = 1; i < sizeof kinds / sizeof kinds[0]; i++) {
        kind = strcmp(piece, kinds[i]) == 0 ? i : kind;
    }
    for (i = 1; i < sizeof colours / sizeof colours[0]; i++) {
        c = strcmp(colour, colours[i]) == 0 ? i : c;
    }
    c = strcmp(colour, "neutral") == 0 ? 15u : c;
    return (unsigned char)(kind << 4 | c);
}

static void forge(const char *kind, long id, unsigned char present, const char *piece)
{
    static hbp_frame f;
    static unsigned char w[HBP_MAX_WIRE];
    int k = strcmp(kind, "intersection") == 0 ? 0 : strcmp(kind, "path") == 0 ? 1 : strcmp(kind, "hex") == 0 ? 2 : -1;
    unsigned n, i;
    if (k < 0 || board_seq == 0) {
        printf("error cannot forge %s %ld: %s\n", kind, id, board_seq == 0 ? "no session seen yet" : "no such kind");
        return;
    }
    board_seq = hbp_seq_next(board_seq);
    hbp_occupancy_begin(&f, board_seq, (uint8_t)(board_tag << 4), (uint32_t)US(avr->cycle) / 1000u);
    hbp_occupancy_add(&f, (uint8_t)k, (uint16_t)id, present, piece ? (uint8_t)strtoul(piece, NULL, 0) : 0u);
    n = hbp_frame_to_wire(&f, w);
    for (i = 0; i < n && to_hub_len < sizeof to_hub; i++) {
        to_hub[(to_hub_head + to_hub_len++) % sizeof to_hub] = w[i];
    }
    printf("forged seq %u\n", board_seq);
}

/* Starts a command; it is done when busy_until has passed. */
static void start(char *line)
{
    char copy[96];
    char *word, *a, *b, *c;
    snprintf(current, sizeof current, "%s", line);
    snprintf(copy, sizeof copy, "%s", line);
    word = strtok(copy, " \t\r\n");
    a = strtok(NULL, " \t\r\n");
    b = strtok(NULL, " \t\r\n");
    c = strtok(NULL, " \t\r\n");
    busy_until = avr->cycle;
    if (!word) {
        current[0] = 0;
    } else if (strcmp(word, "wait") == 0 && a) {
        busy_until = avr->cycle + strtoull(a, NULL, 10) * CYCLES_PER_MS;
    } else if ((strcmp(word, "place") == 0 || strcmp(word, "remove") == 0) && a && b) {
        int ch = channel_of(a, strtol(b, NULL, 10));
        char *d = c ? strtok(NULL, " \t\r\n") : NULL;
        char *e = d ? strtok(NULL, " \t\r\n") : NULL;
        unsigned char clean = (unsigned char)((c && strcmp(c, "clean") == 0) || (e && strcmp(e, "clean") == 0));
        if (ch < 0) {
            printf("error no such location: %s\n", line);
        } else {
            unsigned chatter = clean ? 0u : 2u + rnd(14);
            if (word[0] == 'p') {
                placed_piece[ch] = c && d && strcmp(c, "clean") != 0 ? piece_byte(c, d) : 0u;
            }
            busy_until = actuate(&reeds[ch], word[0] == 'p', chatter);
            printf("settled %llu %llu\n", US(busy_until), US(avr->cycle));
        }
    } else if ((strcmp(word, "press") == 0 || strcmp(word, "release") == 0) && a) {
        int k = atoi(a);
        if (k < 0 || k >= KEYS) {
            printf("error no such key: %s\n", line);
        } else {
            unsigned bounce = b && strcmp(b, "clean") == 0 ? 0u : 1u + rnd(5);
            busy_until = actuate(&keys[k], strcmp(word, "press") == 0, bounce);
            printf("settled %llu\n", US(busy_until));
        }
    } else if (strcmp(word, "dice") == 0 && a && b && atoi(a) >= 1 && atoi(a) <= 6 && atoi(b) >= 1 && atoi(b) <= 6) {
        char l[8][32];
        const char *lines[8];
        int i;
        for (i = 0; i < 2; i++) {
            int key = atoi(i == 0 ? a : b) - 1;
            snprintf(l[i * 4], sizeof l[0], "press %d", key);
            snprintf(l[i * 4 + 1], sizeof l[0], "wait 100");
            snprintf(l[i * 4 + 2], sizeof l[0], "release %d", key);
            snprintf(l[i * 4 + 3], sizeof l[0], "wait 100");
        }
        for (i = 0; i < 8; i++) lines[i] = l[i];
        push_front(lines, 8);
    } else if (strcmp(word, "button") == 0 && a && atoi(a) >= 0 && atoi(a) < KEYS - 6) {
        char l[4][32];
        const char *lines[4];
        int i;
        snprintf(l[0], sizeof l[0], "press %d", 6 + atoi(a));
        snprintf(l[1], sizeof l[1], "wait %d", b && strcmp(b, "long") == 0 ? 1000 : 100);
        snprintf(l[2], sizeof l[2], "release %d", 6 + atoi(a));
        snprintf(l[3], sizeof l[3], "wait 100");
        for (i = 0; i < 4; i++) lines[i] = l[i];
        push_front(lines, 4);
    } else if (strcmp(word, "forge") == 0 && a && b && c) {
        forge(a, strtol(b, NULL, 10), (unsigned char)atoi(c), strtok(NULL, " \t\r\n"));
    } else if (strcmp(word, "noise") == 0 && a) {
        noise_per_100k = (unsigned)(strtod(a, NULL) * 1000.0);
    } else if (strcmp(word, "unplug") == 0 && a) {
        busy_until = avr->cycle + strtoull(a, NULL, 10) * CYCLES_PER_MS;
        unplugged_until = busy_until;
        to_board_len = 0;
        to_hub_len = 0;
        close(slave);
        close(master);
        slave = master = -1;
    } else if (strcmp(word, "reset") == 0) {
        avr_reset(avr);
        reset_at = avr->cycle;
        loads_since_reset = 0;
        drive_all_inputs();
        printf("reset %llu\n", US(avr->cycle));
    } else if (strcmp(word, "stats") == 0) {
        print_stats();
    } else if (strcmp(word, "quit") == 0) {
        quitting = 1;
    } else {
        printf("error unknown command: %s\n", line);
    }
}

static void read_commands(void)
{
    static char buf[4096];
    static size_t len;
    ssize_t n = read(0, buf + len, sizeof buf - 1 - len);
    char *nl;
    if (n == 0) {
        stdin_closed = 1; /* a script piped in has ended, or the test is gone */
    }
    if (n > 0) {
        len += (size_t)n;
    }
    while ((nl = memchr(buf, '\n', len)) != NULL) {
        *nl = 0;
        if (pending_len < 64) {
            size_t n = strlen(buf) < sizeof pending[0] - 1 ? strlen(buf) : sizeof pending[0] - 1;
            memcpy(pending[pending_len], buf, n);
            pending[pending_len++][n] = 0;
        }
        len -= (size_t)(nl + 1 - buf);
        memmove(buf, nl + 1, len);
    }
}

static void run_commands(void)
{
    if (stdin_closed && pending_len == 0 && !current[0]) {
        quitting = 1; /* everything asked for is done */
    }
    if (current[0] && avr->cycle >= busy_until) {
        printf("ok %s\n", current);
        current[0] = 0;
    }
    while (!current[0] && pending_len > 0 && !quitting) {
        char line[96];
        snprintf(line, sizeof line, "%s", pending[0]);
        memmove(pending[0], pending[1], (pending_len - 1) * sizeof pending[0]);
        pending_len--;
        start(line);
        if (current[0] && avr->cycle >= busy_until) {
            printf("ok %s\n", current);
            current[0] = 0;
        }
    }
}

/* ---- main ---- */

static int open_pty(void)
{
    struct termios raw;
    const char *path;
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0 || !(path = ptsname(master))) {
        perror("pseudo-terminal");
        return -1;
    }
    /* raw, and a slave fd kept open so reads do not fail before the hub opens the port */
    slave = open(path, O_RDWR | O_NOCTTY);
    if (slave < 0 || tcgetattr(slave, &raw) != 0) {
        perror("pseudo-terminal slave");
        return -1;
    }
    raw.c_iflag &= (tcflag_t)~(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw.c_oflag &= (tcflag_t)~OPOST;
    raw.c_lflag &= (tcflag_t)~(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw.c_cflag &= (tcflag_t)~(CSIZE | PARENB);
    raw.c_cflag |= CS8;
    tcsetattr(slave, TCSANOW, &raw);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    printf("PTY %s\n", path);
    return 0;
}

int main(int argc, char **argv)
{
    elf_firmware_t firmware;
    uint32_t flags = 0;
    avr_cycle_count_t next_ms = 0, next_tick = 0;
    int k;

    (void)BOARD_UID; /* the board's, not the simulator's */

    if (argc < 2 || (argc > 3 && strcmp(argv[3], "uno") != 0 && strcmp(argv[3], "mega") != 0)) {
        fprintf(stderr, "usage: board_simulator <elf> [seed [uno|mega]]\n");
        return 2;
    }
    board = &BOARDS[0];
    if (argc > 3 && strcmp(argv[3], "mega") == 0) {
        board = &BOARDS[1];
    }
    rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    if (rng_state == 0) {
        rng_state = 1;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    memset(&firmware, 0, sizeof firmware);
    if (elf_read_firmware(argv[1], &firmware) != 0) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    avr = avr_make_mcu_by_name(board->mcu);
    if (!avr) {
        return 2;
    }
    avr_init(avr);
    avr_load_firmware(avr, &firmware);
    avr->frequency = (uint32_t)F_CPU;
    avr->log = 0;
    if (open_pty() != 0) {
        return 2;
    }
    fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);

    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_STDIO | AVR_UART_FLAG_POLL_SLEEP);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), on_uart_out, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), on_xoff, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), on_xon, NULL);
    hbp_receiver_init(&seen);
    hbp_receiver_init(&heard);

    avr_irq_register_notify(pin_irq(board->load.port, board->load.bit), on_load, NULL);
    avr_irq_register_notify(pin_irq(board->clock.port, board->clock.bit), on_clock, NULL);
    avr_irq_register_notify(pin_irq(board->strip.port, board->strip.bit), on_strip, NULL);
    data_pin = pin_irq(board->data.port, board->data.bit);
    for (k = 0; k < KEYS; k++) {
        key_pins[k] = pin_irq(board->keys[k].port, board->keys[k].bit);
    }
    adc7 = avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC7);
    adc6 = avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC6);
    avr->vcc = avr->avcc = avr->aref = 5000;

    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER), on_adc_trigger, NULL);
    drive_all_inputs();
    clock_gettime(CLOCK_MONOTONIC, &wall_start);

    while (!quitting) {
        int state = avr_run(avr);
        unsigned long long sp = (unsigned long long)avr->data[0x5D] | ((unsigned long long)avr->data[0x5E] << 8);
        if (sp < min_sp && avr->cycle > reset_at + 64) {
            min_sp = sp;
        }
        if (state == cpu_Done || state == cpu_Crashed) {
            printf("crashed at %llu us, pc %04x\n", US(avr->cycle), avr->pc);
            return 1;
        }
        if (avr->cycle < next_tick) {
            continue;
        }
        next_tick = avr->cycle + 160; /* every 10 us */
        drive_keys(avr->cycle);
        feed_board();
        latch_strip();
        if (avr->cycle >= next_ms) {
            unsigned long long sim = US(avr->cycle), wall;
            next_ms = avr->cycle + CYCLES_PER_MS;
            if (master < 0 && avr->cycle >= unplugged_until && open_pty() != 0) {
                return 2; /* plugged back in: a new pseudo-terminal */
            }
            pump_serial();
            read_commands();
            run_commands();
            /* never ahead of the wall clock */
            wall = wall_us();
            if (sim > wall + 500) {
                struct timespec pause;
                pause.tv_sec = (time_t)((sim - wall) / 1000000ull);
                pause.tv_nsec = (long)((sim - wall) % 1000000ull) * 1000L;
                nanosleep(&pause, NULL);
            }
        }
    }
    print_stats();
    close(master);
    return 0;
}
