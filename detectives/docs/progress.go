package docs

import (
	"github.com/repo-auditor/auditor/internal/progress"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// countRead tells t that one document was read, and how many PDF pages
// it had (its DOCUMENT evidence's data.pages). A nil t counts nothing.
func countRead(t *progress.Tracker, ev []evidence.Evidence) {
	if t == nil {
		return
	}
	t.Done("documents", 1)
	for _, e := range ev {
		if e.Class != evidence.ClassDocument {
			continue
		}
		if n, ok := e.Data["pages"].(int); ok {
			t.Done("pdf pages", n)
		}
	}
}
