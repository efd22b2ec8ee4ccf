package docs

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLFSPointerDocuments: a document committed as a Git LFS pointer is
// not read, and the warning says so and what to do (it used to be "pdf
// is corrupt or unreadable", or the pointer read as Markdown).
func TestLFSPointerDocuments(t *testing.T) {
	pointer := "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
	ev, warns := runDetective(t, map[string]string{"docs/report.pdf": pointer, "docs/guide.md": pointer}, nil)
	var msgs []string
	for _, w := range warns {
		msgs = append(msgs, w.Message)
	}
	note := " is a Git LFS pointer, not the file: its content is not in the repository, so it was not read (run git lfs pull in a clone and audit that to include it)"
	if d := cmp.Diff([]string{"docs/guide.md" + note, "docs/report.pdf" + note}, msgs, sortStrings); d != "" {
		t.Errorf("warnings (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"DOCUMENT docs/guide.md found=false", "DOCUMENT docs/report.pdf found=false"}, summary(ev), sortStrings); d != "" {
		t.Errorf("evidence (-want +got):\n%s", d)
	}
}
