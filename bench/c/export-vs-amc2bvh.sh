#!/bin/sh
# Times "marionette export -o OUT.bvh CLIP.amc" of a 3,702-frame CMU-sized clip (the length of CMU take 14_24)
# against a C converter on the same skeleton and motion, in one run, interleaved, and prints each one's median wall
# time, median CPU time (user + sys) and the ratios (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests, which also builds bench/target/benchmarks.jar):
#   [AMC2BVH=/path/to/amc2bvh] bench/c/export-vs-amc2bvh.sh [RUNS]      default 11 runs of each
# The C converter is amc2bvh when AMC2BVH names it (not part of the project: build it from its own sources,
# github.com/thcopeland/amc2bvh, make), else the project's own bench/c/amc_bvh.c, written the way amc2bvh works
# (the script builds it). INSTALLED=/usr/bin/marionette adds the installed package's command (docs/packaging.md).
# BASELINE=path/to/an/older/editor/target (a folder holding marionette and marionette.jar) adds that build's
# launcher to the same run. Samples: ${MARIONETTE_SAMPLES:-../shared/samples}; the clip goes to a temporary folder.
set -eu
. "$(dirname "$0")/timing.sh"
runs=${1:-11}
frames=${FRAMES:-3702}
root=$(cd "$(dirname "$0")/../.." && pwd)
samples=${MARIONETTE_SAMPLES:-$root/../shared/samples}
target=${TARGET:-$root/editor/target}
jar="$target/marionette.jar"
launcher="$target/marionette"
if [ -n "${AMC2BVH:-}" ]; then
    amc2bvh=$AMC2BVH
    c=amc2bvh
else
    gcc -O2 -march=native -o "$root/bench/c/amc_bvh" "$root/bench/c/amc_bvh.c" -lm
    amc2bvh="$root/bench/c/amc_bvh"
    c=c-amc_bvh
fi
work=$(mktemp -d)
times=$(mktemp)
trap 'rm -rf "$work" "$times"' EXIT
java -Dmarionette.samples="$samples" -cp "$root/bench/target/benchmarks.jar" \
    dev.marionette.bench.motion.AmcToBvhHarness --make "$work" "$frames" >/dev/null
export XDG_CACHE_HOME="$work/cache"
# Warm the file cache, and let each launcher make its class-data archive once (by this very command).
"$amc2bvh" "$work/02.asf" "$work/02_long.amc" "$work/c.bvh" >/dev/null
"$launcher" export -o "$work/j.bvh" "$work/02_long.amc" >/dev/null
# The baseline's launcher keeps its archive in a cache of its own (each launcher removes archives of other jars).
if [ -n "${BASELINE:-}" ]; then
    XDG_CACHE_HOME="$work/baseline-cache" "$BASELINE/marionette" export -o "$work/b.bvh" "$work/02_long.amc" >/dev/null
fi
echo "load before: $(cut -d ' ' -f 1-3 /proc/loadavg)"
i=0
while [ "$i" -lt "$runs" ]; do
    timed "$c" "$amc2bvh" "$work/02.asf" "$work/02_long.amc" "$work/c.bvh"
    timed java-launcher "$launcher" export -o "$work/j.bvh" "$work/02_long.amc"
    timed java-plain java -jar "$jar" export -o "$work/p.bvh" "$work/02_long.amc"
    if [ -n "${INSTALLED:-}" ]; then
        timed installed "$INSTALLED" export -o "$work/i.bvh" "$work/02_long.amc"
    fi
    if [ -n "${BASELINE:-}" ]; then
        timed java-baseline env XDG_CACHE_HOME="$work/baseline-cache" "$BASELINE/marionette" export -o "$work/b.bvh" "$work/02_long.amc"
        cmp -s "$work/j.bvh" "$work/b.bvh" || echo "note: the BVH differs from the baseline's"
    fi
    i=$((i + 1))
done
echo "load after:  $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo "$(grep -c '^[0-9][0-9]*$' "$work/02_long.amc") frames, $(wc -c < "$work/02_long.amc") bytes of AMC;" \
    "BVH $(wc -c < "$work/j.bvh") bytes (the C converter's $(wc -c < "$work/c.bvh"))"
summarise "$c"
