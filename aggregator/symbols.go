package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Classes of the code detective's evidence that symbol resolution reads
// (filed under repo; declared by detectives/code).
const (
	classCodeDefinitions evidence.Class = "CODE_DEFINITIONS"
	classCodeImports     evidence.Class = "CODE_IMPORTS"
	classCodeSummary     evidence.Class = "CODE_SUMMARY"
)

// codeIndex is what the code detective parsed: the defined names per
// file (a method as "Class.name" and "name"), the files that have a
// record, and the languages parsed.
type codeIndex struct {
	defs    map[string]map[string]bool
	records map[string]bool
	langs   map[string]bool
}

func (r *run) codeIndex() *codeIndex {
	if r.code != nil {
		return r.code
	}
	x := &codeIndex{defs: map[string]map[string]bool{}, records: map[string]bool{}, langs: map[string]bool{}}
	for _, e := range r.in.Evidence[evidence.Repo] {
		switch e.Class {
		case classCodeDefinitions:
			x.records[e.Location] = true
			set := x.defs[e.Location]
			if set == nil {
				set = map[string]bool{}
				x.defs[e.Location] = set
			}
			for _, n := range strings_(e.Data["names"]) {
				set[n] = true
				set[n[strings.LastIndexByte(n, '.')+1:]] = true
			}
		case classCodeImports:
			x.records[e.Location] = true
		case classCodeSummary:
			if m, ok := e.Data["languages"].(map[string]any); ok {
				for l := range m {
					x.langs[l] = true
				}
			}
		}
	}
	r.code = x
	return x
}

// strings_ reads a []string Data value (or its JSON-decoded []any form).
func strings_(v any) []string {
	switch v := v.(type) {
	case []string:
		return v
	case []any:
		out := make([]string, 0, len(v))
		for _, s := range v {
			if s, ok := s.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// extLang maps a source extension to the code detective's language name.
var extLang = map[string]string{".py": "python", ".go": "go", ".js": "javascript", ".jsx": "javascript",
	".mjs": "javascript", ".cjs": "javascript", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx"}

// symbol resolves one SYMBOL_CLAIM in place. The named file must resolve
// to one tracked file of a language the code detective parsed; the symbol
// is defined when the file's definitions list it, and merely present
// (not flagged) when its name occurs in the file's text as a word (an
// assignment, an import, a call). Only a name the file never mentions is
// missing.
func (r *run) symbol(e *evidence.Evidence) {
	c := *e.Claim
	e.Claim = &c
	if c.Status != "" {
		return
	}
	sym, file := dataStr(e, "symbol"), dataStr(e, "file")
	if dir, ok := strings.CutSuffix(file, "/"); ok {
		r.packageSymbol(e, &c, sym, dir)
		return
	}
	p, ok := r.sourceFile(file, c.Document)
	if !ok {
		notAClaim(e, &c, fmt.Sprintf("%s is not one tracked file: the symbol is not checked (a missing file is a path claim)", file))
		return
	}
	c.Path = p
	x := r.codeIndex()
	name := sym[strings.LastIndexByte(sym, '.')+1:]
	if x.defs[p][sym] || x.defs[p][name] && !strings.Contains(sym, ".") {
		r.symbolResolved(e, &c, p, "defined there (code evidence)")
		return
	}
	lang := extLang[path.Ext(p)]
	if !x.records[p] && !x.langs[lang] || r.in.Code == nil {
		c.Status, c.Reason = evidence.StatusAmbiguous, fmt.Sprintf("no %s source was parsed: not checked", cmpOr(lang, "such"))
		e.Found, e.Rationale = false, c.Reason
		return
	}
	src, err := r.in.Code.Source(p)
	if err != nil {
		c.Status, c.Reason = evidence.StatusAmbiguous, "the file could not be read: not checked"
		e.Found, e.Rationale = false, c.Reason
		return
	}
	if wordIn(string(src), name) {
		r.symbolResolved(e, &c, p, fmt.Sprintf("%s is named in the file (not among the definitions the parser lists)", name))
		return
	}
	reason := fmt.Sprintf("%s does not define or mention %s", p, name)
	if where := x.definedIn(sym, name); where != "" {
		reason += " (it is defined in " + where + ")"
	}
	r.codeFinding(e, &c, reason)
}

// packageSymbol resolves a symbol said to be defined in a Go package (the
// directory dir): defined or named in one of its parsed non-test .go files,
// else missing. A package with no parsed file is not checked.
func (r *run) packageSymbol(e *evidence.Evidence, c *evidence.Claim, sym, dir string) {
	x := r.codeIndex()
	var files []string
	for _, f := range r.x.m.Paths() {
		if path.Dir(f) == dir && strings.HasSuffix(f, ".go") && !strings.HasSuffix(f, "_test.go") && x.records[f] {
			files = append(files, f)
		}
	}
	if len(files) == 0 || r.in.Code == nil {
		notAClaim(e, c, fmt.Sprintf("no Go source of %s was parsed: the symbol is not checked", dir))
		return
	}
	c.Path = dir
	for _, f := range files {
		if x.defs[f][sym] {
			r.symbolResolved(e, c, f, "defined there (code evidence)")
			return
		}
	}
	for _, f := range files {
		if src, err := r.in.Code.Source(f); err == nil && wordIn(goCommentRE.ReplaceAllString(string(src), ""), sym) {
			r.symbolResolved(e, c, f, fmt.Sprintf("%s is named in the file's code (not among the definitions the parser lists)", sym))
			return
		}
	}
	reason := fmt.Sprintf("no Go file of %s defines or mentions %s", dir, sym)
	if where := x.definedFold(dir, sym); where != "" {
		reason += " (" + where + ")"
	}
	r.codeFinding(e, c, reason)
}

// goCommentRE matches Go comments: a name only a comment still gives
// (a doc comment left behind by a rename) is not in the code.
var goCommentRE = regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*`)

// definedFold names a definition of dir's files that differs from sym only
// in case (indexByteTwo, since exported as IndexByteTwo), if any.
func (x *codeIndex) definedFold(dir, sym string) string {
	best := ""
	for f, set := range x.defs {
		if path.Dir(f) != dir {
			continue
		}
		for n := range set {
			if n != sym && strings.EqualFold(n, sym) {
				if s := n + " is defined in " + f; best == "" || s < best {
					best = s
				}
			}
		}
	}
	return best
}

func (r *run) symbolResolved(e *evidence.Evidence, c *evidence.Claim, p, how string) {
	c.Status, c.Resolved, c.Reason = evidence.StatusResolved, p, how
	e.Found, e.Rationale = true, fmt.Sprintf("%s cited in %s: %s.", c.Text, citedIn(c), how)
}

// sourceFile resolves a file as written to one tracked file: exactly,
// relative to the citing document, or as the unique file with that
// suffix.
func (r *run) sourceFile(file, doc string) (string, bool) {
	file = strings.TrimPrefix(file, "./")
	if r.x.m.HasFile(file) {
		return file, true
	}
	if rel := path.Join(path.Dir(doc), file); r.x.m.HasFile(rel) {
		return rel, true
	}
	if m := r.x.m.WithSuffix(file); len(m) == 1 {
		return m[0], true
	}
	return "", false
}

// definedIn names a file that defines the symbol, if any (first in path
// order).
func (x *codeIndex) definedIn(sym, name string) string {
	best := ""
	for f, set := range x.defs {
		if (set[sym] || set[name]) && (best == "" || f < best) {
			best = f
		}
	}
	return best
}

// wordIn reports whether name occurs in s as an identifier.
func wordIn(s, name string) bool {
	return regexp.MustCompile(`(^|[^\w])` + regexp.QuoteMeta(name) + `($|[^\w])`).MatchString(s)
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// countCode counts a COMMAND_CLAIM or SYMBOL_CLAIM in the stats.
func (s *Stats) countCode(e evidence.Evidence) {
	missing := e.Claim.Status == evidence.StatusMissing
	if e.Class == evidence.ClassCommandClaim {
		s.Commands++
		if missing {
			s.MissingCommands++
		}
		return
	}
	s.Symbols++
	if missing {
		s.MissingSymbols++
	}
}

// dropClass returns list without the evidence of one class (a copy when
// anything is dropped).
func dropClass(list []evidence.Evidence, cl evidence.Class) []evidence.Evidence {
	out := list[:0:0]
	for _, e := range list {
		if e.Class != cl {
			out = append(out, e)
		}
	}
	return out
}
