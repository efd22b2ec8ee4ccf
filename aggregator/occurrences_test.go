package aggregator

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Two documents citing the same missing path (the second twice in one
// sentence is still one claim of that document) give one flag whose
// occurrences keep both citing locations.
func TestFlagKeepsEveryOccurrence(t *testing.T) {
	mk := func(doc string, line int, ctx string) evidence.Evidence {
		return evidence.Evidence{
			ID: evidence.ID(evidence.Docs, evidence.ClassPathClaim, doc, "src/gone.py"), Source: evidence.Docs,
			Class: evidence.ClassPathClaim, Location: doc, Line: line, Content: ctx, Confidence: 0.9,
			Claim: &evidence.Claim{Document: doc, Line: line, Kind: evidence.KindCode, Text: "src/gone.py", Context: ctx},
		}
	}
	out := Aggregate(Input{
		Evidence: evidence.Set{evidence.Repo: {}, evidence.Vision: {}, evidence.Docs: {
			mk("README.md", 3, "See `src/gone.py`."),
			mk("docs/guide.md", 7, "Both `src/gone.py` and `src/gone.py` again."),
		}},
		Manifest:        evidence.NewManifest([]string{"README.md", "docs/guide.md", "src/main.py"}),
		FlagUnconfirmed: true,
	})
	var flags []evidence.Evidence
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassDocumentClaim {
			flags = append(flags, e)
		}
	}
	if len(flags) != 1 || out.Stats.Hallucinated != 2 {
		t.Fatalf("want 1 flag for 2 hallucinated claims, got %d flags, %+v", len(flags), out.Stats)
	}
	want := []evidence.Occurrence{
		{Document: "README.md", Line: 3, Text: "src/gone.py", Context: "See `src/gone.py`."},
		{Document: "docs/guide.md", Line: 7, Text: "src/gone.py", Context: "Both `src/gone.py` and `src/gone.py` again."},
	}
	if diff := cmp.Diff(want, flags[0].Occurrences); diff != "" {
		t.Fatalf("occurrences (-want +got):\n%s", diff)
	}
}
