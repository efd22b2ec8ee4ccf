#!/usr/bin/env bash
# bench-pdf.sh: what the first PDF of an audit costs (issue 15, "Speed and
# memory"), with and without the engine's on-disk compilation cache
# (AUDITOR_WASM_CACHE, see internal/pdftext.CacheDir).
#
# Two repositories that differ by one 10-page PDF (a fixture of
# internal/pdftext) are audited offline (--rubric none), ROUNDS times each:
#   no PDF            the repository without the PDF
#   PDF, no cache     AUDITOR_WASM_CACHE=off: the engine compiles (before)
#   PDF, cold cache   an empty cache directory each round: compiles, writes
#   PDF, warm cache   a cache written by an earlier run: loads compiled code
# and pdftotext on the same file for scale. Medians of wall time, CPU time
# (user+system, steadier than wall time on a loaded machine) and peak RSS;
# "+ vs no PDF" is the wall time the PDF adds.
#
# Usage: scripts/bench-pdf.sh [AUDITOR-BINARY]   (default: go build)
#   ROUNDS=5 (environment) rounds per case
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then
	(cd "$here" && go build -o "$work/auditor" ./cmd/auditor)
	bin=$work/auditor
fi
. "$here/scripts/lib/timing.sh"
mkrepo() { # mkrepo DIR [PDF]
	mkdir -p "$1/src"
	printf '# demo\n\nSee [the report](docs/report.pdf) and `src/main.go`.\n' >"$1/README.md"
	printf 'package main\n\nfunc main() {}\n' >"$1/src/main.go"
	if [ -n "${2:-}" ]; then mkdir -p "$1/docs" && cp "$2" "$1/docs/report.pdf"; fi
	git -C "$1" init -q && git -C "$1" add -A &&
		git -C "$1" -c user.name=b -c user.email=b@x -c commit.gpgsign=false commit -qm init
}
pdf=$here/internal/pdftext/testdata/gen_tenpages.pdf
mkrepo "$work/nopdf"
mkrepo "$work/pdf" "$pdf"

# run LABEL CACHE REPO: one audit, "SECONDS KiB" appended to $work/LABEL.
run() {
	AUDITOR_WASM_CACHE=$2 timer "$work/one" "$bin" audit "$3" --rubric none -o /dev/null --log-level error 2>"$work/err" ||
		{ cat "$work/err" >&2; exit 1; }
	cat "$work/one" >>"$work/t-$1"
}

run warmup "$work/warm" "$work/pdf" # fills the warm cache
for ((r = 0; r < rounds; r++)); do
	run nopdf off "$work/nopdf"
	run nocache off "$work/pdf"
	rm -rf "$work/cold"
	run cold "$work/cold" "$work/pdf"
	run warm "$work/warm" "$work/pdf"
	if command -v pdftotext >/dev/null; then
		timer "$work/one" pdftotext "$pdf" - >/dev/null && cat "$work/one" >>"$work/t-pdftotext"
	fi
done
base=$(median "$work/t-nopdf" 1)
echo "$rounds rounds, medians; PDF: $(basename "$pdf") ($(stat -c %s "$pdf") bytes)"
printf '%-22s %8s %8s %10s %12s\n' case seconds cpu_s peak_MiB "+ vs no PDF"
for c in nopdf nocache cold warm pdftotext; do
	[ -s "$work/t-$c" ] || continue
	secs=$(median "$work/t-$c" 1)
	label=$(case $c in nopdf) echo "no PDF" ;; nocache) echo "PDF, no cache" ;; cold) echo "PDF, cold cache" ;;
		warm) echo "PDF, warm cache" ;; *) echo "pdftotext alone" ;; esac)
	extra=$(echo "$secs - $base" | bc -l)
	[ "$c" = pdftotext ] && extra=
	printf '%-22s %8s %8s %10d %12s\n' "$label" "$secs" "$(median "$work/t-$c" 3)" \
		"$(($(median "$work/t-$c" 2) / 1024))" "${extra:+$(printf '%+.2f s' "$extra")}"
done
echo "cache: $(du -sh "$work/warm" | cut -f1) in AUDITOR_WASM_CACHE (default: os.UserCacheDir()/auditor/wasm)"
