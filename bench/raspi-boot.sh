#!/usr/bin/env bash
# The package on an emulated Raspberry Pi 3 B (docs/raspberry-pi.md, "Booted on an emulated
# Raspberry Pi"): qemu's raspi3b machine, the Pi's own SoC (BCM2837: four Cortex-A53 cores, 1 GB,
# its SD card, UART and GPIO controller), booting Debian bookworm arm64 with Debian's kernel and
# the Pi 3 B's device tree, with udev and systemd. It
#   1. debootstraps the card's root once (cached in target/raspi/), makes a 4 GB SD card image of
#      it, and boots it; the Pi's serial console (autologin as root) is how the script types,
#   2. runs `apt-get install -y ./kontor_….deb` on the Pi (apt fetches Java from the mirror, through
#      qemu's user network) and checks the service, HTTP 200 on port 7070 (forwarded to $PORT here),
#   3. wires two pins in /etc/kontor/kontor.yaml (a roll button on GPIO17, an LED on GPIO23) and
#      checks that the service, as the user kontor, holds them on the Pi's GPIO chip
#      (pinctrl-bcm2835), and that `kontor doctor` lists the Pi's serial ports,
#   4. plays a seeded random game through the HTTP API from here, reads the journal back,
#   5. powers the Pi off and on again (a cold boot): the table is up after boot with the game where
#      it was, the pins held again; prints the boot's timings and the hub's memory.
# Everything on the Pi runs emulated instruction by instruction (qemu's TCG): no speed figure for
# a Pi. Needs root, the network to a Debian mirror, and $PORT free. Not in the default test run:
# about 15 minutes on a quiet host, the first run another 20 for the debootstrap (the kernel's initramfs, emulated).
#
# usage: sudo bench/raspi-boot.sh [MOVES]      (moves of the API game, default 40; PORT=17070)
set -euo pipefail
cd "$(dirname "$0")/.."
moves="${1:-40}"
port="${PORT:-17070}"
[ "$(id -u)" = 0 ] || { echo "needs root: debootstrap, chroot, mkfs" >&2; exit 2; }
if ss -Hltn "sport = :$port" | grep -q .; then
  echo "port $port is in use on this machine: set PORT to a free one" >&2; exit 2
fi
source bench/checks.sh
install_missing debootstrap=debootstrap qemu-system-aarch64=qemu-system-arm qemu-aarch64-static=qemu-user-static
deb=$(built_package)
work="$PWD/target/raspi"
mkdir -p "$work"
register_arm64_binfmt

qemu="" reader="" root=""
cleanup() {
  exec 3>&- 2>/dev/null || true
  [ -n "$qemu" ] && kill "$qemu" 2>/dev/null || true
  [ -n "$reader" ] && kill "$reader" 2>/dev/null || true
  [ -n "$root" ] && rm -rf "$root"
  unregister_arm64_binfmt
}
trap cleanup EXIT
trap 'exit 143' INT TERM

# 1. The card: Debian bookworm arm64 with Debian's kernel (which has the Pi 3 B's device tree),
#    udev, systemd, and the gpiod tools to look at the pins with. Debootstrapped once.
tarball="$work/bookworm-arm64-pi.tar"
if [ ! -f "$tarball" ]; then
  echo "== debootstrap bookworm arm64 with a kernel (once; cached in $tarball)"
  rm -rf "$work/bootstrap"
  nice -n 10 debootstrap --variant=minbase --arch=arm64 \
    --include=systemd,systemd-sysv,dbus,udev,kmod,linux-image-arm64,iproute2,curl,ca-certificates,procps,gpiod \
    bookworm "$work/bootstrap" http://deb.debian.org/debian >"$work/debootstrap.log"
  tar -C "$work/bootstrap" -cf "$tarball.partial" . && mv "$tarball.partial" "$tarball" && rm -rf "$work/bootstrap"
fi
root=$(mktemp -d /var/tmp/kontor-pi.XXXXXX)
tar -C "$root" -xf "$tarball"
echo kontor >"$root/etc/hostname"
printf '127.0.0.1 localhost\n127.0.1.1 kontor\n' >"$root/etc/hosts"
echo "deb http://deb.debian.org/debian bookworm main" >"$root/etc/apt/sources.list"
echo "/dev/mmcblk0 / ext4 defaults 0 1" >"$root/etc/fstab"
# qemu's user network: DHCP and a DNS forwarder at 10.0.2.3
rm -f "$root/etc/resolv.conf" && echo "nameserver 10.0.2.3" >"$root/etc/resolv.conf"
printf '[Match]\nName=eth* usb* en*\n\n[Network]\nDHCP=yes\n' >"$root/etc/systemd/network/20-wired.network"
chroot "$root" systemctl enable -q systemd-networkd systemd-networkd-wait-online
mkdir -p "$root/etc/systemd/system/serial-getty@ttyS1.service.d"
printf '[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin root --noclear --keep-baud 115200 %%I $TERM\n' \
  >"$root/etc/systemd/system/serial-getty@ttyS1.service.d/autologin.conf"
cp "$deb" "$root/root/"
pkg="/root/$(basename "$deb")"
kernel=$(ls "$root"/boot/vmlinuz-* | head -1)
cp "$kernel" "$work/vmlinuz"
cp "$root/boot/initrd.img-${kernel##*/vmlinuz-}" "$work/initrd.img"
cp "$root/usr/lib/linux-image-${kernel##*/vmlinuz-}/broadcom/bcm2837-rpi-3-b.dtb" "$work/pi3b.dtb"
rm -f "$work/sd.img"
mkfs.ext4 -q -F -L kontor -d "$root" "$work/sd.img" 4G     # an SD card's size is a power of two in qemu
rm -rf "$root"
root=""

# 2. Boot. The console is the Pi 3's header UART (the mini UART, /dev/ttyS1; its PL011 belongs to
#    the Bluetooth chip, which the kernel fails to find and leaves the UART unusable); qemu reads
#    and writes it through two fifos. A "reboot" here is a power cycle: -no-reboot ends qemu, the script starts it.
console="$work/console.log"
boot() {
  rm -f "$work/serial.in" "$work/serial.out"
  # a fresh console: the last boot's shell may have answered @@READY42 more than once (the calls
  # queue up while it boots), and a stale answer must not pass for this boot's
  : >"$console"
  mkfifo "$work/serial.in" "$work/serial.out"
  qemu-system-aarch64 -M raspi3b -kernel "$work/vmlinuz" -initrd "$work/initrd.img" -dtb "$work/pi3b.dtb" \
    -append "console=ttyS1,115200 root=/dev/mmcblk0 rootfstype=ext4 rw rootwait net.ifnames=0" \
    -drive file="$work/sd.img",if=sd,format=raw,cache=unsafe -netdev user,id=net0,hostfwd=tcp:127.0.0.1:"$port"-:7070 \
    -device usb-net,netdev=net0 -serial null -serial pipe:"$work/serial" -display none -monitor none -no-reboot \
    >>"$work/qemu.log" 2>&1 &
  qemu=$!
  booted_at=$(date +%s)
  cat "$work/serial.out" >>"$console" &
  reader=$!
  exec 3>"$work/serial.in"
  # the login shell is up when it answers; it then echoes nothing, prompts nothing, and the kernel's
  # messages stay off the console
  local i
  for i in $(seq 120); do
    echo 'echo @@READY$((40+2))' >&3
    if grep -aq '@@READY42' "$console"; then break; fi
    kill -0 "$qemu" 2>/dev/null || { echo "qemu ended:"; tail -20 "$console" "$work/qemu.log"; exit 1; }
    sleep 5
  done
  grep -aq '@@READY42' "$console" || { echo "no login on the console after 10 minutes:"; tail -30 "$console"; exit 1; }
  : >"$console"
  # the Pi has no clock of its own: Raspberry Pi OS sets it from the network (NTP) at boot, this from here
  pi "stty -F /dev/ttyS1 -echo; export PS1= PS2=; dmesg -n 1; date -s @$(date +%s)" >/dev/null ||
    { echo "the Pi's console stopped answering after its login:"; tail -30 "$console"; exit 1; }
  echo "booted: console up after $(($(date +%s) - booted_at)) s ($(pi 'tr -d "\0" </proc/device-tree/model'), $(pi 'uname -sr'))"
}
# pi COMMAND: runs a shell line on the Pi's console, prints its output, returns its exit status
pi() {
  local mark from status
  mark=$(date +%s%N)           # told apart by the time it was sent: pi runs in $(…) subshells too
  from=$(($(stat -c %s "$console") + 1))
  # one line, read whole before it runs: a second line typed meanwhile can be flushed by the
  # command (apt resets the terminal); stdin is not the console, for the same reason
  printf '{ %s\n} </dev/null; printf "\\n@@%%s %%s\\n" %s $?\n' "$1" "$mark" >&3
  for _ in $(seq "${PI_WAIT:-600}"); do
    grep -aq "^@@$mark " "$console" && break
    sleep 1
  done
  status=$(grep -a "^@@$mark " "$console" | head -1 | cut -d' ' -f2 | tr -d '\r')
  [ -n "$status" ] || { echo "no answer on the console in ${PI_WAIT:-600} s to: $1"; return 124; }
  # bash's bracketed-paste switches (ESC[?2004h, ESC[?2004l) are not the command's output, nor
  # the marker's own new line (the output may not end in one)
  tail -c "+$from" "$console" | tr -d '\r' | sed 's/\x1b\[?2004[hl]//g' | sed "/^@@$mark /,\$d" | sed '/^$/d'
  return "$status"
}
power_off() {
  pi 'systemctl poweroff' >/dev/null || true
  for _ in $(seq 300); do kill -0 "$qemu" 2>/dev/null || break; sleep 1; done
  kill "$qemu" 2>/dev/null || true
  wait "$qemu" 2>/dev/null || true
  exec 3>&-
  kill "$reader" 2>/dev/null || true
  qemu="" reader=""
}
has_pi() { has "$1" pi "$2"; }
# attached [COMMAND]: runs the command on the Pi, then waits (15 minutes at most) for the hub's
# "Hardware:" line after it (without one: in this boot): the pins are attached once the table has
# opened, after its first HTTP 200
attached() {
  local since="-b"
  [ $# = 0 ] || since="--since @\$t"
  pi "t=\$(date +%s); ${1:-true}; for i in \$(seq 900); do journalctl -u kontor $since --no-pager -o cat | grep -m1 'Hardware:' && break; sleep 1; done"
}
# GPIO17 and GPIO23 on the chip of the Pi's header pins, as gpioinfo shows them (a line in use says [used])
pins="gpioinfo \$(gpiodetect | awk '/pinctrl-bcm2835/ {print \$1}') | grep -E 'line +(17|23):' | tr -s '\t\n ' ' '"

echo "== $(basename "$deb") on an emulated Raspberry Pi 3 B (qemu raspi3b), Debian bookworm arm64, $(date -u '+%Y-%m-%d %H:%M UTC')"
boot
check "the Pi's GPIO chip and serial ports" has_pi 'pinctrl-bcm2835' 'gpiodetect; ls -l /dev/gpiochip* /dev/ttyS1'
check "on the network" has_pi 'inet 10\.0\.2\.' 'ip -4 -o addr show scope global'

echo "== apt-get install -y $pkg"
if ! PI_WAIT=3600 pi "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y $pkg >/root/apt.log 2>&1" >/dev/null; then
  echo "FAIL apt-get install:"; pi 'tail -30 /root/apt.log'; exit 1
fi
pi "grep -E '^[0-9]+ upgraded|^Setting up kontor|symlink' /root/apt.log"
check "Java installed by the dependency" has_pi '^ii +openjdk-17-jre-headless' "dpkg-query -W -f '\${db:Status-Abbrev} \${Package} \${Version}\n' 'openjdk-*-jre-headless' | grep '^ii'"
check "in the groups dialout, gpio and spi" in_groups pi 'id -nG kontor'
check "table up on 7070 after the install" http_up 900
check "kontor.service active" has_pi '^active$' 'systemctl is-active kontor'

echo "== two pins wired in /etc/kontor/kontor.yaml: a roll button on GPIO17, an LED on GPIO23"
pi "printf 'pins:\n  - {pin: 17, role: roll}\n  - {pin: 23, role: led, spot: path 49}\n' >>/etc/kontor/kontor.yaml"
check "the hub attached them" has ', 2 pins,' attached "systemctl restart kontor"
check "table up on 7070 with the pins" http_up 900
check "the service holds GPIO17 and GPIO23 on the Pi's chip" has_pi 'line +17:.*\[used.*line +23:.*\[used' "$pins"
# only shown: the Pi 3's one header UART is this script's console here (root's), so it lists none
check "kontor doctor (as kontor) runs" pi \
  "runuser -u kontor -- env KONTOR_JAVA_OPTS=-Djava.io.tmpdir=/var/lib/kontor/tmp kontor doctor --watch 1 2>&1 | head -8"

echo "== a seeded random game through the API, $moves moves"
mkdir -p "$work/data"
pi 'cat /var/lib/kontor/host-link.txt' | grep -o 'http[^ ]*' >"$work/data/host-link.txt"
java -cp web/target/test-classes:hub/target/kontor.jar bench/ApiGame.java "$port" "$work/data" 21 "$moves" | tail -1
check "the journal, read back by kontor games list" has_pi "merchants +europe-short +Ana,Ben,Cai,Dee +$moves " \
  'runuser -u kontor -- kontor games list --data /var/lib/kontor'
before=$(api_version)
pid=$(pi 'systemctl show -p MainPID --value kontor')
echo "the hub's memory after the game: $(pi "grep -E 'VmRSS|VmHWM' /proc/$pid/status | tr -s ' \n' ' '") (of $(pi "free -m | awk '/Mem:/ {print \$2}'") MB)"

echo "== power off, power on"
power_off
boot
check "kontor.service active after boot" has_pi '^active$' 'systemctl is-active kontor'
check "table up on 7070 after boot" http_up 900
echo "power on to HTTP 200: $(($(date +%s) - booted_at)) s"
check "the game resumed where it was ($before)" has "$before" api_version
check "the hub attached the pins again" has ', 2 pins,' attached
check "the pins held again after boot" has_pi 'line +17:.*\[used.*line +23:.*\[used' "$pins"
pi 'systemd-analyze; systemd-analyze blame --no-pager | head -5'
power_off
echo "== $fails failed; the console: $console"
[ "$fails" = 0 ]
