#!/bin/sh
# Validate SARIF files with the Microsoft SARIF Multitool (npm package
# @microsoft/sarif-multitool, pinned below): JSON schema plus the SARIF
# spec and best-practice rules (rule kind Sarif), then GitHub code
# scanning's ingestion rules (rule kind Gh).
#
# Usage: scripts/sarif-validate.sh [FILE.sarif ...]
# Without arguments it validates the golden SARIF files of internal/report.
# Prints every finding; exits 1 when any file has an error-level finding.
set -eu
cd "$(dirname "$0")/.."
MULTITOOL="@microsoft/sarif-multitool@5.7.0"
if [ "$#" -eq 0 ]; then
	set -- internal/report/testdata/golden/*.sarif
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for f in "$@"; do
	for kind in Sarif Gh; do
		log="$tmp/validation.sarif"
		rm -f "$log"
		if ! npx -y "$MULTITOOL" validate "$f" --rule-kind "$kind" --output "$log" --log ForceOverwrite >"$tmp/out.txt" 2>&1 || [ ! -s "$log" ]; then
			cat "$tmp/out.txt" >&2
			echo "FAIL $f ($kind): the multitool did not run" >&2
			status=1
			continue
		fi
		# Summarise the validation log: one line per finding, then the counts.
		if ! node - "$log" "$f ($kind rules)" <<'JS'
const fs = require("fs");
const [log, file] = process.argv.slice(2);
const results = JSON.parse(fs.readFileSync(log, "utf8")).runs.flatMap(r => r.results || []);
const counts = { error: 0, warning: 0, note: 0 };
for (const r of results) {
  const level = r.level || "warning";
  counts[level] = (counts[level] || 0) + 1;
  const args = (r.message && (r.message.text || (r.message.arguments || []).join(", "))) || "";
  console.log(`  ${level} ${r.ruleId}: ${args}`);
}
console.log(`${counts.error ? "FAIL" : "ok  "} ${file}: ${counts.error} error(s), ${counts.warning} warning(s), ${counts.note} note(s)`);
process.exit(counts.error ? 1 : 0);
JS
		then
			status=1
		fi
	done
done
exit $status
