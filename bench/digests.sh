#!/usr/bin/env bash
# Checks that an engine build plays the same games and lists the same legal actions as every
# speed round since round 5: runs ApplyDigest and LegalActionsDigest (engine test sources) and
# compares each digest with the one recorded in engine/src/test/resources/merchants/digests.txt
# (its "bench" lines; mvn verify runs the shorter "verify" lines in SameGamesTest). Exits 1 if any differs.
# A speed change must leave all six as they are; a rules change is expected to move them.
#
# usage: bench/digests.sh [BUILD=engine/target] [CLASSPATH_FILE=/tmp/engine-cp.txt]
#   BUILD holds classes/ and test-classes/ (copy engine/target elsewhere to check one build
#   while another compiles). Make the classpath file as docs/performance.md says.
set -euo pipefail
build=${1:-engine/target} deps=${2:-/tmp/engine-cp.txt}
cp="$build/classes:$build/test-classes:$(cat "$deps")"

# The recorded digests: the "bench" lines of the file SameGamesTest reads its shorter runs from.
recorded=engine/src/test/resources/merchants/digests.txt
mapfile -t expected < <(sed -n 's/^bench \(.*[^ ]\) *| *\([0-9a-f]*\)$/\1|\2/p' "$recorded")
[[ ${#expected[@]} -gt 0 ]] || { echo "no bench lines in $recorded" >&2; exit 2; }

status=0
for line in "${expected[@]}"; do
  run=${line%|*} want=${line#*|}
  # shellcheck disable=SC2086 # the run's words are the class and its arguments
  got=$(java -cp "$cp" org.kontor.engine.merchants.$run | awk '/digest/ {print $NF}' | tail -1)
  if [[ "$got" == "$want" ]]; then
    echo "same       $run"
  else
    echo "DIFFERENT  $run: ${got:-no digest printed} (recorded ${want:0:8}…)"
    status=1
  fi
done
exit $status
