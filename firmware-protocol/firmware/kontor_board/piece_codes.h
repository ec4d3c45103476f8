/*
 * Resistor-coded pieces (docs/wiring.md, "Pieces that say what they are"). Each piece carries one
 * resistor between two contact pads on its base; each spot has two spring contacts, one to ground, one
 * to an input of a 74HC4067 multiplexer. The multiplexers' common line has a 10 kOhm pull-up to 5 V
 * and goes to the ADC, so a spot reads
 *
 *     ADC (8 bits) = 256 x (R + R_mux) / (R + R_mux + 10 kOhm)
 *
 * 255 when nothing stands there. Codes are 16 counts apart; with 1 % resistors, the two multiplexers'
 * 100-300 Ohm and the ADC's own error a piece reads within 4 counts of its code, and a reading
 * more than PIECE_TOLERANCE from every code is a piece the board cannot name (two pieces touching the
 * contacts at once, a dirty pad): present, piece unknown. The same table drives the simulated
 * board's ADC (firmware/sim/board_simulator.c).
 */
#ifndef PIECE_CODES_H
#define PIECE_CODES_H

#include "board.h"

#define PIECE_PULL_UP_OHMS 10000ul
#define PIECE_MUX_OHMS 150ul      /* two 74HC4067 channels in series at 5 V, typical */
#define PIECE_TOLERANCE 6u        /* ADC counts either side of a code */
#define PIECE_EMPTY_FROM 236u     /* a reading this high or higher: nothing on the contacts */

typedef struct {
    uint8_t adc;        /* the 8-bit reading of the typical part */
    uint8_t piece;      /* the protocol's piece byte: kind << 4 | colour (protocol.md, "Pieces") */
    uint32_t ohms;      /* the resistor in the piece (E24, 1 %) */
} board_piece_code;

#if BOARD_GAME == 2
/* Catan, 3-4 players: kinds 1 settlement, 2 city, 3 road, 4 robber; colours 1 red, 2 blue, 3 white, 4 orange. */
static const board_piece_code PIECE_CODES[] BOARD_FLASH = {
    { 15, 0x11,   510}, /* red settlement */
    { 32, 0x12,  1300}, /* blue settlement */
    { 48, 0x13,  2200}, /* white settlement */
    { 65, 0x14,  3300}, /* orange settlement */
    { 78, 0x21,  4300}, /* red city */
    { 93, 0x22,  5600}, /* blue city */
    {110, 0x23,  7500}, /* white city */
    {128, 0x24, 10000}, /* orange city */
    {145, 0x31, 13000}, /* red road */
    {158, 0x32, 16000}, /* blue road */
    {176, 0x33, 22000}, /* white road */
    {192, 0x34, 30000}, /* orange road */
    {207, 0x4F, 43000}, /* the robber (neutral) */
};
#define PIECE_CODE_COUNT (sizeof PIECE_CODES / sizeof PIECE_CODES[0])
#define PIECE_CODES_KNOWN 1
#else
#define PIECE_CODE_COUNT 0u
#define PIECE_CODES_KNOWN 0   /* planned: the other games' tables */
#endif

#endif
