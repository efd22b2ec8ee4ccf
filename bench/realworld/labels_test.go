package realworld

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestLabelsValid validates every committed label file against
// labels.schema.json and checks what a schema cannot: the file is named
// after its repository, repositories and documents are unique, and the
// benchmark keeps its declared shape (both splits, both groups).
func TestLabelsValid(t *testing.T) {
	sch, err := jsonschema.NewCompiler().Compile("labels.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	names, _ := filepath.Glob("labels/*.json")
	if len(names) == 0 {
		t.Fatal("no label files under labels/")
	}
	splits, groups := map[string]int{}, map[string]int{}
	for _, n := range names {
		r, err := os.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(r)
		r.Close()
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		f, err := LoadFile(n)
		if err != nil {
			t.Error(err)
			continue
		}
		if want := strings.Replace(f.Repo, "/", "__", 1) + ".json"; filepath.Base(n) != want {
			t.Errorf("%s: holds labels for %s, want file name %s", n, f.Repo, want)
		}
		docs := map[string]bool{}
		for _, d := range f.Documents {
			if docs[d.Path] {
				t.Errorf("%s: document %s listed twice", n, d.Path)
			}
			docs[d.Path] = true
		}
		splits[f.Split]++
		groups[f.Split+"/"+f.Group]++
	}
	for _, k := range []string{"dev/student", "dev/oss", "test/student", "test/oss"} {
		if groups[k] == 0 {
			t.Errorf("no repository in %s", k)
		}
	}
	t.Logf("label files: %d (splits %v, groups %v)", len(names), splits, groups)
}
