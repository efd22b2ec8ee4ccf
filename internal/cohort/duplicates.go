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

// findDuplicates returns the near-duplicate documents of rows (in any
// order), sorted by entry, document and other entry. A shingle present in
// more than half of the entries with any shingle is template text and
// ignored; documents are compared by exact shingle containment. All
// (shingle, document) postings are sorted by shingle; each document then
// walks the runs of its shingles and counts, in dense counters, the
// shingles each document of another entry shares with it. Memory is the
// postings plus a few integers per document (no table of document
// pairs); time is the sum over shingles of the squared number of
// documents that have it.
func findDuplicates(rows []Row) []Duplicate {
	docs, all := postings(rows)
	slices.SortFunc(all, func(x, y posting) int { return cmp.Or(cmp.Compare(x.hash, y.hash), cmp.Compare(x.doc, y.doc)) })
	ix := indexRuns(all, docs, entriesWithText(docs, all))
	all = nil // the index holds what is left to read
	out := []Duplicate{}
	m := newMatcher(len(docs), len(rows))
	for d := range docs {
		out = m.matches(int32(d), docs, ix, out)
	}
	sort.Slice(out, func(i, j int) bool { return dupLess(out[i], out[j]) })
	return out
}

// postings lists the documents of rows and all their (shingle, document)
// postings.
func postings(rows []Row) ([]docRef, []posting) {
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
	return docs, all
}

// entriesWithText counts the entries that have at least one shingle.
func entriesWithText(docs []docRef, all []posting) int {
	seen := map[int]bool{}
	for _, p := range all {
		seen[docs[p.doc].rank] = true
	}
	return len(seen)
}

// runIndex is the sorted postings cut into runs of one shingle, template
// runs left out: run k's documents are docOf[start[k]:start[k+1]], and
// document d's runs are runsOf[first[d]:first[d+1]].
type runIndex struct {
	docOf, start  []int32
	runsOf, first []int32
}

// indexRuns builds the runIndex of all (sorted by hash, then document)
// and sets each document's kept count (its non-template shingles).
func indexRuns(all []posting, docs []docRef, entries int) runIndex {
	ix := runIndex{docOf: make([]int32, 0, len(all)), first: make([]int32, len(docs)+1)}
	for i := 0; i < len(all); {
		j, distinct := i+1, 1
		for ; j < len(all) && all[j].hash == all[i].hash; j++ {
			if docs[all[j].doc].rank != docs[all[j-1].doc].rank {
				distinct++
			}
		}
		if 2*distinct <= entries {
			ix.start = append(ix.start, int32(len(ix.docOf)))
			for _, p := range all[i:j] {
				ix.docOf = append(ix.docOf, p.doc)
				docs[p.doc].kept++
			}
		}
		i = j
	}
	ix.start = append(ix.start, int32(len(ix.docOf)))
	for d := range docs { // where each document's runs begin
		ix.first[d+1] = ix.first[d] + int32(docs[d].kept)
	}
	ix.runsOf = make([]int32, len(ix.docOf))
	next := slices.Clone(ix.first[:len(docs)])
	for k := 0; k+1 < len(ix.start); k++ {
		for _, d := range ix.docOf[ix.start[k]:ix.start[k+1]] {
			ix.runsOf[next[d]] = int32(k)
			next[d]++
		}
	}
	return ix
}

// matcher holds the dense counters matches reuses from one document to
// the next (reset through the lists of what was set).
type matcher struct {
	common  []int32 // per document: shingles in common with the current one
	touched []int32 // documents with common > 0
	best    []int32 // per entry rank: its document sharing the most; -1 none
	ranks   []int   // entry ranks with best set
}

func newMatcher(docs, rows int) *matcher {
	m := &matcher{common: make([]int32, docs), best: make([]int32, rows)}
	for i := range m.best {
		m.best[i] = -1
	}
	return m
}

// matches appends to out the duplicates of document d: for each other
// entry, its document sharing the most shingles with d (the first by name
// on a tie), when that reaches DuplicateThreshold of d's kept shingles.
func (m *matcher) matches(d int32, docs []docRef, ix runIndex, out []Duplicate) []Duplicate {
	me := docs[d]
	if me.kept < MinDuplicateShingles {
		return out
	}
	for _, k := range ix.runsOf[ix.first[d]:ix.first[d+1]] {
		for _, o := range ix.docOf[ix.start[k]:ix.start[k+1]] {
			if docs[o].rank != me.rank {
				if m.common[o] == 0 {
					m.touched = append(m.touched, o)
				}
				m.common[o]++
			}
		}
	}
	for _, o := range m.touched {
		r, b := docs[o].rank, m.best[docs[o].rank]
		if b < 0 {
			m.ranks = append(m.ranks, r)
		}
		if b < 0 || m.common[o] > m.common[b] || m.common[o] == m.common[b] && docs[o].doc < docs[b].doc {
			m.best[r] = o
		}
	}
	for _, r := range m.ranks {
		o, n := m.best[r], int(m.common[m.best[r]])
		if share := float64(n) / float64(me.kept); share >= DuplicateThreshold {
			out = append(out, Duplicate{Entry: me.entry, Document: me.doc, Other: docs[o].entry, OtherDocument: docs[o].doc,
				Share: math.Round(share*1000) / 1000, Shingles: me.kept, Common: n})
		}
		m.best[r] = -1
	}
	for _, o := range m.touched {
		m.common[o] = 0
	}
	m.touched, m.ranks = m.touched[:0], m.ranks[:0]
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
