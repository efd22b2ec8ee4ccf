#!/usr/bin/env bash
# How many of the community v3 rubric's 10 criteria the offline audit scores
# on the week-2 student repositories of the real-world benchmark (mirrors
# under MIRRORS/OWNER+NAME/repo, the labelled repositories whose name says
# auditor, courtroom or week 2), with the scores of chief_justice_synthesis
# and theoretical_depth: the machine rule's score (the tech lead's opinion;
# the prosecutor and the defense argue one point either side) / the final
# score after the synthesis rules (a security override caps every
# criterion at 3). No network, no model.
# Usage: scripts/bench-rubric.sh [MIRRORS] [RUBRIC]
set -euo pipefail
cd "$(dirname "$0")/.."
mirrors=${1:-/work/.mirror}
rubric=${2:-../shared/testdata/rubrics/week2_rubric_v3.json}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/auditor" ./cmd/auditor

printf '%-58s %6s %10s %10s %6s\n' repository scored chief theory visual
for label in bench/realworld/labels/*.json; do
  name=$(basename "$label" .json)
  grep -qiE 'audit|courtroom|week-?2|automatos' <<<"$name" || continue
  dir="$mirrors/${name/__/+}/repo"
  [ -d "$dir" ] || continue
  out="$work/$name.json"
  "$work/auditor" audit "$dir" --rubric "$rubric" --log-level error -o "$out" >/dev/null 2>&1 || true
  python3 - "$out" "$name" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
by = {c["id"]: c for c in d["criteria"]}
fmt = lambda v: "-" if v is None else f"{v:g}"
def both(cid):
    c = by[cid]
    rule = next((o.get("score") for o in c["judge_opinions"] if o["judge"] == "tech_lead"), None)
    return f'{fmt(rule)}/{fmt(c.get("final_score"))}'
scored = sum(c.get("final_score") is not None for c in by.values())
print(f'{sys.argv[2]:58s} {scored:3d}/{len(by):<2d} {both("chief_justice_synthesis"):>10s} {both("theoretical_depth"):>10s} {fmt(by["swarm_visual"].get("final_score")):>6s}')
PY
done | tee "$work/table.txt"
awk '{split($2, a, "/"); n[a[1]]++} END {for (k in n) printf "%s of 10 scored: %d repositories\n", k, n[k]}' "$work/table.txt" | sort -r
