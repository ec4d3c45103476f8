/*
 * The wiring map of the bundled board elasund: one reed switch per spot the game
 * uses, in the chain's order: intersections, then paths, then hexes, each by id. Generated from the
 * engine's spots by FirmwareWiringMapsTest (-Dkontor.wiring.write=true); do not edit by hand.
 * 136 channels: an Arduino Mega (make mega MAP=elasund); the Uno's limits are too small.
 */
#ifndef WIRING_ELASUND_H
#define WIRING_ELASUND_H

#include "board.h"

#if defined(__AVR__) && RAMEND < 0x1000
#error "this board's wiring map needs an Arduino Mega: make mega MAP=elasund"
#endif

#define BOARD_GAME 4
#define BOARD_LAYOUT 7
#define BOARD_INTERSECTIONS 10
#define BOARD_PATHS 118
#define BOARD_HEXES 109
#define BOARD_LEDS 237  /* LED i shows intersection i, then the paths, then the hexes, by id */

static const uint8_t BOARD_UID[8] = {'K', 'O', 'N', 'T', 'O', 'R', '0', '7'};

static const board_wiring WIRING[] BOARD_FLASH = {
    {0, HBP_INTERSECTION, 0}, {1, HBP_INTERSECTION, 1}, {2, HBP_INTERSECTION, 2}, {3, HBP_INTERSECTION, 3},
    {4, HBP_INTERSECTION, 4}, {5, HBP_INTERSECTION, 5}, {6, HBP_INTERSECTION, 6}, {7, HBP_INTERSECTION, 7},
    {8, HBP_INTERSECTION, 8}, {9, HBP_INTERSECTION, 9}, {10, HBP_PATH, 2}, {11, HBP_PATH, 3},
    {12, HBP_PATH, 4}, {13, HBP_PATH, 5}, {14, HBP_PATH, 6}, {15, HBP_PATH, 7}, {16, HBP_PATH, 25},
    {17, HBP_PATH, 27}, {18, HBP_PATH, 29}, {19, HBP_PATH, 35}, {20, HBP_PATH, 37}, {21, HBP_PATH, 39},
    {22, HBP_PATH, 45}, {23, HBP_PATH, 47}, {24, HBP_PATH, 49}, {25, HBP_PATH, 55}, {26, HBP_PATH, 57},
    {27, HBP_PATH, 59}, {28, HBP_PATH, 65}, {29, HBP_PATH, 67}, {30, HBP_PATH, 69}, {31, HBP_PATH, 75},
    {32, HBP_PATH, 77}, {33, HBP_PATH, 79}, {34, HBP_PATH, 85}, {35, HBP_PATH, 87}, {36, HBP_PATH, 89},
    {37, HBP_PATH, 95}, {38, HBP_PATH, 97}, {39, HBP_PATH, 99}, {40, HBP_PATH, 112}, {41, HBP_PATH, 113},
    {42, HBP_PATH, 114}, {43, HBP_PATH, 115}, {44, HBP_PATH, 116}, {45, HBP_PATH, 117}, {46, HBP_HEX, 10},
    {47, HBP_HEX, 11}, {48, HBP_HEX, 12}, {49, HBP_HEX, 13}, {50, HBP_HEX, 14}, {51, HBP_HEX, 15},
    {52, HBP_HEX, 16}, {53, HBP_HEX, 17}, {54, HBP_HEX, 18}, {55, HBP_HEX, 20}, {56, HBP_HEX, 21},
    {57, HBP_HEX, 22}, {58, HBP_HEX, 23}, {59, HBP_HEX, 24}, {60, HBP_HEX, 25}, {61, HBP_HEX, 26},
    {62, HBP_HEX, 27}, {63, HBP_HEX, 28}, {64, HBP_HEX, 30}, {65, HBP_HEX, 31}, {66, HBP_HEX, 32},
    {67, HBP_HEX, 33}, {68, HBP_HEX, 34}, {69, HBP_HEX, 35}, {70, HBP_HEX, 36}, {71, HBP_HEX, 37},
    {72, HBP_HEX, 38}, {73, HBP_HEX, 40}, {74, HBP_HEX, 41}, {75, HBP_HEX, 42}, {76, HBP_HEX, 43},
    {77, HBP_HEX, 44}, {78, HBP_HEX, 45}, {79, HBP_HEX, 46}, {80, HBP_HEX, 47}, {81, HBP_HEX, 48},
    {82, HBP_HEX, 50}, {83, HBP_HEX, 51}, {84, HBP_HEX, 52}, {85, HBP_HEX, 53}, {86, HBP_HEX, 54},
    {87, HBP_HEX, 55}, {88, HBP_HEX, 56}, {89, HBP_HEX, 57}, {90, HBP_HEX, 58}, {91, HBP_HEX, 60},
    {92, HBP_HEX, 61}, {93, HBP_HEX, 62}, {94, HBP_HEX, 63}, {95, HBP_HEX, 64}, {96, HBP_HEX, 65},
    {97, HBP_HEX, 66}, {98, HBP_HEX, 67}, {99, HBP_HEX, 68}, {100, HBP_HEX, 70}, {101, HBP_HEX, 71},
    {102, HBP_HEX, 72}, {103, HBP_HEX, 73}, {104, HBP_HEX, 74}, {105, HBP_HEX, 75}, {106, HBP_HEX, 76},
    {107, HBP_HEX, 77}, {108, HBP_HEX, 78}, {109, HBP_HEX, 80}, {110, HBP_HEX, 81}, {111, HBP_HEX, 82},
    {112, HBP_HEX, 83}, {113, HBP_HEX, 84}, {114, HBP_HEX, 85}, {115, HBP_HEX, 86}, {116, HBP_HEX, 87},
    {117, HBP_HEX, 88}, {118, HBP_HEX, 90}, {119, HBP_HEX, 91}, {120, HBP_HEX, 92}, {121, HBP_HEX, 93},
    {122, HBP_HEX, 94}, {123, HBP_HEX, 95}, {124, HBP_HEX, 96}, {125, HBP_HEX, 97}, {126, HBP_HEX, 98},
    {127, HBP_HEX, 100}, {128, HBP_HEX, 101}, {129, HBP_HEX, 102}, {130, HBP_HEX, 103}, {131, HBP_HEX, 104},
    {132, HBP_HEX, 105}, {133, HBP_HEX, 106}, {134, HBP_HEX, 107}, {135, HBP_HEX, 108},
};

#endif
