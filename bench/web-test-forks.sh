#!/usr/bin/env bash
# The web module's tests in one test JVM against two (-Dkontor.web.forks, web/pom.xml), run in
# turn PAIRS times (1, 2, 1, 2, ...) so both see the same load; prints each run's wall time, the
# load before it and the failures surefire counted. The default test set is all of web's tests
# (what `mvn verify` runs there); TESTS narrows it, e.g. '*BrowserTest' or
# 'AbuseTest,HansaBrowserTest'. See docs/dashboard.md, "How long the browser tests take".
#
# usage: bench/web-test-forks.sh [PAIRS=1] [TESTS='org/kontor/web/**/*Test']
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-1} tests=${2:-'org/kontor/web/**/*Test'}
mvn -q -B -o -pl web -am test-compile
for i in $(seq "$pairs"); do
  for forks in 1 2; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    rm -f web/target/surefire-reports/TEST-*.xml
    began=$(date +%s)
    mvn -q -B -o -pl web -am test -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false \
        -Dkontor.web.forks="$forks" >/dev/null 2>&1 || true
    took=$(( $(date +%s) - began ))
    failed=$(grep -ho '<testsuite [^>]*' web/target/surefire-reports/TEST-*.xml | grep -oE ' (errors|failures)="[0-9]+"' |
             grep -oE '[0-9]+' | awk '{n += $1} END {print n + 0}' || true)
    echo "pair $i forks $forks: ${took} s (load $load before), failed or errored: ${failed:-0}"
  done
done
