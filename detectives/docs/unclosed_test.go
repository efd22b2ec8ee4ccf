package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUnclosedFence: the sections after a fence left open are read as
// Markdown when they hold a heading; a closed fence, and an unclosed one
// with no heading after it, stay code.
func TestUnclosedFence(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"unclosed before sections", "Run the tests:\n```\n\n## License\n\nSee the [LICENSE](LICENSE) file.\n", []string{"LICENSE"}},
		{"closed fences in list items, then an unclosed one", "- a:\n  ```bash\n  ls\n  ```\n\nRun:\n```\n\n## License\n\nSee [LICENSE](LICENSE).\n", []string{"LICENSE"}},
		{"closed", "```\n## not a heading\nsee [x](LICENSE)\n```\n", nil},
		{"unclosed without a heading", "```\nsee [x](LICENSE)\n", nil},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, readmeLinks(tc.doc)); diff != "" {
			t.Errorf("%s: links (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestDocumentFence: a document pasted whole inside a "````markdown"
// fence is read as Markdown (its link is a claim); a markdown block that
// does not open the document, or one without a heading, stays code.
func TestDocumentFence(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"wrapped report", "\n````markdown\n# Report\n\n```bash\nls\n```\n\nSee [the licence](LICENSE).\n````\n\nAfter.\n", []string{"LICENSE"}},
		{"md info, tildes", "~~~md\n## Notes\nSee [x](LICENSE).\n~~~\n", []string{"LICENSE"}},
		{"example block later", "# Usage\n\nPaste this:\n\n````markdown\n# Title\nSee [x](LICENSE).\n````\n", nil},
		{"no heading inside", "````markdown\nSee [x](LICENSE).\n````\n", nil},
		{"other language", "```bash\n# comment\nsee [x](LICENSE)\n```\n", nil},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, readmeLinks(tc.doc)); diff != "" {
			t.Errorf("%s: links (-want +got):\n%s", tc.name, diff)
		}
	}
}

// readmeLinks returns the link targets a README doc claims.
func readmeLinks(doc string) []string {
	var got []string
	for _, c := range Claims(context.Background(), Doc{Name: "README.md", Data: []byte(doc)}, Options{Manifest: tableManifest}) {
		if c.Kind == "link" {
			got = append(got, c.Text)
		}
	}
	return got
}
