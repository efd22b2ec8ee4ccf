package aggregator

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A sentence citing an absolute path and another (missing) path is the
// context of both claims and of the missing path's flag: the absolute path
// must be redacted from all of them.
func TestAbsolutePathRedactedFromSiblingClaims(t *testing.T) {
	ctx := "Do not read `/etc/passwd` or `src/missing.py`."
	mk := func(text string) evidence.Evidence {
		return evidence.Evidence{
			ID: evidence.ID(evidence.Docs, evidence.ClassPathClaim, "README.md", text), Source: evidence.Docs,
			Class: evidence.ClassPathClaim, Location: "README.md", Line: 3, Content: ctx,
			Claim: &evidence.Claim{Document: "README.md", Line: 3, Kind: evidence.KindCode, Text: text, Context: ctx},
		}
	}
	out := Aggregate(Input{
		Evidence: evidence.Set{evidence.Repo: {}, evidence.Docs: {mk("/etc/passwd"), mk("src/missing.py")}, evidence.Vision: {}},
		Manifest: evidence.NewManifest([]string{"README.md", "src/main.py"}),
	})
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "/etc/") {
		t.Fatalf("absolute path leaked into the output: %s", b)
	}
	if out.Stats.Hallucinated != 1 {
		t.Fatalf("the missing sibling path must still be flagged: %+v", out.Stats)
	}
}
