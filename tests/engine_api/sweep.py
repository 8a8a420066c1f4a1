"""Sweep through `schmier suggest` and `schmier engine` (ENGINE.md "Sweep"): a log stopped at a
turn is answered with decision "turn" and an action written as the deal log writes a turn (the
log with it appended validates); a log that gives only the mover's cards (the first table, his
hand, the turns; no deck, the opponent's cards and the later rounds null) gets the same answer,
byte for byte, as the log with every card, at both strengths and several seeds; a log that
lacks the mover's hand is refused with its place; the engine answers both forms alike and
refuses to solve Sweep.

usage: sweep.py SCHMIER SAMPLES GROUP   (GROUP: suggest, engine)
"""
import json
import sys

import api_util as u

# Samples whose first table drew no jack (only `deck` says where such jacks went).
SAMPLES = ("sweep-multi-group.json", "sweep-remainder-decides.json",
           "sweep-capture-gives-sweep.json")
TURNS = (25, 31, 38, 44)


def dealt(log):
    """Each round's hands (non-dealer's and dealer's six) and the first table, from the deck
    (no jack on the first table, so no card was replaced)."""
    deck = log["deck"]
    table = deck[12:16]
    assert not any(c[0] == "J" for c in table)
    stock = deck[16:]
    non_dealer = 1 - log["dealer"]
    rounds = []
    for r in range(4):
        block = deck[0:12] if r == 0 else stock[12 * (r - 1):12 * r]
        hands = [None, None]
        hands[non_dealer] = block[0:6]
        hands[1 - non_dealer] = block[6:12]
        rounds.append(hands)
    return table, rounds


def mover_of(log, n):
    non_dealer = 1 - log["dealer"]
    return non_dealer if n % 2 == 0 else log["dealer"]


def own_cards(log, n, remaining=False):
    """The log stopped after n turns as its mover knows it."""
    table, rounds = dealt(log)
    r, mover = n // 12, mover_of(log, n)
    mine = rounds[r][mover]
    if remaining:
        played = {t if isinstance(t, str) else t["card"] for t in log["plays"][12 * r:n]}
        mine = [c for c in mine if c not in played]
    hands = [[None, None] for _ in range(4)]
    hands[r][mover] = mine
    out = u.cut(log, plays=log["plays"][:n], deck=None, table=table, hands=hands)
    if remaining:
        out["deck"] = None  # null reads as absent
    return out


def full(log, n):
    return u.cut(log, plays=log["plays"][:n])


def suggest(exe, log, *args):
    rc, j, err = u.suggest(exe, log, *args)
    if rc != 0:
        u.fail("suggest failed: " + err)
    return j


def check_suggest(exe, samples):
    for name in SAMPLES:
        log = u.load_sample(samples, name)
        for n in TURNS:
            for seed, player in ((1, "strong"), (4, "strong"), (2, "heuristic")):
                args = ("--player", player, "--values", "--worlds", "6", "--seed", str(seed))
                a = suggest(exe, full(log, n), *args)
                b = suggest(exe, own_cards(log, n, remaining=seed == 4), *args)
                where = "%s after %d turns, %s, seed %d" % (name, n, player, seed)
                if a != b:
                    u.fail(where + ": the own-cards log is answered differently:\n%s\n%s" % (a, b))
                if a["seat"] != mover_of(log, n) or a["decision"] != "turn":
                    u.fail(where + ": wrong seat or decision: %s" % a)
                if not u.validate(exe, full(log, n) | {"plays": log["plays"][:n] + [a["action"]]}):
                    u.fail(where + ": the action is not legal: %s" % a["action"])
                values = a.get("values", [])
                if not values or any("margin" not in v for v in values):
                    u.fail(where + ": no margins: %s" % a)
                mine = [v["margin"] for v in values if v["action"] == a["action"]]
                if player == "strong" and mine != [values[0]["margin"]]:
                    u.fail(where + ": the suggestion is not valued best: %s" % a)
    # The mover's hand missing: refused with its place.
    log = u.load_sample(samples, SAMPLES[0])
    bad = own_cards(log, 26)
    bad["hands"][2] = [None, None]
    rc, out, err = u.with_log_file(bad, lambda p: u.run(exe, ["suggest", p]))
    where = "hands[2][%d]: missing: the log does not give every card" % mover_of(log, 26)
    if rc != 1 or where not in err:
        u.fail("a log without the mover's hand: rc %d, %s" % (rc, err))
    rc, out, err = u.run(exe, ["suggest", samples + "/" + SAMPLES[0]])
    if rc != 1 or "plays: the hand is over (48 turns played)" not in err:
        u.fail("a finished hand: rc %d, %s" % (rc, err))


def check_engine(exe, samples):
    log = u.load_sample(samples, SAMPLES[1])
    lines = []
    for i, n in enumerate(TURNS):
        for form, body in (("full", full(log, n)), ("own", own_cards(log, n))):
            lines.append({"id": "%d-%s" % (i, form), "request": "suggest", "log": body,
                          "values": True, "worlds": 6, "seed": 3})
    lines.append({"id": "h", "request": "suggest", "log": own_cards(log, 30),
                  "player": "heuristic"})
    lines.append({"id": "solve", "request": "solve", "log": full(log, 30)})
    rc, out, err = u.run(exe, ["engine"], stdin="".join(json.dumps(x) + "\n" for x in lines))
    answers = {a["id"]: a for a in map(json.loads, out.splitlines())}
    for i in range(len(TURNS)):
        a, b = answers["%d-full" % i], answers["%d-own" % i]
        if "result" not in a or a.get("result") != b.get("result"):
            u.fail("engine: the two forms differ: %s\n%s" % (a, b))
        if a["result"]["decision"] != "turn":
            u.fail("engine: decision %s" % a)
    if answers["h"].get("result", {}).get("decision") != "turn":
        u.fail("engine: heuristic %s" % answers["h"])
    err = answers["solve"].get("error", [{}])[0]
    if err.get("where") != "log" or "does not solve Sweep" not in err.get("message", ""):
        u.fail("engine: solve %s" % answers["solve"])


def main():
    exe, samples, group = sys.argv[1], sys.argv[2], sys.argv[3]
    if group == "suggest":
        check_suggest(exe, samples)
    else:
        check_engine(exe, samples)


main()
