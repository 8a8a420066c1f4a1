"""Talking to `schmier engine` (ENGINE.md) from Python: one session kept open, a batch of requests
in one run, and the deal-log edit that follows an answer. Shared by the engine interface tests
(tests/engine_api) and the scripts that play through the engine (bench_suggest.py,
unknown_calls.py, ss_win_chance_selfplay.py), so that each does not carry its own copy."""
import copy
import json
import subprocess

# The 32-card Sheepshead deck in deal-log notation (DEAL_LOG.md).
SHEEPSHEAD_DECK = [r + s for s in "CSHD" for r in "789TJQKA"]


class EngineError(RuntimeError):
    pass


class Engine:
    """One `schmier engine` process; every request gets the next id."""

    def __init__(self, exe, env=None):
        self.p = subprocess.Popen([exe, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1, env=env)
        self.n = 0

    def request(self, request, **fields):
        """The parsed answer to one request ("suggest", "solve", ...) with the given fields."""
        self.n += 1
        self.p.stdin.write(json.dumps(dict({"request": request, "id": self.n}, **fields)) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise EngineError("the engine exited (code %s) before answering request %d" %
                              (self.p.wait(), self.n))
        return json.loads(line)

    def suggest(self, log, **options):
        return self.request("suggest", log=log, **options)

    def close(self):
        self.p.stdin.close()
        self.p.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def run_batch(exe, requests, timeout=600):
    """(exit code, answers, stderr) of one engine run that reads every request (dicts, in order)
    and then its input's end."""
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    p = subprocess.run([exe, "engine"], input=lines, capture_output=True, text=True,
                       timeout=timeout)
    return p.returncode, [json.loads(x) for x in p.stdout.splitlines()], p.stderr


def apply_answer(log, answer):
    """Appends the answered decision's action to `log` (in place; returns it): the next
    position. `answer` is a suggest result: decision, action and the deciding seat."""
    d, a = answer["decision"], answer["action"]
    if d == "pick":
        log["auction"].append(a)
    elif d == "bid":
        log["bids"].append(a["bid"])
    elif d == "declare":
        log["contract"] = a["contract"]
    elif d in ("bury", "call"):
        log[d] = a[d]
    elif d == "double":
        log["poll"] = log.get("poll", 0) + 1
        if a != "no":
            log.setdefault("doubles", []).append({"seat": answer["seat"], "call": a})
    elif d in ("play", "turn"):  # a Sweep turn is written among the plays too (DEAL_LOG.md)
        log["plays"].append(a)
    else:
        raise ValueError("unknown decision %r in an engine answer" % d)
    return log


def applied(log, answer):
    """A copy of `log` with the answer's action appended."""
    return apply_answer(copy.deepcopy(log), answer)
