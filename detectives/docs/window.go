package docs

import (
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// maxSide bounds the text a classification rule sees on each side of a
// mention: the paragraph, sentence and clause text before and after it
// are cut to at most maxSide bytes from the mention, so that no mention
// rescans a long paragraph or line. The longest side in the labelled
// corpora is about 700 bytes: below maxSide every rule sees exactly the
// text it saw before the bound existed.
const maxSide = 1024

// maxRepeats is how many occurrences of one mention (same path, anchor and
// line range) in one document (PDF page) are read with their context and
// classified; later ones are only counted (docResult.repeats). The first
// maxRepeats decide the mention's status, its sticky rules and the
// occurrence reported, so a document citing one path thousands of times
// costs no more than one citing it maxRepeats times.
const maxRepeats = 16

// window returns the range [lo,hi) of s that holds [a,b) and at most
// maxSide bytes either side of it, widened to UTF-8 rune starts.
func window(s string, a, b int) (lo, hi int) {
	lo, hi = max(0, a-maxSide), min(len(s), b+maxSide)
	for lo > 0 && !isRuneStart(s[lo]) {
		lo--
	}
	for hi < len(s) && !isRuneStart(s[hi]) {
		hi++
	}
	return lo, hi
}

// repeated counts one occurrence of tok and reports whether maxRepeats
// occurrences of the same mention were already recorded: the caller then
// records nothing more. Tree entries (whose path depends on the tree's
// root) and sibling shorthands (".down.sql", expanded later) are never
// counted as repeats.
func (c *collector) repeated(kind evidence.ClaimKind, tok string) bool {
	if kind == evidence.KindTree || strings.HasPrefix(tok, ".") {
		return false
	}
	k := refOf(kind, tok).key()
	if c.seen == nil {
		c.seen = map[string]int{}
	}
	c.seen[k]++
	if c.seen[k] <= maxRepeats {
		return false
	}
	if c.repeats == nil {
		c.repeats = map[string]int{}
	}
	c.repeats[k]++
	return true
}

// addRepeats adds to each group the occurrences counted, not recorded.
func addRepeats(groups []mentionGroup, repeats map[string]int) {
	if len(repeats) == 0 {
		return
	}
	for i := range groups {
		groups[i].count += repeats[groups[i].key]
	}
}

// mergeCounts adds the counts of src to dst (allocating it when nil).
func mergeCounts(dst, src map[string]int) map[string]int {
	if len(src) == 0 {
		return dst
	}
	if dst == nil {
		dst = map[string]int{}
	}
	for k, n := range src {
		dst[k] += n
	}
	return dst
}

// shortSide is what a rule sees of a side of a sentence that runs on past
// maxSide bytes from the mention (no sentence end within the window and
// more text beyond it): such a run is a generated list or a minified line,
// not prose, and its mention is read with the words around it only.
const shortSide = 160

// clampSentence cuts the sentence [ss,se) of text (a window of the
// paragraph) around the mention [a,b) to shortSide bytes on a side where
// the window cut the paragraph (cutLo before, cutHi after) and no sentence
// boundary was found inside the window; cut is true when the end side was
// cut. The cut falls after a space where there is one.
func clampSentence(text string, ss, se, a, b int, cutLo, cutHi bool) (int, int, bool) {
	if cutLo && ss == 0 && a > shortSide {
		ss = a - shortSide
		if i := strings.IndexByte(text[ss:a], ' '); i >= 0 {
			ss += i + 1
		}
		for ss < a && !isRuneStart(text[ss]) {
			ss++
		}
	}
	cut := false
	if cutHi && se == len(text) && se-b > shortSide {
		se, cut = b+shortSide, true
		if i := strings.LastIndexByte(text[b:se], ' '); i >= 0 {
			se = b + i
		}
		for se > b && !isRuneStart(text[se]) {
			se--
		}
	}
	return ss, se, cut
}
