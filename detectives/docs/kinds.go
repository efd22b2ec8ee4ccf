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

var fixtureDirs = setOf("test", "tests", "__tests__", "testdata", "test-data", "test_data", "fixtures", "__fixtures__", "__snapshots__", "snapshots", "mdtest")

// dataDocument reports a Markdown file or PDF kept as data in a top-level
// data directory ("data/policy/data_handling_policy.md",
// "tenacious_sales_data/seed/baseline_numbers.md", "datasets/brief.pdf"):
// material the project reads or was handed (a programme's seed documents,
// copied into many repositories), whose paths are its author's, not
// claims of this project. A README there describes the data and is read.
func dataDocument(p string) bool {
	first, _, nested := strings.Cut(p, "/")
	if !nested || strings.HasPrefix(strings.ToUpper(path.Base(p)), "README") {
		return false
	}
	first = strings.ToLower(first)
	return dataDirs[first] || strings.HasSuffix(first, "_data") || strings.HasSuffix(first, "-data")
}

var dataDirs = setOf("data", "dataset", "datasets")

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
	return historySince(name, text, 2)
}

// historySince returns the first line of a changelog's nth released
// version (1 for one moved aside or kept for the record), or 0 when name
// is no changelog.
func historySince(name, text string, n int) int {
	if !historyDocument(name) {
		return 0
	}
	if archivedHistory(name, text) {
		return 1
	}
	return releaseLine(text, n)
}

// historyDocument reports a changelog or release notes by name
// (CHANGELOG.md, HISTORY.md) or by directory (doc/release-notes/official.md,
// changes/2.1.md).
func historyDocument(name string) bool {
	return historyNameRE.MatchString(strings.ToUpper(path.Base(name))) ||
		historyDirs[strings.ToLower(path.Base(path.Dir(name)))]
}

// archivedHistory reports a changelog whose every release is past: moved
// aside by name ("ChangeLog-old.md", "CHANGELOG-v1.md") or saying so at
// its top ("# Deprecated / As of Oct 2020, this file is no longer
// updated").
func archivedHistory(name, text string) bool {
	if archivedHistoryRE.MatchString(strings.ToUpper(path.Base(name))) {
		return true
	}
	return archivedNoteRE.MatchString(text[:min(len(text), 600)])
}

// deepHistoryFrom returns the first line of a changelog's deep past, from
// its tenth released version on, or 0: entries years back describe the
// project of their time (another package it bundled, a file never
// committed under that name: "Added seed.yml for kiwi package management"
// in express's 2011 History.md), so none of their names, links aside, is
// checked against today's tree.
func deepHistoryFrom(name, text string) int {
	return historySince(name, text, deepReleases)
}

// deepReleases is how many released versions back a changelog's deep past
// starts.
const deepReleases = 10

// releaseLine is the line of the nth release heading of text, or 0.
func releaseLine(text string, n int) int {
	releases := 0
	for i, l := range strings.Split(text, "\n") {
		if releaseHeadingRE.MatchString(l) {
			if releases++; releases == n {
				return i + 1
			}
		}
	}
	return 0
}

// releaseHeadingRE: a changelog heading naming a released version.
// A line that starts with a version is one too ("4.18.2 / 2022-10-08"
// over a setext underline, "[1.2.0] - 2024-01-05", "v2.1"), but not a
// numbered section ("1.2 Added").
var releaseHeadingRE = regexp.MustCompile(`^(?:#{1,4}\s[^\n]*?\bv?\d+\.\d+|(?:v\d+\.\d+|\d+\.\d+\.\d+|\[v?\d+\.\d+(?:\.\d+)*\])(?:\s|$))`)

var (
	historyNameRE = regexp.MustCompile(`^(?:CHANGELOG|CHANGES|HISTORY|NEWS|RELEASES?|RELEASE[-_ ]NOTES)(?:[-_.](?:OLD|ARCHIVE|ARCHIVED|LEGACY|(?:UP[-_]TO|UNTIL|BEFORE|PRE)?[-_]?V?\d[\d.X]*))?(?:\.(?:MD|MARKDOWN|MDX|TXT|RST|ADOC))?$`)
	// archivedHistoryRE is a changelog moved aside ("ChangeLog-old.md",
	// "CHANGELOG-v1.md", "HISTORY_ARCHIVE.md"): every release in it is past.
	archivedHistoryRE = regexp.MustCompile(`[-_.](?:OLD|ARCHIVE|ARCHIVED|LEGACY|(?:UP[-_]TO|UNTIL|BEFORE|PRE)?[-_]?V?\d[\d.X]*)(?:\.(?:MD|MARKDOWN|MDX|TXT|RST|ADOC))?$`)
	// historyDirs are directories whose every document is release notes
	historyDirs = setOf("release-notes", "release_notes", "releasenotes", "releases", "changelog", "changelogs", "changes", "history")
	// archivedNoteRE: a changelog's top saying it is kept for the record
	archivedNoteRE = regexp.MustCompile(`(?im)^#+\s*(?:deprecated|archived?)\s*$|\bno longer (?:updated|maintained)\b`)
	datedPostRE    = regexp.MustCompile(`(?:^|/)(?:blog|_posts|posts|news|changelog|release-notes|releases)/(?:.*/)?(?:19|20)\d\d-\d\d-\d\d[^/]*$`)
)

// transcript reports a saved conversation with a coding assistant (an IDE
// chat export, a prompt log): it discusses work in progress, what to
// create, rename or try; its mentions are no claims about the tree. A
// team's chat or a talk transcript makes claims like any report and is not
// one of these.
func transcript(name string) bool {
	return transcriptRE.MatchString(strings.ToLower(name))
}

var transcriptRE = regexp.MustCompile(`(?:^|/)[^/]*(?:(?:ide|copilot|cursor|claude|chatgpt|gpt|gemini|llm|ai|agent|assistant)[-_ ]?(?:chat|conversation|session)|prompt[-_ ]?(?:log|history)|chat[-_ ]?history)[^/]*(?:/|$)`)
