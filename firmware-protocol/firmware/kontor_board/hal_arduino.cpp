// The hardware abstraction on an Arduino-compatible board (AVR or RP2040 core). Pins are
// examples; docs/wiring.md shows the circuit. On an AVR (Uno, Nano, Mega) the WS2812 strip is
// driven by the few lines below, so the sketch needs no library; it is proven on a simulated
// Uno (docs/hardware-firmware.md). Other cores use the Adafruit NeoPixel library.
#include <Arduino.h>
#if !defined(__AVR__)
#include <Adafruit_NeoPixel.h>
#endif

#include "hal.h"
#include "wiring_map.h"
#if defined(BOARD_SENSE_RESISTORS)
#include "piece_codes.h"
#endif

#if defined(BOARD_SENSE_RESISTORS)
// Resistor-coded pieces (piece_codes.h, docs/wiring.md): the Mega's port A (pins 22-29) addresses two
// levels of 74HC4067 multiplexers: PA0-PA3 the input of every first-level chip, PA4-PA7 which
// first-level chip the second-level one passes to the ADC input A6 (10 kOhm pull-up to 5 V). Channel c
// of the wiring map is first-level chip c / 16, input c % 16. Pins 8-10 (the reed build's chain) are free.
static const uint8_t PIN_LOAD = 8;
static const uint8_t PIN_CLOCK = 9;
static const uint8_t PIN_DATA = 10;
static uint8_t channel_piece[BOARD_MAX_CHANNELS];  // what the last scan read on each channel
#else
// 74HC165 chain: parallel load (PL, active low), clock (CP), serial out of the last chip (Q7).
static const uint8_t PIN_LOAD = 8;
static const uint8_t PIN_CLOCK = 9;
static const uint8_t PIN_DATA = 10;
#endif
// Dice keys 1..6, then the buttons (wiring_map.h), each to ground with the internal pull-up.
static const uint8_t PIN_KEYS[6 + BOARD_BUTTON_COUNT] = {A0, A1, A2, A3, A4, A5, BOARD_BUTTON_PINS};
static const uint8_t PIN_STRIP = 6;

// Survives a reset (the C runtime does not clear .noinit), so a reset always gives a new boot id.
static uint32_t boots __attribute__((section(".noinit")));

#if defined(__AVR__)
static volatile uint8_t *strip_port;
static uint8_t strip_mask;
#else
static Adafruit_NeoPixel strip(BOARD_LEDS, PIN_STRIP, NEO_GRB + NEO_KHZ800);
#endif

#if defined(__AVR__)
// digitalRead and digitalWrite cost about 4 us each on a 16 MHz AVR: 145 channels would take
// 2.5 ms of every 5 ms scan. The registers themselves take a fraction of that.
static volatile uint8_t *clock_port, *data_pin;
static uint8_t clock_mask, data_mask;
#define CLOCK_HIGH() (*clock_port |= clock_mask)
#define CLOCK_LOW() (*clock_port &= (uint8_t)~clock_mask)
#define DATA_LOW() ((*data_pin & data_mask) == 0)
#else
#define CLOCK_HIGH() digitalWrite(PIN_CLOCK, HIGH)
#define CLOCK_LOW() digitalWrite(PIN_CLOCK, LOW)
#define DATA_LOW() (digitalRead(PIN_DATA) == LOW)
#endif

void hal_begin(void) {
  pinMode(PIN_LOAD, OUTPUT);
  pinMode(PIN_CLOCK, OUTPUT);
  pinMode(PIN_DATA, INPUT);
#if defined(BOARD_SENSE_RESISTORS)
  DDRA = 0xFF;  // the multiplexers' address
  PORTA = 0;
#endif
  digitalWrite(PIN_LOAD, HIGH);
  for (uint8_t i = 0; i < sizeof PIN_KEYS; i++) {
    pinMode(PIN_KEYS[i], INPUT_PULLUP);
  }
#if defined(__AVR__)
  clock_port = portOutputRegister(digitalPinToPort(PIN_CLOCK));
  clock_mask = digitalPinToBitMask(PIN_CLOCK);
  data_pin = portInputRegister(digitalPinToPort(PIN_DATA));
  data_mask = digitalPinToBitMask(PIN_DATA);
  pinMode(PIN_STRIP, OUTPUT);
  digitalWrite(PIN_STRIP, LOW);
  strip_port = portOutputRegister(digitalPinToPort(PIN_STRIP));
  strip_mask = digitalPinToBitMask(PIN_STRIP);
#else
  strip.begin();
  strip.show();
#endif
}

uint32_t hal_millis(void) { return millis(); }

int16_t hal_serial_read(void) { return Serial.available() > 0 ? (int16_t)Serial.read() : -1; }

void hal_serial_write(const uint8_t *data, uint16_t len) { Serial.write(data, len); }

#if defined(BOARD_SENSE_RESISTORS)
#if !defined(__AVR_ATmega2560__)
#error "resistor-coded pieces are read on an Arduino Mega 2560 (make mega SENSE=resistors)"
#endif
#if !PIECE_CODES_KNOWN
#error "piece_codes.h has no resistor table for this board's game"
#endif

// The piece a reading names: 0xFF nothing there, 0 something the table does not name.
static uint8_t piece_of_reading(uint8_t adc) {
  if (adc >= PIECE_EMPTY_FROM) {
    return 0xFF;
  }
  for (uint8_t i = 0; i < PIECE_CODE_COUNT; i++) {
    uint8_t code = pgm_read_byte(&PIECE_CODES[i].adc);  // a byte from flash, not the whole entry: 145 readings a scan
    if ((uint8_t)(adc > code ? adc - code : code - adc) <= PIECE_TOLERANCE) {
      return pgm_read_byte(&PIECE_CODES[i].piece);
    }
  }
  return 0;
}

// Every channel through the multiplexers, 8 good bits each at a 1 MHz ADC clock (the codes are 16 counts
// apart). The conversions overlap the rest: the next address goes out once the ADC has sampled (1.5 ADC
// clocks after the start), so the multiplexers settle, and the last reading is sorted, while it converts.
// 145 spots take about 2.2 ms of every 5 ms scan (13 us a conversion, plus a little).
static void take_reading(uint8_t *bits, uint16_t ch, uint8_t adc) {
  uint8_t piece = piece_of_reading(adc);
  if (piece != 0xFF) {
    bits[ch / 8u] = (uint8_t)(bits[ch / 8u] | (1u << (ch % 8u)));
  }
  channel_piece[ch] = piece == 0xFF ? 0 : piece;
}

void hal_read_channels(uint8_t *bits, uint16_t channels) {
  ADMUX = (uint8_t)(_BV(REFS0) | _BV(ADLAR) | 6u);  // A6, AVCC reference, left-adjusted: the top 8 bits in ADCH
  ADCSRB = (uint8_t)(ADCSRB & ~_BV(MUX5));
  ADCSRA = (uint8_t)(_BV(ADEN) | _BV(ADPS2));       // prescaler 16: 1 MHz
  for (uint16_t i = 0; i < (channels + 7u) / 8u; i++) {
    bits[i] = 0;
  }
  PORTA = 0;
  delayMicroseconds(3);   // the multiplexers' and the input's capacitance through 10 kOhm
  for (uint16_t ch = 0; ch < channels; ch++) {
    ADCSRA = (uint8_t)(ADCSRA | _BV(ADSC));
    delayMicroseconds(2);   // sampled 1.5 ADC clocks after the start
    uint16_t next = (uint16_t)(ch + 1u);
    PORTA = (uint8_t)(((next / 16u) << 4) | (next % 16u));
    while (ADCSRA & _BV(ADSC)) {
    }
    take_reading(bits, ch, (uint8_t)(ADC >> 8));  // ADCL then ADCH, as a 16-bit read must
  }
}

uint8_t hal_read_piece(uint16_t channel) {
  return channel < BOARD_MAX_CHANNELS ? channel_piece[channel] : 0;
}
#else
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
      if (DATA_LOW()) {
        value |= (uint8_t)(1u << bit);
      }
      CLOCK_HIGH();
      CLOCK_LOW();
    }
    bits[chip] = value;
  }
}

uint8_t hal_read_piece(uint16_t channel) {
  (void)channel;
  return 0;  // reed switches sense presence only
}
#endif

uint16_t hal_read_keys(void) {
  uint16_t keys = 0;
  for (uint8_t i = 0; i < sizeof PIN_KEYS; i++) {
    if (digitalRead(PIN_KEYS[i]) == LOW) {
      keys |= (uint16_t)(1u << i);
    }
  }
  return keys;
}

#if defined(__AVR__)
// One WS2812 byte, most significant bit first, at 16 MHz: a bit is 20-21 cycles (1.25 us);
// a 0 stays high 6 cycles (375 ns), a 1 stays high 12 cycles (750 ns). ST takes 2 cycles, SBRS
// 1 (2 when it skips). The cycle counts are checked on the simulated Uno (UnoFirmwareTest).
static void ws2812_byte(volatile uint8_t *port, uint8_t high, uint8_t low, uint8_t value) {
  uint8_t bits = 8;
  asm volatile(
      "1:                  \n\t"
      "st %a[port], %[hi]  \n\t"  // rise
      "nop                 \n\t"
      "nop                 \n\t"
      "nop                 \n\t"
      "sbrs %[v], 7        \n\t"
      "st %a[port], %[lo]  \n\t"  // a 0 falls here, 6 cycles after the rise
      "lsl %[v]            \n\t"
      "nop                 \n\t"
      "nop                 \n\t"
      "nop                 \n\t"
      "nop                 \n\t"
      "st %a[port], %[lo]  \n\t"  // a 1 falls here, 12 cycles after the rise
      "nop                 \n\t"
      "nop                 \n\t"
      "nop                 \n\t"
      "dec %[bits]         \n\t"
      "brne 1b             \n\t"
      : [v] "+r"(value), [bits] "+r"(bits)
      : [port] "e"(port), [hi] "r"(high), [lo] "r"(low));
}
#endif

void hal_write_leds(void (*pixel)(uint16_t index, uint8_t *rgb), uint16_t count) {
  if (count > BOARD_LEDS) {
    count = BOARD_LEDS;
  }
#if defined(__AVR__)
  // Interrupts are off for one LED at a time (30 us), never for the whole strip: at 115200 baud
  // a byte arrives every 87 us, and the UART holds only two. The low gap an interrupt leaves
  // between two LEDs is far below the strip's 50 us latch time.
  for (uint16_t i = 0; i < count; i++) {
    uint8_t rgb[3];
    pixel(i, rgb);  // a palette look-up: a few microseconds, far below the 50 us latch
    uint8_t old = SREG;
    uint8_t high = (uint8_t)(*strip_port | strip_mask);
    uint8_t low = (uint8_t)(*strip_port & (uint8_t)~strip_mask);
    cli();
    ws2812_byte(strip_port, high, low, rgb[1]);  // the strip wants green, red, blue
    ws2812_byte(strip_port, high, low, rgb[0]);
    ws2812_byte(strip_port, high, low, rgb[2]);
    SREG = old;
  }
  delayMicroseconds(60);  // the latch: the strip shows what it got after 50 us low
#else
  for (uint16_t i = 0; i < count; i++) {
    uint8_t rgb[3];
    pixel(i, rgb);
    strip.setPixelColor(i, rgb[0], rgb[1], rgb[2]);
  }
  strip.show();
#endif
}

uint32_t hal_random(void) {
  uint32_t seed = micros() ^ (++boots * 2654435761u);
  for (uint8_t i = 0; i < 32; i++) {
    seed = (seed << 1) ^ (uint32_t)analogRead(A7);  // an unconnected analog input: noise
  }
  return seed;
}
