package cohort

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// findDuplicatesRef is the first implementation of findDuplicates (a map
// of document pairs), kept as the reference the dense one must equal.
// pairKey is two document indexes, the smaller first.
type pairKey struct{ a, b int32 }

// findDuplicatesRef returns the near-duplicate documents of rows (in any
// order), sorted by entry, document and other entry. A
// shingle present in more than half of the entries with any shingle is
// template text and ignored; documents are compared by exact shingle
// containment: all (shingle, document) postings are sorted by shingle and
// each run of one shingle counts one in common for every pair of its
// documents of different entries.
func findDuplicatesRef(rows []Row) []Duplicate {
	var docs []docRef
	n := 0
	for _, r := range rows {
		for _, d := range r.Docs {
			n += len(d.Shingles)
		}
	}
	all := make([]posting, 0, n)
	for ri, r := range rows {
		for _, d := range r.Docs {
			for _, h := range d.Shingles {
				all = append(all, posting{h, int32(len(docs))})
			}
			docs = append(docs, docRef{entry: r.Name, doc: d.Name, rank: ri})
		}
	}
	slices.SortFunc(all, func(x, y posting) int { return cmp.Or(cmp.Compare(x.hash, y.hash), cmp.Compare(x.doc, y.doc)) })
	common := commonShinglesRef(all, docs, entriesWithText(docs, all))
	return bestMatchesRef(docs, common)
}

// commonShinglesRef fills each document's kept count and returns the number
// of non-template shingles each pair of documents shares. all is sorted
// by hash, then document (so by entry within a run).
func commonShinglesRef(all []posting, docs []docRef, entries int) map[pairKey]int {
	common := map[pairKey]int{}
	for i := 0; i < len(all); {
		j := i + 1
		distinct := 1
		for ; j < len(all) && all[j].hash == all[i].hash; j++ {
			if docs[all[j].doc].rank != docs[all[j-1].doc].rank {
				distinct++
			}
		}
		if 2*distinct <= entries {
			run := all[i:j]
			for x, p := range run {
				docs[p.doc].kept++
				for _, q := range run[x+1:] {
					if docs[p.doc].rank != docs[q.doc].rank {
						common[pairKey{p.doc, q.doc}]++
					}
				}
			}
		}
		i = j
	}
	return common
}

// bestMatchesRef keeps, for each document and each other entry, the other
// entry's document sharing the most shingles (the first by name on a
// tie), and returns those that reach DuplicateThreshold.
func bestMatchesRef(docs []docRef, common map[pairKey]int) []Duplicate {
	type side struct{ doc, rank int }
	type match struct{ other, n int }
	best := map[side]match{}
	consider := func(d, o int32, n int) {
		k := side{int(d), docs[o].rank}
		b, ok := best[k]
		if !ok || n > b.n || n == b.n && docs[o].doc < docs[b.other].doc {
			best[k] = match{int(o), n}
		}
	}
	for k, n := range common {
		consider(k.a, k.b, n)
		consider(k.b, k.a, n)
	}
	out := []Duplicate{}
	for k, m := range best {
		d, o := docs[k.doc], docs[m.other]
		if d.kept < MinDuplicateShingles {
			continue
		}
		if share := float64(m.n) / float64(d.kept); share >= DuplicateThreshold {
			out = append(out, Duplicate{Entry: d.entry, Document: d.doc, Other: o.entry, OtherDocument: o.doc,
				Share: math.Round(share*1000) / 1000, Shingles: d.kept, Common: m.n})
		}
	}
	sort.Slice(out, func(i, j int) bool { return dupLess(out[i], out[j]) })
	return out
}

// TestFindDuplicatesEqualsReference compares findDuplicates with the pair
// map it replaced on random cohorts: entries with one to three documents
// drawn from a small vocabulary of paragraphs (copies, partial copies,
// template text in most entries, ties between documents of one entry).
func TestFindDuplicatesEqualsReference(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	paras := make([][]uint64, 40)
	for i := range paras {
		for range 5 + r.IntN(60) {
			paras[i] = append(paras[i], r.Uint64N(4000))
		}
	}
	for round := range 40 {
		n := 2 + r.IntN(30)
		rows, names := make([]Row, n), r.Perm(100) // names unique, in any order
		for i := range rows {
			rows[i].Name = fmt.Sprintf("e%02d", names[i])
			for d := range 1 + r.IntN(3) {
				var sh []uint64
				if r.IntN(4) > 0 {
					sh = append(sh, paras[0]...) // template text most entries have
				}
				for range r.IntN(5) {
					sh = append(sh, paras[r.IntN(len(paras))]...)
				}
				slices.Sort(sh)
				rows[i].Docs = append(rows[i].Docs, DocShingles{Name: fmt.Sprintf("d%d.md", d), Shingles: slices.Compact(sh)})
			}
		}
		want, got := findDuplicatesRef(rows), findDuplicates(rows)
		if diff := gocmp.Diff(want, got); diff != "" {
			t.Fatalf("round %d (%d entries): findDuplicates differs from the reference (-want +got):\n%s", round, n, diff)
		}
		if round == 0 && len(want) == 0 {
			t.Fatal("the random cohort has no duplicates: the comparison tests nothing")
		}
	}
}
