#!/usr/bin/env bash
# The web module's tests with the JVM's default compilers (tier 4: C1, then C2) against C1 only
# (tier 1, what web/pom.xml sets), run in turn PAIRS times (4, 1, 4, 1, ...) so both see the same
# load; prints each run's time per test from surefire's report. The default test set is the two
# shortest games of LayoutBrowserTest, whose time is mostly seeded random games played to their
# end through the session. See docs/dashboard.md, "How long the browser tests take".
#
# usage: bench/web-test-jit.sh [PAIRS=2] [TESTS='LayoutBrowserTest#catan*+elasund*']
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-2} tests=${2:-'LayoutBrowserTest#catan*+elasund*'}
mvn -q -B -o -pl web -am test-compile
for i in $(seq "$pairs"); do
  for tier in 4 1; do
    uptime
    rm -f web/target/surefire-reports/TEST-*.xml
    mvn -q -B -o -pl web -am test -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.test.tier="$tier" >/dev/null
    for report in web/target/surefire-reports/TEST-*.xml; do
      grep -o '<testcase name="[^"]*" classname="[^"]*" time="[^"]*"' "$report" |
        sed -E "s/<testcase name=\"([^\"]*)\" classname=\"[^\"]*\.([^\".]*)\" time=\"([^\"]*)\"/pair $i tier $tier: \3 s \2.\1/"
    done
  done
done
