package docs

import (
	"context"
	"os"
	"testing"
)

func TestZZOne(t *testing.T) {
	doc := os.Getenv("ZZ_DOC")
	for _, c := range Claims(context.Background(), Doc{Name: "d.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: tableManifest}) {
		t.Logf("%d %s %q -> %s %s", c.Line, c.Kind, c.Text, c.Status, c.Reason)
	}
}
