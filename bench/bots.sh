#!/usr/bin/env bash
# Win shares of the bots: the strong level in one seat against three random and against three
# normal bots, in 4-player games of every game, GAMES seeded games per figure (default 1000, the
# issue's figure). Seeds are fixed: a figure plays seeds 1 to GAMES, and the game with seed s seats
# the strong bot at seat (s - 1) % 4, so each seat has it equally often.
#
# The games of a figure run in chunks of CHUNK seeds (a multiple of 4, so the seats turn as in one
# run), JOBS chunks at a time (default: one per core). Each chunk's report is kept in OUT, and a
# chunk already there is not played again: a run cut short goes on where it stopped. The summary
# adds the chunks up and prints, per figure, the wins, the share and its 95 % Wilson interval.
#
# Run from the repository root after `mvn -o -q -pl hub -am package -DskipTests`:
#   bench/bots.sh                              # 1000 games per figure, every game
#   GAMES=100 bench/bots.sh                    # a shorter run
#   GAMES=1000 GAMESET="hansa" FIELDS=normal bench/bots.sh   # one figure
#   OUT=/tmp/bots bench/bots.sh summary        # only the summary of what OUT holds
set -euo pipefail
GAMES=${GAMES:-1000}
CHUNK=${CHUNK:-40}
JOBS=${JOBS:-$(nproc)}
JAR=${JAR:-hub/target/kontor.jar}
OUT=${OUT:-${TMPDIR:-/tmp}/kontor-bots}
GAMESET=${GAMESET:-catan elasund hansa merchants}
FIELDS=${FIELDS:-random normal}
(( CHUNK % 4 == 0 )) || { echo "CHUNK must be a multiple of 4 (the seats turn every 4 games), not $CHUNK" >&2; exit 2; }
mkdir -p "$OUT"

chunks() {   # one line per chunk still to play: GAME FIELD FIRST_SEED COUNT
  for game in $GAMESET; do
    for field in $FIELDS; do
      for (( first = 1; first <= GAMES; first += CHUNK )); do
        count=$(( GAMES - first + 1 < CHUNK ? GAMES - first + 1 : CHUNK ))
        [[ -s "$OUT/$game-$field-$first-$count.txt" ]] || echo "$game $field $first $count"
      done
    done
  done
}

play() {   # one chunk; its report is written only once the chunk is done
  local game=$1 field=$2 first=$3 count=$4 file="$OUT/$1-$2-$3-$4.txt"
  java -XX:+UseSerialGC -Xmx256m -jar "$JAR" bots --game "$game" --players 4 --hero strong \
    --field "$field" --games "$count" --seed "$first" > "$file.part"
  mv "$file.part" "$file"
  echo "$(date -u +%H:%M:%S) $game against $field, seeds $first-$(( first + count - 1 )): $(grep -o '[0-9]* of [0-9]*)' "$file")"
}
export -f play
export JAR OUT

if [[ "${1:-}" != summary ]]; then
  chunks | xargs -r -P "$JOBS" -L 1 bash -c 'play "$@"' _
fi

# The summary: wins and games added up over the chunks of each figure, the interval from the sums.
echo "strong bot in one seat of 4, seeds 1 to $GAMES per figure (seat (seed-1) % 4), build $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u '+%Y-%m-%d %H:%M UTC')"
printf '%-10s %-7s %6s %6s %8s  %-17s %s\n' game against wins games share "95 % interval" "unfinished / lost seeds"
for game in $GAMESET; do
  for field in $FIELDS; do
    files=$(ls "$OUT/$game-$field-"*.txt 2>/dev/null | grep -v '\.part$' || true)
    [[ -n "$files" ]] || { printf '%-10s %-7s not played\n' "$game" "$field"; continue; }
    # shellcheck disable=SC2086
    cat $files | awk -v game="$game" -v field="$field" '
      /wins .* of [0-9]+\)/ { match($0, /[0-9]+ of [0-9]+\)/); split(substr($0, RSTART, RLENGTH), a, " "); w += a[1]; n += a[3] }
      /unfinished/ { sub(/.*\[/, ""); sub(/\].*/, ""); if ($0 != "") u = u (u == "" ? "" : ", ") $0 }
      /lost seeds/ { sub(/.*\[/, ""); sub(/\].*/, ""); if ($0 != "") l = l (l == "" ? "" : ", ") $0 }
      END {
        z = 1.959964; p = w / n; z2 = z * z
        c = (p + z2 / (2 * n)) / (1 + z2 / n); h = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        lo = c - h < 0 ? 0 : c - h; hi = c + h > 1 ? 1 : c + h
        nl = n - w
        printf "%-10s %-7s %6d %6d %7.1f %%  %5.1f-%5.1f %%    unfinished [%s]; lost %d%s\n", game, field, w, n, 100 * p,
          100 * lo, 100 * hi, u, nl, ((l != "" && nl <= 12) ? " [" l "]" : "")
      }'
  done
done
