package docs

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/repo"
)

// TestFileFactsSectionIDs: a page under a VitePress site keeps the dotted
// section id the aggregator folds to VitePress's slug (go-task's
// "#remote-cache-dir" for "`remote.cache-dir`"); a plain page's anchors
// are GitHub's slugs only (date-fns's "#localize.ordinalnumber" is broken).
func TestFileFactsSectionIDs(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"website/.vitepress/config.ts":         "export default {}\n",
		"website/src/docs/reference/config.md": "# Config\n\n### `remote.cache-dir`\n",
		"docs/i18n.md":                         "# Guide\n\n### localize.ordinalNumber\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	snap, err := repo.Open(context.Background(), dir, repo.Options{Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { snap.Close() })
	f := NewFileFacts(snap)
	joined := func(p string) string {
		a, err := f.Anchors(p)
		if err != nil {
			t.Fatal(err)
		}
		return " " + strings.Join(a, " ") + " "
	}
	if got := joined("website/src/docs/reference/config.md"); !strings.Contains(got, " remote.cache-dir ") {
		t.Errorf("VitePress page anchors %q lack the dotted id", got)
	}
	if got := joined("docs/i18n.md"); strings.Contains(strings.ToLower(got), " localize.ordinalnumber ") {
		t.Errorf("plain page anchors %q have a dotted id", got)
	}
}
