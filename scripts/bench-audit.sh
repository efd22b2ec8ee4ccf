#!/usr/bin/env bash
# Times a full offline audit of a generated repository (default 10,000 files,
# 2,000 commits) and, for scale, the git commands that list the same facts
# (git ls-files + git log --raw). Prints wall time and peak RSS of each.
# Usage: scripts/bench-audit.sh [FILES] [COMMITS]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-10000}
commits=${2:-2000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

go build -o "$work/auditor" ./cmd/auditor
go run ./scripts/genrepo -dir "$work/repo" -files "$files" -commits "$commits"
echo "repository: $files files, $commits commits"

measure() { # label, command...
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { cat "$work/stderr"; return 1; }
  read -r secs kb < "$work/time"
  printf '%-44s %7.2f s  %8.1f MB peak RSS\n' "$label" "$secs" "$(echo "$kb/1024" | bc -l)"
}

measure "git ls-files" git -C "$work/repo" ls-files
measure "git log --raw (all commits)" git -C "$work/repo" log --raw --no-abbrev
measure "git ls-files + git log (sh)" sh -c "git -C '$work/repo' ls-files >/dev/null && git -C '$work/repo' log --raw >/dev/null"
measure "auditor audit --rubric none (evidence)" "$work/auditor" audit "$work/repo" --rubric none --log-level error
measure "auditor audit (default rubric, judges)" "$work/auditor" audit "$work/repo" --log-level error
measure "auditor audit --format json,md,sarif,html" "$work/auditor" audit "$work/repo" --log-level error --format json,md,sarif,html --out "$work/out"
