package docs

import (
	"context"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestForeignSite: pydantic-settings' mkdocs.yml names pydantic/pydantic as
// its repo_url, whose site builds docs/index.md beside its own pages, so a
// relative link of that page carries NoteForeignSite; a site whose
// repo_url is the audited repository's own, and a page outside docs_dir,
// carry none.
func TestForeignSite(t *testing.T) {
	page := "See the [Field documentation](fields.md) and [the API](../api/pydantic_settings.md#x).\n"
	noted := func(origin, mkdocs string) map[string]bool {
		files := map[string]string{"mkdocs.yml": mkdocs, "docs/index.md": page, "README.md": page}
		snap := repo.NewMemory(files, nil)
		snap.Origin = origin
		ev, err := Detective.Run(context.Background(), &detectives.Input{Snapshot: snap, Logger: zerolog.Nop()})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, e := range ev {
			if c := e.Claim; c != nil && e.Class == evidence.ClassPathClaim {
				out[c.Document+" "+c.Text] = strings.Contains(c.Context, "["+evidence.NoteForeignSite+"pydantic/pydantic]")
			}
		}
		return out
	}
	const other = "site_name: pydantic\nrepo_url: https://github.com/pydantic/pydantic\nnav:\n  - index.md\n"
	got := noted("https://github.com/pydantic/pydantic-settings", other)
	for k, want := range map[string]bool{"docs/index.md fields.md": true, "docs/index.md ../api/pydantic_settings.md": true, "README.md fields.md": false} {
		if v, ok := got[k]; !ok || v != want {
			t.Errorf("another repository's site: %s noted %v (present %v), want %v", k, v, ok, want)
		}
	}
	own := noted("https://github.com/pydantic/pydantic", other)
	if own["docs/index.md fields.md"] {
		t.Errorf("the repository's own site: docs/index.md's link noted as another site's")
	}
}

// TestWritersideTopics: the topics of a Writerside module (docs/topics per
// docs/writerside.cfg) are built into a larger help site: their relative
// links carry NoteForeignSite; a page outside the topics directory, or a
// repository without the configuration, carries none.
func TestWritersideTopics(t *testing.T) {
	page := "Like [sequences](sequences.md), cold flows are lazy.\n"
	cfg := `<ihp version="2.0"><module name="coroutines"/><topics dir="topics"/><images dir="images"/></ihp>`
	noted := func(files map[string]string) map[string]bool {
		ev, err := Detective.Run(context.Background(), &detectives.Input{Snapshot: repo.NewMemory(files, nil), Logger: zerolog.Nop()})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, e := range ev {
			if c := e.Claim; c != nil && e.Class == evidence.ClassPathClaim {
				out[c.Document] = strings.Contains(c.Context, "["+evidence.NoteForeignSite)
			}
		}
		return out
	}
	got := noted(map[string]string{"docs/writerside.cfg": cfg, "docs/topics/flow.md": page, "docs/flow.md": page})
	if !got["docs/topics/flow.md"] || got["docs/flow.md"] {
		t.Errorf("with writerside.cfg: noted %v, want docs/topics/flow.md only", got)
	}
	if got := noted(map[string]string{"docs/topics/flow.md": page}); got["docs/topics/flow.md"] {
		t.Errorf("without writerside.cfg: docs/topics/flow.md noted")
	}
}
