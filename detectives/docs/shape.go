package docs

import (
	"regexp"
	"strings"
)

// The shape stage (ARCHITECTURE "From a mention to a flag", stage 2):
// before any intent is read from the sentence, decide from the token alone
// whether it is a path at all. Each rule below has real look-alikes that
// must stay paths; they are listed in shape_test.go beside the cases the
// rule exists for.

// Reasons of the shape stage.
const (
	ReasonDiagram = "diagram art (box-drawing or ASCII flow), not a path"
	ReasonSymbol  = "a code symbol or expression (pkg/path.Func, call(), keyword pair), not a file"
	ReasonOption  = "command-line options (-x/--long), not a path"
	ReasonVersion = "a version or release tag (name/v1.2.3), not a path"
	ReasonEnvRoot = "a path in an installed toolchain or environment (GOROOT, site-packages, node_modules, a virtualenv, .git), not a repository file"
)

// shapeRule is the shape stage proper: token-only verdicts that come
// before tokenRule's URL, host, glob and placeholder checks.
func shapeRule(p string) (rule, bool) {
	switch {
	case strings.ContainsAny(p, boxRunes) || diagramJoinRE.MatchString(p):
		return rule{ReasonDiagram, 0.02, false}, true
	case bracketPlaceholder(p) || datePlaceholderRE.MatchString(p) || capsPlaceholderRE.MatchString(p) || strings.Contains(p, "]") && !strings.Contains(p, "["):
		return rule{ReasonPlaceholder, 0.05, false}, true
	case optionSegment(p):
		return rule{ReasonOption, 0.05, false}, true
	case codeSymbol(p):
		return rule{ReasonSymbol, 0.05, false}, true
	case timestampRE.MatchString(p):
		return rule{ReasonOutput, 0.1, false}, true // "audit/report_2026-02-28_08-30-17.md": a run's output
	case versionTagRE.MatchString(p) || numberOnlyRE.MatchString(p):
		return rule{ReasonVersion, 0.05, false}, true
	case envRooted(p):
		return rule{ReasonEnvRoot, 0.05, false}, true
	}
	return rule{}, false
}

// boxRunes draw boxes, arrows and lines of a diagram. A project tree uses
// only ├ └ │ ─ (and their heavy forms) to the left of its names, so a
// name carrying any of these comes from a diagram.
const boxRunes = "┌┐└┘├┤┬┴┼─│▼▲◄►▶◀═║╔╗╚╝╭╮╯╰━┃┏┓┛┗┣┫┳┻╋→←↑↓⟶"

// diagramJoinRE: an ASCII diagram's pipes and arrows glued to names by a
// column reader ("Aggregator|/v", "|/judges", "v/detective").
var diagramJoinRE = regexp.MustCompile(`\||(?:^|/)[v^](?:/|$)|-->|<--|==>|\+-{2,}`)

// datePlaceholderRE: a name pattern with date, time or counter fields
// ("audit_report_YYYYMMDD_HHMM.md", "NNN-feature.md", "log-XXXX.txt").
var datePlaceholderRE = regexp.MustCompile(`YYYY|HHMM|(?:^|[^A-Za-z])(?:MM[-_]DD|DD[-_]MM|NNNN?|XXXX?)(?:[^A-Za-z]|$)|#{3}`)

// capsPlaceholderRE: a capitalised field joined into a lower-case name
// ("self_audit_report_TIMESTAMP.md", "peer_audit_PEERNAME.md"); a name
// in capitals alone ("README.md", "LICENSE") is a real file.
var capsPlaceholderRE = regexp.MustCompile(`[a-z0-9][_-](?:TIMESTAMP|DATETIME|DATE|TIME|PEERNAME|USERNAME|NAME|USER|REPO|REPONAME|ID|UUID|HASH|SHA|VERSION|SLUG|N)(?:[_.-]|$)`)

// bracketPlaceholder reports a "[name]" segment standing for any name
// ("src/models/[entity].py", "specs/[###-feature]/"). A web framework's
// dynamic route file is a real path ("pages/[id].tsx",
// "app/blog/[...slug]/page.tsx") and stays one.
func bracketPlaceholder(p string) bool {
	if !strings.Contains(p, "[") {
		return false
	}
	if !strings.Contains(p, "]") || placeholderInnerRE.MatchString(p) {
		return true // "specs/[" cut short, "[###-feature]", "[a b]"
	}
	if webRouteExtRE.MatchString(p) && routeSegments(p) {
		return false // "pages/[id].tsx", "app/[team]/page.tsx": a framework's dynamic route
	}
	for _, m := range bracketRE.FindAllStringSubmatch(p, -1) {
		if !routeParams[strings.TrimPrefix(m[1], "...")] {
			return true
		}
	}
	return false
}

// routeSegments reports a path whose bracketed segments are whole route
// parameters ("[id].tsx", "[...slug]", "[[lang]]"), as a framework names
// them; "[document_name]_test.md" fills a name into a file name.
func routeSegments(p string) bool {
	for _, seg := range strings.Split(p, "/") {
		if strings.Contains(seg, "[") && !routeSegRE.MatchString(seg) {
			return false
		}
	}
	return true
}

var (
	routeSegRE         = regexp.MustCompile(`^\[{1,2}(?:\.\.\.)?[\w-]+\]{1,2}(?:\.[\w.]+)?$`)
	bracketRE          = regexp.MustCompile(`\[{1,2}([^\]]*)\]{1,2}`)
	placeholderInnerRE = regexp.MustCompile(`\[[^\]]*[#= ][^\]]*\]|\[\]`)
	webRouteExtRE      = regexp.MustCompile(`\.(?:tsx?|jsx?|vue|svelte|astro|mdx?)$`)
)

// routeParams are the parameter names dynamic routes are usually given.
var routeParams = setOf("id", "slug", "uuid", "key", "handle", "lang", "locale", "path", "params", "page", "postId", "userId")

// optionSegment reports a pair of command-line options read as a path
// ("-X/--long", "--verbose/-v").
func optionSegment(p string) bool {
	for _, s := range strings.Split(p, "/") {
		if strings.HasPrefix(s, "-") && len(s) > 1 && s != "-" {
			return true
		}
	}
	return false
}

// codeSymbol reports code, not a file: a call or type assertion
// ("v.Interface().(T)", "run()"), a package path with an exported member
// ("net/http.ListenAndServe", "encoding/json.Marshal"), a "Module::item",
// or a pair of language keywords ("try/finally", "async/await").
func codeSymbol(p string) bool {
	if methodRE.MatchString(p) {
		return true // ".with_structured_output", ".bind_tools": a method, not a dotfile
	}
	if strings.ContainsAny(p, "()") && !routeGroupPathRE.MatchString(p) || strings.Contains(p, "::") {
		return true
	}
	if keywordPair(p) {
		return true
	}
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return false
	}
	last := p[i+1:]
	j := strings.IndexByte(last, '.')
	if j <= 0 || j == len(last)-1 {
		return false
	}
	member := last[j+1:]
	if fileExts[strings.ToLower(member)] || strings.Contains(member, ".") {
		return false
	}
	return member[0] >= 'A' && member[0] <= 'Z' && identRE.MatchString(member) && identRE.MatchString(last[:j])
}

// methodRE: a method or attribute written with its leading dot, in snake
// case (dotfiles are rarely snake case: ".env_local" is not a thing, while
// ".pre-commit-config.yaml" has its own dots and dashes).
var methodRE = regexp.MustCompile(`^\.[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\(\))?$`)

// numberOnlyRE: dots and digits only (".0.0", "3.11"): a version fragment.
var numberOnlyRE = regexp.MustCompile(`^\.?\d*(?:\.\d+)+$`)

var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// routeGroupPathRE: a Next.js route group "(auth)" as a directory.
var routeGroupPathRE = regexp.MustCompile(`^(?:[\w.-]+/)*\([\w.-]+\)(?:/[\w.\[\]-]+)*/?$`)

// keywordPair: every segment is a word of the language or a common
// either/or pair, none with an extension.
func keywordPair(p string) bool {
	segs := strings.Split(strings.Trim(p, "/"), "/")
	if len(segs) < 2 {
		return false
	}
	for _, s := range segs {
		if !pairWords[strings.ToLower(s)] {
			return false
		}
	}
	return true
}

var pairWords = setOf(
	"try", "catch", "finally", "except", "else", "elif", "if", "then", "async", "await", "sync",
	"true", "false", "yes", "no", "on", "off", "and", "or", "not", "null", "none", "nil",
	"get", "set", "put", "post", "patch", "delete", "head", "options", "read", "write",
	"input", "output", "in", "out", "start", "stop", "begin", "end", "open", "close",
	"push", "pull", "pop", "send", "receive", "request", "response", "req", "res",
	"allow", "deny", "pass", "fail", "success", "failure", "error", "ok", "enable", "disable",
	"min", "max", "before", "after", "old", "new", "up", "down", "left", "right", "x", "y",
	"fan-in", "fan-out", "key", "value", "client", "server", "frontend", "backend",
)

// timestampRE: a file name stamped with a date and a time, as a run names
// its outputs ("report_2026-02-28_08-30-17.md", "run-20260301T1012.log").
// A date alone stays a path (a blog post, a migration).
var timestampRE = regexp.MustCompile(`(?:19|20)\d\d-?[01]\d-?[0-3]\d[_T-][0-2]\d[-:]?[0-5]\d`)

// versionTagRE: a release named by its version ("mytool/v1.4.0",
// "release/2.3", "v1.2.3").
var versionTagRE = regexp.MustCompile(`(?:^|/)v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?/?$`)

// envRooted reports a path inside an installed toolchain, package cache
// or virtual environment, or git's own directory: it exists on a machine,
// never in a repository's tree.
func envRooted(p string) bool {
	q := strings.TrimPrefix(strings.ReplaceAll(p, `\`, "/"), "./")
	first, _, _ := strings.Cut(q, "/")
	if envRoots[first] || envRoots[strings.TrimPrefix(first, "$")] {
		return strings.Contains(q, "/")
	}
	for _, s := range strings.Split(q, "/") {
		if envSegments[s] {
			return true
		}
	}
	return false
}

var envRoots = setOf("GOROOT", "GOPATH", "GOBIN", "JAVA_HOME", "CARGO_HOME", "VIRTUAL_ENV", "CONDA_PREFIX",
	".venv", "venv", ".tox", ".nox", ".git", ".cargo", ".rustup", ".m2", ".npm", ".pnpm-store", ".yarn-cache")

var envSegments = setOf("site-packages", "dist-packages", "node_modules", "__pycache__")
