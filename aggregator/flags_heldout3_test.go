package aggregator

// The third held-out flag corpus (testdata/flags_heldout3) is four
// documents about a repository of its own (testdata/flags_heldout3/repo.txtar,
// "linkshelf", a TypeScript/Node REST service, unlike the Python repository
// the detector was tuned on), written and labelled before the first run by
// someone who had read neither the docs detective's cues nor the
// aggregator's rules: the maintainer's README (Markdown), a language
// model's security and code-quality review with a findings table
// (Markdown), a design document / ADR with a Mermaid diagram and anchored
// links (Markdown) and a contractor's final report (plain text).

var heldOut3Docs = []string{"README.proposed.md", "audit.md", "adr-0007-tag-search.md", "final_report.txt"}

// heldOut3Floor sits a little below the figures of the first (and only
// scored) run, with no label fixed and no cue tuned:
//
//	README.proposed.md      tp=7  fp=0 fn=0  precision 1.000 recall 1.000
//	audit.md                tp=7  fp=3 fn=1  precision 0.700 recall 0.875
//	adr-0007-tag-search.md  tp=5  fp=6 fn=1  precision 0.455 recall 0.833
//	final_report.txt        tp=6  fp=0 fn=0  precision 1.000 recall 1.000
//	overall                 tp=25 fp=9 fn=2  precision 0.735 recall 0.926
//
// The false findings: files a design decision or a recommendation says
// will be added ("A new migration ... adds", "A new module ... wraps", "a
// new test/search.test.ts will cover", "move all SQL into a new
// src/db/repositories/bookmarks.ts"), Mermaid node labels read with their
// node ids (route[routes/bookmarks.ts, auth[middleware/auth.ts,
// search[services/searchService.ts), another project's file after "its"
// (express-rate-limit's source/memory-store.ts) and the reviewed
// repository's owner/name slug in a report title (shelfhq/linkshelf). The
// misses: a migration the audit says exists taken for run-time output
// ("which drops and recreates the session index on every deploy") and an
// embedded figure taken for a proposal because its caption says "the
// proposed flow" (docs/images/search-flow.png). The figures above are the
// held-out figures.
//
// NO LONGER HELD OUT: three general fixes followed (Mermaid node labels are
// split from node ids; a two-segment dotless name whose first segment is
// no directory of the repository is an owner/repo name; "a new `x`" with
// no past or perfect verb before it is a design proposal). After them:
// tp=25 fp=2 fn=2, precision 0.926, recall 0.926. The floors are the tuned
// figures.
var heldOut3Floor = map[string]struct{ precision, recall float64 }{
	"README.proposed.md":     {0.95, 0.95},
	"audit.md":               {0.85, 0.85},
	"adr-0007-tag-search.md": {0.80, 0.80},
	"final_report.txt":       {0.95, 0.95},
	"overall":                {0.90, 0.90},
}
