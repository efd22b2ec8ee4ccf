package audit

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// originFixture links to a file of acme/widgets on GitHub and to one of
// another owner's repository of the same name; neither file exists.
const originFixture = "-- README.md --\n# Widgets\n\n" +
	"See the [guide](https://github.com/acme/widgets/blob/main/docs/gone.md).\n\n" +
	"Our fork started from [their notes](https://github.com/other/widgets/blob/main/docs/notes.md).\n" +
	"-- main.go --\npackage main\n"

// TestOriginOptionNamesThisRepository: Options.Origin (the CLI sets it
// from GITHUB_REPOSITORY) tells the docs detective which GitHub links are
// links into the audited repository: the link to acme/widgets becomes a
// claim about /docs/gone.md, flagged as missing, and the link to
// other/widgets stays a URL.
func TestOriginOptionNamesThisRepository(t *testing.T) {
	opt := pinnedOptions(t, repotest.Build(t, originFixture))
	opt.Origin = "https://github.com/acme/widgets"
	rep, err := Run(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	got := claimStatuses(rep.Evidences, "README.md")
	if got["docs/gone.md"] != evidence.StatusMissing {
		t.Errorf("docs/gone.md: status %q, want %q (claims %v)", got["docs/gone.md"], evidence.StatusMissing, got)
	}
	if s, ok := got["docs/notes.md"]; ok {
		t.Errorf("docs/notes.md of another owner's repository: a claim with status %q, want none", s)
	}
	if rep.Target.Origin != opt.Origin {
		t.Errorf("target origin %q, want %q", rep.Target.Origin, opt.Origin)
	}
}
