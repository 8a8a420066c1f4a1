#!/usr/bin/env bash
# The share of non-forced card decisions graded mistake or blunder, per contract class, over
# Schafkopf deal logs (solver/ANALYSIS.md §9, "Ramsch"):
#   scripts/grade-shares.sh BINARY LOG...
# BINARY is a schmier build (e.g. build/schmier); every log is analysed with its defaults
# (`analyze --json --threads 1`, at nice priority) and the JSON kept in $GRADE_SHARES_OUT (a
# temporary folder by default). Prints per class: games, graded card decisions, mistakes,
# blunders and their share; then what the game offered to get wrong (the cause of a share):
#   open     decisions where some legal card would be graded mistake or worse (in the worlds);
#   random   the share a player choosing uniformly among the legal cards would get;
#   of open  the players' mistakes and blunders among the open decisions;
#   dd open  among the decisions of the last four tricks (where every class has double-dummy
#            values: a Ramsch's first tricks are valued by rollouts), those where the cards'
#            results on the actual deal differ (hindsight: a card could change the settlement);
#   dd random, dd played  among the same decisions, the share of a uniformly random legal card,
#            and of the played card, that loses at least 0.5 stakes on the actual deal
#            (hindsight, no worlds: the mistake edge).
# "open" and "random" come from the same grades as the shares (a harsher model raises all
# three); the hindsight columns use no worlds, so they tell the players' cards apart from the
# model's grading (solver/ANALYSIS.md §9, "The cause, measured").
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
from collections import Counter, defaultdict
out, logs = sys.argv[1], sys.argv[2:]
BAD = ("mistake", "blunder")

def played_dd(d):
    return next(x["dd_units"] for x in d["alternatives"] if x["action"] == d["played"])

def units_per_stake(decisions):
    """The deal's units per stake, from the played cards' hindsight losses (2 without one)."""
    scales = sorted((max(x["dd_units"] for x in d["alternatives"]) - played_dd(d)) / d["dd_loss"]
                    for d in decisions
                    if d["kind"] == "play" and (d.get("dd_loss") or 0) > 0 and
                    all(x.get("dd_units") is not None for x in d["alternatives"]))
    return scales[len(scales) // 2] if scales else 2.0

rows = defaultdict(Counter)
for f in logs:
    j = os.path.join(out, os.path.basename(f)[:-5] + ".analysis.json")
    if not os.path.exists(j):
        continue
    r = rows[json.load(open(f))["contract"]["type"]]
    decisions = json.load(open(j))["decisions"]
    r["games"] += 1
    scale = units_per_stake(decisions)
    for d in decisions:
        if d["kind"] != "play" or d.get("forced") or d.get("grade") in (None, "forced", "not graded"):
            continue
        r["graded"] += 1
        r[d["grade"]] += 1
        alts = [x for x in d["alternatives"] if x.get("grade") is not None]
        n_bad = sum(x["grade"] in BAD for x in alts)
        if n_bad:
            r["open"] += 1
            r["bad of open"] += d["grade"] in BAD
        r["random"] += n_bad / max(1, len(alts))
        dd = [x.get("dd_units") for x in d["alternatives"]]
        if None not in dd and d["trick"] >= 4:
            r["dd"] += 1
            r["dd open"] += len(set(dd)) > 1
            r["dd random"] += sum((max(dd) - v) / scale >= 0.5 for v in dd) / len(dd)
            r["dd played"] += (d.get("dd_loss") or 0) >= 0.5
def pct(a, b):
    return f"{100.0 * a / max(1, b):.1f}%"
print(f"{'contract':<10} {'games':>6} {'graded':>7} {'mistakes':>9} {'blunders':>9} {'share':>7}"
      f" {'open':>7} {'random':>7} {'of open':>8} {'dd open':>14} {'dd random':>9} {'dd played':>9}")
for t, r in sorted(rows.items()):
    n, m, b, ddn = r["graded"], r["mistake"], r["blunder"], r["dd"]
    print(f"{t:<10} {r['games']:>6} {n:>7} {m:>9} {b:>9} {pct(m + b, n):>7}"
          f" {pct(r['open'], n):>7} {pct(r['random'], n):>7} {pct(r['bad of open'], r['open']):>8}"
          f" {pct(r['dd open'], ddn):>7} of {ddn:>4} {pct(r['dd random'], ddn):>9}"
          f" {pct(r['dd played'], ddn):>9}")
PY
