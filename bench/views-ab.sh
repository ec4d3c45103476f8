#!/usr/bin/env bash
# bench/views.sh for an older commit and for this checkout, one after the other, RUNS times over:
# the same benchmark classes (this checkout's CommandBenchmark) against each build's classes, so
# that both meet the host's load of the same minutes. Prints each run's pooled lines and the load.
# See docs/performance.md.
#
# The JVMs' flags are bench/views.sh's (bench/views-flags.sh).
#
# usage: bench/views-ab.sh OLD_COMMIT [RUNS=3] [MOVES=5000] [SEED=7]
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 1 ]] || { echo "usage: bench/views-ab.sh OLD_COMMIT [RUNS=3] [MOVES=5000] [SEED=7]" >&2; exit 2; }
old_commit=$1 runs=${2:-3} moves=${3:-5000} seed=${4:-7}
source bench/views-flags.sh
old=$(mktemp -d /tmp/kontor-views-ab.XXXXXX)
trap 'rm -rf "$old"' EXIT
git archive "$old_commit" | tar -x -C "$old"
mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
(cd "$old" && mvn -B -ntp -q -o -pl hub -am test-compile)
deps=$(tr ':' '\n' < hub/target/cp.txt | grep -v '/target/' | paste -sd:)
build() { # the classes of one checkout, this checkout's benchmark first
  echo "hub/target/test-classes:$1/hub/target/classes:$1/table/target/classes:$1/engine/target/classes:$1/firmware-protocol/target/classes:$1/web/target/classes:$1/web/target/test-classes:$deps"
}
for run in $(seq "$runs"); do
  for which in old new; do
    if [[ $which == old ]]; then cp=$(build "$old"); else cp=$(build "$PWD"); fi
    echo "== run $run, $which ($([[ $which == old ]] && echo "$old_commit" || git rev-parse --short HEAD)), $(date -u +%H:%M), load $(cut -d' ' -f1-3 /proc/loadavg)"
    # shellcheck disable=SC2086
    java $client_opts -cp "$cp" org.kontor.hub.hardware.CommandBenchmark "$moves" "$seed" | grep -E '^(bytes|  |command|bare|each|ratio)'
  done
done
