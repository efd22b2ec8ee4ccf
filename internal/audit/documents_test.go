package audit

import (
	"testing"

	"github.com/repo-auditor/auditor/detectives"
)

func TestDocKind(t *testing.T) {
	for _, tt := range []struct {
		name string
		data string
		want detectives.DocKind
	}{
		{"report.pdf", "%PDF-1.7\n", detectives.PDF},
		{"report.txt", "%PDF-1.7\n", detectives.PDF},      // content first
		{"x.pdf", "\x00garbage src/a.py", detectives.PDF}, // corrupt, not text
		{"X.PDF", "garbage", detectives.PDF},
		{"notes.md", "# N", detectives.Markdown},
		{"notes.markdown", "# N", detectives.Markdown},
		{"notes.txt", "see src/a.py", detectives.Text},
		{"notes", "see src/a.py", detectives.Text},
	} {
		if got := docKind(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("docKind(%q, %q) = %v, want %v", tt.name, tt.data, got, tt.want)
		}
	}
}
