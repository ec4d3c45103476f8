# Sourced by bench/startup.sh and bench/resume.sh: the product's start as the package makes it, with
# its class archive (AppCDS), and the bare jar's own archive for a fair baseline.
#
# kontor_launcher JAR DIR: lays out DIR as the package does (DIR/bin/kontor, the launcher from
#   packaging/src/deb/bin, and DIR/share/kontor/kontor.jar), has the launcher make its class archive
#   with the JVM flags in KONTOR_JAVA_OPTS (its training run, in DIR/cache) and waits for it.
#   Starts then go through DIR/bin/kontor with KONTOR_CACHE=DIR/cache, as the unit's do.
#   With KONTOR_CLASS_ARCHIVE=off, only the layout.
# bare_archive JAR PORT FILE: the bare Javalin jar's own archive, made the same way the JDK
#   documents (-XX:ArchiveClassesAtExit), from a start that answered one GET /.
kontor_launcher() {
  mkdir -p "$2/bin" "$2/share/kontor" "$2/cache"
  cp packaging/src/deb/bin/kontor "$2/bin/kontor" && chmod 755 "$2/bin/kontor"
  cp "$1" "$2/share/kontor/kontor.jar"
  [ "${KONTOR_CLASS_ARCHIVE:-on}" != off ] || return 0
  KONTOR_CACHE="$2/cache" "$2/bin/kontor" run --print-config >/dev/null
  for _ in $(seq 1200); do
    ls "$2"/cache/kontor-*.jsa >/dev/null 2>&1 && return 0
    ls "$2"/cache/kontor-*.failed >/dev/null 2>&1 && break
    sleep 0.1
  done
  echo "the launcher made no class archive: $2/cache/training.log" >&2
  return 1
}

bare_archive() {
  # shellcheck disable=SC2086
  java $KONTOR_JAVA_OPTS -XX:ArchiveClassesAtExit="$3" -jar "$1" "$2" >/dev/null 2>&1 &
  local pid=$!
  for _ in $(seq 600); do curl -s -o /dev/null "http://127.0.0.1:$2/" && break; sleep 0.1; done
  kill -TERM $pid; wait $pid || true
  [ -s "$3" ]
}
