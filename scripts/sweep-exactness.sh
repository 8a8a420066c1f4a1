#!/usr/bin/env bash
# The Sweep solver's slow exactness checks, skipped in CI (solver/SOLVER.md, "Sweep",
# "Exactness"):
#   scripts/sweep-exactness.sh [BUILD_DIR]   (default build, a Release build with solver_tests)
# Runs, each with its CPU and wall time:
#   1. whole hands against the bounded reference ($SWEEP_REF_HANDS, default 50, the presets
#      sweep and tablanette_cp in turn): the value and every first action's value from the
#      hand's first turn (minutes of CPU per hand: see SOLVER.md "Exactness");
#   1b. tablanette_cp (fixed3) from the first turn of rounds 2 and 3 against the bounded
#      reference ($SWEEP_REF_ROUNDS, default 20; minutes of CPU per round-2 position);
#   2. whole hands ($SWEEP_HANDS, default 50, all eight rule variants): the value and every
#      first action against a fresh solver's value alone, every later turn of a line through
#      the hand against the margin the turn before promised, the last eight turns against the
#      memoised reference;
#   3. the memoised reference on 40 last-round positions (4 from the round's first turn) and 4
#      from the second-to-last round's last turn;
#   4. one table reused across first-round positions of one stock.
# Prints doctest's summary (test cases and assertions passed) for each.
set -euo pipefail
dir=${1:-build}
bin=$dir/tests/solver_tests
if [[ ! -x $bin ]]; then
  echo "$0: $bin not found: build the tests first (scripts/setup.sh or cmake --build $dir --target solver_tests)" >&2
  exit 2
fi
status=0
run() {
  local what=$1
  shift
  echo "== $what"
  local start=$SECONDS
  if ! /usr/bin/time -f "   CPU %U s user %S s sys, wall %e s" nice "$bin" --no-skip "$@" 2>&1 |
    grep -E "test cases|assertions|Status|ERROR|CPU"; then
    status=1
  fi
  echo "   ($((SECONDS - start)) s)"
}
run "whole hands against the bounded reference (${SWEEP_REF_HANDS:-50})" -tc='*whole hands equal the bounded*'
run "tablanette_cp rounds 2 and 3 against the bounded reference (${SWEEP_REF_ROUNDS:-20})" -tc='*rounds 2 and 3 equal*'
run "whole hands against themselves (${SWEEP_HANDS:-50})" -tc='*whole hands agree*'
run "memoised reference, last two rounds" -tc='*memoised reference in the*'
run "a table reused across first-round positions" -tc='*first-round*'
exit $status
