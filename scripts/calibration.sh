#!/usr/bin/env bash
# The calibration check of solver/ANALYSIS.md §9 over the shared real games: imports the
# NetSchafkopf protocols into a temporary folder (never into the repository) and prints, per
# contract class, the declarer's expected result from the opening lead against the declarers'
# actual win rate, and the share of Kontra answers the analyzer recommends (`schmier calibrate
# --kontra`), and the win chance per class (solver/ANALYSIS.md §14; `-- --fit FILE.csv` refits
# its coefficients and writes the per-game features). Costs several CPU minutes for the 594
# games: it runs at nice priority.
#   scripts/calibration.sh [BUILD_DIR] [-- CALIBRATE_OPTIONS...]
#   scripts/calibration.sh [BUILD_DIR] --sheepshead HANDS [ROWS.csv]
# The second form is the Sheepshead win chance (no real Sheepshead games are shared): HANDS
# self-play hands through `schmier engine` (scripts/ss_win_chance_selfplay.py: rule-based
# auction, strong card play, seed 1), one row per hand with a picker (the opening leader's
# double-dummy share for the picker's side, the real result), written to ROWS.csv (default a
# temporary file), then `schmier calibrate --features ROWS.csv` (fit on the even rows of a class,
# reported on the odd ones). The rows in use are solver/data/win_chance_ss_selfplay.csv:
#   scripts/calibration.sh build -- --features solver/data/win_chance_ss_selfplay.csv
# reports them again without playing.
# `-- --declaration --per-game` also grades every declarer's declaration by double-dummy and by
# calibrated units (how often the tutor advises against a contract declared and won) and fits the
# declarer's view of the win chance (its rows: solver/data/win_chance_declarer.csv, made from the
# per-game "declaration" lines; `-- --features solver/data/win_chance_declarer.csv` refits them).
# scripts/win_chance_cv.py compares models of the solo class on the even games only.
# e.g. scripts/calibration.sh build -- --samples 16 --threads 2 --no-inference
#      scripts/calibration.sh build -- --samples 48 --threads 2 --fit /tmp/win_chance_fit.csv
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=build
if [[ $# -gt 0 && $1 != -- ]]; then
  build=$1
  shift
fi
[[ $# -gt 0 && $1 == -- ]] && shift
bin=$here/$build/schmier
if [[ $# -gt 0 && $1 == --sheepshead ]]; then
  hands=${2:?--sheepshead takes a number of hands}
  rows=${3:-$(mktemp)}
  nice python3 "$here/scripts/ss_win_chance_selfplay.py" "$bin" --hands "$hands" --seed 1 > "$rows"
  "$bin" calibrate --features "$rows"
  exit
fi
if [[ $# -gt 0 && $1 == --features ]]; then
  exec "$bin" calibrate "$@"
fi
data=${SCHMIER_NETSCHAFKOPF:-$here/../shared/data/netschafkopf}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin" import netschafkopf "$data"/protocol-*.txt -o "$dir" > /dev/null
nice "$bin" calibrate "$dir"/*.json --kontra "$@"
