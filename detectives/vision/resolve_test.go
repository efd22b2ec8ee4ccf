package vision

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestResolveImage(t *testing.T) {
	m := evidence.NewManifest([]string{"docs/img/arch.png", "assets/logo.svg", "docs/Diagram.PNG", "img/a b.png", "root.gif"})
	const origin = "https://github.com/Acme/Auditor"
	tests := []struct {
		name, doc string
		external  bool
		src       string
		want      resolution
	}{
		{"relative to document", "docs/README.md", false, "img/arch.png", resolution{Path: "docs/img/arch.png", Found: true}},
		{"dot slash", "docs/README.md", false, "./img/arch.png", resolution{Path: "docs/img/arch.png", Found: true}},
		{"parent directory", "docs/guide/setup.md", false, "../img/arch.png", resolution{Path: "docs/img/arch.png", Found: true}},
		{"leading slash is repo root", "docs/guide/setup.md", false, "/assets/logo.svg", resolution{Path: "assets/logo.svg", Found: true}},
		{"root document", "README.md", false, "root.gif", resolution{Path: "root.gif", Found: true}},
		{"query and fragment dropped", "README.md", false, "assets/logo.svg?raw=true#dark", resolution{Path: "assets/logo.svg", Found: true}},
		{"percent escapes decoded", "README.md", false, "img/a%20b.png", resolution{Path: "img/a b.png", Found: true}},
		{"missing", "docs/README.md", false, "img/missing.png",
			resolution{Path: "docs/img/missing.png", Reason: "no such file at the audited revision"}},
		{"case mismatch", "docs/README.md", false, "diagram.png",
			resolution{Path: "docs/diagram.png", Reason: "no such file; differs only in letter case from docs/Diagram.PNG (GitHub paths are case-sensitive)"}},
		{"directory", "README.md", false, "docs/img", resolution{Path: "docs/img", Reason: "is a directory, not an image file"}},
		{"climbs out", "docs/README.md", false, "../../etc/passwd.png", resolution{Reason: "climbs out of the repository root"}},
		{"leading slash cannot climb", "README.md", false, "/../root.gif", resolution{Path: "root.gif", Found: true}},
		{"https remote", "README.md", false, "https://example.com/a.png", resolution{Remote: true, Reason: "remote URL: not resolved against the repository"}},
		{"data URI remote", "README.md", false, "data:image/png;base64,AAAA", resolution{Remote: true, Reason: "remote URL: not resolved against the repository"}},
		{"protocol relative", "README.md", false, "//cdn.example.com/a.png", resolution{Remote: true, Reason: "remote URL: not resolved against the repository"}},
		{"own repo blob URL", "docs/README.md", false, "https://github.com/acme/auditor/blob/main/assets/logo.svg?raw=true",
			resolution{Path: "assets/logo.svg", Found: true}},
		{"own repo raw URL missing", "README.md", false, "https://raw.githubusercontent.com/Acme/Auditor/v1/img/gone.png",
			resolution{Path: "img/gone.png", Reason: "no such file at the audited revision"}},
		{"other repo blob URL", "README.md", false, "https://github.com/other/repo/blob/main/assets/logo.svg",
			resolution{Remote: true, Reason: "remote URL: not resolved against the repository"}},
		{"windows path", "README.md", false, `C:\Users\me\a.png`, resolution{Reason: "absolute path of another machine"}},
		{"empty", "README.md", false, "  ", resolution{Reason: "empty image source"}},
		{"external document resolves from root", "report.md", true, "docs/img/arch.png", resolution{Path: "docs/img/arch.png", Found: true}},
		{"external document cannot climb", "report.md", true, "../x.png", resolution{Reason: "climbs out of the repository root"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := resolveImage(m, origin, tt.doc, tt.external, tt.src)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("resolveImage(%q from %s) (-want +got):\n%s", tt.src, tt.doc, diff)
			}
		})
	}
}
