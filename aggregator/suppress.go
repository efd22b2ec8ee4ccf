package aggregator

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// pointerPhrase finds wording that sends the reader to a file.
var pointerPhrase = regexp.MustCompile(`(?i)\b(see|read|refer to|described in|documented in|details in|open)\b|\b(?:full|more|complete|detailed) [\w -]{0,24}?\b(?:in|at)\b|\b(?:notes|minutes|write-?up|numbers|figures|measurements)\b(?: [\w-]+){0,3}? (?:(?:is|are) (?:in|at)|in)\b|\b(?:is|are) (?:stored|kept) in\b`)

// pointsReader reports whether a claim's context tells the reader to go
// and read the cited path.
// Only the words shortly before the mention count ("Open a GitHub issue
// with ... the relevant part of `log/development.log`" opens no file).
func pointsReader(context, text string) bool {
	if before, ok := textBefore(context, text); ok {
		context = before
	}
	return pointerPhrase.MatchString(context)
}

// textBefore returns the pointerWindow bytes of context before text, and
// false when context does not contain text.
func textBefore(context, text string) (string, bool) {
	i := strings.Index(context, text)
	if i < 0 {
		return "", false
	}
	return context[max(0, i-pointerWindow):i], true
}

// pointerWindow is how many bytes before a mention pointsReader reads.
const pointerWindow = 60

// ignored reports whether the repository's .gitignore matches p or one of
// its parent directories. A path written without a trailing '/' is tried
// as a file and as a directory. A matched directory that holds tracked
// files does not count: the rule was meant for another directory of that
// name, or the files were committed anyway.
func (r *run) ignored(p string, dirOnly bool) (ign bool) {
	f := r.in.Ignored
	if f == nil || p == "." {
		return false
	}
	defer func() {
		if recover() != nil {
			ign = false
		}
	}()
	direct := f(p, dirOnly) || (!dirOnly && f(p, true))
	for d := parent(p); d != ""; d = parent(d) {
		if f(d, true) {
			// "data/" ignores run-time data, but a package directory
			// glimmer/data/ with tracked files is evidently not ignored
			return !r.x.m.HasDir(d)
		}
	}
	if !direct && dirOnly && dataDirs[strings.ToLower(path.Base(p))] && f(p+"/"+contentProbe, false) {
		// "data/*" (with "!data/.gitkeep") ignores everything a data/
		// directory holds: git keeps no empty directory, so data/ exists
		// only where the program or the author put data. Other
		// directories whose content is ignored (a tree's resources/ of
		// models and configs) stay the author's files the reader lacks.
		direct = true
	}
	return direct && !r.x.m.HasDir(p)
}

// dataDirs name the directories a data-science project fills at run time.
var dataDirs = map[string]bool{"data": true, "dataset": true, "datasets": true}

// contentProbe is a plain file name standing for any content of a
// directory when asking whether the .gitignore ignores all of it.
const contentProbe = "x"

// suppressedBy says what silences a finding on claim c ("" if nothing):
// the inline marker the docs detective recorded, or the first ignore glob
// matching the claimed path or "DOCUMENT:PATH".
func (r *run) suppressedBy(c *evidence.Claim) string {
	if c.Suppressed {
		return "suppressed by an inline auditor-ignore marker"
	}
	for _, g := range r.globs {
		if globMatch(g, c.Path) || globMatch(g, c.Document+":"+c.Path) {
			return fmt.Sprintf("suppressed by ignore glob %q", g)
		}
	}
	return ""
}

func globMatch(g, s string) bool {
	ok, err := doublestar.Match(g, s)
	return err == nil && ok
}
