package docs

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestSiteFrontMatterKey: a site generator's key in a page's opening front
// matter marks the page; a title, an issue template's name/about, a key
// outside the front matter or a document without it does not.
func TestSiteFrontMatterKey(t *testing.T) {
	tests := []struct{ src, want string }{
		{"---\nid: benchmarks\ntitle: Benchmarks\nsidebar_position: 2\n---\n\n## TechEmpower\n", "sidebar_position"},
		{"---\ntitle: Install\nweight: 10\n---\nbody\n", "weight"},
		{"---\nlayout: default\nnav_order: 3\n---\n", "layout"},
		{"---\ntitle: Install\ndescription: How to\n---\nbody\n", ""},
		{"---\nname: Bug report\nabout: Create a report\nlabels: bug\n---\n", ""},
		{"# Title\n\n---\nsidebar_position: 2\n---\n", ""},
		{"---\nsidebar_position: 2\n", ""}, // never closed
	}
	for _, tc := range tests {
		if got := siteFrontMatterKey(tc.src); got != tc.want {
			t.Errorf("siteFrontMatterKey(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestSitePageNote: root-relative links and images of a site page carry
// NoteSitePage; relative ones, and the same image in a page without site
// front matter, do not.
func TestSitePageNote(t *testing.T) {
	page := "---\nid: benchmarks\nsidebar_position: 2\n---\n\n![](/img/v3/json.png)\n\nSee [the guide](../guide/routing.md).\n"
	plain := strings.SplitN(page, "---\n\n", 2)[1]
	noted := func(src string) []string {
		var out []string
		for _, c := range Claims(context.Background(), Doc{Name: "docs/extra/benchmarks.md", Data: []byte(src)}, Options{Manifest: tableManifest}) {
			if strings.Contains(c.Context, "["+evidence.NoteSitePage+"sidebar_position]") {
				out = append(out, c.Text)
			}
		}
		return out
	}
	if diff := cmp.Diff([]string{"/img/v3/json.png"}, noted(page)); diff != "" {
		t.Errorf("site page (-want +got):\n%s", diff)
	}
	if got := noted(plain); len(got) != 0 {
		t.Errorf("page without front matter: noted %v", got)
	}
}

// TestFrontMatterTitle: only front matter at the very start with a title
// key counts.
func TestFrontMatterTitle(t *testing.T) {
	tests := map[string]bool{
		"---\ntitle: File Route Conventions\n---\n\n# File Route Conventions\n": true,
		"---\nname: Bug report\nabout: Report a bug\n---\n":                     false,
		"# Title\n\n---\ntitle: x\n---\n":                                       false,
		"---\ntitle: never closed\n":                                            false,
	}
	for src, want := range tests {
		if got := frontMatterTitle(src); got != want {
			t.Errorf("frontMatterTitle(%q) = %v, want %v", src, got, want)
		}
	}
}
