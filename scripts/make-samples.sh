#!/usr/bin/env bash
# Regenerates the Sheepshead samples (samples/*.json, except schafkopf-* and sweep-*) with the
# heuristic player, and the Sweep samples (samples/sweep-*.json) with make_sweep_samples' rule-of-
# thumb player: builds the tools in build/ and runs them. Review the diff before committing.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$SCHMIER_ROOT"
configure_build build -DCMAKE_BUILD_TYPE=Release -DSCHMIER_TOOLS=ON
build build make_samples make_sweep_samples
mkdir -p samples
build/make_samples samples
build/make_sweep_samples samples
