package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// pdfFixture has some of the paths internal/pdftext/testdata/gen_paths.pdf
// cites (src/nodes/detectives.py, src/state.py, src/graph.py on page 1)
// and lacks two (src/nodes/judges.py, page 1 line 3, wrapped as "judg-" +
// "es.py"; docs/ARCHITECTURE.md, page 2 line 3). Its README cites one
// missing path of its own.
const pdfFixture = `
-- README.md --
# graph

The state lives in ` + "`src/state.py`" + ` and the cache in ` + "`src/cache.py`" + `.
-- src/state.py --
STATE = {}
-- src/graph.py --
GRAPH = {}
-- src/nodes/detectives.py --
DETECTIVES = []
`

// TestAuditReportPDF audits a repository with the committed real PDF
// fixture as --report, end to end through the CLI.
func TestAuditReportPDF(t *testing.T) {
	pdf, err := filepath.Abs("../pdftext/testdata/gen_paths.pdf")
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := repotest.Build(t, pdfFixture)
	cwd := t.TempDir()
	t.Chdir(cwd) // no .env or .auditor.yaml of the developer's
	r := auditCLI(t, dir, map[string]string{"SOURCE_DATE_EPOCH": "1700000000"}, "--report", pdf, "--rubric", "none")
	if r.code != ExitOK {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	rep := r.report
	if rep.Metadata.PipelineIntegrity != "SUCCESS" || len(rep.Errors) != 0 {
		t.Fatalf("integrity %s, errors %+v", rep.Metadata.PipelineIntegrity, rep.Errors)
	}

	// The document is listed by its base name only, and no absolute path of
	// this machine appears anywhere in the report.
	var listed bool
	for _, d := range rep.Target.Documents {
		listed = listed || d == "gen_paths.pdf"
	}
	if !listed {
		t.Errorf("target.documents = %q, want gen_paths.pdf", rep.Target.Documents)
	}
	home, _ := os.UserHomeDir()
	for _, abs := range []string{pdf, filepath.Dir(pdf), root, dir, cwd, home, os.TempDir() + "/"} {
		if len(abs) > 1 && strings.Contains(string(r.raw), abs) {
			t.Errorf("the report holds the absolute path %q of this machine", abs)
		}
	}

	// Every claim of the PDF carries its page and line.
	type at struct{ page, line int }
	want := map[string]at{
		"src/nodes/detectives.py": {1, 2},
		"src/nodes/judges.py":     {1, 3},
		"src/state.py":            {1, 5},
		"src/graph.py":            {1, 6},
		"docs/ARCHITECTURE.md":    {2, 3},
	}
	got := map[string]at{}
	for _, e := range rep.Evidences[evidence.Docs] {
		if e.Class != evidence.ClassPathClaim || e.Claim == nil || e.Claim.Document != "gen_paths.pdf" || e.Claim.Path == "" {
			continue
		}
		got[e.Claim.Path] = at{e.Page, e.Line}
		if e.Claim.Page != e.Page || e.Claim.Line != e.Line || !e.Claim.External {
			t.Errorf("%s: evidence page/line %d/%d, claim %+v", e.Claim.Path, e.Page, e.Line, e.Claim)
		}
	}
	for p, w := range want {
		if got[p] != w {
			t.Errorf("claim %s at page %d line %d, want page %d line %d (all: %v)", p, got[p].page, got[p].line, w.page, w.line, got)
		}
	}

	// The cited paths the repository lacks are flagged as hallucinated
	// DOCUMENT_CLAIMs pointing back to the PDF's page and line.
	ids := rep.Evidences.ByID()
	for p, w := range map[string]at{"src/nodes/judges.py": {1, 3}, "docs/ARCHITECTURE.md": {2, 3}} {
		f, ok := ids[evidence.DocumentClaimID(p)]
		if !ok {
			t.Errorf("%s (cited by the PDF, absent from the repository) is not flagged", p)
			continue
		}
		if f.Class != evidence.ClassDocumentClaim || f.Found || f.Claim == nil || f.Claim.Document != "gen_paths.pdf" ||
			f.Claim.Status != evidence.StatusMissing || f.Page != w.page || f.Line != w.line {
			t.Errorf("flag for %s: class %s found %v page %d line %d claim %+v", p, f.Class, f.Found, f.Page, f.Line, f.Claim)
		}
	}
	for _, p := range []string{"src/nodes/detectives.py", "src/state.py", "src/graph.py"} {
		if _, ok := ids[evidence.DocumentClaimID(p)]; ok {
			t.Errorf("%s exists but is flagged", p)
		}
	}
	// README's src/cache.py plus the PDF's two.
	if rep.Summary.HallucinatedClaims != 3 {
		t.Errorf("hallucinated_claims = %d, want 3", rep.Summary.HallucinatedClaims)
	}
}

// TestAuditCorruptReportPDF passes a --report x.pdf whose bytes are not a
// readable PDF. Its text cannot be extracted: a warning and an INPUT error
// name x.pdf (the user asked for its claims to be checked and they were
// not), the rest of the audit goes on, the report is written, and the exit
// code is exactly 1 (the audit could not run completely).
func TestAuditCorruptReportPDF(t *testing.T) {
	for name, data := range map[string][]byte{
		"garbage":        []byte("\x00\x13\x9a garbage that is no PDF at all \xff\xfe src/nodes/judges.py \x01\x02"),
		"corrupt header": []byte("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage\n%%EOF\n"),
	} {
		t.Run(name, func(t *testing.T) {
			bad := filepath.Join(t.TempDir(), "x.pdf")
			if err := os.WriteFile(bad, data, 0o644); err != nil {
				t.Fatal(err)
			}
			dir := repotest.Build(t, pdfFixture)
			t.Chdir(t.TempDir())
			r := auditCLI(t, dir, map[string]string{"SOURCE_DATE_EPOCH": "1700000000"}, "--report", bad, "--rubric", "none")
			if r.code != ExitError {
				t.Fatalf("exit %d, want %d (its claims could not be checked)\n%s", r.code, ExitError, r.stderr)
			}
			rep := r.report
			var inputErr bool
			for _, e := range rep.Errors {
				inputErr = inputErr || (e.Category == "INPUT" && strings.Contains(e.Message, "--report x.pdf"))
			}
			if !inputErr {
				t.Errorf("no INPUT error names --report x.pdf: %+v", rep.Errors)
			}
			var named bool
			for _, w := range rep.Warnings {
				if w.Location == "x.pdf" && strings.Contains(w.Message, "x.pdf") {
					named = true
				}
			}
			for _, e := range rep.Errors {
				named = named || strings.Contains(e.Message, "x.pdf")
			}
			if !named {
				t.Errorf("no warning or error names x.pdf: warnings %+v, errors %+v", rep.Warnings, rep.Errors)
			}
			if strings.Contains(string(r.raw), bad) {
				t.Errorf("the report holds the absolute path %s", bad)
			}
			// The rest of the audit went on: the repository's own README was
			// read and its missing path flagged; nothing came from x.pdf.
			// A document not read makes the audit incomplete (issue 14).
			if rep.Metadata.PipelineIntegrity != "FAILED" {
				t.Errorf("integrity %s, errors %+v", rep.Metadata.PipelineIntegrity, rep.Errors)
			}
			if _, ok := rep.Evidences.ByID()[evidence.DocumentClaimID("src/cache.py")]; !ok {
				t.Errorf("README's src/cache.py is not flagged: the audit did not go on")
			}
			if rep.Summary.HallucinatedClaims != 1 {
				t.Errorf("hallucinated_claims = %d, want 1 (README's only)", rep.Summary.HallucinatedClaims)
			}
		})
	}
}
