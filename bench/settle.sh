#!/usr/bin/env bash
# A piece put down on the reference rig (the Uno's sketch in simavr) -> its LED lit and all 8
# WebSocket clients showing the table's answer: this build's settle against the settings before it
# (30 ms debounce, 50/90 ms windows), in alternating blocks on the same simulated board; a third of the placements are
# slides over other spots; min/p50/p99/max and misreads for each. Needs the AVR toolchain and
# simavr (SimulatedUno says which packages). See docs/performance.md.
#
# Prints where the time goes (the board's parts in simulated time, the hub's in wall time) and the
# total "in the board's time": what the hub answers a board that keeps real time; and "the product's
# parts only": the same without the wall time between the simulator and the hub's threads (the
# pseudo-terminal, the simulator's stalls), the hub's own work kept. Ends with the slowest 1 %
# taken apart, with the load. About 8 minutes for 500 + 100 at load 10-16.
#
# usage: bench/settle.sh [PLACEMENTS] [BASELINE_PLACEMENTS] [SEED]   (default 500, 100, 44)
#        NO_BUILD=1 bench/settle.sh …   (the classes are built: no Maven)
#        SETTLE_NICE=-10 bench/settle.sh …   (as root: the simulator and the JVM reniced ahead of other work)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${NO_BUILD:-}" ] || mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
cd hub
java -cp "target/test-classes:target/classes:$(cat target/cp.txt)" org.kontor.hub.hardware.SettleBenchmark "${1:-500}" "${2:-100}" "${3:-44}"
