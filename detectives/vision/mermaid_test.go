package vision

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseMermaid(t *testing.T) {
	tests := []struct {
		name          string
		src           string
		kind, dir     string
		nodes         []string // "id: label"
		edges         []string
		fanOut, fanIn []string
		subgraphs     []string
	}{
		{name: "parallel pipeline with fan-out and fan-in",
			src:  "flowchart TD\n  S([START]) --> R[Repo detective] & D[Docs detective] & V[Vision]\n  R & D & V --> A{{Aggregator}}\n  A --> E((END))\n",
			kind: "flowchart", dir: "TD",
			nodes:  []string{"S: START", "R: Repo detective", "D: Docs detective", "V: Vision", "A: Aggregator", "E: END"},
			edges:  []string{"S --> R", "S --> D", "S --> V", "R --> A", "D --> A", "V --> A", "A --> E"},
			fanOut: []string{"S"}, fanIn: []string{"A"}},
		{name: "linear chain: neither",
			src:  "graph LR\nA[Clone] --> B(Parse) --> C{Judge} --> D((Report))",
			kind: "graph", dir: "LR",
			nodes: []string{"A: Clone", "B: Parse", "C: Judge", "D: Report"},
			edges: []string{"A --> B", "B --> C", "C --> D"}},
		{name: "edge styles and labels",
			src:  "graph TD;\nA-->|yes|B\nA -- no --> C\nB -.-> D\nC ==> D\nD --- E\nE -. maybe .-> F\nF == sure ==> G\nG --o H\nH --x I\nI <--> J\nJ ~~~ K\nK-->L;L-->M",
			kind: "graph", dir: "TD",
			nodes: []string{"A: A", "B: B", "C: C", "D: D", "E: E", "F: F", "G: G", "H: H", "I: I", "J: J", "K: K", "L: L", "M: M"},
			edges: []string{"A -->|yes| B", "A -->|no| C", "B -.-> D", "C ==> D", "D --- E", "E .->|maybe| F", "F ==>|sure| G",
				"G --o H", "H --x I", "I <--> J", "K --> L", "L --> M"},
			fanOut: []string{"A"}, fanIn: []string{"D"}},
		{name: "shapes, quotes, classes and hyphenated ids",
			src:  "flowchart LR\n  %% a comment\n  db[(Database)] --> api-gw[/\"Gateway [v2]\"/]:::hot\n  api-gw --> q>Queue] --> h{{Hex}}\n  h --> s[[Sub]] --> c(((Circle)))\n  classDef hot fill:#f00\n  style h fill:#0f0\n  click h callback\n",
			kind: "flowchart", dir: "LR",
			nodes: []string{"db: Database", "api-gw: Gateway [v2]", "q: Queue", "h: Hex", "s: Sub", "c: Circle"},
			edges: []string{"db --> api-gw", "api-gw --> q", "q --> h", "h --> s", "s --> c"}},
		{name: "subgraphs",
			src:  "flowchart TB\nsubgraph detectives [Detectives]\n  direction LR\n  r[repo]\n  d[docs]\nend\nsubgraph \"Judges\"\n  p[prosecutor]\nend\nr --> agg\nd --> agg\nagg --> p\n",
			kind: "flowchart", dir: "TB",
			nodes: []string{"r: repo", "d: docs", "p: prosecutor", "agg: agg"},
			edges: []string{"r --> agg", "d --> agg", "agg --> p"},
			fanIn: []string{"agg"}, subgraphs: []string{"detectives: Detectives", "Judges"}},
		{name: "front matter, later label wins over bare id, self loop and duplicate edges ignored for fans",
			src:  "---\ntitle: x\n---\ngraph TD\nA --> B\nA --> B\nA --> A\nB[Builder]\n",
			kind: "graph", dir: "TD",
			nodes: []string{"A: A", "B: Builder"},
			edges: []string{"A --> B", "A --> B", "A --> A"}},
		{name: "new shape syntax", src: "flowchart TD\nA@{ shape: rect, label: \"Start here\" } --> B",
			kind: "flowchart", dir: "TD", nodes: []string{"A: Start here", "B: B"}, edges: []string{"A --> B"}},
		{name: "sequence diagram is kind only", src: "sequenceDiagram\n  Alice->>Bob: hi\n", kind: "sequenceDiagram"},
		{name: "empty", src: "%% nothing\n\n", kind: "empty"},
		{name: "garbage after graph header is tolerated", src: "graph TD\n--> --> ]]\nA --> ", kind: "graph", dir: "TD",
			nodes: []string{"A: A"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := parseMermaid(tt.src)
			var nodes, edges []string
			for _, n := range g.Nodes {
				nodes = append(nodes, n.ID+": "+n.Label)
			}
			for _, e := range g.Edges {
				edges = append(edges, edgeString(e))
			}
			fo, _ := g.FanOut()
			fi, _ := g.FanIn()
			got := []any{g.Kind, g.Direction, nodes, edges, fo, fi, g.Subgraphs}
			want := []any{tt.kind, tt.dir, tt.nodes, tt.edges, tt.fanOut, tt.fanIn, tt.subgraphs}
			if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("parse (-want +got) [kind, dir, nodes, edges, fan-out, fan-in, subgraphs]:\n%s", diff)
			}
		})
	}
}

func TestFanTargets(t *testing.T) {
	g := parseMermaid("graph TD\nS --> A & B\nA --> J\nB --> J\nS --> A")
	_, outs := g.FanOut()
	_, ins := g.FanIn()
	want := []any{map[string][]string{"S": {"A", "B"}}, map[string][]string{"J": {"A", "B"}}}
	if diff := cmp.Diff(want, []any{outs, ins}); diff != "" {
		t.Errorf("fan peers (-want +got):\n%s", diff)
	}
}
