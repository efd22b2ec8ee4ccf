#!/usr/bin/env bash
# Every report JSON must validate against schema/report.schema.json with an
# independent validator (Ajv, JSON Schema 2020-12, strict): the golden
# fixtures, the golden report of the CLI transcripts and the self-audit's
# report ($1/report.json).
set -euo pipefail
cd "$(dirname "$0")/../.."
files=(internal/report/testdata/full.json internal/report/testdata/evidence_only.json)
[ -n "${1:-}" ] && [ -f "$1/report.json" ] && files+=("$(cd "$1" && pwd)/report.json")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the golden report embedded in the CLI transcript
awk '/^-- golden.json --$/{on=1; next} /^-- .* --$/{on=0} on' cmd/auditor/testdata/script/audit_claims.txtar >"$tmp/audit_claims.json"
[ -s "$tmp/audit_claims.json" ] && files+=("$tmp/audit_claims.json")
root=$(pwd)
abs=()
for f in "${files[@]}"; do
  case "$f" in /*) abs+=("$f") ;; *) abs+=("$root/$f") ;; esac
done
cd scripts/ci/schemacheck
npm ci --no-audit --no-fund --silent
node check.mjs "${abs[@]}"
