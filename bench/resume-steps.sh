#!/usr/bin/env bash
# Where a resume's time goes, step by step on a cold JVM at the unit's flags (bench/ResumeSteps.java):
# plays a seeded random 2,000-command Merchants of Europe game (europe-main) through the HTTP API as
# bench/resume.sh does, kills the hub with SIGKILL, then times the opening of that game RUNS times
# in fresh JVMs, each on a copy of the journal; with BEFORE_JAR, that build's jar and this one by
# turns (A and B). Prints every run and each step's median process CPU. See docs/performance.md.
#
# usage: bench/resume-steps.sh [MOVES] [RUNS]          (default 2000 moves, 9 runs)
#        KONTOR_JAR=… BEFORE_JAR=… bench/resume-steps.sh …
#        GAME_DATA=folder bench/resume-steps.sh …   (a data folder holding a killed game already: none is played)
#        each build uses the class archive the kontor command makes for it (KONTOR_CLASS_ARCHIVE=off: none;
#        BEFORE_LAUNCH=java: A without one, as a build before the archive must be);
#        BEFORE_SCHEMA=6: A reads a copy without checkpoints (a build before them)
set -euo pipefail
cd "$(dirname "$0")/.."
moves="${1:-2000}"
runs="${2:-9}"
read -r -a flags <<<"$(sed -n 's/^Environment="KONTOR_JAVA_OPTS=\(.*\)"$/\1/p' packaging/src/deb/systemd/kontor.service \
  | sed 's#-D[a-z.]*tmpdir=[^ ]*##g')"
jar="${KONTOR_JAR:-hub/target/kontor.jar}"
[ -n "${KONTOR_JAR:-}" ] || mvn -B -ntp -q -pl hub -am package -DskipTests
[ -d web/target/test-classes ] || mvn -B -ntp -q -pl web -am test-compile
work=$(mktemp -d)
hub=
trap '[ -n "$hub" ] && kill -9 $hub 2>/dev/null; rm -rf "$work"' EXIT
javac -d "$work/classes" -cp "$jar" bench/ResumeSteps.java
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "flags: ${flags[*]}; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ -n "${GAME_DATA:-}" ]; then
  mkdir -p "$work/game" && cp "$GAME_DATA/games.db" "$work/game/"
  [ ! -f "$GAME_DATA/games.acknowledged" ] || cp "$GAME_DATA/games.acknowledged" "$work/game/"   # the count the start checks
else
  java "${flags[@]}" -jar "$jar" run --port "$port" --data "$work/game" >"$work/hub.out" 2>&1 &
  hub=$!
  for _ in $(seq 600); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
  java -cp web/target/test-classes:"$jar" bench/ApiGame.java "$port" "$work/game" 7 "$moves" merchants-main | tail -1
  kill -9 $hub; wait $hub 2>/dev/null || true; hub=
fi
# B as the kontor command starts it: with the class archive it makes (its training run, done here first)
. bench/class-archive.sh
export KONTOR_JAVA_OPTS="${flags[*]}"
kontor_launcher "$jar" "$work/kontor"
archive=$(ls "$work"/kontor/cache/kontor-*.jsa 2>/dev/null || true)
jar="$work/kontor/share/kontor/kontor.jar"
builds=("B $jar")
archive_a=
if [ -n "${BEFORE_JAR:-}" ]; then
  builds=("A $BEFORE_JAR" "B $jar")
  if [ "${BEFORE_LAUNCH:-kontor}" != java ]; then
    kontor_launcher "$BEFORE_JAR" "$work/kontor-a"
    archive_a=$(ls "$work"/kontor-a/cache/kontor-*.jsa 2>/dev/null || true)
    builds=("A $work/kontor-a/share/kontor/kontor.jar" "B $jar")
  fi
fi
for i in $(seq "$runs"); do
  for b in "${builds[@]}"; do
    mkdir -p "$work/copy" && cp "$work/game/games.db" "$work/copy/"
    [ ! -f "$work/game/games.acknowledged" ] || cp "$work/game/games.acknowledged" "$work/copy/"
    # the build before checkpoints reads schema 6: its copy without them
    [ "${b%% *}" = B ] || [ "${BEFORE_SCHEMA:-}" != 6 ] || sqlite3 "$work/copy/games.db" 'DROP TABLE IF EXISTS checkpoints; PRAGMA user_version = 6;' 
    cds=()
    [ "${b%% *}" = A ] || [ -z "$archive" ] || cds=(-XX:SharedArchiveFile="$archive")
    [ "${b%% *}" = B ] || [ -z "$archive_a" ] || cds=(-XX:SharedArchiveFile="$archive_a")
    echo "${b%% *} $(java "${flags[@]}" "${cds[@]}" -cp "${b#* }:$work/classes" ResumeSteps "$work/copy" 2>/dev/null)"
    rm -rf "$work/copy"
  done
done | tee "$work/runs.txt"
echo "load $(cut -d' ' -f1-3 /proc/loadavg); medians of the process's CPU ms per step:"
python3 - "$work/runs.txt" <<'PY'
import re, statistics, sys
steps = {}
for line in open(sys.argv[1]):
    for m in re.finditer(r'(\w+) (\d+)/(\d+)/(\d+)', line):
        steps.setdefault(line[0], {}).setdefault(m.group(1), []).append(int(m.group(4)))
for build, found in sorted(steps.items()):
    resume = [sum(v) for v in zip(found['parse'], found['replay'], found['views'])]
    print(build, '  '.join(f'{k} {statistics.median(v):.0f}' for k, v in found.items()),
          f'  parse+replay+views {statistics.median(resume):.0f} (n {len(resume)})')
PY
