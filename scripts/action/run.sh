#!/usr/bin/env bash
# Runs the audit with the action's inputs (INPUT_* environment variables, one
# per action.yml input), then publishes step outputs, the job summary and
# annotations. The step fails with auditor's exit code (3 = quality gate).
set -uo pipefail
bin="${AUDITOR_BIN:-auditor}"
out="${INPUT_OUTPUT_DIR:-auditor-report}"

format="${INPUT_FORMAT:-json,md,sarif,html}"
case ",$format," in *,json,*) ;; *) format="$format,json" ;; esac
case ",$format," in *,sarif,*) ;; *) format="$format,sarif" ;; esac

args=(audit "${INPUT_PATH:-.}" --format "$format" --out "$out" --rubric "${INPUT_RUBRIC:-default}" --llm "${INPUT_LLM:-none}")
while IFS= read -r doc; do
  [ -n "$doc" ] && args+=(--report "$doc")
done <<< "${INPUT_REPORT:-}"
[ -n "${INPUT_FAIL_UNDER:-}" ] && [ "${INPUT_FAIL_UNDER}" != "0" ] && args+=(--fail-under "$INPUT_FAIL_UNDER")
[ -n "${INPUT_FAIL_ON:-}" ] && args+=(--fail-on "$INPUT_FAIL_ON")
[ -n "${INPUT_MODEL:-}" ] && args+=(--model "$INPUT_MODEL")
[ -n "${INPUT_CACHE:-}" ] && args+=(--cache "$INPUT_CACHE")

"$bin" "${args[@]}"
code=$?
if [ -f "$out/report.json" ]; then
  # GitHub rejects a step summary over 1 MiB: write it to a temp file and
  # append at most AUDITOR_SUMMARY_LIMIT bytes (whole lines) with a note.
  summary="${GITHUB_STEP_SUMMARY:-}"
  part=$(mktemp)
  GITHUB_STEP_SUMMARY="$part" "$bin" action-outputs "$out/report.json" --sarif "$out/report.sarif" || code=${code/#0/1}
  if [ -n "$summary" ]; then
    limit="${AUDITOR_SUMMARY_LIMIT:-1000000}"
    size=$(wc -c <"$part")
    if [ "$size" -gt "$limit" ]; then
      full="$out/report.md"
      [ -f "$full" ] || full="$out/report.json"
      { head -c "$limit" "$part" | sed '$d'
        printf '\n\n_The summary is cut at %s of %s bytes (GitHub limits a step summary to 1 MiB); the full report is %s._\n' \
          "$limit" "$size" "$full"
      } >>"$summary"
    else
      cat "$part" >>"$summary"
    fi
  fi
  rm -f "$part"
else
  echo "::error title=auditor::no report was written (exit $code); see the log above"
fi
exit "$code"
