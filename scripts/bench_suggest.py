#!/usr/bin/env python3
"""Time per `schmier suggest` (ENGINE.md), one-shot (a process per question) and in a `schmier
engine` session, at each strength, over every decision of N hands.

The hands: N seeded random deals of the game (Sheepshead, preset sheepshead, or Schafkopf), each
played to the end by the heuristic player through the engine; every decision on the way is one
question (Sheepshead: pick/pass, bury, call, cards; Schafkopf: bids, the declaration, Kontra/Re
answers, cards; a Schafkopf deal everyone passes is thrown in after its four bids). Prints, per strength and mode, the number of questions and the median and
maximum wall time per question in ms (one-shot: the whole process, start-up included; session:
from writing the request to reading its answer).

usage: bench_suggest.py SCHMIER [--hands N] [--budget-ms B] [--worlds K] [--game G]
                        [--players P,..] [--modes oneshot,session]
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

SS_DECK = [r + s for s in "CSHD" for r in "789TJQKA"]


class Engine:
    def __init__(self, exe):
        self.p = subprocess.Popen([exe, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.n = 0

    def ask(self, req):
        self.n += 1
        self.p.stdin.write(json.dumps(dict(req, id=self.n)) + "\n")
        self.p.stdin.flush()
        return json.loads(self.p.stdout.readline())

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def apply(log, r):
    d, a = r["decision"], r["action"]
    if d == "pick":
        log["auction"].append(a)
    elif d == "bid":
        log["bids"].append(a["bid"])
    elif d == "declare":
        log["contract"] = a["contract"]
    elif d == "bury":
        log["bury"] = a["bury"]
    elif d == "call":
        log["call"] = a["call"]
    elif d == "double":
        log["poll"] = log.get("poll", 0) + 1
        if a != "no":
            log.setdefault("doubles", []).append({"seat": r["seat"], "call": a})
    else:
        log["plays"].append(a)


def questions(exe, hands, seed0, game):
    """Every decision of `hands` heuristic-played hands, as (decision kind, log)."""
    eng = Engine(exe)
    out = []
    for h in range(hands):
        rng = random.Random(seed0 + h)
        deck = SS_DECK[:]
        rng.shuffle(deck)
        if game == "schafkopf":
            log = {"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
                   "dealer": h % 4, "hands": [deck[8 * s:8 * s + 8] for s in range(4)],
                   "bids": [], "doubles": [], "plays": []}
        else:
            log = {"format": "schmier-deal-log", "version": 1, "game": "sheepshead",
                   "dealer": h % 5, "hands": [deck[6 * s:6 * s + 6] for s in range(5)],
                   "blind": deck[30:], "auction": [], "plays": []}
        while True:
            a = eng.ask({"request": "suggest", "log": log, "player": "heuristic"})
            if "error" in a:
                break
            out.append((a["result"]["decision"], json.loads(json.dumps(log))))
            apply(log, a["result"])
    eng.close()
    return out


def summary(label, times):
    ms = [t * 1000 for t in times]
    print("%-28s %5d questions  median %8.1f ms  max %8.1f ms" %
          (label, len(ms), statistics.median(ms), max(ms)), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("exe")
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--budget-ms", type=int, default=250)
    ap.add_argument("--worlds", type=int, default=32)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", default="heuristic,strong")
    ap.add_argument("--game", default="sheepshead", choices=["sheepshead", "schafkopf"])
    ap.add_argument("--modes", default="oneshot,session")
    args = ap.parse_args()
    modes = args.modes.split(",")
    kq = questions(args.exe, args.hands, args.seed, args.game)
    qs = [q for _, q in kq]
    kinds = {}
    for k, _ in kq:
        kinds[k] = kinds.get(k, 0) + 1
    print("%s: %d hands, %d decisions (%s); budget %d ms, at most %d worlds" %
          (args.game, args.hands, len(qs), ", ".join("%s %d" % kv for kv in sorted(kinds.items())),
           args.budget_ms, args.worlds), flush=True)
    tmp = tempfile.mkdtemp(prefix="schmier-bench-suggest-")
    paths = []
    for i, q in enumerate(qs):
        p = os.path.join(tmp, "q%05d.json" % i)
        with open(p, "w") as f:
            json.dump(q, f)
        paths.append(p)
    for player in args.players.split(","):
        opts = ["--player", player, "--budget-ms", str(args.budget_ms), "--worlds",
                str(args.worlds)]
        times = []
        for p in paths if "oneshot" in modes else []:
            t0 = time.perf_counter()
            r = subprocess.run([args.exe, "suggest", p, "--json"] + opts, capture_output=True)
            times.append(time.perf_counter() - t0)
            if r.returncode != 0:
                sys.exit("suggest failed on %s: %s" % (p, r.stderr.decode()))
        if times:
            summary(player + " one-shot", times)
        if "session" not in modes:
            continue
        eng = Engine(args.exe)
        times = []
        for q in qs:
            t0 = time.perf_counter()
            a = eng.ask({"request": "suggest", "log": q, "player": player,
                         "budget_ms": args.budget_ms, "worlds": args.worlds})
            times.append(time.perf_counter() - t0)
            if "error" in a:
                sys.exit("engine error: %s" % json.dumps(a))
        eng.close()
        summary(player + " session", times)
    for p in paths:
        os.unlink(p)
    os.rmdir(tmp)


main()
