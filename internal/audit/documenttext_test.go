package audit

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// DocumentText receives the normalized text of every document read: the
// tracked Markdown documents and a --report text file, under their report
// names, even when the detective reads them at the same time.
func TestRunDocumentText(t *testing.T) {
	dir := repotest.Build(t, "-- README.md --\n# Title\n\nSee the guide.\n-- docs/guide.md --\nStep one.\n-- main.go --\npackage main\n")
	rep := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(rep, []byte("Plain notes\r\nhere.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	clock, err := ClockFromEnv(func(string) string { return "1767225600" })
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	got := map[string]string{}
	opt := Options{Input: dir, Reports: []string{rep}, Clock: clock, Logger: zerolog.Nop(), Version: "test",
		DocumentText: func(name, text string) {
			mu.Lock()
			defer mu.Unlock()
			got[name] = text
		}}
	if _, err := Run(context.Background(), opt); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"README.md":     "# Title\n\nSee the guide.\n",
		"docs/guide.md": "Step one.\n",
		"notes.txt":     "Plain notes\nhere.\n",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("texts (-want +got):\n%s", diff)
	}
}
