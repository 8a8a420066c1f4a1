#!/usr/bin/env python3
"""The app's Games list (issue 26) under a virtual display: a NetSchafkopf protocol (its first
twelve games, few worlds) is listed and analysed before the screenshot; a second opening comes
from the disk cache (no analysis runs); --open-game opens one game of it in the board.

usage: gui_games.py XVFB_RUN SCHMIER_GUI PNG_CHECK PROTOCOL OUT_DIR
"""

import os
import shutil
import subprocess
import sys

XVFB, GUI, CHECK, PROTOCOL, OUT = sys.argv[1:6]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAILED:", what, file=sys.stderr)


def gui(args, config):
    env = dict(os.environ, SCHMIER_CONFIG_DIR=config, LIBGL_ALWAYS_SOFTWARE="1")
    cmd = [XVFB, "-a", "-s", "-screen 0 1280x800x24", GUI, *args]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    print(" ".join(cmd), "->", p.returncode, p.stderr[-1500:], file=sys.stderr)
    return p


def main():
    if not os.path.exists(PROTOCOL):
        print(f"skipped: {PROTOCOL} is absent")
        return 0
    os.makedirs(OUT, exist_ok=True)
    config = os.path.join(OUT, "config-games")
    shutil.rmtree(config, ignore_errors=True)
    os.makedirs(config)
    # The protocol's head and its first twelve games.
    with open(PROTOCOL, "rb") as f:
        lines = f.read().split(b"\n")
    starts = [i for i, l in enumerate(lines) if l.startswith(b"Geber:")]
    cut = os.path.join(OUT, "protocol-01-12games.txt")
    with open(cut, "wb") as f:
        f.write(b"\n".join(lines[: starts[12]]) + b"\n")
    opts = ["--samples", "4", "--no-auction"]

    png = os.path.join(OUT, "games.png")
    if os.path.exists(png):
        os.remove(png)
    p = gui([cut, *opts, "--screenshot", png], config)
    check(p.returncode == 0, "the Games list screenshot")
    check("while the analysis ran" in p.stderr, "the games were analysed in the background")
    cache = os.path.join(config, "games-cache")
    check(os.path.isdir(cache) and len(os.listdir(cache)) == 1, "one cache file for the protocol")

    # Again: every game from the cache, nothing analysed.
    png2 = os.path.join(OUT, "games-cached.png")
    p = gui([cut, *opts, "--screenshot", png2], config)
    check(p.returncode == 0, "the second opening")
    check("while the analysis ran" not in p.stderr, "the second opening analyses nothing")
    # ... and shows the same list, pixel for pixel.
    with open(png, "rb") as a, open(png2, "rb") as b:
        check(a.read() == b.read(), "the cached list looks exactly like the analysed one")

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
