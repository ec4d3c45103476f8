#!/bin/sh
# Win shares of the bots: the strong level against three random and against three normal bots,
# in 4-player games of every game. GAMES per figure (default 1000, the figure).
# Run from the repository root after `mvn -o -q package -DskipTests`:
#   bench/bots.sh            # 1000 games per figure
#   GAMES=100 bench/bots.sh  # a shorter run
set -e
GAMES=${GAMES:-1000}
JAR=${JAR:-hub/target/kontor.jar}
for game in catan elasund hansa merchants; do
  for field in random normal; do
    java -jar "$JAR" bots --game "$game" --players 4 --hero strong --field "$field" --games "$GAMES" --seed 1
  done
done
