# Sourced by the bench-*.sh scripts; needs $here (the repository root) and
# $work (a scratch directory).
#
# timer FILE CMD...: runs CMD and writes "wall_seconds peak_rss_kib
# cpu_seconds" to FILE, from /usr/bin/time when the machine has it, else
# from scripts/rusage (Go's rusage, built on first use).
# median FILE COLUMN: the median of a column of such lines.
if [ -x /usr/bin/time ]; then
	timer() { /usr/bin/time -f '%e %M %U %S' -o "$1" "${@:2}" && awk '{printf "%s %s %.2f\n", $1, $2, $3 + $4}' "$1" >"$1.t" && mv "$1.t" "$1"; }
else
	(cd "$here" && go build -o "$work/rusage" ./scripts/rusage)
	timer() { "$work/rusage" -o "$1" -- "${@:2}"; }
fi
median() { sort -n -k"$2","$2" "$1" | awk -v c="$2" '{v[NR]=$c} END {print v[int((NR+1)/2)]}'; }
