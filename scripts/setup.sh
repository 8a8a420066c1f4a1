#!/usr/bin/env bash
# Quick start: installs what is missing, builds schmier (Release, in build/) and opens a bundled
# sample hand: in schmier-gui when a display is available, otherwise as text in the terminal.
#
#   scripts/setup.sh [SAMPLE.json]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SCHMIER_ROOT"

sample=${1:-samples/ace-call-won.json}
[[ -f "$sample" ]] || { echo "setup: no such sample: $sample" >&2; exit 1; }

"$SCHMIER_ROOT/scripts/install-deps.sh"
say "configuring build/ (Release)"
configure_build build -DCMAKE_BUILD_TYPE=Release
say "building (-j$SCHMIER_JOBS; log in build/build.log)"
build build
say "built build/schmier$([[ -x build/schmier-gui ]] && echo ' and build/schmier-gui')"

# The terminal job on the sample: one line per step.
terminal_job() {
  build/schmier show "$1"
  echo && build/schmier solve "$1" --after 0 || echo "(no analysis: the log has no play to solve)"
  echo && build/schmier analyze "$1" || echo "(no analysis: the log cannot be analysed)"
}

if has_display && [[ -x build/schmier-gui ]]; then
  say "opening $sample in schmier-gui"
  exec build/schmier-gui "$sample"
fi
if ! has_display; then
  say "no display (\$DISPLAY and \$WAYLAND_DISPLAY are unset): showing $sample in the terminal"
else
  say "schmier-gui was not built (SCHMIER_GUI=OFF): showing $sample in the terminal"
fi
terminal_job "$sample"
