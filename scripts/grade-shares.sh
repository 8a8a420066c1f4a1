#!/usr/bin/env bash
# The share of non-forced card decisions graded mistake or blunder, per contract class, over
# Schafkopf deal logs (solver/ANALYSIS.md §9, "Ramsch"):
#   scripts/grade-shares.sh BINARY LOG...
# BINARY is a schmier build (e.g. build/schmier); every log is analysed with its defaults
# (`analyze --json --threads 1`, at nice priority) and the JSON kept in $GRADE_SHARES_OUT (a
# temporary folder by default). Prints per class: games, graded card decisions, mistakes,
# blunders and their share.
set -euo pipefail
if [[ $# -lt 2 ]]; then
  echo "usage: $0 BINARY LOG..." >&2
  exit 2
fi
bin=$1
shift
out=${GRADE_SHARES_OUT:-$(mktemp -d)}
mkdir -p "$out"
for f in "$@"; do
  j="$out/$(basename "$f" .json).analysis.json"
  [[ -s $j ]] || nice "$bin" analyze "$f" --json --threads 1 > "$j" 2> /dev/null || {
    echo "$f: analyze failed" >&2
    rm -f "$j"
  }
done
python3 - "$out" "$@" <<'PY'
import json, os, sys
out, logs = sys.argv[1], sys.argv[2:]
rows = {}
for f in logs:
    j = os.path.join(out, os.path.basename(f)[:-5] + ".analysis.json")
    if not os.path.exists(j):
        continue
    t = json.load(open(f))["contract"]["type"]
    a = json.load(open(j))
    r = rows.setdefault(t, [0, 0, 0, 0])
    r[0] += 1
    for d in a["decisions"]:
        if d["kind"] != "play" or d.get("forced") or d.get("grade") in (None, "forced", "not graded"):
            continue
        r[1] += 1
        r[2] += d["grade"] == "mistake"
        r[3] += d["grade"] == "blunder"
print(f"{'contract':<10} {'games':>6} {'graded':>7} {'mistakes':>9} {'blunders':>9} {'share':>7}")
for t, (g, n, m, b) in sorted(rows.items()):
    print(f"{t:<10} {g:>6} {n:>7} {m:>9} {b:>9} {100.0 * (m + b) / max(1, n):>6.1f}%")
PY
