package realworld

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestCodeClaimLabelsValid validates every code-claims/*.json file
// against codeclaims.schema.json and checks what the schema cannot: the
// file is named after its repository, which has a label file of the same
// commit and split, and no mention is labelled twice.
func TestCodeClaimLabelsValid(t *testing.T) {
	sch, err := jsonschema.NewCompiler().Compile("codeclaims.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	names, _ := filepath.Glob("code-claims/*.json")
	if len(names) == 0 {
		t.Fatal("no label files under code-claims/")
	}
	labels, err := LoadDir("labels")
	if err != nil {
		t.Fatal(err)
	}
	byRepo := map[string]File{}
	for _, f := range labels {
		byRepo[f.Repo] = f
	}
	for _, n := range names {
		r, err := os.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(r)
		r.Close()
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		var f CodeClaimFile
		if b, err := os.ReadFile(n); err != nil || json.Unmarshal(b, &f) != nil {
			t.Errorf("%s: cannot be read as a code-claim file", n)
			continue
		}
		if want := strings.Replace(f.Repo, "/", "__", 1) + ".json"; filepath.Base(n) != want {
			t.Errorf("%s: holds labels for %s, want file name %s", n, f.Repo, want)
		}
		if l, ok := byRepo[f.Repo]; !ok || l.Commit != f.Commit || l.Split != f.Split {
			t.Errorf("%s: no label file of %s at %s (%s)", n, f.Repo, f.Commit, f.Split)
		}
		seen := map[string]bool{}
		for _, m := range f.Mentions {
			if seen[m.Key()] {
				t.Errorf("%s: %s %q at %s:%d labelled twice", n, m.Kind, m.Text, m.Document, m.Line)
			}
			seen[m.Key()] = true
		}
	}
}

func TestScoreCode(t *testing.T) {
	m := func(kind, text, label string) CodeMention {
		return CodeMention{Kind: kind, Document: "README.md", Line: 1, Text: text, Label: label}
	}
	labels := []CodeMention{
		m("command", "make audit", Hallucinated), m("command", "make test", CodeLabelResolves),
		m("command", "make docs", NotAClaim), m("command", "make gone", Hallucinated),
		m("symbol", "run()", Ambiguous), m("symbol", "merge()", Hallucinated),
	}
	flagged := map[string]bool{
		labels[0].Key(): true, labels[2].Key(): true, labels[4].Key(): true, labels[5].Key(): true,
		m("symbol", "unlabelled()", "").Key(): true,
	}
	got := ScoreCode(labels, flagged)
	want := map[string]*CodeScore{"command": {TP: 1, FP: 1, FN: 1}, "symbol": {TP: 1, FP: 1, Ambiguous: 1}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
