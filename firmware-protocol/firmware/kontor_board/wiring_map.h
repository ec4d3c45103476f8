/*
 * The wiring map: which sensor channel (position in the 74HC165 chain, first chip's D0 = 0)
 * sits under which board location, by the board's canonical ids (docs/protocol.md, "Locations").
 * Generate yours from the board file as docs/wiring.md explains; keep it sorted by channel.
 * This example is a Catan base board wired in id order: 54 intersections, 72 paths, 19 hexes.
 * The other bundled boards' maps are generated next to it (wiring_<board>.h, for a Mega) and
 * chosen when building: make mega MAP=hansa-45 (or hansa-3, elasund, europe-short, europe-main)
 * defines WIRING_<BOARD>.
 */
#ifndef WIRING_MAP_H
#define WIRING_MAP_H

#include "board.h"

/*
 * The table's buttons, each to ground (the internal pull-up): button 0 on the first pin, and so on.
 * Without a config entry the hub reads them as 0 end my turn, 1 next reading, 2 confirm, 3 roll,
 * 4 trade: next kind given, 5 trade: next kind taken; 6 and 7 have no meaning until the config gives
 * them one (a seat's own end-turn button, say). On a Mega the same pin numbers are free too.
 */
#define BOARD_BUTTON_COUNT 8
#define BOARD_BUTTON_PINS 2, 3, 4, 5, 7, 11, 12, 13

#if defined(WIRING_HANSA_45)
#include "wiring_hansa_45.h"
#elif defined(WIRING_HANSA_3)
#include "wiring_hansa_3.h"
#elif defined(WIRING_ELASUND)
#include "wiring_elasund.h"
#elif defined(WIRING_EUROPE_SHORT)
#include "wiring_europe_short.h"
#elif defined(WIRING_EUROPE_MAIN)
#include "wiring_europe_main.h"
#else

#define BOARD_GAME 2          /* Catan */
#define BOARD_LAYOUT 1        /* Catan base, 3-4 players */
#define BOARD_INTERSECTIONS 54
#define BOARD_PATHS 72
#define BOARD_HEXES 19
#define BOARD_LEDS 145        /* LED i shows intersection i, then path i - 54, then hex i - 126 */

static const uint8_t BOARD_UID[8] = {'K', 'O', 'N', 'T', 'O', 'R', '0', '1'};

#define I(n) {(n), HBP_INTERSECTION, (n)}
#define P(n) {(54 + (n)), HBP_PATH, (n)}
#define H(n) {(126 + (n)), HBP_HEX, (n)}
static const board_wiring WIRING[] BOARD_FLASH = {
    I(0), I(1), I(2), I(3), I(4), I(5), I(6), I(7), I(8), I(9), I(10), I(11), I(12), I(13), I(14), I(15), I(16), I(17),
    I(18), I(19), I(20), I(21), I(22), I(23), I(24), I(25), I(26), I(27), I(28), I(29), I(30), I(31), I(32), I(33),
    I(34), I(35), I(36), I(37), I(38), I(39), I(40), I(41), I(42), I(43), I(44), I(45), I(46), I(47), I(48), I(49),
    I(50), I(51), I(52), I(53),
    P(0), P(1), P(2), P(3), P(4), P(5), P(6), P(7), P(8), P(9), P(10), P(11), P(12), P(13), P(14), P(15), P(16), P(17),
    P(18), P(19), P(20), P(21), P(22), P(23), P(24), P(25), P(26), P(27), P(28), P(29), P(30), P(31), P(32), P(33),
    P(34), P(35), P(36), P(37), P(38), P(39), P(40), P(41), P(42), P(43), P(44), P(45), P(46), P(47), P(48), P(49),
    P(50), P(51), P(52), P(53), P(54), P(55), P(56), P(57), P(58), P(59), P(60), P(61), P(62), P(63), P(64), P(65),
    P(66), P(67), P(68), P(69), P(70), P(71),
    H(0), H(1), H(2), H(3), H(4), H(5), H(6), H(7), H(8), H(9), H(10), H(11), H(12), H(13), H(14), H(15), H(16), H(17),
    H(18),
};
#undef I
#undef P
#undef H
#endif

#endif
