#!/usr/bin/env bash
# Start-up: time from starting the JVM to the first HTTP 200 on GET /, `kontor run` (the demo
# table) against a bare Javalin hello-world jar (bench/hello, built here in the same run, shaded the
# same way), alternated run by run; prints every run, the medians and the ratios. Four starts:
#   bare           java FLAGS -jar javalin-hello.jar
#   bare-archived  the same with the bare jar's own class archive (-XX:SharedArchiveFile, made here)
#   kontor         the product's default start: the package's kontor command (KONTOR_JAVA_OPTS=FLAGS),
#                  which uses the class archive it made itself (its training run, done here first)
#   kontor-plain   java FLAGS -jar kontor.jar, no archive (the start before the archive; BEFORE_JAR=old/kontor.jar: that jar)
# Also "table ready": kontor's first 200 on /api/public/state (503 STARTING while the table is
# being opened behind the already serving pages), against the bare jar's first 200. See
# docs/performance.md.
#
# usage: bench/startup.sh [RUNS] [JVM FLAGS...]   (default 11 runs, the flags of kontor.service)
#        KONTOR_JAR=other/kontor.jar bench/startup.sh ...   (another build's jar, e.g. an older commit's)
#        GAME=hansa bench/startup.sh ...                    (kontor run --game catan, hansa or elasund)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-11}"
shift || true
if [ $# -gt 0 ]; then
  flags=("$@")
else
  read -r -a flags <<<"$(sed -n 's/^Environment="KONTOR_JAVA_OPTS=\(.*\)"$/\1/p' packaging/src/deb/systemd/kontor.service \
    | sed 's#-D[a-z.]*tmpdir=[^ ]*##g')"
fi
jar="${KONTOR_JAR:-hub/target/kontor.jar}"
[ -n "${KONTOR_JAR:-}" ] || mvn -B -ntp -q -pl hub -am package -DskipTests
mvn -B -ntp -q -f bench/hello/pom.xml package
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
. bench/class-archive.sh
export KONTOR_JAVA_OPTS="${flags[*]}"
kontor_launcher "$jar" "$work/kontor"
bare_archive bench/hello/target/javalin-hello.jar "$port" "$work/hello.jsa"
echo "kontor: $jar, game ${GAME:-merchants}; flags: ${flags[*]}; java: $(java -version 2>&1 | head -1); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
java bench/StartupBench.java "$runs" "$port" --ready=/api/public/state \
  -- @bare java "${flags[@]}" -jar bench/hello/target/javalin-hello.jar PORT \
  -- @bare-archived java "${flags[@]}" -XX:SharedArchiveFile="$work/hello.jsa" -jar bench/hello/target/javalin-hello.jar PORT \
  -- @kontor env KONTOR_CACHE="$work/kontor/cache" "$work/kontor/bin/kontor" run --game "${GAME:-merchants}" --port PORT --data "$work/data" \
  -- @kontor-plain java "${flags[@]}" -jar "${BEFORE_JAR:-$jar}" run --game "${GAME:-merchants}" --port PORT --data "$work/data"
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
