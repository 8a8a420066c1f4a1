"""`schmier suggest` on every decision kind of both Sheepshead presets and Schafkopf (ENGINE.md):
the answer names the right seat and decision, its action is legal (the log with the action
appended passes `schmier validate`), --values lists every legal action once with finite values
and the chosen one among them (strong: the best first); and the errors: a complete, thrown-in,
malformed or half-known log, and wrong command lines, with their exit codes and places.

usage: suggest_cli.py SCHMIER SAMPLES GROUP   (GROUP: sheepshead, sheepshead_1988, schafkopf, errors)
"""
import json
import math
import sys

import api_util as u


def check(exe, name, log, seat, decision, players=("heuristic", "strong"), need_values=True):
    for player in players:
        rc, j, err = u.suggest(exe, log, "--player", player, "--values", "--worlds", "6",
                               "--seed", "3")
        if rc != 0:
            u.fail("%s %s: exit %d: %s" % (name, player, rc, err))
        if seat is None:
            seat = j["seat"]  # the seat to play, from the tricks so far
        if j["seat"] != seat or j["decision"] != decision:
            u.fail("%s %s: seat %d %s, expected seat %d %s" %
                   (name, player, j["seat"], j["decision"], seat, decision))
        if decision != "double" and not u.validate(exe, u.applied(log, j)):
            u.fail("%s %s: the action %s is not legal" % (name, player, json.dumps(j["action"])))
        acts = [json.dumps(v["action"], sort_keys=True) for v in j["values"]]
        if len(set(acts)) != len(acts):
            u.fail("%s %s: an action valued twice: %s" % (name, player, acts))
        if need_values:
            if len(acts) < 2:
                u.fail("%s %s: fewer than two values: %s" % (name, player, json.dumps(j)))
            for v in j["values"]:
                if not (math.isfinite(v["units"]) and v["units_se"] >= 0):
                    u.fail("%s %s: bad value %s" % (name, player, v))
            if decision not in ("bury",):  # bury: the simulated candidates only
                if player == "strong" and acts[0] != json.dumps(j["action"], sort_keys=True):
                    u.fail("%s strong: the action is not the best valued: %s" % (name, json.dumps(j)))
            units = [v["units"] for v in j["values"]]
            if units != sorted(units, reverse=True):
                u.fail("%s %s: values not best first: %s" % (name, player, units))
        # The text form answers the same.
        rc, out, err = u.with_log_file(log, lambda p: u.run(
            exe, ["suggest", p, "--player", player, "--worlds", "6", "--seed", "3"]))
        if rc != 0 or ("seat %d), %s:" % (seat, decision)) not in out:
            u.fail("%s %s text: %d %s %s" % (name, player, rc, out, err))
        print("%s %s: seat %d %s %s (%d values)" %
              (name, player, seat, decision, json.dumps(j["action"]), len(j["values"])))


def sheepshead(exe, samples, preset):
    extra = {"preset": preset}
    if preset == "sheepshead_1988":
        extra["multiplier"] = 2  # a doubled hand after a thrown-in one (SS-13.3)
    ace = dict(u.load_sample(samples, "ace-call-won.json"), **extra)  # dealer 4, Bob picks
    check(exe, preset + " pick (first seat)", u.sheepshead_at(ace, "pick", 0), 0, "pick")
    check(exe, preset + " pick (second seat)", u.sheepshead_at(ace, "pick", 1), 1, "pick")
    check(exe, preset + " bury", u.sheepshead_at(ace, "bury"), 1, "bury")
    check(exe, preset + " call", u.sheepshead_at(ace, "call"), 1, "call")
    check(exe, preset + " lead", u.sheepshead_at(ace, "play", 0), 0, "play")
    check(exe, preset + " play", u.sheepshead_at(ace, "play", 8), None, "play")
    if preset == "sheepshead":
        leaster = u.load_sample(samples, "leaster.json")  # dealer 2
        check(exe, "leaster play", u.sheepshead_at(leaster, "play", 13), None, "play")
        # Four passes: the dealer (seat 4) picks or passes; a pass makes a leaster.
        check(exe, "pick (dealer, leaster next)", u.sheepshead_at(ace, "pick", 4) |
              {"auction": ["pass"] * 4}, 4, "pick")
    else:
        old = u.load_sample(samples, "doubler-1988.json")  # dealer 2: seat 2 may pass: doubler
        at = u.cut(old, auction=["pass"] * 4, plays=[])
        check(exe, "1988 pick (dealer, doubler next)", at, 2, "pick")


def schafkopf(exe, samples):
    wenz = u.load_sample(samples, "schafkopf-wenz.json")  # dealer 0, declarer 2: seat 1 leads, seat 3 is polled first
    check(exe, "schafkopf kontra", u.schafkopf_at(wenz, 1, 0), 3, "double")
    rc, j, err = u.suggest(exe, u.schafkopf_at(wenz, 1, 0, poll=1), "--player", "heuristic")
    if rc != 0 or j["decision"] == "double" and j["seat"] == 3:
        u.fail("\"poll\": 1 must move past the first answer: %d %s %s" % (rc, j, err))
    solo = u.load_sample(samples, "schafkopf-farbsolo-kontra-re.json")  # Kontra by 3, Re by 1
    check(exe, "schafkopf re", u.schafkopf_at(solo, 1, 1), 1, "double")
    check(exe, "schafkopf lead", u.schafkopf_at(wenz, 0), 1, "play")
    check(exe, "schafkopf play", u.schafkopf_at(wenz, 9), None, "play")
    ramsch = u.load_sample(samples, "schafkopf-ramsch-jungfrau.json")
    check(exe, "ramsch play", u.schafkopf_at(ramsch, 17), None, "play")
    # The auction ("bids", ENGINE.md), dealer 0: seat 1 speaks first (stage A), then the
    # challengers name a rank or withdraw and the holder holds or yields (stage C), then the
    # winner declares (stages B and D).
    bid = u.schafkopf_bidding
    check(exe, "schafkopf bid (forehand)", bid(wenz, []), 1, "bid")
    check(exe, "schafkopf bid (third seat)", bid(wenz, ["pass", "play"]), 3, "bid")
    check(exe, "schafkopf bid (challenger's rank)", bid(wenz, ["play", "pass", "play", "pass"]),
          3, "bid")
    check(exe, "schafkopf bid (holder holds or yields)",
          bid(wenz, ["play", "pass", "play", "pass", {"rank": 3}]), 1, "bid")
    check(exe, "schafkopf declare (only player)", bid(wenz, ["pass", "play", "pass", "pass"]), 2,
          "declare")
    check(exe, "schafkopf declare (after holding)",
          bid(wenz, ["play", "pass", "play", "pass", {"rank": 3}, "hold", "withdraw"]), 1,
          "declare")
    # Everyone passes under sk_all_pass = ramsch: the Ramsch's first card, with or without its
    # contract written.
    # (A Ramsch's first cards are played by rule of thumb: no values.)
    check(exe, "ramsch lead after four passes", bid(wenz, ["pass"] * 4), 1, "play",
          need_values=False)
    check(exe, "ramsch lead after four passes (contract given)",
          bid(wenz, ["pass"] * 4, contract={"type": "ramsch"}), 1, "play", need_values=False)
    # A contract after the bids: the poll and the cards follow as without bids.
    check(exe, "schafkopf lead after bids",
          bid(wenz, ["pass", "play", "pass", "pass"], contract=wenz["contract"]), 1, "play")


def expect(exe, args, code, text):
    rc, out, err = u.run(exe, args)
    if rc != code or text not in out + err:
        u.fail("%s: exit %d (want %d), output %r lacks %r" % (args, rc, code, out + err, text))
    print("%s: exit %d, %r" % (" ".join(args[1:]) or args[0], rc, text))


def errors(exe, samples):
    s = samples + "/"
    expect(exe, ["suggest", s + "ace-call-won.json"], 1, "plays: the hand is over (30 cards")
    expect(exe, ["suggest", s + "doubler-1988.json"], 1, "auction: everyone passed and the hand "
           "was thrown in")
    ace = u.load_sample(samples, "ace-call-won.json")
    bad = u.cut(ace, plays=["KS", "QH"])  # Bob holds TS 7S
    u.with_log_file(bad, lambda p: expect(exe, ["suggest", p], 1, "plays[1]: QH is not legal for seat 1 (Bob)"))
    # Own cards only: the seat to decide (Bob, the picker, at the last card) must give his own.
    hidden = u.cut(ace, hands=None, blind=None, bury=None, plays=ace["plays"][:29])
    u.with_log_file(hidden, lambda p: expect(exe, ["suggest", p], 1, "hands[1]: seat 1 (Bob) is "
                                             "to decide: the log must give all of its own cards"))
    u.with_log_file({"format": "schmier-deal-log"}, lambda p: expect(exe, ["suggest", p], 1,
                                                                     "version"))
    # The Schafkopf auction's key "bids" (ENGINE.md): located errors.
    wenz = u.load_sample(samples, "schafkopf-wenz.json")
    for bids, contract, where in (
            (["pass", "hold"], None, "bids[1]: seat 2 cannot bid that"),
            (["pass", 7], None, "bids[1]: must be \"play\", \"pass\""),
            ([{"rank": 9}], None, "bids[0]: must be"),
            ("play", None, "bids: must be an array"),
            (["pass", "play", "pass", "pass", "pass"], None, "bids[4]: the auction is over"),
            (["pass", "play"], wenz["contract"], "contract: the auction in \"bids\" is not over"),
            (["play", "pass", "pass", "pass"], wenz["contract"],
             "contract: the bids do not lead to it"),
            (["pass"] * 4, None, "bids: everyone passed and the hand was thrown in")):
        # sk_all_pass = redeal: everyone passing throws the hand in.
        log = u.schafkopf_bidding(wenz, bids, contract=contract,
                                  rules=dict(wenz["rules"], sk_all_pass="redeal"))
        u.with_log_file(log, lambda p: expect(exe, ["suggest", p], 1, where))
    played = dict(u.schafkopf_bidding(wenz, []), plays=["7C"])
    u.with_log_file(played, lambda p: expect(exe, ["suggest", p], 1,
                                             "plays[0]: no card is played before the contract"))
    no_contract = u.cut(wenz, contract=None, plays=[])
    u.with_log_file(no_contract, lambda p: expect(exe, ["suggest", p], 1,
                                                  "contract: missing: a Schafkopf log needs it"))
    expect(exe, ["suggest"], 2, "expected exactly one LOG")
    expect(exe, ["suggest", s + "leaster.json", "--player", "god"], 2, "--player takes")
    expect(exe, ["suggest", s + "leaster.json", "--budget-ms", "x"], 2, "--budget-ms takes")
    expect(exe, ["suggest", "--help"], 0, "Usage: schmier suggest")
    expect(exe, ["engine", "extra"], 2, "takes no arguments")


def main():
    exe, samples, group = sys.argv[1], sys.argv[2], sys.argv[3]
    if group == "schafkopf":
        schafkopf(exe, samples)
    elif group == "errors":
        errors(exe, samples)
    else:
        sheepshead(exe, samples, group)


main()
