package realworld

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAttribute: each miss is put on the stage that lost it and each flag
// on the stage that raised it.
func TestAttribute(t *testing.T) {
	f := File{Repo: "o/r", Split: "dev", Documents: []Document{{Path: "README.md", Mentions: []Mention{
		{Text: "a.py", Path: "src/a.py", Label: Hallucinated},        // flagged, weighed by the tie model
		{Text: "b.md", Path: "docs/b.md", Label: Hallucinated},       // flagged, a link
		{Text: "c.py", Path: "src/c.py", Label: Hallucinated},        // unconfirmed
		{Text: "d.py", Path: "src/d.py", Label: Hallucinated},        // ruled not a claim
		{Text: "e.py", Path: "src/e.py", Label: Hallucinated},        // resolved elsewhere
		{Text: "f.py", Path: "src/f.py", Label: Hallucinated},        // never extracted
		{Text: "x/y", Path: "x/y", Label: NotAClaim, Class: "other"}, // a false flag, weighed
	}}}}
	flag := func(text, p string, line int) Flag {
		return Flag{Document: "README.md", Text: text, Path: p, Line: line, Status: "missing"}
	}
	d := Detection{
		Flags:       []Flag{flag("a.py", "src/a.py", 1), flag("b.md", "docs/b.md", 2), flag("x/y", "x/y", 7)},
		Unconfirmed: []Flag{{Document: "README.md", Text: "c.py", Path: "src/c.py", Line: 3, Status: "unconfirmed", Reason: "does not exist, but is weakly tied: not flagged"}},
		Others: []Flag{
			{Document: "README.md", Text: "d.py", Path: "src/d.py", Line: 4, Status: "not_a_claim", Reason: "proposal, plan or example (x)"},
			{Document: "README.md", Text: "e.py", Path: "lib/src/e.py", Line: 5, Status: "resolved"},
		},
		Weighed: []Weighed{{Flag: flag("a.py", "a.py", 1)}, {Flag: flag("x/y", "x/y", 7)}, {Flag: flag("c.py", "c.py", 3)}},
	}
	s := ScoreRepo(f, d.Flags)
	AttributeFlags(&s, d)
	AttributeMisses(&s, d)
	got := map[string]string{}
	for _, o := range s.Outcomes {
		key := o.Verdict + " "
		if o.Flag != nil {
			key += o.Flag.Text
		} else {
			key += o.Mention.Text
		}
		got[key] = o.Stage
	}
	want := map[string]string{
		"tp a.py": StageTie, "tp b.md": StageKnown, "fp x/y": StageTie,
		"fn c.py": StageVerdict + ": does not exist, but is weakly tied",
		"fn d.py": StageIntent + ": proposal, plan or example",
		"fn e.py": StageResolution + ": lib/src/e.py",
		"fn f.py": StageCandidates,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("stages (-want +got):\n%s", diff)
	}
	var b bytes.Buffer
	WriteStages(&b, []Score{s})
	for _, line := range []string{"tie                      tp    1  fp    1  fn    0", "candidates               tp    0  fp    0  fn    1"} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("WriteStages lacks %q:\n%s", line, b.String())
		}
	}
}
