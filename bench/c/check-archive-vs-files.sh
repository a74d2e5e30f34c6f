#!/bin/sh
# Times "marionette check ARCHIVE" over every sprite of an archive against "marionette check FILE..." over the same
# sprites extracted to disk (JVM start included, through the launcher), in one run, interleaved, and prints the
# medians and the ratio (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests -pl bench -am):
#   bench/c/check-archive-vs-files.sh [RUNS] [PAIRS]      default 11 runs of each, 2000 ACT+SPR pairs
# The archive (dev.marionette.bench.grf.SpriteArchive) and its extracted files live in a temporary folder, deleted.
set -eu
. "$(dirname "$0")/timing.sh"
runs=${1:-11}
pairs=${2:-2000}
root=$(cd "$(dirname "$0")/../.." && pwd)
launcher="$root/editor/target/marionette"
work=$(mktemp -d)
times="$work/times"
trap 'rm -rf "$work"' EXIT
archive="$work/sprites.gpf"
java -cp "$root/bench/target/benchmarks.jar" dev.marionette.bench.grf.SpriteArchive "$archive" "$pairs"
"$launcher" archive extract -o "$work/x" "$archive"
folder="$work/x/data/sprite/몬스터"
echo "archive: $((pairs * 2)) sprites, $(wc -c < "$archive") bytes; extracted: $(du -sb "$folder" | cut -f1) bytes"
# Both check every sprite, and say the same of each (the names differ only in where they point).
a_ok=$("$launcher" check "$archive" | grep -c ': OK')
f_ok=$("$launcher" check "$folder"/* | grep -c ': OK')
if [ "$a_ok" -ne $((pairs * 2)) ] || [ "$f_ok" -ne $((pairs * 2)) ]; then
    echo "checked $a_ok (archive) and $f_ok (files) sprites, expected $((pairs * 2))" >&2
    exit 1
fi
i=0
while [ "$i" -lt "$runs" ]; do
    timed files "$launcher" check "$folder"/*
    timed archive "$launcher" check "$archive"
    i=$((i + 1))
done
summarise files
