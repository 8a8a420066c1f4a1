"""The answer of `schmier suggest` depends only on what the deciding seat knows (ENGINE.md).

For one decision of a sample hand, the other seats' unseen cards (their unplayed cards, and the
blind or the bury when the deciding seat has not seen them) are moved between them by random
swaps, each kept only when the log stays valid (`schmier validate`: every play legal, the call
and the contract allowed); the answer (action and every value, with a fixed seed and no time
budget) must be the same, byte for byte, at both strengths.

usage: knowledge.py SCHMIER SAMPLES CASE
"""
import json
import random
import sys

import api_util as u

SS_SEATS = 5


def ss_picker(log):
    a = log["auction"]
    if "pick" not in a:
        return None
    return (log["dealer"] + 1 + a.index("pick")) % SS_SEATS


def movable(log, mover):
    """(owner, container, seat or None, index) of every card the mover cannot see."""
    played = set(log.get("plays", []))
    out = []
    sheepshead = log["game"] == "sheepshead"
    picker = ss_picker(log) if sheepshead else None
    for s, hand in enumerate(log["hands"]):
        if s == mover:
            continue
        for i, c in enumerate(hand):
            if c not in played:
                out.append((s, "hands", s, i))
    if sheepshead and picker != mover:
        owner = picker if picker is not None else "blind"
        for i, c in enumerate(log["blind"]):
            if c not in played:
                out.append((owner, "blind", None, i))
    return out


def get(log, loc):
    _, box, s, i = loc
    return log[box][s][i] if box == "hands" else log[box][i]


def put(log, loc, card):
    _, box, s, i = loc
    if box == "hands":
        log[box][s][i] = card
    else:
        log[box][i] = card


def swap(log, a, b):
    ca, cb = get(log, a), get(log, b)
    put(log, a, cb)
    put(log, b, ca)
    # A buried card leaves the picker's eight with the card it was swapped for.
    if "bury" in log:
        log["bury"] = [cb if c == ca else ca if c == cb else c for c in log["bury"]]


def variant(exe, base, mover, rng, swaps=8):
    log = json.loads(json.dumps(base))
    locs = movable(log, mover)
    done = 0
    for _ in range(60):
        if done >= swaps:
            break
        a, b = rng.sample(locs, 2)
        if a[0] == b[0]:
            continue
        trial = json.loads(json.dumps(log))
        swap(trial, a, b)
        if u.validate(exe, trial):
            log = trial
            done += 1
    return log, done


CASES = {
    # name: (sample, cut, kwargs)
    "ss_pick_first": ("ace-call-won.json", "pick", 0, {}),
    "ss_pick_second": ("ace-call-won.json", "pick", 1, {}),
    "ss_bury": ("ace-call-won.json", "bury", 0, {}),
    "ss_call": ("ace-call-won.json", "call", 0, {}),
    "ss_play_lead": ("ace-call-won.json", "play", 0, {}),
    "ss_play_defender": ("ace-call-won.json", "play", 7, {}),
    "ss_play_picker": ("alone-won.json", "play", 11, {}),
    "ss_leaster_play": ("leaster.json", "play", 13, {}),
    "ss1988_pick_doubled": ("ace-call-won.json", "pick", 1,
                            {"preset": "sheepshead_1988", "multiplier": 2}),
    "ss1988_bury": ("ace-call-won.json", "bury", 0, {"preset": "sheepshead_1988"}),
    "ss1988_call": ("ace-call-won.json", "call", 0, {"preset": "sheepshead_1988"}),
    "ss1988_play_doubled": ("ace-call-won.json", "play", 9,
                            {"preset": "sheepshead_1988", "multiplier": 2}),
    "sk_kontra": ("schafkopf-wenz.json", "sk", (1, 0), {}),
    "sk_re": ("schafkopf-farbsolo-kontra-re.json", "sk", (1, 1), {}),
    "sk_play_sauspiel": ("schafkopf-sauspiel-davonlaufen.json", "sk", (6, None), {}),
    "sk_play_ramsch": ("schafkopf-ramsch-jungfrau.json", "sk", (17, None), {}),
    # The auction ("bids", ENGINE.md): stage A, stage C (a rank, hold or yield), the declaration.
    "sk_bid_first": ("schafkopf-wenz.json", "bids", [], {}),
    "sk_bid_rank": ("schafkopf-wenz.json", "bids", ["play", "pass", "play", "pass"], {}),
    "sk_bid_hold": ("schafkopf-wenz.json", "bids",
                    ["play", "pass", "play", "pass", {"rank": 3}], {}),
    "sk_declare": ("schafkopf-wenz.json", "bids", ["pass", "play", "pass", "pass"], {}),
}


def main():
    exe, samples, case = sys.argv[1], sys.argv[2], sys.argv[3]
    sample, kind, n, extra = CASES[case]
    log = u.load_sample(samples, sample)
    if kind == "sk":
        base = u.schafkopf_at(log, n[0], n[1], **extra)
    elif kind == "bids":
        base = u.schafkopf_bidding(log, n, **extra)
    else:
        base = u.sheepshead_at(log, kind, n, **extra)
    if not u.validate(exe, base):
        u.fail(case + ": the cut log is not valid")
    rng = random.Random(case)
    for player in ("heuristic", "strong"):
        args = ["--player", player, "--values", "--seed", "7", "--worlds", "6"]
        rc, want, err = u.suggest(exe, base, *args)
        if rc != 0:
            u.fail("%s %s: suggest failed: %s" % (case, player, err))
        mover = want["seat"]
        if not want["values"]:
            u.fail("%s %s: nothing valued (%s)" % (case, player, want.get("note")))
        changed = 0
        for v in range(2):
            other, swaps = variant(exe, base, mover, rng)
            if swaps == 0:
                u.fail("%s: no consistent deal besides the given one was found" % case)
            if other["hands"] != base["hands"] or other.get("blind") != base.get("blind"):
                changed += 1
            rc, got, err = u.suggest(exe, other, *args)
            if rc != 0:
                u.fail("%s %s: suggest failed on a variant: %s" % (case, player, err))
            if got != want:
                u.fail("%s %s: the answer changed with cards seat %d cannot see:\n%s\n%s\n%s" %
                       (case, player, mover, json.dumps(other), json.dumps(want), json.dumps(got)))
        if changed == 0:
            u.fail(case + ": the variants did not change any hidden card")
        print("%s %s: seat %d %s %s, %d values, same on 2 other deals" %
              (case, player, mover, want["decision"], json.dumps(want["action"]),
               len(want["values"])))


main()
