package cohort

import (
	"fmt"
	"testing"
)

// benchRows is a cohort of n entries, each with a README of 2,000 words
// (500 template words all share, 1,500 of its own) and a report of 8,000
// words of its own; entry 1 copies entry 0's README.
func benchRows(n int) []Row {
	template := words("template", 500)
	rows := make([]Row, n)
	for i := range n {
		readme := template + words(fmt.Sprintf("r%d_", i), 1500)
		if i == 1 {
			readme = template + words("r0_", 1500)
		}
		rows[i] = Row{Entry: Entry{Name: fmt.Sprintf("e%03d", i)}, Docs: []DocShingles{
			{Name: "README.md", Shingles: Shingles(readme)},
			{Name: "report.pdf", Shingles: Shingles(words(fmt.Sprintf("p%d_", i), 8000))},
		}}
	}
	return rows
}

// BenchmarkFindDuplicates measures the cohort build's near-duplicate
// search (shingles already hashed, as a merge reads them).
func BenchmarkFindDuplicates(b *testing.B) {
	for _, n := range []int{10, 100, 300} {
		rows := benchRows(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if got := findDuplicates(rows); len(got) != 2 {
					b.Fatalf("%d duplicates, want 2", len(got))
				}
			}
		})
	}
}

// BenchmarkShingles measures hashing one 10,000-word document.
func BenchmarkShingles(b *testing.B) {
	text := words("w", 10000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		Shingles(text)
	}
}
