package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// fuzzRepo writes the files of a txtar archive into dir (a plain
// directory, audited file by file): at most 16 files of 64 KiB, names
// cleaned and kept inside dir.
func fuzzRepo(t *testing.T, dir string, archive []byte) {
	t.Helper()
	files := parseArchive(archive)
	if len(files) == 0 {
		files = append(files, archiveFile{"README.md", archive})
	}
	for i, f := range files {
		if i == 16 {
			break
		}
		name := filepath.Clean(filepath.FromSlash(strings.TrimSpace(f.Name)))
		if name == "." || filepath.IsAbs(name) || name == ".." || strings.HasPrefix(name, ".."+string(filepath.Separator)) || strings.ContainsRune(name, 0) || strings.HasPrefix(name, ".git") {
			continue
		}
		p := filepath.Join(dir, name)
		if os.MkdirAll(filepath.Dir(p), 0o755) != nil {
			continue
		}
		_ = os.WriteFile(p, f.Data[:min(len(f.Data), 64<<10)], 0o644)
	}
}

type archiveFile struct {
	Name string
	Data []byte
}

// parseArchive reads "-- name --" sections (the txtar format; go-internal's
// txtar.Parse v1.16.0 panics on the line "-- --", so this one is ours).
func parseArchive(data []byte) []archiveFile {
	var out []archiveFile
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		t := bytes.TrimRight(line, "\r\n")
		if len(t) >= 6 && bytes.HasPrefix(t, []byte("-- ")) && bytes.HasSuffix(t, []byte(" --")) {
			out = append(out, archiveFile{Name: string(t[3 : len(t)-3])})
			continue
		}
		if len(out) > 0 {
			out[len(out)-1].Data = append(out[len(out)-1].Data, line...)
		}
	}
	return out
}

// auditFuzz runs the audit command on repo, every format into out.
func auditFuzz(t *testing.T, repo, out string) (ExitCode, string) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var stderr bytes.Buffer
	code := Main(ctx, Env{
		Args:   []string{"audit", repo, "--rubric", "none", "--flag-unconfirmed", "--log-level", "error", "--format", "json,md,sarif,html", "--out", out},
		Stdout: &bytes.Buffer{}, Stderr: &stderr,
		Getenv: func(k string) string { return map[string]string{"SOURCE_DATE_EPOCH": "1767225600"}[k] },
	})
	return code, stderr.String()
}

// FuzzAuditPipeline audits a repository generated from the fuzz input (a
// txtar archive of files, or one README) through the whole command:
// snapshot, detectives, aggregator, every report format. It must not
// panic or fail with a usage error, every format must be written whole,
// the JSON summary must count the hallucinated findings SARIF lists, and
// a second run must write the same JSON.
func FuzzAuditPipeline(f *testing.F) {
	f.Add([]byte("-- README.md --\n# Demo\n\nSee `src/main.go` and [guide](docs/guide.md#usage).\n-- src/main.go --\npackage main\n"))
	f.Add([]byte("-- README.md --\nsee src/a.go and src/zz.go see src/a.go and src/zz.go see src/a.go\n-- src/a.go --\npackage a\n"))
	f.Add([]byte("-- docs/r.md --\n```\n.\n├── app/\n│   └── x.py\n└── gone.py\n```\n`ünïcødé 日本.md` `with space.md` [x](javascript:alert(1))\n-- app/x.py --\nx=1\n"))
	f.Add([]byte("-- a.md --\n\xff\xfe#\x00 \x00`\x00a\x00.\x00g\x00o\x00`\x00\n-- b.md --\ncaf\xe9 `docs/caf\xe9.md`\n"))
	f.Add([]byte("-- README.md --\n> > > [[[`x/../../etc/passwd`]]] <a href=\"/abs/path.md\">x</a> ![i](img/none.png)\n"))
	f.Fuzz(func(t *testing.T, archive []byte) {
		if len(archive) > 256<<10 {
			return
		}
		dir := t.TempDir()
		repo, out1, out2 := filepath.Join(dir, "repo"), filepath.Join(dir, "o1"), filepath.Join(dir, "o2")
		if err := os.Mkdir(repo, 0o755); err != nil {
			t.Fatal(err)
		}
		fuzzRepo(t, repo, archive)
		code, stderr := auditFuzz(t, repo, out1)
		if code == ExitUsage || code == ExitOK && stderr != "" && strings.Contains(stderr, "panic") {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		data, err := os.ReadFile(filepath.Join(out1, "report.json"))
		if err != nil {
			t.Fatalf("exit %d, no JSON report: %v\n%s", code, err, stderr)
		}
		rep, err := report.ReadJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("report.json: %v", err)
		}
		listed := 0
		for _, e := range rep.Evidences[evidence.Docs] {
			if e.Class == evidence.ClassDocumentClaim && !e.Found {
				listed += max(1, len(e.Occurrences))
			}
		}
		if sarif := sarifFindings(t, filepath.Join(out1, "report.sarif")); sarif != listed {
			t.Errorf("SARIF lists %d hallucinated findings, the JSON %d", sarif, listed)
		}
		for _, name := range []string{"report.md", "report.html"} {
			if fi, err := os.Stat(filepath.Join(out1, name)); err != nil || fi.Size() == 0 {
				t.Errorf("%s not written: %v", name, err)
			}
		}
		if code2, _ := auditFuzz(t, repo, out2); code2 != code {
			t.Errorf("exit %d then %d", code, code2)
		}
		if again, _ := os.ReadFile(filepath.Join(out2, "report.json")); !bytes.Equal(normalizeDurations(data), normalizeDurations(again)) {
			t.Error("two runs on the same repository wrote different JSON")
		}
	})
}

// sarifFindings counts the hallucinated-path and broken-image results of a
// SARIF file.
func sarifFindings(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var sarif struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &sarif); err != nil {
		t.Fatalf("report.sarif: %v", err)
	}
	n := 0
	for _, run := range sarif.Runs {
		for _, r := range run.Results {
			if r.RuleID == report.RuleHallucinatedPath || r.RuleID == report.RuleBrokenImage {
				n++
			}
		}
	}
	return n
}

// normalizeDurations blanks the timing fields, the only bytes allowed to
// differ between two runs (the clock is pinned, durations are measured).
func normalizeDurations(data []byte) []byte {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return data
	}
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case map[string]any:
			for k, val := range x {
				if k == "duration_ms" || k == "took_ms" {
					x[k] = 0
					continue
				}
				walk(val)
			}
		case []any:
			for _, val := range x {
				walk(val)
			}
		}
	}
	walk(v)
	out, _ := json.Marshal(v)
	return out
}
