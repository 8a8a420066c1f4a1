"""Sheepshead table options (ENGINE.md "Table options"): for each option, `schmier suggest` and
one `schmier engine` session answer a log under it with a legal action (the log with the action
appended passes `schmier validate` under the same rules), the session's answers equal the
one-shot ones, and the option changes what is legal where it should:

  all_pass   ss_all_pass = leaster / doubler / forced_pick (SS-4.3): a leaster's cards, a doubled
             hand, the dealer's forced pick (`pass` never suggested nor valued, five passes
             refused);
  eight      ss_unknown_judged_on = eight (changes SS-6.4): a picker whose eight cards held a
             callable suit is never told UNKNOWN, at the call nor after his suggested bury; the
             log checker refuses such a call; an allowed UNKNOWN answers alike masked and full;
  partner    ss_partner_rule = jack_of_diamonds, ss_jd_call_up (SS-14.1) and the partner's solo
             (the picker holds JD himself): no call without call-ups, the call-up with them, and
             a defender's answer that does not know of the solo equals the full log's;
  players    ss_players = 3 and 4 (SS-14.2): pick, bury (four cards four-handed), cards, and no
             call;
  announce   ss_crack, ss_crack_by, ss_blitz, ss_blitz_red, ss_max_multiplier (SS-14.3 to
             SS-14.5): who may crack, red blitzes, the cap on the multiplier (values follow it);
  other      the rest of SS-14.6: ss_trump_suit = C (a trump lead must be followed with the
             clubs-trump list), ss_leaster_blind, ss_double_on_bump = false.

usage: table_options.py SCHMIER SAMPLES GROUP
"""
import json
import sys

import api_util as u

ARGS = ["--values", "--worlds", "4", "--seed", "3"]


def with_rules(log, **flags):
    out = json.loads(json.dumps(log))
    out["rules"] = dict(out.get("rules", {}), **flags)
    return out


class Group:
    """The positions of one group, answered one-shot now and by one engine session at the end."""

    def __init__(self, exe):
        self.exe = exe
        self.asked = []  # (name, log, player, one-shot answer)

    def ask(self, name, log, decision, players=("heuristic", "strong"), legal=True):
        """The one-shot answers at both strengths, checked for the decision and legality."""
        out = {}
        for player in players:
            rc, j, err = u.suggest(self.exe, log, "--player", player, *ARGS)
            if rc != 0:
                u.fail("%s %s: exit %d: %s" % (name, player, rc, err))
            if j["decision"] != decision:
                u.fail("%s %s: decision %s, expected %s" % (name, player, j["decision"], decision))
            if legal and not u.validate(self.exe, u.applied(log, j)):
                u.fail("%s %s: the action %s is not legal" % (name, player, json.dumps(j["action"])))
            self.asked.append((name, log, player, j))
            out[player] = j
            print("%s %s: seat %d %s %s (%d values)" % (name, player, j["seat"], decision,
                                                         json.dumps(j["action"]), len(j["values"])))
        return out

    def refused(self, name, log, where, valid=False):
        """`suggest` refuses the log, with the place; `validate` too unless the log is `valid`
        (a complete hand: there is nothing to decide)."""
        rc, j, err = u.suggest(self.exe, log, "--player", "heuristic")
        if rc != 1 or where not in err:
            u.fail("%s: expected exit 1 at %s, got %d: %s" % (name, where, rc, err))
        if u.validate(self.exe, log) != valid:
            u.fail("%s: validate %s it" % (name, "refuses" if valid else "accepts"))
        print("%s: refused (%s)" % (name, err.strip().splitlines()[0][:150]))

    def session(self):
        """One `schmier engine` session asked every position again: the same answers."""
        requests = [{"id": i, "request": "suggest", "log": log, "player": player, "values": True,
                     "worlds": 4, "seed": 3} for i, (_, log, player, _) in enumerate(self.asked)]
        rc, answers, err = u.run_batch(self.exe, requests)
        if rc != 0:
            u.fail("engine exited with %d: %s" % (rc, err))
        if len(answers) != len(requests):
            u.fail("%d answers for %d requests" % (len(answers), len(requests)))
        for i, (a, (name, _, player, want)) in enumerate(zip(answers, self.asked)):
            if a.get("id") != i or a.get("answer") != "suggest" or a.get("result") != want:
                u.fail("session %s %s: %s differs from the one-shot %s" %
                       (name, player, json.dumps(a)[:300], json.dumps(want)[:300]))
        print("one engine session: %d answers equal the one-shot ones" % len(answers))


def actions(j):
    return [json.dumps(v["action"], sort_keys=True) for v in j["values"]]


def units(j):
    return {json.dumps(v["action"], sort_keys=True): v["units"] for v in j["values"]}


def all_pass(exe, samples):
    g = Group(exe)
    ace = u.load_sample(samples, "ace-call-won.json")  # dealer 4 (Eve), Ann passes, Bob picks
    passes = ["pass"] * 5
    # Leaster (default): five passes lead to a leaster's cards.
    g.ask("leaster lead", u.cut(ace, auction=passes, bury=None, call=None, plays=[]), "play")
    g.ask("leaster third card", u.cut(ace, auction=passes, bury=None, call=None,
                                      plays=["TC", "QS", "QD"]), "play")
    # Doubler: five passes throw the hand in; the next hand carries its doubler.
    doubler = with_rules(ace, ss_all_pass="doubler")
    g.refused("doubler: thrown in", u.cut(doubler, auction=passes, bury=None, call=None,
                                          plays=[]), "auction", valid=True)
    doubled = dict(doubler, multiplier=2)
    g.ask("doubler: dealer pick (doubled)", u.cut(doubled, auction=["pass"] * 4, bury=None,
                                                  call=None, plays=[]), "pick")
    x2 = g.ask("doubler: card (doubled)", u.sheepshead_at(doubled, "play", 7), "play")
    x1 = g.ask("doubler: card", u.sheepshead_at(doubler, "play", 7), "play", players=("strong",))
    a, b = units(x2["strong"]), units(x1["strong"])
    if not b or sorted(a) != sorted(b) or any(abs(a[k] - 2 * b[k]) > 1e-9 * max(1, abs(a[k]))
                                              for k in b):
        u.fail("doubler: the doubled hand's values are not twice the plain ones: %s %s" % (a, b))
    print("doubler: the doubled hand's values are twice the plain ones")
    # Forced pick: the dealer may not pass; `pass` is never suggested nor valued.
    dealer = u.cut(ace, auction=["pass"] * 4, bury=None, call=None, plays=[])
    free = g.ask("leaster: dealer pick", dealer, "pick", players=("strong",))["strong"]
    if '"pass"' not in actions(free):
        u.fail("leaster: the dealer's pass is not valued: %s" % actions(free))
    forced = with_rules(dealer, ss_all_pass="forced_pick")
    for player, j in g.ask("forced_pick: dealer pick", forced, "pick").items():
        if j["action"] != "pick" or '"pass"' in actions(j):
            u.fail("forced_pick %s: the dealer may pass: %s" % (player, json.dumps(j)))
    g.ask("forced_pick: first seat", u.cut(forced, auction=[]), "pick")
    g.refused("forced_pick: five passes", with_rules(
        u.cut(ace, auction=passes, bury=None, call=None, plays=[]), ss_all_pass="forced_pick"),
        "auction")
    g.session()


def unknown_calls(j):
    return [a for a in actions(j) if '"under"' in a]


def eight(exe, samples):
    g = Group(exe)
    # Eve picks with JS JD TD KD 9D TS, takes QH 7C and buries 7C TS: her six cards hold no fail
    # card (SS-6.4 allows UNKNOWN of any suit), but her eight held 7C and TS without AC and AS.
    unk = u.load_sample(samples, "unknown-call.json")
    call = u.sheepshead_at(unk, "call")
    six = g.ask("six: call", call, "call", players=("strong",))["strong"]
    if not unknown_calls(six):
        u.fail("six: no UNKNOWN call is valued: %s" % actions(six))
    on_eight = with_rules(call, ss_unknown_judged_on="eight")
    for player, j in g.ask("eight: call", on_eight, "call").items():
        if j["action"] != {"call": {"alone": True}} or unknown_calls(j):
            u.fail("eight %s: an UNKNOWN call for a picker whose eight held 7C and TS: %s" %
                   (player, json.dumps(j)))
    # Whatever bury the players suggest, the call after it is legal under the rule.
    bury = with_rules(u.sheepshead_at(unk, "bury"), ss_unknown_judged_on="eight")
    for player, j in g.ask("eight: bury", bury, "bury").items():
        after = u.applied(bury, j)
        g.ask("eight: call after the %s bury" % player, after, "call")
    # The log checker: the sample's own UNKNOWN call is refused under the rule, with the reason.
    refused = with_rules(unk, ss_unknown_judged_on="eight")
    rc, out, err = u.with_log_file(refused, lambda p: u.run(exe, ["validate", p]))
    if rc == 0 or "call" not in out + err or "eight" not in out + err:
        u.fail("validate accepts the UNKNOWN call under eight: %d %s %s" % (rc, out, err))
    if not u.validate(exe, unk):
        u.fail("validate refuses the sample under six")
    g.refused("eight: a card after the refused call", u.sheepshead_at(refused, "play", 2), "call")
    # An UNKNOWN call the rule allows: Eve's eight all trump (TS and 7C traded for 8D and 7D).
    hands = [list(h) for h in unk["hands"]]
    hands[4][hands[4].index("TS")] = "8D"
    hands[3][hands[3].index("8D")] = "TS"
    hands[2][hands[2].index("7D")] = "7C"
    ok = with_rules(u.cut(unk, hands=hands, blind=["QH", "7D"], bury=["7D", "8D"],
                          call={"card": "AC", "under": "9D"}, plays=[]),
                    ss_unknown_judged_on="eight")
    if not u.validate(exe, ok):
        u.fail("eight: the all-trump UNKNOWN call is refused")
    # Its cards, asked full and with only the deciding seat's cards: the same answers (the
    # filler and the sampler deal the picker's eight without the called suit's cards).
    log = ok
    for n in range(9):  # the hand played on by the heuristic; cards 1, 2, 4 and 8 asked
        if n not in (1, 2, 4, 8):
            log = u.applied(log, u.suggest(exe, log, "--player", "heuristic")[1])
            continue
        full = g.ask("eight: card %d" % n, log, "play")
        seat = full["heuristic"]["seat"]
        masked = json.loads(json.dumps(log))
        for s in range(5):
            if s != seat:
                masked["hands"][s] = None
        if seat != 4:
            masked["blind"], masked["bury"] = None, None
        for player in ("heuristic", "strong"):
            rc, j, err = u.suggest(exe, masked, "--player", player, *ARGS)
            if rc != 0 or j != full[player]:
                u.fail("eight: card %d %s masked: %d %s %s, full %s" %
                       (n, player, rc, json.dumps(j), err, json.dumps(full[player])))
        print("eight: card %d (seat %d): masked answers equal the full ones" % (n, seat))
        log = u.applied(log, full["heuristic"])
    g.session()


def partner(exe, samples):
    g = Group(exe)
    jd = u.load_sample(samples, "sheepshead-jack-of-diamonds.json")  # Dee picks, Bob holds JD
    g.ask("jd: pick", u.sheepshead_at(jd, "pick", 0), "pick")
    g.ask("jd: bury", u.sheepshead_at(jd, "bury"), "bury")
    g.ask("jd: second card", u.sheepshead_at(jd, "play", 1), "play")
    g.ask("jd: fourth card", u.sheepshead_at(jd, "play", 3), "play")
    # The partner's solo: Eve picks holding JD. Without call-ups she is alone, with no call to
    # make; with them she calls up to JH or goes alone.
    up = u.load_sample(samples, "sheepshead-call-up.json")
    solo = u.cut(up, preset="sheepshead_jack_of_diamonds", doubles=None)
    bury = g.ask("solo: bury", u.sheepshead_at(solo, "bury"), "bury")
    for player, j in bury.items():
        after = u.applied(u.sheepshead_at(solo, "bury"), j)
        # No call to make: the next decision is the first lead (Eve's, dealer 3).
        nxt = g.ask("solo: after the %s bury" % player, after, "play", players=("heuristic",))
        if nxt["heuristic"]["seat"] != 4:
            u.fail("solo: the next decision is not Eve's first lead")
    callup = u.cut(up, doubles=None)
    for player, j in g.ask("call-up: call", u.sheepshead_at(callup, "call"), "call").items():
        want = sorted([json.dumps({"call": {"card": "JH"}}, sort_keys=True),
                       json.dumps({"call": {"alone": True}}, sort_keys=True)])
        if player == "strong" and sorted(actions(j)) != want:
            u.fail("call-up: the legal calls are not JH and alone: %s" % actions(j))
    wrong = u.cut(callup, call={"card": "JS"}, plays=[])
    g.refused("call-up: JS instead of JH", wrong, "call")
    # A defender does not know of the solo: his log has no call, and the other seats' cards,
    # the blind and the bury are unknown to him. The answer equals the full log's.
    solo_full = u.cut(solo, call={"alone": True})
    for n in (1, 2, 7):
        log = u.sheepshead_at(solo_full, "play", n)
        full = g.ask("solo: card %d" % n, log, "play")
        seat = full["heuristic"]["seat"]
        if seat == 4:
            continue
        masked = json.loads(json.dumps(log))
        masked.pop("call")
        masked["blind"], masked["bury"] = None, None
        for s in range(5):
            if s != seat:
                masked["hands"][s] = None
        for player in ("heuristic", "strong"):
            rc, j, err = u.suggest(exe, masked, "--player", player, *ARGS)
            if rc != 0 or j != full[player]:
                u.fail("solo: card %d %s: the defender's answer differs: %d %s %s, full %s" %
                       (n, player, rc, json.dumps(j), err, json.dumps(full[player])))
        print("solo: card %d (seat %d): the defender's answer equals the full log's" % (n, seat))
    g.session()


def players(exe, samples):
    g = Group(exe)
    for name, nb in (("sheepshead-3-handed.json", 2), ("sheepshead-4-handed.json", 4)):
        log = u.load_sample(samples, name)
        tag = "%d seats" % len(log["players"])
        g.ask(tag + ": pick", u.sheepshead_at(log, "pick", 0), "pick")
        for player, j in g.ask(tag + ": bury", u.sheepshead_at(log, "bury"), "bury").items():
            if len(j["action"]["bury"]) != nb:
                u.fail("%s %s: buries %s, not %d cards" % (tag, player, j["action"], nb))
            after = u.applied(u.sheepshead_at(log, "bury"), j)
            g.ask(tag + ": after the %s bury" % player, after, "play", players=("heuristic",))
        g.ask(tag + ": first card", u.sheepshead_at(log, "play", 0), "play")
        g.ask(tag + ": later card", u.sheepshead_at(log, "play", 5), "play")
        g.refused(tag + ": a call", u.cut(u.sheepshead_at(log, "play", 0),
                                          call={"card": "AH"}), "call")
    g.session()


def announce(exe, samples):
    g = Group(exe)
    crack = u.load_sample(samples, "sheepshead-crack-recrack.json")  # x4: Cy cracks, Bob re-cracks
    at = u.sheepshead_at(crack, "play", 6)
    x4 = g.ask("crack, re-crack: card", at, "play")
    x1 = g.ask("no announcements: card", u.cut(at, doubles=[]), "play")
    capped = g.ask("ss_max_multiplier 2: card", with_rules(at, ss_max_multiplier=2), "play")
    # The same hand at x4, x1 and x2 (capped): the seat's values scale with the multiplier.
    for player in ("strong",):
        a, b, c = units(x4[player]), units(x1[player]), units(capped[player])
        if not b or sorted(a) != sorted(b) or sorted(c) != sorted(b):
            u.fail("the three hands do not value the same cards: %s %s %s" % (a, b, c))
        for k in b:
            if abs(a[k] - 4 * b[k]) > 1e-6 * max(1, abs(a[k])) or abs(c[k] - 2 * b[k]) > 1e-6 * max(
                    1, abs(c[k])):
                u.fail("values do not follow the multiplier: x4 %s, x1 %s, capped %s" % (a, b, c))
    print("the values follow the multiplier: x4, x1 and x2 under ss_max_multiplier = 2")
    # ss_crack_by = no_chance_to_pick: Ann passed before Bob picked, so she may not crack; Cy may.
    ace = u.load_sample(samples, "ace-call-won.json")
    by = with_rules(ace, ss_crack=True, ss_crack_by="no_chance_to_pick")
    g.ask("crack_by: Cy's crack", u.sheepshead_at(
        u.cut(by, doubles=[{"seat": 2, "call": "crack"}]), "play", 2), "play")
    g.refused("crack_by: Ann's crack", u.sheepshead_at(
        u.cut(by, doubles=[{"seat": 0, "call": "crack"}]), "play", 2), "doubles")
    anyone = with_rules(ace, ss_crack=True)
    g.ask("crack: Ann's crack", u.sheepshead_at(
        u.cut(anyone, doubles=[{"seat": 0, "call": "crack"}]), "play", 2), "play")
    g.refused("no ss_crack: a crack", u.sheepshead_at(
        u.cut(ace, doubles=[{"seat": 2, "call": "crack"}]), "play", 2), "doubles")
    # Blitzes: Ann holds both black queens and, with the blind's QH, both red ones.
    blitz = u.load_sample(samples, "sheepshead-blitz.json")
    red = u.cut(blitz, doubles=blitz["doubles"] + [{"seat": 0, "call": "blitz",
                                                     "cards": ["QH", "QD"]}])
    g.ask("blitz: card", u.sheepshead_at(blitz, "play", 1), "play")
    g.refused("red blitz without ss_blitz_red", u.sheepshead_at(red, "play", 1), "doubles")
    g.ask("ss_blitz_red: card", with_rules(u.sheepshead_at(red, "play", 1), ss_blitz_red=True),
          "play")
    g.refused("blitz without ss_blitz", with_rules(u.sheepshead_at(blitz, "play", 1),
                                                   ss_blitz=False, ss_crack=False), "doubles")
    g.session()


def other(exe, samples):
    """SS-14.6: clubs as trump, the leaster's blind to a trick, no double on the bump."""
    g = Group(exe)
    ace = u.load_sample(samples, "ace-call-won.json")
    leaster = u.cut(ace, auction=["pass"] * 5, bury=None, call=None, plays=["TC"])
    # Ann leads TC. Bob holds QS QH AD TD TS 7S: with diamonds trump he has no club and may
    # play AD; with clubs trump TC is a trump lead, AD is a fail card and he must play a queen.
    clubs = with_rules(leaster, ss_trump_suit="C")
    if not u.validate(exe, u.cut(leaster, plays=["TC", "AD"])):
        u.fail("ss_trump_suit D: AD refused on TC")
    if u.validate(exe, u.cut(clubs, plays=["TC", "AD"])):
        u.fail("ss_trump_suit C: AD accepted on a trump lead")
    for player, j in g.ask("ss_trump_suit C: leaster card", clubs, "play").items():
        if j["action"] not in ("QS", "QH"):
            u.fail("ss_trump_suit C %s: %s does not follow the trump lead" % (player, j["action"]))
    g.ask("ss_trump_suit C: pick", with_rules(u.sheepshead_at(ace, "pick", 1), ss_trump_suit="C"),
          "pick")
    g.ask("ss_trump_suit C: bury", with_rules(u.sheepshead_at(ace, "bury"), ss_trump_suit="C"),
          "bury")
    for blind in ("last_trick", "first_trick"):
        log = with_rules(u.cut(ace, auction=["pass"] * 5, bury=None, call=None,
                               plays=["TC", "QS", "QD", "9C", "8C"]), ss_leaster_blind=blind)
        g.ask("ss_leaster_blind %s: card" % blind, log, "play")
    g.ask("ss_double_on_bump false: card", with_rules(u.sheepshead_at(ace, "play", 13),
                                                      ss_double_on_bump=False), "play")
    g.session()


def main():
    exe, samples, group = sys.argv[1], sys.argv[2], sys.argv[3]
    {"all_pass": all_pass, "eight": eight, "partner": partner, "players": players,
     "announce": announce, "other": other}[group](exe, samples)
    print("ok")


if __name__ == "__main__":
    main()
