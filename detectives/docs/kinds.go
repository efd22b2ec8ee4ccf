package docs

import (
	"path"
	"regexp"
	"strings"
)

// testFixture reports a Markdown file kept as test data ("tests/format/
// markdown/link/simple.md", "testdata/broken.md"): a formatter's or a
// linter's input, broken on purpose, not the project's documentation. A
// README in a test directory explains the tests and is still read.
func testFixture(p string) bool {
	if strings.HasPrefix(strings.ToUpper(path.Base(p)), "README") {
		return false
	}
	segs := strings.Split(p, "/")
	for _, s := range segs[:len(segs)-1] {
		if fixtureDirs[strings.ToLower(s)] {
			return true
		}
	}
	return false
}

var fixtureDirs = setOf("test", "tests", "__tests__", "testdata", "test-data", "test_data", "fixtures", "__fixtures__", "__snapshots__", "snapshots")

// historyFrom returns the first line of a document from which it records
// the project as it was, or 0: a dated blog post from its first line, a
// changelog or release notes from its second released version on (the
// unreleased section and the newest release describe the tree as it is;
// the older entries name files that existed then: "Split pp.js into
// doc-printer.js (#334)"). A missing path there is history, not a claim
// about the tree today. Links keep their claim: a link is meant to be
// followed now.
func historyFrom(name, text string) int {
	if datedPostRE.MatchString(name) {
		return 1
	}
	if !historyNameRE.MatchString(strings.ToUpper(path.Base(name))) {
		return 0
	}
	releases := 0
	for i, l := range strings.Split(text, "\n") {
		if releaseHeadingRE.MatchString(l) {
			if releases++; releases == 2 {
				return i + 1
			}
		}
	}
	return 0
}

// releaseHeadingRE: a changelog heading naming a released version.
var releaseHeadingRE = regexp.MustCompile(`^(?:#{1,4}\s|\[?v?\d+\.\d+)[^\n]*?\bv?\d+\.\d+`)

var (
	historyNameRE = regexp.MustCompile(`^(?:CHANGELOG|CHANGES|HISTORY|NEWS|RELEASES?|RELEASE[-_ ]NOTES)(?:\.(?:MD|MARKDOWN|MDX|TXT|RST|ADOC))?$`)
	datedPostRE   = regexp.MustCompile(`(?:^|/)(?:blog|_posts|posts|news|changelog|release-notes|releases)/(?:.*/)?(?:19|20)\d\d-\d\d-\d\d[^/]*$`)
)
