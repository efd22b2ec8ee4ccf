package docs

import (
	"context"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A backslash in a code span is the character itself (a Windows
// separator); in running text it escapes the punctuation after it.
func TestBackslashEscapesByKind(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Open `.\\_targets\\shop\\.cartography\\CODEBASE.md` first.", ".\\_targets\\shop\\.cartography\\CODEBASE.md"},
		{"See src/\\_\\_init\\_\\_.py for the exports.", "src/__init__.py"},
		{"The gate is `agent/outbound\\_gate.py`.", "agent/outbound_gate.py"},
	}
	for _, tc := range tests {
		cs := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte("# R\n\n" + tc.line + "\n")}, Options{})
		if len(cs) != 1 || cs[0].Text != tc.want {
			t.Errorf("%q: got %+v, want one claim %q", tc.line, cs, tc.want)
		}
	}
}

// HTML attribute values decode their character references before they
// are read as paths.
func TestHTMLAttributeEntities(t *testing.T) {
	data := "# R\n\n<a href=\"https://x.dev\"><img src=\"https:&#x2F;&#x2F;github.com&#x2F;kiri.png\" width=\"60px\"></a>\n"
	cs := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(data)}, Options{})
	for _, c := range cs {
		if c.Text != "https://x.dev" && c.Text != "https://github.com/kiri.png" {
			t.Errorf("claim %q (%s), want the decoded URL", c.Text, c.Kind)
		}
	}
	if len(cs) == 0 {
		t.Fatal("no claims")
	}
}

func TestBackslashSeparated(t *testing.T) {
	for p, want := range map[string]bool{
		`.\_targets\`:             true,
		`..\_build\x.md`:          true,
		`src\nodes\judges.py`:     true,
		`agent/outbound\_gate.py`: false,
		`src/\_\_init\_\_.py`:     false,
	} {
		if got := backslashSeparated(p); got != want {
			t.Errorf("backslashSeparated(%q) = %v, want %v", p, got, want)
		}
	}
}

// A path written under the audited repository's owner/name (a Go import
// path's tail) is a path of this repository.
func TestWithoutOwnSlug(t *testing.T) {
	opt := Options{Origin: "https://github.com/prometheus/client_golang"}
	data := "# R\n\nThe API client in `prometheus/client_golang/api/…` is experimental; see `other/lib/api/x.go`.\n"
	cs := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(data)}, opt)
	got := map[string]bool{}
	for _, c := range cs {
		got[c.Path] = true
		got[c.Text] = true
	}
	if len(cs) != 2 || !got["api/"] && !got["api"] {
		t.Errorf("got %+v, want api/ and the other repository's path as written", cs)
	}
}

// A PDF whose font has no Unicode map reads "reÿerence/main.Āo" for
// reference/main.go: not a path anyone wrote. A repository whose own
// names hold such a letter keeps it.
func TestGarbledPDFGlyphs(t *testing.T) {
	withFakePDF(t)
	data := []byte("Check ./tutorials/whatsup/reÿerence/main.Āo ÿor example workinĀ solution!\nSee ./tutorials/whatsup/main.go too.\n")
	for _, tc := range []struct {
		files []string
		want  evidence.ClaimStatus
	}{
		{[]string{"README.md", "tutorials/whatsup/main.go"}, evidence.StatusNotAClaim},
		{[]string{"README.md", "docs/naïveÿ.md"}, ""},
	} {
		cs := Claims(context.Background(), Doc{Name: "talk.pdf", Format: FormatPDF, Data: data}, Options{Manifest: evidence.NewManifest(tc.files)})
		var got *evidence.Claim
		for i := range cs {
			if strings.Contains(cs[i].Text, "reÿerence") {
				got = &cs[i]
			}
		}
		if got == nil || got.Status != tc.want || tc.want != "" && got.Reason != ReasonGarbled {
			t.Errorf("files %v: got %+v, want %q", tc.files, got, tc.want)
		}
	}
}

// A name the repository had (an alias) counts as its own owner/name.
func TestWithoutOwnSlugAlias(t *testing.T) {
	opt := Options{Origin: "https://github.com/new/lib", OriginAliases: []string{"old/lib"}}
	cs := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte("# R\n\nSee `Old/Lib/api/x.go` for the client.\n")}, opt)
	if len(cs) != 1 || cs[0].Text != "api/x.go" && cs[0].Path != "api/x.go" {
		t.Errorf("got %+v, want api/x.go", cs)
	}
}
