package aggregator

import (
	"fmt"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// benchInput builds 20,000 tracked files and 50,000 claims from 500
// documents: exact, document-relative, partial, ambiguous, case-folded,
// missing (about one in six), line references and anchors.
func benchInput() Input {
	files := make([]string, 0, 20000)
	for i := 0; len(files) < 20000; i++ {
		files = append(files, fmt.Sprintf("pkg/m%03d/sub%02d/file%03d.go", i%200, i%7, i))
		files = append(files, fmt.Sprintf("docs/area%03d/page%03d.md", i%150, i))
	}
	lineCounts, anchors := map[string]int{}, map[string][]string{}
	for _, f := range files {
		lineCounts[f] = 200
		anchors[f] = []string{"intro", "usage", "details"}
	}
	claims := make([]evidence.Evidence, 0, 50000)
	for i := 0; len(claims) < 50000; i++ {
		doc := fmt.Sprintf("docs/area%03d/page%03d.md", (i/100)%150, i/100)
		f := files[(i*7919)%len(files)]
		var e evidence.Evidence
		switch i % 12 {
		case 0, 1, 2:
			e = claimEv(doc, i%300+1, evidence.KindCode, f)
		case 3:
			e = claimEv(doc, i%300+1, evidence.KindLink, "/"+f, anchor("usage"))
		case 4:
			e = claimEv(doc, i%300+1, evidence.KindCode, f, lines(i%250+1, 0))
		case 5:
			e = claimEv(doc, i%300+1, evidence.KindProse, f[len("pkg/m000/"):]) // partial
		case 6:
			e = claimEv(doc, i%300+1, evidence.KindTree, fmt.Sprintf("sub%02d/", i%7)) // ambiguous dir
		case 7:
			e = claimEv(doc, i%300+1, evidence.KindCode, fmt.Sprintf("PKG/M%03d/", i%200)) // case
		case 8, 9:
			e = claimEv(doc, i%300+1, evidence.KindCode, fmt.Sprintf("src/gone%05d.py", i%3000)) // missing
		case 10:
			e = claimEv(doc, i%300+1, evidence.KindLink, "../area001/page001.md", anchor("nope"))
		case 11:
			e = claimEv(doc, i%300+1, evidence.KindCode, "https://example.com/x", status(evidence.StatusNotAClaim))
		}
		e.ID = fmt.Sprintf("docs_PATH_CLAIM_%06d", i)
		claims = append(claims, e)
	}
	return Input{
		Evidence:    docsSet(claims...),
		Manifest:    evidence.NewManifest(files),
		Files:       fakeFacts{lines: lineCounts, anchors: anchors},
		Ignored:     gitignore,
		IgnoreGlobs: []string{"legacy/**", "docs/area149/*.md:**"},
	}
}

func BenchmarkAggregate(b *testing.B) {
	in := benchInput()
	b.ReportAllocs()
	b.ResetTimer()
	var out Output
	for b.Loop() {
		out = Aggregate(in)
	}
	b.StopTimer()
	b.ReportMetric(float64(out.Stats.Claims), "claims")
	b.ReportMetric(float64(out.Stats.Flags), "flags")
	b.ReportMetric(float64(out.Stats.Resolved), "resolved")
	b.ReportMetric(float64(out.Stats.Ambiguous), "ambiguous")
	b.ReportMetric(float64(out.Stats.BrokenAnchors+out.Stats.MissingLines), "bad_refs")
}
