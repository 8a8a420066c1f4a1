"""A `schmier engine` session of a few hundred mixed requests (ENGINE.md), every answer checked.

Requests: heuristic suggestions at decisions of both Sheepshead presets and Schafkopf (each must
equal `schmier suggest --json` on the same log), strong card suggestions with their values among
them (the session's warm players must answer as the one-shot command does), solves of late
positions (equal to `schmier solve --json`, timings aside), one analyze (equal to `schmier
analyze --json`), malformed lines, unknown requests, invalid and complete logs, bad fields (each
an error answer with the id and the place), and a long analyze stopped by a cancel. Answers must
come in order, one per request.

usage: session.py SCHMIER SAMPLES
"""
import json
import random
import subprocess
import sys
import time

import api_util as u


def positions(samples):
    """(name, log) at decisions of every kind the logs can express."""
    out = []
    ace = u.load_sample(samples, "ace-call-won.json")
    for n in range(3):
        out.append(("pick%d" % n, u.sheepshead_at(ace, "pick", n)))
    out.append(("bury", u.sheepshead_at(ace, "bury")))
    out.append(("call", u.sheepshead_at(ace, "call")))
    for n in (0, 4, 13, 22, 29):
        out.append(("play%d" % n, u.sheepshead_at(ace, "play", n)))
    old = dict(ace, preset="sheepshead_1988", multiplier=2)
    out.append(("1988pick", u.sheepshead_at(old, "pick", 1)))
    out.append(("1988play", u.sheepshead_at(old, "play", 11)))
    leaster = u.load_sample(samples, "leaster.json")
    out.append(("leaster", u.sheepshead_at(leaster, "play", 3)))
    wenz = u.load_sample(samples, "schafkopf-wenz.json")
    out.append(("sk_kontra", u.schafkopf_at(wenz, 1, 0)))
    out.append(("sk_play", u.schafkopf_at(wenz, 9)))
    solo = u.load_sample(samples, "schafkopf-farbsolo-kontra-re.json")
    out.append(("sk_re", u.schafkopf_at(solo, 1, 1)))
    out.append(("sk_play_late", u.schafkopf_at(solo, 27)))
    out.append(("sk_bid", u.schafkopf_bidding(wenz, ["pass"])))
    out.append(("sk_declare", u.schafkopf_bidding(wenz, ["pass", "play", "pass", "pass"])))
    return out


# Card suggestions by the strong player with its values, asked among the others: the session's
# warm players and tables must give the one-shot answers.
STRONG = ["play4", "play13", "play22", "leaster", "sk_play", "sk_play_late"]
STRONG_ARGS = {"player": "strong", "values": True, "worlds": 3, "seed": 5}


def expected_strong(exe, log):
    rc, j, err = u.suggest(exe, log, "--player", "strong", "--values", "--worlds", "3",
                           "--seed", "5")
    if rc != 0:
        u.fail("one-shot strong suggest failed: " + err)
    return j


def expected_suggest(exe, log):
    rc, j, err = u.suggest(exe, log, "--player", "heuristic")
    if rc != 0:
        u.fail("one-shot suggest failed: " + err)
    return j


def expected_solve(exe, log, after):
    def go(path):
        rc, out, err = u.run(exe, ["solve", path, "--json", "--after", str(after)])
        if rc != 0:
            u.fail("one-shot solve failed: " + err)
        return json.loads(out)
    return u.with_log_file(log, go)


def drop_seconds(j):
    j = dict(j)
    j.pop("seconds", None)
    return j


def main():
    exe, samples = sys.argv[1], sys.argv[2]
    rng = random.Random(25)
    pos = positions(samples)
    want = {name: expected_suggest(exe, log) for name, log in pos}
    by_name = dict(pos)
    want_strong = {name: expected_strong(exe, by_name[name]) for name in STRONG}
    ace = u.load_sample(samples, "ace-call-won.json")
    wenz = u.load_sample(samples, "schafkopf-wenz.json")
    solves = [(ace, 24), (ace, 27), (wenz, 26), (wenz, 30)]
    want_solve = [drop_seconds(expected_solve(exe, lg, n)) for lg, n in solves]
    short = u.load_sample(samples, "schafkopf-short-deck.json")
    rc, out, err = u.with_log_file(short, lambda p: u.run(
        exe, ["analyze", p, "--json", "--samples", "2", "--seed", "3"]))
    if rc != 0:
        u.fail("one-shot analyze failed: " + err)
    want_analyze = json.loads(out)

    bad_play = u.cut(ace, plays=["KS", "QH"])  # Bob must follow spades (he holds TS 7S)
    errors = [
        ("not json", None, "request"),
        ("[1, 2]", None, "request"),
        ('{"id": "x"}', "x", "request"),
        ('{"id": "y", "request": "hint"}', "y", "request"),
        (json.dumps({"id": "z", "request": "suggest", "log": bad_play}), "z", "log.plays[1]"),
        (json.dumps({"id": "w", "request": "suggest", "log": ace}), "w", "log.plays"),
        (json.dumps({"id": "v", "request": "suggest", "log": pos[0][1], "budget_ms": -1}), "v",
         "budget_ms"),
        (json.dumps({"id": "t", "request": "suggest", "log": pos[0][1], "player": "god"}), "t",
         "player"),
        (json.dumps({"id": "s", "request": "solve"}), "s", "log"),
        (json.dumps({"id": "r", "request": "solve", "log": ace, "after": 31}), "r", "after"),
        ('{"id": "q", "request": "suggest", "log": {"format": "schmier-deal-log"', None,
         "request"),
    ]

    lines, checks = [], []
    n = 0
    for i in range(300):
        r = rng.random()
        n += 1
        if r < 0.15:
            name = rng.choice(STRONG)
            lines.append(json.dumps(dict({"id": n, "request": "suggest", "log": by_name[name]},
                                         **STRONG_ARGS)))
            checks.append(("suggest", n, want_strong[name]))
        elif r < 0.6:
            name, log = rng.choice(pos)
            lines.append(json.dumps({"id": n, "request": "suggest", "log": log,
                                     "player": "heuristic"}))
            checks.append(("suggest", n, want[name]))
        elif r < 0.8:
            k = rng.randrange(len(solves))
            lg, after = solves[k]
            lines.append(json.dumps({"id": n, "request": "solve", "log": lg, "after": after}))
            checks.append(("solve", n, want_solve[k]))
        else:
            text, eid, where = rng.choice(errors)
            lines.append(text)
            checks.append(("error", eid, where))
    n += 1
    lines.append(json.dumps({"id": n, "request": "analyze", "log": short, "samples": 2,
                             "seed": 3}))
    checks.append(("analyze", n, want_analyze))

    t0 = time.time()
    p = subprocess.Popen([exe, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)
    p.stdin.write("\n".join(lines) + "\n")
    p.stdin.flush()
    answers = [json.loads(p.stdout.readline()) for _ in lines]
    # A long analyze, cancelled while it runs: it must stop with "cancelled", and the session
    # goes on.
    n += 1
    p.stdin.write(json.dumps({"id": n, "request": "analyze", "log": ace, "samples": 2000}) + "\n")
    p.stdin.flush()
    checks.append(("cancelled", n, None))
    time.sleep(0.5)
    n += 1
    p.stdin.write(json.dumps({"id": n, "request": "cancel"}) + "\n")
    checks.append(("cancel", n, None))
    n += 1
    name, log = pos[5]
    p.stdin.write(json.dumps({"id": n, "request": "suggest", "log": log, "player": "heuristic"}) +
                  "\n")
    checks.append(("suggest", n, want[name]))
    p.stdin.close()
    answers += [json.loads(x) for x in p.stdout.read().splitlines()]
    rc = p.wait(timeout=120)
    seconds = time.time() - t0
    if rc != 0:
        u.fail("engine exited with %d" % rc)
    if len(answers) != len(checks):
        u.fail("%d answers for %d requests" % (len(answers), len(checks)))
    counts = {}
    for k, (a, (kind, cid, expect)) in enumerate(zip(answers, checks)):
        counts[kind] = counts.get(kind, 0) + 1
        where = "answer %d (%s): %s" % (k, kind, json.dumps(a)[:300])
        if a.get("id") != cid:
            u.fail(where + ": id %r, expected %r" % (a.get("id"), cid))
        if kind == "error":
            if "error" not in a or not any(e["where"] == expect for e in a["error"]):
                u.fail(where + ": expected an error at " + expect)
        elif kind == "cancelled":
            if a.get("error") != [{"where": "", "message": "cancelled"}]:
                u.fail(where + ": expected cancelled")
        elif kind == "cancel":
            if a.get("answer") != "cancel":
                u.fail(where)
        else:
            if a.get("answer") != kind:
                u.fail(where + ": expected a %s answer" % kind)
            got = drop_seconds(a["result"]) if kind == "solve" else a["result"]
            if got != expect:
                u.fail(where + ": differs from the one-shot command: " + json.dumps(expect)[:300])
    print("%d requests answered in order in %.1f s: %s" %
          (len(answers), seconds, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    # quit ends the session: nothing after it is read or answered.
    p = subprocess.run([exe, "engine"], input='{"id": 1, "request": "quit"}\n{"id": 2, '
                       '"request": "cancel"}\n', capture_output=True, text=True, timeout=60)
    got = [json.loads(x) for x in p.stdout.splitlines()]
    if p.returncode != 0 or got != [{"id": 1, "answer": "quit", "result": "bye"}]:
        u.fail("quit: %d %r" % (p.returncode, got))


main()
