#!/usr/bin/env python3
"""Time per `schmier suggest` (ENGINE.md), one-shot (a process per question) and in a `schmier
engine` session, at each strength, over every decision of N hands.

The hands: N seeded random deals of the game (Sheepshead, preset sheepshead, or Schafkopf), each
played to the end by the heuristic player through the engine; every decision on the way is one
question (Sheepshead: pick/pass, bury, call, cards; Schafkopf: bids, the declaration, Kontra/Re
answers, cards; a Schafkopf deal everyone passes is thrown in after its four bids). Prints, per
strength and mode, the number of questions and the median, mean and maximum wall time per
question in ms (one-shot: the whole process, start-up included; session: from writing the
request to reading its answer, with the same options throughout, so the tables stay warm).

With --views full,masked every question is also asked as the deciding seat knows it (own cards
only, ENGINE.md: the other seats' hands null, the blind and the bury null unless they are the
picker's and he decides), interleaved with the full log, and the two answers must be equal.

usage: bench_suggest.py SCHMIER [--hands N] [--budget-ms B] [--worlds K] [--game G]
                        [--players P,..] [--modes oneshot,session] [--views full,masked]
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine_session import SHEEPSHEAD_DECK, Engine, apply_answer  # noqa: E402


def questions(exe, hands, seed0, game):
    """Every decision of `hands` heuristic-played hands, as (decision kind, log)."""
    eng = Engine(exe)
    out = []
    for h in range(hands):
        rng = random.Random(seed0 + h)
        deck = SHEEPSHEAD_DECK[:]
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
            a = eng.suggest(log, player="heuristic")
            if "error" in a:
                break
            out.append((a["result"]["decision"], json.loads(json.dumps(log)),
                        a["result"]["seat"]))
            apply_answer(log, a["result"])
    eng.close()
    return out


def masked(log, mover):
    """The log as the deciding seat knows it (own cards only)."""
    out = json.loads(json.dumps(log))
    out["hands"] = [h if s == mover else None for s, h in enumerate(out["hands"])]
    if out["game"] == "sheepshead":
        a = out["auction"]
        picker = (out["dealer"] + 1 + a.index("pick")) % 5 if "pick" in a else None
        if picker != mover:
            out["blind"] = None
            if "bury" in out:
                out["bury"] = None
    return out


def summary(label, times, kinds, qs):
    ms = [t * 1000 for t in times]
    print("%-28s %5d questions  median %8.1f ms  mean %8.1f ms  max %8.1f ms" %
          (label, len(ms), statistics.median(ms), statistics.mean(ms), max(ms)), flush=True)
    # Per decision kind, and the slowest question (its index among the questions).
    for k in sorted(set(kinds)):
        km = [m for m, kk in zip(ms, kinds) if kk == k]
        print("    %-10s %5d  median %8.1f ms  max %8.1f ms" %
              (k, len(km), statistics.median(km), max(km)), flush=True)
    worst = max(range(len(ms)), key=lambda i: ms[i])
    fd, path = tempfile.mkstemp(prefix="schmier-bench-slowest-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(qs[worst], f)
    print("    slowest: question %d (%s), its log kept in %s" % (worst, kinds[worst], path),
          flush=True)


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
    ap.add_argument("--views", default="full")
    args = ap.parse_args()
    modes = args.modes.split(",")
    views = args.views.split(",")
    kq3 = questions(args.exe, args.hands, args.seed, args.game)
    kq = [(k, q) for k, q, _ in kq3]
    qs = [q for _, q in kq]
    view_logs = {"full": qs, "masked": [masked(q, seat) for _, q, seat in kq3]}
    kinds = {}
    for k, _ in kq:
        kinds[k] = kinds.get(k, 0) + 1
    print("%s: %d hands, %d decisions (%s); budget %d ms, at most %d worlds" %
          (args.game, args.hands, len(qs), ", ".join("%s %d" % kv for kv in sorted(kinds.items())),
           args.budget_ms, args.worlds), flush=True)
    tmp = tempfile.mkdtemp(prefix="schmier-bench-suggest-")
    paths = {v: [] for v in views}
    for v in views:
        for i, q in enumerate(view_logs[v]):
            p = os.path.join(tmp, "%s%05d.json" % (v, i))
            with open(p, "w") as f:
                json.dump(q, f)
            paths[v].append(p)
    labels = {v: "" if views == ["full"] else " " + v for v in views}
    for player in args.players.split(","):
        opts = ["--player", player, "--budget-ms", str(args.budget_ms), "--worlds",
                str(args.worlds)]
        times = {v: [] for v in views}
        for i in range(len(qs)) if "oneshot" in modes else []:
            got = {}
            # Interleaved, the first view alternating: the views share the machine's noise.
            for v in views if i % 2 == 0 else views[::-1]:
                t0 = time.perf_counter()
                r = subprocess.run([args.exe, "suggest", paths[v][i], "--json"] + opts,
                                   capture_output=True)
                times[v].append(time.perf_counter() - t0)
                if r.returncode != 0:
                    sys.exit("suggest failed on %s: %s" % (paths[v][i], r.stderr.decode()))
                got[v] = r.stdout
            if args.budget_ms == 0 and len(set(got.values())) > 1:
                sys.exit("the views answer differently on question %d" % i)
        for v in views:
            if times[v]:
                summary(player + " one-shot" + labels[v], times[v], [k for k, _ in kq], qs)
        if "session" not in modes:
            continue
        eng = Engine(args.exe)
        times = {v: [] for v in views}
        for i in range(len(qs)):
            got = {}
            # Alternating which view comes first: the second meets the first's warm table.
            for v in views if i % 2 == 0 else views[::-1]:
                t0 = time.perf_counter()
                a = eng.suggest(view_logs[v][i], player=player, budget_ms=args.budget_ms,
                                worlds=args.worlds)
                times[v].append(time.perf_counter() - t0)
                if "error" in a:
                    sys.exit("engine error: %s" % json.dumps(a))
                got[v] = json.dumps(a["result"], sort_keys=True)
            if args.budget_ms == 0 and len(set(got.values())) > 1:
                sys.exit("the views answer differently in the session on question %d" % i)
        eng.close()
        for v in views:
            summary(player + " session" + labels[v], times[v], [k for k, _ in kq], qs)
    for v in views:
        for p in paths[v]:
            os.unlink(p)
    os.rmdir(tmp)


main()
