#!/bin/sh
# Time per `schmier suggest` at each strength, one-shot and in a `schmier engine` session,
# median and maximum over every decision of 100 heuristic-played Sheepshead hands (ENGINE.md).
#   scripts/bench-suggest.sh [BUILD_DIR] [extra options of scripts/bench_suggest.py]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
[ $# -gt 0 ] && shift
exec python3 "$here/bench_suggest.py" "$build/schmier" "$@"
