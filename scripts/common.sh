# Shared helpers for scripts/setup.sh and scripts/test.sh (sourced, not run).
# Build directories: build/ (Release, the one users run), build-asan/ (sanitizers),
# build-fuzz/ (clang + libFuzzer). Each is configured once and then only rebuilt incrementally.

SCHMIER_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCHMIER_JOBS=${SCHMIER_JOBS:-2}

# say MESSAGE: one progress line.
say() { echo "==> $*"; }

# quietly LOGFILE COMMAND...: runs the command with its output in LOGFILE; on failure prints the
# log's last 60 lines and returns the command's status.
quietly() {
  local log=$1
  shift
  mkdir -p "$(dirname "$log")"
  if "$@" >"$log" 2>&1; then
    return 0
  else
    local rc=$?
    tail -n 60 "$log" >&2
    echo "(full log: $log)" >&2
    return "$rc"
  fi
}

# configure_build DIR [CMAKE ARGS...]: configures DIR (always cheap; keeps earlier objects).
configure_build() {
  local dir=$1
  shift
  quietly "$dir/configure.log" cmake -S "$SCHMIER_ROOT" -B "$dir" "$@"
}

# build DIR [TARGETS...]: builds DIR with $SCHMIER_JOBS jobs; all targets when none are given.
build() {
  local dir=$1
  shift
  local targets=()
  local t
  for t in "$@"; do targets+=(--target "$t"); done
  quietly "$dir/build.log" cmake --build "$dir" -j "$SCHMIER_JOBS" "${targets[@]}"
}

# has_display: a graphical session is available to open a window in.
has_display() { [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; }
