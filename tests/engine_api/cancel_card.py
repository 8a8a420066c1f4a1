"""A `cancel` stops a card suggestion while the strong player searches (ENGINE.md): at the
opening lead of a Sheepshead and of a Schafkopf hand, a strong suggestion over 4096 sampled deals
with no time limit (minutes of search) is cancelled half a second after it starts; the answer
"cancelled" must come within a few seconds, and the session goes on answering correctly with
the same warm players (a later suggestion equals the one-shot command's).

usage: cancel_card.py SCHMIER SAMPLES
"""
import json
import subprocess
import sys
import time

import api_util as u


def main():
    exe, samples = sys.argv[1], sys.argv[2]
    ace = u.sheepshead_at(u.load_sample(samples, "ace-call-won.json"), "play", 0)
    wenz = u.schafkopf_at(u.load_sample(samples, "schafkopf-wenz.json"), 0, 0)
    for name, log in (("sheepshead", ace), ("schafkopf", wenz)):
        small = ["--player", "strong", "--worlds", "3", "--seed", "5", "--values"]
        rc, want, err = u.suggest(exe, log, *small)
        if rc != 0:
            u.fail("%s: one-shot suggest failed: %s" % (name, err))
        p = subprocess.Popen([exe, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True, bufsize=1)
        p.stdin.write(json.dumps({"id": 1, "request": "suggest", "log": log, "player": "strong",
                                  "worlds": 4096, "budget_ms": 0}) + "\n")
        p.stdin.flush()
        time.sleep(0.5)
        t0 = time.time()
        p.stdin.write(json.dumps({"id": 2, "request": "cancel"}) + "\n")
        p.stdin.write(json.dumps({"id": 3, "request": "suggest", "log": log, "player": "strong",
                                  "worlds": 3, "seed": 5, "values": True}) + "\n")
        p.stdin.flush()
        first = json.loads(p.stdout.readline())
        stopped = time.time() - t0
        p.stdin.close()
        rest = [json.loads(x) for x in p.stdout.read().splitlines()]
        if p.wait(timeout=60) != 0:
            u.fail(name + ": the engine exited with an error")
        if first != {"id": 1, "error": [{"where": "", "message": "cancelled"}]}:
            u.fail("%s: the card suggestion was not cancelled: %s" % (name, json.dumps(first)))
        # The search is stopped within a few polls; generous for a loaded machine.
        if stopped > 10:
            u.fail("%s: the cancelled search answered %.1f s after the cancel" % (name, stopped))
        if rest[0] != {"id": 2, "answer": "cancel", "result": {}}:
            u.fail("%s: cancel answer %s" % (name, json.dumps(rest[0])))
        if rest[1] != {"id": 3, "answer": "suggest", "result": want}:
            u.fail("%s: after the cancel the suggestion differs from the one-shot one:\n%s\n%s" %
                   (name, json.dumps(rest[1]), json.dumps(want)))
        print("%s: the 4096-deal card search stopped %.2f s after the cancel; the next "
              "suggestion equals the one-shot one" % (name, stopped))


main()
