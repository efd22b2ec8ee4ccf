#!/usr/bin/env bash
# bench-cohort-mem.sh: the cohort memory target of issue 15 ("1,000
# entries must not need more memory than 100"): peak RSS of `auditor
# batch` and of `auditor merge` on cohorts of small generated entries.
#
# The cohort (scripts/gencohort, internal/repotest.CohortEntry): local
# repositories of six files each, a README with the assignment's template
# text (in every entry: ignored by the near-duplicate search) and 300 own
# words, a 600-word REPORT.md, source files the documents cite; every
# tenth entry copies the previous entry's README, so the near-duplicates
# grow with the cohort (2 rows per planted pair), not its square. Entries
# this small keep a 1,000-entry batch to seconds on 2 cores while the
# near-duplicate search has about 1,900 shingles an entry to index.
#
# For each size of SIZES, ROUNDS rounds of:
#   batch jobs=J   `auditor batch LIST --jobs J` into a fresh directory
#   merge          `auditor merge` of the last batch's output into another one
# with SOURCE_DATE_EPOCH set; medians of wall time and peak RSS.
#
# Usage: scripts/bench-cohort-mem.sh [AUDITOR-BINARY]   (default: go build)
#   SIZES="100 1000" JOBS="1 2" ROUNDS=3 COHORT=DIR (keep the generated cohort)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
sizes=${SIZES:-100 1000}
jobs_list=${JOBS:-1 2}
rounds=${ROUNDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${1:-}" ]; then
	cp "$1" "$work/auditor"
else
	(cd "$here" && go build -o "$work/auditor.build" ./cmd/auditor)
	cp "$work/auditor.build" "$work/auditor"
fi
# A fresh copy written by cp: the binary's resident pages (a third of the
# peak) vary by tens of MiB with how the file's page cache was filled
# (a linker's output, a binary run many times), so both sides of a
# comparison run from such a copy.
bin=$work/auditor
. "$here/scripts/lib/timing.sh"

cohort=${COHORT:-$work/cohort}
biggest=$(printf '%s\n' $sizes | sort -n | tail -1)
(cd "$here" && go run ./scripts/gencohort -dir "$cohort" -n "$biggest" -lists "$(echo $sizes | tr ' ' ,)")
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1700000000}
echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# run LABEL CMD...: one timed command, appended to t-LABEL.
run() {
	timer "$work/one" "${@:2}" --log-level error 2>"$work/err" >/dev/null || {
		code=$?
		# exit 1 (an entry could not be audited) or 3 (a gate) still wrote the cohort
		[ "$code" -eq 1 ] || [ "$code" -eq 3 ] || { cat "$work/err" >&2; exit 1; }
	}
	cat "$work/one" >>"$work/t-$1"
}

printf '%-8s %-12s %9s %9s %11s\n' entries command wall_s peak_MiB duplicates
for n in $sizes; do
	for ((round = 0; round < rounds; round++)); do
		for j in $jobs_list; do
			rm -rf "$work/out" "$work/merged"
			run "$n-batch-$j" "$bin" batch "$cohort/list-$n.csv" --out "$work/out" --jobs "$j"
		done
		run "$n-merge" "$bin" merge "$work/out" --out "$work/merged"
		cmp -s "$work/out/cohort.json" "$work/merged/cohort.json" || { echo "merge differs from the batch's cohort.json" >&2; exit 1; }
	done
	dups=$(grep -c '"other_document"' "$work/merged/cohort.json" || true)
	for c in $(printf 'batch-%s ' $jobs_list) merge; do
		f=$work/t-$n-$c
		printf '%-8s %-12s %9.2f %9d %11s\n' "$n" "${c/-/ jobs=}" "$(median "$f" 1)" "$(($(median "$f" 2) / 1024))" "$dups"
	done
done
