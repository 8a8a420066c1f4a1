#!/usr/bin/env python3
"""How often a computer player's UNKNOWN (under) call is one that a table judging the call on
the picker's eight cards forbids (ENGINE.md "Table options", ss_unknown_judged_on).

Deals N seeded random five-handed hands, lets one `schmier engine` session pick, bury and call
for every seat (the given player), and counts the calls; each UNKNOWN call made under the
default rule (six cards) is checked by `schmier validate` with ss_unknown_judged_on = eight. Then
the same deals are played to the call under eight, where no such call may come.

usage: scripts/unknown_calls.py SCHMIER [--deals N] [--seed S] [--player heuristic|strong]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_session import SHEEPSHEAD_DECK, Engine  # noqa: E402

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def deal(rng, dealer):
    deck = SHEEPSHEAD_DECK[:]
    rng.shuffle(deck)
    hands = [deck[6 * i:6 * i + 6] for i in range(5)]
    return {"format": "schmier-deal-log", "version": 1, "game": "sheepshead",
            "preset": "sheepshead", "players": NAMES, "dealer": dealer, "hands": hands,
            "blind": deck[30:], "auction": [], "plays": []}


def ask(session, log, player):
    """The engine's suggest result for `log` (8 worlds, seed 1); exits on an engine error."""
    a = session.suggest(log, player=player, worlds=8, seed=1)
    if "result" not in a:
        sys.exit("engine error: " + json.dumps(a))
    return a["result"]


def to_call(session, log, player):
    """The log after the auction, bury and call (None when all pass)."""
    while True:
        r = ask(session, log, player)
        d, a = r["decision"], r["action"]
        if d == "pick":
            log["auction"].append(a)
        elif d == "bury":
            log["bury"] = a["bury"]
        elif d == "call":
            log["call"] = a["call"]
            return log
        else:
            return None  # a leaster


def valid(exe, log):
    fd, path = tempfile.mkstemp(suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(log, f)
    try:
        return subprocess.run([exe, "validate", path], capture_output=True).returncode == 0
    finally:
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schmier")
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--player", default="heuristic")
    args = ap.parse_args()
    s = Engine(args.schmier)
    counts = {}
    for on in ("six", "eight"):
        rng = random.Random(args.seed)
        calls = unknown = forbidden = 0
        for i in range(args.deals):
            log = deal(rng, i % 5)
            if on == "eight":
                log["rules"] = {"ss_unknown_judged_on": "eight"}
            log = to_call(s, log, args.player)
            if log is None:
                continue
            calls += 1
            if "under" in log["call"]:
                unknown += 1
                strict = dict(log, rules={"ss_unknown_judged_on": "eight"})
                if not valid(args.schmier, strict):
                    forbidden += 1
        counts[on] = (calls, unknown, forbidden)
        print("%s: %d hands picked, %d UNKNOWN calls, %d of them forbidden when judged on the "
              "eight cards" % (on, calls, unknown, forbidden))
    s.close()
    if counts["eight"][2]:
        sys.exit("an UNKNOWN call the eight-card rule forbids was made under that rule")


if __name__ == "__main__":
    main()
