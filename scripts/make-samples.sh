#!/usr/bin/env bash
# Regenerates the Sheepshead samples (samples/*.json, except schafkopf-*) with the heuristic
# player: builds the make_samples tool in build/ and runs it. Review the diff before committing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SCHMIER_ROOT"
configure_build build -DCMAKE_BUILD_TYPE=Release -DSCHMIER_TOOLS=ON
build build make_samples
mkdir -p samples
build/make_samples samples
