#!/bin/sh
# Catan's strong bot against three catanatron players (bench/catanatron_anchor.py): GAMES seeded
# games from SEED, FIELD alphabeta (catanatron's AlphaBetaPlayer, its defaults) or random.
# CATANATRON is a checkout of github.com/bcollazo/catanatron (commit 41ba0db was measured); its
# package runs from source (PYTHON needs networkx). Run from the repository root:
#   git clone https://github.com/bcollazo/catanatron /tmp/ctn
#   bench/catanatron_anchor.sh                                 # 1000 games against AlphaBetaPlayers
#   GAMES=250 SEED=251 bench/catanatron_anchor.sh              # one of four shards of the same 1000
#   GAMES=100 FIELD=random bench/catanatron_anchor.sh          # the bridge's check against random players
set -e
GAMES=${GAMES:-1000}
SEED=${SEED:-1}
FIELD=${FIELD:-alphabeta}
CATANATRON=${CATANATRON:-/tmp/ctn}
PYTHON=${PYTHON:-python3}
mvn -o -q -pl engine test-compile
CP=engine/target/classes:engine/target/test-classes:$(mvn -o -q -pl engine dependency:build-classpath -Dmdep.outputFile=/dev/stdout)
PYTHONPATH="$CATANATRON/catanatron" exec nice -n 10 "$PYTHON" -u bench/catanatron_anchor.py "$GAMES" "$SEED" "$FIELD" "$CP"
