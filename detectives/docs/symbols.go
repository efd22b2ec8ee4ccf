package docs

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Symbol claims: a code span naming a function, class or method that the
// sentence ties to a source file of this project ("the `merge_evidences`
// reducer in `src/state.py`", "`judges.py::build_prosecutor`") claims the
// file defines it. Precision first: a symbol is read only with an
// explicit tie (file::name, or a tie phrase between the symbol and the
// file: "in", "defined in", "from"; "defines", "implements"), a call
// heading a list item under a heading that names one source file, or a Go
// signature written in a document kept among a package's sources
// (src/algo/SIMD.md: "`indexByteTwo(s []byte, b1, b2 byte) int`"), never
// from a symbol alone. The aggregator resolves them when --symbol-claims
// is on.

// symbolMention is one symbol tied to a file.
type symbolMention struct {
	symbol string // as checked: "merge_evidences", "EvidenceAggregator.run"
	file   string // the file as written
	tie    string // "qualified" (file::name) or the tie phrase
	text   string // the code span as written
	off    int
	line   int
	ctx    string
}

// sourceExt are the extensions of source files the code detective parses.
var sourceExt = setOf(".py", ".go", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts")

var (
	// qualifiedRE is "path/file.py::Class::name" or "file.py:name".
	qualifiedRE = regexp.MustCompile(`^([\w./-]+\.(?:py|go|js|jsx|mjs|cjs|ts|tsx))(?:::|:)([A-Za-z_]\w*(?:(?:::|\.)[A-Za-z_]\w*)?)(?:\(.*\))?$`)
	// symbolRE is "name", "name()", "Class.method(args)".
	symbolRE = regexp.MustCompile(`^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)(\(.*\))?$`)
	// fileSpanRE is a source file path in a code span or in running text.
	fileTokRE = regexp.MustCompile("`?([\\w./-]+\\.(?:py|go|js|jsx|mjs|cjs|ts|tsx))(?:`|[^\\w.]|$)")
	// tieAfterRE is the text between a symbol and a file after it.
	tieAfterRE = regexp.MustCompile(`^\s*(?:\(\))?\s*(?:(?:function|class|method|reducer|decorator|helper|constructor|node function)\s+)?(?:(?:is|are)\s+)?(?:(?:defined|implemented|declared|located|lives?|found|written)\s+)?(in|inside|within|from)\s*(?:the\s+(?:file|module)\s+)?$`)
	// tieBeforeRE is the text between a file and a symbol after it.
	tieBeforeRE = regexp.MustCompile(`^\s*(?:(?:file|module)\s+)?(defines|implements|declares|exports|exposes|raises|calls|invokes|imports)\s+(?:(?:a|an|the)\s+)?(?:(?:function|class|method|reducer|decorator|helper)\s+)?$`)
)

// notSymbols are names that are never this project's definitions.
var notSymbols = setOf("self", "cls", "this", "None", "True", "False", "null", "true", "false", "nil", "main",
	"print", "len", "str", "int", "dict", "list", "set", "tuple", "open", "super", "init", "__init__", "__main__",
	"async", "await", "return", "yield", "import", "export", "default", "function", "class", "def", "const", "let", "var")

// symbolMentions returns the symbols of a Markdown document's code spans
// that its sentences tie to a source file.
func symbolMentions(p *codeParts, opt Options, doc string) []symbolMention {
	var out []symbolMention
	pkg, pkgOK := "", false
	pkgRead := false
	for _, s := range p.spans {
		body := strings.TrimSpace(s.text)
		if m := qualifiedRE.FindStringSubmatch(body); m != nil {
			sym := strings.ReplaceAll(m[2], "::", ".")
			if checkable(sym) {
				out = append(out, p.symbol(sym, m[1], "qualified", s))
			}
			continue
		}
		if sym, file, ok := moduleSymbol(body, opt.Manifest); ok {
			if m := p.symbol(sym, file, "module path", s); !loggerCueRE.MatchString(m.ctx) {
				out = append(out, m)
			}
			continue
		}
		if m := symbolRE.FindStringSubmatch(body); m != nil {
			if !checkable(m[1]) {
				continue
			}
			if file, tie, ok := p.tiedFile(s); ok {
				out = append(out, p.symbol(m[1], file, tie, s))
				continue
			}
		}
		name, _, isSig := strings.Cut(body, "(")
		if !isSig || !goSignatureRE.MatchString(body) || !checkable(name) {
			continue
		}
		if !pkgRead {
			pkg, pkgOK = goPackageDir(doc, opt.Manifest)
			pkgRead = true
		}
		if pkgOK {
			out = append(out, p.symbol(name, pkg+"/", "a Go signature in a document kept beside the package's sources", s))
		}
	}
	return p.withoutRemoved(out)
}

// withoutRemoved drops the symbols the text before them on their line
// says are gone ("Removed `sentry_sdk.tracing.Span.new_span`", "Removed
// the `Scheduler.stop_profiling` method", "`x` was renamed"): a migration
// guide's list of what an upgrade takes away names them because they no
// longer exist.
func (p *codeParts) withoutRemoved(ms []symbolMention) []symbolMention {
	out := ms[:0]
	for _, m := range ms {
		start := strings.LastIndexByte(p.doc.src[:m.off], '\n') + 1
		if !removedBeforeRE.MatchString(p.doc.src[start:m.off]) {
			out = append(out, m)
		}
	}
	return out
}

// removedBeforeRE: a removal or deprecation verb with at most three words
// between it and the symbol's code span.
var removedBeforeRE = regexp.MustCompile("(?i)\\b(?:removed|deleted|dropped|deprecated|renamed|no longer (?:has|have|provides?|exports?|exposes?))(?:\\s+[\\w-]+){0,3}\\s*`?$")

// goSignatureRE is a Go function signature with typed parameters or a
// result ("indexByteTwo(s []byte, b1, b2 byte) int"), not a call.
var goSignatureRE = regexp.MustCompile(`^[A-Za-z_]\w*\((?:[A-Za-z_]\w*(?:,\s*[A-Za-z_]\w*)*\s+(?:\.\.\.)?[\[\]\*\w.]+(?:,\s*)?)+\)(?:\s+[\[\]\*\w.(), ]+)?$|^[A-Za-z_]\w*\(\)\s+[\[\]\*\w.]+$`)

// goPackageDir returns the directory of a document kept among a Go
// package's sources (src/algo/SIMD.md beside src/algo/*.go): the package
// its signatures describe.
func goPackageDir(doc string, man *evidence.Manifest) (string, bool) {
	dir := path.Dir(doc)
	if man == nil || dir == "." || doc == "" {
		return "", false
	}
	for _, f := range man.Paths() {
		if path.Dir(f) == dir && strings.HasSuffix(f, ".go") && !strings.HasSuffix(f, "_test.go") {
			return dir, true
		}
	}
	return "", false
}

func (p *codeParts) symbol(sym, file, tie string, s span) symbolMention {
	line := p.doc.lineOf(s.start)
	return symbolMention{symbol: sym, file: file, tie: tie, text: strings.TrimSpace(s.text), off: s.start, line: line,
		ctx: p.sentence(s.start, s.end)}
}

// checkable reports a symbol worth checking: not a keyword or builtin,
// not an ALL_CAPS constant, not a module-qualified library call
// ("os.system": a lower-case qualifier other than self).
func checkable(sym string) bool {
	sym = strings.TrimPrefix(sym, "self.")
	parts := strings.Split(sym, ".")
	last := parts[len(parts)-1]
	if notSymbols[last] || notSymbols[parts[0]] || strings.ToUpper(last) == last || len(last) < 3 {
		return false
	}
	if len(parts) == 2 && !isUpper(parts[0][0]) {
		return false
	}
	return true
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// tiedFile finds the source file a tie phrase binds the code span s to,
// in the same line: "`X` in `file`" (file after) or "`file` defines `X`"
// (file before).
func (p *codeParts) tiedFile(s span) (file, tie string, ok bool) {
	ln := p.doc.lineOf(s.start)
	lineStart := p.doc.lineStarts[ln-1]
	line := p.doc.line(ln)
	a, b := s.start-lineStart, s.end-lineStart
	if a < 0 || b > len(line) {
		return "", "", false
	}
	// the span's closing backticks
	after := strings.TrimLeft(line[b:], "`")
	if loc := fileTokRE.FindStringSubmatchIndex(after); loc != nil {
		if m := tieAfterRE.FindStringSubmatch(after[:loc[0]]); m != nil && sourceExt[path.Ext(after[loc[2]:loc[3]])] {
			return after[loc[2]:loc[3]], m[1], true
		}
	}
	before := strings.TrimRight(line[:a], "`")
	locs := fileTokRE.FindAllStringSubmatchIndex(before, -1)
	if len(locs) > 0 {
		loc := locs[len(locs)-1]
		if m := tieBeforeRE.FindStringSubmatch(before[loc[1]:]); m != nil {
			return before[loc[2]:loc[3]], m[1], true
		}
		if enumerationRE.MatchString(before[loc[1]:]) && (fileLeads(before[:loc[0]]) || nextItem(before[:loc[0]])) {
			return before[loc[2]:loc[3]], "listed under", true
		}
		if adjacentRE.MatchString(before[loc[1]:]) {
			return before[loc[2]:loc[3]], "written after", true
		}
	}
	if fileLeads(before) && strings.Contains(s.text, "(") {
		// "- `load_txt(filepath, delimiter)`: Reads ..." under "### `scripts/load_data.py`"
		if f, ok := p.fileHeadingFor(ln); ok {
			return f, "listed under a heading naming", true
		}
	}
	return "", "", false
}

// fileHeadingFor returns the one source file the nearest Markdown heading
// above line n names ("### `scripts/load_data.py`" over a list of "Key
// Functions"), if it names exactly one.
func (p *codeParts) fileHeadingFor(n int) (string, bool) {
	for k := n - 1; k >= 1; k-- {
		l := strings.TrimSpace(p.doc.line(k))
		if !strings.HasPrefix(l, "#") {
			continue
		}
		file := ""
		for _, m := range fileTokRE.FindAllStringSubmatch(l, -1) {
			if file != "" && m[1] != file {
				return "", false
			}
			file = m[1]
		}
		return file, file != ""
	}
	return "", false
}

// enumerationRE is the text between a file that heads a list item or
// table row and one of the symbols it lists ("`src/graph.py` —
// `build_graph()`, `run_audit`"): a separator, then only other code spans
// (with short parentheticals) and list punctuation.
var enumerationRE = regexp.MustCompile("^`?\\s*(?:—|–|-|:|\\||->|→)\\s*(?:`[^`]*`\\s*(?:\\([^()]{0,40}\\)\\s*)?(?:,|;|/|and)\\s*)*$")

// adjacentRE is the text between a file span and a symbol span written
// right after it ("see `src/api.py` `load_rubric_dimensions()`",
// "`setup.ts` -> `afterAll`"): nothing, or an arrow.
var adjacentRE = regexp.MustCompile("^`?\\s*(?:->|→|::)?\\s*$")

// fileLeads reports that nothing but list or table markup precedes the
// file on its line: the file heads the item.
func fileLeads(s string) bool {
	return strings.Trim(boldLabelRE.ReplaceAllString(s, ""), " \t-*+|>`0123456789.") == ""
}

// boldLabelRE is a short bold label that may open an item before its file
// ("**Evidence:** `tests/test_hubspot.py` — `test_upsert_by_email`").
var boldLabelRE = regexp.MustCompile(`^\s*(?:[-*+>|]\s*)*\*\*[^*]{1,30}\*\*:?`)

// nextItem reports a file that opens the next item of a semicolon list
// ("...; `tests/test_tracing.py` — `test_send_email`").
func nextItem(s string) bool {
	return strings.HasSuffix(strings.TrimRight(s, " `"), ";")
}

func symbolEvidence(d Doc, p *codeParts, m symbolMention) evidence.Evidence {
	c := evidence.Claim{
		Document: d.Name, External: d.External, Line: m.line, Kind: evidence.KindCode,
		Text: m.text, Context: evidence.Truncate(m.ctx, 400), Suppressed: p.marked[m.line],
	}
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassSymbolClaim, idParts(d, m.file, m.symbol)...),
		Source:     evidence.Docs,
		Class:      evidence.ClassSymbolClaim,
		Goal:       "the code symbols " + d.Name + " names are defined where it says",
		Content:    evidence.Truncate(c.Context, evidence.MaxContent),
		Location:   d.Name,
		Line:       m.line,
		Rationale:  fmt.Sprintf("%s is said (%q) to be in %s at %s:%d; the aggregator checks the file's definitions", m.symbol, m.tie, m.file, d.Name, m.line),
		Confidence: 0.8,
		Claim:      &c,
		Data:       map[string]any{"symbol": m.symbol, "file": m.file, "tie": m.tie},
	}
}

var (
	// dottedRE is a dotted reference "pkg.module.name(args)".
	dottedRE = regexp.MustCompile(`^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*){2,})(?:\(.*\))?$`)
	// fromImportRE is "from pkg.module import name".
	fromImportRE = regexp.MustCompile(`^from\s+([A-Za-z_][\w.]*)\s+import\s+([A-Za-z_]\w*)$`)
)

// moduleSymbol reads a symbol written as a definition reference of this
// project: a Python module path whose module is a tracked file
// ("src.state.merge_evidences" -> src/state.py, merge_evidences) or an
// import from one ("from src.graph import build_graph").
func moduleSymbol(body string, man *evidence.Manifest) (sym, file string, ok bool) {
	if man == nil {
		return "", "", false
	}
	if m := fromImportRE.FindStringSubmatch(body); m != nil {
		if f, ok := pyModule(strings.Split(m[1], "."), man); ok && checkable(m[2]) {
			return m[2], f, true
		}
		return "", "", false
	}
	m := dottedRE.FindStringSubmatch(body)
	if m == nil {
		return "", "", false
	}
	parts := strings.Split(m[1], ".")
	if pyPackage(parts, man) {
		return "", "", false // "agent.enrichment.briefs" is the module agent/enrichment/briefs.py, no name in __init__.py
	}
	for k := len(parts) - 1; k >= 2; k-- {
		if f, ok := pyModule(parts[:k], man); ok {
			sym := strings.Join(parts[k:], ".")
			if len(parts)-k > 2 || !checkable(sym) {
				return "", "", false
			}
			return sym, f, true
		}
	}
	return "", "", false
}

// loggerCueRE: a sentence about logger names ("Logger names include
// `agent.graphs.lead_intake`", "log lines"): a dotted name there is a
// logger's, which need not be a module or a definition.
var loggerCueRE = regexp.MustCompile(`(?i)\blog[\s-]+(?:names?|lines?|output|messages?|records?)\b|\bgetLogger\b|\bloggers?\b`)

// pyPackage reports a module path that is itself a module or a package of
// tracked files: a/b.py, or any file under a/b/.
func pyPackage(parts []string, man *evidence.Manifest) bool {
	if _, ok := pyModule(parts, man); ok {
		return true
	}
	return man.HasDir(strings.Join(parts, "/"))
}

// pyModule is the tracked file of a module path: a/b.py or a/b/__init__.py.
func pyModule(parts []string, man *evidence.Manifest) (string, bool) {
	base := strings.Join(parts, "/")
	for _, f := range []string{base + ".py", base + "/__init__.py"} {
		if man.HasFile(f) {
			return f, true
		}
	}
	return "", false
}
