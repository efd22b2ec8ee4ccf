package docs

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMDXComments: a link inside an MDX comment is never rendered; one
// after it keeps its line number.
func TestMDXComments(t *testing.T) {
	doc := "# API\n\n{/* See [or](#or) and\n[old](docs/old.md) */}\n\nRead [the guide](docs/guide.md).\n"
	var got []string
	for _, c := range Claims(context.Background(), Doc{Name: "api.mdx", Data: []byte(doc)}, Options{Manifest: tableManifest}) {
		got = append(got, fmt.Sprintf("%s:%d", c.Text, c.Line))
	}
	if diff := cmp.Diff([]string{"docs/guide.md:6"}, got); diff != "" {
		t.Errorf("claims (-want +got):\n%s", diff)
	}
}

// TestMDXHeadings: a heading after a JSX component wrapping an indented
// fence is an anchor of the page; a "#" line inside a fence is not.
func TestMDXHeadings(t *testing.T) {
	src := "# Errors\n\n<Tabs>\n  <Tab value=\"a\">\n    ```ts\n    # not a heading\n    z.string();\n    ```\n  </Tab>\n</Tabs>\n\n## Error precedence\n"
	got := withMDXHeadings([]string{"errors"}, src)
	if diff := cmp.Diff([]string{"error-precedence", "errors"}, got); diff != "" {
		t.Errorf("anchors (-want +got):\n%s", diff)
	}
}
