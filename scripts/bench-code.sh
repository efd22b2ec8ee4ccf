#!/usr/bin/env bash
# What the code detective adds to a whole offline audit, side by side in one
# run. Three auditors are built: HEAD without the code detective (the suite
# list patched, nothing else changed), BASE with it (default: where this
# branch left main) and HEAD with it. They audit the same repository
# alternately, RUNS times each; the median wall time, CPU time (user+sys,
# less sensitive to other load on a shared machine) and peak memory of each
# and what the code detective adds over the first are printed.
#
# The repository is generated (default 2,800 valid Go files of about
# 6 KiB, the size of golang/tools, and 200 commits) unless REPO names a git
# repository to audit (a bare one is cloned into a temporary directory).
#
# Usage: scripts/bench-code.sh [FILES] [COMMITS] [BASE] [RUNS]
#        REPO=/path/to/repo scripts/bench-code.sh - - [BASE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-2800}
commits=${2:-200}
base=${3:-$(git merge-base HEAD main)}
runs=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() { # tree-ish, binary, [nocode]
  mkdir "$work/src-$2"
  git archive "$1" | tar -x -C "$work/src-$2"
  if [ "${3:-}" = nocode ]; then
    suite="$work/src-$2/detectives/suite/suite.go"
    sed -i 's/, code.Detective}/}/' "$suite"
    echo 'var _ = code.Detective' >>"$suite"
  fi
  (cd "$work/src-$2" && go build -o "$work/$2" ./cmd/auditor)
}
build HEAD nocode nocode
build "$base" base
build HEAD head

if [ -n "${REPO:-}" ]; then
  git clone -q "$REPO" "$work/repo"
  echo "repository: $REPO ($(git -C "$work/repo" ls-files | wc -l) files); base $(git rev-parse --short "$base")"
else
  go run ./scripts/genrepo -go -dir "$work/repo" -files "$files" -commits "$commits"
  echo "repository: $files Go files, $commits commits; base $(git rev-parse --short "$base")"
fi

secs() { # binary -> "wall cpu maxrss" of one offline audit (seconds, seconds, KiB)
  /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$work/$1" audit "$work/repo" --llm none --log-level error >/dev/null 2>"$work/err" || [ $? = 3 ] || { cat "$work/err"; exit 1; }
  tail -1 "$work/t" | awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}'
}
for b in nocode base head; do : >"$work/$b.txt"; done
for _ in $(seq "$runs"); do
  for b in nocode base head; do secs "$b" >>"$work/$b.txt"; done
done
median() { # file column
  sort -n -k"$2" "$1" | awk -v c="$2" '{a[NR]=$c} END {print a[int((NR+1)/2)]}'
}
pct() { echo "($1 - $2) * 100 / $2" | bc -l; }
nw=$(median "$work/nocode.txt" 1); nc=$(median "$work/nocode.txt" 2)
echo "medians of $runs runs; added = over the audit without the code detective"
for b in nocode base head; do
  w=$(median "$work/$b.txt" 1); c=$(median "$work/$b.txt" 2)
  printf '%-7s wall %5s s (added %+4.0f%%)  cpu %5s s (added %+4.0f%%)  %4s MiB   wall runs: %s\n' "$b" \
    "$w" "$(pct "$w" "$nw")" "$c" "$(pct "$c" "$nc")" "$(($(median "$work/$b.txt" 3) / 1024))" \
    "$(cut -d' ' -f1 "$work/$b.txt" | tr '\n' ' ')"
done
