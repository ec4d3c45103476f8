// Kontor reference sensor board (HBP/1). Build with the Arduino IDE or arduino-cli after
// `make sketch` in firmware/, which copies the codec (c/hbp.c, c/hbp.h) next to this file.
// Needs the Adafruit NeoPixel library for the LED strip. Wiring: docs/wiring.md.
#include "board.h"
#include "hal.h"
#include "wiring_map.h"

static board_config config;

void hal_begin(void);

void setup() {
  Serial.begin(115200);
  hal_begin();
  config.name = "kontor board";
  for (uint8_t i = 0; i < 8; i++) {
    config.uid[i] = BOARD_UID[i];
  }
  config.game = BOARD_GAME;
  config.layout = BOARD_LAYOUT;
  config.intersections = BOARD_INTERSECTIONS;
  config.paths = BOARD_PATHS;
  config.hexes = BOARD_HEXES;
  config.buttons = BOARD_BUTTON_COUNT;
#if defined(BOARD_SENSE_RESISTORS)
  config.caps = 1u | 2u | 4u | 8u;  // piece kinds and colours (resistor-coded pieces), MAP_REQ, CONFIG_SET
#else
  config.caps = 4u | 8u;  // MAP_REQ and CONFIG_SET; reed switches tell presence only
#endif
  config.wiring = WIRING;
  config.wiring_len = sizeof WIRING / sizeof WIRING[0];
  config.leds = BOARD_LEDS;
  board_setup(&config);
}

void loop() {
  board_loop();
}
