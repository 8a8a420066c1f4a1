#!/usr/bin/env python3
"""Self-play hands for the Sheepshead win chance (solver/ANALYSIS.md §14, issue 41): there are
no real Sheepshead games in the shared data, so the labels are the results of hands played by
the computer players through one `schmier engine` session, as `schmier selfplay` plays them
with strong players: the auction, bury and call by the rule-based player, every card by the
strong player (sampled worlds, each solved double dummy; no clock, so the hands are the same
for the same seed on any machine).

Per hand with a picker, one row: at the opening lead, the strong suggestion with values gives
the win chance of every seat from the opening leader's worlds (solver/win_chance.h); the engine
runs with SCHMIER_WIN_CHANCE_RAW set, so that is the share of his worlds the picker's side wins
double dummy (per world the sides of that world), the feature the fit maps. The label is the hand's real result: the picker's
side won (its units > 0, from `solve` at the end of the hand). The class: picker alone (he
called alone, or no partner card) or with a partner. A leaster: the strong player plays its
first tricks by rule of thumb, so there is no valued opening lead; its row is taken at the first
card decision with a chance (values asked for every card of a leaster until one comes), the
mover's own chance (the share of his worlds he wins double dummy) and whether he won the
leaster (his units > 0 in `schmier show`'s settlement); contract_class says after how many cards.

    scripts/ss_win_chance_selfplay.py SCHMIER --hands N [--seed S] [--worlds K] > rows.csv

Writes CSV rows: game,class,contract_class,worlds,dd_win_share,won (the columns of
solver/data/win_chance_fit.csv, read by `schmier calibrate --features`).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_session import SHEEPSHEAD_DECK, Engine, apply_answer  # noqa: E402


def play_hand(eng, h, seed, worlds):
    deck = SHEEPSHEAD_DECK[:]
    random.Random(seed * 100003 + h).shuffle(deck)
    log = {"format": "schmier-deal-log", "version": 1, "game": "sheepshead", "dealer": h % 5,
           "hands": [deck[6 * s:6 * s + 6] for s in range(5)], "blind": deck[30:],
           "auction": [], "plays": []}
    lead = None
    first = None  # a leaster's first valued card decision: (seat, its chance, plays before it)
    while True:
        a = eng.suggest(log, player="heuristic")
        if "error" in a:
            break
        r = a["result"]
        if r["decision"] == "play":
            opts = {"player": "strong", "budget_ms": 0, "worlds": worlds, "seed": seed}
            leaster = "pick" not in log["auction"]
            if not log["plays"] or (leaster and first is None):
                opts["values"] = True
            a = eng.suggest(log, **opts)
            if "error" in a:
                sys.exit("hand %d: the strong player refused: %s" % (h, json.dumps(a)))
            r = a["result"]
            if not log["plays"]:
                lead = r
            if leaster and first is None and r.get("win_chance") is not None:
                first = (r["seat"], r["win_chance"][r["seat"]], len(log["plays"]))
        elif r["decision"] not in ("pick", "bury", "call"):
            sys.exit("hand %d: unexpected decision %s" % (h, r["decision"]))
        apply_answer(log, r)
    return log, lead, first


def leaster_units(exe, log):
    """Every seat's units of a finished leaster (SS-11), from `schmier show`'s settlement."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(log, f)
    try:
        text = subprocess.run([exe, "show", f.name], capture_output=True, text=True,
                              check=True).stdout
    finally:
        os.unlink(f.name)
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("Units:"):
            return [int(part.split()[-1]) for part in line[len("Units:"):].split(",")]
    sys.exit("schmier show gave no settlement for a leaster:\n" + text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schmier")
    ap.add_argument("--hands", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=16)
    args = ap.parse_args()
    # The double-dummy share itself, whatever the coefficients in use (solver/win_chance.h).
    eng = Engine(args.schmier, env=dict(os.environ, SCHMIER_WIN_CHANCE_RAW="1"))
    print("game,class,contract_class,worlds,dd_win_share,won")
    leasters = unvalued = 0
    for h in range(args.hands):
        log, lead, first = play_hand(eng, h, args.seed, args.worlds)
        if "pick" not in log["auction"]:
            leasters += 1
            if first is None:
                unvalued += 1
                continue
            seat, share, plays = first
            units = leaster_units(args.schmier, log)
            print("ss-%d-%03d,leaster,leaster after %d cards,%d,%.6f,%d" %
                  (args.seed, h, plays, args.worlds, share, 1 if units[seat] > 0 else 0))
            sys.stdout.flush()
            continue
        picker = (log["dealer"] + 1 + log["auction"].index("pick")) % 5
        if lead is None or lead.get("win_chance") is None:
            unvalued += 1
            continue
        end = eng.request("solve", log=log, after=len(log["plays"]))
        if "error" in end:
            sys.exit("hand %d: solve refused the finished hand: %s" % (h, json.dumps(end)))
        units = end["result"]["declarer_units"]
        alone = len(end["result"].get("declarer_side", [picker])) == 1
        cls = "picker alone" if alone else "picker with partner"
        print("ss-%d-%03d,%s,%s,%d,%.6f,%d" % (args.seed, h, cls, cls, args.worlds,
                                             lead["win_chance"][picker], 1 if units > 0 else 0))
        sys.stdout.flush()
    eng.close()
    print("hands %d, leasters %d, opening lead not valued %d" %
          (args.hands, leasters, unvalued), file=sys.stderr)


if __name__ == "__main__":
    main()
