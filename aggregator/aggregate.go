package aggregator

import (
	"fmt"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Aggregate runs the aggregation of seed 004 over the merged evidence:
//
//  1. copies the set (the input is never modified) and sanitizes every
//     Evidence.Location (rejected -> cleared, with a warning);
//  2. checks the mandatory sources: a missing repo or docs key is an error
//     (FORENSIC_SOURCE_MISSING, integrity FAILED), a missing vision key a
//     warning; a present but empty list is fine;
//  3. resolves every PATH_CLAIM of Evidence[docs] whose Status is empty
//     (see resolve.go for the rules) and records the verdict on a copy of
//     its Claim; likewise every COMMAND_CLAIM (commands.go) and, with
//     SymbolClaims, every SYMBOL_CLAIM (symbols.go; without it they are
//     dropped), whose missing ones are findings in place (status missing);
//     a COMMAND_CLAIM without a runner file is dropped;
//  4. appends to Evidence[docs], in order of first citation, one
//     DOCUMENT_CLAIM flag per distinct missing path and one LINE_CLAIM or
//     ANCHOR_CLAIM finding per broken line or anchor reference, never
//     duplicating an id already present (first wins, as in the reducer).
//
// Identical inputs give identical outputs.
func Aggregate(in Input) Output {
	r := newRun(in)
	r.checkSources()
	r.out.Evidence = copySet(in.Evidence)
	if _, ok := r.out.Evidence[evidence.Docs]; ok && !in.SymbolClaims {
		r.out.Evidence[evidence.Docs] = dropClass(r.out.Evidence[evidence.Docs], evidence.ClassSymbolClaim)
	}
	r.foreign = r.foreignDocs()
	r.inventory = r.inventoryDocs()
	for _, k := range r.out.Evidence.Keys() {
		list := r.out.Evidence[k]
		for i := range list {
			r.sanitizeLocation(&list[i])
			if k == evidence.Docs && list[i].Claim != nil {
				switch list[i].Class {
				case evidence.ClassPathClaim:
					r.claim(&list[i])
				case evidence.ClassCommandClaim:
					r.command(&list[i])
				case evidence.ClassSymbolClaim:
					r.symbol(&list[i])
				}
			}
		}
	}
	if list, ok := r.out.Evidence[evidence.Docs]; ok {
		r.out.Evidence[evidence.Docs] = dropNoRunner(list)
	}
	r.appendFindings()
	r.redactEverywhere()
	r.out.Stats = r.stats()
	if len(r.out.Errors) > 0 {
		r.out.Integrity = IntegrityFailed
	}
	return r.out
}

// run is the state of one Aggregate call.
type run struct {
	in          Input
	x           *index
	out         Output
	globs       []string
	ids         map[string]bool // evidence ids of the input
	added       []pending       // flags and findings, first citation first
	byID        map[string]int  // id -> index in added, -1 if it collides with the input
	factsWarned bool
	caseMiss    int
	absTexts    map[citeKey][]string        // absolute paths cited, by citing line (redactEverywhere)
	past        *past                       // lookup over in.Past, built on first use
	voice       map[docKey]docVoice         // documents' voices, read on first tie
	site        *bool                       // the repository builds a docs website (docsSite)
	roots       []string                    // its sites' directories (siteRoots), listed on first use
	foreign     map[docKey]foreignDoc       // documents about another project (foreign.go)
	inventory   map[docKey]bool             // documents listing this repository's files (inventory.go)
	treeDirs    map[treeDirKey]treeDirCount // every document's tree entries by directory (sitetreeown.go)
	readerTrees map[docKey]map[string]bool  // paths of documents' reader-project trees (snippethead.go)
	titled      map[string]bool             // top-level directories of pages with front-matter titles (siteroute.go)
	numbered    map[string]string           // numbered documentation root by page directory (numbered.go)
	doxygen     *bool                       // the repository has a Doxyfile (generated.go)
	code        *codeIndex                  // the code detective's definitions, built on first use
	// pre keeps what the foreign-document pre-pass computed for a claim,
	// so that the claim pass does not place and resolve it again
	pre map[*evidence.Claim]preResolved
	// spaced are the tracked files with a space in their base name
	// (spaced.go), listed on first use
	spaced []string
	// keptOutFull are the missing paths cited under an ignored directory
	// or in a missing seed directory (keptOutCited), built on first use.
	keptOutFull *[]string
	// licensedDirs are the ignored directories the documents call
	// licensed or seed material (licensedDirs), built on first use
	licensedDirs map[string]string
}

// pending is a flag or finding to append, with the number of later
// citations that led to the same id.
type pending struct {
	ev     evidence.Evidence
	others int
}

func newRun(in Input) *run {
	r := &run{
		in:   in,
		x:    newIndex(in.Manifest),
		ids:  make(map[string]bool, in.Evidence.Len()),
		byID: map[string]int{},
		out:  Output{Integrity: IntegritySuccess, Errors: []Problem{}, Warnings: []Problem{}},
	}
	for _, list := range in.Evidence {
		for i := range list {
			r.ids[list[i].ID] = true
		}
	}
	for _, g := range in.IgnoreGlobs {
		if !doublestar.ValidatePattern(g) {
			r.warn(CatBadGlob, fmt.Sprintf("ignore glob %q does not parse; skipped", g), "", 0)
			continue
		}
		r.globs = append(r.globs, g)
	}
	return r
}

// copySet copies the set's lists so that edits to the copy's elements never
// reach the input. Claim pointers are still shared: claim() copies a Claim
// before changing it.
func copySet(s evidence.Set) evidence.Set {
	out := make(evidence.Set, len(s))
	for k, v := range s {
		out[k] = append(make([]evidence.Evidence, 0, len(v)), v...)
	}
	return out
}

// checkSources applies the mandatory-source rule.
func (r *run) checkSources() {
	for _, src := range []evidence.Source{evidence.Repo, evidence.Docs} {
		if _, ok := r.in.Evidence[src]; !ok {
			r.out.Errors = append(r.out.Errors, Problem{
				Category: CatSourceMissing,
				Message:  fmt.Sprintf("mandatory evidence source %q is missing: the %s detective never reported", src, src),
			})
		}
	}
	if _, ok := r.in.Evidence[evidence.Vision]; !ok {
		r.warn(CatOptionalMissing, `optional evidence source "vision" is missing`, "", 0)
	}
}

func (r *run) warn(cat, msg, loc string, line int) {
	r.out.Warnings = append(r.out.Warnings, Problem{Category: cat, Message: msg, Location: loc, Line: line})
}

// add queues a flag or finding; a later one with the same id is another
// citation of it: counted and kept as one of its Occurrences. One whose id
// is already in the input is dropped.
func (r *run) add(ev evidence.Evidence) {
	if i, ok := r.byID[ev.ID]; ok {
		if i >= 0 {
			p := &r.added[i]
			p.others++
			if ev.Claim != nil && p.ev.Claim != nil {
				if len(p.ev.Occurrences) == 0 {
					p.ev.Occurrences = []evidence.Occurrence{evidence.OccurrenceOf(p.ev.Claim)}
				}
				p.ev.Occurrences = append(p.ev.Occurrences, evidence.OccurrenceOf(ev.Claim))
			}
		}
		return
	}
	if r.ids[ev.ID] {
		r.byID[ev.ID] = -1
		return
	}
	r.byID[ev.ID] = len(r.added)
	r.added = append(r.added, pending{ev: ev})
}

// appendFindings appends the queued flags and findings to Evidence[docs].
func (r *run) appendFindings() {
	if len(r.added) == 0 {
		return
	}
	docs := r.out.Evidence[evidence.Docs]
	for _, p := range r.added {
		switch {
		case p.others == 1:
			p.ev.Rationale += " Also cited by 1 other location."
		case p.others > 1:
			p.ev.Rationale += fmt.Sprintf(" Also cited by %d other locations.", p.others)
		}
		docs = append(docs, p.ev)
	}
	r.out.Evidence[evidence.Docs] = docs
}

// stats counts the final statuses of the PATH_CLAIM evidence in docs.
func (r *run) stats() Stats {
	s := Stats{CaseMismatches: r.caseMiss}
	for _, e := range r.out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassDocumentClaim && r.isAdded(e.ID) {
			s.Flags++
		}
		if e.Claim != nil && (e.Class == evidence.ClassCommandClaim || e.Class == evidence.ClassSymbolClaim) {
			s.countCode(e)
			continue
		}
		if e.Class != evidence.ClassPathClaim || e.Claim == nil {
			continue
		}
		s.Claims++
		switch e.Claim.Status {
		case evidence.StatusResolved:
			s.Resolved++
		case evidence.StatusMissing:
			s.Hallucinated++
			if e.Claim.RemovedIn != "" {
				s.Stale++
			}
		case StatusUnconfirmed:
			s.Unconfirmed++
		case evidence.StatusRejected:
			s.Rejected++
		case evidence.StatusNotAClaim:
			s.NotClaims++
		case evidence.StatusAmbiguous:
			s.Ambiguous++
		case evidence.StatusSubmodule:
			s.InSubmodule++
		case evidence.StatusBadLine:
			s.MissingLines++
		case evidence.StatusBadAnchor:
			s.BrokenAnchors++
		case StatusSuppressed:
			s.Suppressed++
		}
	}
	return s
}

func (r *run) isAdded(id string) bool { i, ok := r.byID[id]; return ok && i >= 0 }
