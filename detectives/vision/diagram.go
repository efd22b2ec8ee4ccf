package vision

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// diagram is one ```mermaid block and its parse.
type diagram struct {
	Doc      string
	External bool
	Line     int // line of the opening fence
	Lines    int // source lines
	Graph    Graph
}

func newDiagram(d document, line int, src string) diagram {
	return diagram{Doc: d.Path, External: d.External, Line: line,
		Lines: strings.Count(strings.TrimRight(src, "\n"), "\n") + 1, Graph: parseMermaid(src)}
}

func isFlowchart(kind string) bool {
	return kind == "graph" || kind == "flowchart" || kind == "flowchart-elk"
}

// Bounds of the lists a DIAGRAM evidence carries.
const maxListedNodes, maxListedEdges = 200, 300

func (d diagram) evidence() evidence.Evidence {
	g := d.Graph
	where := fmt.Sprintf("%s:%d", d.Doc, d.Line)
	data := map[string]any{"kind": g.Kind, "lines": d.Lines, "external_document": d.External}
	if !isFlowchart(g.Kind) {
		return finish(evidence.ClassDiagram, "mermaid", evidence.Evidence{
			Goal: "diagrams in the documentation and what they show", Found: true, Location: d.Doc, Line: d.Line,
			Content:    fmt.Sprintf("mermaid %s in %s (%d lines); no graph analysis for this kind", g.Kind, where, d.Lines),
			Rationale:  "only graph/flowchart diagrams are analysed for nodes, edges, fan-out and fan-in",
			Confidence: 1, Data: data,
		})
	}
	outIDs, outs := g.FanOut()
	inIDs, ins := g.FanIn()
	nodes := make([]string, 0, min(len(g.Nodes), maxListedNodes))
	for _, n := range g.Nodes[:min(len(g.Nodes), maxListedNodes)] {
		if n.Label == n.ID {
			nodes = append(nodes, n.ID)
		} else {
			nodes = append(nodes, n.ID+": "+n.Label)
		}
	}
	edges := make([]string, 0, min(len(g.Edges), maxListedEdges))
	for _, e := range g.Edges[:min(len(g.Edges), maxListedEdges)] {
		edges = append(edges, edgeString(e))
	}
	data["direction"] = g.Direction
	data["node_count"], data["edge_count"] = len(g.Nodes), len(g.Edges)
	data["nodes"], data["edges"] = nodes, edges
	data["has_fan_out"], data["has_fan_in"] = len(outIDs) > 0, len(inIDs) > 0
	data["fan_out"], data["fan_in"] = nonNil(outIDs), nonNil(inIDs)
	data["subgraphs"] = nonNil(g.Subgraphs)

	var b strings.Builder
	fmt.Fprintf(&b, "mermaid %s %s in %s: %d nodes, %d edges", g.Kind, g.Direction, where, len(g.Nodes), len(g.Edges))
	for _, id := range outIDs {
		fmt.Fprintf(&b, "; fan-out at %s (-> %s)", id, strings.Join(outs[id], ", "))
	}
	for _, id := range inIDs {
		fmt.Fprintf(&b, "; fan-in at %s (<- %s)", id, strings.Join(ins[id], ", "))
	}
	if len(g.Subgraphs) > 0 {
		fmt.Fprintf(&b, "; subgraphs: %s", strings.Join(g.Subgraphs, ", "))
	}
	fmt.Fprintf(&b, "; nodes: %s; edges: %s", strings.Join(nodes, ", "), strings.Join(edges, ", "))

	rationale := "no node branches to or merges from two others: the diagram shows a linear flow, no parallelism"
	switch {
	case len(outIDs) > 0 && len(inIDs) > 0:
		rationale = "the diagram shows parallel branches: a fan-out and a fan-in"
	case len(outIDs) > 0:
		rationale = "the diagram fans out but never joins back"
	case len(inIDs) > 0:
		rationale = "the diagram joins branches but shows no fan-out"
	}
	conf := 0.9
	if len(g.Nodes) == 0 {
		rationale, conf = "the flowchart could not be parsed into nodes", 0.3
	}
	return finish(evidence.ClassDiagram, "mermaid", evidence.Evidence{
		Goal: "diagrams in the documentation and what they show", Found: true, Location: d.Doc, Line: d.Line,
		Content: b.String(), Rationale: rationale, Confidence: conf, Data: data,
	})
}

func edgeString(e Edge) string {
	if e.Label != "" {
		return fmt.Sprintf("%s %s|%s| %s", e.From, e.Op, e.Label, e.To)
	}
	return fmt.Sprintf("%s %s %s", e.From, e.Op, e.To)
}

// nonNil makes empty lists encode as [] rather than null.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
