package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/report"
)

func TestVerdictLine(t *testing.T) {
	score := 66.44
	rep := func(score *float64, halluc, unconfirmed int, integrity string) *report.Report {
		return &report.Report{
			OverallScore: score,
			Summary:      report.Summary{HallucinatedClaims: halluc, UnconfirmedClaims: unconfirmed},
			Metadata:     report.Metadata{PipelineIntegrity: integrity},
		}
	}
	tests := []struct {
		name    string
		rep     *report.Report
		written []string
		failed  bool
		want    string
	}{
		{"file", rep(&score, 5, 0, "SUCCESS"), []string{"report.json"}, false,
			"auditor: score 66.4/100 · 5 hallucinated · integrity SUCCESS · report.json"},
		{"stdout, unconfirmed", rep(&score, 0, 2, "SUCCESS"), nil, false,
			"auditor: score 66.4/100 · 0 hallucinated · 2 unconfirmed · integrity SUCCESS · report on stdout"},
		{"no score, several files", rep(nil, 1, 0, "FAILED"), []string{"out/report.json", "out/report.md"}, false,
			"auditor: score n/a · 1 hallucinated · integrity FAILED · out/report.json, out/report.md"},
		{"nothing written", rep(&score, 0, 0, "SUCCESS"), nil, true,
			"auditor: score 66.4/100 · 0 hallucinated · integrity SUCCESS · report NOT written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, verdictLine(tt.rep, tt.written, tt.failed)); diff != "" {
				t.Errorf("verdictLine (-want +got):\n%s", diff)
			}
		})
	}
}
