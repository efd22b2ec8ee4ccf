#!/usr/bin/env bash
# Side by side: the offline audit time of a generated Go repository (default
# 2,800 valid Go files of about 6 KiB, the size of golang/tools, and 200
# commits) with the auditor at HEAD and at BASE (default: where this branch
# left main, before the code detective). Each is run RUNS times, alternating;
# the median wall time of each and their ratio are printed.
# Usage: scripts/bench-code.sh [FILES] [COMMITS] [BASE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-2800}
commits=${2:-200}
base=${3:-$(git merge-base HEAD main)}
runs=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

go build -o "$work/auditor-head" ./cmd/auditor
mkdir "$work/base"
git archive "$base" | tar -x -C "$work/base"
(cd "$work/base" && go build -o "$work/auditor-base" ./cmd/auditor)
go run ./scripts/genrepo -go -dir "$work/repo" -files "$files" -commits "$commits"
echo "repository: $files Go files, $commits commits; base $(git rev-parse --short "$base")"

secs() { # binary -> wall seconds of one offline audit
  /usr/bin/time -f "%e" -o "$work/t" "$1" audit "$work/repo" --log-level error >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
  cat "$work/t"
}
: >"$work/head.txt"; : >"$work/base.txt"
for _ in $(seq "$runs"); do
  secs "$work/auditor-base" >>"$work/base.txt"
  secs "$work/auditor-head" >>"$work/head.txt"
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
b=$(median "$work/base.txt"); h=$(median "$work/head.txt")
printf 'audit without code detective (base): %s s (median of %s)\n' "$b" "$runs"
printf 'audit with code detective (HEAD):    %s s (median of %s)\n' "$h" "$runs"
printf 'added: %.0f%%\n' "$(echo "($h - $b) * 100 / $b" | bc -l)"
