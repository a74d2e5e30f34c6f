#!/bin/sh
# Times "marionette check ARCHIVE" over every sprite of an archive against "marionette check FILE..." over the same
# sprites extracted to disk (JVM start included, through the launcher), in one run, interleaved, and prints the
# medians and the ratio (docs/BENCHMARKS.md).
#
# Usage (from the project root, after mvn -B -q package -DskipTests -pl bench -am):
#   bench/c/check-archive-vs-files.sh [RUNS] [PAIRS]      default 11 runs of each, 2000 ACT+SPR pairs
# The archive (dev.marionette.bench.grf.SpriteArchive) and its extracted files live in a temporary folder, deleted.
set -eu
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
now() { date +%s%N; }
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
    timed files "$launcher" check "$folder"/*
    timed archive "$launcher" check "$archive"
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
for k in ["files", "archive"]:
    print(f"{k:8} median {med[k]:.3f} s   (min {min(t[k]):.3f}, max {max(t[k]):.3f}, {len(t[k])} runs)"
          f"   CPU median {mcpu[k]:.2f} s")
print(f"archive / files = {med['archive'] / med['files']:.2f}x wall, {mcpu['archive'] / mcpu['files']:.2f}x CPU")
PY
