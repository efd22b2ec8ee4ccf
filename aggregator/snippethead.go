package aggregator

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonSnippetHeader is recorded on a file named by the comment that
// heads a code snippet of a project's guide ("// src/stores/counter-store.ts",
// "/// file: src/routes/utils.js"): the file the reader writes in their
// own project, not one of this repository.
const ReasonSnippetHeader = "the file a guide's code snippet is for, named in the comment heading it: the reader's own project file"

// snippetHeaderRE is a comment line that holds only a file path, as
// guides head a snippet with the file it belongs in.
var snippetHeaderRE = regexp.MustCompile(`^(?://+|#|--|;+|<!--)\s*(?:file:\s*)?([\w./@()+\[\]-]+\.[A-Za-z]\w*)\s*(?:-->)?$`)

// guideSnippetMin is the number of tracked files from which a project's
// documentation is read as guides for the reader's project; in a small
// (student) repository a snippet headed "# tests/test_state.py" presents
// the repository's own file.
const guideSnippetMin = 100

// snippetHeader reports a code-block line that only names a file, in a
// page of a project's documentation: a docs-like top directory, a page of
// its documentation site, a numbered documentation tree, or a
// contributing guide.
func (r *run) snippetHeader(c *evidence.Claim) bool {
	if c.Kind != evidence.KindFence || r.x.m.Len() < guideSnippetMin {
		return false
	}
	m := snippetHeaderRE.FindStringSubmatch(strings.TrimSpace(c.Context))
	if m == nil || strings.TrimPrefix(m[1], "./") != strings.TrimPrefix(strings.TrimSpace(c.Text), "./") {
		return false
	}
	if _, ok := r.numberedRoot(c.Document); ok || r.docsSite() && r.sitePage(c.Document) || contributingGuide(c.Document) {
		return true
	}
	top, _, _ := strings.Cut(c.Document, "/")
	return guideTops[strings.ToLower(top)] && path.Dir(c.Document) != "."
}

// contributingGuide reports a contributing guide (CONTRIBUTING.md,
// .github/CONTRIBUTING.md): its snippets show the file a contributor
// writes ("// packages/starlight/__e2e__/feature.test.ts" over a test to
// add).
func contributingGuide(doc string) bool {
	return strings.HasPrefix(strings.ToUpper(path.Base(doc)), "CONTRIBUTING")
}

// guideTops are the top-level directories a project keeps its
// documentation in.
var guideTops = map[string]bool{"docs": true, "doc": true, "documentation": true, "website": true, "site": true, "guide": true, "guides": true}

// ReasonReaderProjectTree is recorded on an entry of a guide's tree whose
// root is named for the reader's project ("myapp/", "my-project/").
const ReasonReaderProjectTree = "an entry of a guide's tree of the reader's project (its root is named like myapp/ or my-project/), not this repository's tree"

// readerRootRE finds the root note the docs detective gives a tree read
// from a named root ("[tree root `myapp/` read as the repository root]").
var readerRootRE = regexp.MustCompile("\\[tree root `((?:my|your)[-_]?[a-z0-9][\\w-]*|(?:example|sample|demo)[-_](?:app|project|site)|(?:project|app)[-_]name)/` read as the repository root\\]")

// readerProjectTree reports a tree entry under such a root, in a page of a
// project's documentation.
func (r *run) readerProjectTree(c *evidence.Claim) bool {
	if c.Kind != evidence.KindTree || !readerRootRE.MatchString(c.Context) {
		return false
	}
	if _, ok := r.numberedRoot(c.Document); ok || r.docsSite() && r.sitePage(c.Document) {
		return true
	}
	top, _, _ := strings.Cut(c.Document, "/")
	return guideTops[strings.ToLower(top)] && path.Dir(c.Document) != "."
}

// namedInReaderTree reports a path in running text or code that an entry
// of a reader-project tree of the same document lists ("Hugo will use
// every setting from `config/_default`" under "my-project/ └── config/
// └── _default/"): the text goes on describing the reader's project.
func (r *run) namedInReaderTree(c *evidence.Claim) bool {
	if c.Kind == evidence.KindTree || c.Kind == evidence.KindLink || c.Kind == evidence.KindImage {
		return false
	}
	if r.readerTrees == nil {
		r.readerTrees = map[docKey]map[string]bool{}
		for _, e := range r.out.Evidence[evidence.Docs] {
			tc := e.Claim
			if e.Class != evidence.ClassPathClaim || tc == nil || !r.readerProjectTree(tc) {
				continue
			}
			if p, err := Sanitize(strings.TrimSpace(tc.Text)); err == nil && p != "" {
				k := docKey{tc.Document, tc.External}
				if r.readerTrees[k] == nil {
					r.readerTrees[k] = map[string]bool{}
				}
				r.readerTrees[k][strings.TrimSuffix(p, "/")] = true
			}
		}
	}
	p, err := Sanitize(strings.TrimSpace(c.Text))
	return err == nil && r.readerTrees[docKey{c.Document, c.External}][strings.TrimSuffix(p, "/")]
}
