package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSpacedNamesAndScriptURIs: a code span holding one file name with
// spaces or non-ASCII letters is one mention (not its tail); a command
// quoted in a code span is still read word by word; a javascript: URI is
// never a claim.
func TestSpacedNamesAndScriptURIs(t *testing.T) {
	tests := []struct {
		doc  string
		want []string // claims (mentions kept as claims), in order
	}{
		{"See `ünïcødé 日本.md` for the notes.\n", []string{"ünïcødé 日本.md"}},
		{"See `with space.md` for the notes.\n", []string{"with space.md"}},
		{"See `docs/My Notes.md` for the notes.\n", []string{"docs/My Notes.md"}},
		{"Run `cat notes.md` first.\n", []string{"notes.md"}},
		{"Run `python scripts/run.py --fast` first.\n", []string{"scripts/run.py"}},
		{"Call `foo bar` here.\n", nil},
		// a label before a file of the tree: the file is the mention
		{"| `U1 graph.py` | `U2 judges.py` |\n", []string{"graph.py", "judges.py"}},
		{"See `Step 2 gone.py` here.\n", []string{"Step 2 gone.py"}},
		{"Click [here](javascript:alert(1)) or `javascript:alert(1)`.\n", nil},
		{"<a href=\"javascript:alert(1)\">x</a> and javascript:alert(1) in prose.\n", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range Claims(context.Background(), Doc{Name: "r.md", Format: FormatMarkdown, Data: []byte(tt.doc)}, Options{Manifest: tableManifest}) {
			if c.Status == "" {
				got = append(got, c.Text)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q: claims (-want +got):\n%s", tt.doc, diff)
		}
	}
}
