package repo

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestManifestSummary(t *testing.T) {
	evs, _ := runOn(t, map[string]string{
		"README.md": "# x", "go.mod": "module x", "cmd/a/main.go": "package main",
		"pkg/b.go": "package b", "link@": "target", ".github/workflows/ci.yml": "on: push",
	}, nil)
	got := ofClass(evs, evidence.ClassFileManifest)
	if len(got) != 1 {
		t.Fatalf("want one FILE_MANIFEST, got %d", len(got))
	}
	want := map[string]any{
		"files": 6, "bytes": int64(3 + 8 + 12 + 9 + 6 + 8), "regular": 5, "executables": 0, "symlinks": 1,
		"submodules": 0, "root_files": 3, "top_level_dirs": []string{".github/", "cmd/", "pkg/"}, "top_level_dirs_total": 3,
	}
	if diff := cmp.Diff(want, got[0].Data); diff != "" {
		t.Errorf("manifest data (-want +got):\n%s", diff)
	}
	if !got[0].Found || !strings.Contains(got[0].Content, "6 tracked files") {
		t.Errorf("content %q", got[0].Content)
	}
}

func TestEmptyRepository(t *testing.T) {
	evs, _ := runOn(t, map[string]string{}, nil)
	for _, c := range []evidence.Class{evidence.ClassFileManifest, evidence.ClassLanguages} {
		if e := ofClass(evs, c); len(e) != 1 || e[0].Found {
			t.Errorf("%s on empty repo: %+v", c, e)
		}
	}
	if n := len(ofClass(evs, evidence.ClassFilePresence)); n != len(presenceChecks) {
		t.Errorf("want %d presence records on an empty repo, got %d", len(presenceChecks), n)
	}
}

func TestTallyLanguages(t *testing.T) {
	files := []reposnap.File{
		{Path: "a.go", Size: 100}, {Path: "b.go", Size: 50}, {Path: "c.py", Size: 150},
		{Path: "d.ts", Size: 30}, {Path: "e.tsx", Size: 20}, {Path: "f.rs", Size: 50},
		{Path: "Dockerfile", Size: 10}, {Path: "vendor/x/y.go", Size: 9999}, {Path: "node_modules/m/i.js", Size: 9999},
		{Path: "notes.unknownext", Size: 500}, {Path: "l.go", Size: 999, Mode: reposnap.Symlink},
	}
	want := []langStat{
		{"Go", 2, 150}, {"Python", 1, 150}, {"TypeScript", 2, 50}, {"Rust", 1, 50}, {"Dockerfile", 1, 10},
	}
	if diff := cmp.Diff(want, tallyLanguages(files)); diff != "" {
		t.Errorf("tallyLanguages (-want +got):\n%s", diff)
	}
}

func TestPresence(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		want  map[string]string // check -> location ("" = not found)
	}{
		{"bare", []string{"main.py"}, map[string]string{
			"readme": "", "license": "", "tests": "", "ci": "", "gitignore": "", "dependency_manifest": "", "lock_file": ""}},
		{"go project", []string{"README.md", "docs/README.md", "LICENSE", "go.mod", "go.sum", "x_test.go", ".gitignore", ".github/workflows/ci.yaml"},
			map[string]string{"readme": "README.md", "license": "LICENSE", "tests": "x_test.go", "ci": ".github/workflows/ci.yaml",
				"gitignore": ".gitignore", "dependency_manifest": "go.mod", "lock_file": "go.sum"}},
		{"python project", []string{"docs/readme.rst", "COPYING.txt", "pyproject.toml", "uv.lock", "tests/test_app.py", ".gitlab-ci.yml"},
			map[string]string{"readme": "docs/readme.rst", "license": "COPYING.txt", "tests": "tests/test_app.py", "ci": ".gitlab-ci.yml",
				"gitignore": "", "dependency_manifest": "pyproject.toml", "lock_file": "uv.lock"}},
		{"js project", []string{"src/app.spec.ts", "package.json", "pnpm-lock.yaml", ".circleci/config.yml", "LICENSE.md"},
			map[string]string{"readme": "", "license": "LICENSE.md", "tests": "src/app.spec.ts", "ci": ".circleci/config.yml",
				"gitignore": "", "dependency_manifest": "package.json", "lock_file": "pnpm-lock.yaml"}},
		{"look-alikes and vendored", []string{"src/README.md", "src/LICENSE", "vendor/x/x_test.go", "node_modules/p/package.json",
			".github/workflows/README.md", "tests/data.csv", "requirements-dev.txt", "testing.md"},
			map[string]string{"readme": "", "license": "", "tests": "", "ci": "", "gitignore": "",
				"dependency_manifest": "requirements-dev.txt", "lock_file": ""}},
		{"test dirs and names", []string{"__tests__/a.js", "spec/models/user_spec.rb"},
			map[string]string{"readme": "", "license": "", "tests": "__tests__/a.js", "ci": "", "gitignore": "", "dependency_manifest": "", "lock_file": ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{}
			for _, f := range tt.files {
				files[f] = "x"
			}
			evs, _ := runOn(t, files, nil)
			got := map[string]string{}
			for check, e := range byData(evs, evidence.ClassFilePresence, "check") {
				if e.Found != (e.Location != ".") {
					t.Errorf("%s: found=%v with location %q", check, e.Found, e.Location)
				}
				if e.Found {
					got[check] = e.Location
				} else {
					got[check] = ""
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("presence (-want +got):\n%s", diff)
			}
		})
	}
}

func TestManifestsWithoutLock(t *testing.T) {
	evs, _ := runOn(t, map[string]string{
		"package.json": "{}", "web/package.json": "{}", "web/yarn.lock": "", "requirements.txt": "", "svc/go.mod": "",
	}, nil)
	e := byData(evs, evidence.ClassFilePresence, "check")["lock_file"]
	want := []string{"package.json", "svc/go.mod"}
	if diff := cmp.Diff(want, e.Data["manifests_without_lock"]); diff != "" {
		t.Errorf("manifests_without_lock (-want +got):\n%s", diff)
	}
}
