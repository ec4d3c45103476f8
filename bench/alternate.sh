#!/usr/bin/env bash
# Runs MerchantsBenchmark for each build in turn, RUNS times over, on core 0, and prints one line
# per run: time, board, build, the best and the median round's games/s, and bytes per command.
# The host's speed drifts by 10 % within an hour here, so a figure means something only next to
# another build's in the same minutes: keep an unchanged build in the list as a gauge.
# See docs/performance.md.
#
# usage: bench/alternate.sh RUNS GAMES BOARD BUILD... [-- CLASSPATH_FILE]
#   e.g. bench/alternate.sh 6 5000 europe-short /tmp/old /tmp/new
#   each BUILD holds classes/ and test-classes/ (copies of engine/target); the classpath file
#   (default /tmp/engine-cp.txt) is made as docs/performance.md says.
set -euo pipefail
usage='usage: bench/alternate.sh RUNS GAMES BOARD BUILD... [-- CLASSPATH_FILE]'
[[ $# -ge 4 ]] || { echo "$usage" >&2; exit 2; }
runs=$1 games=$2 board=$3
shift 3
builds=()
deps=/tmp/engine-cp.txt
while [[ $# -gt 0 ]]; do
  if [[ $1 == -- ]]; then
    [[ $# -eq 2 ]] || { echo "$usage" >&2; exit 2; }
    deps=$2
    break
  fi
  builds+=("$1")
  shift
done
[[ ${#builds[@]} -gt 0 && -f $deps ]] || { echo "$usage (no build, or no classpath file $deps)" >&2; exit 2; }

for _ in $(seq "$runs"); do
  for build in "${builds[@]}"; do
    out=$(taskset -c 0 java -cp "$build/classes:$build/test-classes:$(cat "$deps")" \
      org.kontor.engine.merchants.MerchantsBenchmark "$games" 1000 fast 1 "$board")
    best=$(awk '/^games\/s: best/ {gsub(/[,;]/, ""); print $3, $5}' <<<"$out")
    bytes=$(awk '/^bytes allocated per command/ {print $5}' <<<"$out")
    printf '%s %s %s best %s median %s bytes/command %s\n' "$(date -u +%H:%M)" "$board" "$build" \
      "${best% *}" "${best#* }" "$bytes"
  done
done
