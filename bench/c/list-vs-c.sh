#!/bin/sh
# Times "marionette archive list" of a client-sized archive (400,000 entries; JVM start included, -Xmx256m) against
# the minimal C lister bench/c/grf_list, in one run, interleaved, and prints the medians and the ratios
# (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests -pl bench -am):
#   bench/c/list-vs-c.sh [RUNS] [ENTRIES]      default 11 runs of each, 400000 entries
# The archive is generated (dev.marionette.bench.grf.LargeArchive) in a temporary folder and deleted.
# INSTALLED=/usr/bin/marionette adds the installed package's command (docs/packaging.md).
set -eu
. "$(dirname "$0")/timing.sh"
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
echo "load before: $(cut -d ' ' -f 1-3 /proc/loadavg)"
i=0
while [ "$i" -lt "$runs" ]; do
    timed c "$root/bench/c/grf_list" "$archive"
    timed java-launcher env JAVA_OPTS=-Xmx256m "$launcher" archive list "$archive"
    timed java-plain java -Xmx256m -jar "$jar" archive list "$archive"
    if [ -n "${INSTALLED:-}" ]; then
        timed installed env JAVA_OPTS=-Xmx256m "$INSTALLED" archive list "$archive"
    fi
    i=$((i + 1))
done
echo "load after:  $(cut -d ' ' -f 1-3 /proc/loadavg)"
summarise c
