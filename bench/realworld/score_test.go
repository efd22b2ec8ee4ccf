package realworld

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestMatches(t *testing.T) {
	tests := []struct {
		name string
		m    Mention
		f    Flag
		want bool
	}{
		{"same path", Mention{Path: "src/a.py", Text: "a.py"}, Flag{Path: "src/a.py"}, true},
		{"label full, flag bare", Mention{Path: "tests/test_x.py", Text: "test_x.py"}, Flag{Path: "test_x.py"}, true},
		{"flag full, label bare", Mention{Path: "x.md", Text: "x.md"}, Flag{Path: "docs/x.md"}, true},
		{"dot slash and trailing slash", Mention{Path: "./audits/", Text: "audits/"}, Flag{Path: "audits"}, true},
		{"partial name is no suffix", Mention{Path: "ifier.ts", Text: "ifier.ts"}, Flag{Path: "src/notifier.ts"}, false},
		{"other path", Mention{Path: "src/a.py", Text: "a.py"}, Flag{Path: "src/b.py"}, false},
		{"anchor", Mention{Path: "README.md#-features", Text: "#-features"}, Flag{Path: "README.md", Anchor: "-features"}, true},
		{"anchor differs", Mention{Path: "README.md#-features", Text: "#-features"}, Flag{Path: "README.md", Anchor: "-install"}, false},
		{"anchor label, plain flag", Mention{Path: "README.md#x", Text: "#x"}, Flag{Path: "README.md"}, false},
		{"a line fragment is no heading anchor", Mention{Path: "cmd/rules/rule.go", Text: "https://github.com/o/r/blob/master/cmd/rules/rule.go#L31"}, Flag{Path: "cmd/rules/rule.go", Text: "/cmd/rules/rule.go"}, true},
		{"windows separators", Mention{Path: `.venv\Scripts\activate`, Text: `.venv\Scripts\activate`}, Flag{Path: ".venv/Scripts/activate"}, true},
	}
	for _, tc := range tests {
		if got := matches(&tc.m, &tc.f); got != tc.want {
			t.Errorf("%s: matches = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestScoreRepo(t *testing.T) {
	f := File{Repo: "o/r", Split: "dev", Group: "student", Documents: []Document{
		{Path: "README.md", Mentions: []Mention{
			{Text: "a.py", Path: "src/a.py", Label: Hallucinated},
			{Text: "b.py", Path: "src/b.py", Label: Hallucinated},
			{Text: "┐/x", Path: "┐/x", Label: NotAClaim},
			{Text: "c.py", Path: "c.py", Label: Ambiguous},
		}},
		{Path: "docs/empty.md"},
	}}
	flags := []Flag{
		{Document: "README.md", Path: "src/a.py"},
		{Document: "README.md", Path: "a.py"},      // second spelling of a labelled path: not counted twice
		{Document: "README.md", Path: "src/a.py"},  // same path again
		{Document: "README.md", Path: "┐/x"},       // labelled not a claim
		{Document: "README.md", Path: "c.py"},      // ambiguous: counted nowhere
		{Document: "docs/empty.md", Path: "zz.go"}, // unlabelled flag in a labelled document
		{Document: "UNLABELLED.md", Path: "q.go"},  // document not labelled: ignored
	}
	s := ScoreRepo(f, flags)
	got := []int{s.TP, s.FP, s.FN, s.Ambiguous}
	if diff := cmp.Diff([]int{1, 2, 1, 1}, got); diff != "" {
		t.Errorf("tp, fp, fn, ambiguous (-want +got):\n%s", diff)
	}
	if s.AllFlags != 6 || !s.RealBroken {
		t.Errorf("AllFlags %d RealBroken %v, want 6 distinct flags in all documents and a real broken reference", s.AllFlags, s.RealBroken)
	}
	var tot Totals
	tot.Add(s)
	if p, r := tot.Precision(), tot.Recall(); p != 1.0/3 || r != 0.5 {
		t.Errorf("precision %v recall %v, want 1/3 and 1/2", p, r)
	}
	if got := tot.FalsePer10Docs(); got != 10 {
		t.Errorf("false flags per 10 documents = %v, want 10", got)
	}
}

// TestMissingFileAnchorsArePath: links to one missing file under several
// anchors are one path, matched by the label of the file whether or not
// the label wrote an anchor; a bad anchor of an existing file keeps its own.
func TestMissingFileAnchorsArePath(t *testing.T) {
	f := File{Repo: "o/r", Documents: []Document{{Path: "docs/index.md", Mentions: []Mention{
		{Text: "./docs/api/D.md", Path: "docs/docs/api/D.md", Label: Hallucinated},
		{Text: "./api/E.md#x", Path: "docs/api/E.md#x", Label: Hallucinated},
		{Text: "./api/D.md#gone", Path: "docs/api/D.md#gone", Label: Hallucinated},
	}}}}
	missing := string(evidence.StatusMissing)
	var flags []Flag
	for _, a := range []string{"one", "two", "three"} {
		flags = append(flags, Flag{Document: "docs/index.md", Path: "docs/docs/api/D.md", Anchor: a, Status: missing})
	}
	flags = append(flags,
		Flag{Document: "docs/index.md", Path: "docs/api/E.md", Anchor: "y", Status: missing},
		Flag{Document: "docs/index.md", Path: "docs/api/D.md", Anchor: "gone", Status: string(evidence.StatusBadAnchor)})
	s := ScoreRepo(f, flags)
	if got := []int{s.TP, s.FP, s.FN}; !cmp.Equal(got, []int{3, 0, 0}) {
		t.Errorf("tp, fp, fn = %v, want [3 0 0]", got)
	}
}
