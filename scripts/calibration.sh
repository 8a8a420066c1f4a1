#!/usr/bin/env bash
# The calibration check of solver/ANALYSIS.md §9 over the shared real games: imports the
# NetSchafkopf protocols into a temporary folder (never into the repository) and prints, per
# contract class, the declarer's expected result from the opening lead against the declarers'
# actual win rate, and the share of Kontra answers the analyzer recommends (`schmier calibrate
# --kontra`), and the win chance per class (solver/ANALYSIS.md §14; `-- --fit FILE.csv` refits
# its coefficients and writes the per-game features). Costs several CPU minutes for the 594
# games: it runs at nice priority.
#   scripts/calibration.sh [BUILD_DIR] [-- CALIBRATE_OPTIONS...]
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
data=${SCHMIER_NETSCHAFKOPF:-$here/../shared/data/netschafkopf}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin" import netschafkopf "$data"/protocol-*.txt -o "$dir" > /dev/null
nice "$bin" calibrate "$dir"/*.json --kontra "$@"
