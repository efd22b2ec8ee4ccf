package pdftext

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/repo-auditor/auditor/internal/pdftext/internal/pdfgen"
)

var update = flag.Bool("update", false, "regenerate testdata/gen_*.pdf fixtures")

// TestGeneratedFixtures regenerates the synthetic fixtures with -update and
// otherwise checks that each one exists and stays small.
func TestGeneratedFixtures(t *testing.T) {
	for _, f := range pdfgen.Fixtures() {
		path := filepath.Join("testdata", f.Name)
		if *update {
			if err := os.WriteFile(path, f.Doc.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatalf("%v (run go test -run TestGeneratedFixtures -update)", err)
		}
		if st.Size() > 50<<10 {
			t.Errorf("%s is %d bytes, fixtures must stay under 50 KB", f.Name, st.Size())
		}
	}
}

// fixture reads testdata/name.
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
