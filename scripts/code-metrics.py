#!/usr/bin/env python3
"""The structure figures of issue 38, measured on the working tree.

    scripts/code-metrics.py [--max-file 1000] [--max-function 150] [--list]

Prints
  - source files (engine, solver, ui, src, tests) over --max-file lines;
  - functions (and lambdas) whose body spans more than --max-function lines, from the line of
    their signature to their closing brace;
  - the files outside a game's own folder or file that name a game by Game::kSheepshead,
    Game::kSchafkopf or Game::kSweep (a game's own: a path with sheepshead, schafkopf,
    netschafkopf, sweep, wisconsin or toy in a folder or file name).
Exits 1 when any file or function is over its limit.

Functions are found by brace matching on the text with comments and literals blanked: an
opening brace whose header (the text since the previous ';', '{' or '}') has a parameter list
and is no control statement, namespace, class or initializer. It is a heuristic, not a parser,
good enough for these counts; --list prints what it found.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRS = ["engine", "solver", "ui", "src", "tests"]
EXTS = (".cpp", ".h", ".hpp", ".cc")
GAME_OWN = re.compile(r"(sheepshead|schafkopf|netschafkopf|sweep|wisconsin|toy)", re.I)
GAME_NAME = re.compile(r"Game::k(Sheepshead|Schafkopf|Sweep)\b")
CONTROL = {"if", "else", "for", "while", "switch", "catch", "do", "try", "return"}
SCOPES = ("namespace", "class", "struct", "enum", "union", "extern")


def blank(text):
    """Comments, string and char literals replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == 'R' and text.startswith('R"', i):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = ")" + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            # A digit separator (1'000) is no literal.
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + " " * (j - i - 2) + c if j - i >= 2 else " " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(text):
    """(name, first line, last line) of every function body found."""
    t = blank(text)
    # Preprocessor lines say nothing about braces here.
    t = re.sub(r"(?m)^[ \t]*#.*$", lambda m: " " * len(m.group(0)), t)
    line_of = []
    ln = 1
    for ch in t:
        line_of.append(ln)
        if ch == "\n":
            ln += 1
    stack = []  # (is_function, name, start line)
    found = []
    last = 0  # index after the previous ; { }
    for i, ch in enumerate(t):
        if ch == ";":
            last = i + 1
        elif ch == "{":
            header = t[last:i]
            h = " ".join(header.split())
            first = re.match(r"[A-Za-z_]\w*", h)
            word = first.group(0) if first else ""
            is_fn = (
                "(" in h
                and h.rstrip().endswith((")", "const", "override", "noexcept", "mutable", "final"))
                or re.search(r"\)\s*(const\s*)?(noexcept\s*)?->\s*[\w:<>,\s*&]+$", h) is not None
            ) and word not in CONTROL and not h.startswith(SCOPES) and not h.endswith("=")
            name = ""
            if is_fn:
                m = re.search(r"([~\w:<>]+|\])\s*\([^()]*(\([^()]*\)[^()]*)*\)\s*[\w\s]*(->.*)?$", h)
                name = m.group(1) if m else h[:60]
                start = i - len(header.lstrip())
                stack.append((True, name, line_of[start] if start < len(line_of) else line_of[i]))
            else:
                stack.append((False, "", line_of[i]))
            last = i + 1
        elif ch == "}":
            if stack:
                is_fn, name, start = stack.pop()
                if is_fn:
                    found.append((name, start, line_of[i]))
            last = i + 1
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-file", type=int, default=1000)
    ap.add_argument("--max-function", type=int, default=150)
    ap.add_argument("--list", action="store_true", help="every function found, with its length")
    args = ap.parse_args()
    over_files, over_fns, naming = [], [], []
    for d in DIRS:
        for dirpath, _, files in os.walk(os.path.join(ROOT, d)):
            for f in sorted(files):
                if not f.endswith(EXTS):
                    continue
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, ROOT)
                with open(path, encoding="utf-8", errors="replace") as fh:
                    text = fh.read()
                lines = text.count("\n")
                if lines > args.max_file:
                    over_files.append((lines, rel))
                for name, a, b in functions(text):
                    n = b - a + 1
                    if args.list:
                        print(f"{n:5d} {rel}:{a} {name}")
                    if n > args.max_function:
                        over_fns.append((n, rel, a, name))
                if not rel.startswith("tests") and GAME_NAME.search(text) and not GAME_OWN.search(rel):
                    naming.append(rel)
    print(f"files over {args.max_file} lines: {len(over_files)}")
    for n, rel in sorted(over_files, reverse=True):
        print(f"  {n:5d} {rel}")
    print(f"functions over {args.max_function} lines: {len(over_fns)}")
    for n, rel, a, name in sorted(over_fns, reverse=True):
        print(f"  {n:5d} {rel}:{a} {name}")
    print(f"files outside a game's own that name a game (Game::k...): {len(naming)}")
    for rel in sorted(naming):
        print(f"  {rel}")
    return 1 if over_files or over_fns else 0


if __name__ == "__main__":
    sys.exit(main())
