#!/usr/bin/env bash
# A phone's command -> all 8 WebSocket clients (4 phones, 4 table screens) have the new view, and
# the bytes per move per socket, over a seeded random 4-player game; against a bare Javalin
# broadcast of the same size to 8 clients in the same JVM, measured in interleaved rounds: pooled
# p50/p99/max and their ratios, and each round's ratios. See docs/performance.md.
#
# usage: bench/views.sh [MOVES] [SEED] [ROUNDS]   (default 1500 moves, seed 7, 10 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
java -cp "hub/target/test-classes:hub/target/classes:$(cat hub/target/cp.txt)" org.kontor.hub.hardware.CommandBenchmark "${1:-1500}" "${2:-7}" "${3:-10}"
