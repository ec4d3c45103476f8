#!/usr/bin/env bash
# The Debian package installed for real (docs/raspberry-pi.md, "Proven in a fresh Debian root"):
#   1. debootstraps a minimal Debian root of RELEASE (bookworm or trixie, the two Debian releases
#      Raspberry Pi OS is built on) with systemd, cached as a tarball in target/deb-install/ and
#      unpacked afresh into a temporary folder for every run,
#   2. boots it with systemd-nspawn (systemd as PID 1, as on a Pi) and runs
#      `apt-get install -y ./kontor_….deb` in it: apt pulls the JRE, our maintainer scripts make the
#      user, the groups and the folders, enable and start the service,
#   3. checks what a Pi user would: the user and its groups, folders and owners, the conffile,
#      `kontor --version`, the service enabled and running as `kontor` in dialout, gpio and spi, HTTP 200
#      on port 7070; plays a seeded random game through the HTTP API (bench/ApiGame.java) and reads
#      the journal in /var/lib/kontor back with `kontor games list`,
#   4. reboots the root: the table is up on 7070 after boot, with the game where it was,
#   5. `apt-get remove` (the service stops, the saved games and the config stay), installs the
#      package again (the table comes back with the game), then `apt-get purge` (the config goes,
#      the saved games stay).
# ARCH arm64 runs the same in an arm64 root through qemu-user (binfmt), without booting it (systemd
# emulated is too slow): the table is started with the unit's ExecStart line as the user kontor.
# BOOT=no does that on amd64 too (where systemd-nspawn cannot boot).
# Needs root, the network to a Debian mirror, and port 7070 free. Not in the default test run:
# several minutes (the first run of a release also debootstraps it: ~6 minutes).
#
# usage: bench/deb-install.sh [bookworm|trixie] [amd64|arm64] [MOVES]     (default: bookworm amd64 60)
set -euo pipefail
cd "$(dirname "$0")/.."
release="${1:-bookworm}"
arch="${2:-amd64}"
moves="${3:-60}"
case "$release" in bookworm|trixie) ;; *) echo "release: bookworm or trixie, not '$release'" >&2; exit 2 ;; esac
case "$arch" in amd64|arm64) ;; *) echo "arch: amd64 or arm64, not '$arch'" >&2; exit 2 ;; esac
[ "$(id -u)" = 0 ] || { echo "needs root: debootstrap, chroot and systemd-nspawn" >&2; exit 2; }
boot="${BOOT:-$([ "$arch" = amd64 ] && echo yes || echo no)}"
port=7070
if ss -Hltn "sport = :$port" | grep -q .; then
  echo "port $port is in use on this machine: the installed table could not listen on it" >&2; exit 2
fi

source bench/checks.sh
install_missing debootstrap=debootstrap
[ "$boot" = yes ] && install_missing systemd-nspawn=systemd-container
[ "$arch" = arm64 ] && install_missing qemu-aarch64-static=qemu-user-static
deb=$(built_package)
work="$PWD/target/deb-install"
mkdir -p "$work"
log="$work/$release-$arch"

[ "$arch" = arm64 ] && register_arm64_binfmt

# 1. A fresh root: debootstrapped once per release and architecture, unpacked afresh every run.
tarball="$work/$release-$arch.tar"
if [ ! -f "$tarball" ]; then
  echo "== debootstrap $release $arch (once; cached in $tarball)"
  rm -rf "$work/bootstrap"
  nice -n 10 debootstrap --variant=minbase --arch="$arch" --include=systemd,systemd-sysv,dbus \
    "$release" "$work/bootstrap" http://deb.debian.org/debian >"$log.debootstrap.log"
  tar -C "$work/bootstrap" -cf "$tarball.partial" . && mv "$tarball.partial" "$tarball" && rm -rf "$work/bootstrap"
fi
rm -f "$log".*.log
root=$(mktemp -d /var/tmp/kontor-root.XXXXXX)
tar -C "$root" -xf "$tarball"
echo "deb http://deb.debian.org/debian $release main" >"$root/etc/apt/sources.list"
cp "$deb" "$root/root/"
pkg="/root/$(basename "$deb")"

container="" leader="" hub=""
mounted=()
stop_container() {
  [ -n "$container" ] || return 0
  inside systemctl poweroff || kill "$container"
  for _ in $(seq 120); do kill -0 "$container" 2>/dev/null || break; sleep 1; done
  container="" leader=""
}
cleanup() {
  [ -n "$hub" ] && kill "$hub" 2>/dev/null || true
  stop_container || true
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" || true; done
  unregister_arm64_binfmt
  rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 143' INT TERM

# A command inside the root: in the booted container (its mount and PID namespaces), or chrooted.
inside() {
  if [ -n "$leader" ]; then
    nsenter -t "$leader" -m -u -i -p -- env DEBIAN_FRONTEND=noninteractive "$@"
  else
    chroot "$root" env DEBIAN_FRONTEND=noninteractive "$@"
  fi
}

start_container() {
  systemd-nspawn -q -b --register=no --keep-unit -D "$root" -M "kontor-$release" >>"$log.console.log" 2>&1 &
  container=$!
  local state="" pid
  for _ in $(seq 180); do   # the container's PID 1: systemd, in its own mount namespace, up
    leader=""
    for pid in $(ps -o pid= --ppid "$container"); do
      if [ "$(readlink "/proc/$pid/ns/mnt")" != "$(readlink /proc/self/ns/mnt)" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = systemd ]; then
        leader=$pid
      fi
    done
    [ -n "$leader" ] && state=$(inside systemctl is-system-running 2>/dev/null || true)
    case "$state" in running|degraded) break ;; esac
    sleep 1
  done
  case "$state" in
    running|degraded) echo "booted: $state, $(inside systemctl --version | head -1)" ;;
    *) echo "systemd-nspawn did not boot the root (state '$state'):"; tail -20 "$log.console.log"; exit 1 ;;
  esac
}

absent() { # absent PATH...: none of the paths exist in the root
  local p
  for p in "$@"; do [ ! -e "$root$p" ] || { echo "$p still there"; return 1; }; done
  echo "gone: $*"
}
present() {
  local p
  for p in "$@"; do [ -e "$root$p" ] || { echo "$p is gone"; return 1; }; done
  echo "kept: $*"
}
http_down() {
  if curl -s -o /dev/null "http://localhost:$port/"; then echo "port $port still answers"; return 1; fi
  echo "nothing listens on port $port"
}
not_installed() {
  if inside dpkg-query -W -f '${db:Status-Abbrev}' kontor 2>/dev/null | grep -q '^[ric]'; then
    echo "dpkg still knows kontor"; return 1
  fi
  echo "not installed, no config files"
}
restarted() { # restarted PID: the service runs, under another main PID
  local now
  now=$(inside systemctl show -p MainPID --value kontor)
  echo "main PID $now"
  [ "$now" != "$1" ] && [ "$now" != 0 ]
}
games_list() { inside runuser -u kontor -- kontor games list --data /var/lib/kontor; }

# The unit's ExecStart line as the user kontor, in its working folder, with its environment (no systemd).
unit_start() {
  local unit env exec_start
  unit=$(ls "$root"/usr/lib/systemd/system/kontor.service "$root"/lib/systemd/system/kontor.service 2>/dev/null | head -1)
  env=$(sed -n "s/^Environment=\"\(.*\)\"\$/'\1'/p" "$unit" | tr '\n' ' ')
  exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
  inside install -d -o kontor -g kontor -m 0750 /var/lib/kontor/tmp   # systemd's StateDirectory=
  # chroot, sh and env each exec the next, so that $hub is the table's own process: a signal reaches
  # it, and its exit code is the table's (through runuser, or a function run in the background, the
  # signal stopped at a parent and the table kept running after the script)
  chroot --userspec="$(inside id -u kontor):$(inside id -g kontor)" --groups="$(inside id -G kontor | tr ' ' ,)" "$root" \
    sh -c "cd /var/lib/kontor && exec env $env $exec_start" >"$log.hub.log" 2>&1 &
  hub=$!
}
# the user and groups of the process serving the port
server_identity() {
  local pid
  if [ -n "$leader" ]; then
    pid=$(inside systemctl show -p MainPID --value kontor)
    inside grep -E '^(Uid|Gid|Groups):' "/proc/$pid/status" | tr '\n' ' '
  else
    pid=$(ss -Hltnp "sport = :$port" | grep -oP 'pid=\K[0-9]+' | head -1)
    grep -E '^(Uid|Gid|Groups):' "/proc/$pid/status" | tr '\n' ' '
  fi
}
# the running server's identity, if it is the user kontor with every one of $service_groups among its groups
server_in_groups() {
  local status group gid
  status=$(server_identity)
  echo "$status"
  grep -Eq "^Uid:\s+$(inside id -u kontor)\s" <<<"$status" || return 1
  for group in $service_groups; do
    gid=$(inside getent group "$group" | cut -d: -f3)
    [ -n "$gid" ] && grep -Eq "Groups:.*\b$gid\b" <<<"$status" || return 1
  done
}

echo "== $(basename "$deb") in a fresh Debian $release $arch root ($([ "$boot" = yes ] && echo booted by systemd-nspawn || echo chroot)), $(date -u '+%Y-%m-%d %H:%M UTC')"
if [ "$boot" = yes ]; then
  start_container
else
  for fs in proc sys dev; do
    mount --bind "/$fs" "$root/$fs" && mounted+=("$root/$fs")
  done
fi

# 2. apt-get install ./kontor_….deb, as a Pi user types it.
echo "== apt-get install -y $pkg"
inside apt-get update -qq >"$log.apt.log" 2>&1
if ! inside nice -n 10 apt-get install -y "$pkg" >>"$log.apt.log" 2>&1; then
  echo "FAIL apt-get install:"; tail -30 "$log.apt.log"; exit 1
fi
grep -E '^[0-9]+ upgraded|kontor|^(Created|Removed) symlink|adduser|warning|error' "$log.apt.log" | grep -v -E '^(Get|Unpacking|Preparing)' | head -12

# 3. What the install made.
check "Java installed by the dependency" has '^ii +openjdk-[0-9]+-jre-headless' inside sh -c "dpkg-query -W -f '\${db:Status-Abbrev} \${Package} \${Version}\n' 'openjdk-*-jre-headless' | grep '^ii'"
check "the user kontor, a system user without login" has '^kontor:x:[0-9]+:[0-9]+:[^:]*:/var/lib/kontor:/usr/sbin/nologin$' inside getent passwd kontor
check "in the groups dialout, gpio and spi" in_groups inside id -nG kontor
check "/var/lib/kontor owned by kontor, not readable by others" has '^kontor:kontor 750' inside stat -c '%U:%G %a %n' /var/lib/kontor
check "the config, a conffile owned by root" has '/etc/kontor/kontor.yaml [0-9a-f]{32}' inside dpkg-query -W -f '${Conffiles}' kontor
check "kontor --version (root)" has '^kontor [0-9]' inside nice -n 10 kontor --version
check "kontor --version (the user kontor)" has '^kontor [0-9]' inside runuser -u kontor -- nice -n 10 kontor --version
check "which Java the kontor command runs" inside sh -c 'readlink -f "$(command -v java)"'

if [ "$boot" = yes ]; then
  check "kontor.service enabled" has '^enabled$' inside systemctl is-enabled kontor
  check "table up on $port after the install" http_up 180
  check "kontor.service active" has '^active$' inside systemctl is-active kontor
else
  unit_start
  check "table up on $port from the unit's ExecStart line as kontor" http_up 1200
fi
check "the server runs as kontor in dialout, gpio and spi" server_in_groups

echo "== a seeded random game through the API, $moves moves"
java -cp web/target/test-classes:"$root/usr/share/kontor/kontor.jar" bench/ApiGame.java "$port" "$root/var/lib/kontor" 21 "$moves" | tail -1
check "the journal in /var/lib/kontor, read back by kontor games list" has "merchants +europe-short +Ana,Ben,Cai,Dee +$moves " games_list
check "its files owned by kontor" has '^kontor:kontor' inside stat -c '%U:%G %n' /var/lib/kontor/games.db
before=$(api_version)
[ "$boot" = yes ] && check "logs in the journal" has 'table started on port 7070' inside journalctl -u kontor --no-pager -n 30

if [ "$boot" = yes ]; then
  # 4. After a reboot.
  echo "== reboot"
  stop_container
  start_container
  check "kontor.service enabled and active after boot" has '^active$' inside systemctl is-active kontor
  check "table up on $port after boot" http_up 180
  check "the game resumed where it was ($before)" has "$before" api_version
else
  kill "$hub"
  wait "$hub" && code=0 || code=$?
  hub=""
  check "SIGTERM (systemctl stop) ends the table with 143, the unit's SuccessExitStatus" test "$code" = 143
fi

if [ "$boot" = yes ]; then
  # An update: the same package with a higher version, over a config the user changed.
  echo "== apt-get install -y ./kontor_…+update_all.deb (an update, after editing /etc/kontor/kontor.yaml)"
  rm -rf "$work/update" && dpkg-deb -R "$deb" "$work/update"
  sed -i 's/^Version: .*/&+update/' "$work/update/DEBIAN/control"
  dpkg-deb -b "$work/update" "$root/root/kontor_update_all.deb" >/dev/null && rm -rf "$work/update"
  sed -i 's/^language: en$/language: es/' "$root/etc/kontor/kontor.yaml"
  pid=$(inside systemctl show -p MainPID --value kontor)
  inside apt-get install -y /root/kontor_update_all.deb >>"$log.apt.log" 2>&1
  check "the new version installed" has '^ii +[^ ]+\+update' inside dpkg-query -W -f '${db:Status-Abbrev} ${Version}' kontor
  check "the service restarted (main PID $pid before)" restarted "$pid"
  check "the user's config kept" grep -x 'language: es' "$root/etc/kontor/kontor.yaml"
  check "table up on $port after the update" http_up 180
  check "the game resumed where it was ($before)" has "$before" api_version
fi

# 5. remove, install again, purge.
echo "== apt-get remove -y kontor"
inside apt-get remove -y kontor >>"$log.apt.log" 2>&1
check "dpkg state: removed, config files kept" has '^rc ' inside dpkg-query -W -f '${db:Status-Abbrev} ${Version}' kontor
[ "$boot" = yes ] && check "the service stopped" http_down
check "the program gone" absent /usr/share/kontor/kontor.jar /usr/bin/kontor /lib/systemd/system/kontor.service /usr/lib/systemd/system/kontor.service
check "the config and the saved games kept" present /etc/kontor/kontor.yaml /var/lib/kontor/games.db
check "the user kept" inside getent passwd kontor

echo "== apt-get install -y $pkg (again, after the remove)"
inside apt-get install -y "$pkg" >>"$log.apt.log" 2>&1
if [ "$boot" = yes ]; then
  check "kontor.service enabled" has '^enabled$' inside systemctl is-enabled kontor
  check "table up on $port again" http_up 180
  check "with the saved game ($before)" has "$before" api_version
else
  check "the saved game listed again" has "merchants +europe-short +Ana,Ben,Cai,Dee +$moves " games_list
fi

echo "== apt-get purge -y kontor"
inside apt-get purge -y kontor >>"$log.apt.log" 2>&1
check "dpkg: neither installed nor its config files" not_installed
check "the config gone" absent /etc/kontor/kontor.yaml
check "the service's links gone" absent /etc/systemd/system/multi-user.target.wants/kontor.service /etc/systemd/system/kontor.service
check "the saved games kept (deleted by hand only)" present /var/lib/kontor/games.db
[ "$boot" = yes ] && check "nothing listens on $port" http_down

echo "== $fails failed; logs: $log.*.log"
[ "$fails" = 0 ]
