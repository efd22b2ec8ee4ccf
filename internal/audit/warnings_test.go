package audit

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/detectives"
)

func TestSortedWarningsIgnoresArrivalOrder(t *testing.T) {
	list := []*detectives.Detective{{Name: "repo"}, {Name: "docs"}, {Name: "vision"}}
	want := []detectives.Warning{
		{Detective: "repo", Message: "big file skipped", Location: "a.bin"},
		{Detective: "docs", Message: "encrypted", Location: "r.pdf"},
		{Detective: "docs", Message: "x", Location: "z.md", Line: 2},
		{Detective: "docs", Message: "x", Location: "z.md", Line: 10},
		{Detective: "vision", Message: "encrypted", Location: "r.pdf"},
	}
	// the same warnings in two arrival orders sort to the same list
	for _, order := range [][]int{{4, 3, 2, 1, 0}, {2, 4, 0, 3, 1}} {
		var got []detectives.Warning
		for _, i := range order {
			got = append(got, want[i])
		}
		if diff := cmp.Diff(want, sortedWarnings(list, got)); diff != "" {
			t.Errorf("order %v (-want +got):\n%s", order, diff)
		}
	}
}
