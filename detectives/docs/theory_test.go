package docs

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// explainedFanOut is a paragraph that explains how fan-out is implemented.
const explainedFanOut = "The detectives fan out from START: `graph.add_edge(START, \"repo\")` and the other edges in\n" +
	"src/graph.py run the repo, docs and vision nodes in parallel, and their results\n" +
	"fan in at the evidence aggregator node, whose state field uses the operator.ior reducer so that\n" +
	"parallel writes merge instead of overwriting each other before the judges run.\n"

// TestTheoryUses checks where a term is found, the section it is under and
// whether the text around it explains it, one document per row.
func TestTheoryUses(t *testing.T) {
	type use struct {
		Term, Section, Placement string
		Line                     int
		Explained                bool
	}
	tests := []struct {
		name     string
		doc      string
		markdown bool
		want     []use
	}{
		{"explained under an architecture heading", "# Report\n\n## Executive Summary\n\nWe use Fan-In / Fan-Out.\n\n## Architecture\n\n" + explainedFanOut, true,
			[]use{{"Fan-In / Fan-Out", "architecture", placeArchitecture, 9, true}}},
		{"keyword dropping in the summary", "## Executive Summary\n\nWe used Dialectical Synthesis, Metacognition and state synchronization throughout.\n", true,
			[]use{{"Dialectical Synthesis", "executive summary", placeSummary, 3, false}, {"Metacognition", "executive summary", placeSummary, 3, false},
				{"State Synchronization", "executive summary", placeSummary, 3, false}}},
		{"a heading inside a fence is no heading", "## Introduction\n\n```\n# Architecture\nfan-out here\n```\n", true,
			[]use{{"Fan-In / Fan-Out", "introduction", placeSummary, 5, false}}},
		{"pdf: a numbered heading naming the term, explained by its body", "1. Executive Summary\nA short summary.\n2.1 Fan-Out / Fan-In (Parallel Orchestration)\n" + explainedFanOut, false,
			[]use{{"Fan-In / Fan-Out", "2.1 fan-out / fan-in (parallel orchestration)", placeArchitecture, 3, true}}},
		{"pdf: a subsection of the executive summary is the summary", "1. Executive Summary\n1.1 Architectural Approach\n" + explainedFanOut, false,
			[]use{{"Fan-In / Fan-Out", "1.1 architectural approach", placeSummary, 3, true}}},
		{"no term", "# Notes\n\nNothing theoretical.\n", true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []use
			for _, u := range theoryUses([]theoryPage{{text: tt.doc}}, tt.markdown) {
				got = append(got, use{u.term, u.section, u.placement, u.line, u.explained()})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("uses (-want +got):\n%s", diff)
			}
		})
	}
}

// TestTheoryDocKind checks which documents are reports, which count less
// and which are the audited tool's own output.
func TestTheoryDocKind(t *testing.T) {
	tests := []struct {
		doc  Doc
		want string
	}{
		{Doc{Name: "final.pdf", External: true}, kindReport},
		{Doc{Name: "reports/interim.pdf", Format: FormatPDF}, kindReport},
		{Doc{Name: "docs/ARCHITECTURE.md", Format: FormatMarkdown}, kindReport},
		{Doc{Name: "final_report.md", Format: FormatMarkdown}, kindReport},
		{Doc{Name: "README.md", Format: FormatMarkdown}, kindReadme},
		{Doc{Name: "CONTRIBUTING.md", Format: FormatMarkdown}, kindDoc},
		{Doc{Name: "audit/report_onself_generated/self_audit.md", Format: FormatMarkdown}, kindGenerated},
		{Doc{Name: "out/audit_report_20260301.md", Format: FormatMarkdown}, kindGenerated},
	}
	for _, tt := range tests {
		if got := docKind(tt.doc); got != tt.want {
			t.Errorf("docKind(%s) = %s, want %s", tt.doc.Name, got, tt.want)
		}
	}
}

// TestTheoryDepth checks the audit-wide record: the best use of each term
// across documents, and none without a report document.
func TestTheoryDepth(t *testing.T) {
	report := Doc{Name: "report.md", Format: FormatMarkdown, Data: []byte("## Executive Summary\n\nWe rely on Metacognition.\n\n## Architecture\n\n" + explainedFanOut)}
	readme := Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte("# x\n\nDialectical synthesis.\n")}
	run := func(docs ...Doc) []evidence.Evidence {
		var jobs []job
		var results [][]evidence.Evidence
		for _, d := range docs {
			jobs = append(jobs, job{doc: d})
			results = append(results, Extract(context.Background(), d, Options{}))
		}
		if e, ok := theoryDepth(jobs, results); ok {
			return []evidence.Evidence{e}
		}
		return nil
	}
	if got := run(readme); got != nil {
		t.Errorf("README only: got %v, want no THEORY_DEPTH", got)
	}
	got := run(report, readme)
	if len(got) != 1 {
		t.Fatalf("got %d records", len(got))
	}
	want := map[string]any{"report_documents": 1, "terms_found": 3, "architecture_explained": 1, "report_explained": 1, "other_explained": 0, "dropped": 2}
	if diff := cmp.Diff(want, got[0].Data); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
	if !strings.Contains(got[0].Content, "Fan-In / Fan-Out: explained in a report's architecture section") || !strings.Contains(got[0].Content, "report.md:7") {
		t.Errorf("content does not cite the explained term:\n%s", got[0].Content)
	}
}

// BenchmarkTheoryUses measures the theory-term pass over a 20,000-line
// Markdown report: a heading every 10 lines and a term every 5.
func BenchmarkTheoryUses(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 2000; i++ {
		fmt.Fprintf(&sb, "## Section %d\n\n", i)
		sb.WriteString("The judges fan out from the aggregator node in parallel branches.\n")
		sb.WriteString("Plain prose about the project and its `src/graph.py` wiring.\n")
		sb.WriteString("The chief_justice node applies its rules to the opinions it reads.\n\n")
		sb.WriteString("Metacognition: the system evaluates its own evaluation quality.\n")
		sb.WriteString("More prose without any of the terms in it at all.\n\n")
	}
	pages := []theoryPage{{text: sb.String()}}
	b.ReportAllocs()
	for b.Loop() {
		if len(theoryUses(pages, true)) != 2 {
			b.Fatal("want 2 terms")
		}
	}
	b.ReportMetric(float64(strings.Count(pages[0].text, "\n")), "lines/op")
}
