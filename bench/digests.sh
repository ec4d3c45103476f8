#!/usr/bin/env bash
# Checks that an engine build plays the same games and lists the same legal actions as every
# speed round since round 5: runs ApplyDigest and LegalActionsDigest (engine test sources) and
# compares each digest with the one recorded in docs/performance.md. Exits 1 if any differs.
# A speed change must leave all six as they are; a rules change is expected to move them.
#
# usage: bench/digests.sh [BUILD=engine/target] [CLASSPATH_FILE=/tmp/engine-cp.txt]
#   BUILD holds classes/ and test-classes/ (copy engine/target elsewhere to check one build
#   while another compiles). Make the classpath file as docs/performance.md says.
set -euo pipefail
build=${1:-engine/target} deps=${2:-/tmp/engine-cp.txt}
cp="$build/classes:$build/test-classes:$(cat "$deps")"

expected=(
  "ApplyDigest europe-short 300|378cf10c0119e5cae84496d17eab5ec724f8e36e5ea2f1e30250a17e47aad7eb"
  "ApplyDigest europe-main 100|91d4ed47b17a68d9b25cf63c5dec7641965723c7a5ed02b08ee9964b47133766"
  "ApplyDigest europe-short 200 other|086af9beaf015d48a2fcf60a5679f1d07464dd3c07a2cd968905d68004001af5"
  "LegalActionsDigest europe-short 100|df3458f314d87b16b5ebdd1a45ab2bf9b47e019124ce7562815d6b5ca534a4ad"
  "LegalActionsDigest europe-short 100 other|5092d5f63aa5b43de6578225edfbbd62fc545bdcb957ee130d6675875422cd30"
  "LegalActionsDigest europe-main 30|11dc3080517eaa08221c4557a86926629f6cef222ee09cf4745ea0f157f46ef3"
)

status=0
for line in "${expected[@]}"; do
  run=${line%|*} want=${line#*|}
  # shellcheck disable=SC2086 # the run's words are the class and its arguments
  got=$(java -cp "$cp" org.kontor.engine.merchants.$run | awk '/digest/ {print $NF}' | tail -1)
  if [[ "$got" == "$want" ]]; then
    echo "same       $run"
  else
    echo "DIFFERENT  $run: ${got:-no digest printed} (recorded ${want:0:8}…)"
    status=1
  fi
done
exit $status
