package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSystemHeader: a missing system header is no claim; a project's own
// header of another name, or a system name under a project directory,
// stays one.
func TestSystemHeader(t *testing.T) {
	tests := []struct {
		text string
		want evidence.ClaimStatus
	}{
		{"windows.h", evidence.StatusNotAClaim},
		{"fcntl.h", evidence.StatusNotAClaim},
		{"sys/mman.h", evidence.StatusNotAClaim},
		{"fmt/range.h", evidence.StatusMissing},
		{"include/stdio.h", evidence.StatusMissing},
		{"support.h", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("ChangeLog.md", 310, evidence.KindCode, tc.text, ctx("Removed dependency on `"+tc.text+"`."))),
			Manifest: evidence.NewManifest([]string{"ChangeLog.md", "include/fmt/core.h"}), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: got %+v, want %s", tc.text, got, tc.want)
		}
	}
}
