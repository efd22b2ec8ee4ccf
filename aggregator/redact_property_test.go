package aggregator

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Absolute-looking mentions and relative paths that contain them as
// substrings (the shapes that corrupted real reports: `/mcp` inside
// docs/features/mcp.md, `/speckit.tasks` beside .agent/workflows/...).
var (
	propAbs = []string{"/mcp", "/speckit.tasks", "/speckit.clarify", "/etc/passwd", "/mcp/server.md", "/tmp", `C:\Users\ada\notes.md`}
	propRel = []string{"docs/features/mcp.md", ".agent/workflows/speckit.clarify.md", ".agent/workflows/speckit.tasks.md",
		"src/mcp/server.go", "docs/mcp", "etc/passwd.example", "README.md", "src/tmp/cache.go", "notes/speckit.tasks"}
	propWords = []string{"see", "the", "and", "run", "then", "open", "with", "mcp", "tasks", "(", "-", "is", "in"}
	propTrail = []string{"", "", ".", ",", ":", ")"}
)

// propSentence is one generated document line and what it mentions.
type propSentence struct {
	text     string
	abs, rel []string // mentions, in order, repeats kept
}

func genSentence(rng *rand.Rand) propSentence {
	var s propSentence
	var parts []string
	for n := 2 + rng.IntN(10); n > 0; n-- {
		switch rng.IntN(4) {
		case 0:
			a := propAbs[rng.IntN(len(propAbs))]
			s.abs = append(s.abs, a)
			parts = append(parts, "`"+a+"`"+propTrail[rng.IntN(len(propTrail))])
		case 1:
			p := propRel[rng.IntN(len(propRel))]
			s.rel = append(s.rel, p)
			if rng.IntN(2) == 0 {
				p = "`" + p + "`"
			}
			parts = append(parts, p+propTrail[rng.IntN(len(propTrail))])
		default:
			parts = append(parts, propWords[rng.IntN(len(propWords))])
		}
	}
	s.text = strings.Join(parts, " ")
	return s
}

// TestRedactionPropertyNoMarkerWithoutMention: over generated documents,
// no evidence text the aggregator returns contains a replacement marker
// that its source text did not have a mention for, every relative path
// of the source survives unchanged, and no absolute path a claim cited
// survives in the text of its line.
func TestRedactionPropertyNoMarkerWithoutMention(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	man := evidence.NewManifest([]string{"README.md", "docs/features/mcp.md", "src/mcp/server.go"})
	for round := 0; round < 300; round++ {
		lines := map[citeKey]propSentence{}
		var docs []evidence.Evidence
		for d := 0; d < 1+rng.IntN(3); d++ {
			doc := fmt.Sprintf("docs/d%d.md", d)
			var whole []string
			for line := 1; line <= 1+rng.IntN(6); line++ {
				s := genSentence(rng)
				lines[citeKey{doc, 0, line}] = s
				whole = append(whole, s.text)
				mk := func(text string, kind evidence.ClaimKind) {
					docs = append(docs, evidence.Evidence{
						ID: evidence.ID(evidence.Docs, evidence.ClassPathClaim, doc, text, fmt.Sprint(line)), Source: evidence.Docs,
						Class: evidence.ClassPathClaim, Location: doc, Line: line, Content: s.text, Confidence: 0.9,
						Claim: &evidence.Claim{Document: doc, Line: line, Kind: kind, Text: text, Context: s.text},
					})
				}
				seen := map[string]bool{}
				for _, a := range s.abs {
					if !seen[a] {
						seen[a] = true
						mk(a, evidence.KindCode)
					}
				}
				for _, p := range s.rel {
					if !seen[p] {
						seen[p] = true
						mk(p, evidence.KindProse)
					}
				}
			}
			docs = append(docs, evidence.Evidence{ID: evidence.ID(evidence.Docs, evidence.ClassDocument, doc),
				Source: evidence.Docs, Class: evidence.ClassDocument, Location: doc, Content: strings.Join(whole, "\n")})
		}
		in := Input{Evidence: evidence.Set{evidence.Repo: {}, evidence.Docs: docs, evidence.Vision: {}}, Manifest: man, FlagUnconfirmed: true}
		byID := map[string]string{}
		for _, e := range docs {
			byID[e.ID] = e.Content
		}
		out := Aggregate(in)
		for _, e := range out.Evidence.All() {
			var src string
			var ok bool
			s, fromLine := lines[citeKeyOf(&e)]
			if fromLine {
				src, ok = s.text, true
			} else {
				src, ok = byID[e.ID]
			}
			if !ok {
				t.Fatalf("round %d: no source for %s", round, e.ID)
			}
			texts := []string{e.Content}
			if e.Claim != nil {
				texts = append(texts, e.Claim.Context)
			}
			for _, got := range texts {
				if got == "" {
					continue
				}
				checkRedacted(t, round, e.ID, src, got, s, fromLine)
			}
		}
	}
}

func checkRedacted(t *testing.T, round int, id, src, got string, s propSentence, fromLine bool) {
	t.Helper()
	fail := func(why string) {
		t.Fatalf("round %d, %s: %s\nsource: %q\ngot:    %q", round, id, why, src, got)
	}
	if strings.Contains(got, absMark+absMark) {
		fail("stacked markers")
	}
	for i := strings.Index(got, absMark); i >= 0; {
		if i > 0 && isPathByte(got[i-1]) {
			fail("a marker inside another path")
		}
		j := strings.Index(got[i+1:], absMark)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if fromLine {
		if n, max := strings.Count(got, absMark), len(s.abs); n > max {
			fail(fmt.Sprintf("%d markers for %d absolute mentions", n, max))
		}
		for _, p := range s.rel {
			if strings.Count(got, p) < strings.Count(src, p) {
				fail("relative path " + p + " was changed")
			}
		}
		for _, a := range s.abs {
			if strings.Contains(got, "`"+a+"`") {
				fail("absolute path " + a + " leaked")
			}
		}
	} else if strings.Count(got, absMark) > strings.Count(src, absMark) {
		fail("a marker in text that cites no absolute path at its location")
	}
}
