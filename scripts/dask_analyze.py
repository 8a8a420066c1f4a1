#!/usr/bin/env python3
"""Runs `schmier analyze --shard I/N` on a Dask distributed cluster and merges the shards.

The batch analysis is embarrassingly parallel by hand, so the driver only cuts the inputs into
N shares (`--shard I/N`: contiguous shares of the input files, deterministic), runs one
`schmier analyze ... --shard I/N --jsonl W/shard-I-of-N.jsonl --threads 1` per share as a Dask
task, and writes the shards' lines concatenated in shard order to OUT. The result equals
`schmier analyze INPUT... --jsonl OUT` on one machine, byte for byte.

    # one machine, a local cluster of two single-threaded workers
    scripts/dask_analyze.py --workers 2 --out all.jsonl -- ../shared/data/netschafkopf/*.txt

    # a real cluster: `dask scheduler` on one host, `dask worker tcp://HOST:8786 --nthreads C`
    # on each machine (C = its cores), then
    scripts/dask_analyze.py --scheduler tcp://HOST:8786 --schmier /opt/schmier/bin/schmier \\
        --work /shared/run1 --out all.jsonl -- /shared/archive

Every worker runs the schmier binary given by --schmier and reads the inputs and the work
folder at the same paths as the client: install schmier at the same place everywhere and keep
inputs and --work on a shared file system. A shard's file is resumable like any --jsonl file,
so running the driver again with the same --work skips the hands already analysed. The
options after the inputs' `--` that start with `--` are passed to `schmier analyze`
(e.g. `--samples 16 --seed 3`); put them before the inputs:
`-- --samples 16 INPUT...`.

Needs Debian's python3-distributed (scripts/install-deps.sh installs it).
"""

import argparse
import os
import subprocess
import sys
import tempfile


def run_shard(schmier, inputs, options, index, count, work):
    """One Dask task: analyses share `index` of `count` and returns its lines (bytes)."""
    out = os.path.join(work, f"shard-{index}-of-{count}.jsonl")
    cmd = [schmier, "analyze", *options, "--threads", "1", "--no-progress",
           "--shard", f"{index}/{count}", "--jsonl", out, "--", *inputs]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"shard {index}/{count}: {' '.join(cmd)} exited with "
                           f"{done.returncode}: {done.stderr.decode(errors='replace')}")
    with open(out, "rb") as f:
        return f.read()


def split_options(rest):
    """Arguments after `--`: leading `--option [value]` pairs go to schmier, the rest are
    inputs."""
    with_value = {"--samples", "--seed"}
    flags = {"--no-auction", "--no-inference"}
    options = []
    i = 0
    while i < len(rest) and rest[i].startswith("--"):
        name = rest[i].split("=", 1)[0]
        if name in flags or "=" in rest[i]:
            options.append(rest[i])
            i += 1
        elif name in with_value and i + 1 < len(rest):
            options += rest[i:i + 2]
            i += 2
        else:
            raise SystemExit(f"dask_analyze: {rest[i]} is not an option the driver passes on "
                             f"(known: {', '.join(sorted(with_value | flags))})")
    return options, rest[i:]


def main(argv):
    p = argparse.ArgumentParser(
        description="schmier analyze on a Dask cluster, merged into one JSONL file.",
        usage="%(prog)s [--scheduler ADDR | --workers N] [--shards S] [--schmier PATH] "
              "[--work DIR] --out OUT -- [ANALYZE OPTIONS] INPUT...")
    p.add_argument("--scheduler", help="address of a running Dask scheduler, e.g. "
                   "tcp://10.0.0.5:8786 (default: a local cluster on this machine)")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                   help="local cluster: worker processes, one thread each (default: cores)")
    p.add_argument("--shards", type=int, default=0,
                   help="number of shares (default: 4 per worker thread, at least 1)")
    p.add_argument("--schmier", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                     "..", "build", "schmier"),
                   help="the schmier binary, at the same path on every worker "
                   "(default: build/schmier of this checkout)")
    p.add_argument("--work", help="folder for the shard files, seen by every worker "
                   "(default: OUT.shards/)")
    p.add_argument("--out", required=True, help="the merged JSONL file")
    p.add_argument("rest", nargs=argparse.REMAINDER)
    a = p.parse_args(argv)
    rest = a.rest[1:] if a.rest and a.rest[0] == "--" else a.rest
    options, inputs = split_options(rest)
    if not inputs:
        p.error("no input given (after --)")
    schmier = os.path.abspath(a.schmier)
    if not a.scheduler and not os.access(schmier, os.X_OK):
        p.error(f"{schmier} is not an executable schmier (build it, or give --schmier PATH)")
    inputs = [os.path.abspath(x) if os.path.exists(x) else x for x in inputs]
    work = os.path.abspath(a.work or a.out + ".shards")
    os.makedirs(work, exist_ok=True)

    try:
        from dask.distributed import Client, LocalCluster  # python3-distributed
    except ImportError:
        raise SystemExit(
            f"dask_analyze: {sys.executable} cannot import dask.distributed: install Debian's "
            "python3-distributed (scripts/install-deps.sh) and run this script with the "
            "system's python (/usr/bin/python3 scripts/dask_analyze.py ...) if another python3 "
            "comes first in PATH")

    cluster = None
    if a.scheduler:
        client = Client(a.scheduler)
    else:
        cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        threads = sum(client.nthreads().values()) or 1
        count = a.shards if a.shards > 0 else 4 * threads
        futures = [client.submit(run_shard, schmier, inputs, options, i, count, work,
                                 key=f"schmier-shard-{i}-of-{count}-{os.getpid()}", pure=False)
                   for i in range(1, count + 1)]
        parts = client.gather(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(a.out)) or ".",
                               prefix=".dask_analyze.")
    with os.fdopen(fd, "wb") as f:
        for part in parts:
            f.write(part)
    os.replace(tmp, a.out)
    lines = sum(part.count(b"\n") for part in parts)
    print(f"dask_analyze: {lines} lines from {count} shards on {threads} worker threads "
          f"written to {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
