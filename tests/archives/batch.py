#!/usr/bin/env python3
"""Tests of `schmier analyze INPUT... --jsonl OUT` and `schmier report` (issue 26).

usage: batch.py SCHMIER SAMPLES SHARED CASE

Every case builds its own archive in a temporary folder: the Sheepshead and Schafkopf samples,
a broken log, and the first games of a real NetSchafkopf protocol (imported on the fly), and
compares runs against one uninterrupted single-threaded run of the same archive.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SCHMIER, SAMPLES, SHARED, CASE = sys.argv[1:5]
# Few worlds and no auction: the tests are about the batch, not the values.
OPTS = ["--samples", "4", "--no-auction"]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED:", what, file=sys.stderr)


def run(args, timeout=600, ok=(0,)):
    p = subprocess.run([SCHMIER, *args], capture_output=True, text=True, timeout=timeout)
    if p.returncode not in ok:
        print(p.stdout[-3000:], p.stderr[-3000:], file=sys.stderr)
        raise SystemExit(f"schmier {' '.join(args)} exited with {p.returncode}")
    return p


def make_archive(root, protocol_games=6):
    """The archive folder: samples, a broken log, a cut protocol. Returns its path."""
    d = os.path.join(root, "archive")
    os.makedirs(os.path.join(d, "logs"))
    for f in sorted(os.listdir(SAMPLES)):
        if f.endswith(".json"):
            shutil.copy(os.path.join(SAMPLES, f), os.path.join(d, "logs", f))
    with open(os.path.join(d, "logs", "broken.json"), "w") as f:
        f.write('{"format": "schmier-deal-log", "version": 1, "game": "chess"}\n')
    proto = os.path.join(SHARED, "data", "netschafkopf", "protocol-01.txt")
    if os.path.exists(proto):
        # The protocol's head and its first games (a game starts at "Geber:").
        with open(proto, "rb") as f:
            lines = f.read().split(b"\n")
        starts = [i for i, l in enumerate(lines) if l.startswith(b"Geber:")]
        cut = starts[protocol_games] if len(starts) > protocol_games else len(lines)
        with open(os.path.join(d, "protocol-01-head.txt"), "wb") as f:
            f.write(b"\n".join(lines[:cut]) + b"\n")
    return d


def read_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    return data


def reference(root, archive):
    out = os.path.join(root, "reference.jsonl")
    run(["analyze", archive, *OPTS, "--threads", "1", "--jsonl", out])
    return read_lines(out)


def case_lines_and_threads():
    with tempfile.TemporaryDirectory() as root:
        archive = make_archive(root)
        ref = reference(root, archive)
        lines = ref.decode().splitlines()
        objs = [json.loads(l) for l in lines]
        # One line per hand: every sample, the broken log, the protocol's games.
        names = [o["input"] for o in objs]
        n_samples = sum(1 for f in os.listdir(SAMPLES) if f.endswith(".json"))
        check(sum(1 for n in names if n.endswith(".json")) == n_samples + 1, "one line per log")
        # Sweep logs are analysed in the batch like the others (a hand takes seconds).
        sweep = [o for o in objs if os.path.basename(o["input"]).startswith("sweep-")]
        check(len(sweep) >= 8 and all("error" not in o and o["game"] == "sweep" and o["decisions"]
                                      for o in sweep),
              "every Sweep sample is an analysis line")
        check(sum(1 for n in names if n.endswith(".txt")) >= 6, "the protocol's games")
        keys = [(o["input"], o["input_game"], o.get("input_line", 0)) for o in objs]
        check(len(set(keys)) == len(keys), "keys are unique")
        broken = [o for o in objs if o["input"].endswith("broken.json")]
        check(len(broken) == 1 and "error" in broken[0] and "chess" in broken[0]["error"],
              "the broken log is one error line with its reason")
        good = [o for o in objs if "error" not in o]
        check(all(o["format"] == "schmier-analysis" and o["decisions"] for o in good),
              "analysis lines carry the --json object")
        check(all("roles" in o and len(o["roles"]) == len(o["players"]) for o in good),
              "roles per seat")
        # Same lines, byte for byte, whatever the threads and the parallel mode.
        # ... and whatever hand goes first (--first: the app's game on the board).
        first = os.path.join(archive, "protocol-01-head.txt") + ":3"
        for extra in (["--threads", "2"], ["--threads", "2", "--parallel", "decisions"],
                      ["--threads", "3"], ["--threads", "2", "--first", first]):
            out = os.path.join(root, "t.jsonl")
            if os.path.exists(out):
                os.remove(out)
            run(["analyze", archive, *OPTS, *extra, "--jsonl", out])
            check(read_lines(out) == ref, f"same output with {' '.join(extra)}")
        # Without --jsonl: the same lines on stdout.
        p = run(["analyze", archive, *OPTS, "--no-progress"])
        check(p.stdout.encode() == ref, "stdout equals the file")
        # A single log's --json object is the line's analysis.
        one = run(["analyze", os.path.join(archive, "logs", "ace-call-won.json"), *OPTS,
                   "--json"]).stdout
        line = next(o for o in objs if o["input"].endswith("ace-call-won.json"))
        single = json.loads(one)
        check(all(line[k] == v for k, v in single.items()), "a line holds analyze --json")


def case_resume_after_kill():
    with tempfile.TemporaryDirectory() as root:
        archive = make_archive(root)
        ref = reference(root, archive)
        out = os.path.join(root, "killed.jsonl")
        for attempt in range(3):
            p = subprocess.Popen([SCHMIER, "analyze", archive, *OPTS, "--threads", "2",
                                  "--jsonl", out], stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
            # Kill it once a few lines are there (or at once on a later attempt).
            deadline = time.time() + 120
            want = 3 + attempt * 5
            while time.time() < deadline and p.poll() is None:
                n = read_lines(out).count(b"\n") if os.path.exists(out) else 0
                if n >= want:
                    break
                time.sleep(0.01)
            killed = p.poll() is None
            if killed:
                p.send_signal(signal.SIGKILL)
            p.wait()
            data = read_lines(out) if os.path.exists(out) else b""
            check(data == b"" or data.endswith(b"\n"), "no half line after a kill")
            for l in data.splitlines():
                json.loads(l)  # every line whole
            if killed:
                check(data.count(b"\n") < ref.count(b"\n"), "the kill came before the end")
        p = run(["analyze", archive, *OPTS, "--threads", "2", "--jsonl", out])
        check("from before" in p.stderr, "the resumed run says it skipped hands")
        check(read_lines(out) == ref, "the resumed output equals the uninterrupted run")
        # Running again changes nothing.
        run(["analyze", archive, *OPTS, "--jsonl", out])
        check(read_lines(out) == ref, "a complete OUT stays as it is")


def case_torn_line():
    with tempfile.TemporaryDirectory() as root:
        archive = make_archive(root)
        ref = reference(root, archive)
        lines = ref.split(b"\n")[:-1]
        out = os.path.join(root, "torn.jsonl")
        # Lines in another order (as threads finish), some missing, a torn last one.
        kept = lines[5:9] + lines[0:3]
        torn = lines[12][: len(lines[12]) // 2]
        with open(out, "wb") as f:
            f.write(b"\n".join(kept) + b"\n" + torn)
        p = run(["analyze", archive, *OPTS, "--jsonl", out])
        check("torn" in p.stderr, "the torn line is reported")
        check(read_lines(out) == ref, "after a torn line the output equals the reference")
        # `report` leaves a torn last line out with a warning and reads the rest.
        with open(out, "ab") as f:
            f.write(b'{"input": "x", "ga')
        p = run(["report", out, "--json"])
        check("torn last line" in p.stderr, "report warns about a torn last line")
        # A damaged line in the middle is not ours: refused, the file left alone.
        with open(out, "wb") as f:
            f.write(lines[0] + b"\nnot json\n" + lines[1] + b"\n")
        p = run(["analyze", archive, *OPTS, "--jsonl", out], ok=(1,))
        check(":2: not a line of schmier analyze" in p.stderr, "a bad line is named")
        check(read_lines(out) == lines[0] + b"\nnot json\n" + lines[1] + b"\n", "left alone")
        # Other options: refused.
        out2 = os.path.join(root, "opts.jsonl")
        with open(out2, "wb") as f:
            f.write(ref)
        p = run(["analyze", archive, "--samples", "5", "--no-auction", "--jsonl", out2],
                ok=(1,))
        check("written with samples 4" in p.stderr, "other options are refused")


def case_shards():
    with tempfile.TemporaryDirectory() as root:
        archive = make_archive(root)
        ref = reference(root, archive)
        for n in (2, 3, 7):
            merged = b""
            for i in range(1, n + 1):
                out = os.path.join(root, f"s{i}-{n}.jsonl")
                run(["analyze", archive, *OPTS, "--shard", f"{i}/{n}", "--jsonl", out])
                merged += read_lines(out)
            check(merged == ref, f"{n} shards concatenated equal the single run")
        p = run(["analyze", archive, "--shard", "3/2"], ok=(2,))
        check("--shard takes I/N" in p.stderr, "a bad shard is a usage error")
        # One input that is neither a log nor a protocol: the one-log analysis says why (exit 1).
        junk = os.path.join(root, "junk.txt")
        with open(junk, "w") as f:
            f.write("not a protocol\n")
        p = run(["analyze", junk], ok=(1,))
        check("not valid JSON" in p.stderr, "a junk file alone is a bad log")
        # One protocol alone: its games, one line each.
        proto = os.path.join(archive, "protocol-01-head.txt")
        if os.path.exists(proto):
            p = run(["analyze", proto, *OPTS, "--no-progress"])
            check(p.stdout.count("\n") == 6, "a protocol alone gives its games")


def case_report():
    with tempfile.TemporaryDirectory() as root:
        archive = make_archive(root)
        ref = reference(root, archive)
        out = os.path.join(root, "reference.jsonl")
        objs = [json.loads(l) for l in ref.decode().splitlines()]
        good = [o for o in objs if "error" not in o]
        # The expected figures, computed here from the decisions themselves.
        want = {}
        for o in good:
            for a in o["accuracy"]:
                name = o["players"][a["seat"]]
                w = want.setdefault(name, {"games": 0, "decisions": 0, "weighted": 0.0,
                                           "loss": 0.0, "missed": {}, "costly": []})
                w["games"] += 1
                w["decisions"] += a["decisions"]
                w["weighted"] += a["accuracy"] * a["decisions"]
                w["loss"] += a["total_loss"]
            for d in o["decisions"]:
                name = o["players"][d["mover"]]
                w = want[name]
                if d["grade"] not in ("forced", "not graded", "best") and d["loss"] > 0:
                    w["costly"].append(d["loss"])
                    w.setdefault("ranges", []).append((d["loss"], d["settled"], d["grade_range"]))
                for l in d["lessons"]:
                    if l["verdict"] == "mistake":
                        w["missed"][l["id"]] = w["missed"].get(l["id"], 0) + 1
        p = run(["report", out, "--json", "--top", "3"])
        rep = json.loads(p.stdout)
        check(rep["hands"] == len(good), "hands counted")
        check(rep["errors"] == len(objs) - len(good), "error lines counted")
        got = {x["name"]: x for x in rep["players"]}
        check(set(got) == set(want), "every player reported")
        for name, w in want.items():
            x = got[name]
            check(x["games"] == w["games"], f"{name}: games")
            check(x["decisions"] == w["decisions"], f"{name}: decisions")
            if w["decisions"]:
                mean = w["weighted"] / w["decisions"]
                check(abs(x["accuracy"] - mean) < 1e-6, f"{name}: accuracy {x['accuracy']} {mean}")
            else:
                check(x["accuracy"] is None, f"{name}: no accuracy without decisions")
            check(abs(x["total_loss"] - w["loss"]) < 1e-6, f"{name}: total loss")
            top = sorted(w["costly"], reverse=True)[:3]
            check([c["loss"] for c in x["costliest"]] == top, f"{name}: costliest")
            # An unsettled grade keeps its bands in the report, as analyze shows it.
            # (in reading order among equal losses, as the report breaks ties)
            ranges = sorted(w.get("ranges", []), key=lambda r: -r[0])[:3]
            check([(c["loss"], c["settled"], c["grade_range"]) for c in x["costliest"]] == ranges,
                  f"{name}: costliest grade ranges")
            counts = sorted(w["missed"].values(), reverse=True)[:3]
            check([l["count"] for l in x["lessons_missed"]] == counts, f"{name}: lessons")
            check(sum(r["decisions"] for r in x["roles"]) == x["decisions"], f"{name}: roles")
            check(sum(r["decisions"] for r in x["contracts"]) == x["decisions"],
                  f"{name}: contracts")
            check(sum(r["games"] for r in x["contracts"]) == x["games"], f"{name}: contract games")
            check(sum(t["decisions"] for t in x["over_time"]) == x["decisions"],
                  f"{name}: over time")
            check(all(c["open"].startswith("schmier-gui ") for c in x["costliest"]), "open")
        # Two files that overlap count each hand once; --player picks one.
        half = os.path.join(root, "half.jsonl")
        with open(half, "wb") as f:
            f.write(b"\n".join(ref.split(b"\n")[:10]) + b"\n")
        rep2 = json.loads(run(["report", out, half, "--json"]).stdout)
        check(rep2["hands"] == rep["hands"], "a hand in two files counts once")
        gast = run(["report", out, "--player", "Gast"]).stdout
        check("Gast:" in gast and "accuracy" in gast and "by role:" in gast and
              "by contract:" in gast, "text report")
        check(gast.count("\n\n") == 1, "only the chosen player")
        p = run(["report", out, "--player", "Nobody"], ok=(1,))
        check('no player named "Nobody"' in p.stderr, "unknown player named")


CASES = {
    "lines_and_threads": case_lines_and_threads,
    "resume_after_kill": case_resume_after_kill,
    "torn_line": case_torn_line,
    "shards": case_shards,
    "report": case_report,
}

CASES[CASE]()
if failures:
    print(f"{len(failures)} checks failed", file=sys.stderr)
    sys.exit(1)
print("ok")
