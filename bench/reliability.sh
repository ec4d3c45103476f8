#!/usr/bin/env bash
# The long reliability runs of docs/reliability.md, each in its own JVM on loopback, seeded.
#
# usage: bench/reliability.sh RUN ARGS...
#   bench/reliability.sh slow-readers SECONDS SEED        (at -Xmx128m: 30 spectators stop reading, a fast game goes on)
#   bench/reliability.sh flood COMMANDS SEED              (refused commands from a seat socket that never reads)
#   bench/reliability.sh upgrades ATTEMPTS                (refused WebSocket upgrades)
#   bench/reliability.sh load CLIENTS RATE SECONDS SEED   (WebSocket clients x commands/s each)
#   bench/reliability.sh leak GAMES SEED                  (the leak audit over GAMES seeded games through the server)
# Prints the figures and "RESULT ok" (exit 0) or "RESULT FAILED" (exit 1).
set -euo pipefail
[[ $# -ge 2 ]] || { sed -n '4,10p' "$0" >&2; exit 2; }
cd "$(dirname "$0")/.."
cp=/tmp/kontor-web-cp.txt
mvn -B -q -ntp -pl engine,web -am test-compile dependency:build-classpath -Dmdep.outputFile=$cp -Dmdep.includeScope=test >&2
heap=-Xmx256m
[[ $1 == slow-readers ]] && heap=-Xmx128m
# A loaded host makes the harness wait longer for answers (WsProbe), not the audit any laxer.
exec java "$heap" -Dkontor.test.wait="${KONTOR_TEST_WAIT:-60}" -Dkontor.report=web/target/reliability.txt -cp "web/target/classes:web/target/test-classes:$(cat $cp)" org.kontor.web.Reliability "$@"
