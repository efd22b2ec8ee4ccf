package aggregator

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestLinksResolveAsTheTreeDefines: a path through a committed symlinked
// directory resolves to the real path; a path inside a submodule is not
// checked and never flagged; a symlink pointing out of the repository
// (absolute, or climbing above the root) is never followed.
func TestLinksResolveAsTheTreeDefines(t *testing.T) {
	files := []string{"README.md", "realdir/x.go", "realdir/sub/y.go", "linkdir", "docs/up", "vendor/lib", "out", "abs", "loop"}
	links := map[string]evidence.Link{
		"linkdir":    {Target: "realdir"},
		"docs/up":    {Target: "../realdir/sub"},
		"vendor/lib": {Submodule: true, Target: "0123456789abcdef0123456789abcdef01234567", URL: "https://example.com/lib.git"},
		"out":        {Target: "../../etc"},
		"abs":        {Target: "/etc"},
		"loop":       {Target: "loop"},
	}
	code := evidence.KindCode
	tests := []struct {
		name   string
		text   string
		want   verdict
		reason string
	}{
		{"through a symlinked directory", "linkdir/x.go", verdict{"resolved", "linkdir/x.go", "realdir/x.go"}, "symlink"},
		{"through a relative link", "docs/up/y.go", verdict{"resolved", "docs/up/y.go", "realdir/sub/y.go"}, "symlink"},
		{"missing behind a link", "linkdir/nope.go", verdict{"missing", "linkdir/nope.go", ""}, ""},
		{"inside a submodule", "vendor/lib/src/z.c", verdict{"in_submodule", "vendor/lib/src/z.c", ""}, "in submodule vendor/lib (https://example.com/lib.git) at commit 0123456789ab, not checked"},
		{"the submodule itself", "vendor/lib", verdict{"resolved", "vendor/lib", "vendor/lib"}, ""},
		{"link climbing out", "out/passwd", verdict{"missing", "out/passwd", ""}, ""},
		{"absolute link", "abs/passwd", verdict{"missing", "abs/passwd", ""}, ""},
		{"link cycle", "loop/x.go", verdict{"missing", "loop/x.go", ""}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testInput(claimEv("README.md", 3, code, tt.text))
			in.Manifest = evidence.NewManifest(files).WithLinks(links)
			out := Aggregate(in)
			if d := cmp.Diff(tt.want, verdictOf(out)); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
			if e := out.Evidence[evidence.Docs][0]; !strings.Contains(e.Claim.Reason, tt.reason) {
				t.Errorf("reason %q, want it to hold %q", e.Claim.Reason, tt.reason)
			}
			flags := 0
			if tt.want.Status == evidence.StatusMissing {
				flags = 1
			}
			if got := len(added(out)); got != flags {
				t.Errorf("%d flags, want %d", got, flags)
			}
			if tt.want.Status == evidence.StatusSubmodule && out.Stats.InSubmodule != 1 {
				t.Errorf("Stats.InSubmodule = %d, want 1", out.Stats.InSubmodule)
			}
		})
	}
}
