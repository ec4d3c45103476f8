# Sourced by bench/deb-install.sh and bench/raspi-boot.sh: what they need, and the checks they
# print, one line each, "ok WHAT: output" or "FAIL WHAT: output"; a failure is counted in $fails
# and the run goes on.

# install_missing COMMAND=PACKAGE...: installs the Debian packages of the commands this machine lacks
install_missing() {
  local need=() pair
  for pair in "$@"; do command -v "${pair%%=*}" >/dev/null || need+=("${pair#*=}"); done
  [ ${#need[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
}
# built_package: the path of the package built from this tree (built now if missing, with the test
# classes bench/ApiGame.java plays with)
built_package() {
  local deb
  deb=$(ls packaging/target/kontor_*_all.deb 2>/dev/null | head -1 || true)
  if [ -z "$deb" ] || [ ! -d web/target/test-classes ]; then
    mvn -B -ntp -q -pl packaging -am package -DskipTests >&2
    deb=$(ls packaging/target/kontor_*_all.deb | head -1)
  fi
  echo "$deb"
}
fails=0
# check WHAT COMMAND...
check() {
  local what=$1 out
  shift
  if out=$("$@" 2>&1); then
    echo "ok   $what${out:+: $(echo "$out" | tr '\n' ' ' | cut -c1-160)}"
  else
    echo "FAIL $what: $(echo "$out" | tr '\n' ' ' | cut -c1-300)"
    fails=$((fails + 1))
  fi
}
has() { # has PATTERN COMMAND...: the command's output contains PATTERN (extended regex)
  local pattern=$1 out
  shift
  out=$("$@" 2>&1) || true
  echo "$out"
  echo "$out" | grep -Eq -- "$pattern"
}
http_up() { # waits up to $1 seconds for HTTP 200 on localhost:$port
  local code=""
  for _ in $(seq "$1"); do
    code=$(curl -s -m 10 -o /dev/null -w '%{http_code}' "http://localhost:$port/" || true)
    [ "$code" = 200 ] && { echo "HTTP 200 on port $port"; return 0; }
    sleep 1
  done
  echo "no HTTP 200 on port $port (last answer: ${code:-none})"
  return 1
}
# The kernel runs arm64 programs through qemu-user only with a binfmt handler for them: registers
# one (and says so in $registered) if there is none.
register_arm64_binfmt() {
  registered="" binfmt_mounted=""
  if [ ! -e /proc/sys/fs/binfmt_misc/register ]; then
    mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc && binfmt_mounted=yes
  fi
  if ! grep -qs enabled /proc/sys/fs/binfmt_misc/qemu-aarch64; then
    # the magic and mask of an aarch64 ELF executable, as Debian's qemu-user-static registers them; F: the
    # interpreter is opened now, so it need not exist inside the root
    echo ':qemu-aarch64:M::\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00:\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:/usr/bin/qemu-aarch64-static:F' \
      >/proc/sys/fs/binfmt_misc/register
    registered=yes
  fi
}
unregister_arm64_binfmt() {
  [ -n "${registered:-}" ] && echo -1 >/proc/sys/fs/binfmt_misc/qemu-aarch64 || true
  [ -n "${binfmt_mounted:-}" ] && umount /proc/sys/fs/binfmt_misc || true
}
# the groups the package puts the service's user kontor in (packaging/src/deb/control/postinst)
service_groups="dialout gpio spi"
in_groups() { # in_groups COMMAND...: the command (id -nG kontor) names every one of $service_groups
  local out group
  out=$("$@" 2>&1) || true
  echo "$out"
  for group in $service_groups; do echo "$out" | grep -qw "$group" || return 1; done
}
api_version() { # the game's version in the public state on localhost:$port, once the table has opened
  # (a starting hub serves its pages first, and its API answers STARTING meanwhile)
  local state
  for _ in $(seq 900); do
    state=$(curl -s "http://localhost:$port/api/public/state")
    echo "$state" | grep -q STARTING || break
    sleep 1
  done
  echo "$state" | grep -oE '"version":[0-9]+' | head -1
}
