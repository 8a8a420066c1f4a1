#!/usr/bin/env bash
# Analysis benchmark: wall and CPU time of `schmier analyze` (default settings, every core) per
# sample log, the median of N runs. With several binaries (-b A -b B) the runs alternate
# A, B, A, B, ... per sample, so that a change of load hits both alike (compare before/after).
#
#   scripts/bench-analysis.sh [-n RUNS] [-r] [-b BINARY]... [-w HANDS] [-- ANALYZE OPTIONS...]
#                             [LOG...]
#
# Defaults: 5 runs, build/schmier, every Sheepshead log in samples/. -w HANDS: instead, HANDS
# held-out Sweep hands (self-play hands 500000.. written by build/sweep_horizon_fit logs, never
# used to fit the horizon evaluation), and after them the median over the hands of each
# binary's CPU per hand (issue 39's goal: at most 3 s; the peak memory too). CPU is user + system
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
sweep_hands=0
usage() {
  sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
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
    -w)
      [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || { echo "bench-analysis: -w takes a number of Sweep hands" >&2; exit 2; }
      sweep_hands=$2
      shift 2
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
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ $sweep_hands -gt 0 ]]; then
  tool=$root/build/sweep_horizon_fit
  [[ -x $tool ]] || { echo "bench-analysis: -w needs $tool (build with SCHMIER_TOOLS=ON)" >&2; exit 2; }
  mkdir -p "$tmp/sweep"
  "$tool" logs "$sweep_hands" 500000 "$tmp/sweep" >/dev/null
  for ((h = 500000; h < 500000 + sweep_hands; ++h)); do logs+=("$tmp/sweep/sweep-$h.json"); done
fi
if [[ ${#logs[@]} -eq 0 ]]; then
  for f in "$root"/samples/*.json; do
    grep -q '"game": *"sheepshead"' "$f" && logs+=("$f")
  done
fi

median() { sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each; cores: $(nproc)${prio:+; real-time priority}"
printf '%-22s %-8s %8s %8s   %s\n' sample binary wall_s cpu_s "walls of every run"
for log in "${logs[@]}"; do
  name=$(basename "$log" .json)
  for ((r = 0; r < runs; ++r)); do
    for i in "${!bins[@]}"; do
      /usr/bin/time -f '%e %U %S %M' -o "$tmp/run" "${prio[@]}" "${bins[$i]}" analyze "$log" \
        "${extra[@]}" >/dev/null 2>&1 || {
        echo "bench-analysis: ${bins[$i]} analyze $log failed" >&2
        exit 1
      }
      tail -1 "$tmp/run" >>"$tmp/$i.times"
    done
  done
  for i in "${!bins[@]}"; do
    wall=$(awk '{print $1}' "$tmp/$i.times" | median)
    cpu=$(awk '{printf "%.3f\n", $2 + $3}' "$tmp/$i.times" | median)
    all=$(awk '{printf "%s ", $1}' "$tmp/$i.times")
    printf '%-22s %-8s %8s %8s   %s\n' "$name" "#$((i + 1))" "$wall" "$cpu" "$all"
    echo "$cpu" >>"$tmp/$i.cpus"
    awk '{print $4}' "$tmp/$i.times" >>"$tmp/$i.rss"
    rm -f "$tmp/$i.times"
  done
done
if [[ $sweep_hands -gt 0 ]]; then
  for i in "${!bins[@]}"; do
    echo "#$((i + 1)) over the $sweep_hands Sweep hands: median CPU per hand $(median <"$tmp/$i.cpus") s," \
      "peak memory $(sort -g "$tmp/$i.rss" | tail -1 | awk '{printf "%.0f", $1 / 1024}') MB"
  done
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in "${!bins[@]}"; do echo "#$((i + 1)) = ${bins[$i]}"; done
