package vision

import (
	"regexp"
	"strings"
	"unicode"
)

// Graph is a parsed mermaid diagram. Only graph/flowchart diagrams get
// Nodes and Edges; other kinds keep just Kind.
type Graph struct {
	Kind      string // first keyword: graph, flowchart, sequenceDiagram, classDiagram, ...
	Direction string // TD, TB, BT, LR, RL for flowcharts
	Nodes     []Node // in order of first appearance
	Edges     []Edge // in source order; invisible links (~~~) are not edges
	Subgraphs []string
}

// Node is a flowchart node; Label is its first non-empty shape text, or
// its id when it never has one.
type Node struct{ ID, Label string }

// Edge is a link as written, From to To (undirected "---" and
// bidirectional "<-->" links are recorded in writing order too).
type Edge struct{ From, To, Op, Label string }

// maxMermaidNodes bounds what one diagram may hold.
const maxMermaidNodes, maxMermaidEdges = 1000, 2000

// parseMermaid parses mermaid source. It is tolerant: a statement it does
// not understand is skipped, a chain is kept up to the first token it
// cannot parse. It never fails.
func parseMermaid(src string) Graph {
	lines := mermaidLines(src)
	if len(lines) == 0 {
		return Graph{Kind: "empty"}
	}
	header := strings.Fields(strings.SplitN(lines[0], ";", 2)[0])
	g := Graph{Kind: header[0]}
	if g.Kind != "graph" && g.Kind != "flowchart" && g.Kind != "flowchart-elk" {
		return g
	}
	if len(header) > 1 {
		g.Direction = strings.ToUpper(header[1])
	}
	b := &builder{g: &g, index: map[string]int{}}
	if _, rest, ok := strings.Cut(lines[0], ";"); ok {
		lines[0] = rest
	} else {
		lines = lines[1:]
	}
	for _, line := range lines {
		for _, st := range splitStatements(line) {
			b.statement(strings.TrimSpace(st))
		}
	}
	return g
}

// mermaidLines drops front matter, %% comments and directives, and blank lines.
func mermaidLines(src string) []string {
	raw := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	var out []string
	inFront := false
	for i, l := range raw {
		t := strings.TrimSpace(l)
		if t == "---" && (i == 0 || inFront) {
			inFront = !inFront
			continue
		}
		if inFront || t == "" || strings.HasPrefix(t, "%%") {
			continue
		}
		out = append(out, t)
	}
	return out
}

// splitStatements splits a line on ';' outside quotes and brackets.
func splitStatements(line string) []string {
	var out []string
	depth, quote, start := 0, false, 0
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '"':
			quote = !quote
		case quote:
		case c == '[' || c == '(' || c == '{':
			depth++
		case c == ']' || c == ')' || c == '}':
			depth = max(0, depth-1)
		case c == ';' && depth == 0:
			out = append(out, line[start:i])
			start = i + 1
		}
	}
	return append(out, line[start:])
}

// subgraphRe matches "id [title]" or "id[\"title\"]" after "subgraph".
var subgraphRe = regexp.MustCompile(`^([\p{L}\p{N}_-]+)\s*\[\s*"?(.*?)"?\s*\]$`)

var skipKeywords = map[string]bool{
	"direction": true, "classDef": true, "class": true, "style": true, "linkStyle": true,
	"click": true, "accTitle": true, "accDescr": true, "accTitle:": true, "accDescr:": true,
}

// builder accumulates a flowchart.
type builder struct {
	g     *Graph
	index map[string]int
}

func (b *builder) statement(st string) {
	if st == "" {
		return
	}
	kw := strings.Fields(st)[0]
	switch {
	case kw == "end" || skipKeywords[kw]:
		return
	case kw == "subgraph":
		title := strings.TrimSpace(strings.TrimPrefix(st, "subgraph"))
		if m := subgraphRe.FindStringSubmatch(title); m != nil {
			title = m[1] + ": " + m[2]
		}
		b.g.Subgraphs = append(b.g.Subgraphs, bound(strings.Trim(title, `"`), 100))
		return
	}
	p := &chain{s: st}
	from := p.group()
	for _, n := range from {
		b.addNode(n)
	}
	for len(from) > 0 {
		op, label, ok := p.link()
		if !ok {
			return
		}
		to := p.group()
		for _, n := range to {
			b.addNode(n)
		}
		if op != "~~~" {
			for _, f := range from {
				for _, t := range to {
					if len(b.g.Edges) < maxMermaidEdges {
						b.g.Edges = append(b.g.Edges, Edge{From: f.ID, To: t.ID, Op: op, Label: label})
					}
				}
			}
		}
		from = to
	}
}

func (b *builder) addNode(n Node) {
	if i, ok := b.index[n.ID]; ok {
		if b.g.Nodes[i].Label == b.g.Nodes[i].ID && n.Label != n.ID {
			b.g.Nodes[i].Label = n.Label
		}
		return
	}
	if len(b.g.Nodes) == maxMermaidNodes {
		return
	}
	b.index[n.ID] = len(b.g.Nodes)
	b.g.Nodes = append(b.g.Nodes, n)
}

// chain is a cursor over one flowchart statement.
type chain struct{ s string }

func (p *chain) ws() { p.s = strings.TrimLeft(p.s, " \t") }

// group parses node ('&' node)*.
func (p *chain) group() []Node {
	var out []Node
	for {
		p.ws()
		n := p.node()
		if n == nil {
			return out
		}
		out = append(out, *n)
		p.ws()
		if !strings.HasPrefix(p.s, "&") {
			return out
		}
		p.s = p.s[1:]
	}
}

// shapes maps opening delimiters (longest first) to their closings.
var shapes = []struct{ open, close string }{
	{"(((", ")))"}, {"((", "))"}, {"([", "])"}, {"[[", "]]"}, {"[(", ")]"}, {"[/", "/]"}, {`[\`, `\]`},
	{"{{", "}}"}, {"(", ")"}, {"[", "]"}, {"{", "}"}, {">", "]"},
}

var atLabel = regexp.MustCompile(`label\s*:\s*"([^"]*)"`)

// node parses an id with an optional shape and label, and a :::class.
func (p *chain) node() *Node {
	id := p.id()
	if id == "" {
		return nil
	}
	n := &Node{ID: id, Label: id}
	if strings.HasPrefix(p.s, "@{") {
		end := strings.IndexByte(p.s, '}')
		if end < 0 {
			end = len(p.s) - 1
		}
		if m := atLabel.FindStringSubmatch(p.s[:end+1]); m != nil {
			n.Label = bound(m[1], 100)
		}
		p.s = p.s[end+1:]
	}
	for _, sh := range shapes {
		if !strings.HasPrefix(p.s, sh.open) {
			continue
		}
		body := p.s[len(sh.open):]
		label, rest, ok := shapeLabel(body, sh.close)
		if ok {
			if label != "" {
				n.Label = label
			}
			p.s = rest
		}
		break
	}
	if strings.HasPrefix(p.s, ":::") {
		p.s = strings.TrimLeftFunc(p.s[3:], func(r rune) bool { return r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) })
	}
	return n
}

// shapeLabel reads a label up to the closing delimiter (a quoted label may
// hold the delimiter) and returns it cleaned, with the rest of the input.
func shapeLabel(body, closing string) (string, string, bool) {
	b := strings.TrimLeft(body, " ")
	skip := 0
	if strings.HasPrefix(b, `"`) {
		if q := strings.IndexByte(b[1:], '"'); q >= 0 {
			skip = q + 2
		}
	}
	i := strings.Index(b[skip:], closing)
	if closing == "/]" {
		if j := strings.Index(b[skip:], `\]`); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return "", body, false
	}
	label := b[:skip+i]
	label = strings.Trim(strings.TrimSpace(label), "\"`")
	label = strings.NewReplacer("<br>", " ", "<br/>", " ", "<br />", " ").Replace(label)
	return bound(strings.Join(strings.Fields(label), " "), 100), b[skip+i+len(closing):], true
}

// id reads a node id: letters, digits and '_', with inner '-' when a
// letter or digit follows (so "A-->B" is A, not "A--").
func (p *chain) id() string {
	rs := []rune(p.s)
	n := 0
	for n < len(rs) {
		r := rs[n]
		if r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
			continue
		}
		if r == '-' && n > 0 && n+1 < len(rs) && (unicode.IsLetter(rs[n+1]) || unicode.IsDigit(rs[n+1])) {
			n++
			continue
		}
		break
	}
	id := string(rs[:n])
	p.s = string(rs[n:])
	return id
}

var (
	plainLink = regexp.MustCompile(`^[<ox]?(?:-{2,}[>ox]|-{3,}|={2,}[>ox]|={3,}|-\.+-[>ox]?|~{3,})`)
	pipeLabel = regexp.MustCompile(`^\s*\|([^|]*)\|`)
	textLinks = []*regexp.Regexp{
		regexp.MustCompile(`^<?--\s*([^\s\->|][^>|]*?)\s*(-{2,}[>ox]|-{3,})`),
		regexp.MustCompile(`^<?==\s*([^\s=>|][^>|]*?)\s*(={2,}[>ox]|={3,})`),
		regexp.MustCompile(`^<?-\.\s*([^\s.\->|][^>|]*?)\s*(\.-+[>ox]?)`),
	}
)

// link parses a link operator with its optional label.
func (p *chain) link() (op, label string, ok bool) {
	p.ws()
	if m := plainLink.FindString(p.s); m != "" {
		p.s = p.s[len(m):]
		if l := pipeLabel.FindStringSubmatch(p.s); l != nil {
			label = strings.TrimSpace(strings.Trim(strings.TrimSpace(l[1]), `"`))
			p.s = p.s[len(l[0]):]
		}
		return m, bound(label, 100), true
	}
	for _, re := range textLinks {
		if m := re.FindStringSubmatch(p.s); m != nil {
			p.s = p.s[len(m[0]):]
			return m[2], bound(strings.Trim(strings.TrimSpace(m[1]), `"`), 100), true
		}
	}
	return "", "", false
}

func bound(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "") + "…"
}

// FanOut returns the nodes with edges to at least two distinct targets,
// in node order, with their targets.
func (g Graph) FanOut() ([]string, map[string][]string) {
	return g.fan(func(e Edge) (string, string) { return e.From, e.To })
}

// FanIn returns the nodes with edges from at least two distinct sources.
func (g Graph) FanIn() ([]string, map[string][]string) {
	return g.fan(func(e Edge) (string, string) { return e.To, e.From })
}

func (g Graph) fan(key func(Edge) (string, string)) ([]string, map[string][]string) {
	peers := map[string][]string{}
	seen := map[[2]string]bool{}
	for _, e := range g.Edges {
		k, v := key(e)
		if k == v || seen[[2]string{k, v}] {
			continue
		}
		seen[[2]string{k, v}] = true
		peers[k] = append(peers[k], v)
	}
	var ids []string
	out := map[string][]string{}
	for _, n := range g.Nodes {
		if len(peers[n.ID]) >= 2 {
			ids = append(ids, n.ID)
			out[n.ID] = peers[n.ID]
		}
	}
	return ids, out
}
