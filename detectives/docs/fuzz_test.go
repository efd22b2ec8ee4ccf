package docs

import (
	"context"
	"strings"
	"testing"
)

// FuzzExtract feeds arbitrary bytes as Markdown, plain text and PDF page
// text: extraction must not panic, every claim's line must lie within the
// document (or page), and ids must be stable across two runs.
func FuzzExtract(f *testing.F) {
	for _, c := range labelCases {
		f.Add(c.doc)
	}
	f.Add("```\n├──\n│   └── \n└── a/\n```")
	f.Add("[x](<>)\n[y]: \n<a href=>\n`` ` ``")
	f.Add("a/\nb.py\njudg-\nes.py")
	f.Fuzz(func(t *testing.T, doc string) {
		withFakePDF(t)
		for _, format := range []Format{FormatMarkdown, FormatText, FormatPDF} {
			d := Doc{Name: "f.md", Format: format, Data: []byte(doc)}
			claims := Claims(context.Background(), d, Options{Manifest: tableManifest})
			pages := strings.Split(normalize(doc), "\f")
			for _, c := range claims {
				text := normalize(doc)
				if format == FormatPDF {
					if c.Page < 1 || c.Page > len(pages) {
						t.Fatalf("%s: page %d out of 1..%d", format, c.Page, len(pages))
					}
					text = pages[c.Page-1]
				}
				n := strings.Count(text, "\n") + 1
				if c.Line < 1 || c.Line > n {
					t.Fatalf("%s: claim %q line %d out of 1..%d", format, c.Text, c.Line, n)
				}
				if c.Text == "" && c.Anchor == "" {
					t.Fatalf("%s: empty claim", format)
				}
			}
			a := Extract(context.Background(), d, Options{Manifest: tableManifest})
			b := Extract(context.Background(), d, Options{Manifest: tableManifest})
			if len(a) != len(b) {
				t.Fatalf("%s: nondeterministic evidence count", format)
			}
			for i := range a {
				if a[i].ID != b[i].ID {
					t.Fatalf("%s: nondeterministic id %s vs %s", format, a[i].ID, b[i].ID)
				}
			}
		}
	})
}
