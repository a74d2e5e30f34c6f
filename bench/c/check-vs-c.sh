#!/bin/sh
# Times "marionette check" of 11 sample-sized Agent characters (104.6 MB of decoded images) against the strict C
# decoder bench/c/acs_check, in one run, interleaved, and prints the median wall times, the median CPU times
# (user + sys, less sensitive to other processes on the machine) and the ratios (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests):
#   bench/c/check-vs-c.sh [RUNS]          default 11 runs of each
# Samples: ${MARIONETTE_SAMPLES:-../shared/samples}/acs. The copies go to a temporary folder and are deleted.
# BASELINE_JAR=path/to/an/older/marionette.jar adds that jar's check (java -jar) to the same run;
# BASELINE=path/to/an/older/editor/target (a folder holding marionette and marionette.jar) adds that build's
# launcher. The launchers' class-data archives go to a temporary cache, made by the warm-up run.
# INSTALLED=/usr/bin/marionette adds the installed package's command (docs/packaging.md).
set -eu
. "$(dirname "$0")/timing.sh"
runs=${1:-11}
root=$(cd "$(dirname "$0")/../.." && pwd)
samples=${MARIONETTE_SAMPLES:-$root/../shared/samples}
target=${TARGET:-$root/editor/target}
jar="$target/marionette.jar"
launcher="$target/marionette"
gcc -O2 -march=native -o "$root/bench/c/acs_check" "$root/bench/c/acs_check.c"
set_dir=$(mktemp -d)
times=$(mktemp)
cache=$(mktemp -d)
trap 'rm -rf "$set_dir" "$times" "$cache"' EXIT
export XDG_CACHE_HOME="$cache"
"$root/bench/c/make-check-set.sh" "$samples/acs" "$set_dir" >/dev/null
files=$(ls "$set_dir"/*)
# Warm the file cache, and let the launcher make its class-data archive once.
"$root/bench/c/acs_check" $files >/dev/null
"$launcher" check $files >/dev/null
# The baseline's launcher keeps its archive in a cache of its own (each launcher removes archives of other jars).
baseline_cache="$cache/baseline"
if [ -n "${BASELINE:-}" ]; then
    XDG_CACHE_HOME="$baseline_cache" "$BASELINE/marionette" check $files >/dev/null
fi
echo "load before: $(cut -d ' ' -f 1-3 /proc/loadavg)"
i=0
while [ "$i" -lt "$runs" ]; do
    timed c-word "$root/bench/c/acs_check" $files
    timed c-bit "$root/bench/c/acs_check" -b $files
    timed java-launcher "$launcher" check $files
    timed java-plain java -jar "$jar" check $files
    if [ -n "${INSTALLED:-}" ]; then
        timed installed "$INSTALLED" check $files
    fi
    if [ -n "${BASELINE_JAR:-}" ]; then
        timed java-baseline env XDG_CACHE_HOME="$baseline_cache" java -jar "$BASELINE_JAR" check $files
    fi
    if [ -n "${BASELINE:-}" ]; then
        timed launcher-baseline env XDG_CACHE_HOME="$baseline_cache" "$BASELINE/marionette" check $files
    fi
    i=$((i + 1))
done
echo "load after:  $(cut -d ' ' -f 1-3 /proc/loadavg)"
summarise c-bit c-word
