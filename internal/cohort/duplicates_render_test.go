package cohort

import (
	"bytes"
	"strings"
	"testing"
)

// cohort.md and cohort.html show the duplicates as a table, with the
// share as a whole percentage and names escaped; without any, no table.
func TestDuplicatesRendered(t *testing.T) {
	c := build(sampleRows())
	c.Duplicates = []Duplicate{{Entry: "alice", Document: "README.md", Other: "b<o>b", OtherDocument: "docs/r|1.md", Share: 0.871, Shingles: 100, Common: 87}}
	for _, tc := range []struct {
		name  string
		write func(*bytes.Buffer, *Cohort) error
		want  []string
	}{
		{"md", func(b *bytes.Buffer, c *Cohort) error { return WriteMarkdown(b, c) },
			[]string{"## Near-duplicate documents", `| alice | README.md | 87% | b&lt;o&gt;b | docs/r\|1.md | 87 of 100 |`}},
		{"html", func(b *bytes.Buffer, c *Cohort) error { return WriteHTML(b, c) },
			[]string{`<table id="duplicates">`, `<td class="num">87%</td><td>b&lt;o&gt;b</td>`, "87 of 100"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var with, without bytes.Buffer
			if err := tc.write(&with, c); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(with.String(), w) {
					t.Errorf("no %q in:\n%s", w, with.String())
				}
			}
			if err := tc.write(&without, build(sampleRows())); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(without.String(), "Near-duplicate") {
				t.Errorf("a duplicates table without duplicates")
			}
		})
	}
}
