package aggregator

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// guideDoc is the DOCUMENT evidence of a usage guide that addresses its
// reader (30 second-person pronouns per thousand words), as the docs
// detective records it.
func guideDoc(name string) evidence.Evidence {
	return evidence.Evidence{
		ID: evidence.ID(evidence.Docs, evidence.ClassDocument, name), Source: evidence.Docs,
		Class: evidence.ClassDocument, Location: name, Found: true,
		Data: map[string]any{"format": "markdown", "external": false, "voice": map[string]any{
			"words": 400, "you_per_1000": 30, "i_per_1000": 0, "we_per_1000": 0, "quote_lines": 0, "handles": 0,
		}},
	}
}

// weakClaim is a guide's mention of the reader's own settings file: under
// a directory the repository does not have, with an extension it does not
// use, in a sentence addressed to the reader.
func weakClaim(kind evidence.ClaimKind) evidence.Evidence {
	return claimEv("docs/guide.md", 7, kind, "conf/site.cfg", ctx("Put your settings in `conf/site.cfg` and pass it with --config."))
}

// tiedClaim is an invented module beside real ones.
func tiedClaim() evidence.Evidence {
	return claimEv("docs/guide.md", 9, evidence.KindCode, "src/nodes/scoring.py", ctx("The scores are computed in `src/nodes/scoring.py`."))
}

func tieInput(claims ...evidence.Evidence) Input {
	in := testInput(append([]evidence.Evidence{guideDoc("docs/guide.md")}, claims...)...)
	in.FlagUnconfirmed = false
	return in
}

// statusOf returns the final status and reason of the claim of text.
func statusOf(t *testing.T, out Output, text string) (evidence.ClaimStatus, string) {
	t.Helper()
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim && e.Claim != nil && e.Claim.Text == text {
			return e.Claim.Status, e.Claim.Reason
		}
	}
	t.Fatalf("no claim %q", text)
	return "", ""
}

// TestTieUnconfirmed: a missing path weakly tied to the repository is
// unconfirmed (with its tie score in the reason), counted and not flagged;
// an invented file beside tracked ones is still flagged.
func TestTieUnconfirmed(t *testing.T) {
	out := Aggregate(tieInput(weakClaim(evidence.KindCode), tiedClaim()))
	st, why := statusOf(t, out, "conf/site.cfg")
	if st != StatusUnconfirmed || !strings.Contains(why, "weakly tied") || !strings.Contains(why, "tie 0.") {
		t.Errorf("conf/site.cfg: %s (%s), want unconfirmed with its tie", st, why)
	}
	if st, why := statusOf(t, out, "src/nodes/scoring.py"); st != evidence.StatusMissing {
		t.Errorf("src/nodes/scoring.py: %s (%s), want missing", st, why)
	}
	if out.Stats.Unconfirmed != 1 || out.Stats.Hallucinated != 1 || out.Stats.Flags != 1 {
		t.Errorf("stats %+v: want 1 unconfirmed, 1 hallucinated, 1 flag", out.Stats)
	}
	for _, e := range added(out) {
		if e.Location == "conf/site.cfg" {
			t.Errorf("an unconfirmed path was flagged: %+v", e)
		}
	}
}

// TestTieExemptions: the model is off with FlagUnconfirmed; a user's
// suppression wins over it; a broken link of a tracked document, a ticked
// task's file and a path the history deleted are never weighed.
func TestTieExemptions(t *testing.T) {
	strict := tieInput(weakClaim(evidence.KindCode))
	strict.FlagUnconfirmed = true
	if st, _ := statusOf(t, Aggregate(strict), "conf/site.cfg"); st != evidence.StatusMissing {
		t.Errorf("FlagUnconfirmed: %s, want missing", st)
	}
	silenced := tieInput(weakClaim(evidence.KindCode))
	silenced.IgnoreGlobs = []string{"conf/**"}
	if st, _ := statusOf(t, Aggregate(silenced), "conf/site.cfg"); st != StatusSuppressed {
		t.Errorf("ignored by glob: %s, want suppressed", st)
	}
	if st, _ := statusOf(t, Aggregate(tieInput(weakClaim(evidence.KindLink))), "conf/site.cfg"); st != evidence.StatusMissing {
		t.Errorf("a broken link of a tracked document: %s, want missing", st)
	}
	ticked := claimEv("docs/guide.md", 7, evidence.KindCode, "conf/site.cfg", ctx("- [x] Put the settings in `conf/site.cfg`"))
	if st, why := statusOf(t, Aggregate(tieInput(ticked)), "conf/site.cfg"); st != evidence.StatusMissing {
		t.Errorf("a ticked task's file that never existed: %s (%s), want missing", st, why)
	}
	tickedBare := claimEv("docs/guide.md", 7, evidence.KindCode, "site.cfg", ctx("- [x] Parse `site.cfg` (string or array)"))
	if st, why := statusOf(t, Aggregate(tieInput(tickedBare)), "site.cfg"); st != StatusUnconfirmed {
		t.Errorf("a bare name on a ticked task: %s (%s), want unconfirmed (weighed)", st, why)
	}
	stale := tieInput(weakClaim(evidence.KindCode))
	stale.Past = []PastPath{{Path: "conf/site.cfg", Commit: strings.Repeat("ab", 20), Date: time.Unix(1.7e9, 0), Subject: "drop conf"}}
	if st, why := statusOf(t, Aggregate(stale), "conf/site.cfg"); st != evidence.StatusMissing || !strings.Contains(why, "stale") {
		t.Errorf("a deleted path: %s (%s), want missing as a stale reference", st, why)
	}
}

// TestStructFeatures places missing paths in the tree of testFiles.
func TestStructFeatures(t *testing.T) {
	m := evidence.NewManifest(testFiles)
	x := newIndex(m)
	cases := map[string][]string{
		"setup.cfg":            {"bare"},
		"judges.py":            {"bare", "ext_in_repo"},
		"Makefile":             {"bare", "no_ext"},
		"src/nodes/scoring.py": {"parent", "ext_in_repo"},
		"nodes/scoring.py":     {"parent", "ext_in_repo"}, // the end of src/nodes
		"src/util/x.go":        {"top_only", "ext_in_repo"},
		"billing/schemas/":     {"foreign", "no_ext"},
		"conf/site.cfg":        {"foreign"},
	}
	for p, want := range cases {
		if got := structFeatures(x, p); !cmp.Equal(got, want) {
			t.Errorf("structFeatures(%q) = %v, want %v", p, got, want)
		}
	}
}

// TestContextWords keeps the words of the sentence, lower-cased, without
// the mention and other paths.
func TestContextWords(t *testing.T) {
	got := contextWords("Put YOUR settings in `conf/site.cfg` (see app.yaml), then run it!", "conf/site.cfg")
	want := []string{"in", "it", "put", "run", "see", "settings", "then", "your"}
	if !cmp.Equal(got, want) {
		t.Errorf("contextWords = %v, want %v", got, want)
	}
}

// TestTieLogitSortedOrder: the logit is summed in sorted feature order.
// With these weights two of the six orders of summation give a different
// float (0.1 + 1e-17 - 0.1 is 0; 0.1 - 0.1 + 1e-17 is not), so a sum in
// map order fails this test with near certainty over 100 fresh maps.
func TestTieLogitSortedOrder(t *testing.T) {
	w := map[string]float64{"a": 0.1, "b": -0.1, "c": 1e-17}
	want := 0.0
	for _, k := range []string{"a", "b", "c"} { // sorted
		want += w[k]
	}
	for i := 0; i < 100; i++ {
		f := map[string]float64{"c": 1, "a": 1, "b": 1}
		if got := tieLogit(w, 0, f); got != want {
			t.Fatalf("run %d: logit %v, want the sorted-order sum %v", i, got, want)
		}
	}
	if s := tieScore(nil, 0, nil); s != 0.5 {
		t.Errorf("empty model scores %v, want 0.5", s)
	}
}
