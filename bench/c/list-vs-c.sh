#!/bin/sh
# Times "marionette archive list" of a client-sized archive (400,000 entries; JVM start included, -Xmx256m) against
# the minimal C lister bench/c/grf_list, in one run, interleaved, and prints the medians and the ratios
# (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests -pl bench -am):
#   bench/c/list-vs-c.sh [RUNS] [ENTRIES]      default 11 runs of each, 400000 entries
# The archive is generated (dev.marionette.bench.grf.LargeArchive) in a temporary folder and deleted.
set -eu
runs=${1:-11}
entries=${2:-400000}
root=$(cd "$(dirname "$0")/../.." && pwd)
jar="$root/editor/target/marionette.jar"
launcher="$root/editor/target/marionette"
gcc -O2 -march=native -o "$root/bench/c/grf_list" "$root/bench/c/grf_list.c" -lz
work=$(mktemp -d)
times="$work/times"
trap 'rm -rf "$work"' EXIT
archive="$work/data.grf"
java -cp "$root/bench/target/benchmarks.jar" dev.marionette.bench.grf.LargeArchive "$archive" "$entries"
echo "archive: $entries entries, $(wc -c < "$archive") bytes"
# Both list every entry (the C lister prints the CP949 bytes, Marionette the decoded names in UTF-8).
c_lines=$("$root/bench/c/grf_list" "$archive" | wc -l)
java_lines=$(JAVA_OPTS=-Xmx256m "$launcher" archive list "$archive" | wc -l)
if [ "$c_lines" -ne "$entries" ] || [ "$java_lines" -ne "$entries" ]; then
    echo "listed $c_lines (C) and $java_lines (Java) lines, expected $entries" >&2
    exit 1
fi
# Warm the file cache, and let the launcher make its class-data archive once.
"$root/bench/c/grf_list" "$archive" >/dev/null
JAVA_OPTS=-Xmx256m "$launcher" archive list "$archive" >/dev/null
now() { date +%s%N; }
# Wall time around the process, and its CPU time (user + system, from /usr/bin/time): on a busy machine the CPU
# time shows what each one costs when the wall time mostly shows waiting for a core.
timed() {
    label=$1
    shift
    start=$(now)
    /usr/bin/time -f "%U %S" -o "$work/cpu" "$@" >/dev/null
    end=$(now)
    echo "$label $(( (end - start) / 1000 )) $(cat "$work/cpu")" >> "$times"
}
i=0
while [ "$i" -lt "$runs" ]; do
    timed c "$root/bench/c/grf_list" "$archive"
    timed java-launcher env JAVA_OPTS=-Xmx256m "$launcher" archive list "$archive"
    timed java-plain java -Xmx256m -jar "$jar" archive list "$archive"
    i=$((i + 1))
done
python3 - "$times" <<'PY'
import statistics, sys
t = {}
cpu = {}
for line in open(sys.argv[1]):
    k, v, user, system = line.split()
    t.setdefault(k, []).append(int(v) / 1e6)
    cpu.setdefault(k, []).append(float(user) + float(system))
med = {k: statistics.median(v) for k, v in t.items()}
mcpu = {k: statistics.median(v) for k, v in cpu.items()}
for k in ["c", "java-launcher", "java-plain"]:
    print(f"{k:14} median {med[k]:.3f} s   (min {min(t[k]):.3f}, max {max(t[k]):.3f}, {len(t[k])} runs)"
          f"   CPU median {mcpu[k]:.2f} s")
for j in ["java-launcher", "java-plain"]:
    print(f"{j} / c = {med[j] / med['c']:.2f}x wall, {mcpu[j] / mcpu['c']:.2f}x CPU")
PY
