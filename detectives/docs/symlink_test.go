package docs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSymlinkDocuments: a tracked document that is a symlink is never
// followed, out of the repository or in it: a warning names its target and
// where it points, and its DOCUMENT evidence is found=false with the same
// reason (a symlinked README used to vanish from the report silently).
func TestSymlinkDocuments(t *testing.T) {
	files := map[string]string{
		"README.md@":       "/etc/passwd",
		"docs/guide.md@":   "../../secrets/guide.md",
		"docs/index.md@":   "../GUIDE.md",
		"GUIDE.md":         "# Guide\n\nSee `docs/index.md`.\n",
		"notes/readme.md@": "",
	}
	ev, warns := runDetective(t, files, nil)
	var msgs []string
	for _, w := range warns {
		msgs = append(msgs, w.Location+": "+w.Message)
	}
	want := []string{
		`README.md: document skipped: a symlink to "/etc/passwd" (outside the repository), never followed`,
		`docs/guide.md: document skipped: a symlink to "../../secrets/guide.md" (outside the repository), never followed`,
		`docs/index.md: document skipped: a symlink to "../GUIDE.md" (inside the repository: GUIDE.md is read as itself when it is a document), never followed`,
		`notes/readme.md: document skipped: a symlink to "" (an unreadable target), never followed`,
	}
	if d := cmp.Diff(want, msgs, sortStrings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	var docs []string
	for _, e := range ev {
		if e.Class == "DOCUMENT" {
			docs = append(docs, fmt.Sprintf("%s found=%v followed=%v", e.Location, e.Found, !strings.Contains(e.Content, "never followed")))
		}
	}
	wantDocs := []string{"GUIDE.md found=true followed=true", "README.md found=false followed=false", "docs/guide.md found=false followed=false",
		"docs/index.md found=false followed=false", "notes/readme.md found=false followed=false"}
	if d := cmp.Diff(wantDocs, docs, sortStrings); d != "" {
		t.Errorf("documents (-want +got):\n%s", d)
	}
}
