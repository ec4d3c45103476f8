// The hardware abstraction on an Arduino-compatible board (AVR or RP2040 core). Pins are
// examples; docs/wiring.md shows the circuit. Untested on real hardware so far: the same
// board.c is tested on the host through the virtual board.
#include <Arduino.h>
#include <Adafruit_NeoPixel.h>

#include "hal.h"
#include "wiring_map.h"

// 74HC165 chain: parallel load (PL, active low), clock (CP), serial out of the last chip (Q7).
static const uint8_t PIN_LOAD = 8;
static const uint8_t PIN_CLOCK = 9;
static const uint8_t PIN_DATA = 10;
// Dice keys 1..6 and buttons 0..3, each to ground with the internal pull-up.
static const uint8_t PIN_KEYS[10] = {A0, A1, A2, A3, A4, A5, 2, 3, 4, 5};
static const uint8_t PIN_STRIP = 6;

static Adafruit_NeoPixel strip(BOARD_LEDS, PIN_STRIP, NEO_GRB + NEO_KHZ800);
static uint8_t shown[BOARD_LEDS * 3];

void hal_begin(void) {
  pinMode(PIN_LOAD, OUTPUT);
  pinMode(PIN_CLOCK, OUTPUT);
  pinMode(PIN_DATA, INPUT);
  digitalWrite(PIN_LOAD, HIGH);
  for (uint8_t i = 0; i < sizeof PIN_KEYS; i++) {
    pinMode(PIN_KEYS[i], INPUT_PULLUP);
  }
  strip.begin();
  strip.show();
}

uint32_t hal_millis(void) { return millis(); }

int16_t hal_serial_read(void) { return Serial.available() > 0 ? (int16_t)Serial.read() : -1; }

void hal_serial_write(const uint8_t *data, uint16_t len) { Serial.write(data, len); }

void hal_read_channels(uint8_t *bits, uint16_t channels) {
  // Latch every input at once, then shift them out: the first bit out is the last chip's D7.
  digitalWrite(PIN_LOAD, LOW);
  delayMicroseconds(5);
  digitalWrite(PIN_LOAD, HIGH);
  uint16_t chips = (channels + 7u) / 8u;
  for (uint16_t chip = chips; chip-- > 0;) {
    uint8_t value = 0;
    for (int8_t bit = 7; bit >= 0; bit--) {
      // Reed switches pull the input low when a magnet is near, so a low level means "piece".
      if (digitalRead(PIN_DATA) == LOW) {
        value |= (uint8_t)(1u << bit);
      }
      digitalWrite(PIN_CLOCK, HIGH);
      digitalWrite(PIN_CLOCK, LOW);
    }
    bits[chip] = value;
  }
}

uint8_t hal_read_piece(uint16_t channel) {
  (void)channel;
  return 0;  // reed switches sense presence only
}

uint16_t hal_read_keys(void) {
  uint16_t keys = 0;
  for (uint8_t i = 0; i < sizeof PIN_KEYS; i++) {
    if (digitalRead(PIN_KEYS[i]) == LOW) {
      keys |= (uint16_t)(1u << i);
    }
  }
  return keys;
}

void hal_write_leds(const uint8_t *rgb, uint16_t count) {
  // The strip takes about 30 us per LED with interrupts off; only refresh when something changed.
  if (count > BOARD_LEDS || memcmp(shown, rgb, count * 3u) == 0) {
    return;
  }
  memcpy(shown, rgb, count * 3u);
  for (uint16_t i = 0; i < count; i++) {
    strip.setPixelColor(i, rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
  }
  strip.show();
}

uint32_t hal_random(void) {
  uint32_t seed = micros();
  for (uint8_t i = 0; i < 32; i++) {
    seed = (seed << 1) ^ (uint32_t)analogRead(A7);
  }
  return seed;
}
