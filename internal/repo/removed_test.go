package repo

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// pastHistory: commit 2 moves util.go unchanged (an exact rename), drops
// docs/old.md and two identical empty __init__.py files while adding a
// third; commit 3 moves the util again with an edit (same base name) and
// deletes legacy/ outright; commit 4 re-adds docs/old.md.
const pastHistory = `
-- pkg/util.go --
package util // v1
-- docs/old.md --
# Old
-- a/__init__.py --
-- b/__init__.py --
-- legacy/run.sh --
echo legacy
-- legacy/conf/x.ini --
x=1
-- main.go --
package main
-- .commit --
initial import
-- .rm --
pkg/util.go
docs/old.md
a/__init__.py
b/__init__.py
-- internal/util/util.go --
package util // v1
-- c/__init__.py --
-- .commit --
move util to internal, drop old docs
-- .rm --
internal/util/util.go
legacy
-- lib/util.go --
package util // v2, edited while moved
-- .commit --
move util to lib, drop legacy
-- docs/old.md --
# Old, restored
-- .commit --
restore old docs
`

func TestPastFiles(t *testing.T) {
	s := open(t, repotest.Build(t, pastHistory), Options{})
	past, err := s.PastFiles(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	type row struct{ Path, Subject, RenamedTo string }
	var got []row
	for _, p := range past {
		got = append(got, row{p.Path, p.Commit.Subject, p.RenamedTo})
	}
	want := []row{
		// identical empty blobs on both sides pair no rename
		{"a/__init__.py", "move util to internal, drop old docs", ""},
		{"b/__init__.py", "move util to internal, drop old docs", ""},
		// moved by a later commit with an edit: followed to where it is now
		{"internal/util/util.go", "move util to lib, drop legacy", "lib/util.go"},
		{"legacy/conf/x.ini", "move util to lib, drop legacy", ""},
		{"legacy/run.sh", "move util to lib, drop legacy", ""},
		{"pkg/util.go", "move util to internal, drop old docs", "lib/util.go"},
		// docs/old.md was deleted, then restored: it is tracked, not past
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("PastFiles (-want +got):\n%s", diff)
	}
}

func TestPastFilesPlainDirectory(t *testing.T) {
	s := NewMemory(map[string]string{"a.go": "package a"}, nil)
	past, err := s.PastFiles(context.Background())
	if err != nil || past != nil {
		t.Errorf("PastFiles of a snapshot without history = %v, %v; want nil, nil", past, err)
	}
}
