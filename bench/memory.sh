#!/usr/bin/env bash
# Memory: resident set size (VmRSS) of `kontor run` at the JVM flags of kontor.service, idle after
# start and sampled every 200 ms during a whole seeded random 4-player game played through the
# HTTP API (bench/ApiGame.java), beside a bare Javalin hello-world jar (bench/hello) at the same
# flags, idle and while it answers the same number of requests. See docs/performance.md.
#
# usage: bench/memory.sh [SEED] [JVM FLAGS...]   (default seed 7, the flags of kontor.service)
#        GAME=catan bench/memory.sh ...             (catan, hansa or elasund instead of Merchants of Europe)
#        KONTOR_JAR=other/kontor.jar bench/memory.sh ...   (another build's jar)
set -euo pipefail
cd "$(dirname "$0")/.."
seed="${1:-7}"
shift || true
if [ $# -gt 0 ]; then
  flags=("$@")
else
  read -r -a flags <<<"$(sed -n 's/^Environment="KONTOR_JAVA_OPTS=\(.*\)"$/\1/p' packaging/src/deb/systemd/kontor.service \
    | sed 's#-D[a-z.]*tmpdir=[^ ]*##g')"
fi
jar="${KONTOR_JAR:-hub/target/kontor.jar}"
mvn -B -ntp -q -pl hub -am test-compile
[ -n "${KONTOR_JAR:-}" ] || mvn -B -ntp -q -pl hub -am package -DskipTests
mvn -B -ntp -q -f bench/hello/pom.xml package
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
rss() { awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status"; }
await() { for _ in $(seq 600); do curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0; sleep 0.1; done; return 1; }
# The peak of VmRSS of PID while the command given runs (its output to OUT), sampled every 200 ms.
peak_during() {
  local pid=$1 out=$2; shift 2
  "$@" >"$out" &
  local load=$! peak=0 now
  while kill -0 $load 2>/dev/null; do
    now=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
    [ "$now" -gt "$peak" ] && peak=$now
    sleep 0.2
  done
  wait $load
  awk -v k="$peak" 'BEGIN {printf "%.1f", k / 1024}'
}
echo "flags: ${flags[*]}; java: $(java -version 2>&1 | head -1); load $(cut -d' ' -f1-3 /proc/loadavg)"

port=$(free_port)
game="${GAME:-merchants}"
java "${flags[@]}" -jar "$jar" run --game "$game" --port "$port" --data "$work/data" >"$work/kontor.out" 2>&1 &
kontor=$!; pids+=($kontor)
await "$port"; sleep 10
kontor_idle=$(rss $kontor)
kontor_peak=$(peak_during $kontor "$work/game.out" java -cp web/target/test-classes:"$jar" bench/ApiGame.java "$port" "$work/data" "$seed" 1000000 "$game")
tail -1 "$work/game.out"
requests=$(grep -oP '[0-9]+(?= requests)' "$work/game.out")
kontor_after=$(rss $kontor)
kontor_hwm=$(awk '/^VmHWM/ {printf "%.1f", $2 / 1024}' "/proc/$kontor/status")
kill $kontor; wait $kontor || true

port=$(free_port)
java "${flags[@]}" -jar bench/hello/target/javalin-hello.jar "$port" >"$work/hello.out" 2>&1 &
hello=$!; pids+=($hello)
await "$port"; sleep 10
hello_idle=$(rss $hello)
hello_peak=$(peak_during $hello "$work/requests.out" java bench/Requests.java "$port" "$requests")
hello_hwm=$(awk '/^VmHWM/ {printf "%.1f", $2 / 1024}' "/proc/$hello/status")
kill $hello; wait $hello || true

printf '%-44s %10s %18s %14s\n' "RSS (MiB)" "idle" "during (sampled)" "VmHWM"
printf '%-44s %10s %18s %14s\n' "kontor run --game $game, a whole game" "$kontor_idle" "$kontor_peak" "$kontor_hwm"
printf '%-44s %10s %18s %14s\n' "bare Javalin, $requests requests" "$hello_idle" "$hello_peak" "$hello_hwm"
echo "kontor after the game: $kontor_after MiB"
