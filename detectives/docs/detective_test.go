package docs

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func runDetective(t testing.TB, files map[string]string, docs []detectives.Document) ([]evidence.Evidence, []detectives.Warning) {
	t.Helper()
	in := &detectives.Input{Snapshot: repo.NewMemory(files, nil), Documents: docs, Logger: zerolog.Nop()}
	ev, err := Detective.Run(context.Background(), in)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return ev, in.Warnings()
}

// summary projects evidence to "class location line text status".
func summary(ev []evidence.Evidence) []string {
	var out []string
	for _, e := range ev {
		s := fmt.Sprintf("%s %s found=%v", e.Class, e.Location, e.Found)
		if e.Claim != nil {
			s = fmt.Sprintf("%s %s:%d p%d %s %q ext=%v %s", e.Class, e.Location, e.Line, e.Page, e.Claim.Kind, e.Claim.Text, e.Claim.External, e.Claim.Status)
		}
		out = append(out, s)
	}
	return out
}

func TestDetectiveDocuments(t *testing.T) {
	old := pdfExtract
	defer func() { pdfExtract = old }()
	pdfExtract = func(_ context.Context, data []byte) (*pdftext.Doc, error) {
		if strings.HasPrefix(string(data), "%PDF-broken") {
			return nil, pdftext.ErrUnsupported
		}
		return fakePDF(context.Background(), data)
	}
	files := map[string]string{
		"README.md":                "See `src/graph.py` and [guide](docs/guide.md#setup).\n",
		"docs/guide.md":            "# Setup\n\nRun `python src/main.py`.\n",
		"docs/notes.markdown":      "Nothing here.\n",
		"docs/paper.pdf":           "%PDF-broken",
		"docs/slides.pdf":          "intro\fThe graph is in src/graph.py.",
		"vendor/x/README.md":       "`vendored/path.py`\n",
		"node_modules/y/README.md": "`nm/path.py`\n",
		"bin/blob.md":              "a\x00b `src/bin.py`",
		"link.md@":                 "README.md",
		"src/graph.py":             "print(1)\n",
	}
	external := []detectives.Document{
		{Name: "report.md", Kind: detectives.Markdown, Data: []byte("The judges live in `src/nodes/judges.py`.\n")},
		{Name: "notes.txt", Kind: detectives.Text, Data: []byte("We plan to add src/cache.py later.\n")},
	}
	ev, warns := runDetective(t, files, external)
	got := summary(ev)
	want := []string{
		"DOCUMENT README.md found=true",
		`PATH_CLAIM README.md:1 p0 code "src/graph.py" ext=false `,
		`PATH_CLAIM README.md:1 p0 link "docs/guide.md" ext=false `,
		"DOCUMENT bin/blob.md found=false",
		"DOCUMENT docs/guide.md found=true",
		`PATH_CLAIM docs/guide.md:3 p0 code "src/main.py" ext=false `,
		"DOCUMENT docs/notes.markdown found=true",
		"DOCUMENT docs/paper.pdf found=false",
		"DOCUMENT docs/slides.pdf found=true",
		`PATH_CLAIM docs/slides.pdf:1 p2 prose "src/graph.py" ext=false `,
		"DOCUMENT report.md found=true",
		`PATH_CLAIM report.md:1 p0 code "src/nodes/judges.py" ext=true `,
		"DOCUMENT notes.txt found=true",
		`PATH_CLAIM notes.txt:1 p0 prose "src/cache.py" ext=true not_a_claim`,
		"DOCUMENT link.md found=false", // a symlink: never followed (symlink.go)
		// the PDF and the --report files are report documents; none uses a theory term
		"THEORY_DEPTH docs/slides.pdf found=false",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("evidence (-want +got):\n%s", d)
	}
	var msgs []string
	for _, w := range warns {
		msgs = append(msgs, w.Location+": "+w.Message)
	}
	wantWarn := []string{"bin/blob.md: document skipped: binary content", "docs/paper.pdf: docs/paper.pdf: text could not be extracted: pdf extraction not available",
		`link.md: document skipped: a symlink to "README.md" (inside the repository: README.md is read as itself when it is a document), never followed`}
	if d := cmp.Diff(wantWarn, msgs, sortStrings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	for _, e := range ev {
		if e.Class == evidence.ClassDocument && e.Location == "README.md" {
			if a, ok := e.Data["anchors"].([]string); !ok || len(a) != 0 {
				t.Errorf("README.md anchors = %#v, want an empty list", e.Data["anchors"])
			}
		}
		if e.Class == evidence.ClassDocument && e.Location == "docs/guide.md" {
			if d := cmp.Diff([]string{"setup"}, e.Data["anchors"]); d != "" {
				t.Errorf("guide anchors (-want +got):\n%s", d)
			}
		}
		if e.Claim != nil && e.ID != evidence.ID(evidence.Docs, evidence.ClassPathClaim, idParts(Doc{Name: e.Location, External: e.Claim.External}, claimKey(e.Claim))...) {
			t.Errorf("%s: id is not derived from document and mention", e.ID)
		}
	}
}

var sortStrings = cmp.Transformer("sort", func(in []string) []string {
	out := append([]string(nil), in...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
})

func claimKey(c *evidence.Claim) string {
	return ref{path: c.Text, anchor: c.Anchor, lineStart: c.LineStart, lineEnd: c.LineEnd}.key()
}

func TestDetectiveNoDocuments(t *testing.T) {
	ev, _ := runDetective(t, map[string]string{"main.go": "package main\n"}, nil)
	if len(ev) != 1 || ev[0].Class != evidence.ClassDocument || ev[0].Found {
		t.Fatalf("want one found=false DOCUMENT record, got %+v", ev)
	}
}

func TestDetectiveDeterministic(t *testing.T) {
	files := benchFiles(40, 400)
	a, _ := runDetective(t, files, nil)
	b, _ := runDetective(t, files, nil)
	if d := cmp.Diff(a, b); d != "" {
		t.Fatalf("two runs differ:\n%s", d)
	}
	for _, e := range a {
		if strings.Contains(e.Content, "/work/") || strings.Contains(e.Location, "/work/") {
			t.Fatalf("machine path in evidence: %+v", e)
		}
	}
}

func TestDetectiveCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := &detectives.Input{Snapshot: repo.NewMemory(benchFiles(20, 100), nil), Logger: zerolog.Nop()}
	_, err := Detective.Run(ctx, in)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}

// benchFiles builds nDocs realistic Markdown documents (~200 lines: the
// LLM report and README fixtures with per-document paths) among nFiles
// tracked files.
func benchFiles(nDocs, nFiles int) map[string]string {
	report, _ := os.ReadFile("testdata/docs/llm_report.md")
	readme, _ := os.ReadFile("testdata/docs/readme.md")
	body := string(report) + "\n" + string(readme)
	files := make(map[string]string, nFiles)
	for i := 0; i < nDocs; i++ {
		files[fmt.Sprintf("docs/d%03d/doc%d.md", i%50, i)] = strings.ReplaceAll(body, "src/graph.py", fmt.Sprintf("src/pkg%d/graph.py", i%97))
	}
	for i := 0; len(files) < nFiles; i++ {
		files[fmt.Sprintf("src/pkg%d/mod%d/file%d.py", i%97, i%13, i)] = "x = 1\n"
	}
	return files
}

func BenchmarkExtract(b *testing.B) {
	files := benchFiles(1000, 20000)
	snap := repo.NewMemory(files, nil)
	lines := 0
	for p, c := range files {
		if strings.HasSuffix(p, ".md") {
			lines += strings.Count(c, "\n")
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	var claims int
	for b.Loop() {
		in := &detectives.Input{Snapshot: snap, Logger: zerolog.Nop()}
		ev, err := Detective.Run(context.Background(), in)
		if err != nil {
			b.Fatal(err)
		}
		claims = len(ev)
	}
	b.ReportMetric(float64(claims), "evidence/op")
	b.ReportMetric(float64(lines)/1000, "lines/doc")
}
