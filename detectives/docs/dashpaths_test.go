package docs

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestDashPaths: a name beginning with "-" is a path when it is a link
// target or a tracked file, and stays an option otherwise ("[notes](-rf.md)"
// in a repository tracking -rf.md was "command-line options, not a path").
func TestDashPaths(t *testing.T) {
	man := evidence.NewManifest([]string{"-rf.md", "README.md"})
	tests := []struct{ line, text, status, reason string }{
		{"See [the notes](-rf.md).", "-rf.md", "", ""},
		{"See ![logo](-logo.png).", "-logo.png", "", ""},
		{"See `-rf.md` for the notes.", "-rf.md", "", ""},
		{"See [gone](-gone.md).", "-gone.md", "", ""},
		{"Pass `-x.md` to the tool.", "-x.md", "not_a_claim", ReasonOption},
	}
	// a reference definition to a URL whose path has a dash segment is no path of the repository
	url := "[KSerializer]: https://kotlinlang.org/api/core/-k-serializer/index.html"
	for _, c := range Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte("# R\n\nSee [KSerializer].\n\n" + url + "\n")}, Options{Manifest: man}) {
		if c.Status == "" && strings.Contains(c.Text, "k-serializer") {
			t.Errorf("a URL's dash segment was restored as a claim: %+v", c)
		}
	}
	type result struct{ Text, Status, Reason string }
	var got, want []result
	for _, tt := range tests {
		want = append(want, result{tt.text, tt.status, tt.reason})
		cs := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte("# R\n\n" + tt.line + "\n")}, Options{Manifest: man})
		r := result{Text: "<none>"}
		for _, c := range cs {
			if c.Text == tt.text {
				r = result{c.Text, string(c.Status), c.Reason}
			}
		}
		got = append(got, r)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("mentions (-want +got):\n%s", d)
	}
}
