package vision

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/pdftext"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/")

func runOn(t *testing.T, files map[string]string, docs ...detectives.Document) ([]evidence.Evidence, *detectives.Input) {
	t.Helper()
	in := &detectives.Input{Snapshot: reposnap.NewMemory(files, nil), Documents: docs}
	evs, err := Detective.Run(context.Background(), in)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	ids := map[string]bool{}
	for _, e := range evs {
		if ids[e.ID] {
			t.Errorf("duplicate id %s: %s", e.ID, e.Content)
		}
		ids[e.ID] = true
		if e.Source != evidence.Vision || e.Location == "" || strings.HasPrefix(e.Location, "/") {
			t.Errorf("malformed evidence %+v", e)
		}
	}
	return evs, in
}

// summary renders evidence as "CLASS found location:line" lines, sorted.
func summary(evs []evidence.Evidence) []string {
	var out []string
	for _, e := range evs {
		out = append(out, fmt.Sprintf("%s %v %s:%d", e.Class, e.Found, e.Location, e.Line))
	}
	sort.Strings(out)
	return out
}

func fixture(t *testing.T) map[string]string {
	return map[string]string{
		"README.md":           "# Demo\n\n![architecture](docs/img/arch.png)\n\n![badge](https://img.shields.io/x.svg)\n",
		"docs/GUIDE.md":       "See ![flow](img/flow.webp) and ![gone](img/missing.png).\n\n```mermaid\nflowchart LR\nS --> A & B\nA & B --> J\n```\n",
		"docs/img/arch.png":   string(encode(t, "png", 20, 10)),
		"docs/img/flow.webp":  string(riff("VP8L", vp8l(100, 50))),
		"assets/orphan.gif":   string(encode(t, "gif", 2, 2)),
		"assets/broken.jpg":   "not a jpeg",
		"vendor/x/README.md":  "![v](../../assets/orphan.gif)\n",
		"vendor/x/icon.png":   string(encode(t, "png", 1, 1)),
		"docs/logo.svg":       `<svg width="10" height="20"/>`,
		"docs/diagram.svg@":   "logo.svg",
		"notes/plan.markdown": "<img src=\"/docs/logo.svg\">\n",
	}
}

func TestRun(t *testing.T) {
	evs, in := runOn(t, fixture(t), detectives.Document{Name: "report.md", Kind: detectives.Markdown,
		Data: []byte("Our design: ![d](docs/img/arch.png)\n![x](docs/diagram.svg)\n")})
	want := []string{
		"DIAGRAM true docs/GUIDE.md:3",
		"IMAGE true assets/broken.jpg:0",
		"IMAGE true assets/orphan.gif:0",
		"IMAGE true docs/diagram.svg:0",
		"IMAGE true docs/img/arch.png:0",
		"IMAGE true docs/img/flow.webp:0",
		"IMAGE true docs/logo.svg:0",
		"IMAGE_REFERENCE false README.md:5",
		"IMAGE_REFERENCE false docs/GUIDE.md:1",
		"IMAGE_REFERENCE true README.md:3",
		"IMAGE_REFERENCE true docs/GUIDE.md:1",
		"IMAGE_REFERENCE true notes/plan.markdown:1",
		"IMAGE_REFERENCE true report.md:1",
		"IMAGE_REFERENCE true report.md:2", // a tracked symlink exists in the snapshot
		"IMAGE_UNREFERENCED false assets/broken.jpg:0",
		"IMAGE_UNREFERENCED false assets/orphan.gif:0",
	}
	if diff := cmp.Diff(want, summary(evs)); diff != "" {
		t.Errorf("evidence (-want +got):\n%s", diff)
	}
	w := in.Warnings()
	if len(w) != 1 || w[0].Location != "assets/broken.jpg" || !strings.Contains(w[0].Message, "could not be decoded") {
		t.Errorf("want one warning for the corrupt image, got %+v", w)
	}
}

func TestImageEvidenceData(t *testing.T) {
	evs, _ := runOn(t, fixture(t))
	got := map[string]map[string]any{}
	for _, e := range evs {
		if e.Class == evidence.ClassImage {
			got[e.Location] = e.Data
		}
	}
	want := map[string]map[string]any{
		"docs/img/arch.png":  {"format": "png", "width": 20, "height": 10, "bytes": int64(len(fixture(t)["docs/img/arch.png"])), "status": "ok"},
		"docs/img/flow.webp": {"format": "webp", "width": 100, "height": 50, "bytes": int64(40), "status": "ok"},
		"docs/logo.svg":      {"format": "svg", "width": 10, "height": 20, "bytes": int64(29), "status": "ok"},
		"docs/diagram.svg":   {"format": "svg", "width": 0, "height": 0, "bytes": int64(8), "status": "symlink"},
		"assets/broken.jpg":  {"format": "jpeg", "width": 0, "height": 0, "bytes": int64(10), "status": "corrupt"},
	}
	for loc, w := range want {
		if diff := cmp.Diff(w, got[loc]); diff != "" {
			t.Errorf("%s data (-want +got):\n%s", loc, diff)
		}
	}
}

func TestOversizedImageListedWithSize(t *testing.T) {
	big := string(encode(t, "png", 4, 4)) + strings.Repeat("\x00", int(reposnap.DefaultLimits.MaxFileSize))
	evs, in := runOn(t, map[string]string{"huge.png": big})
	var img evidence.Evidence
	for _, e := range evs {
		if e.Class == evidence.ClassImage {
			img = e
		}
	}
	if img.Data["status"] != "too_large" || img.Data["bytes"] != int64(len(big)) || img.Data["width"] != 0 {
		t.Errorf("oversized image: %+v", img.Data)
	}
	if len(in.Warnings()) != 0 {
		t.Errorf("an oversized image is listed, not warned: %+v", in.Warnings())
	}
}

func TestDiagramEvidence(t *testing.T) {
	evs, _ := runOn(t, map[string]string{
		"A.md": "```mermaid\nflowchart TD\nS --> A & B\nA & B --> J\n```\n\n```mermaid\ngraph LR\nA --> B --> C\n```\n\n```mermaid\npie\n\"a\": 1\n```\n",
	})
	var got []string
	for _, e := range evs {
		if e.Class == evidence.ClassDiagram {
			got = append(got, fmt.Sprintf("%d %v %v %v %v", e.Line, e.Data["kind"], e.Data["fan_out"], e.Data["fan_in"], e.Data["edge_count"]))
		}
	}
	want := []string{"1 flowchart [S] [J] 4", "7 graph [] [] 2", "12 pie <nil> <nil> <nil>"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagrams (-want +got):\n%s", diff)
	}
}

func fakeExtract(doc *pdftext.Doc, err error) func() {
	old := extractPDF
	extractPDF = func(context.Context, []byte) (*pdftext.Doc, error) { return doc, err }
	return func() { extractPDF = old }
}

func TestPDFImages(t *testing.T) {
	doc := &pdftext.Doc{Pages: []pdftext.Page{
		{Number: 1, Images: []pdftext.Image{{Format: "png", Width: 800, Height: 600, Bytes: 12000}}},
		{Number: 2},
		{Number: 3, Images: []pdftext.Image{{Format: "jpeg", Width: 10, Height: 10, Bytes: 99}, {Format: "png", Width: 1, Height: 1, Bytes: 5}}},
	}}
	tests := []struct {
		name     string
		doc      *pdftext.Doc
		err      error
		want     []string
		warnings int
	}{
		{"images per page", doc, nil, []string{
			"PDF_IMAGE true docs/report.pdf:0 p0 docs/report.pdf: 3 embedded images on 2 of 3 pages (pages 1, 3)",
			"PDF_IMAGE true docs/report.pdf:0 p1 docs/report.pdf page 1: 1 embedded images: png 800x600 12000 bytes",
			"PDF_IMAGE true docs/report.pdf:0 p3 docs/report.pdf page 3: 2 embedded images: jpeg 10x10 99 bytes; png 1x1 5 bytes",
			"PDF_IMAGE false final.pdf:0 p0 final.pdf: 0 embedded images on 1 of 1 pages",
		}[:3], 0},
		{"extraction unavailable", nil, fmt.Errorf("engine: %w", pdftext.ErrUnsupported), []string{
			"PDF_IMAGE false docs/report.pdf:0 p0 docs/report.pdf: embedded images not inventoried: engine: pdf extraction not available",
			"PDF_IMAGE false final.pdf:0 p0 final.pdf: embedded images not inventoried: engine: pdf extraction not available",
		}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer fakeExtract(tt.doc, tt.err)()
			evs, in := runOn(t, map[string]string{"docs/report.pdf": "%PDF-1.7"},
				detectives.Document{Name: "final.pdf", Kind: detectives.PDF, Data: []byte("%PDF")})
			var got []string
			for _, e := range evs {
				if e.Class == ClassPDFImage {
					got = append(got, fmt.Sprintf("%s %v %s:%d p%d %s", e.Class, e.Found, e.Location, e.Line, e.Page, e.Content))
				}
			}
			want := tt.want
			if tt.err == nil {
				// the same fake doc is returned for the external PDF too
				want = append(want, strings.ReplaceAll(strings.Join(tt.want, "\n"), "docs/report.pdf", "final.pdf"))
				want = strings.Split(strings.Join(want, "\n"), "\n")
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("pdf evidence (-want +got):\n%s", diff)
			}
			if n := len(in.Warnings()); n != tt.warnings {
				t.Errorf("warnings = %d, want %d: %+v", n, tt.warnings, in.Warnings())
			}
		})
	}
}

func TestPDFExtractPanicIsWarning(t *testing.T) {
	old := extractPDF
	extractPDF = func(context.Context, []byte) (*pdftext.Doc, error) { panic("boom") }
	defer func() { extractPDF = old }()
	evs, in := runOn(t, map[string]string{"a.pdf": "%PDF"})
	if len(in.Warnings()) != 1 || len(evs) == 0 {
		t.Fatalf("panic not recovered into a warning: %+v", in.Warnings())
	}
}

// TestRealPDF runs the real extractor on the pdftext fixture with images,
// when that fixture is present.
func TestRealPDF(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "internal", "pdftext", "testdata", "gen_images.pdf"))
	if err != nil {
		t.Skip("pdftext fixture not available:", err)
	}
	evs, in := runOn(t, nil, detectives.Document{Name: "gen_images.pdf", Kind: detectives.PDF, Data: data})
	if errors.Is(firstErr(in), pdftext.ErrUnsupported) {
		t.Skip("pdf engine unavailable")
	}
	for _, e := range evs {
		if e.Class == ClassPDFImage && e.Page == 0 {
			if !e.Found || e.Data["images"].(int) == 0 {
				t.Errorf("fixture with images reported none: %s", e.Content)
			}
			return
		}
	}
	t.Errorf("no PDF summary evidence: %+v, warnings %+v", summary(evs), in.Warnings())
}

func firstErr(in *detectives.Input) error {
	for _, w := range in.Warnings() {
		if strings.Contains(w.Message, pdftext.ErrUnsupported.Error()) {
			return pdftext.ErrUnsupported
		}
	}
	return nil
}

func TestGolden(t *testing.T) {
	evs, _ := runOn(t, fixture(t))
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].ID < evs[j].ID })
	got, err := json.MarshalIndent(evs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "golden.json")
	if *update {
		_ = os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("output differs from %s (-want +got):\n%s", path, diff)
	}
}

func TestDeterministic(t *testing.T) {
	files := fixture(t)
	var first []byte
	for i := range 20 {
		evs, _ := runOn(t, files)
		b, _ := json.Marshal(evs)
		if i == 0 {
			first = b
		} else if string(b) != string(first) {
			t.Fatalf("run %d differs", i)
		}
	}
}

func TestCancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := &detectives.Input{Snapshot: reposnap.NewMemory(fixture(t), nil)}
	if _, err := Detective.Run(ctx, in); err == nil {
		t.Error("cancelled run returned no error")
	}
}
