#!/usr/bin/env python3
"""scripts/dask_analyze.py on a local Dask cluster of two workers over a few dozen logs: the
merged output equals the single-process run byte for byte (issue 26).

usage: dask_local.py SCHMIER SAMPLES SHARED DRIVER
"""

import os
import shutil
import subprocess
import sys
import tempfile

SCHMIER, SAMPLES, SHARED, DRIVER = sys.argv[1:5]
OPTS = ["--samples", "4", "--no-auction"]


def main():
    with tempfile.TemporaryDirectory() as root:
        logs = os.path.join(root, "logs")
        os.makedirs(logs)
        for f in sorted(os.listdir(SAMPLES)):
            if f.endswith(".json"):
                shutil.copy(os.path.join(SAMPLES, f), logs)
        proto = os.path.join(SHARED, "data", "netschafkopf", "protocol-02.txt")
        if os.path.exists(proto):
            # Imported games: a few dozen real Schafkopf logs.
            imported = os.path.join(root, "imported")
            subprocess.run([SCHMIER, "import", "netschafkopf", proto, "-o", imported, "--quiet"],
                           check=False, capture_output=True)
            for f in sorted(os.listdir(imported))[:24]:
                shutil.copy(os.path.join(imported, f), logs)
        count = len(os.listdir(logs))
        print(f"{count} logs")
        single = os.path.join(root, "single.jsonl")
        p = subprocess.run([SCHMIER, "analyze", *OPTS, "--threads", "1", "--no-progress",
                            "--jsonl", single, logs], capture_output=True, text=True)
        if p.returncode != 0:
            print(p.stderr, file=sys.stderr)
            return 1
        merged = os.path.join(root, "merged.jsonl")
        p = subprocess.run([sys.executable, DRIVER, "--workers", "2", "--shards", "6",
                            "--schmier", SCHMIER, "--out", merged, "--", *OPTS, logs],
                           capture_output=True, text=True, timeout=900)
        print(p.stderr[-2000:])
        if p.returncode != 0:
            print("the driver failed", file=sys.stderr)
            return 1
        with open(single, "rb") as f:
            a = f.read()
        with open(merged, "rb") as f:
            b = f.read()
        lines = a.count(b"\n")
        if lines != count:
            print(f"the single run has {lines} lines for {count} logs", file=sys.stderr)
            return 1
        if a != b:
            print("the merged output differs from the single run", file=sys.stderr)
            return 1
        # The shards were spread over both workers' files.
        shards = sorted(os.listdir(merged + ".shards"))
        if len(shards) != 6:
            print(f"expected 6 shard files, found {shards}", file=sys.stderr)
            return 1
        print(f"ok: {count} hands, 6 shards on 2 workers, merged == single")
        return 0


sys.exit(main())
