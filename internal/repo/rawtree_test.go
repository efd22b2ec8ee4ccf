package repo

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/google/go-cmp/cmp"
)

// rawEntry encodes one tree entry as git stores it.
func rawEntry(mode, name string, b byte) string {
	return mode + " " + name + "\x00" + strings.Repeat(string(rune(b)), 20)
}

// TestDecodeTreeEntriesMatchesGoGit decodes well-formed and malformed tree
// contents with decodeTreeEntries and with go-git's Tree.Decode: same
// entries, or both errors wrapping object.ErrMalformedTree.
func TestDecodeTreeEntriesMatchesGoGit(t *testing.T) {
	tests := []struct {
		name, content string
		wantErr       bool
	}{
		{"empty", "", false},
		{"one file", rawEntry("100644", "a.go", 1), false},
		{"all modes", rawEntry("100644", "a", 1) + rawEntry("100755", "b", 2) + rawEntry("120000", "c", 3) +
			rawEntry("40000", "d", 4) + rawEntry("160000", "e", 5), false},
		{"non-canonical modes", rawEntry("100664", "a", 1) + rawEntry("100775", "b", 2) + rawEntry("040000", "d", 3) +
			rawEntry("170000", "odd", 4), false},
		{"space and NUL-free hash", rawEntry("100644", "a b c", 0) + rawEntry("100644", "z", ' '), false},
		{"missing mode terminator", "100644", true},
		{"bad mode", rawEntry("10x644", "a", 1), true},
		{"missing name terminator", "100644 abc", true},
		{"empty name", rawEntry("100644", "", 1), true},
		{"truncated hash", "100644 a\x00" + strings.Repeat("h", 19), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeTreeEntries(tt.content)
			o := &plumbing.MemoryObject{}
			o.SetType(plumbing.TreeObject)
			o.Write([]byte(tt.content))
			var want object.Tree
			wantErr := want.Decode(o)
			if (err != nil) != tt.wantErr || (wantErr != nil) != tt.wantErr {
				t.Fatalf("err = %v, go-git's = %v, want error %v", err, wantErr, tt.wantErr)
			}
			if err != nil {
				if !errors.Is(err, object.ErrMalformedTree) {
					t.Errorf("err = %v, want ErrMalformedTree", err)
				}
				return
			}
			if len(got) == 0 && len(want.Entries) == 0 {
				return
			}
			if diff := cmp.Diff(want.Entries, got); diff != "" {
				t.Errorf("entries differ from go-git's (-go-git +ours):\n%s", diff)
			}
		})
	}
}

// TestCheckGitTree: content whose modes are git's five, spelled as git
// spells them, is checked in place with the order and the verdict of the
// entry-by-entry check; any other content, malformed or merely unusual,
// is left to that check (ok false).
func TestCheckGitTree(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		ok            bool
	}{
		{"empty", "", true},
		{"sorted", rawEntry("100644", "a.go", 1) + rawEntry("100755", "b.sh", 2) + rawEntry("40000", "c", 3), true},
		{"all five modes", rawEntry("100644", "a", 1) + rawEntry("100755", "b", 2) + rawEntry("120000", "c", 3) +
			rawEntry("40000", "d", 4) + rawEntry("160000", "e", 5), true},
		{"file x, x.go, directory x/", rawEntry("100644", "x", 1) + rawEntry("100644", "x.go", 2) + rawEntry("40000", "x", 3), true},
		{"directory x/ after x.go", rawEntry("100644", "x.go", 1) + rawEntry("40000", "x", 2), true},
		{"directory x/ before x0", rawEntry("40000", "x", 1) + rawEntry("100644", "x0", 2), true},
		{"out of order", rawEntry("100644", "b", 1) + rawEntry("100644", "a", 2), true},
		{"duplicate name", rawEntry("100644", "a", 1) + rawEntry("100644", "a", 2), true},
		{"submodule named like a directory", rawEntry("160000", "x", 1) + rawEntry("100644", "x.go", 2), true},
		{"space in a name, NUL-free hash", rawEntry("100644", "a b", ' ') + rawEntry("100644", "c", 0), true},
		{"non-canonical mode", rawEntry("100644", "a", 1) + rawEntry("040000", "d", 2), false},
		{"group-writable mode", rawEntry("100664", "a", 1), false},
		{"bad mode", rawEntry("10x644", "a", 1), false},
		{"missing mode terminator", "100644", false},
		{"missing name terminator", "100644 abc", false},
		{"empty name", rawEntry("100644", "", 1), false},
		{"truncated hash", "100644 a\x00" + strings.Repeat("h", 19), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sorted, ok := checkGitTree(tc.content)
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v", ok, tc.ok)
			}
			wantSorted, err := checkEntries(tc.content)
			if ok && err != nil {
				t.Fatalf("checked in place, but the entry-by-entry check fails: %v", err)
			}
			if ok && sorted != wantSorted {
				t.Errorf("sorted = %v, entry by entry %v", sorted, wantSorted)
			}
			gotSorted, gotErr := checkTree(tc.content)
			if diff := cmp.Diff(fmt.Sprint(wantSorted, err), fmt.Sprint(gotSorted, gotErr)); diff != "" {
				t.Errorf("checkTree (-entry by entry +checkTree):\n%s", diff)
			}
		})
	}
}

// BenchmarkCheckTree checks a directory of 300 files and 20 directories,
// as a large package directory of golang/tools holds.
func BenchmarkCheckTree(b *testing.B) {
	var t strings.Builder
	for i := range 320 {
		mode := "100644"
		if i%16 == 0 {
			mode = "40000"
		}
		t.WriteString(rawEntry(mode, fmt.Sprintf("name_%03d_of_a_file.go", i), byte(i%100)))
	}
	s := t.String()
	for b.Loop() {
		if sorted, err := checkTree(s); err != nil || !sorted {
			b.Fatal(sorted, err)
		}
	}
}
