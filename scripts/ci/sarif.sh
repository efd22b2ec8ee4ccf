#!/usr/bin/env bash
# SARIF produced by auditor must pass the Microsoft SARIF Multitool with no
# errors: the golden files and the self-audit's report ($1/report.sarif).
set -euo pipefail
cd "$(dirname "$0")/../.."
files=(internal/report/testdata/golden/*.sarif)
[ -n "${1:-}" ] && [ -f "$1/report.sarif" ] && files+=("$1/report.sarif")
sh scripts/sarif-validate.sh "${files[@]}"
