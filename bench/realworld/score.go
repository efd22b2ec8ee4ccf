package realworld

import (
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Flag is one finding the detector raised (or, for Unconfirmed, weighed
// and did not raise) in a document, reduced to what scoring needs.
type Flag struct {
	Document string
	Path     string // repository-relative path the detector looked for
	Text     string // the mention as written
	Anchor   string // #fragment of a broken anchor, without '#'
	Kind     string // claim kind: link, image, code, fence, prose, tree
	Status   string // missing, missing_line, broken_anchor, unconfirmed, ...
	Reason   string // the detector's reason for the status
	Line     int
	Page     int
	Context  string
}

// Outcome is a flag or a label after matching.
type Outcome struct {
	Flag    *Flag    // nil for a missed label
	Mention *Mention // nil for an unlabelled flag
	Doc     string
	Verdict string // tp, fp, fn, ambiguous
	// Stage is, for a miss, the stage of the detector that lost it (see
	// AttributeMisses); for a flag, why it was raised without or despite
	// the tie model (see AttributeFlags).
	Stage string
}

// Score is the comparison of one repository's flags with its labels,
// restricted to the labelled documents. Precision is strict: a flag that
// matches no label counts as false.
type Score struct {
	Repo      string
	Split     string
	Group     string
	Documents int
	TP, FP    int
	FN        int
	Ambiguous int // flags on ambiguous labels: counted nowhere
	// AllFlags counts the distinct (document, path) flags in every
	// document of the repository, labelled or not: what --fail-on
	// hallucination gates on. RealBroken is whether a label says a real
	// broken reference exists.
	AllFlags   int
	RealBroken bool
	Outcomes   []Outcome
}

// ScoreRepo matches the flags raised in f's labelled documents against its
// labels. Each distinct (document, path) counts once, as labels do.
func ScoreRepo(f File, flags []Flag) Score {
	s := Score{Repo: f.Repo, Split: f.Split, Group: f.Group, Documents: len(f.Documents)}
	all := map[string]bool{}
	for i := range flags {
		all[flags[i].Document+"\x00"+flagKey(&flags[i])] = true
	}
	s.AllFlags = len(all)
	for _, d := range f.Documents {
		matched := make([]bool, len(d.Mentions))
		seen := map[string]bool{}
		for i := range flags {
			fl := &flags[i]
			if fl.Document != d.Path {
				continue
			}
			key := flagKey(fl)
			if seen[key] {
				continue
			}
			seen[key] = true
			j := findLabel(d.Mentions, fl)
			o := Outcome{Flag: fl, Doc: d.Path}
			switch {
			case j < 0:
				o.Verdict = "fp"
				s.FP++
			case d.Mentions[j].Label == Hallucinated:
				if matched[j] {
					continue // a second spelling of a path already counted
				}
				o.Mention, o.Verdict = &d.Mentions[j], "tp"
				s.TP++
			case d.Mentions[j].Label == Ambiguous:
				o.Mention, o.Verdict = &d.Mentions[j], "ambiguous"
				s.Ambiguous++
			default:
				o.Mention, o.Verdict = &d.Mentions[j], "fp"
				s.FP++
			}
			if j >= 0 {
				matched[j] = true
			}
			s.Outcomes = append(s.Outcomes, o)
		}
		for j := range d.Mentions {
			s.RealBroken = s.RealBroken || d.Mentions[j].Label == Hallucinated
			if d.Mentions[j].Label == Hallucinated && !matched[j] {
				s.FN++
				s.Outcomes = append(s.Outcomes, Outcome{Mention: &d.Mentions[j], Doc: d.Path, Verdict: "fn"})
			}
		}
	}
	return s
}

func flagKey(f *Flag) string {
	k := normPath(f.Path)
	if k == "" {
		k = normPath(f.Text)
	}
	if a := anchorOf(f); a != "" {
		k += "#" + a
	}
	return k
}

// anchorOf is the fragment a flag is about: none for a link to a missing
// file, since the missing file is the finding and the same file linked
// under ten anchors is one path, as labels count it.
func anchorOf(f *Flag) string {
	if f.Status == string(evidence.StatusMissing) {
		return ""
	}
	return f.Anchor
}

// findLabel returns the index of the label a flag stands for, preferring
// the label of the same path to a suffix match and then a hallucinated
// label when several match; -1 if none does.
func findLabel(ms []Mention, f *Flag) int {
	best, bestRank := -1, -1
	for j := range ms {
		if !matches(&ms[j], f) {
			continue
		}
		rank := 0
		if exactLabel(&ms[j], f) {
			rank += 2 // "screenshots/dashboard" is its own label, not "dashboard"'s
		}
		if ms[j].Label == Hallucinated {
			rank++
		}
		if rank > bestRank {
			best, bestRank = j, rank
		}
	}
	return best
}

// exactLabel reports a label naming the flag's very path, not a suffix of
// it or a longer path ending in it.
func exactLabel(m *Mention, f *Flag) bool {
	mp, _ := splitAnchor(m.Path)
	for _, b := range []string{f.Path, f.Text} {
		if b != "" && normPath(mp) == normPath(b) {
			return true
		}
	}
	return false
}

// matches reports whether label m is about the path flag f raised: the
// same path or written text, either one a '/'-boundary suffix of the other
// (a label may give the full path where the detector saw a bare name, or
// the reverse), and for anchors the same fragment.
func matches(m *Mention, f *Flag) bool {
	mp, ma := splitAnchor(m.Path)
	mt, mta := splitAnchor(m.Text)
	if ma == "" {
		ma = mta
	}
	if lineAnchorRE.MatchString(ma) {
		ma = "" // "#L31" is a line of the file, which the flag carries apart, not a heading
	}
	if f.Status == string(evidence.StatusMissing) {
		ma = "" // the file is missing: whichever anchor a label wrote, it is about the file
	}
	if fa := anchorOf(f); fa != "" || ma != "" {
		if !strings.EqualFold(strings.TrimPrefix(ma, "#"), fa) {
			return false
		}
		if mp == "" && mt == "" {
			return true
		}
	}
	for _, a := range []string{mp, mt} {
		for _, b := range []string{f.Path, f.Text} {
			if samePath(a, b) {
				return true
			}
		}
	}
	return false
}

// lineAnchorRE is a GitHub line fragment: "L31", "L10-L20".
var lineAnchorRE = regexp.MustCompile(`^L\d+(?:-L\d+)?$`)

func splitAnchor(p string) (string, string) {
	if i := strings.IndexByte(p, '#'); i >= 0 {
		return p[:i], p[i+1:]
	}
	return p, ""
}

func samePath(a, b string) bool {
	a, b = normPath(a), normPath(b)
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	return strings.HasSuffix(a, "/"+b)
}

// normPath trims what spells the same path differently: quotes, "./",
// leading and trailing slashes, Windows separators.
func normPath(p string) string {
	p = strings.Trim(strings.TrimSpace(p), "`'\"")
	p = strings.ReplaceAll(p, `\`, "/")
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	return strings.Trim(p, "/")
}

// Totals sums scores.
type Totals struct {
	Repos, Documents, TP, FP, FN, Ambiguous int
}

// Add folds s into t.
func (t *Totals) Add(s Score) {
	t.Repos++
	t.Documents += s.Documents
	t.TP += s.TP
	t.FP += s.FP
	t.FN += s.FN
	t.Ambiguous += s.Ambiguous
}

// Precision is TP/(TP+FP); 1 when nothing was flagged.
func (t Totals) Precision() float64 { return ratio(t.TP, t.TP+t.FP) }

// Recall is TP/(TP+FN); 1 when there was nothing to find.
func (t Totals) Recall() float64 { return ratio(t.TP, t.TP+t.FN) }

// FalsePer10Docs is false flags per ten labelled documents.
func (t Totals) FalsePer10Docs() float64 {
	if t.Documents == 0 {
		return 0
	}
	return 10 * float64(t.FP) / float64(t.Documents)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}
