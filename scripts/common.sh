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

# Compiler cache: with ccache installed every build compiles through it. Paths below the
# checkout are hashed relative to it (CCACHE_BASEDIR) and the build folder is left out of the
# hash (CCACHE_NOHASHDIR), so another clone of the same sources reuses the objects.
# SCHMIER_CCACHE=0 turns it off.
if [[ ${SCHMIER_CCACHE:-1} != 0 ]] && command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$SCHMIER_ROOT}
  export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
  SCHMIER_LAUNCHER=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
else
  SCHMIER_LAUNCHER=(-UCMAKE_C_COMPILER_LAUNCHER -UCMAKE_CXX_COMPILER_LAUNCHER)
fi

# configure_build DIR [CMAKE ARGS...]: configures DIR (always cheap; keeps earlier objects).
configure_build() {
  local dir=$1
  shift
  quietly "$dir/configure.log" cmake -S "$SCHMIER_ROOT" -B "$dir" "${SCHMIER_LAUNCHER[@]}" "$@"
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
