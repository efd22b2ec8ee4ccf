#!/usr/bin/env bash
# Opens the self-audit's HTML report ($1/report.html) and the golden HTML in
# headless Chromium (Debian package) and asserts on the rendered DOM; then the
# golden cohort page and the cohort page of a small batch run (cohort.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v chromium >/dev/null 2>&1; then
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
fi
cd scripts/browsercheck
npm ci --no-audit --no-fund --silent
node check.mjs
if [ -n "${1:-}" ] && [ -f "$1/report.html" ]; then
  node check.mjs "$1/report.html" "$1/report.png"
fi
node cohort.mjs
cohort=$(mktemp -d)
(cd ../.. && go run ./scripts/ci/cohortfixture "$cohort")
node cohort.mjs "$cohort/out/cohort.html" "$cohort/out/cohort.png"
