#!/usr/bin/env bash
# What the code detective adds to a whole offline audit, side by side in one
# run. Three auditors are built: HEAD without the code detective (the suite
# list patched, nothing else changed), BASE with it (default: where this
# branch left main) and HEAD with it. They audit the same repository
# alternately, RUNS times each; the median wall time of each and what the
# code detective adds over the first are printed.
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

secs() { # binary -> wall seconds of one offline audit
  /usr/bin/time -f "%e %M" -o "$work/t" "$work/$1" audit "$work/repo" --llm none --log-level error >/dev/null 2>"$work/err" || [ $? = 3 ] || { cat "$work/err"; exit 1; }
  tail -1 "$work/t"
}
for b in nocode base head; do : >"$work/$b.txt"; done
for _ in $(seq "$runs"); do
  for b in nocode base head; do secs "$b" >>"$work/$b.txt"; done
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mem() { sort -n -k2 "$1" | awk '{a[NR]=$2} END {print a[int((NR+1)/2)]}'; }
n=$(median "$work/nocode.txt")
for b in nocode base head; do
  t=$(median "$work/$b.txt")
  printf '%-7s %5s s  %4s MiB  added %+4.0f%%   (runs: %s)\n' "$b" "$t" "$(($(mem "$work/$b.txt") / 1024))" \
    "$(echo "($t - $n) * 100 / $n" | bc -l)" "$(cut -d' ' -f1 "$work/$b.txt" | tr '\n' ' ')"
done
