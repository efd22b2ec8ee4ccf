package vision

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestLFSPointerImages: an image or PDF committed as a Git LFS pointer is
// recognised: the image's status is lfs_pointer and the warning says it is
// an LFS pointer, not the image (it used to be a decode error and status
// corrupt); the PDF's record says the same, without a second warning (the
// docs detective warns about the document).
func TestLFSPointerImages(t *testing.T) {
	pointer := "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
	evs, in := runOn(t, map[string]string{
		"docs/arch.png":   pointer,
		"docs/report.pdf": pointer,
		"README.md":       "# R\n\n![arch](docs/arch.png)\n",
	})
	var got []string
	for _, e := range evs {
		switch e.Class {
		case evidence.ClassImage:
			got = append(got, e.Location+" "+e.Data["status"].(string)+": "+e.Content)
		case ClassPDFImage:
			got = append(got, e.Location+": "+e.Content)
		}
	}
	want := []string{
		"docs/arch.png lfs_pointer: docs/arch.png: png image, dimensions unknown, 130 bytes (" + lfsImage + ")",
		"docs/report.pdf: docs/report.pdf: embedded images not inventoried: a Git LFS pointer, not the PDF: its images are not in the repository",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("evidence (-want +got):\n%s", d)
	}
	var warns []string
	for _, w := range in.Warnings() {
		warns = append(warns, w.Message)
	}
	if len(warns) != 1 || !strings.HasPrefix(warns[0], "docs/arch.png: a Git LFS pointer, not the image:") {
		t.Errorf("warnings %q, want one saying docs/arch.png is an LFS pointer, not the image", warns)
	}
}
