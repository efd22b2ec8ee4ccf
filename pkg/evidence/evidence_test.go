package evidence

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDocumentClaimID(t *testing.T) {
	sum := sha256.Sum256([]byte("src/missing.py"))
	want := "docs_DOCUMENT_CLAIM_" + hex.EncodeToString(sum[:])[:8]
	if got := DocumentClaimID("src/missing.py"); got != want {
		t.Fatalf("DocumentClaimID = %q, want %q", got, want)
	}
	if ID(Repo, ClassFileManifest, "a", "b") == ID(Repo, ClassFileManifest, "ab") {
		t.Fatal("ID must separate parts")
	}
}

func ev(src Source, id string) Evidence {
	return Evidence{ID: id, Source: src, Content: id + string(src)}
}

func TestMergeFirstWinsAcrossSources(t *testing.T) {
	a := Set{Repo: {ev(Repo, "x"), ev(Repo, "y")}, Docs: {}}
	b := Set{Docs: {ev(Docs, "x"), ev(Docs, "z"), ev(Docs, "z")}, Vision: {ev(Vision, "y")}}
	got := Merge(a, b)
	want := Set{
		Repo:   {ev(Repo, "x"), ev(Repo, "y")},
		Docs:   {ev(Docs, "z")},
		Vision: {},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("Merge mismatch (-want +got):\n%s", d)
	}
	if len(a[Repo]) != 2 || len(b[Docs]) != 3 {
		t.Fatal("Merge mutated its input")
	}
}

func TestMergeKeepsEmptyKeys(t *testing.T) {
	got := Merge(Set{Docs: nil})
	if _, ok := got[Docs]; !ok {
		t.Fatal("empty docs key dropped: a source that ran must stay visible")
	}
	if _, ok := got[Repo]; ok {
		t.Fatal("repo key invented")
	}
}

func TestManifest(t *testing.T) {
	m := NewManifest([]string{"src/nodes/judges.py", "src/tools/git.py", "tools/git.py", "README.md", "README.md"})
	if m.Len() != 4 {
		t.Fatalf("Len = %d, want 4", m.Len())
	}
	for _, p := range []string{"src", "src/nodes", "", ".", "tools/"} {
		if !m.HasDir(p) {
			t.Errorf("HasDir(%q) = false", p)
		}
	}
	if m.HasDir("src/nodes/judges.py") || m.Has("nodes") {
		t.Error("file reported as dir, or partial dir matched")
	}
	if d := cmp.Diff([]string{"src/tools/git.py", "tools/git.py"}, m.WithSuffix("tools/git.py")); d != "" {
		t.Error(d)
	}
	if d := cmp.Diff([]string{"src/nodes/judges.py"}, m.WithSuffix("judges.py")); d != "" {
		t.Error(d)
	}
	if got := m.WithSuffix("s.py"); got != nil {
		t.Errorf("suffix must match whole path segments, got %v", got)
	}
	if d := cmp.Diff([]string{"README.md"}, m.FoldCase("Readme.md")); d != "" {
		t.Error(d)
	}
}

func TestTruncate(t *testing.T) {
	if got := Truncate("héllo", 2); got != "h…" {
		t.Fatalf("Truncate cut inside a rune: %q", got)
	}
	if got := Truncate("abc", 3); got != "abc" {
		t.Fatalf("Truncate changed a short string: %q", got)
	}
}
