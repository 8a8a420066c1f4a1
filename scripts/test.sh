#!/usr/bin/env bash
# Builds and runs every test: installs what is missing, then
#   1. build/       Release (GUI on when it can be built), CTest; GUI tests on a virtual display
#   2. build-asan/  RelWithDebInfo with assertions, AddressSanitizer + UndefinedBehaviorSanitizer,
#                   the solver's node counters, GUI off (the UI model and its tests are built:
#                   they need no graphics package), CTest
#   3. build-fuzz/  clang + libFuzzer for $SCHMIER_FUZZ_SECONDS (default 60) in all: two thirds
#                   the deal-log fuzzer, one third the NetSchafkopf importer's
# Exits non-zero if any step fails; every step runs even after an earlier one failed.
# Skip steps with SCHMIER_SKIP="asan fuzz" (names: main asan fuzz).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SCHMIER_ROOT"

fuzz_seconds=${SCHMIER_FUZZ_SECONDS:-60}
ctest_extra=()
ctest_timeout=${SCHMIER_CTEST_TIMEOUT:-1200}
start=$SECONDS
results=()
failed=0

record() {  # record NAME STATUS
  if [[ $2 -eq 0 ]]; then
    results+=("ok      $1")
  else
    results+=("FAILED  $1")
    failed=1
  fi
}
skipped() { [[ " ${SCHMIER_SKIP:-} " == *" $1 "* ]]; }

# run_ctest DIR [WRAPPER...]: runs CTest in DIR (through WRAPPER, e.g. xvfb-run), keeps the full
# output in DIR/ctest.log and prints the summary lines, plus every failing test's output.
# CTest's own selection arguments (-LE LABEL, ...) come in the variable ctest_extra.
run_ctest() {
  local dir=$1
  shift
  local log="$dir/ctest.log"
  local rc=0
  "$@" ctest --test-dir "$dir" --output-on-failure -j "$SCHMIER_JOBS" --timeout "$ctest_timeout" \
    ${ctest_extra[@]+"${ctest_extra[@]}"} </dev/null >"$log" 2>&1 || rc=$?
  if [[ $rc -eq 0 ]]; then
    grep -E 'tests passed|Total Test time' "$log"
  else
    # Everything but the lines of started and passing tests: the failing tests' output, the
    # FAILED list, the summary.
    grep -vE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed |^ +Start +[0-9]+: ' "$log" | tail -n 300
    echo "(full CTest log: $log)"
  fi
  return "$rc"
}

if ! "$SCHMIER_ROOT/scripts/install-deps.sh"; then
  echo "test: could not install the dependencies" >&2
  exit 1
fi

# 1. The normal build, the one scripts/setup.sh uses.
if ! skipped main; then
  say "[1/3] build/ (Release)"
  if configure_build build -DCMAKE_BUILD_TYPE=Release && build build; then
    wrapper=()
    if ! has_display && command -v xvfb-run >/dev/null 2>&1; then
      wrapper=(xvfb-run -a -s "-screen 0 1280x800x24")
    fi
    run_ctest build "${wrapper[@]}"
    record "build/ CTest" $?
  else
    record "build/ configure+build" 1
  fi
fi

# 2. Sanitizers. Warnings are enforced by the normal build; here they must not stop the run
# (optimizers under ASan raise different false positives). Assertions stay on (no NDEBUG):
# the solver's fast paths assert that they agree with their plain definitions, which only
# this step checks. The solver's node counters (SCHMIER_SOLVER_STATS, off elsewhere for speed)
# are compiled in here, so their test runs. The archive tests (label "archives": batches of
# whole archives run as processes, killed, resumed, sharded, on Dask) run in step 1 only: under
# the sanitizers they took a quarter of the whole run, and the analysis, pool and JSON code they
# drive is covered here by the binaries' own tests.
if ! skipped asan; then
  say "[2/3] build-asan/ (ASan + UBSan, RelWithDebInfo with assertions, GUI off, UI model on)"
  if configure_build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCHMIER_SANITIZE=ON \
       -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g" -DSCHMIER_GUI=OFF -DSCHMIER_WERROR=OFF \
       -DSCHMIER_TOOLS=OFF -DSCHMIER_SOLVER_STATS=ON && build build-asan; then
    ctest_extra=(-LE archives)
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
      run_ctest build-asan
    record "build-asan/ CTest" $?
    ctest_extra=()
  else
    record "build-asan/ configure+build" 1
  fi
fi

# 3. The fuzzers (targets fuzz_deal_log and fuzz_netschafkopf from tests/fuzz.cmake; seeds in
# tests/fuzz/corpus and tests/engine/data/netschafkopf). They share the fuzzing time: two thirds
# for the deal-log reader, one third for the NetSchafkopf importer.
# run_fuzzer NAME SECONDS DICT SEEDS...: runs one target, prints its summary, records it.
run_fuzzer() {
  local name=$1 seconds=$2 dict_file=$3
  shift 3
  local fuzzer
  fuzzer=$(find build-fuzz -type f -name "$name" -perm -u+x | head -n 1)
  local corpus=build-fuzz/fuzz-corpus-$name
  [[ $name == fuzz_deal_log ]] && corpus=build-fuzz/fuzz-corpus
  local artifacts=build-fuzz/fuzz-artifacts
  mkdir -p "$corpus" "$artifacts"
  local seeds=()
  for d in "$@"; do [[ -d $d ]] && seeds+=("$d"); done
  local dict=()
  [[ -f $dict_file ]] && dict=(-dict="$dict_file")
  local log=build-fuzz/$name.log
  [[ $name == fuzz_deal_log ]] && log=build-fuzz/fuzz.log
  local rc=0
  "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$artifacts/$name-" "${dict[@]}" "$corpus" \
    "${seeds[@]}" </dev/null >"$log" 2>&1 || rc=$?
  if [[ $rc -eq 0 ]]; then
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)|INITED' "$log" | head -n 5
  else
    tail -n 80 "$log"
    echo "(full fuzzer log: $log; crashing inputs in $artifacts/)"
  fi
  record "$name $seconds s" $rc
}

if ! skipped fuzz; then
  say "[3/3] build-fuzz/ (clang, libFuzzer, ${fuzz_seconds} s)"
  if [[ ! -f tests/fuzz/fuzz_deal_log.cpp ]]; then
    echo "skipped: tests/fuzz/fuzz_deal_log.cpp does not exist yet"
    results+=("skipped fuzz_deal_log (no fuzz target yet)")
  elif CC=clang CXX=clang++ configure_build build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
         -DSCHMIER_FUZZ=ON -DSCHMIER_GUI=OFF -DSCHMIER_WERROR=OFF -DSCHMIER_TOOLS=OFF &&
       build build-fuzz fuzz_deal_log fuzz_netschafkopf; then
    ns_seconds=$(( fuzz_seconds / 3 ))
    (( ns_seconds < 1 )) && ns_seconds=1
    dl_seconds=$(( fuzz_seconds - ns_seconds ))
    (( dl_seconds < 1 )) && dl_seconds=1
    run_fuzzer fuzz_deal_log "$dl_seconds" tests/fuzz/deal_log.dict tests/fuzz/corpus samples
    run_fuzzer fuzz_netschafkopf "$ns_seconds" tests/fuzz/netschafkopf.dict \
      tests/engine/data/netschafkopf
  else
    record "build-fuzz/ configure+build" 1
  fi
fi

echo
say "summary ($(( (SECONDS - start) / 60 )) min $(( (SECONDS - start) % 60 )) s)"
printf '    %s\n' "${results[@]}"
exit "$failed"
