#!/usr/bin/env bash
# Writes the training run of the installed package's ahead-of-time cache: files for every command to work on, made by
# Marionette itself from a small skeleton and motion written here (a sprite drawn from the motion in 8 directions,
# its sheet as PNGs and back, GRF, THOR and RGZ patches of them), and the list of commands (one per line, arguments separated
# by tabs) that dev.marionette.cli.TrainingRun runs in one JVM. When a folder of sample files is given, the list
# also checks, describes, exports and thumbnails the real characters, sprites, motions and archives in it.
#
# Usage: training.sh WORK LAUNCHER [SAMPLES]     (LAUNCHER: the application image's bin/marionette)
set -euo pipefail
work=$1
launcher=$2
samples=${3:-}
mkdir -p "$work/data/sprite" "$work/out"
cd "$work"

cat > skel.asf <<'ASF'
# AST/ASF file written for the package's training run
:version 1.10
:name training
:units
  mass 1.0
  length 1.0
  angle deg
:root
   order TX TY TZ RX RY RZ
   axis XYZ
   position 0 0 0
   orientation 0 0 0
:bonedata
  begin
     id 1
     name spine
     direction 0 1 0
     length 2
     axis 0 0 0  XYZ
    dof rx ry rz
  end
  begin
     id 2
     name arm
     direction 1 0 0
     length 1.5
     axis 0 0 0  XYZ
    dof rx ry rz
  end
  begin
     id 3
     name leg
     direction 0 -1 0
     length 2
     axis 0 0 0  XYZ
    dof rx
  end
:hierarchy
  begin
    root spine leg
    spine arm
  end
ASF
{
    echo ":FULLY-SPECIFIED"
    echo ":DEGREES"
    for f in $(seq 1 240); do
        echo "$f"
        echo "root 0.$((f % 10)) 0 0 0 $((f % 360)) 0"
        echo "spine $((f % 30)) 0 0"
        echo "arm 0 $((f % 45)) 10"
        echo "leg $((f % 20))"
    done
} > skel.amc

# The sprite, its sheet as PNGs and back, and a patch archive holding both.
"$launcher" export --directions 8 --size 64 -o walk.act skel.amc >/dev/null
"$launcher" sprite extract -o sheet walk.spr >/dev/null
cp walk.act walk.spr data/sprite/
"$launcher" archive pack -o patch.gpf data >/dev/null
mkdir -p patch && cp -r data patch/
"$launcher" archive pack -o patch.thor patch >/dev/null
"$launcher" archive pack -o patch.rgz patch >/dev/null

tab=$'\t'
{
    echo "--version"
    echo "--help"
    echo "check${tab}walk.act${tab}walk.spr${tab}skel.asf${tab}skel.amc"
    echo "info${tab}walk.act${tab}walk.spr${tab}skel.amc"
    echo "roundtrip${tab}-o${tab}out/rt${tab}walk.act${tab}walk.spr"
    echo "render${tab}-o${tab}out/frame.png${tab}walk.act"
    echo "export${tab}-o${tab}out/skel.bvh${tab}skel.amc"
    echo "export${tab}-o${tab}out/skel.csv${tab}skel.amc"
    echo "export${tab}--action${tab}0${tab}-o${tab}out/walk.gif${tab}walk.act"
    echo "sprite${tab}build${tab}-o${tab}out/walk.spr${tab}sheet"
    echo "thumbnail${tab}-s${tab}128${tab}walk.act${tab}out/walk.png"
    echo "thumbnail${tab}-s${tab}256${tab}skel.amc${tab}out/skel.png"
    echo "thumbnail${tab}-s${tab}128${tab}patch.gpf${tab}out/patch.png"
    echo "archive${tab}list${tab}--long${tab}patch.gpf"
    echo "archive${tab}extract${tab}-o${tab}out/x${tab}patch.gpf"
    echo "check${tab}patch.gpf"
    echo "archive${tab}list${tab}patch.thor"
    echo "archive${tab}list${tab}patch.rgz"
    echo "thumbnail${tab}-s${tab}128${tab}patch.thor${tab}out/thor.png"
    echo "check${tab}patch.rgz"
    if [ -n "$samples" ] && [ -d "$samples" ]; then
        acs=$(find "$samples/acs" -iname '*.acs' 2>/dev/null | sort | tr '\n' '\t' | sed 's/\t$//')
        if [ -n "$acs" ]; then
            echo "check${tab}${acs}"
            echo "info${tab}${acs}"
            first=$(find "$samples/acs" -iname '*.acs' | sort | head -1)
            echo "thumbnail${tab}-s${tab}256${tab}${first}${tab}out/acs.png"
        fi
        for amc in "$samples"/asf/cmu02_walk/02_01.amc; do
            [ -f "$amc" ] || continue
            echo "check${tab}${amc}"
            echo "export${tab}-o${tab}out/walk.bvh${tab}${amc}"
            echo "thumbnail${tab}-s${tab}256${tab}${amc}${tab}out/walk-amc.png"
        done
        ro=$(find "$samples/ro" -name '*.act' 2>/dev/null | sort | head -8 | tr '\n' '\t' | sed 's/\t$//')
        if [ -n "$ro" ]; then
            echo "check${tab}${ro}"
            echo "thumbnail${tab}-s${tab}256${tab}$(echo "$ro" | cut -f1)${tab}out/ro.png"
        fi
        for grf in "$samples"/grf/*.g?f; do
            [ -f "$grf" ] || continue
            echo "archive${tab}list${tab}${grf}"
            echo "check${tab}${grf}"
        done
    fi
} > commands.txt
echo "$work/commands.txt"
