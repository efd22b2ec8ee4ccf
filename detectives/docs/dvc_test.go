package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDVCPointerFiles: a DVC pointer file named alone
// (`MachineLearningRating_v3.txt.dvc`, a student project's list tree) is
// a file name, as `data/raw.csv.dvc` with a directory always was.
func TestDVCPointerFiles(t *testing.T) {
	doc := "- `MachineLearningRating_v3.txt.dvc`: DVC file for tracking.\n\nSee `data/raw.csv.dvc` and dvc.lock.\n"
	var got []string
	for _, c := range Claims(context.Background(), Doc{Name: "README.md", Data: []byte(doc)}, Options{Manifest: tableManifest}) {
		got = append(got, c.Text)
	}
	want := []string{"MachineLearningRating_v3.txt.dvc", "data/raw.csv.dvc", "dvc.lock"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mentions (-want +got):\n%s", diff)
	}
}
