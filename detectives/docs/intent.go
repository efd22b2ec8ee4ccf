package docs

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Intent cues seen on real repositories' documents (bench/realworld): the
// words right around a mention that say it is a plan, an output, an
// example, a negation or the reader's own file. They apply to every kind
// of mention, trees and code blocks included (a tree line's comment, a
// shell comment), and each has labelled look-alikes that stay claims in
// intent_test.go.
func intentCue(m *mention) (rule, bool) {
	// every cue below reads the end of the clause: a bounded tail keeps the
	// cost per mention constant however long the clause runs
	b := strings.TrimRight(last(m.before, 300), " `'\"*[(")
	bs := last(b, 80) // the short cues read the last words only
	a := strings.TrimLeft(m.after, " `'\"*])")
	switch {
	case liquidURLAfterRE.MatchString(m.after):
		return rule{ReasonSiteURL, 0.1, false}, true // "{{ 'docs/x/#y' | relative_url }}": a Jekyll site route
	case m.kind == evidence.KindProse && shouted(m):
		return rule{ReasonShouted, 0.05, false}, true // "THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE": a licence's capitals
	case negatedRE.MatchString(bs) || removeReferenceRE.MatchString(bs) || absentAfterRE.MatchString(firstN(a, 60)) || saidAbsent(a):
		return rule{ReasonAbsence, 0.1, false}, true // "# NOT requirements.txt (deprecated)", "`x` flagged as a hallucination"
	case newFileAfterRE.MatchString(a) || planActionAfterRE.MatchString(a) || newMarkerBeforeRE.MatchString(bs):
		return rule{ReasonProposal, 0.15, true}, true // "src/config.py (NEW FILE)", "File: x.py Action: load ..."
	case m.kind != evidence.KindFence && m.kind != evidence.KindTree && planImperative(clauseStart(m)):
		// not sticky when the step adds something inside a file ("Add an
		// item under the group in `site.json`"): the file is edited, so
		// the document's other mentions of it stay claims
		return rule{ReasonProposal, 0.15, !addsInFile(m.ref.path, clauseStart(m))}, true
	case mergedOutputRE.MatchString(b) || outputLabelRE.MatchString(bs):
		return rule{ReasonOutput, 0.15, true}, true // "Output: brief.json": the document names the file a run makes, wherever it cites it
	case m.comment && resultArrowRE.MatchString(bs):
		return rule{ReasonOutput, 0.15, true}, true // "make build  # writes bin/auditor": the run makes it, wherever cited
	case runtimeOutputRE.MatchString(firstN(a, 90)) || generatedIntoRE.MatchString(bs):
		return rule{ReasonOutput, 0.15, false}, true // "├── audit_report.md # Runtime-generated report"
	case hallucinatedList(b):
		return rule{ReasonAbsence, 0.1, false}, true // "identifies hallucinated files, including `x`, `y`"
	case claimsBeforeRE.MatchString(bs) || genericOwnerRE.MatchString(bs) || m.kind == evidence.KindTree && upstreamEntryRE.MatchString(firstN(a, 60)):
		return rule{ReasonForeign, 0.15, false}, true // "a PDF that claims `src/x.py` exists": a claim quoted, not made
	case openExampleParen(m.before):
		return rule{ReasonExample, 0.2, false}, true // "(e.g. `audit/report_2026-02-28.md`)"
	case ifYouHaveRE.MatchString(firstN(a, 40)) || creatingThisFileRE.MatchString(firstN(a, 90)) || youPlaceRE.MatchString(bs) || insertImageRE.MatchString(bs) || m.kind != evidence.KindFence && m.kind != evidence.KindTree && placeImperativeRE.MatchString(clauseStart(m)):
		return rule{ReasonUserFile, 0.15, false}, true // ".eslintignore (if you have one)"
	}
	return rule{}, false
}

// hallucinatedList reports a path listed, within the same sentence and
// 200 bytes, after words saying the listed paths do not exist.
func hallucinatedList(b string) bool {
	locs := hallucinatedListRE.FindAllStringIndex(b, -1)
	if len(locs) == 0 {
		return false
	}
	rest := b[locs[len(locs)-1][1]:]
	return len(rest) <= 200 && !sentenceEndRE.MatchString(rest)
}

// shouted reports a bare capitalised word (AUTHORS, NOTICE) in a sentence
// written in capitals, as a licence's warranty disclaimer is: a word, not
// the file of that name.
func shouted(m *mention) bool {
	p := m.ref.path
	if strings.ContainsAny(p, "./") || strings.ToUpper(p) != p {
		return false
	}
	upper, letters := 0, 0
	for _, r := range m.context {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters >= 40 && upper*10 >= letters*8
}

// saidAbsent reports a sentence whose verb, after the mention, says it
// does not exist ("the report (`reports/report.pdf`) containing these
// explanations is a hallucinated file", "`a.py` and `b.py` are both
// hallucinated files"): within 160 bytes and before the sentence ends.
func saidAbsent(after string) bool {
	a := firstN(after, 160)
	if loc := sentenceEndRE.FindStringIndex(a); loc != nil {
		a = a[:loc[0]]
	}
	return absentVerbRE.MatchString(a)
}

// clauseStart is the sentence (or clause) before the mention without its
// list marker: "- **Action**: implement x in ".
func clauseStart(m *mention) string {
	h := m.head
	if h == "" {
		h = m.before
	}
	return strings.TrimRight(strings.TrimLeft(h, "-*+•·●▪◦○■–—>#0123456789.) \t"), " `'\"*[(")
}

// planImperative reports a recommendation whose verb makes something new
// and whose objects, up to the mention, are what it makes: "- Implement
// vision integration in `src/x.py`", "Pre-create `audit/a/`, `audit/b/`",
// "Add .gitkeep files in `audit/out/`". A second verb ("Create `a`, then
// run `b`") or an "add ... to `x`" target (an edit of x: "Add exports to
// `src/__init__.py`") ends the objects; editing verbs ("Refactor `x`")
// presuppose the file and never match.
func planImperative(clause string) bool {
	loc := planImperativeRE.FindStringSubmatchIndex(clause)
	if loc == nil {
		return false
	}
	rest := clause[loc[1]:]
	if len(rest) > 120 || planObjectsEndRE.MatchString(rest) {
		return false
	}
	if prev := objectRE.FindAllStringIndex(rest, -1); prev != nil && !listSeparatorRE.MatchString(rest[prev[len(prev)-1][1]:]) {
		return false // "Create `a` as described in `b`": b is no object of create
	}
	verb := clause[loc[2]:loc[3]]
	return verb != "add" || !addTargetRE.MatchString(rest)
}

// addsInFile reports an "add ... in `x.json`" step whose mention is the
// file the additions go in.
func addsInFile(p, clause string) bool {
	return hasExt(p) && addInRE.MatchString(clause)
}

// addInRE: "add ... in [the] " at the end of the clause before the mention.
var addInRE = regexp.MustCompile(`(?:^|\s)add\s.*\bin(?:\s+(?:the|a|an|our|its|this|that|existing|current))*\s*$`)

// openExampleParen reports a mention inside a parenthesis that opened
// with "e.g." or "for example" and has not closed before it ("(e.g., 'We
// isolated the AST logic in src/tools/ast_parser.py')", "(for example,
// src/a.py or src/b.py)").
func openExampleParen(before string) bool {
	i := strings.LastIndex(before, "(")
	if i < 0 || strings.Contains(before[i:], ")") {
		return false
	}
	inner := strings.TrimLeft(before[i+1:], " ")
	return strings.HasPrefix(inner, "e.g.") || strings.HasPrefix(inner, "eg ") || strings.HasPrefix(inner, "for example") || strings.HasPrefix(inner, "for instance")
}

func firstN(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

var (
	// negatedRE: the path is named to be excluded ("NOT requirements.txt",
	// "instead of setup.py").
	negatedRE = regexp.MustCompile(`(?:^|[\s#(])(?:not|instead of|rather than|no longer)$`)
	// removeReferenceRE: the path is named to be taken out of a document
	// ("remove reference to legacy `x`", "drop the mention of `x`").
	removeReferenceRE = regexp.MustCompile(`\b(?:remove|removed|removing|drop|dropped|delete|deleted) (?:the |all |any )?(?:stale |wrong |invalid )?(?:references?|mentions?|citations?) (?:to|of) (?:the )?(?:legacy|old|stale|outdated|obsolete|deleted|removed|non-?existent)?$`)
	// absentAfterRE: the words after the path say it was found not to
	// exist ("`x` as a hallucination", "`x` correctly flagged as renamed").
	absentAfterRE = regexp.MustCompile(`^[\s,:;'"\x60]{0,3}(?:(?:was|is|were|are|got|being) )?(?:\w+ly )?(?:as an? (?:hallucination|hallucinated (?:path|file|reference)|non-?existent (?:path|file)|missing (?:path|file))|(?:flagged|reported|identified|detected|marked) as (?:an? )?(?:hallucinat|renamed|missing|non-?existent|wrong|invalid|stale|fabricated))`)
	// absentVerbRE: the verb of saidAbsent ("is a hallucinated file", "are
	// both non-existent", "does not exist").
	absentVerbRE = regexp.MustCompile(`\b(?:is|are|was|were)\s+(?:both\s+|all\s+|also\s+)?(?:an?\s+)?(?:hallucinated|non-?existent|fabricated|invented|phantom)\b|\b(?:does|do|did)\s+not\s+(?:actually\s+)?exist\b|\bdoesn'?t\s+exist\b`)
	// newFileAfterRE: the plan marks the path new ("(new file)", "NEW FILE",
	// "(to be created)"). A bare "(new)" stays a claim: a pull request's
	// file list marks the files it adds that way.
	newFileAfterRE = regexp.MustCompile(`^[\s,:;(-]{0,3}(?:\(?new file\)?|\[new\]|\((?:to be (?:created|added)|planned|proposed|not yet (?:created|implemented))\))`)
	// planImperativeRE: a recommendation that builds something new, the
	// path its first object ("- Implement vision integration in
	// `src/x.py`", "Create a workflow in `scripts/y.py`"); editing verbs
	// ("Refactor `x`", "Add exports to `x`") presuppose the file, and a
	// later path of the sentence ("Create `a`, then run `b`") is not the
	// new thing: both stay claims.
	planImperativeRE = regexp.MustCompile(`^(?:[^:;.!?]{1,60}:(?:\*\*)?\s+)?(?:\*\*)?(implement|create|pre-create|precreate|introduce|set up|add|scaffold)(?:\s|$)`)
	// planObjectsEndRE: the objects of planImperative end: a new clause
	// or verb, or the end of the sentence.
	planObjectsEndRE = regexp.MustCompile(`;|[.!?]\s|\b(?:then|run|runs|see|use|open|edit|check|copy|read|call|import|exists?|is|are|was|were|has|have)\b`)
	// objectRE finds the paths and code spans before the mention;
	// listSeparatorRE is what may stand between it and the mention when
	// both are objects of the verb ("`a/`, `b/`", "x.py and y.py").
	objectRE        = regexp.MustCompile(`\x60[^\x60]+\x60|[\w./-]*[/.][\w-]+/?`)
	listSeparatorRE = regexp.MustCompile(`^[\x60\s,]*(?:(?:and|or|&)\s*|(?:files?|director(?:y|ies)|dirs?|folders?)?\s*(?:in|under|inside|within)\s*)?$`)
	// addTargetRE: "add ... to/into `x`": x is the file edited.
	addTargetRE = regexp.MustCompile(`\b(?:to|into|inside|under)(?:\s+(?:the|a|an|our|its|this|that|existing|current))*\s*$`)
	// newMarkerBeforeRE: an implementation plan's marker for a file it
	// will add ("#### [NEW] [graph.py](...)", "File: x.py [NEW]" is
	// newFileAfterRE's).
	newMarkerBeforeRE = regexp.MustCompile(`\[new\]\s*\[?$`)
	// planActionAfterRE: a remediation plan's item ("File: x.py Action: ...").
	planActionAfterRE = regexp.MustCompile(`^[\s,;-]{0,3}(?:action|actions|change|fix)\s*:`)
	// upstreamEntryRE: a tree entry described as another project's
	// checkout ("├── tau2-bench/ Upstream benchmark (sierra-research/...)",
	// "# cloned DataAgentBench").
	upstreamEntryRE = regexp.MustCompile(`(?i)^/?\s*(?:#|//|<-|←)?\s*(?:the |an? )?(?:upstream|cloned|vendored|third-party)\b`)
	// runtimeOutputRE: the text after the path says a run writes it
	// ("├── .cartography/ # Generated artifacts (lineage graph)"; "#
	// Generated files" may be committed generated code and stays a claim).
	runtimeOutputRE = regexp.MustCompile(`\bin the output (?:dir|directory|folder)\b|run-?time[- ]generated|generated (?:at|during) run-?time|\bat run-?time\b|\(produced by |created (?:at|during) run-?time|written at run-?time|\bauto-?generated (?:report|output)|^#\s*(?:auto-?)?generated (?:artifacts?|outputs?|results|reports)\b`)
	// generatedIntoRE: "Generate report in `x`", "results are saved to `x`",
	// "appends rows to `results/x.jsonl`", a program's "Saved → x"
	// ("written up in `x`" describes a document and stays a claim).
	generatedIntoRE = regexp.MustCompile(`\b(?:(?:generates?|generated|saves?|saved|dumps?|dumped|appends|appended)\s+(?:[\w-]+\s+){0,2}(?:in|to|into|at|as)|(?:written|writes|wrote) (?:to|into)):?$|\b(?:saved|saving|wrote|written|writing|exported|generated)\s*(?:→|->|=>|:)$`)
	// resultArrowRE: a command's comment that starts with an arrow or a
	// writing verb before the path ("analyze . # → .cartography/x/",
	// "harness.save_results() # saves results/run.json"): where its output
	// goes.
	resultArrowRE = regexp.MustCompile(`^\s*(?:→|->|=>|(?:saves|writes|dumps|generates|creates|exports|outputs)(?:\s+(?:to|into|at))?)$`)
	// mergedOutputRE: a step that merges or compiles its inputs into the
	// mention ("merges public signals from Crunchbase, layoffs.fyi and
	// press releases into a structured `hiring_signal_brief.json`"): the
	// product of a run, new by its article ("merged into `src/graph.py`"
	// names a file that exists).
	mergedOutputRE = regexp.MustCompile(`\b(?:merges?|merged|combines?|combined|compiles?|compiled|aggregates?|aggregated|consolidates?|consolidated)\b(?:[^.;:!?]|\.\S){0,160}\binto\s+(?:a|an|one|single)(?:\s+[\w-]+){0,2}$`)
	// outputLabelRE: a label naming the mention as an output ("Hiring
	// Signal Brief Template (Agent Output: `hiring_signal_brief.json`)").
	outputLabelRE = regexp.MustCompile(`\boutput:\s*$`)
	// hallucinatedListRE: the words that list paths as ones that do not
	// exist ("hallucinated files, including `a`, `b` and `c`"); see
	// hallucinatedList.
	hallucinatedListRE = regexp.MustCompile(`\b(?:hallucinated|non-?existent|invented|fabricated|fake|phantom) (?:file |source )?(?:files?|paths?|references?|modules?)\b`)
	// sentenceEndRE: a sentence ends (a dot inside a name does not).
	sentenceEndRE = regexp.MustCompile(`[.!?](?:\s|$)|;`)
	// genericOwnerRE: a file any repository may have ("compare a
	// repository's architecture.png"), not this one's.
	genericOwnerRE = regexp.MustCompile(`\b(?:a|any|each|every|the target|the audited|another|a target) (?:repository|repo|project|codebase)(?:'s|’s)$`)
	// claimsBeforeRE: the document reports someone else's claim.
	claimsBeforeRE = regexp.MustCompile(`\b(?:that|which|who|it|report|pdf|document|readme) (?:claims|claimed|asserts|asserted)$`)
	// youPlaceRE: where the reader puts their own code ("Ideally you place
	// this in app/cmd/root.go").
	youPlaceRE = regexp.MustCompile(`\byou(?:'d| would| should| can| may| might)? (?:place|put|save|store|keep) (?:this|it|that|them|these)(?: code| file)? (?:in|into|at)$`)
	// placeImperativeRE: the reader is told to put a file of theirs there
	// ("Submit this in `reports/final_report.pdf`", "Save the PDF as
	// `report.pdf`"); "save" in a description ("The node saves to") has no
	// imperative at the clause start.
	placeImperativeRE = regexp.MustCompile(`(?i)^(?:\*\*)?(?:submit|upload|save|put|place|store|drop|export) (?:this|it|that|them|these|(?:the|your) [\w-]+(?: [\w-]+)?)? ?(?:in|into|to|at|as|under)(?:,? (?:e\.g\.|for example|say),?)?$`)
	// insertImageRE: a template's slot for a picture still to be taken
	// ("*(Insert image: e.g. `docs/screenshots/sidebar.png`)").
	insertImageRE = regexp.MustCompile(`\b(?:insert|add|paste|place) (?:an? |the |your )?(?:image|screenshot|figure|diagram|picture)s?\b[^.]{0,20}?(?:e\.g\.,?|for example,?|:)$`)
	// ifYouHaveRE: the reader's own file, when they have one.
	// liquidURLAfterRE: the path is the string a Liquid filter turns into
	// a site URL ("{{ 'docs/x/#y' | relative_url }}").
	liquidURLAfterRE = regexp.MustCompile(`^[^\s'"]*['"]\s*\|\s*(?:relative_url|absolute_url)\b`)
	// creatingThisFileRE: the text after the path says the reader may add
	// it ("dictionary.txt | Replacement dictionary (creating this file will
	// override the default)").
	creatingThisFileRE = regexp.MustCompile(`(?i)\b(?:creating|adding|if you create|if you add) (?:this|that|the|such a) file\b`)
	ifYouHaveRE        = regexp.MustCompile(`^[\s,]{0,3}\(?(?:if you have one|if you have it|if any|if present|if it exists|if you use one)`)
)
