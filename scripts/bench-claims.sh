#!/usr/bin/env bash
# Times claim extraction and resolution (docs detective + aggregator) on a
# generated repository of 20,000 tracked files with 1,000 Markdown documents
# (issue 3's speed requirement: under 1 s on a 2-core machine), then runs
# markdown-link-check (npm, version pinned in scripts/benchclaims/package.json)
# over the same Markdown files with only local links considered (http(s)
# and mailto ignored), and compares the broken local links both report.
#
# Not run by CI. Needs Go, git, node and npm (the npm registry).
# Usage: scripts/bench-claims.sh [DOCS] [FILES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
docs=${1:-1000}
files=${2:-20000}
runs=${3:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mlcdir=scripts/benchclaims
if [ ! -x "$mlcdir/node_modules/.bin/markdown-link-check" ]; then
  (cd "$mlcdir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
mlc=$root/$mlcdir/node_modules/.bin/markdown-link-check

go build -o "$work/benchclaims" ./scripts/benchclaims
"$work/benchclaims" gen -dir "$work/repo" -docs "$docs" -files "$files"

echo
echo "== auditor: claim extraction + resolution (in process, $runs runs)"
"$work/benchclaims" measure -repo "$work/repo" -n "$runs" -broken "$work/auditor.txt"

echo
echo "== auditor audit --rubric none (whole command: snapshot, history, all detectives, report)"
if go build -o "$work/auditor" ./cmd/auditor; then
  /usr/bin/time -f "%e s wall, %M KB peak RSS" -o "$work/time" \
    "$work/auditor" audit "$work/repo" --rubric none --log-level error -o "$work/report.json"
  cat "$work/time"
  jq -r '.run_log[] | select(.phase == "detective" or .phase == "aggregate") | "  \(.tool_name): \(.duration_ms) ms"' "$work/report.json" 2>/dev/null || true
else
  echo "skipped: cmd/auditor does not build"
fi

echo
echo "== markdown-link-check $("$mlc" -V) (local links only)"
cat > "$work/mlc.json" <<'EOF'
{"ignorePatterns": [{"pattern": "^https?://"}, {"pattern": "^mailto:"}]}
EOF
mdfiles=$(cd "$work/repo" && git ls-files '*.md')
start=$(date +%s.%N)
(cd "$work/repo" && "$mlc" -c "$work/mlc.json" $mdfiles) >"$work/mlc.out" 2>&1 || true
end=$(date +%s.%N)
printf '%.2f s wall for %d files\n' "$(echo "$end - $start" | bc -l)" "$(echo "$mdfiles" | wc -l)"
"$work/benchclaims" mlc -in "$work/mlc.out" >"$work/mlc.txt"

echo
echo "== broken local links"
printf 'auditor: %d   markdown-link-check: %d   both: %d\n' \
  "$(wc -l <"$work/auditor.txt")" "$(wc -l <"$work/mlc.txt")" "$(comm -12 "$work/auditor.txt" "$work/mlc.txt" | wc -l)"
only_a=$(comm -23 "$work/auditor.txt" "$work/mlc.txt")
only_m=$(comm -13 "$work/auditor.txt" "$work/mlc.txt")
if [ -z "$only_a$only_m" ]; then
  echo "same broken local links"
else
  echo "only auditor: $(echo -n "$only_a" | grep -c . || true)"; echo "$only_a" | head -5
  echo "only markdown-link-check: $(echo -n "$only_m" | grep -c . || true)"; echo "$only_m" | head -5
fi
