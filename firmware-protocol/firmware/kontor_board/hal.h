/*
 * The hardware the reference firmware needs, and nothing more. hal_arduino.cpp implements it
 * for a real board; ../host/virtual_board.c implements it on a PC with a pseudo-terminal, so
 * the same board.c runs in both places.
 */
#ifndef HAL_H
#define HAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

uint32_t hal_millis(void);
/* Returns the next received byte, or -1 when none is waiting. */
int16_t hal_serial_read(void);
void hal_serial_write(const uint8_t *data, uint16_t len);
/* Raw sensor levels: bit i of bits (least significant first) is channel i, 1 = a piece is there. */
void hal_read_channels(uint8_t *bits, uint16_t channels);
/* The piece byte for a channel on boards that can tell (linear hall polarity); 0 otherwise. */
uint8_t hal_read_piece(uint16_t channel);
/* Raw key levels: bits 0..5 are dice keys 1..6, bits 6..13 buttons 0..7. */
uint16_t hal_read_keys(void);
/* Writes count LEDs in strip order; pixel(i, rgb) gives LED i's r, g, b just before it is sent,
 * so the board keeps no copy of the strip. */
void hal_write_leds(void (*pixel)(uint16_t index, uint8_t *rgb), uint16_t count);
/* Some entropy for the boot id (an unconnected analog pin, a timer at first key press...). */
uint32_t hal_random(void);

#ifdef __cplusplus
}
#endif

#endif
