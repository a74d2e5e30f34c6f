# Sourced by the bench/c scripts: times whole commands, interleaved, and prints medians and ratios.
#
#   timed LABEL COMMAND...      runs COMMAND (output discarded) and appends "LABEL wall user system" to $times;
#                               wall time is measured around the process in microseconds-precise seconds, the CPU
#                               time (user + system) by /usr/bin/time: on a busy machine the CPU time shows what each
#                               one costs when the wall time mostly shows waiting for a core
#   summarise BASE [BASE2]      one line per label (median wall and CPU, min and max, runs) and every label's ratio
#                               to BASE (and to BASE2, wall only)
# The caller sets times=<a temporary file>.
timed() {
    label=$1
    shift
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$times.cpu" "$@" >/dev/null
    end=$(date +%s%N)
    echo "$label $(( (end - start) / 1000 )) $(cat "$times.cpu")" >> "$times"
    rm -f "$times.cpu"
}

summarise() {
    python3 - "$times" "$@" <<'PY'
import statistics, sys
wall, cpu = {}, {}
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) != 4:
        continue
    k, us, user, system = parts
    wall.setdefault(k, []).append(int(us) / 1e6)
    cpu.setdefault(k, []).append(float(user) + float(system))
w = {k: statistics.median(v) for k, v in wall.items()}
c = {k: statistics.median(v) for k, v in cpu.items()}
width = max(len(k) for k in wall)
for k in wall:
    print(f"{k:{width}}  wall median {w[k]:.3f} s (min {min(wall[k]):.3f}, max {max(wall[k]):.3f})"
          f"   CPU median {c[k]:.3f} s   {len(wall[k])} runs")
base = sys.argv[2]
second = sys.argv[3] if len(sys.argv) > 3 else None
for k in wall:
    if k in (base, second):
        continue
    line = f"{k} / {base} = {w[k] / w[base]:.2f}x wall, {c[k] / c[base]:.2f}x CPU"
    if second:
        line += f"   {k} / {second} = {w[k] / w[second]:.2f}x wall"
    print(line)
PY
}
