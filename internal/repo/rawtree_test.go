package repo

import (
	"errors"
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
