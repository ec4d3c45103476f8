#!/usr/bin/env bash
# A phone's command -> all 8 WebSocket clients (4 phones, 4 table screens) have the new view, and
# the bytes per move per socket, over seeded random 4-player games; against a bare Javalin
# broadcast of the same size to 8 clients from the same server JVM, measured in alternating blocks
# of 10: pooled p50/p99/max and their ratios, and each round's ratios. The servers run in a JVM of their
# own with the systemd unit's flags (bench/views-flags.sh; SERVER_JAVA_OPTS overrides them), the
# clients in this one. The path is the product's: the moves go into a journal (SQLite, committed
# before the views go out) and the sockets have the default command rate limit, under which the
# phones (and the bare broadcast's sender alike) send at most one command per 52 ms a socket;
# VIEWS_PATH=light measures the lighter path of before (no journal, no rate limit, no gaps);
# VIEWS_JOURNAL=MODE/SYNC (e.g. WAL/NORMAL) runs the journal with other SQLite modes, to compare.
# See docs/performance.md.
#
# usage: bench/views.sh [MOVES] [SEED] [ROUNDS]   (default 5000 moves, seed 7, 10 rounds)
#        NO_BUILD=1 bench/views.sh …             (the classes are built: no Maven)
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/views-flags.sh
[ -n "${NO_BUILD:-}" ] || mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
# shellcheck disable=SC2086
java $client_opts -cp "hub/target/test-classes:hub/target/classes:$(cat hub/target/cp.txt)" \
  org.kontor.hub.hardware.CommandBenchmark "${1:-5000}" "${2:-7}" "${3:-10}"
