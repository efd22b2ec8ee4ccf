package cohort

import (
	"io"
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
	rank       int // the entry's index among the rows
	kept       int // shingles that are not template text
}

// posting is one shingle of one document (an index into the docRefs).
type posting struct {
	hash uint64
	doc  int32
}

// findDuplicates returns the near-duplicate documents of rows (in any
// order), sorted by entry, document and other entry, with the rows'
// shingles in memory (Build). See searchDuplicates.
func findDuplicates(rows []Row) []Duplicate {
	res, err := searchDuplicates(rows, inMemory, func(n int) (buckets, error) { return newMemBuckets(n), nil }, blockCounters)
	if err != nil { // memory buckets cannot fail
		panic("cohort: near-duplicates in memory: " + err.Error())
	}
	return res.dups
}

// dupResult is what searchDuplicates found: the duplicates, and the
// joined errors of the rows whose documents could not be read (they were
// compared with nothing).
type dupResult struct {
	dups   []Duplicate
	unread error
}

// searchDuplicates returns the near-duplicate documents of rows (in any
// order), sorted by entry, document and other entry; src gives each row's
// documents, read once, and newBuckets the spill storage. A shingle
// present in more than half of the entries with any shingle is template
// text and ignored; documents are compared by exact shingle containment:
// for each document and each other entry, the other entry's document
// sharing the most shingles with it (the first by name on a tie) is
// reported when that reaches DuplicateThreshold of its kept shingles.
//
// The postings are spilled and indexed as dupindex.go says; then each
// block of documents reads its shared runs and counts, in dense counters
// (block size x documents, at most about counters of them), the shingles
// each of its documents shares with each document of another entry. Time
// is the sum over shared shingles of the squared number of documents that
// have them, plus a sort of the postings.
func searchDuplicates(rows []Row, src docSource, newBuckets func(int) (buckets, error), counters int) (dupResult, error) {
	parts, err := newBuckets(partitionCount)
	if err != nil {
		return dupResult{}, err
	}
	defer parts.close()
	sp, err := spillPostings(rows, src, parts)
	if err != nil {
		return dupResult{}, err
	}
	bl := blocksFor(len(sp.docs), counters)
	blocks, err := newBuckets(bl.count)
	if err != nil {
		return dupResult{}, err
	}
	defer blocks.close()
	if err := indexShared(parts, blocks, bl, sp.docs, sp.entries); err != nil {
		return dupResult{}, err
	}
	out := []Duplicate{}
	m := newMatcher(len(sp.docs), len(rows), bl.size)
	for b := range bl.count {
		r, err := blocks.reader(b)
		if err != nil {
			return dupResult{}, err
		}
		if out, err = m.block(b*bl.size, r, sp.docs, out); err != nil {
			return dupResult{}, err
		}
	}
	sort.Slice(out, func(i, j int) bool { return dupLess(out[i], out[j]) })
	return dupResult{dups: out, unread: sp.unread}, nil
}

// matcher holds the dense counters of one block of documents, reused from
// one block to the next (reset through the lists of what was set).
type matcher struct {
	docs    int     // documents in the cohort
	common  []int32 // [i*docs+o]: shingles block document i shares with document o
	touched [][]int32
	best    []int32 // per entry rank: its document sharing the most; -1 none
	ranks   []int   // entry ranks with best set
	raw     []byte  // readRun's buffers
	run     []int32
}

func newMatcher(docs, rows, size int) *matcher {
	m := &matcher{docs: docs, common: make([]int32, size*docs), touched: make([][]int32, size), best: make([]int32, rows)}
	for i := range m.best {
		m.best[i] = -1
	}
	return m
}

// block counts the shared runs of the block of documents starting at lo
// (read from r) and appends the block's duplicates to out.
func (m *matcher) block(lo int, r io.Reader, docs []docRef, out []Duplicate) ([]Duplicate, error) {
	size := len(m.touched)
	for {
		var err error
		m.raw, m.run, err = readRun(r, m.raw, m.run)
		if err == io.EOF {
			break
		}
		if err != nil {
			return out, err
		}
		for _, q := range m.run {
			if i := int(q) - lo; i >= 0 && i < size {
				m.count(i, docs[q].rank, docs)
			}
		}
	}
	for i := range min(size, len(docs)-lo) {
		out = m.matches(lo+i, i, docs, out)
	}
	return out, nil
}

// count adds the current run to block document i's counters (of entry
// rank), for the run's documents of other entries.
func (m *matcher) count(i, rank int, docs []docRef) {
	row := m.common[i*m.docs : (i+1)*m.docs]
	for _, o := range m.run {
		if docs[o].rank != rank {
			if row[o] == 0 {
				m.touched[i] = append(m.touched[i], o)
			}
			row[o]++
		}
	}
}

// matches appends to out the duplicates of document d (block document i),
// and resets its counters.
func (m *matcher) matches(d, i int, docs []docRef, out []Duplicate) []Duplicate {
	row, touched := m.common[i*m.docs:(i+1)*m.docs], m.touched[i]
	defer func() {
		for _, o := range touched {
			row[o] = 0
		}
		m.touched[i] = touched[:0]
	}()
	me := docs[d]
	if me.kept < MinDuplicateShingles {
		return out
	}
	for _, o := range touched {
		r, b := docs[o].rank, m.best[docs[o].rank]
		if b < 0 {
			m.ranks = append(m.ranks, r)
		}
		if b < 0 || row[o] > row[b] || row[o] == row[b] && docs[o].doc < docs[b].doc {
			m.best[r] = o
		}
	}
	for _, r := range m.ranks {
		o, n := m.best[r], int(row[m.best[r]])
		if share := float64(n) / float64(me.kept); share >= DuplicateThreshold {
			out = append(out, Duplicate{Entry: me.entry, Document: me.doc, Other: docs[o].entry, OtherDocument: docs[o].doc,
				Share: math.Round(share*1000) / 1000, Shingles: me.kept, Common: n})
		}
		m.best[r] = -1
	}
	m.ranks = m.ranks[:0]
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

// entriesWithText counts the entries that have at least one shingle in
// all (the reference search's postings; spillPostings counts them as it
// writes).
func entriesWithText(docs []docRef, all []posting) int {
	seen := map[int]bool{}
	for _, p := range all {
		seen[docs[p.doc].rank] = true
	}
	return len(seen)
}
