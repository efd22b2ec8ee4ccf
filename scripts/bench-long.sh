#!/usr/bin/env bash
# bench-long.sh: wall time and peak memory of `auditor audit` on hostile
# long inputs (issue 14): one 1 MiB paragraph of repeated path mentions,
# one of distinct ones, a 5 MiB line, a 1 MiB fenced line and a 1 MiB table
# row. Usage: scripts/bench-long.sh [AUDITOR-BINARY]  (default: go build)
set -euo pipefail
bin=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
	bin=$work/auditor
	go build -o "$bin" ./cmd/auditor
fi
gen() { # gen NAME PYTHON-EXPR: a repository whose README.md is the expression's value
	local d=$work/$1
	mkdir -p "$d/src"
	echo 'package a' >"$d/src/a.go"
	python3 -c "import sys; sys.stdout.write($2)" >"$d/README.md"
	git -C "$d" init -q && git -C "$d" add -A &&
		git -C "$d" -c user.name=b -c user.email=b@x -c commit.gpgsign=false commit -qm init
}
gen repeated "'see src/a.go and src/zz.go ' * (1048576 // 27 + 1)"
gen distinct "''.join('see src/p%d/a.go and ' % i for i in range(52000))"
gen line5m "'see src/a.go and src/zz.go ' * (5 * 1048576 // 27 + 1)"
gen fence "'\`\`\`\n' + ''.join('src/p%d/a.go ' % i for i in range(80000)) + '\n\`\`\`\n'"
gen table "'| a | b |\n|---|---|\n| ' + ''.join('\`src/p%d/a.go\` ' % i for i in range(60000)) + ' | x |\n'"
printf '%-10s %8s %10s %10s %5s\n' case size seconds peak_MiB exit
for c in repeated distinct line5m fence table; do
	size=$(stat -c %s "$work/$c/README.md")
	set +e
	/usr/bin/time -f '%e %M' -o "$work/time" "$bin" audit "$work/$c" --rubric none --max-file-kib 16384 >/dev/null 2>"$work/err"
	rc=$?
	set -e
	read -r secs kib <"$work/time"
	printf '%-10s %8s %10s %10s %5s\n' "$c" "$size" "$secs" "$((kib / 1024))" "$rc"
done
