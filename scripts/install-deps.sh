#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages schmier needs to build, test and run, but only the ones
# that are missing: with everything present it prints nothing and touches no package list.
#
#   scripts/install-deps.sh          # install what is missing (root, or sudo if available)
#   scripts/install-deps.sh --check  # only list what is missing; exit 1 if anything is
set -euo pipefail

packages=(
  # compilers and build tools; ccache keeps compiled objects between builds and clones, so a
  # second build of the same sources (CI's fresh clone, a second worktree) compiles nothing again
  cmake make g++ pkg-config ccache
  # clang with its runtime libraries: the libFuzzer target and clang sanitizer builds
  clang libclang-rt-14-dev
  # libraries of the engine and the tests
  nlohmann-json3-dev doctest-dev
  # the desktop app: Dear ImGui (with its GLFW/OpenGL3 backends), GLFW, stb, the glad generator
  libimgui-dev libglfw3-dev libstb-dev python3-glad libgl-dev
  # GLFW's optional X11 extensions (loaded at run time) and the app's font (it falls back
  # to ImGui's built-in font without it)
  libxrandr2 libxinerama1 libxcursor1 libxi6 fonts-dejavu-core
  # a virtual display with software OpenGL for the GUI tests (Mesa llvmpipe)
  xvfb xauth libgl1-mesa-dri libglx-mesa0
  # GNU time: scripts/bench-analysis.sh reads each analysis's CPU time and peak memory from it
  time
  # Dask distributed: scripts/dask_analyze.py runs `schmier analyze --shard` on a cluster of
  # machines (or a local one; its test runs a local cluster of two workers). An existing engine
  # with a scheduler, workers and resubmission of lost tasks, packaged by Debian, instead of a
  # scheduler of our own
  python3-distributed
)

die() {
  echo "install-deps: $*" >&2
  exit 1
}

command -v dpkg-query >/dev/null 2>&1 ||
  die "this script needs a Debian-based system (dpkg); install these by hand: ${packages[*]}"

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ "${1:-}" == "--check" ]]; then
  echo "install-deps: missing packages: ${missing[*]}" >&2
  exit 1
fi

if [[ $(id -u) -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  die "missing packages: ${missing[*]}; run this script as root or install sudo"
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! "${as_root[@]}" apt-get update >"$log" 2>&1; then
  cat "$log" >&2
  die "apt-get update failed (see above)"
fi
if ! "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}" </dev/null \
  >"$log" 2>&1; then
  cat "$log" >&2
  die "apt-get install failed for: ${missing[*]} (see above)"
fi

# Check again so that a package apt skipped silently cannot pass unnoticed.
still=()
for p in "${missing[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || still+=("$p")
done
[[ ${#still[@]} -eq 0 ]] || die "still missing after apt-get install: ${still[*]}"
echo "install-deps: done"
