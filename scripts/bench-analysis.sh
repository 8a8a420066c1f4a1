#!/usr/bin/env bash
# Analysis benchmark: wall and CPU time of `schmier analyze` (default settings, every core) per
# sample log, the median of N runs. With several binaries (-b A -b B) the runs alternate
# A, B, A, B, ... per sample, so that a change of load hits both alike (compare before/after).
#
#   scripts/bench-analysis.sh [-n RUNS] [-r] [-b BINARY]... [-- ANALYZE OPTIONS...] [LOG...]
#
# Defaults: 5 runs, build/schmier, every Sheepshead log in samples/. CPU is user + system
# time of every thread. The load average is printed before and after: wall times on a busy
# machine are inflated (CPU much less), so quote both with the load. -r runs schmier at a
# real-time priority (chrt -f 10; needs root), so it preempts every ordinary process as on an
# idle machine (the kernel leaves others 5 % of each second). Output: one line per sample and
# binary, "sample  binary  wall-median  cpu-median  (walls of every run)".
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=5
bins=()
logs=()
extra=()
prio=()
usage() {
  sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
while [[ $# -gt 0 ]]; do
  case $1 in
    -n)
      [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "bench-analysis: -n takes a number of runs" >&2; exit 2; }
      runs=$2
      shift 2
      ;;
    -b)
      [[ $# -ge 2 ]] || { echo "bench-analysis: -b takes a binary" >&2; exit 2; }
      [[ -x $2 ]] || { echo "bench-analysis: $2 is not an executable" >&2; exit 2; }
      bins+=("$2")
      shift 2
      ;;
    -r)
      command -v chrt >/dev/null && chrt -f 10 true 2>/dev/null ||
        { echo "bench-analysis: -r needs chrt and the right to use real-time priorities" >&2; exit 2; }
      prio=(chrt -f 10)
      shift
      ;;
    -h | --help) usage ;;
    --)
      shift
      while [[ $# -gt 0 && $1 == -* ]]; do
        extra+=("$1")
        shift
      done
      ;;
    -*)
      echo "bench-analysis: unknown option $1" >&2
      usage
      ;;
    *)
      [[ -r $1 ]] || { echo "bench-analysis: cannot read $1" >&2; exit 2; }
      logs+=("$1")
      shift
      ;;
  esac
done
if [[ ${#bins[@]} -eq 0 ]]; then
  bins=("$root/build/schmier")
  [[ -x ${bins[0]} ]] || { echo "bench-analysis: build first (${bins[0]} is missing)" >&2; exit 2; }
fi
if [[ ${#logs[@]} -eq 0 ]]; then
  for f in "$root"/samples/*.json; do
    grep -q '"game": *"sheepshead"' "$f" && logs+=("$f")
  done
fi

median() { sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each; cores: $(nproc)${prio:+; real-time priority}"
printf '%-22s %-8s %8s %8s   %s\n' sample binary wall_s cpu_s "walls of every run"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for log in "${logs[@]}"; do
  name=$(basename "$log" .json)
  for ((r = 0; r < runs; ++r)); do
    for i in "${!bins[@]}"; do
      TIMEFORMAT='%R %U %S'
      { time "${prio[@]}" "${bins[$i]}" analyze "$log" "${extra[@]}" >/dev/null 2>&1; } 2>>"$tmp/$i.times" || {
        echo "bench-analysis: ${bins[$i]} analyze $log failed" >&2
        exit 1
      }
    done
  done
  for i in "${!bins[@]}"; do
    wall=$(awk '{print $1}' "$tmp/$i.times" | median)
    cpu=$(awk '{printf "%.3f\n", $2 + $3}' "$tmp/$i.times" | median)
    all=$(awk '{printf "%s ", $1}' "$tmp/$i.times")
    printf '%-22s %-8s %8s %8s   %s\n' "$name" "#$((i + 1))" "$wall" "$cpu" "$all"
    rm -f "$tmp/$i.times"
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in "${!bins[@]}"; do echo "#$((i + 1)) = ${bins[$i]}"; done
