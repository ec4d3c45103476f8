#!/usr/bin/env bash
# The arm64 proof (docs/raspberry-pi.md): the packaged kontor.jar on Debian's arm64 OpenJDK 17,
# run on this (x86-64) machine by qemu-user. It
#   1. unpacks the arm64 openjdk-17-jre-headless and its dependencies into a folder (a private apt
#      state for arm64: the host's dpkg and its architectures are not touched),
#   2. unpacks kontor_*_all.deb, and runs its jar with the JVM flags of its kontor.service,
#   3. plays a script with `kontor play`, starts the table with the unit's ExecStart arguments,
#      gets HTTP 200, plays a seeded random game through the HTTP API as four phones would,
#      reads the SQLite journal back with `kontor games list`, and lists the serial ports with
#      `kontor doctor`,
#   4. shows which native libraries (sqlite-jdbc, jSerialComm) the arm64 JVM mapped, and what they are.
# Slow: everything runs emulated (several minutes). Needs root for apt-get install qemu-user-static
# only if it is missing.
#
# usage: bench/arm64.sh [MOVES]      (moves of the API game, default 200)
set -euo pipefail
cd "$(dirname "$0")/.."
moves="${1:-200}"
work="$PWD/target/arm64"
mkdir -p "$work"

if ! command -v qemu-aarch64-static >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qemu-user-static
fi

# 1. Debian's arm64 Java 17, unpacked (cached in target/arm64/root).
root="$work/root"
java_arm64="$root/usr/lib/jvm/java-17-openjdk-arm64/bin/java"
if [ ! -x "$java_arm64" ]; then
  apt="$work/apt"
  mkdir -p "$apt"/etc/apt/{sources.list.d,preferences.d,apt.conf.d} "$apt"/var/lib/apt/lists/partial \
           "$apt"/var/cache/apt/archives/partial "$apt"/var/lib/dpkg
  touch "$apt/var/lib/dpkg/status"
  cp /etc/apt/sources.list.d/debian.sources "$apt/etc/apt/sources.list.d/" 2>/dev/null || cp /etc/apt/sources.list "$apt/etc/apt/"
  opts=(-o "Dir=$apt" -o "Dir::State::status=$apt/var/lib/dpkg/status" -o APT::Architecture=arm64
        -o APT::Architectures::=arm64 -o Dir::Etc::TrustedParts=/etc/apt/trusted.gpg.d -o Debug::NoLocking=1)
  apt-get "${opts[@]}" -qq update
  apt-get "${opts[@]}" -qq -y install --download-only --no-install-recommends openjdk-17-jre-headless
  rm -rf "$root" && mkdir -p "$root"
  for deb in "$apt"/var/cache/apt/archives/*.deb; do dpkg-deb -x "$deb" "$root"; done
  # absolute symlinks (jvm.cfg -> /etc/java-17-openjdk/...) would point into the host: make them relative
  find "$root" -type l -lname '/*' | while read -r link; do
    ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$root$(readlink "$link")")" "$link"
  done
fi
arm64=(nice -n 10 qemu-aarch64-static -L "$root" "$java_arm64")

# 2. The package, unpacked; the unit's JVM flags, with /var/lib/kontor moved to a folder here.
deb=$(ls packaging/target/kontor_*_all.deb 2>/dev/null | head -1 || true)
if [ -z "$deb" ] || [ ! -d web/target/test-classes ]; then
  mvn -B -ntp -q -pl packaging -am package -DskipTests
  deb=$(ls packaging/target/kontor_*_all.deb | head -1)
fi
pkg="$work/kontor"
rm -rf "$pkg" "$work/state" && mkdir -p "$pkg" "$work/state/tmp"
dpkg-deb -x "$deb" "$pkg"
unit="$pkg/usr/lib/systemd/system/kontor.service"
flags=$(sed -n 's/^Environment="KONTOR_JAVA_OPTS=\(.*\)"$/\1/p' "$unit" | sed "s#/var/lib/kontor#$work/state#g")
read -r -a flags <<<"$flags"
exec_start=$(sed -n 's/^ExecStart=\/usr\/bin\/kontor //p' "$unit" | sed "s#/etc/kontor#$pkg/etc/kontor#g")
read -r -a exec_start <<<"$exec_start"
jar="$pkg/usr/share/kontor/kontor.jar"
echo "== package: $(basename "$deb"); unit flags: ${flags[*]}"
echo "== host: $(uname -m); java: $(file -b "$java_arm64" | cut -d, -f1-2)"
"${arm64[@]}" -XshowSettings:properties -version 2>&1 | grep -E '^\s+(os.arch|java.vm.version|java.home) ='
"${arm64[@]}" "${flags[@]}" -jar "$jar" --version

# 3a. A script played by the rules on arm64.
echo "== kontor play --board europe-short --players 4 --setup fixed --dice table --state public short-fixed-four-turns.jsonl"
"${arm64[@]}" "${flags[@]}" -jar "$jar" play --board europe-short --players 4 --setup fixed --dice table --state public \
  hub/src/test/resources/scripts/short-fixed-four-turns.jsonl | tail -1 | cut -c1-200

# 3b. The table, started with the unit's ExecStart arguments (a free port, the folder here).
echo "== kontor ${exec_start[*]} --port 0 --data $work/state"
start=$(date +%s%N)
"${arm64[@]}" "${flags[@]}" -jar "$jar" "${exec_start[@]}" --port 0 --data "$work/state" >"$work/hub.out" 2>&1 &
hub=$!
trap 'kill $hub 2>/dev/null || true' EXIT
port=""
for _ in $(seq 2400); do
  port=$(grep -oP 'Dashboard:\s+http://localhost:\K[0-9]+' "$work/hub.out" || true)
  [ -n "$port" ] && break
  kill -0 $hub 2>/dev/null || { cat "$work/hub.out"; exit 1; }
  sleep 0.5
done
[ -n "$port" ] || { echo "the table did not start"; cat "$work/hub.out"; exit 1; }
code=$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/")
echo "table served HTTP $code on port $port after $(( ($(date +%s%N) - start) / 1000000 )) ms (emulated)"
[ "$code" = 200 ]
echo "== natives mapped by the arm64 JVM (pid $hub):"
grep -oE '/[^ ]*(sqlitejdbc|jSerialComm)[^ ]*\.so' "/proc/$hub/maps" | sort -u | while read -r so; do
  echo "$so: $(file -b "$so" | cut -d, -f1-2)"
done
java -cp web/target/test-classes:"$jar" bench/ApiGame.java "$port" "$work/state" 7 "$moves" | tail -2
echo "== kontor games list (the journal, read by the arm64 JVM while the table runs)"
"${arm64[@]}" "${flags[@]}" -jar "$jar" games list --data "$work/state"

# 4. jSerialComm on arm64: kontor doctor lists the serial ports (none here) through its native library.
echo "== kontor doctor --watch 3"
"${arm64[@]}" "${flags[@]}" -jar "$jar" doctor --watch 3 2>&1 | head -5
# jSerialComm keeps what it unpacked: the library the arm64 JVM loaded, in the folder the unit names
find "$work/state/tmp" -name 'libjSerialComm.so' | while read -r so; do
  echo "$so: $(file -b "$so" | cut -d, -f1-2)"
done

kill $hub
wait $hub || echo "table stopped with exit code $? (143: SIGTERM, as systemctl stop)"
trap - EXIT
