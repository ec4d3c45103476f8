# arduino-mk settings for Debian's packages (arduino-core-avr, arduino-mk, gcc-avr, avr-libc).
# The Makefile next to this file runs it inside the sketch folder it assembles (build/kontor_board)
# with BOARD_TAG (and BOARD_SUB) set; see docs/hardware-firmware.md.
ARDUINO_DIR ?= /usr/share/arduino
ARDMK_DIR ?= /usr/share/arduino
AVR_TOOLS_DIR ?= /usr
ARDUINO_QUIET = 1
TARGET = kontor_board
# Debian's avr-gcc 5.4 defines DECIMAL_DIG in <float.h> for C99 only, and the Arduino core's
# WString.cpp needs it in C++ too (the sketch does not use String; the core is built whole).
CXXFLAGS += -DDECIMAL_DIG=__DECIMAL_DIG__
CFLAGS += -Wextra
# make mega MAP=hansa-45 passes -DWIRING_HANSA_45: wiring_map.h then takes that board's map.
CPPFLAGS += $(MAP_DEFINE)
include $(ARDMK_DIR)/Arduino.mk
