package cohort

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestShingles(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		same       bool
		n          int
	}{
		{"case and punctuation are ignored", "The quick, brown fox -- jumps!", "the QUICK brown fox jumps", true, 1},
		{"fewer than five words", "one two three four", "", true, 0},
		{"repeated shingles count once", "a b c d e a b c d e", "", false, 5},
		{"another word", "the quick brown fox jumps", "the quick brown fox leaps", false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := Shingles(tc.a)
			if len(a) != tc.n {
				t.Errorf("%d shingles, want %d", len(a), tc.n)
			}
			if tc.b != "" {
				if same := cmp.Equal(a, Shingles(tc.b)); same != tc.same {
					t.Errorf("same shingles %v, want %v", same, tc.same)
				}
			}
		})
	}
}

// words returns n distinct words tagged with tag ("tag0 tag1 ...").
func words(tag string, n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%s%d ", tag, i)
	}
	return b.String()
}

func docRow(name string, texts ...string) Row {
	r := Row{Entry: Entry{Name: name}}
	for i, t := range texts {
		r.Docs = append(r.Docs, DocShingles{Name: fmt.Sprintf("doc%d.md", i), Shingles: Shingles(t)})
	}
	return r
}

// A planted copy between two entries is reported from both sides; the
// template every entry shares is not (it would make every pair a copy),
// nor is a small overlap or a pair under the threshold.
func TestFindDuplicates(t *testing.T) {
	template := words("template", 200)
	copied := words("copied", 60)
	rows := []Row{
		docRow("e", template+words("e", 40)),
		docRow("a", template+words("a", 40)+copied),
		docRow("b", template+copied+words("b", 20), words("bnotes", 30)),
		docRow("c", template+words("c", 40)),
		docRow("d", template+words("d", 100)+words("copied", 30)), // 26 of 130 shingles copied: under the threshold
		docRow("f", template+words("f", 40)+words("a", 3)),
	}
	got := findDuplicates(rows)
	want := []Duplicate{
		// a: 4 boundary + 36 own + 4 boundary + 56 copied shingles
		{Entry: "a", Document: "doc0.md", Other: "b", OtherDocument: "doc0.md", Share: 0.56, Shingles: 100, Common: 56},
		// b: 4 boundary + 56 copied + 4 boundary + 16 own
		{Entry: "b", Document: "doc0.md", Other: "a", OtherDocument: "doc0.md", Share: 0.7, Shingles: 80, Common: 56},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("duplicates (-want +got):\n%s", diff)
	}
}

func TestFindDuplicatesNone(t *testing.T) {
	if got := findDuplicates(nil); got == nil || len(got) != 0 {
		t.Errorf("no rows: %#v, want an empty list", got)
	}
	// two entries: whatever they share is in more than half of them
	same := words("s", 50)
	if got := findDuplicates([]Row{docRow("a", same), docRow("b", same)}); len(got) != 0 {
		t.Errorf("two identical entries: %v, want none (shared by all is template)", got)
	}
}
