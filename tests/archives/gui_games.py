#!/usr/bin/env python3
"""The app's Games list (issues 26, 42) under a virtual display: a NetSchafkopf protocol (its
first four games, few worlds) and a folder are listed and shot at once (a screenshot never waits
for the list's analysis); the app, run without a screenshot, analyses the protocol through
`schmier analyze --jsonl` into its store, which `schmier report` reads and a second screenshot
shows; the Summary tab; --open-game opens one game of it in the board.

usage: gui_games.py XVFB_RUN SCHMIER_GUI PNG_CHECK PROTOCOL OUT_DIR SCHMIER SAMPLES_DIR
"""

import os
import shutil
import subprocess
import sys
import time

XVFB, GUI, CHECK, PROTOCOL, OUT, CLI, SAMPLES = sys.argv[1:8]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED:", what, file=sys.stderr)


def gui(args, config, timeout=300):
    env = dict(os.environ, SCHMIER_CONFIG_DIR=config, LIBGL_ALWAYS_SOFTWARE="1")
    cmd = [XVFB, "-a", "-s", "-screen 0 1280x800x24", GUI, *args]
    start = time.monotonic()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    p.seconds = time.monotonic() - start
    print(" ".join(cmd), "->", p.returncode, f"{p.seconds:.1f} s", p.stderr[-1500:],
          file=sys.stderr)
    return p


def store_lines(config):
    d = os.path.join(config, "games")
    stores = [f for f in os.listdir(d) if f.endswith(".jsonl")] if os.path.isdir(d) else []
    if len(stores) != 1:
        return stores, 0
    with open(os.path.join(d, stores[0]), "rb") as f:
        return stores, f.read().count(b"\n")


def main():
    if not os.path.exists(PROTOCOL):
        print(f"skipped: {PROTOCOL} is absent")
        return 0
    os.makedirs(OUT, exist_ok=True)
    config = os.path.join(OUT, "config-games")
    shutil.rmtree(config, ignore_errors=True)
    os.makedirs(config)
    # The protocol's head and its first four games.
    with open(PROTOCOL, "rb") as f:
        lines = f.read().split(b"\n")
    starts = [i for i, l in enumerate(lines) if l.startswith(b"Geber:")]
    cut = os.path.join(OUT, "protocol-01-4games.txt")
    with open(cut, "wb") as f:
        f.write(b"\n".join(lines[: starts[4]]) + b"\n")
    opts = ["--samples", "4", "--no-auction"]

    # A screenshot of the list at once: it shows the store as it is (empty here).
    png = os.path.join(OUT, "games.png")
    p = gui([cut, *opts, "--screenshot", png], config, timeout=120)
    check(p.returncode == 0 and os.path.exists(png), "the Games list screenshot of a protocol")
    check(p.seconds < 60, "the list's screenshot does not wait for the analysis")
    check(store_lines(config)[1] == 0, "a screenshot analyses nothing")
    p = gui([SAMPLES, "--screenshot", os.path.join(OUT, "games-folder.png")], config, timeout=120)
    check(p.returncode == 0, "the Games list screenshot of a folder")

    # The app analyses the list with the command line's batch, into its store.
    p = gui([cut, *opts, "--quit-after", "25"], config, timeout=120)
    stores, n = store_lines(config)
    check(len(stores) == 1 and n == 4, f"the store holds the four games ({stores}, {n} lines)")
    if len(stores) == 1:
        store = os.path.join(config, "games", stores[0])
        r = subprocess.run([CLI, "report", store, "--player", "Gast"], capture_output=True,
                           text=True, timeout=60)
        check(r.returncode == 0 and "Gast: 4 games" in r.stdout, "schmier report reads the store")
    # The next screenshot shows the results (the pixels differ from the empty list's).
    png2 = os.path.join(OUT, "games-stored.png")
    p = gui([cut, *opts, "--screenshot", png2], config, timeout=120)
    check(p.returncode == 0, "the second opening")
    if os.path.exists(png) and os.path.exists(png2):
        with open(png, "rb") as a, open(png2, "rb") as b:
            check(a.read() != b.read(), "the stored results show in the list")
    p = gui([cut, *opts, "--show", "summary", "--screenshot", os.path.join(OUT, "games-summary.png")],
            config, timeout=120)
    check(p.returncode == 0, "the Summary tab's screenshot")

    # One game of the protocol in the board.
    png3 = os.path.join(OUT, "games-open.png")
    p = gui([cut, *opts, "--open-game", "3", "--at", "8", "--screenshot", png3], config)
    check(p.returncode == 0, "--open-game opens a game")
    c = subprocess.run([CHECK, png3, "1280", "800"])
    check(c.returncode == 0, "the opened game shows its table")
    p = gui([cut, *opts, "--open-game", "77", "--screenshot", os.path.join(OUT, "x.png")], config)
    check(p.returncode == 2, "--open-game of a missing game fails the screenshot")

    if failures:
        print(f"{len(failures)} checks failed", file=sys.stderr)
        return 1
    print("ok")
    return 0


sys.exit(main())
