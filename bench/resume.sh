#!/usr/bin/env bash
# Resume after kill -9: `kontor run` plays a seeded random 4-player Merchants of Europe game (on
# europe-main, whose games are long enough) of
# MOVES commands through its HTTP API (bench/ApiGame.java) and is killed with SIGKILL; then starts
# on that data folder (each ended with SIGKILL again) alternate with starts on a fresh empty data
# folder, each timed to the table being ready (first 200 on /api/public/state). Prints each run
# and the median extra time of the resume over the empty start. The starts go through the
# package's kontor command (KONTOR_JAVA_OPTS=FLAGS), as the unit's do: with the class archive it
# makes itself (its training run, done here first). See docs/performance.md.
#
# usage: bench/resume.sh [MOVES] [RUNS] [JVM FLAGS...]   (default 2000 moves, 11 runs, the flags of kontor.service)
#        KONTOR_JAR=other/kontor.jar bench/resume.sh ...   (another build's jar; the game is played with it too)
#        BEFORE_JAR=old/kontor.jar bench/resume.sh ...      (that build's jar as A, this one as B, by turns in the same run,
#                                                           both through the kontor command, each with its own class archive;
#                                                           with BEFORE_LAUNCH=java, A is started with java FLAGS -jar,
#                                                           as a build before the archive must be;
#                                                           with BEFORE_SCHEMA=6, A resumes a copy without checkpoints,
#                                                           at schema 6, for a build before them: needs sqlite3)
#        KONTOR_CLASS_ARCHIVE=off bench/resume.sh ...       (B's kontor command without its class archive)
set -euo pipefail
cd "$(dirname "$0")/.."
moves="${1:-2000}"
runs="${2:-11}"
shift 2 || shift $# || true
if [ $# -gt 0 ]; then
  flags=("$@")
else
  read -r -a flags <<<"$(sed -n 's/^Environment="KONTOR_JAVA_OPTS=\(.*\)"$/\1/p' packaging/src/deb/systemd/kontor.service \
    | sed 's#-D[a-z.]*tmpdir=[^ ]*##g')"
fi
jar="${KONTOR_JAR:-hub/target/kontor.jar}"
[ -n "${KONTOR_JAR:-}" ] || mvn -B -ntp -q -pl hub -am package -DskipTests
[ -d web/target/test-classes ] || mvn -B -ntp -q -pl web -am test-compile
work=$(mktemp -d)
hub=
trap '[ -n "$hub" ] && kill -9 $hub 2>/dev/null; rm -rf "$work"' EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "kontor: $jar; flags: ${flags[*]}; java: $(java -version 2>&1 | head -1); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
java "${flags[@]}" -jar "$jar" run --port "$port" --data "$work/game" >"$work/hub.out" 2>&1 &
hub=$!
for _ in $(seq 600); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
java -cp web/target/test-classes:"$jar" bench/ApiGame.java "$port" "$work/game" 7 "$moves" merchants-main | tail -1
kill -9 $hub; wait $hub 2>/dev/null || true; hub=
. bench/class-archive.sh
export KONTOR_JAVA_OPTS="${flags[*]}"
kontor_launcher "$jar" "$work/kontor"
kontor=(env KONTOR_CACHE="$work/kontor/cache" "$work/kontor/bin/kontor")
if [ -n "${BEFORE_JAR:-}" ]; then
  echo "A: $BEFORE_JAR; B: $jar"
  # BEFORE_SCHEMA=6: the build before checkpoints (schema 6) refuses a newer journal: A resumes a
  # copy taken back to schema 6 (the same games and moves, no checkpoints), B the journal as played.
  mkdir -p "$work/game-a" && cp "$work/game/games.db" "$work/game/games.acknowledged" "$work/game-a/"
  [ "${BEFORE_SCHEMA:-}" != 6 ] || sqlite3 "$work/game-a/games.db" 'DROP TABLE IF EXISTS checkpoints; PRAGMA user_version = 6;'
  if [ "${BEFORE_LAUNCH:-kontor}" = java ]; then
    before=(java "${flags[@]}" -jar "$BEFORE_JAR")
  else
    kontor_launcher "$BEFORE_JAR" "$work/kontor-a"
    before=(env KONTOR_CACHE="$work/kontor-a/cache" "$work/kontor-a/bin/kontor")
  fi
  java bench/ResumeBench.java "$runs" "$port" "$work/game-a,$work/game" -- "${before[@]}" run --port PORT --data DATA \
    --vs "${kontor[@]}" run --port PORT --data DATA
else
  java bench/ResumeBench.java "$runs" "$port" "$work/game" -- "${kontor[@]}" run --port PORT --data DATA
fi
