#!/usr/bin/env bash
# bench-cohort.sh: the cohort scale targets of issue 15 ("Speed and
# memory"): a cohort of student-size repositories audited offline on this
# machine's cores, against the sum of their single audits.
#
# Sources: a local clone of every bare mirror under MIRRORS whose name
# looks like a student repository (automaton, auditor, trp1; smaller than
# MAX_MIB), or, with SRC=DIR, every repository directly under DIR. A
# cohort of N entries repeats the sources in turn under distinct names
# (e0001-NAME, ...), all pointing at the same clones.
#
# For each size of SIZES:
#   singles   one `auditor audit` per source (JSON and HTML into a fresh
#             directory), each source's time counted as many times as the
#             cohort repeats it: the sum of the cohort's single audits
#   jobs=J    `auditor batch LIST --jobs J` into a fresh directory
# ROUNDS rounds alternate the commands; medians of wall time, CPU time
# (user+system) and peak RSS. "x target" is the batch's wall time over
# (sum of singles / J): the target is <= 1.2.
#
# Usage: scripts/bench-cohort.sh [AUDITOR-BINARY]   (default: go build)
#   SIZES="100 1000" JOBS="1 2" ROUNDS=3; sizes over 100: JOBS_BIG="2" ROUNDS_BIG=1
#   MIRRORS=/work/.mirror MAX_MIB=50 SRC=DIR KEEP=DIR (keep the outputs)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
sizes=${SIZES:-100 1000}
jobs_small=${JOBS:-1 2}
jobs_big=${JOBS_BIG:-2}
rounds=${ROUNDS:-3}
rounds_big=${ROUNDS_BIG:-1}
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then
	(cd "$here" && go build -o "$work/auditor" ./cmd/auditor)
	bin=$work/auditor
fi
. "$here/scripts/lib/timing.sh"

# sources: SRC's repositories, or clones of the student mirrors.
src=${SRC:-$work/src}
if [ -z "${SRC:-}" ]; then
	mkdir -p "$src"
	for m in "${MIRRORS:-/work/.mirror}"/*/repo; do
		name=$(basename "$(dirname "$m")")
		echo "$name" | grep -qiE 'automaton|auditor|trp1' || continue
		[ "$(du -sm "$m" | cut -f1)" -le "${MAX_MIB:-50}" ] || continue
		[ -d "$src/$name" ] || git clone --quiet --no-hardlinks "$m" "$src/$name"
	done
fi
mapfile -t sources < <(find "$src" -mindepth 1 -maxdepth 1 -type d | sort)
[ "${#sources[@]}" -gt 0 ] || { echo "no source repositories in $src" >&2; exit 1; }
echo "${#sources[@]} source repositories ($(du -sh "$src" | cut -f1)), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"

# singles: one audit per source per round; t-single-K holds source K's times.
single_round() { # single_round N: the sources a cohort of N uses
	for ((k = 0; k < $1 && k < ${#sources[@]}; k++)); do
		rm -rf "$work/single"
		timer "$work/one" "$bin" audit "${sources[$k]}" --out "$work/single" --format json,html --log-level error 2>"$work/err" >/dev/null ||
			{ cat "$work/err" >&2; exit 1; }
		cat "$work/one" >>"$work/t-single-$k"
	done
}
# batch N J LABEL: one batch run of the N-entry list, appended to t-LABEL.
batch() {
	rm -rf "$work/out"
	timer "$work/one" "$bin" batch "$work/list-$1.csv" --out "$work/out" --jobs "$2" --log-level error 2>"$work/err" >/dev/null ||
		{ cat "$work/err" >&2; exit 1; }
	cat "$work/one" >>"$work/t-$3"
}

printf '%-8s %-8s %9s %8s %9s %9s\n' entries command wall_s cpu_s peak_MiB "x target"
for n in $sizes; do
	{
		echo name,url
		for ((i = 0; i < n; i++)); do
			s=${sources[$((i % ${#sources[@]}))]}
			printf 'e%04d-%s,%s\n' "$i" "$(basename "$s")" "$s"
		done
	} >"$work/list-$n.csv"
	r=$rounds jobs_list=$jobs_small
	[ "$n" -le 100 ] || r=$rounds_big jobs_list=$jobs_big
	for ((round = 0; round < r; round++)); do
		single_round "$n"
		for j in $jobs_list; do batch "$n" "$j" "$n-$j"; done
	done
	# the sum of the N single audits: source K's median, once per entry of K.
	sum=0 peak=0 cpu=0
	for ((i = 0; i < n; i++)); do
		k=$((i % ${#sources[@]}))
		sum=$(echo "$sum + $(median "$work/t-single-$k" 1)" | bc -l)
		cpu=$(echo "$cpu + $(median "$work/t-single-$k" 3)" | bc -l)
		p=$(median "$work/t-single-$k" 2)
		[ "$p" -le "$peak" ] || peak=$p
	done
	printf '%-8s %-8s %9.1f %8.1f %9d %9s\n' "$n" "singles" "$sum" "$cpu" "$((peak / 1024))" "(max)"
	for j in $jobs_list; do
		wall=$(median "$work/t-$n-$j" 1)
		printf '%-8s %-8s %9.1f %8.1f %9d %9.2f\n' "$n" "jobs=$j" "$wall" "$(median "$work/t-$n-$j" 3)" \
			"$(($(median "$work/t-$n-$j" 2) / 1024))" "$(echo "$wall / ($sum / $j)" | bc -l)"
	done
	rm -f "$work"/t-single-*
done
