#!/usr/bin/env bash
# The journal's damage campaign (docs/reliability.md, "The journal under damage"): every case of
# JournalDamageTest, each ending in the last acknowledged state or a clear refusal with the
# damaged files kept. Cases that need root (chattr +i, a tmpfs that fills up) are skipped,
# saying so, when not run as root. Prints one line per case and the test's summary.
#
# usage: bench/damage.sh [SEED=382026]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cd "$root"
seed=${1:-382026}
log=hub/target/damage-mvn.log
mkdir -p hub/target
mvn -B -ntp -q -pl hub -am test -Dtest=JournalDamageTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dkontor.damage=all -Dkontor.damage.seed="$seed" > "$log" 2>&1 || { status=$?; echo "the build failed: see $log"; }
report=hub/target/surefire-reports/TEST-org.kontor.hub.JournalDamageTest.xml
grep -o 'case [0-9]*: [^&]*' "$report" | sed -e 's/ The hub did not start.*//' || true
grep -o 'skipped (needs root): [^&]*' "$report" || true
grep -o 'tests="[0-9]*"[^>]*failures="[0-9]*"' "$report" | head -1
exit "${status:-0}"
