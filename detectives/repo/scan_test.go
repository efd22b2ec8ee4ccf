package repo

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// findingKeys renders findings of a class as "rule path:line", sorted.
func findingKeys(evs []evidence.Evidence, c evidence.Class) []string {
	var out []string
	for _, e := range ofClass(evs, c) {
		if e.Found {
			out = append(out, fmt.Sprintf("%s %s:%d", e.Data["rule"], e.Location, e.Line))
		}
	}
	sort.Strings(out)
	return out
}

func TestScanFindings(t *testing.T) {
	files := map[string]string{
		".env":                "OPENAI_API_KEY=sk-live-value\nexport DB_PASSWORD=hunter2\n",
		".env.example":        "OPENAI_API_KEY=\n",
		"config/settings.py":  "DEBUG = True\nAWS = \"" + fakeAWS + "\"\n",
		"certs/server.key":    fakePrivKey,
		"src/tools/git.py":    "import os, subprocess\n\ndef clone(u):\n    os.system(\"git clone \" + u)\n    subprocess.run(\n        u, shell=True)\n",
		"vendor/lib/x.py":     "os.system(cmd)\n",
		"node_modules/a/.env": "X=1",
		"img.png":             "\x89PNG\x00\x00" + fakeAWS,
		"data.txt":            "bin\x00ary " + fakeAWS,
		"docs/guide.md":       "Never call os.system(cmd) in Python.\n",
		"run.go":              "package main\nfunc f(s string) { exec.Command(\"bash\", \"-c\", s).Run() }\n",
	}
	evs, in := runOn(t, files, nil)
	wantSecrets := []string{
		"aws-access-key-id config/settings.py:2",
		"dotenv .env:0",
		"private-key-file certs/server.key:1",
	}
	if diff := cmp.Diff(wantSecrets, findingKeys(evs, evidence.ClassSecretFile)); diff != "" {
		t.Errorf("secret findings (-want +got):\n%s", diff)
	}
	wantSec := []string{
		"go-exec-shell run.go:2",
		"py-os-system src/tools/git.py:4",
		"py-subprocess-shell src/tools/git.py:5",
	}
	if diff := cmp.Diff(wantSec, findingKeys(evs, ClassSecurityPattern)); diff != "" {
		t.Errorf("security findings (-want +got):\n%s", diff)
	}
	for _, e := range ofClass(evs, evidence.ClassSecretFile) {
		if e.Data["rule"] == "dotenv" {
			if diff := cmp.Diff([]string{"OPENAI_API_KEY", "DB_PASSWORD"}, e.Data["variables"]); diff != "" {
				t.Errorf("dotenv variables (-want +got):\n%s", diff)
			}
		}
	}
	if w := in.Warnings(); len(w) != 0 {
		t.Errorf("unexpected warnings %+v", w)
	}
}

// TestNoSecretInEvidence plants every secret example and checks that no
// secret value reaches the encoded evidence.
func TestNoSecretInEvidence(t *testing.T) {
	files := map[string]string{}
	var secrets []string
	for i, p := range secretPatterns {
		for j, ex := range p.TruePositives {
			files[fmt.Sprintf("f%d_%d/%s", i, j, ex.Path)] = ex.Text
		}
		secrets = append(secrets, secretValues(t, p)...)
	}
	files[".npmrc"] = secretFiles[6].TruePositives[0].Text
	secrets = append(secrets, "npm_abcdef0123456789")
	evs, _ := runOn(t, files, nil)
	raw, err := json.Marshal(evs)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secrets {
		if strings.Contains(string(raw), s) {
			t.Errorf("secret %.8s… leaked into evidence", s)
		}
	}
	if n := len(findingKeys(evs, evidence.ClassSecretFile)); n < len(secretPatterns) {
		t.Errorf("only %d secret findings for %d rules", n, len(secretPatterns))
	}
}

func TestNothingFoundIsRecorded(t *testing.T) {
	evs, _ := runOn(t, map[string]string{"main.go": "package main\n", "a.py": "print('hi')\n"}, nil)
	for _, c := range []evidence.Class{evidence.ClassSecretFile, ClassSecurityPattern} {
		got := ofClass(evs, c)
		if len(got) != 1 || got[0].Found || got[0].Data["files_scanned"] != 2 || got[0].Confidence != 0.8 {
			t.Errorf("%s: want one found=false record over 2 files, got %+v", c, got)
		}
	}
}

func TestScanLimits(t *testing.T) {
	files := map[string]string{}
	for i := range 10 {
		files[fmt.Sprintf("f%02d.py", i)] = strings.Repeat("x", 90) + "\nos.system(c)\n"
	}
	in := &detectives.Input{Snapshot: reposnap.NewMemory(files, nil)}
	sc := newScanner(in, ScanLimits{MaxBytes: 500, MaxFindings: 3, MaxWarnings: 1})
	evs, err := sc.scan(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if sc.stats.Files != 4 || !sc.stats.Truncated || sc.stats.Skipped != 6 {
		t.Errorf("stats %+v: want 4 files read then truncation", sc.stats)
	}
	sec := ofClass(evs, ClassSecurityPattern)
	if len(sec) != 3 || sec[0].Data["findings_not_listed"] != 1 {
		t.Errorf("want 3 findings listed and 1 not listed, got %d: %+v", len(sec), sec)
	}
	if w := in.Warnings(); len(w) != 1 || !strings.Contains(w[0].Message, "stopped after 500 bytes") {
		t.Errorf("warnings %+v", w)
	}
}

func TestOversizedFileWarns(t *testing.T) {
	files := map[string]string{"big.py": "os.system(x)\n" + strings.Repeat("y", int(reposnap.DefaultLimits.MaxFileSize))}
	for i := range 3 {
		files[fmt.Sprintf("big%d.txt", i)] = files["big.py"]
	}
	in := &detectives.Input{Snapshot: reposnap.NewMemory(files, nil)}
	sc := newScanner(in, ScanLimits{MaxBytes: 1 << 40, MaxFindings: 10, MaxWarnings: 2})
	evs, err := sc.scan(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	w := in.Warnings()
	if len(w) != 3 || w[0].Location != "big.py" || !strings.Contains(w[2].Message, "2 more files") {
		t.Errorf("want 2 located warnings and a summary, got %+v", w)
	}
	if none := ofClass(evs, ClassSecurityPattern); len(none) != 1 || none[0].Found || none[0].Confidence != 0.5 {
		t.Errorf("an unscanned file must lower confidence in absence: %+v", none)
	}
}

func TestScanHonoursContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := &detectives.Input{Snapshot: reposnap.NewMemory(map[string]string{"a.py": "os.system(x)"}, nil)}
	if _, err := Detective.Run(ctx, in); err == nil {
		t.Error("Run with a cancelled context returned no error")
	}
}
