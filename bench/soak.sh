#!/usr/bin/env bash
# The issue's soak: 1 % bit errors on the line through the reference firmware on a simulated Uno
# (simavr), a piece put down or lifted every 150 ms, for SECONDS of the board's own time (default 600,
# ten minutes; the simulation runs slower than the wall clock on a busy computer): every
# change the hub is handed must be one the board made (0 phantom moves) and every 10 s the hub's view
# must come back to the table (0 wrong pieces). Prints a "[soak] check …" line every 10 s of the board's
# time (how far a stopped run got) and one "[soak] seed …" line with the figures at the end.
# Needs the AVR toolchain and simavr (README, Requirements). See docs/reliability.md.
#
# usage: bench/soak.sh [SECONDS] [SEED]   (default 600, 20261129)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp -pl firmware-protocol test -Dtest=LineNoiseSoakTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dkontor.soak.seconds="${1:-600}" -Dkontor.seed="${2:-20261129}" | grep --line-buffered -E '^\[(soak|firmware)\]|Tests run:|FAIL'
