package cohort

import (
	"math"
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
	shingles   []uint64
}

// findDuplicates returns the near-duplicate documents of rows, sorted by
// entry, document and other entry. A shingle present in more than half of
// the entries with any shingle is template text and ignored; documents are
// compared by exact shingle containment through an inverted index.
func findDuplicates(rows []Row) []Duplicate {
	var docs []docRef
	entriesWith := map[uint64]map[string]bool{}
	withText := map[string]bool{}
	for _, r := range rows {
		for _, d := range r.Docs {
			docs = append(docs, docRef{entry: r.Name, doc: d.Name, shingles: d.Shingles})
			for _, s := range d.Shingles {
				if entriesWith[s] == nil {
					entriesWith[s] = map[string]bool{}
				}
				entriesWith[s][r.Name] = true
				withText[r.Name] = true
			}
		}
	}
	postings := map[uint64][]int{}
	for i := range docs {
		kept := docs[i].shingles[:0:0]
		for _, s := range docs[i].shingles {
			if 2*len(entriesWith[s]) <= len(withText) {
				kept = append(kept, s)
				postings[s] = append(postings[s], i)
			}
		}
		docs[i].shingles = kept
	}
	out := []Duplicate{}
	for i, d := range docs {
		if len(d.shingles) >= MinDuplicateShingles {
			out = append(out, matches(i, docs, postings)...)
		}
	}
	sort.Slice(out, func(i, j int) bool { return dupLess(out[i], out[j]) })
	return out
}

// matches returns document i's best match in each other entry that
// reaches DuplicateThreshold.
func matches(i int, docs []docRef, postings map[uint64][]int) []Duplicate {
	d := docs[i]
	common := map[int]int{}
	for _, s := range d.shingles {
		for _, j := range postings[s] {
			if docs[j].entry != d.entry {
				common[j]++
			}
		}
	}
	best := map[string]int{} // other entry -> document index
	for j, n := range common {
		b, ok := best[docs[j].entry]
		if !ok || n > common[b] || n == common[b] && docs[j].doc < docs[b].doc {
			best[docs[j].entry] = j
		}
	}
	var out []Duplicate
	for _, j := range best {
		share := float64(common[j]) / float64(len(d.shingles))
		if share >= DuplicateThreshold {
			out = append(out, Duplicate{Entry: d.entry, Document: d.doc, Other: docs[j].entry, OtherDocument: docs[j].doc,
				Share: math.Round(share*1000) / 1000, Shingles: len(d.shingles), Common: common[j]})
		}
	}
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
