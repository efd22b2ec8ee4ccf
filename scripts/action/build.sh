#!/usr/bin/env bash
# Builds the auditor binary for the runner into $RUNNER_TEMP (setup-go caches
# the module and build caches, so re-runs are fast).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
bin="${RUNNER_TEMP:-/tmp}/auditor-bin/auditor"
mkdir -p "$(dirname "$bin")"
# cgo on: Python code evidence (tree-sitter) needs it; runners have gcc.
(cd "$here" && CGO_ENABLED=1 go build -trimpath -o "$bin" ./cmd/auditor)
echo "AUDITOR_BIN=$bin" >> "${GITHUB_ENV:-/dev/null}"
echo "built $bin"
