#!/usr/bin/env bash
# The issue's replugs on the reference rig: the sketch built for a Mega with the Merchants of Europe
# short board's map (simavr, a pseudo-terminal), the hub's serial board, link and table attached. N
# times the cable comes out for 0.3 s, 1 s or 3 s in turn while a piece goes down on (or comes off)
# a hex; each time the table must tell that change within 2 s of the cable coming back, 0 freezes.
# Prints each replug and the distribution per length. Needs the AVR toolchain and simavr.
# See docs/reliability.md.
#
# usage: bench/replugs.sh [N]   (default 100)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp -pl hub -am test -Dtest=MerchantsRigTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dkontor.replugs="${1:-100}" | grep -E '^\[merchants rig\]|Tests run:|FAIL'
