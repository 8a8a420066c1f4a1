"""Helpers for the engine interface tests (ENGINE.md): deal logs at every decision kind, cut
from the samples, and running `schmier`."""
import copy
import json
import os
import subprocess
import sys
import tempfile

# The engine session and the log edit after an answer: one copy, in scripts/engine_session.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from engine_session import (SHEEPSHEAD_DECK, Engine, applied, apply_answer,  # noqa: E402,F401
                            run_batch)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def load_sample(samples, name):
    with open(os.path.join(samples, name)) as f:
        return json.load(f)


def cut(log, **keys):
    """A copy of log without its result and meta, with `keys` set (None removes a key)."""
    out = copy.deepcopy(log)
    for k in ("result", "meta"):
        out.pop(k, None)
    for k, v in keys.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = v
    return out


def sheepshead_at(log, kind, n_plays=0, **extra):
    """The Sheepshead log cut at the decision kind: 'pick' (auction of n_plays entries), 'bury',
    'call' or 'play' (after n_plays plays)."""
    auction = log["auction"]
    if kind == "pick":
        return cut(log, auction=auction[:n_plays], bury=None, call=None, plays=[], **extra)
    if kind == "bury":
        return cut(log, bury=None, call=None, plays=[], **extra)
    if kind == "call":
        return cut(log, call=None, plays=[], **extra)
    return cut(log, plays=log["plays"][:n_plays], **extra)


def schafkopf_at(log, n_plays, n_doubles=None, **extra):
    doubles = log.get("doubles", [])
    if n_doubles is not None:
        doubles = doubles[:n_doubles]
    return cut(log, plays=log["plays"][:n_plays], doubles=doubles, **extra)


def schafkopf_bidding(log, bids, contract=None, **extra):
    """The Schafkopf log stopped in its auction: the deal of `log`, its `bids` (ENGINE.md) and no
    contract (or `contract`), no doubles, no plays."""
    return cut(log, bids=bids, contract=contract, doubles=None, plays=[], **extra)


def run(exe, args, stdin=None, timeout=300):
    p = subprocess.run([exe] + args, input=stdin, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def with_log_file(log, fn):
    fd, path = tempfile.mkstemp(suffix=".json", prefix="schmier-api-")
    try:
        with os.fdopen(fd, "w") as f:
            json.dump(log, f)
        return fn(path)
    finally:
        os.unlink(path)


def suggest(exe, log, *args):
    """(exit code, parsed JSON answer or None, stderr) of `schmier suggest LOG --json ARGS`."""
    def go(path):
        rc, out, err = run(exe, ["suggest", path, "--json"] + list(args))
        return rc, (json.loads(out) if rc == 0 else None), err
    return with_log_file(log, go)


def validate(exe, log):
    return with_log_file(log, lambda path: run(exe, ["validate", path])[0]) == 0
