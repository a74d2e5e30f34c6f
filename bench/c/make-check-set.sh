#!/bin/sh
# Builds the "11 sample-sized Agent characters" set that docs/BENCHMARKS.md times "marionette check" on: the six
# ACS samples plus copies of five of them (blob, Genie, CLIPPIT, earl, rover), 104.6 MB of decoded images in all.
# Usage: bench/c/make-check-set.sh SAMPLES_ACS_FOLDER OUTPUT_FOLDER   (the copies are never committed)
set -eu
src=$1
out=$2
mkdir -p "$out"
for f in CLIPPIT.ACS Genie.acs Peedy.acs blob.acs earl.acs rover.acs; do
    cp "$src/$f" "$out/$f"
done
for f in blob.acs Genie.acs CLIPPIT.ACS earl.acs rover.acs; do
    cp "$src/$f" "$out/copy-$f"
done
ls "$out"
