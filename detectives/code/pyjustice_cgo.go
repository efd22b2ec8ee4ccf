//go:build cgo

package code

import (
	"regexp"
	"sort"
	"strings"

	ts "github.com/tree-sitter/go-tree-sitter"
)

// justiceCand is a definition named like a chief justice, kept while the
// tree is alive.
type justiceCand struct {
	node *ts.Node
	name string
	kind string
}

// noteDef records a module-level function or class (and a method by its
// bare name) for the chief justice's same-file calls, and a candidate when
// its name names a chief justice, or names a synthesis in a file named
// like the chief justice's.
func (w *pyWalker) noteDef(n *ts.Node, name, kind string) {
	if w.defNodes == nil {
		w.defNodes, w.methodNodes = map[string]*ts.Node{}, map[string]*ts.Node{}
	}
	m := w.defNodes
	if kind == "method" {
		m = w.methodNodes
	}
	if _, ok := m[name]; !ok {
		m[name] = n
	}
	switch {
	case isJusticeName(name):
		w.justiceCands = append(w.justiceCands, justiceCand{node: n, name: name, kind: kind})
	case kind == "function" && isJusticeFile(w.f.Path) && synthesisNameRE.MatchString(name):
		w.synthCands = append(w.synthCands, justiceCand{node: n, name: name, kind: kind})
	}
}

// justice reads every chief justice candidate not nested in an earlier
// one; the synthesis functions of a justice file only when the file has no
// definition named like a chief justice.
func (w *pyWalker) justice() {
	cands := w.justiceCands
	if len(cands) == 0 {
		cands = w.synthCands
	}
	var lastEnd uint
	for _, c := range cands {
		if c.node.StartByte() < lastEnd {
			continue
		}
		lastEnd = c.node.EndByte()
		w.f.Justice = append(w.f.Justice, w.readJustice(c))
	}
}

// readJustice walks the candidate and, breadth first, every same-file
// function or method it calls, collecting its signals.
func (w *pyWalker) readJustice(c justiceCand) justiceImpl {
	j := justiceImpl{Name: c.name, Kind: c.kind, Line: line(c.node), End: int(c.node.EndPosition().Row) + 1}
	r := &justiceReader{w: w, j: &j, seen: map[uint]bool{c.node.StartByte(): true}, signals: map[string]int{}}
	queue := []*ts.Node{c.node}
	for len(queue) > 0 && len(queue) < 64 {
		n := queue[0]
		queue = queue[1:]
		r.visit(n, 0)
		queue = append(queue, r.next...)
		r.next = nil
	}
	sort.SliceStable(j.Signals, func(a, b int) bool { return j.Signals[a].Line < j.Signals[b].Line })
	return j
}

// justiceReader collects the signals of one chief justice.
type justiceReader struct {
	w       *pyWalker
	j       *justiceImpl
	seen    map[uint]bool  // definitions already queued, by start byte
	signals map[string]int // recorded signals by kind (rules: by rule name)
	next    []*ts.Node
}

// add records a signal: the first of each named rule, and at most
// maxSignals of each other kind (in visiting order), so that the content
// stays a short list a reviewer checks.
func (r *justiceReader) add(kind, what string, n *ts.Node) {
	what = bounded(strings.Join(strings.Fields(what), " "), 120)
	key := kind
	if kind == "rule" {
		key, _, _ = strings.Cut(what, ":")
	}
	if r.signals[key] >= maxSignals || kind == "rule" && r.signals[key] > 0 {
		return
	}
	r.signals[key]++
	r.j.Signals = append(r.j.Signals, justiceSignal{Kind: kind, What: what, Line: line(n)})
}

// maxSignals bounds the signals of one kind a chief justice records.
const maxSignals = 3

func (r *justiceReader) visit(n *ts.Node, depth int) {
	if depth > r.w.lim.MaxDepth {
		return
	}
	switch n.Kind() {
	case "call":
		r.call(n)
	case "comparison_operator":
		if scoreRE.MatchString(r.w.text(n)) {
			r.j.Comparisons++
		}
	case "binary_operator":
		r.binary(n)
	case "identifier":
		r.names(n, r.w.text(n))
		return
	case "comment":
		r.names(n, r.w.text(n))
		return
	case "string":
		if p := n.Parent(); p == nil || p.Kind() != "expression_statement" { // not a docstring
			r.str(n)
		}
		return
	}
	kids := n.NamedChildren(r.w.cur)
	nodes := make([]*ts.Node, len(kids))
	for i := range kids {
		nodes[i] = &kids[i]
	}
	for _, k := range nodes {
		r.visit(k, depth+1)
	}
}

// scoreRE: a comparison about scores, their spread or a judge.
var scoreRE = regexp.MustCompile(`(?i)score|variance|spread|max\(|min\(|judge|prosecutor|defen[cs]e|tech_?lead`)

// call records model calls, averaging and caps, and queues the same-file
// functions called.
func (r *justiceReader) call(n *ts.Node) {
	fn := n.ChildByFieldName("function")
	if fn == nil {
		return
	}
	callee := r.w.callee(fn)
	if fn.Kind() == "attribute" {
		method := r.w.text(fn.ChildByFieldName("attribute"))
		recv := r.w.text(fn.ChildByFieldName("object"))
		if modelMethods[method] && (method != "create" || strings.Contains(recv, "completions") || strings.Contains(recv, "messages")) {
			r.add("model_call", recv+"."+method+"()", n)
		}
		if recv == "self" || recv == "cls" {
			r.queue(r.w.methodNodes[method])
		}
	}
	last := callee[strings.LastIndexByte(callee, '.')+1:]
	switch {
	case callee != "" && isModelConstructor(callee):
		r.add("model_call", callee+"()", n)
	case last == "mean" || last == "fmean" || last == "average":
		r.add("averaging", r.w.text(n), n)
	case last == "pvariance" || last == "variance" || last == "stdev" || last == "pstdev":
		r.add("variance", r.w.text(n), n)
	case (callee == "min" || callee == "max") && hasNumber(r.w, n):
		r.j.Comparisons++ // a cap: min(3, score)
	}
	if fn.Kind() == "identifier" {
		r.queue(r.w.defNodes[r.w.text(fn)])
	}
}

func (r *justiceReader) queue(d *ts.Node) {
	if d != nil && !r.seen[d.StartByte()] {
		r.seen[d.StartByte()] = true
		r.next = append(r.next, d)
		if name := r.w.text(d.ChildByFieldName("name")); name != "" {
			r.j.Helpers = append(r.j.Helpers, name)
		}
	}
}

// hasNumber reports a numeric literal among a call's arguments.
func hasNumber(w *pyWalker, call *ts.Node) bool {
	for _, a := range w.args(call).pos {
		if a.Kind() == "integer" || a.Kind() == "float" {
			return true
		}
	}
	return false
}

// binary records max(s) - min(s) (a variance check) and sum(s) / len(s)
// or / 3 (averaging).
func (r *justiceReader) binary(n *ts.Node) {
	op := r.w.text(n.ChildByFieldName("operator"))
	left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if left == nil || right == nil {
		return
	}
	lc, rc := calleeOf(r.w, left), calleeOf(r.w, right)
	switch {
	case op == "-" && lc == "max" && rc == "min":
		r.add("variance", r.w.text(n), n)
	case op == "/" && (lc == "sum" || rc == "len" || right.Kind() == "integer" && r.w.text(right) == "3"):
		r.add("averaging", r.w.text(n), n)
	}
}

func calleeOf(w *pyWalker, n *ts.Node) string {
	if n.Kind() != "call" {
		return ""
	}
	return w.callee(n.ChildByFieldName("function"))
}

// names reads an identifier or comment for named rules, a variance and
// Markdown output.
func (r *justiceReader) names(n *ts.Node, text string) {
	for _, rule := range ruleNames(text) {
		r.add("rule", rule+": "+text, n)
	}
	lower := strings.ToLower(text)
	if n.Kind() == "identifier" && strings.Contains(lower, "variance") {
		r.add("variance", text, n)
	}
	if n.Kind() == "identifier" && strings.Contains(lower, "markdown") {
		r.add("markdown", text, n)
	}
}

// markdownRE: a Markdown heading opening a string, or a .md file name.
var markdownRE = regexp.MustCompile(`(?m)^\s*#{1,4} \S|\.md\b`)

func (r *justiceReader) str(n *ts.Node) {
	text, _ := r.w.str(n)
	if markdownRE.MatchString(text) {
		r.add("markdown", text, n)
	}
	if len(text) <= maxRuleText {
		for _, rule := range ruleNames(text) {
			r.add("rule", rule+": "+text, n)
		}
	}
}
