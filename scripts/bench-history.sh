#!/usr/bin/env bash
# bench-history.sh: a single offline audit of a large history against the
# git floor, measured side by side in one run (issue 15, "Speed and memory").
#
#   floor:  git ls-files -z | xargs -0 cat >/dev/null; git log >/dev/null
#   audit:  auditor audit CLONE --rubric none -o /dev/null
#
# Each is run ROUNDS times, alternating, and the medians of wall time, CPU
# time (user+system) and peak RSS are printed with the audit/floor ratio
# of wall times. Wall time and peak RSS come
# from /usr/bin/time, else from scripts/rusage (Go's rusage).
#
# Usage: scripts/bench-history.sh REPO [AUDITOR-BINARY...]
#   REPO    a clone, or a bare git directory (cloned into a temporary
#           directory first), e.g. a mirror of golang/tools
#   AUDITOR-BINARY  one or more binaries to compare (default: go build)
#   ROUNDS=5 (environment) rounds per command
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
repo=${1:?usage: scripts/bench-history.sh REPO [AUDITOR-BINARY...]}
shift
rounds=${ROUNDS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "$(git -C "$repo" rev-parse --is-bare-repository)" = true ]; then
	git clone -q "$repo" "$work/clone"
	repo=$work/clone
fi
repo=$(cd "$repo" && pwd)
bins=("$@")
if [ ${#bins[@]} -eq 0 ]; then
	(cd "$here" && go build -o "$work/auditor.built" ./cmd/auditor)
	bins=("$work/auditor.built")
fi
# Each binary is measured as a copy made by cp: on this machine a binary
# just written by the Go linker (which writes through a memory mapping)
# showed ~30 MiB more resident file pages (its own text and data, RssFile
# 67 vs 40 MiB) than a cp copy of the same file, which made peak RSS
# depend on how the binary was written rather than on what it does.
for i in "${!bins[@]}"; do
	mkdir -p "$work/bin$i"
	cp "${bins[$i]}" "$work/bin$i/$(basename "${bins[$i]}")"
	bins[i]=$work/bin$i/$(basename "${bins[$i]}")
done
. "$here/scripts/lib/timing.sh"

# run LABEL COMMAND...: appends "SECONDS KiB" of one run to $work/LABEL.
run() {
	local label=$1
	shift
	(cd "$repo" && timer "$work/one" "$@") >/dev/null 2>"$work/stderr" ||
		{ cat "$work/stderr" >&2; exit 1; }
	cat "$work/one" >>"$work/$label"
}
# median FILE COLUMN

echo "repository: $repo ($(git -C "$repo" rev-list --count HEAD) commits, $(git -C "$repo" ls-files | wc -l) files); $rounds rounds, medians"
for ((r = 0; r < rounds; r++)); do
	run floor sh -c 'git ls-files -z | xargs -0 cat >/dev/null && git log >/dev/null'
	for i in "${!bins[@]}"; do
		run "audit$i" "${bins[$i]}" audit . --rubric none -o /dev/null --log-level error
	done
done
floor=$(median "$work/floor" 1)
printf '%-36s %8s %8s %10s %8s\n' command seconds cpu_s peak_MiB x_floor
printf '%-36s %8s %8s %10d %8s\n' "git floor (ls-files|cat + log)" "$floor" "$(median "$work/floor" 3)" \
	"$(($(median "$work/floor" 2) / 1024))" 1.0
for i in "${!bins[@]}"; do
	secs=$(median "$work/audit$i" 1)
	printf '%-36s %8s %8s %10d %8.1f\n' "audit $(basename "${bins[$i]}")" "$secs" "$(median "$work/audit$i" 3)" \
		"$(($(median "$work/audit$i" 2) / 1024))" "$(echo "$secs / $floor" | bc -l)"
done
