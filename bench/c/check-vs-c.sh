#!/bin/sh
# Times "marionette check" of 11 sample-sized Agent characters (104.6 MB of decoded images) against the strict C
# decoder bench/c/acs_check, in one run, interleaved, and prints the medians and the ratios (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests):
#   bench/c/check-vs-c.sh [RUNS]          default 11 runs of each
# Samples: ${MARIONETTE_SAMPLES:-../shared/samples}/acs. The copies go to a temporary folder and are deleted.
# BASELINE_JAR=path/to/an/older/marionette.jar adds that jar's check (java -jar) to the same run.
set -eu
runs=${1:-11}
root=$(cd "$(dirname "$0")/../.." && pwd)
samples=${MARIONETTE_SAMPLES:-$root/../shared/samples}
jar="$root/editor/target/marionette.jar"
launcher="$root/editor/target/marionette"
gcc -O2 -march=native -o "$root/bench/c/acs_check" "$root/bench/c/acs_check.c"
set_dir=$(mktemp -d)
times=$(mktemp)
trap 'rm -rf "$set_dir" "$times"' EXIT
"$root/bench/c/make-check-set.sh" "$samples/acs" "$set_dir" >/dev/null
files=$(ls "$set_dir"/*)
# Warm the file cache, and let the launcher make its class-data archive once.
"$root/bench/c/acs_check" $files >/dev/null
"$launcher" check $files >/dev/null
now() { date +%s%N; }
timed() {
    label=$1
    shift
    start=$(now)
    "$@" >/dev/null
    end=$(now)
    echo "$label $(( (end - start) / 1000 ))" >> "$times"
}
i=0
while [ "$i" -lt "$runs" ]; do
    timed c-word "$root/bench/c/acs_check" $files
    timed c-bit "$root/bench/c/acs_check" -b $files
    timed java-launcher "$launcher" check $files
    timed java-plain java -jar "$jar" check $files
    if [ -n "${BASELINE_JAR:-}" ]; then
        timed java-baseline java -jar "$BASELINE_JAR" check $files
    fi
    i=$((i + 1))
done
python3 - "$times" <<'PY'
import statistics, sys
t = {}
for line in open(sys.argv[1]):
    k, v = line.split()
    t.setdefault(k, []).append(int(v) / 1e6)
med = {k: statistics.median(v) for k, v in t.items()}
for k in ["c-word", "c-bit", "java-launcher", "java-plain", "java-baseline"]:
    if k not in t:
        continue
    print(f"{k:14} median {med[k]:.3f} s   (min {min(t[k]):.3f}, max {max(t[k]):.3f}, {len(t[k])} runs)")
for j in [k for k in ["java-launcher", "java-plain", "java-baseline"] if k in t]:
    print(f"{j} / c-bit  = {med[j] / med['c-bit']:.2f}x   {j} / c-word = {med[j] / med['c-word']:.2f}x")
PY
