#!/usr/bin/env bash
# Golden outputs, to prove that a change of structure changes no behaviour.
#
#   scripts/golden.sh BIN OUT [-j N] [-g GAMES] [--no-sweep-analyze]
#
# Writes to OUT, for every sample and the first GAMES (default 100) shared NetSchafkopf games:
#   NAME.show          schmier show
#   NAME.solve.json    schmier solve --json          (the log's last position)
#   NAME.solve0.json   schmier solve --after 0 --json (the first decision)
#   NAME.analyze.json  schmier analyze --json --seed 1
# with timings ("seconds") removed. Then `diff -r OUT1 OUT2` compares two builds.
# Sweep analyses take up to a minute each (--no-sweep-analyze skips them).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=$(realpath "$1")
out=$2
shift 2
jobs=2
games=100
sweep_analyze=1
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) jobs=$2; shift 2 ;;
    -g) games=$2; shift 2 ;;
    --no-sweep-analyze) sweep_analyze=0; shift ;;
    *) echo "golden: unknown option $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"
imp=$(mktemp -d)
trap 'rm -rf "$imp"' EXIT
"$bin" import netschafkopf "$root"/../shared/data/netschafkopf/protocol-0*.txt -o "$imp" >/dev/null
inputs=("$root"/samples/*.json)
mapfile -t real < <(ls "$imp"/*.json | sort | head -n "$games")
inputs+=("${real[@]}")

one() {  # one BIN OUT SWEEP_ANALYZE LOG
  local bin=$1 out=$2 sa=$3 log=$4
  local name
  name=$(basename "$log" .json)
  strip() { sed -E 's/"(cpu_)?seconds":[-0-9.eE+]+/"seconds":0/g; s/^(analysed .* in )[0-9.]+ s$/\1 0 s/'; }
  "$bin" show "$log" >"$out/$name.show" 2>&1 || echo "exit $?" >>"$out/$name.show"
  { "$bin" solve "$log" --json 2>&1 || echo "exit $?"; } | strip >"$out/$name.solve.json"
  { "$bin" solve "$log" --after 0 --json 2>&1 || echo "exit $?"; } | strip >"$out/$name.solve0.json"
  if [[ $sa == 1 ]] || ! grep -q '"game": *"sweep"' "$log"; then
    { "$bin" analyze "$log" --json --seed 1 --threads 1 2>&1 || echo "exit $?"; } | strip \
      >"$out/$name.analyze.json"
  fi
}
export -f one
printf '%s\n' "${inputs[@]}" | xargs -P "$jobs" -I{} bash -c 'one "$@"' _ "$bin" "$out" \
  "$sweep_analyze" {}
echo "golden: ${#inputs[@]} logs written to $out"
