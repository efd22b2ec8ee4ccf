package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/repo-auditor/auditor/internal/llm/llmtest"
	"github.com/repo-auditor/auditor/internal/report"
)

// BenchmarkLLMSelfAudit audits this repository with the default rubric
// against a fake OpenAI-compatible server (no cache) and reports the model
// calls and input tokens of one audit beside its wall time:
//
//	go test -run XXX -bench LLMSelfAudit -benchtime 3x ./internal/cli
func BenchmarkLLMSelfAudit(b *testing.B) {
	root, err := filepath.Abs("../..")
	if err != nil {
		b.Fatal(err)
	}
	srv := llmtest.OpenAIServer(b, &llmtest.Court{})
	env := map[string]string{"OPENAI_BASE_URL": srv.URL + "/v1", "SOURCE_DATE_EPOCH": "1700000000"}
	out := filepath.Join(b.TempDir(), "report.json")
	var m report.LLMStats
	for b.Loop() {
		var stderr bytes.Buffer
		code := Main(context.Background(), Env{Args: []string{"audit", root, "-o", out, "--log-level", "error", "--llm", "openai"},
			Stdout: &bytes.Buffer{}, Stderr: &stderr, Getenv: func(k string) string { return env[k] }})
		if code != ExitOK {
			b.Fatalf("exit %d: %s", code, stderr.String())
		}
		raw, err := os.ReadFile(out)
		if err != nil {
			b.Fatal(err)
		}
		var rep report.Report
		if err := json.Unmarshal(raw, &rep); err != nil || rep.Metadata.LLM == nil {
			b.Fatalf("report without metadata.llm: %v", err)
		}
		m = *rep.Metadata.LLM
	}
	b.ReportMetric(float64(m.Calls), "calls/audit")
	b.ReportMetric(float64(m.InputTokens), "input-tokens/audit")
	b.ReportMetric(float64(m.OutputTokens), "output-tokens/audit")
	b.ReportMetric(float64(m.Fallbacks), "fallbacks/audit")
}
