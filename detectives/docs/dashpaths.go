package docs

import (
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// dashPaths restores as claims the mentions the shape stage read as
// command-line options (ReasonOption: a segment starting with "-") that
// are paths after all: a link or image target, a path by syntax
// ("[notes](-rf.md)"), or a name the repository tracks ("`-rf.md`" where
// -rf.md is committed). A name beginning with "-" is a file name like any
// other; only the words of a command line are options.
func dashPaths(ms []mention, man *evidence.Manifest) {
	for i := range ms {
		m := &ms[i]
		if m.reason != ReasonOption {
			continue
		}
		// a URL's path has dash segments too
		// ("https://kotlinlang.org/api/.../-k-serializer/index.html")
		link := (m.kind == evidence.KindLink || m.kind == evidence.KindImage) && !isURL(m.ref.path) && !strings.Contains(m.ref.path, ":/")
		if link || man != nil && man.Has(strings.TrimSuffix(strings.TrimPrefix(m.ref.path, "./"), "/")) {
			m.status, m.reason = "", ""
			m.confidence = claimConfidence(m)
		}
	}
}
