"""Plays whole hands through `schmier engine` alone (ENGINE.md): every decision of every seat
is the engine's answer, appended to the hand's log as the deal log writes it, until the engine
says the hand is over. Any error answer (an illegal action would be one: the engine validates the
log of every request) fails the test; the finished log must pass `schmier validate`.

Seats alternate between the strong player (a small budget) and the heuristic one.

usage: play_hand.py SCHMIER SAMPLES GAME SEED   (GAME: sheepshead, sheepshead_1988, schafkopf)
"""
import json
import random
import subprocess
import sys

import api_util as u

SS_DECK = [r + s for s in "CSHD" for r in "789TJQKA"]


class Engine:
    def __init__(self, exe):
        self.p = subprocess.Popen([exe, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.next_id = 0

    def ask(self, request):
        self.next_id += 1
        request = dict(request, id=self.next_id)
        self.p.stdin.write(json.dumps(request) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            u.fail("the engine closed its output")
        answer = json.loads(line)
        if answer.get("id") != self.next_id:
            u.fail("answer for id %r, expected %d" % (answer.get("id"), self.next_id))
        return answer

    def close(self):
        self.p.stdin.close()
        rc = self.p.wait(timeout=60)
        if rc != 0:
            u.fail("the engine exited with %d" % rc)


def hand_over(answer):
    errs = answer.get("error")
    return bool(errs) and any("no decision is left" in e["message"] for e in errs)


def play(exe, log, strong_seats):
    eng = Engine(exe)
    decisions = 0
    kinds = set()
    while True:
        a = eng.ask({"request": "suggest", "log": log, "player": "heuristic"})
        if hand_over(a):
            break
        if "error" in a:
            u.fail("error answer after %d decisions: %s\nlog: %s" %
                   (decisions, json.dumps(a), json.dumps(log)))
        r = a["result"]
        if r["seat"] in strong_seats:
            a = eng.ask({"request": "suggest", "log": log, "player": "strong", "budget_ms": 40,
                         "worlds": 4, "seed": decisions})
            if "error" in a:
                u.fail("strong player's error: %s" % json.dumps(a))
            if a["result"]["seat"] != r["seat"] or a["result"]["decision"] != r["decision"]:
                u.fail("the two players answer different decisions: %s %s" % (r, a["result"]))
            r = a["result"]
        act, seat = r["action"], r["seat"]
        kinds.add(r["decision"])
        decisions += 1
        if r["decision"] == "pick":
            log["auction"].append(act)
        elif r["decision"] == "bury":
            log["bury"] = act["bury"]
        elif r["decision"] == "call":
            log["call"] = act["call"]
        elif r["decision"] == "bid":
            log["bids"].append(act["bid"])
        elif r["decision"] == "declare":
            log["contract"] = act["contract"]
        elif r["decision"] == "double":
            log["poll"] = log.get("poll", 0) + 1
            if act != "no":
                log["doubles"].append({"seat": seat, "call": act})
        elif r["decision"] == "play":
            log["plays"].append(act)
        else:
            u.fail("unexpected decision " + r["decision"])
        if decisions > 80:
            u.fail("the hand does not end")
    eng.close()
    log.pop("poll", None)
    if not u.validate(exe, log):
        u.fail("the finished log is not valid: " + json.dumps(log))
    return decisions, kinds


def main():
    exe, samples, game, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    rng = random.Random(seed)
    if game.startswith("sheepshead"):
        deck = SS_DECK[:]
        rng.shuffle(deck)
        log = {"format": "schmier-deal-log", "version": 1, "game": "sheepshead", "preset": game,
               "dealer": rng.randrange(5),
               "hands": [deck[6 * s:6 * s + 6] for s in range(5)], "blind": deck[30:],
               "auction": [], "plays": []}
        strong = {0, 2, 4}
        want_plays = 30
    else:
        # From the deal on: the auction ("bids", ENGINE.md), the declaration, the Kontra/Re poll
        # and every card, all the engine's. A deal everyone passes is thrown in (sk_all_pass =
        # redeal): the next deal is tried, so that a whole hand is played.
        sk_deck = [r + s for s in "CSHD" for r in "789TJQKA"]
        strong = {1, 3}
        want_plays = 32
        for attempt in range(20):
            rng.shuffle(sk_deck)
            log = {"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
                   "dealer": rng.randrange(4),
                   "hands": [sk_deck[8 * s:8 * s + 8] for s in range(4)],
                   "bids": [], "doubles": [], "plays": []}
            decisions, kinds = play(exe, log, strong)
            if log["plays"]:
                break
            print("deal %d thrown in after %d bids" % (attempt, len(log["bids"])))
        for kind in ("bid", "declare", "play"):
            if kind not in kinds:
                u.fail("the Schafkopf hand had no %s decision" % kind)
        print("%s seed %d: %d decisions (%s), every one the engine's, %d plays, contract %s, "
              "log valid" % (game, seed, decisions, " ".join(sorted(kinds)), len(log["plays"]),
                             json.dumps(log["contract"])))
        if len(log["plays"]) != want_plays:
            u.fail("the hand stopped after %d plays" % len(log["plays"]))
        return
    decisions, kinds = play(exe, log, strong)
    thrown_in = game == "sheepshead_1988" and log["auction"] == ["pass"] * 5
    if not thrown_in and len(log["plays"]) != want_plays:
        u.fail("the hand stopped after %d plays" % len(log["plays"]))
    print("%s seed %d: %d decisions (%s), every one the engine's, %d plays, log valid" %
          (game, seed, decisions, " ".join(sorted(kinds)), len(log["plays"])))


main()
