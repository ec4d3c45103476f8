#!/usr/bin/env bash
# What else ran on the CPUs while the slowest moves were under way: runs bench/views.sh under
# `perf sched record`, then, for the table's moves and the bare broadcasts at or above their own
# p99 (the benchmark writes them to hub/target/views-slowest.txt), adds up how long each kind of
# thread was on a CPU inside those windows. Needs perf with the sched tracepoints (root or
# kernel.perf_event_paranoid <= 1) and python3. See docs/performance.md.
#
# usage: bench/views-sched.sh [MOVES] [SEED] [ROUNDS]   (default 2000 moves: the trace grows ~25 MB a second)
set -euo pipefail
cd "$(dirname "$0")/.."
moves=${1:-2000}
trace=hub/target/views-sched.data
mkdir -p hub/target
# CLOCK_MONOTONIC: the clock System.nanoTime reads, so the trace and the benchmark's times line up.
mvn -B -ntp -q -pl hub -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
NO_BUILD=1 perf sched record -k CLOCK_MONOTONIC -o "$trace" -- bash bench/views.sh "$moves" "${2:-7}" "${3:-4}"
perf sched timehist -i "$trace" 2>/dev/null > hub/target/views-sched.txt
python3 - hub/target/views-sched.txt hub/target/views-slowest.txt <<'EOF'
import bisect, collections, re, sys

slowest = [line.split() for line in open(sys.argv[2])]
clients, servers = slowest[0][1], slowest[0][2]
jvm = {clients: 'clients: ', servers: 'servers: '}
runs = []                                   # (end in s, run time in ms, thread kind)
for line in open(sys.argv[1]):
    words = line.split()
    if len(words) < 6 or not re.match(r'^\d+\.\d+$', words[0]):
        continue
    name = ' '.join(words[2:-3])            # "table-session[4242/4230]": thread [tid/pid]
    pid = re.search(r'/(\d+)\]', name)
    kind = re.sub(r'\[.*', '', name)
    kind = re.sub(r'[-#/ ]?\d+$', '', kind).strip() or name   # HttpClient-1-Worker-3, C1 CompilerThre, kworker/0:1
    runs.append((float(words[0]), float(words[-1]), jvm.get(pid.group(1) if pid else '', '') + kind))
ends = [r[0] for r in runs]

def on_cpu(start, length):
    """ms each kind of thread ran inside [start, start + length] (seconds)."""
    used = collections.Counter()
    i = bisect.bisect_left(ends, start)
    while i < len(runs) and runs[i][0] - runs[i][1] / 1000 < start + length:
        end, ms, kind = runs[i]
        overlap = min(end, start + length) - max(end - ms / 1000, start)
        if overlap > 0:
            used[kind] += overlap * 1000
        i += 1
    return used

for server in ('table', 'bare'):
    slow = [(int(w[1]) / 1e9, int(w[2]) / 1e9) for w in slowest if w[0] == server]
    total = collections.Counter()
    for start, length in slow:
        total.update(on_cpu(start, length))
    window = sum(length for _, length in slow) * 1000
    print(f"{server}: {len(slow)} slowest, {window:.0f} ms in all (2 CPUs: {2 * window:.0f} CPU-ms); on a CPU meanwhile:")
    for kind, ms in total.most_common(12):
        print(f"  {ms:8.1f} ms  {kind}")
EOF
