#!/usr/bin/env bash
# The journal's figures in docs/performance.md: commit cost per command (median, p99) against a
# bare sqlite-jdbc insert loop in the same run, and the resume time of a 2,000-command game.
#
# usage: bench/journal.sh [COMMITS=2000] [RUNS=7] [FOLDER=a temp folder on the disk to measure]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cd "$root"
mvn -B -ntp -q -pl hub -am compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
cp="$root/hub/target/classes:$(cat hub/target/cp.txt)"
java -cp "$cp" "$here/JournalBench.java" "$@"
