/*
 * The reference sensor-board firmware: scans and debounces the sensors, keys and buttons, drives
 * the LED strip, and speaks HBP/1 to the hub (../../docs/protocol.md). Call board_setup once and
 * board_loop as often as possible; all timing comes from hal_millis.
 *
 * RAM is set by the limits below. Boards with 2-2.5 KB of RAM (ATmega328P: Uno, Nano) get the
 * small limits: a Catan base board, 40 LEDs, a window of 4 frames of 48 bytes; the figures,
 * measured on a simulated Uno, are in docs/hardware-firmware.md. An ATmega2560 (Mega) or an
 * RP2040 is comfortable with the defaults. The snapshot must fit one outbox slot.
 */
#ifndef BOARD_H
#define BOARD_H

#include "hbp.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>
/* Constant tables (the wiring map) stay in flash: on an AVR a const array is otherwise copied to
 * RAM at boot, and a Catan base board's map alone is 725 bytes. */
#define BOARD_FLASH PROGMEM
#define board_flash_copy(dst, src, n) memcpy_P((dst), (src), (n))
#if RAMEND < 0x1000
/* An ATmega328P: a Catan base board (54 + 72 + 19 channels), an LED for each of them, 4 outbox slots of 48
 * bytes (the base board's snapshot is exactly 48). Events come at the pace of hands, so a window
 * of 4 is ample; the protocol lets a board keep fewer frames in flight than 8. */
#define BOARD_MAX_CHANNELS 152
#define BOARD_MAX_LOCATIONS_PER_KIND 80
#define BOARD_MAX_LEDS 145
#define BOARD_OUTBOX_SLOTS 4
#define BOARD_OUTBOX_PAYLOAD 48
#endif
#else
#include <string.h>
#define BOARD_FLASH
#define board_flash_copy(dst, src, n) memcpy((dst), (src), (n))
#endif
/* The large limits hold the largest bundled board, Merchants of Europe's main board (629 switches:
 * ids up to 331 intersections, 469 paths, 138 hexes; an LED per id, 941), and its snapshot (148
 * bytes) in one outbox slot: about 4.7 KB of a Mega's 8 KB. */
#ifndef BOARD_MAX_CHANNELS
#define BOARD_MAX_CHANNELS 640
#endif
#ifndef BOARD_MAX_LOCATIONS_PER_KIND
#define BOARD_MAX_LOCATIONS_PER_KIND 480
#endif
#ifndef BOARD_MAX_LEDS
#define BOARD_MAX_LEDS 944
#endif
#ifndef BOARD_OUTBOX_SLOTS
#define BOARD_OUTBOX_SLOTS 8
#endif
#ifndef BOARD_OUTBOX_PAYLOAD
#define BOARD_OUTBOX_PAYLOAD 160
#endif
/* Whether the firmware keeps what stands on each spot (a board whose sensors read pieces: HELLO caps
 * PIECE_KIND). On an AVR that is the sketch built for resistor-coded pieces (make mega SENSE=resistors);
 * the reed-switch build senses presence only. The pieces take a byte per channel and two per location, and
 * the snapshot a byte per piece in a 240-byte frame: more than an ATmega328P's 2 KB hold beside the rest,
 * so the Uno stays presence only (docs/hardware-firmware.md, "Piece identity"). */
#ifndef BOARD_PIECES
#if defined(__AVR__) && !defined(BOARD_SENSE_RESISTORS)
#define BOARD_PIECES 0
#else
#define BOARD_PIECES 1
#endif
#endif
#if BOARD_PIECES && defined(__AVR__) && RAMEND < 0x1000
#error "resistor-coded pieces need an Arduino Mega (make mega SENSE=resistors): an Uno's 2 KB do not hold them"
#endif
#if BOARD_PIECES && defined(__AVR__)
/* A Mega reading a Catan board of up to 6 players (80 intersections, 109 paths, 30 hexes): 6 outbox slots
 * of 240 bytes, so a snapshot with a byte per piece (up to 190 pieces) goes in one frame. */
#undef BOARD_OUTBOX_PAYLOAD
#define BOARD_OUTBOX_PAYLOAD 240
#undef BOARD_OUTBOX_SLOTS
#define BOARD_OUTBOX_SLOTS 6
#undef BOARD_MAX_LOCATIONS_PER_KIND
#define BOARD_MAX_LOCATIONS_PER_KIND 112
#undef BOARD_MAX_CHANNELS
#define BOARD_MAX_CHANNELS 224
#undef BOARD_MAX_LEDS
#define BOARD_MAX_LEDS 256
#endif
#define BOARD_BUTTONS 8
#define BOARD_SCAN_MS 5u

/* One entry of the wiring map: sensor channel -> board location (canonical kind and id). */
typedef struct {
    uint16_t channel;
    uint8_t kind;
    uint16_t id;
} board_wiring;

typedef struct {
    const char *name;            /* at most 16 ASCII characters */
    uint8_t uid[8];
    uint8_t game;                /* 1 Merchants of Europe, 2 Catan, ... */
    uint16_t layout;
    uint16_t intersections, paths, hexes;
    uint8_t buttons;
    uint32_t caps;
    const board_wiring *wiring;  /* sorted by channel; in BOARD_FLASH */
    uint16_t wiring_len;
    uint16_t leds;               /* LED i shows location: intersections, then paths, then hexes */
} board_config;

void board_setup(const board_config *config);
void board_loop(void);
/* 1 while a session runs and its snapshot has gone out: events then reach the hub as events. */
uint8_t board_synced(void);
/* The debounced key levels (bits as in hal_read_keys): what the firmware has seen so far. */
uint16_t board_keys(void);

#ifdef __cplusplus
}
#endif

#endif
