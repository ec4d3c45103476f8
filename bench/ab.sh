#!/usr/bin/env bash
# Compares two engine builds with bench/SameJvmAB.java in both orders, RUNS times each, and prints
# every run's time ratio (old / new: above 1 means NEW is faster) and their geometric mean.
# One JVM run's compiled code differs from the next by a few per cent, so a single run can
# mislead; both orders and several runs cancel that out. See docs/performance.md.
#
# usage: bench/ab.sh OLD_BUILD NEW_BUILD [RUNS=2] [GAMES=2000] [BOARD=europe-short] [CLASSPATH_FILE=/tmp/engine-cp.txt]
set -euo pipefail
old=$1 new=$2 runs=${3:-2} games=${4:-2000} board=${5:-europe-short} deps=${6:-/tmp/engine-cp.txt}
here=$(dirname "$0")

ratio() { # time A / time B of one SameJvmAB run
  java "$here/SameJvmAB.java" "$1" "$2" "$games" "$board" "$deps" | awk '/over all batches/ {print $6}'
}

ratios=()
for _ in $(seq "$runs"); do
  ratios+=("$(ratio "$old" "$new")")
  ratios+=("$(awk -v r="$(ratio "$new" "$old")" 'BEGIN {print 1 / r}')")
done
printf '%s\n' "${ratios[@]}" | awk '{printf "%.3f ", $1; s += log($1)} END {printf "\nold/new geometric mean %.3f over %d runs\n", exp(s / NR), NR}'
