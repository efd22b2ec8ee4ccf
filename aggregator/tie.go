package aggregator

import (
	"fmt"
	"math"
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// StatusUnconfirmed is the status of a claim whose path does not exist but
// whose mention is only weakly tied to this repository (tie below
// TieThreshold): a bare name the repository has nothing like, a path under
// a top-level directory it does not have, in a text that addresses its
// reader or speaks for its author. Such a path is most often the reader's
// or the author's own file, not an invented one, so it is listed and
// counted (Stats.Unconfirmed), never flagged.
const StatusUnconfirmed evidence.ClaimStatus = "unconfirmed"

// TieThreshold is the tie below which a missing path is unconfirmed rather
// than flagged. It was chosen on the cross-validation of TestTieModel.
const TieThreshold = 0.3

// docVoice is the voice of one document as the docs detective recorded it
// on the DOCUMENT evidence (Data["voice"]), with its format.
type docVoice struct {
	format                    string
	you, i, we                float64 // per hundred words
	quotes, handles, recorded bool
}

// voices reads the voice of every document of the docs evidence, keyed by
// document name and whether it is an external (--report) document.
func voices(list []evidence.Evidence) map[docKey]docVoice {
	out := map[docKey]docVoice{}
	for _, e := range list {
		if e.Class != evidence.ClassDocument || e.Data == nil {
			continue
		}
		v := docVoice{}
		v.format, _ = e.Data["format"].(string)
		if m, ok := e.Data["voice"].(map[string]any); ok {
			v.recorded = true
			v.you, v.i, v.we = perHundred(m["you_per_1000"]), perHundred(m["i_per_1000"]), perHundred(m["we_per_1000"])
			v.quotes, v.handles = positive(m["quote_lines"]), positive(m["handles"])
		}
		ext, _ := e.Data["external"].(bool)
		out[docKey{e.Location, ext}] = v
	}
	return out
}

// docKey names a document: tracked and external documents may share a name.
type docKey struct {
	name     string
	external bool
}

func number(v any) float64 {
	switch n := v.(type) {
	case int:
		return float64(n)
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return 0
}

func perHundred(v any) float64 { return number(v) / 10 }
func positive(v any) bool      { return number(v) > 0 }

// tieFeatures describes how a missing path p, cited by claim c in a
// document of voice v, is tied to the repository x: where p would sit in
// the tree (s:), the claim's kind (k:), the document's voice (d:) and the
// words of the sentence around the mention (w:). Binary features have
// value 1. TestTieModel trains tieWeights on these features.
func tieFeatures(x *index, p string, c *evidence.Claim, v docVoice) map[string]float64 {
	f := map[string]float64{}
	for _, s := range structFeatures(x, p) {
		f["s:"+s] = 1
	}
	if c.LineStart > 0 {
		f["s:line"] = 1
	}
	if c.Anchor != "" {
		f["s:anchor"] = 1
	}
	f["k:"+string(c.Kind)] = 1
	if v.format != "" {
		f["d:"+v.format] = 1
	}
	if v.recorded {
		f["d:you"], f["d:i"], f["d:we"] = v.you, v.i, v.we
		if v.quotes {
			f["d:quotes"] = 1
		}
		if v.handles {
			f["d:handles"] = 1
		}
	}
	for _, w := range contextWords(c.Context, c.Text) {
		f["w:"+w] = 1
	}
	return f
}

// structFeatures places p in the tracked tree: a bare name, or a path whose
// parent directory is tracked (also as the end of a longer directory),
// whose top-level directory only is, or which is foreign to the tree; and
// whether its extension is one the repository uses.
func structFeatures(x *index, p string) []string {
	p = strings.TrimSuffix(p, "/")
	var out []string
	if i := strings.IndexByte(p, '/'); i < 0 {
		out = append(out, "bare")
	} else {
		switch dir := parent(p); {
		case len(x.suffix(dir, true)) > 0: // dir itself or a directory ending in it
			out = append(out, "parent")
		case x.m.HasDir(p[:i]):
			out = append(out, "top_only")
		default:
			out = append(out, "foreign")
		}
	}
	switch ext := path.Ext(p); {
	case ext == "":
		out = append(out, "no_ext")
	case x.m.HasExt(ext):
		out = append(out, "ext_in_repo")
	}
	return out
}

// contextWords are the distinct lower-case words of the sentence around a
// mention, sorted, leaving out the mention itself and every other
// path-like token (they say which files, not how the text speaks of them).
func contextWords(context, text string) []string {
	seen := map[string]bool{}
	for _, tok := range strings.Fields(context) {
		core := strings.Trim(tok, tokenMarks)
		if core == "" || strings.Contains(core, "/") || strings.Contains(core, text) && text != "" || pathLike(core) {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(core), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
			if w = strings.Trim(w, "'"); len(w) > 1 {
				seen[w] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// tokenMarks are the quotes, emphasis, brackets and punctuation trimmed
// from a whitespace-separated token of a sentence.
const tokenMarks = "`*_\"'()[]{}<>,;:!?"

// pathLike reports a token with a dot between letters (file.ext, a.b.c).
func pathLike(tok string) bool {
	i := strings.IndexByte(tok, '.')
	return i > 0 && i < len(tok)-1 && unicode.IsLetter(rune(tok[i+1]))
}

// tieScore is the model's probability that a missing path with features f
// is a claim about this repository: the logistic function of tieLogit.
func tieScore(weights map[string]float64, bias float64, f map[string]float64) float64 {
	return 1 / (1 + math.Exp(-tieLogit(weights, bias, f)))
}

// tieLogit is bias plus the weights of the features present, summed in
// sorted feature order: floating-point addition is not associative, and a
// map's order changes between runs, so any other order could change the
// report's bytes.
func tieLogit(weights map[string]float64, bias float64, f map[string]float64) float64 {
	keys := make([]string, 0, len(f))
	for k := range f {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	z := bias
	for _, k := range keys {
		z += weights[k] * f[k]
	}
	return z
}

// tie scores a missing claim c at path p, or reports false when the model
// does not weigh it: when Input.FlagUnconfirmed turns it off, and for a
// broken link or image of a tracked document, which is broken whoever's
// file it names.
func (r *run) tie(p string, c *evidence.Claim) (float64, bool) {
	if r.in.FlagUnconfirmed || (c.Kind == evidence.KindLink || c.Kind == evidence.KindImage) && !c.External {
		return 0, false
	}
	if r.voice == nil {
		r.voice = voices(r.out.Evidence[evidence.Docs])
	}
	placed := tiePath(r.x, p, c)
	f := tieFeatures(r.x, placed, c, r.voice[docKey{c.Document, c.External}])
	score := tieScore(tieWeights, tieBias, f)
	if r.in.TieTrace != nil {
		r.in.TieTrace(*c, placed, f, score)
	}
	return score, true
}

// unconfirmed marks claim c unconfirmed with its tie score.
func unconfirmed(e *evidence.Evidence, c *evidence.Claim, tie float64) {
	shown := math.Floor(tie*100) / 100 // never shown as the threshold itself
	c.Status, c.Tie = StatusUnconfirmed, shown
	c.Reason = fmt.Sprintf("does not exist in the repository, but is weakly tied to it (tie %.2f < %.2f): likely the reader's or the author's own file; not flagged", shown, TieThreshold)
	e.Found, e.Rationale = false, c.Reason
}

// largeTree is the number of tracked files from which a bare missing name
// is taken for the reader's own file: the tie model was fitted on small
// repositories; on the real-world benchmark's open-source projects (dev
// part, most of them this large) 44 of 45 bare missing names the model
// weighed were the reader's files or downloads ("config.toml (global)",
// "python3 install-poetry.py"), while students' small repositories hold
// most of the bare names that are invented.
const largeTree = 300

// bareInLargeTree reports a bare file name (no directory) that a
// repository of at least largeTree files does not have, cited in a
// sentence, a code span or a code block (a link or a tree entry is placed
// by the document and stays weighed).
func (r *run) bareInLargeTree(p string, c *evidence.Claim) bool {
	if r.in.FlagUnconfirmed || r.x.m.Len() < largeTree || strings.Contains(strings.TrimSuffix(p, "/"), "/") {
		return false
	}
	switch c.Kind {
	case evidence.KindLink, evidence.KindImage, evidence.KindTree:
		return false
	}
	_, inDir := dirInContext(r.x, c.Context)
	return !inDir
}

// staleBareInLargeTree reports a bare file name in a large tree that a
// deleted file of the history had, in code, a command or running text
// (not a document's name there), with nothing
// sending the reader to it: ".travis.yml" in "yaml2json .travis.yml |
// bat -l json", "python3 install-poetry.py --version 2.0.0". In a
// repository of hundreds of files a common name matched in years of
// history is weak evidence; the reader's own file or a download is as
// likely. A link, a tree entry, an install step or a pointer to a project
// document stays a stale reference.
func (r *run) staleBareInLargeTree(p string, c *evidence.Claim) bool {
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode && (c.Kind != evidence.KindProse || proseDocument(p)) {
		return false // a document named in running text ("in BREAKING_CHANGES.md") is the project's
	}
	return r.bareInLargeTree(p, c) && !installStep(c) && !docPointer(c) && !pointsReader(c.Context, c.Text) && !definedIn(c)
}

// proseDocument reports a document's name (.md, .rst, .adoc, .txt).
func proseDocument(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".rst", ".adoc", ".txt":
		return true
	}
	return false
}

// definedIn reports a sentence that says something of the project is
// defined in the file ("Libraries and their versions are defined in
// `ext.library-versions.gradle`"): a statement about this repository's
// file, not a name in a command.
func definedIn(c *evidence.Claim) bool {
	before, ok := textBefore(c.Context, c.Text)
	return ok && definedInRE.MatchString(strings.ToLower(before))
}

// definedInRE ends the text before a mention that is said to hold the
// definitions.
var definedInRE = regexp.MustCompile("\\b(?:is|are) (?:defined|declared|configured|specified|maintained) in [`'\"]?$")

// unconfirmedStaleBare marks a staleBareInLargeTree claim unconfirmed,
// keeping what the history says.
func unconfirmedStaleBare(e *evidence.Evidence, c *evidence.Claim, files int, why string) {
	markUnconfirmed(e, c, fmt.Sprintf("a bare file name none of the repository's %d files has, in code or a command: likely the reader's own file or a download (a file of that name %s); not flagged", files, why))
}

// weakTie is why a missing path that neither the text nor the history
// ties to the repository is left unconfirmed by a rule, before the tie
// model weighs it: a bare name in a large tree, an AI-agent convention
// name, a relative import in example code. --flag-unconfirmed turns them
// all off.
func (r *run) weakTie(c *evidence.Claim, p string) (string, bool) {
	switch {
	case r.in.FlagUnconfirmed:
		return "", false
	case r.bareInLargeTree(p, c):
		return fmt.Sprintf("does not exist in the repository, but is a bare file name none of its %d files has: likely the reader's own file or a download; not flagged", r.x.m.Len()), true
	case agentConventionName(c, p):
		return "does not exist in the repository, but is the bare name of an AI-agent convention file (AGENTS.md, SOUL.md, CLAUDE.md, ...): most often the convention discussed, not a file of the tree; not flagged", true
	case relativeImportInCode(c):
		return "does not exist in the repository, but is a relative import in a code block: most often the reader's module in an example; not flagged", true
	case parentValueInCode(c):
		return "does not exist in the repository, but is a parent-relative string in code (an expression's value, a config entry): relative to wherever that code runs, not to this document; not flagged", true
	}
	return "", false
}

// tiePath is the path the tie model places: p, or for a bare name whose
// sentence names one tracked directory (dirInContext) the name in that
// directory.
func tiePath(x *index, p string, c *evidence.Claim) string {
	if strings.Contains(strings.TrimSuffix(p, "/"), "/") {
		return p
	}
	if dir, ok := dirInContext(x, c.Context); ok {
		return dir + "/" + p // "Components (`src/components/`): `A.vue`, `B.vue`"
	}
	return p
}

// dirInContext finds the one tracked directory a sentence names with a
// trailing slash (`apps/web/src/components/`), as an LLM code tour lists a
// directory's files after it.
func dirInContext(x *index, context string) (string, bool) {
	found := ""
	for _, tok := range strings.Fields(context) {
		d := strings.Trim(tok, tokenMarks)
		if !strings.HasSuffix(d, "/") || len(d) < 2 {
			continue
		}
		d = strings.TrimSuffix(strings.TrimPrefix(d, "./"), "/")
		if !x.m.HasDir(d) {
			if m := x.suffix(d, true); len(m) == 1 {
				d = m[0]
			} else {
				continue
			}
		}
		if found != "" && found != d {
			return "", false
		}
		found = d
	}
	return found, found != ""
}
