package cohort

import (
	"cmp"
	"math"
	"slices"
	"sort"
)

// DuplicateThreshold is the smallest share of a document's shingles found
// in another entry's document that is reported.
const DuplicateThreshold = 0.5

// MinDuplicateShingles is the fewest shingles (template text removed) a
// document needs to be compared: a few common phrases are no copy.
const MinDuplicateShingles = 10

// Duplicate is a document that shares much of its text with a document of
// another entry: Common of its Shingles (template text removed) are in
// OtherDocument of Other. The relation is not symmetric: the pair is
// listed from each side whose share reaches DuplicateThreshold.
type Duplicate struct {
	Entry         string `json:"entry"`          // the entry whose document is measured
	Document      string `json:"document"`       // its document (a path in the repository, or a --report name)
	Other         string `json:"other"`          // the entry it shares text with
	OtherDocument string `json:"other_document"` // the document of Other sharing the most shingles with Document
	// Share is Common / Shingles, rounded to three decimals (0.87: the
	// document shares 87% of its text with OtherDocument).
	Share float64 `json:"share"`
	// Shingles counts the document's distinct 5-word shingles that are
	// not template text (present in more than half of the cohort's
	// entries with any shingle).
	Shingles int `json:"shingles"`
	// Common counts those shingles also in OtherDocument.
	Common int `json:"common"`
}

// docRef is one document of one entry in findDuplicates.
type docRef struct {
	entry, doc string
	rank       int // the entry's index among the rows
	kept       int // shingles that are not template text
}

// posting is one shingle of one document (an index into the docRefs).
type posting struct {
	hash uint64
	doc  int32
}

// pairKey is two document indexes, the smaller first.
type pairKey struct{ a, b int32 }

// findDuplicates returns the near-duplicate documents of rows (in any
// order), sorted by entry, document and other entry. A
// shingle present in more than half of the entries with any shingle is
// template text and ignored; documents are compared by exact shingle
// containment: all (shingle, document) postings are sorted by shingle and
// each run of one shingle counts one in common for every pair of its
// documents of different entries.
func findDuplicates(rows []Row) []Duplicate {
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
	common := commonShingles(all, docs, entriesWithText(docs, all))
	return bestMatches(docs, common)
}

// entriesWithText counts the entries that have at least one shingle.
func entriesWithText(docs []docRef, all []posting) int {
	seen := map[int]bool{}
	for _, p := range all {
		seen[docs[p.doc].rank] = true
	}
	return len(seen)
}

// commonShingles fills each document's kept count and returns the number
// of non-template shingles each pair of documents shares. all is sorted
// by hash, then document (so by entry within a run).
func commonShingles(all []posting, docs []docRef, entries int) map[pairKey]int {
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

// bestMatches keeps, for each document and each other entry, the other
// entry's document sharing the most shingles (the first by name on a
// tie), and returns those that reach DuplicateThreshold.
func bestMatches(docs []docRef, common map[pairKey]int) []Duplicate {
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

func dupLess(a, b Duplicate) bool {
	if a.Entry != b.Entry {
		return a.Entry < b.Entry
	}
	if a.Document != b.Document {
		return a.Document < b.Document
	}
	return a.Other < b.Other
}
