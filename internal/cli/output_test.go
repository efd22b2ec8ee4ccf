package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/redact"
	"github.com/repo-auditor/auditor/internal/report"
)

// TestWriteRedactsOnce: a plan redacts the report it writes, unless the
// report was already redacted (audit.Run's own pass, with the same
// redactor), which write then does not walk again.
func TestWriteRedactsOnce(t *testing.T) {
	const secret = "clone https://user:pw@example.com/x.git"
	for _, tc := range []struct {
		name     string
		redacted bool
		want     string
	}{
		{"not yet redacted", false, "clone https://***@example.com/x.git"},
		{"already redacted: left as is", true, secret},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := &report.Report{Target: report.Target{Input: secret}}
			plan := outputPlan{formats: []string{"json"}, red: &redact.Redactor{}, redacted: tc.redacted}
			var out bytes.Buffer
			if _, err := plan.write(&out, rep); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, rep.Target.Input); diff != "" {
				t.Errorf("report input (-want +got):\n%s", diff)
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("rendered JSON lacks %q", tc.want)
			}
		})
	}
}
