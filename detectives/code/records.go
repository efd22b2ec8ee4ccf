package code

import (
	"sync"
	"sync/atomic"
)

// Per-file records bound the parsing too. A Go, JavaScript or TypeScript
// file yields nothing but its definitions and imports, which become
// evidence only for the first lim.MaxRecords files that have any (in path
// order); such a file past them is not read nor parsed (status
// pastRecords), and the summary counts it. Python files also yield the
// rubric facts (graphs, state, shell calls, prompts) and are always
// parsed.

// recordsOnly reports whether a language yields only definitions and
// imports.
func recordsOnly(lang string) bool { return lang != "python" }

// parsable reports whether this build has a parser for lang (tree-sitter
// needs cgo).
func parsable(lang string) bool { return lang == "go" || PythonAvailable }

// hasRecord reports whether a result would get per-file records.
func (r result) hasRecord() bool {
	return r.Facts != nil && (len(r.Facts.Defs) > 0 || len(r.Facts.Imports) > 0)
}

// recordWatch tells parseAll's workers, which take jobs in index order,
// when the records are taken: once lim.MaxRecords results with records
// are known among a finished prefix of the jobs, no job not yet started
// can get one. Safe for concurrent use.
type recordWatch struct {
	limit int
	full  atomic.Bool

	mu     sync.Mutex
	done   []bool // by job index
	prefix int    // jobs[:prefix] are all done
	count  int    // results with records in jobs[:prefix]
	have   []bool // by job index: the result has records
}

func newRecordWatch(n, limit int) *recordWatch {
	return &recordWatch{limit: limit, done: make([]bool, n), have: make([]bool, n)}
}

// finished records the result of job i.
func (w *recordWatch) finished(i int, r result) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.done[i], w.have[i] = true, r.hasRecord()
	for w.prefix < len(w.done) && w.done[w.prefix] {
		if w.have[w.prefix] {
			w.count++
		}
		w.prefix++
	}
	if w.count >= w.limit {
		w.full.Store(true)
	}
}

// boundRecords marks, after parsing, every records-only job after the
// last one that gets records (workers may have parsed a few of them
// before the watch knew): the evidence then never depends on timing.
// Files without a parser in this build stay unavailable.
func boundRecords(jobs []job, results []result, limit int) {
	n := 0
	for i := range results {
		if n >= limit && recordsOnly(jobs[i].Lang) && parsable(jobs[i].Lang) {
			results[i] = result{Status: pastRecords}
		}
		if results[i].hasRecord() {
			n++
		}
	}
}
