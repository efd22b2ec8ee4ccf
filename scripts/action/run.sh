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
  "$bin" action-outputs "$out/report.json" --sarif "$out/report.sarif" || code=${code/#0/1}
else
  echo "::error title=auditor::no report was written (exit $code); see the log above"
fi
exit "$code"
