#!/usr/bin/env bash
# The PDF engine's compilation cache (AUDITOR_WASM_CACHE): an audit of a
# repository with a PDF writes the cache, a second audit loads it (and
# spends less CPU), an unusable cache directory is skipped and a corrupt
# cache entry replaced; the reports are byte for byte the same.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/auditor" ./cmd/auditor
go build -o "$work/rusage" ./scripts/rusage
repo=$work/repo
mkdir -p "$repo/docs"
printf '# demo\n\nSee [the report](docs/report.pdf).\n' >"$repo/README.md"
cp internal/pdftext/testdata/gen_tenpages.pdf "$repo/docs/report.pdf"
git -C "$repo" init -q && git -C "$repo" add -A &&
	git -C "$repo" -c user.name=b -c user.email=b@x -c commit.gpgsign=false commit -qm init
audit() { # audit CACHE OUT: prints the CPU seconds the audit used
	SOURCE_DATE_EPOCH=1700000000 AUDITOR_WASM_CACHE=$1 "$work/rusage" -o "$work/cpu" -- \
		"$work/auditor" audit "$repo" --rubric none -o "$2" --log-level error 2>/dev/null
	awk '{print $3}' "$work/cpu"
}
cold=$(audit "$work/cache" "$work/cold.json")
ls "$work"/cache/wazero-*/* >/dev/null || { echo "no compiled module in the cache"; exit 1; }
warm=$(audit "$work/cache" "$work/warm.json")
touch "$work/file"
audit "$work/file/cache" "$work/nocache.json" >/dev/null
for f in "$work"/cache/wazero-*/*; do printf 'WAZEVO corrupt' >"$f"; done
audit "$work/cache" "$work/corrupt.json" >/dev/null
healed=$(audit "$work/cache" "$work/healed.json")
for r in warm nocache corrupt healed; do cmp "$work/cold.json" "$work/$r.json"; done
echo "compilation cache: cold ${cold}s CPU, warm ${warm}s CPU, after a corrupt entry was replaced ${healed}s CPU"
for w in "$warm" "$healed"; do
	awk -v c="$cold" -v w="$w" 'BEGIN { exit !(w < c / 2) }' || { echo "warm audit not faster"; exit 1; }
done
