package pdftext

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/pdftext/internal/pdfgen"
)

// TestMain checks that importing the package does not start the engine.
func TestMain(m *testing.M) {
	if enginePool != nil || engineErr != nil {
		panic("pdftext: engine started before the first Extract")
	}
	os.Exit(m.Run())
}

// extract extracts a fixture, failing the test on error.
func extract(t testing.TB, name string) *Doc {
	t.Helper()
	d, err := Extract(context.Background(), fixture(t, name))
	if err != nil {
		t.Fatalf("Extract(%s): %v", name, err)
	}
	return d
}

// lines returns the lines of page number n (1-based) of d.
func lines(t testing.TB, d *Doc, n int) []string {
	t.Helper()
	if n > len(d.Pages) {
		t.Fatalf("page %d requested, document has %d", n, len(d.Pages))
	}
	return strings.Split(d.Pages[n-1].Text, "\n")
}

// containsRun reports whether want appears as consecutive lines of got.
func containsRun(got, want []string) bool {
	for i := 0; i+len(want) <= len(got); i++ {
		if cmp.Equal(got[i:i+len(want)], want) {
			return true
		}
	}
	return false
}

// TestExtractLines checks that runs of consecutive lines appear on the
// expected page: wrapped paths stay two lines, hyphenation is kept,
// table cells are separated by spaces, bullets are kept.
func TestExtractLines(t *testing.T) {
	tests := []struct {
		name string
		file string
		page int
		want []string
	}{
		{"path wrapped after slash-less split", "gen_paths.pdf", 1, []string{
			"The entry point lives in src/nodes/detective",
			"s.py and the judges are in src/nodes/judg-",
			"es.py as described below.",
		}},
		{"bullets", "gen_paths.pdf", 1, []string{"• state management: src/state.py", "• graph wiring: src/graph.py"}},
		{"path wrapped after slash on page 2", "gen_paths.pdf", 2, []string{
			"Generated reports are written to audit/",
			"report_x/y.md by the chief justice.",
		}},
		{"table rows, cells spaced", "gen_table.pdf", 1, []string{
			"Path Role Tested",
			"src/app/main.go entry point yes",
			"internal/db/store.go persistence no",
			"cmd/tool/run.go command line yes",
		}},
		{"ligatures zero-width nbsp", "gen_glyphs.pdf", 1, []string{
			"The file config/flags.yaml is official and efficient, baffling.",
			"Zerowidth in src/api/handler.go and docs/guide.md",
			"No break space and bom and softhyphen here",
		}},
		{"libreoffice table row", "lo_table.pdf", 1, []string{"src/state.py typed state and reducers found"}},
		{"libreoffice hyphenated path", "lo_twocol.pdf", 1, []string{
			"cites src/tools/vision_tool.py and audit/re-",
			"port_onself_generated/report.md, yet nei-",
		}},
		{"libreoffice bullets", "lo_bullets.pdf", 1, []string{
			"• Offline runs are deterministic.",
			"• Online runs record the model and the prompt hash.",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := lines(t, extract(t, tt.file), tt.page)
			if !containsRun(got, tt.want) {
				t.Errorf("%s page %d lacks consecutive lines\n%s\ngot:\n%s",
					tt.file, tt.page, strings.Join(tt.want, "\n"), strings.Join(got, "\n"))
			}
		})
	}
}

// TestPageNumbers checks page numbering and counts.
func TestPageNumbers(t *testing.T) {
	for _, f := range pdfgen.Fixtures() {
		if f.Doc.Encrypted {
			continue
		}
		d := extract(t, f.Name)
		want := len(f.Doc.Pages)
		if len(d.Pages) != want || d.PageCount != want || d.Truncated {
			t.Errorf("%s: %d pages (PageCount %d, Truncated %v), want %d", f.Name, len(d.Pages), d.PageCount, d.Truncated, want)
		}
		for i, p := range d.Pages {
			if p.Number != i+1 {
				t.Errorf("%s: page %d numbered %d", f.Name, i+1, p.Number)
			}
			first := f.Doc.Pages[i].Texts[0].S
			if !strings.HasPrefix(p.Text, Normalize(first)) {
				t.Errorf("%s page %d starts %q, want %q", f.Name, i+1, firstLine(p.Text), first)
			}
		}
	}
}

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }

// TestTwoColumnOrder checks that a two-column page reads left column then
// right column, each line whole (never left and right glued together).
func TestTwoColumnOrder(t *testing.T) {
	var want []string
	for _, tx := range pdfgen.Find("gen_twocol.pdf").Pages[0].Texts {
		want = append(want, tx.S)
	}
	got := lines(t, extract(t, "gen_twocol.pdf"), 1)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("two-column page -want +got:\n%s", diff)
	}
}

// TestImages checks the image inventory against the generated fixture.
func TestImages(t *testing.T) {
	src := pdfgen.Find("gen_images.pdf")
	var want [][]Image
	for _, p := range src.Pages {
		var imgs []Image
		for _, im := range p.Images {
			format := map[string]string{"DCTDecode": "jpeg", "FlateDecode": "png"}[im.Filter]
			imgs = append(imgs, Image{Format: format, Width: im.PixW, Height: im.PixH, Bytes: int64(len(im.Data))})
		}
		want = append(want, imgs)
	}
	d := extract(t, "gen_images.pdf")
	var got [][]Image
	for _, p := range d.Pages {
		got = append(got, p.Images)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("images per page -want +got:\n%s", diff)
	}
}
