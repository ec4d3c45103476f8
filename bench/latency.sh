#!/usr/bin/env bash
# Sensor frame written into a pseudo-terminal -> all 8 WebSocket clients (4 phones, 4 table
# screens) have the new view, against a bare Javalin broadcast of the same size to 8 clients in the
# same JVM, in alternating rounds: p50/p99/max over EVENTS events each (default 2000). Needs socat. See docs/performance.md.
#
# usage: bench/latency.sh [EVENTS [ROUNDS]]   (default 2000 events in 5 alternating rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v socat >/dev/null || { echo "bench/latency.sh needs socat (apt-get install socat)" >&2; exit 2; }
mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
java -cp "hub/target/test-classes:hub/target/classes:$(cat hub/target/cp.txt)" org.kontor.hub.hardware.LatencyBenchmark "${1:-2000}" "${2:-5}"
