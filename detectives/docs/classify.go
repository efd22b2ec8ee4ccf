package docs

import (
	"path"
	"regexp"
	"strings"
	"unicode"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Reasons recorded on not-a-claim mentions. They are stable strings: tests
// and downstream reports match on them.
const (
	ReasonURL           = "URL of an external resource, not a repository path"
	ReasonHost          = "host-qualified name (URL without scheme, module or import path)"
	ReasonPackageRef    = "package, action or versioned reference (owner/name@ref, @scope/name)"
	ReasonGlob          = "glob pattern, not a single path"
	ReasonPlaceholder   = "placeholder, not a real path"
	ReasonCreated       = "file the document tells the reader to create (cp/touch/mkdir/redirect/-o)"
	ReasonDeleted       = "file the document's commands remove"
	ReasonWritten       = "file written by the code shown in the document"
	ReasonImport        = "module import specifier, not a file path"
	ReasonLinkLabel     = "label of a link to an external resource"
	ReasonOutput        = "run-time output the text says the tool writes"
	ReasonTreeOutput    = "tree describes an expected output layout, not the repository"
	ReasonProposal      = "proposal, plan or example, not a claim of existence"
	ReasonFuture        = "in a future-work or roadmap section"
	ReasonForeign       = "quotes another repository or report"
	ReasonGarbled       = "PDF text of a font without a Unicode map: its glyphs read as other letters (ÿ for f), so the path is not what the page shows"
	ReasonKindFile      = "the file any project of a kind has (a Django app's `admin.py`), not one of this repository"
	ReasonAbsence       = "the text says the path does not exist"
	ReasonSlug          = "owner/repo reference to another repository"
	ReasonExample       = "value in a block of example data or output the document shows"
	ReasonLocal         = "the reader's local secrets file (.env), kept out of version control"
	ReasonPattern       = "sed or regular expression, not a path"
	ReasonAuditDocument = "names a document given to this audit, not a repository path"
	ReasonResource      = "resource name of a cluster command (kubectl deploy/name), not a path"
	ReasonUserFile      = "a file on someone's own machine, not in the repository"
	ReasonRemote        = "a path on a remote host or device a command runs on (adb shell, ssh, docker exec)"
	ReasonClonedTree    = "a path in another repository the commands clone and enter (git clone .../vcpkg.git, cd vcpkg), not this one's"
	ReasonTool          = "a command run by bare name from the PATH, not a repository file"
	ReasonRenamed       = "the text says the path was renamed, moved or removed since"
	ReasonIdentifier    = "a qualified identifier of the code (package.Type), not a file"
	ReasonArgument      = "a data file the reader passes to a command (their own input), not a repository path"
	ReasonTranscript    = "a saved conversation (an IDE or model chat export) discusses work in progress, not the tree"
	ReasonOtherRepo     = "the document audits another repository; its paths are that repository's"
	ReasonToolOutput    = evidence.ReasonToolOutput
	ReasonFileLine      = "a line of another file's content the text quotes (the `../x` line in `y`), not a path of its own"
	ReasonDeepHistory   = "an entry ten or more releases back in a changelog: it describes the project of its time"
	ReasonUntracked     = "the text says it is kept out of version control (gitignored, sealed, not committed)"
	ReasonSiteURL       = "a URL of the documentation site a template builds ({{ 'x' | relative_url }}), not a repository path"
	ReasonShouted       = "a capitalised word of a sentence written in capitals (a licence's disclaimer), not a file"
)

// rule is a not-a-claim verdict: its reason, the probability that the
// mention is a claim after all (the evidence Confidence), and whether it
// extends to every mention of the same path in the document.
type rule struct {
	reason string
	conf   float64
	sticky bool
}

// classify sets status/reason/confidence on every mention of the
// collector. Sticky verdicts (created, removed, written, output) extend to
// every mention of the same path, and to paths under a created directory.
func classify(ms []mention) {
	sticky := map[string]rule{}
	from := map[string]int{} // sticky path -> index of the mention it came from
	for i := range ms {
		m := &ms[i]
		r, ok := verdict(m)
		if ok && r.reason == ReasonOutput && clickable(m) {
			ok = false // a link sends the reader to the file: broken if it is not shipped
		}
		if !ok {
			m.confidence = claimConfidence(m)
			continue
		}
		m.status, m.reason, m.confidence = evidence.StatusNotAClaim, r.reason, r.conf
		if r.sticky {
			sticky[normPath(m.ref.path)] = r
			from[normPath(m.ref.path)] = i
		}
	}
	if len(sticky) == 0 {
		return
	}
	for i := range ms {
		m := &ms[i]
		if !m.isClaim() {
			continue
		}
		r, ok := underSticky(normPath(m.ref.path), i, sticky, from)
		if !ok && m.root != "" {
			r, ok = underSticky(normPath(m.root+"/"+m.ref.path), i, sticky, from)
		}
		if !ok && !strings.Contains(m.ref.path, "/") {
			r, ok = stickyByBase(m.ref.path, sticky)
		}
		if ok && r.reason == ReasonOutput && clickable(m) {
			continue
		}
		if !ok && strings.Contains(m.ref.path, "/") {
			// "migrations/001_rooms.sql" after "001_rooms.sql -> ..." was
			// renamed, or later than "`001_rooms.sql` is not in the
			// repository" (an earlier full path is what was denied)
			base := path.Base(normPath(m.ref.path))
			if br, bok := sticky[base]; bok && (br.reason == ReasonRenamed || br.reason == ReasonAbsence && i > from[base]) {
				r, ok = br, true
			}
		}
		if ok {
			m.status, m.reason, m.confidence = evidence.StatusNotAClaim, r.reason, r.conf
		}
	}
}

// clickable reports a link or image the reader follows: what a run writes
// and the text links to is a broken link when the repository lacks it.
func clickable(m *mention) bool {
	return m.kind == evidence.KindLink || m.kind == evidence.KindImage
}

func normPath(p string) string {
	return strings.TrimSuffix(strings.TrimPrefix(p, "./"), "/")
}

// stickyByBase finds the one sticky path whose base name is the bare name
// p ("test_x.py" after "tests/test_x.py" was denied or quoted).
func stickyByBase(p string, sticky map[string]rule) (rule, bool) {
	var found []rule
	for k, r := range sticky {
		if k == p || strings.HasSuffix(k, "/"+p) {
			found = append(found, r)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return rule{}, false
}

// underSticky finds p or one of its parent directories in the sticky set
// for the mention at index at. A directory's verdict covers the paths
// under it when it was created, written, handed in, or (for mentions
// before the statement only) renamed or removed: "Extraction started in
// `pkg/links/extract.go`. ... Renamed `pkg/links`" is history, while a
// later "Model: models/core/x.sql" after "models/core/ was removed" is a
// stale reference the document makes anyway.
func underSticky(p string, at int, sticky map[string]rule, from map[string]int) (rule, bool) {
	for q := p; q != ""; {
		if r, ok := sticky[q]; ok && (q == p || r.reason == ReasonCreated || r.reason == ReasonOutput || r.reason == ReasonHandedIn && !hasExt(q) ||
			r.reason == ReasonRenamed && !hasExt(q) && at < from[q]) {
			return r, true
		}
		i := strings.LastIndexByte(q, '/')
		if i < 0 {
			break
		}
		q = q[:i]
	}
	return rule{}, false
}

// verdict applies the rules in order: the token itself, the syntax role,
// the tree's lead-in, the section, then the words of the clause; a local
// dotenv file that none of them explains is the reader's own (isLocalEnvFile).
func verdict(m *mention) (rule, bool) {
	if m.task == taskOpen {
		if r, ok := tokenRule(m.ref.path); ok {
			return r, true
		}
		return rule{ReasonProposal, 0.15, false}, true // "- [ ] T031 Create src/bridge.py": still to do
	}
	if r, ok := decide(m); ok {
		if m.task == taskDone && planReasons[r.reason] {
			return rule{}, false // "- [x] T026 Document it in docs/x.md": the task says it was done
		}
		return r, true
	}
	if isLocalEnvFile(m.ref.path) && !evidence.SaysTracked(m.context, m.ref.path) {
		return rule{ReasonLocal, 0.1, false}, true
	}
	return rule{}, false
}

// trailingGlob reports a directory in code or a command followed by a
// star the token left out ("./pattern/*", "src/**"): a glob. In prose a
// star after a directory closes emphasis ("**src/**") and does not count.
func trailingGlob(m *mention) bool {
	if m.kind != evidence.KindFence && m.kind != evidence.KindCode {
		return false
	}
	return strings.HasSuffix(m.ref.path, "/") && strings.HasPrefix(m.after, "*")
}

func decide(m *mention) (rule, bool) {
	if r, ok := tokenRule(m.ref.path); ok {
		return r, true
	}
	if trailingGlob(m) {
		return rule{ReasonGlob, 0.05, false}, true // "// Mount ... along ./pattern/*": the star is the pattern's
	}
	if m.garbled {
		return rule{ReasonGarbled, 0.05, false}, true // "reÿerence/main.Āo" for "reference/main.go"
	}
	if m.chat && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonTranscript, 0.1, false}, true // an IDE chat export: work in progress, not the tree
	}
	if m.deepPast && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonDeepHistory, 0.1, false}, true // "Added seed.yml for kiwi package management" (2011)
	}
	if m.otherDoc && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonOtherRepo, 0.1, false}, true // a peer's audit report names the peer's files
	}
	if m.storeDoc && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonToolOutput, 0.1, false}, true // .cartography/meltano/CODEBASE.md names meltano's files
	}
	switch m.role {
	case roleCreate:
		return rule{ReasonCreated, 0.1, true}, true
	case roleDelete:
		return rule{ReasonDeleted, 0.1, true}, true
	case roleWrite:
		return rule{ReasonWritten, 0.15, true}, true
	case roleImport:
		return rule{ReasonImport, 0.1, false}, true
	case roleLabel:
		return rule{ReasonLinkLabel, 0.1, false}, true
	case roleSynopsis:
		return rule{ReasonPlaceholder, 0.05, false}, true
	case roleRenamed:
		return rule{ReasonRenamed, 0.1, true}, true
	case roleTool:
		return rule{ReasonTool, 0.1, true}, true
	case roleRemote:
		return rule{ReasonRemote, 0.05, false}, true
	case roleCloned:
		return rule{ReasonClonedTree, 0.05, false}, true
	case roleResource:
		return rule{ReasonResource, 0.05, false}, true
	case rolePackage:
		return rule{ReasonPackageRef, 0.05, false}, true
	}
	if m.example {
		return rule{ReasonExample, 0.15, false}, true
	}
	if m.quoted {
		return rule{ReasonForeign, 0.2, false}, true
	}
	if m.kind == evidence.KindTree && strings.HasPrefix(m.note, userTreeNote) {
		return rule{ReasonUserFile, 0.1, true}, true // "The files involved on my side are:"
	}
	if m.kind == evidence.KindTree && m.note != "" {
		return rule{ReasonTreeOutput, 0.2, true}, true
	}
	if containsAny(m.section, futureSections) && !containsAny(m.section, modifySections) && !presentPointerRE.MatchString(last(m.before, 120)) {
		// sticky when the plan adds the path ("Action items: write `x`"):
		// the document's other mentions of x are of the same plan
		return rule{ReasonFuture, 0.3, setAddBefore.near(last(m.before, 60), 3, nil)}, true
	}
	if mediaCaptionRE.MatchString(last(m.before, 40)) {
		return rule{ReasonHandedIn, 0.2, false}, true // "[Screenshot: day1.png - ...]" in an exported post
	}
	if archiveContentRE.MatchString(last(stripListedPaths(m.head), 100)) || archiveAfterRE.MatchString(m.rest) {
		return rule{ReasonHandedIn, 0.2, true}, true // "included in the submission archive (`screenshots/x.png`)"
	}
	if bare := !strings.Contains(strings.TrimSuffix(m.ref.path, "/"), "/"); bare && (containsAny(m.section, handedInSections) || setSentApart.any(m.head+" "+m.rest)) ||
		isDeliverable(m.ref.path) && m.kind != evidence.KindLink && m.kind != evidence.KindImage && !repoLocativeRE.MatchString(m.context) &&
			(handedInCues.any(m.head) || !deliverablePointerRE.MatchString(m.before)) {
		// a bare document, slide deck, video or archive name is handed in or
		// exchanged beside the code, unless the text places it in the tree
		return rule{ReasonHandedIn, 0.2, true}, true
	}
	if renameArrowRE.MatchString(m.after) && (containsAny(m.section, renameSections) || strings.Contains(m.head, "renam") || strings.Contains(m.head, "moved") || strings.Contains(m.head, "git mv")) {
		return rule{ReasonRenamed, 0.2, true}, true // "old.cs -> new.cs" under "Files renamed"
	}
	if oldColumnRE.MatchString(m.column) || m.older {
		return rule{ReasonRenamed, 0.2, true}, true // "| Before | After |": the old name
	}
	if containsAny(m.section, createdSections) {
		return rule{ReasonCreated, 0.1, true}, true
	}
	if runtimeSectionRE.MatchString(m.section) && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonOutput, 0.15, false}, true // "Runtime data (what the running system writes)"
	}
	if m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		if after := firstWords(m.after, 8); untrackedAfterRE.MatchString(after) && !sealedTypeRE.MatchString(after) {
			return rule{ReasonUntracked, 0.1, false}, true // "├── outputs/ # Runtime artifacts (.gitignored)"
		}
		if rejectedHeadRE.MatchString(m.head) {
			return rule{ReasonAbsence, 0.15, false}, true // "**Rejected:** A flat `agent/policy/` directory."
		}
		if expectedHeadRE.MatchString(m.head) {
			return rule{ReasonOutput, 0.15, false}, true // "**Expected:** ... under `lead_<id>/` you see `brief.json`"
		}
	}
	if containsAny(m.section, removedSections) {
		return rule{ReasonAbsence, 0.2, true}, true
	}
	if containsAny(m.section, referenceSections) && m.kind != evidence.KindLink && m.kind != evidence.KindImage && !presentPointerRE.MatchString(last(m.before, 60)) && !ownAssetRE.MatchString(m.after) {
		return rule{ReasonForeign, 0.3, false}, true
	}
	if qualifiedNameRE.MatchString(m.ref.path) {
		return rule{ReasonIdentifier, 0.1, false}, true // "a template.HTML cast"
	}
	if m.words {
		return rule{ReasonPlaceholder, 0.1, false}, true // "get/list/watch": alternatives, not a path
	}
	if artefactRE.MatchString(m.ref.path) && !evidence.SaysTracked(m.context, m.ref.path) {
		return rule{ReasonOutput, 0.15, false}, true // "selected by `ckpt_best.pth`": weights and arrays a run writes
	}
	if (m.kind == evidence.KindFence || m.kind == evidence.KindCode) && dataArgRE.MatchString(m.ref.path) {
		return rule{ReasonArgument, 0.15, false}, true // "$ tabular-diff compare before.csv after.csv"
	}
	if generatedPathRE.MatchString(m.ref.path) {
		return rule{ReasonOutput, 0.1, false}, true // "open `htmlcov/index.html`"
	}
	if binstubRE.MatchString(m.ref.path) && m.args {
		return rule{ReasonTool, 0.2, false}, true // "`bin/rails generate migration`": the framework's own binstub
	}
	if fileLineRE.MatchString(m.rest) {
		return rule{ReasonFileLine, 0.1, false}, true
	}
	if m.outside && m.kind != evidence.KindLink && m.kind != evidence.KindImage {
		return rule{ReasonUserFile, 0.15, false}, true // a user's issue names their own application's files
	}
	if m.userList {
		return rule{ReasonUserFile, 0.15, true}, true // listed under "The files involved on my side are:"
	}
	if m.consumer {
		return rule{ReasonUserFile, 0.2, false}, true // a workflow or config of a repository using this Action
	}
	if userNamedRE.MatchString(m.ref.path) {
		return rule{ReasonUserFile, 0.1, true}, true // "-f my-values.yaml"
	}
	if r, ok := intentCue(m); ok {
		return r, true
	}
	if (m.kind == evidence.KindFence || m.kind == evidence.KindTree) && !m.comment {
		return rule{}, false
	}
	if r, ok := cueRule(m); ok {
		return r, true
	}
	if valueColumnRE.MatchString(m.column) {
		return rule{ReasonPlaceholder, 0.15, false}, true // "| `config` | `.github/labels.yml` |" under "Default"
	}
	return rule{}, false
}

// cueRule reads the clause around a prose, code-span or link mention.
func cueRule(m *mention) (rule, bool) {
	b, a := m.before, m.after
	if m.kind == evidence.KindLink || m.kind == evidence.KindImage {
		b = linkLabelRE.ReplaceAllString(b, "") // "[Adding a new format](": the target's name, not the author's words
	}
	if b == "" && a == "" {
		return rule{}, false
	}
	if pastNarrative(last(m.head, 120)) || wasCalledRE.MatchString(last(b, 24)) {
		return rule{ReasonRenamed, 0.2, false}, true // "in the old days we had ... `redis_adapter.rb`"
	}
	if branchAddsRE.MatchString(last(stripListedPaths(m.head), 80)) {
		return rule{ReasonProposal, 0.2, false}, true // "branch feature/x adds `a` and `b`": not merged
	}
	if usedToRE.MatchString(last(b, 60)) || neverPushedRE.MatchString(m.rest) || isNowRE.MatchString(m.rest) {
		return rule{ReasonRenamed, 0.2, true}, true
	}
	if mergedIntoRE.MatchString(m.rest) {
		// not sticky: a document that later cites the merged file as
		// current makes a stale reference of its own
		return rule{ReasonRenamed, 0.2, false}, true
	}
	if movedSourceRE.MatchString(last(b, 24)) || movedFromRE.MatchString(last(b, 60)) || goneWithRE.MatchString(last(m.head, 120)) || formerRE.MatchString(last(b, 60)) || setGoneAfter.startsWithin(a, 1) && !activeRemoval(a) || goneRelativeRE.MatchString(m.rest) {
		return rule{ReasonRenamed, 0.2, true}, true
	}
	if setAbsenceAfter.startsWithin(a, 1) || setAbsenceBefore.near(b, 1, nil) || contrastAbsence(m.rest) || neverHadRE.MatchString(m.rest) || shouldBeRE.MatchString(m.rest) || laterAbsence(m.rest) || deniedNext(m.next) || brokenLink(b, a) || notCorrectionRE.MatchString(last(b, 24)) || deniedList(b) || onlyHasLater(m.rest) || m.ref.lineStart > 0 && fewLinesRE.MatchString(strings.ReplaceAll(m.rest, "`", "")) {
		// sticky: a document that says a path does not exist is not
		// claiming it elsewhere (a quoted claim, then "No such file.")
		return rule{ReasonAbsence, 0.2, true}, true
	}
	if m.review {
		if r, ok := reviewRule(m); ok {
			return r, true
		}
	} else if m.inQuote {
		return rule{ReasonForeign, 0.2, false}, true
	}
	both := b + " " + a
	move := moveTarget(b)
	switch {
	case setUserLocal.near(b, 1, nil) || setUserPlace.near(b, 6, nil) || placeNamedRE.MatchString(last(b, 60)) || setUserPlace.startsWithin(a, 4) || !m.review && setUserApp.near(b, 6, nil) || m.userDoc && (ownedBeforeRE.MatchString(last(b, 60)) || ownSectionRE.MatchString(m.section)):
		return rule{ReasonUserFile, 0.1, false}, true
	case m.kind != evidence.KindLink && citedWork(b) || !m.ownRepo && (otherRepoAfter(a) || otherRepoBefore(b)) || setForeign.any(ownPartsRE.ReplaceAllString(lastWords(b, 8), "")) || setForeign.any(firstWords(a, 6)) || setForeignNear.near(b, 5, placeWords) || projectPossessive(b) || m.foreign || laterForeign(m.rest):
		return rule{ReasonForeign, 0.2, false}, true
	case indefinitePossessive(b):
		return rule{ReasonKindFile, 0.15, false}, true
	case outputOptionRE.MatchString(last(b, 32)) || outputPurpose(b) || storedDir(b, m.ref.path) || outputBeforeFor(m.ref.path).near(b, outputGap(m.ref.path), outputCancel) || setOutputAfter.startsWithin(a, 2):
		return rule{ReasonOutput, 0.15, true}, true
	case move == ReasonCreated || move == ReasonOutput:
		return rule{move, 0.1, true}, true
	case move != "":
		return rule{ReasonProposal, 0.25, false}, true
	case setCreateBefore.near(b, 4, locatives) || touchRE.MatchString(last(b, 12)) || copyOfRE.MatchString(m.rest):
		return rule{ReasonCreated, 0.1, true}, true
	case plannedColumnRE.MatchString(m.column):
		return rule{ReasonProposal, 0.25, true}, true
	case (strings.Contains(m.head, "please") || strings.Contains(m.head, "submit")) && requestRE.MatchString(m.head) && !addToRE.MatchString(last(b, 80)) || pushRequestRE.MatchString(m.head):
		return rule{ReasonProposal, 0.25, true}, true
	case asShownInRE.MatchString(last(b, 80)):
		return rule{}, false // "as shown in [Hand-written serializer](x.md#y), we would write": a pointer to what exists
	case setProposal.any(b) || setProposal.startsWithin(a, proposalAfterWords) || setHedgeBefore.near(b, 6, nil) || hypotheticalExample(b, a) || setProposalBefore.near(b, 6, locativesOrPointers) && !pastMoveRE.MatchString(b) || newThing(b):
		// sticky when the proposal adds the path: the document knows it is
		// not there (a checklist row, then "Add a SECURITY.md"); a plan to
		// change a path ("refactor `x`") implies it exists
		return rule{ReasonProposal, 0.25, setAddBefore.near(b, 3, nil)}, true
	case exampleLike(b) || hypothetical(b, a) || m.kind != evidence.KindLink && m.kind != evidence.KindImage && modalAfterRE.MatchString(a) || addWithRE.MatchString(last(b, 120)):
		return rule{ReasonProposal, 0.25, false}, true
	case isSlug(m.ref.path) && setSlug.any(both) && !dirNounAfterRE.MatchString(a):
		return rule{ReasonSlug, 0.3, false}, true
	}
	return rule{}, false
}

// archiveContentRE: the path is inside an archive handed in beside the
// repository ("in the submission archive (`x`)", "in your zip").
var archiveContentRE = regexp.MustCompile("\\b(?:in|inside|within|from) (?:the|your|our|my|their) (?:submission |submitted |final )?(?:archive|zip|zip file|tarball)\\b[^.;]{0,40}$")

// archiveAfterRE: "the `screenshots/` folder of my submission zip".
var archiveAfterRE = regexp.MustCompile("^[`\"')]*\\s+(?:folder |directory )?(?:of|in|inside) (?:the|your|our|my|their) (?:submission |submitted |final )?(?:archive|zip|zip file|tarball)\\b")

// setSentApart: the sentence says a bare file was handed in apart from
// the code ("The ER diagram (er-diagram.png) was submitted separately on
// Moodle").
var setSentApart = newPhraseSet([]string{"submitted separately", "handed in separately", "sent separately",
	"uploaded separately", "attached separately", "on moodle", "on canvas", "on blackboard", "by email", "by e-mail"})

// proposalAfterWords: a proposal cue after the path speaks of it only
// when it comes within this many words ("`x` could be added"); further on
// it is about something else ("the check in `x` is called twice, and the
// first call could be dropped").
const proposalAfterWords = 4

// mediaCaptionRE: the caption of an image or video embedded in an exported
// document ("[Screenshot: day1.png").
var mediaCaptionRE = regexp.MustCompile(`\[(?:screenshot|image|figure|photo|picture|gif|video|animation)s?:?\s*$`)

// ownAssetRE: in a credits section, "`assets/sfx/harvest.wav` are from
// freesound.org" credits a file of this repository to its source.
var ownAssetRE = regexp.MustCompile("^[`\"')]*\\s+(?:is|are|was|were) (?:from|edited from|based on|derived from|adapted from|made with|made by|by|licensed)\\b")

// presentPointerRE: even in a future-work section, "... are described in
// `CONTRIBUTING.md`", "see the main [README.md]" and "For more
// information, see ... and [USAGE_GUIDE.md]" point the reader to files
// that exist now ("Next Steps" is often the reader's next steps).
var presentPointerRE = regexp.MustCompile("\\b(?:is|are) (?:already )?(?:described|documented|explained|listed|covered|kept) in [`\"'\\[(]*$|\\bsee (?:also )?(?:the |our )?(?:[\\w-]+ ){0,2}[`\"'\\[(]*$|(?i)(?:^|[.!?:]\\s+)for more (?:information|details|help)\\b(?:[^.!?]|\\.\\S)*$")

var linkLabelRE = regexp.MustCompile(`!?\[[^\]]*\]\($`)

// outputGap is how many words may stand between an output cue and the
// path: a source file is written at run time only when the cue names it
// ("generates `api.pb.go`"), not four words on ("cached in Redis for 15
// minutes (`RedisCacheConfig.java`)").
func outputGap(p string) int {
	if isSourceFile(p) {
		return 0
	}
	return 4
}

// outputBeforeFor is the set of cues before a path that say the tool
// writes it: for a source file, only the generating ones.
func outputBeforeFor(p string) *phraseSet {
	if isSourceFile(p) {
		return setGenerateBefore
	}
	return setOutputBefore
}

var sourceExts = setOf("go", "py", "java", "kt", "kts", "scala", "ts", "tsx", "js", "jsx", "mjs", "rs", "rb",
	"cs", "fs", "cpp", "cc", "cxx", "c", "h", "hpp", "hh", "swift", "m", "php", "ex", "exs", "erl", "hs", "clj", "dart", "lua", "r", "jl")

// isSourceFile reports a path with a programming-language extension.
func isSourceFile(p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	i := strings.LastIndexByte(base, '.')
	return i > 0 && sourceExts[strings.ToLower(base[i+1:])]
}

// outputOptionRE: the path is the value of an output option ("--log
// hookline.log", "-o out.json", "--output=report.html"): written at run time.
var outputOptionRE = regexp.MustCompile("(?:^|[\\s`(])(?:--(?:log|log[-_]file|logfile|out|output|output[-_]file|outfile|out[-_]file|report[-_]file|dump|save|json|html|markdown|md|csv|xml|sarif|junit|html[-_]dir|out[-_]dir|outdir|output[-_]dir|output[-_]path|save[-_]dir|log[-_]dir|results?[-_]dir|dest|report)|-o)[ =]$")

// outputPurposeRE: "to get an HTML coverage report in `coverage/index.html`":
// the path is where a command the reader runs puts its result.
var outputPurposeRE = regexp.MustCompile("\\bto (?:get|generate|produce|create|build|render|obtain)\\b(?: [\\w-]+){0,4} (?:in|at|into|under) [`\"']?$")

// hypotheticalExample reports "e.g. `x`" (or "`x`, for example") after an
// indefinite noun phrase ("a local file, e.g. `config/local.yaml`"): an
// example of a kind. After a definite or plural one ("tests in
// `Tests/`, e.g. `Tests/a.swift`") it names a real instance.
func hypotheticalExample(before, after string) bool {
	if !setExampleNear.near(before, 3, nil) && !setExampleNear.startsWithin(after, 1) {
		return false
	}
	ctx := before
	if setExampleNear.near(before, 3, nil) {
		setExampleNear.each(before, func(i int, _ string) bool { ctx = before[:i]; return false })
	}
	if len(wordsOf(ctx)) == 0 {
		// "For example, `x` would register a plugin.", but "For example,
		// `x` covers the caching" states what an existing file does
		return !concreteVerbRE.MatchString(after)
	}
	for _, w := range wordsOf(ctx) {
		switch w {
		case "add", "adding", "create", "write", "introduce", "provide", "consider", "document", "put", "move", "should", "could", "would":
			return true // "Add request specs, e.g. `x`": examples of what to add
		}
	}
	for _, w := range wordsOf(lastWords(ctx, 6)) {
		switch w {
		case "a", "an", "any", "some", "your", "another", "such":
			return true
		}
	}
	return false
}

// modalAfterRE: "`internal/clock` would avoid confusion": a name the text
// proposes, not a file that exists.
var modalAfterRE = regexp.MustCompile("^[`\"')]*\\s+(?:would|could|might)\\b")

// addWithRE: "Add `api/src/repositories/` with an `appointmentRepository.ts`":
// the file comes with the thing added.
var addWithRE = regexp.MustCompile("\\b(?:add|create|introduce|write)\\b[^.;]*\\bwith (?:an?|its own|a matching)\\s*[`\"']?$")

// outputPurpose reports outputPurposeRE with no verb of being in the gap
// ("how to produce them are in `docs/testing.md`" is no output).
func outputPurpose(before string) bool {
	if !strings.Contains(before, "to ") {
		return false
	}
	before = last(before, 120)
	loc := outputPurposeRE.FindStringIndex(before)
	if loc == nil {
		return false
	}
	for _, w := range wordsOf(before[loc[0]:]) {
		switch w {
		case "is", "are", "was", "were", "be":
			return false
		}
	}
	return true
}

// storedDir: "results are stored in `results/`": a directory the tool
// stores its output in. A named file ("measurements are stored in
// `benches/baseline.csv`") is data the repository holds.
func storedDir(before, p string) bool {
	return !hasExt(p) && storedInRE.MatchString(last(before, 40)) && storedSubjectRE.MatchString(last(before, 80))
}

// storedSubjectRE: what a tool stores at run time.
var storedSubjectRE = regexp.MustCompile(`\b(?:results?|outputs?|logs?|reports?|artifacts?|checkpoints?|caches?|downloads?|runs?|snapshots?|dumps?|exports?|backups?|screenshots?|metrics|site|html|pages|bundles?|binar(?:y|ies)|wheels?)\b`)

var storedInRE = regexp.MustCompile("\\b(?:stored|saved|persisted|puts|put|places|placed) (?:(?:the|its|their) [\\w-]+ )?(?:in|under|to|into) [`\"']?$")

// plannedColumnRE: a table column of things to come ("| Current location
// | New location |", "Proposed file", "Target").
var plannedColumnRE = regexp.MustCompile(`^(?:new|target|proposed|planned|future|destination|to be|suggested)\b|\b(?:after|to)$`)

// valueColumnRE: a table column of option values ("Default", "Example"):
// a path there is a setting's value in the user's workspace.
var valueColumnRE = regexp.MustCompile(`^(?:default|defaults|default value|example|example value|value|values|e\.g\.)$`)

// oldColumnRE: a table column of names a change replaced ("| Before |
// After |", "Old path", "Renamed from").
var oldColumnRE = regexp.MustCompile(`^(?:before|old|previous(?:ly)?|former(?:ly)?|was|renamed from|moved from|from)\b`)

// renameArrowRE: the mention is the left side of "old -> new".
var renameArrowRE = regexp.MustCompile("^[`\"')]*\\s*(?:->|→|=>)")

var renameSections = []string{"renam", "moved", "moves"}

// untrackedAfterRE: words right after a path saying git does not keep it
// ("# Runtime artifacts (.gitignored)", "← Sealed evaluation slice",
// "(not committed)").
var untrackedAfterRE = regexp.MustCompile(`(?:\.|\b)git-?ignored\b|\(generated\)|\bignored by git\b|\bnot (?:committed|tracked|checked in|in git|versioned|pushed)\b|\bexcluded from git\b|\buntracked\b|\bsealed\b|\bwithheld\b`)

// sealedTypeRE: "sealed" of a language's types, not of a data split.
var sealedTypeRE = regexp.MustCompile(`\bsealed (?:class|classes|interface|interfaces|trait|traits|record|records|type|types|hierarchy)\b`)

// rejectedHeadRE: a sentence headed as a design alternative not taken
// ("**Rejected:** A flat `agent/policy/` directory", "Considered and
// rejected: ..."): what it names was not built.
var rejectedHeadRE = regexp.MustCompile(`^[\s*_>-]*(?:rejected|discarded|considered and rejected|not chosen|rejected alternatives?)[*_]*\s*:`)

// expectedHeadRE: a sentence headed as the output a step should give
// ("**Expected:** `out/x.json` shows ...", "Expected output: ..."): the
// files it names appear when the reader runs the step.
var expectedHeadRE = regexp.MustCompile(`^[\s*_>-]*(?:expected(?: output| result)?|you should see)[*_]*\s*:`)

// runtimeSectionRE: a heading over what a running program writes
// ("Runtime data (what the running system writes)", "Run-time state"):
// its files appear when the program runs, they are not shipped.
var runtimeSectionRE = regexp.MustCompile(`\brun[- ]?time (?:data|state|files|outputs?|artifacts|artefacts)\b|\bwhat the (?:running )?(?:system|program|app|application|tool|pipeline|service) (?:writes|produces|generates|persists)\b`)

// requestRE: earlier in the sentence the author asks for files to be
// written or handed in ("Please attach the revised report as `v2.md`
// together with a response letter (`response.md`)"): none exists yet.
var requestRE = regexp.MustCompile(`\bplease (?:also )?(?:attach|submit|re-?submit|upload|send|provide|include|add|write|create|prepare|hand in|list|document|mention)\b|\bre-?submit\b`)

// addToRE: the request adds something to the path ("please add an
// integration test to `cargo-insta/tests/main.rs`"), which therefore
// exists already; the path is the destination, not what is requested.
var addToRE = regexp.MustCompile("\\b(?:add|include|append|insert)\\b[^.;]* (?:to|into) (?:the |your )?[`\"'\\[(]*$")

// pushRequestRE: an item asking to push or commit the path ("1. Push
// `LevelLoaderTests.cs` (or tell me ...)"): it is not in the repository.
var pushRequestRE = regexp.MustCompile("^[^\\w]*(?:\\d+[.)]\\s*)?(?:please )?(?:push|commit)\\s+(?:the |your )?[`\"']*$")

// notCorrectionRE: "..., not `LoanFlowTest.cs`": the author corrects a
// name and denies it.
var notCorrectionRE = regexp.MustCompile("(?:[,;(—–]|\\bbut) not [`\"']?$")

// formerRE: the clause places the path in the past ("our original entity
// was `src/Entity/Order.php`", "everything that was in `Markdown.hs`").
var formerRE = regexp.MustCompile("\\b(?:(?:original|old|former|previous|earlier|first) (?:[\\w-]+ ){0,2}(?:was|were|used to be|lived in|was in)|(?:that|which|what) (?:was|were|used to be) (?:in|at|under))\\s*[`\"']?$")

// movedSourceRE: "Renamed `x` to `y`", "- Moved `x` into ...": the path
// right after a past rename or move is the old name, gone since.
var movedSourceRE = regexp.MustCompile("(?:^|[\\s*(])(?:renamed|moved|renames|moves)\\s*[`\"'*_]*$")

// movedFromRE: "moves files from `cmd/` to ...": the source of a move.
var movedFromRE = regexp.MustCompile("\\b(?:move[sd]?|moving|migrat(?:e|es|ed|ing)|renam(?:e|es|ed|ing))\\b(?: [\\w-]+){0,3} from [`\"'*_]*$")

// fileLineRE: the mention is a line or entry of a file named next
// ("uncomment the `../prometheus` line in `kustomization.yaml`").
var fileLineRE = regexp.MustCompile("^[`\"')]*\\s+(?:line|entry|import|include|reference) (?:in|of|from)\\b")

// generatedPathRE: a path inside a directory that tools generate and no
// project commits (coverage HTML, Sphinx builds, caches, dependencies).
var generatedPathRE = regexp.MustCompile(`(?:^|/)(?:htmlcov|_build|\.tox|\.nox|node_modules|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|lcov-report|target/(?:debug|release)|\.next|\.nuxt|\.svelte-kit|\.turbo|\.parcel-cache|\.angular|\.docusaurus|\.vercel)/`)

// artefactRE: a bare file name of a trained model or array dump, which a
// run writes and no repository commits under a bare name.
var artefactRE = regexp.MustCompile(`^[\w.-]+\.(?:pth|pt|ckpt|npy|npz|h5|hdf5|pkl|pickle|onnx|safetensors|joblib|tfevents|log)$`)

// qualifiedNameRE: a lower-case package and an exported name
// ("template.HTML", "http.Handler"), which no file is named like.
var qualifiedNameRE = regexp.MustCompile(`^[a-z][a-z0-9_]*\.[A-Z][A-Za-z0-9]*$`)

// dataArgRE: a bare data file name (no directory): in a command or code
// span it is the reader's own input, not a file of the repository.
var dataArgRE = regexp.MustCompile(`^[\w.-]+\.(?:csv|tsv|parquet|pq|jsonl|ndjson|xlsx|xls|feather|arrow|avro)$`)

// binstubRE: executables a framework generates into bin/ (Rails, Rake,
// Bundler), run as commands (a subcommand follows: mention.args).
var binstubRE = regexp.MustCompile(`^(?:\./)?bin/(?:rails|rake|bundle|setup|dev|importmap|rspec|webpack|vite|spring)$`)

// touchRE: "touch `x`" creates x; "if you touch sync, read `x`" does not.
var touchRE = regexp.MustCompile("\\btouch [`\"']?$")

// copyOfRE: "Start `my-values.yaml` from a copy of `values.yaml`": the
// reader makes the file.
var copyOfRE = regexp.MustCompile("^[`\"')]*\\s+(?:from|as) a copy of\\b")

// userNamedRE: a file named as the reader's own ("my-values.yaml",
// "your_config.toml") or a shell start-up file of their home (".zshrc").
var userNamedRE = regexp.MustCompile(`(?:^|/)(?:my|your)[-_][\w.-]+$|^~?/?\.(?:zshrc|bashrc|bash_profile|zprofile|profile|vimrc|inputrc|tmux\.conf|zshenv)$`)

// shouldBeRE: "`frontend/src/api/appointment.ts` should be
// `frontend/src/api/appointments.ts`": a correction names the right path.
var shouldBeRE = regexp.MustCompile("^[`\"')]*\\s+should (?:be|read|say)\\s+[`\"']+[\\w.-]*[/.][\\w./-]+")

// neverHadRE: "a `sync/TokenStore.java` that the project never had".
var neverHadRE = regexp.MustCompile("^[`\"')]*,?\\s*(?:that|which) (?:the (?:project|repo|repository|code|codebase|app) )?(?:never had|never existed|does not exist|doesn't exist|did not exist|didn't exist|is not there|isn't there|was never (?:added|created|committed|written))\\b")

// goneRelativeRE: "`run_worker.sh`, which was removed a while ago".
var goneRelativeRE = regexp.MustCompile("^[`\"')]*,?\\s*(?:which|that) (?:was|were|has been|have been|got) (?:since )?(?:removed|deleted|dropped)\\b|^[`\"')]*,?\\s*which no longer exists")

// isNowRE: "stores/game.ts is now client/src/stores/session.ts": the
// path was renamed to the one named next.
var isNowRE = regexp.MustCompile("^[`\"')]*\\s+(?:is|are) now (?:called |named |in |at |under |part of )?[`\"'(]*[\\w.-]*[/.][\\w./-]+")

// mergedIntoRE: "routes/scores.js merged into leaderboard.js".
var mergedIntoRE = regexp.MustCompile("^[`\"')]*\\s+(?:was |were |got |has been |have been )?(?:merged|folded|absorbed) into\\b")

// pastNarrativeRE: the sentence tells how things were ("in the old days
// we had one file ...", "we also had a memcached store, `x`").
var pastNarrativeRE = regexp.MustCompile(`\b(?:in the old days|back in the day|back then|in those days|back in (?:v|version )?\d+(?:\.\d+)*|back in the \d{4}s?)\b|\b(?:we|i|they) (?:also )?had (?:a|an|one|two|three|some)\b[^.;]{0,50}$`)

// pastNarrative reports pastNarrativeRE, except "had a look/go/chance"
// ("I had a look at `x`" is no past possession).
func pastNarrative(head string) bool {
	if !strings.Contains(head, "had") && !strings.Contains(head, "back") && !strings.Contains(head, "days") {
		return false
	}
	m := pastNarrativeRE.FindString(head)
	return m != "" && !idiomHadRE.MatchString(m)
}

var idiomHadRE = regexp.MustCompile(`\bhad (?:a|an) (?:quick |brief |closer |good |first |second )?(?:look|go|chance|try|glance|feeling|peek|read|think|hunch|word)\b`)

// wasCalledRE: "It was called `redis_adapter.rb`": an old name.
var wasCalledRE = regexp.MustCompile("\\b(?:was|were) (?:called|named)\\s*[`\"']*$")

// ownedBeforeRE: the author's own file ("our `rollup_job.rb`", "we call
// it from `x`"); ownSectionRE: under a heading like "Our initializer".
var ownedBeforeRE = regexp.MustCompile("\\b(?:our|my)\\s+(?:[\\w-]+\\s+){0,2}[`\"'(]*$|\\bwe (?:call|use|run|invoke|load|import|wrap)\\b[^.;]{0,60}\\bfrom\\s*[`\"']*$")
var ownSectionRE = regexp.MustCompile(`\b(?:our|my)\b`)

// setUserApp: the reader's own application ("if your app still has a
// `config/x.yml`"), outside reviews, where "your" is the reviewed project.
var setUserApp = newPhraseSet([]string{"your app", "your application", "your rails app", "your own app", "your codebase", "your service"})

// activeRemoval reports "removed" or "deleted" right after the path with
// an object of its own ("`Apache.sublime_syntax` => removed `conf` file
// types"): the path's change removed something; the path is still there.
// "removed in 0.4", "deleted since", "deleted that once it worked" (a
// pronoun for the path) keep the path gone.
func activeRemoval(after string) bool {
	w := wordsOf(after)
	for len(w) > 0 && !strings.ContainsFunc(w[0], unicode.IsLetter) {
		w = w[1:] // "=> removed"
	}
	if len(w) < 2 || w[0] != "removed" && w[0] != "deleted" {
		return false
	}
	return !passiveNext[w[1]]
}

// passiveNext are the words after "removed"/"deleted" that leave the path
// as what was removed: a preposition, an adverb, a conjunction or a pronoun
// standing for it.
var passiveNext = setOf("in", "from", "since", "with", "by", "after", "at", "on", "and", "or", "as", "for", "because", "when", "due", "upstream",
	"entirely", "completely", "recently", "now", "later", "already", "long", "years", "before", "during", "to", "but", "so", "was", "is",
	"that", "it", "this", "them", "those", "these", "afterwards", "again", "too", "once")

// asShownInRE: the text points to where something is already shown ("as
// shown in [Composite serializer](", "as described in `docs/x.md`"); a plan
// or modal in the clause after it is about something else.
var asShownInRE = regexp.MustCompile(`\bas (?:shown|described|explained|documented|discussed|covered|detailed|outlined|seen) (?:in|at|on|under)\s*(?:\[[^\]]{0,80}\]\(?)?\W*$`)

// placeNamedRE: a file the reader is told to put somewhere ("manually put
// a file named `glow.yml` in the default config path"): the reader's own.
var placeNamedRE = regexp.MustCompile(`(?i)\b(?:put|place|drop|save|store|keep)\s+(?:a|an|your)\s+(?:[a-z]+\s+)?(?:file|folder|directory)\s+(?:named|called)\s*[` + "`" + `"']?$`)

// branchAddsRE: files an unmerged branch or pull request adds.
var branchAddsRE = regexp.MustCompile(`\b(?:branch|pr|pull request) [\w./#-]+ (?:adds|add|introduces|creates|has|contains)\s*(?:[\w./-]+,?\s+(?:and\s+)?){0,4}[` + "`" + `"']*$`)

// usedToRE: "we used to have an old inventory at `x`": a past location.
var usedToRE = regexp.MustCompile(`\bused to (?:have|be|live|sit|keep)\b[^.;]{0,40}$`)

// neverPushedRE: "I started a `x` but never pushed it": a local draft.
var neverPushedRE = regexp.MustCompile("^[`\"')]*,?\\s+but (?:i |we )?(?:never|didn't|did not|haven't|have not|hasn't|has not|wasn't|was not|never got) (?:pushed|committed|merged|checked in|push|commit|merge)")

// goneWithRE: "Jest is gone, and with it every `jest.config.js`".
var goneWithRE = regexp.MustCompile("\\b(?:is|are|was|were) (?:gone|removed|deleted|dropped),? (?:and )?with (?:it|them)\\b[^;]*$")

// deniedListRE: the path is an item of a list the text introduces as
// missing ("lists files that do not exist (a Repositories folder, `x.cs`,
// ...)", "invented files: `a.py`, `b.py`").
var deniedListRE = regexp.MustCompile("(?:do not exist|don't exist|does not exist|are missing|missing files?|non-?existent files?|invented files?|invented paths?|hallucinated (?:files?|paths?)|files? that (?:do|does) not exist)\\s*[(:][^()]*$")

// fewLinesRE: after a line reference the text gives the file's real
// length ("`routes/api.php` line 34: the file has 19 lines"): it refutes
// the reference.
var fewLinesRE = regexp.MustCompile("^[^`]*?\\b(?:the (?:[\\w-]+ )?(?:file|module|class|script|source)|it|which|that file|[\\w./-]+\\.\\w+) (?:only )?(?:has|is) (?:only |just )?\\d+ lines\\b")

// onlyHasLater: a later clause says the repository (or the directory) only
// has other files ("... although the repository only has the PowerShell
// version").
func onlyHasLater(rest string) bool {
	if !strings.Contains(rest, " only ") && !strings.Contains(rest, " just ") {
		return false
	}
	return onlyHasRE.MatchString(strings.TrimLeft(rest, "`\"'*_)"))
}

var onlyHasRE = regexp.MustCompile(`^[^` + "`" + `/]*?\b(?:although|though|but|while|whereas) (?:the (?:repo|repository|project|codebase|folder|directory)|it|there) (?:only|just) (?:has|have|contains|ships|includes|is)\b`)

// brokenLink reports "the link to `x` is broken": the author says the
// reference does not resolve.
func brokenLink(before, after string) bool {
	return linkToRE.MatchString(last(before, 80)) && brokenAfterRE.MatchString(after)
}

// last returns the last n bytes of s (cue regexes anchored at the end of
// the clause need no more; scanning the whole clause at every start is
// quadratic).
func last(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// deniedList applies deniedListRE to the clause's open list, if any.
func deniedList(before string) bool {
	i := strings.LastIndexAny(before, "(:")
	if i < 0 || strings.ContainsRune(before[i:], ')') {
		return false
	}
	return deniedListRE.MatchString(last(before, len(before)-i+40))
}

var (
	linkToRE      = regexp.MustCompile("\\b(?:link|links|reference|references|pointer|anchor) (?:to|for|into)\\s*(?:\\[[^\\]]*\\]\\()?[`\"'(\\[]*$")
	brokenAfterRE = regexp.MustCompile("^[`\"')\\]\\s]*(?:(?:is|are|was|were) (?:broken|dead|stale|wrong|invalid|outdated)|404s?\\b|(?:has|have) no\\b|(?:lands|goes|jumps) (?:at|to|on) the top|(?:does|do) not resolve|goes nowhere|leads nowhere|points nowhere)")
)

// citationRE: a reference marker ("HackJudge [3], for example, stores
// only raw scores (`app/models/score.rb`)") puts the path in the cited work.
var citationRE = regexp.MustCompile(`\w \[\d{1,3}\](?:[^:(\]]|$)`)

// citedWork reports a citation marker shortly before the path with no
// word between that brings the text back to this project ("t-digest [4]
// ..., implemented at `aggregate.rs:248`" is this project's file).
func citedWork(before string) bool {
	loc := citationRE.FindAllStringIndex(before, -1)
	if loc == nil {
		return false
	}
	gap := wordsOf(before[loc[len(loc)-1][1]:])
	if len(gap) > 8 {
		return false
	}
	for _, w := range gap {
		if ownWorkWords[w] {
			return false
		}
	}
	return true
}

var ownWorkWords = setOf("implemented", "implement", "implements", "our", "we", "us", "here", "this", "documented",
	"described", "defined", "lives", "located", "see")

// otherRepoAfterRE: "`client/stockhold.go` in the checkout repository": a
// file of another, named repository.
var otherRepoAfterRE = regexp.MustCompile("^[`\"')\\s]*(?:\\()?in (?:the |their |our )?([a-z0-9][\\w.-]*) (?:repo|repository|codebase|project|monorepo)\\b")

// otherRepoBefore: "(the alert rule lives in the ops repository,
// `alerts/x.yaml`)": the clause names another repository right before.
func otherRepoBefore(before string) bool {
	if m := otherRepoLeadRE.FindStringSubmatch(before[:min(len(before), 200)]); m != nil && !sameRepoWords[m[1]] {
		return true
	}
	if clause := last(before, 400); strings.Contains(clause, "` repo") && otherRepoClauseRE.MatchString(clause) {
		return true
	}
	m := otherRepoBeforeRE.FindStringSubmatch(last(before, 80))
	return m != nil && !sameRepoWords[m[1]]
}

// otherRepoLeadRE: a sentence or list item that opens by placing itself in
// another repository ("In the `eslint/eslint.org` repository, submit a PR
// to set ... in `tools/release-data.js`"): every file it names is that
// repository's.
// otherRepoClauseRE: a clause earlier in the sentence placing the work in
// a repository named owner/name ("..., in the `eslint/eslint.org`
// repository submit a PR to update ... in `tools/release-data.js`"); the
// mention's reader (ownRepoNamed) keeps this repository's own slug.
var otherRepoClauseRE = regexp.MustCompile("(?:^|[\\s,(])in (?:the |their )?`([a-z0-9][\\w.-]*/[a-z0-9][\\w.-]*)` (?:repo|repository)\\b")

var otherRepoLeadRE = regexp.MustCompile("^[\\s>*+-]*(?:\\d+[.)]\\s*)?in (?:the |their )?[`\"']?([a-z0-9][\\w.-]*(?:/[a-z0-9][\\w.-]*)?)[`\"']? (?:repo|repository|codebase|monorepo),")

var otherRepoBeforeRE = regexp.MustCompile("\\bin (?:the |their |our )?([a-z0-9][\\w.-]*) (?:repo|repository|codebase|monorepo)[,:]?\\s*[`\"'(]*$")

func otherRepoAfter(after string) bool {
	if slugAfterRE.MatchString(after) {
		return true
	}
	m := otherRepoAfterRE.FindStringSubmatch(after)
	return m != nil && !sameRepoWords[m[1]]
}

// slugAfterRE: "(see `src/x.rs` in BurntSushi/ripgrep)": a file of the
// owner/repo named right after it.
var slugAfterRE = regexp.MustCompile("^[`\"')\\s]*(?:in|from|of) [a-z0-9][\\w.-]*/[a-z0-9][\\w.-]*[)\\s.,;]")

var sameRepoWords = setOf("the", "a", "that", "this", "same", "main", "current", "audited", "whole", "entire", "project's", "team's", "git", "github", "our", "my")

// laterForeign reports, later in the sentence with no other mention in
// between, that the path belongs to another project ("(`Owner.java`) is
// from another project").
func laterForeign(rest string) bool {
	rest = strings.TrimLeft(rest, "`\"'*_)")
	found := false
	setForeignLater.each(rest, func(i int, _ string) bool {
		between := rest[:i]
		found = !strings.Contains(between, "`") && !strings.ContainsAny(between, "/") && !hasExtWord(between)
		return true
	})
	return found
}

// newThing reports "a new `x`" with no past or perfect verb before it in
// the clause: a design that introduces x ("A new module `x` wraps the
// query"), not a report of work done ("We added a new module `x`").
func newThing(before string) bool {
	// "(new files `a.h` and `b.cpp`)": the paths listed after "new files"
	// share it
	before = stripListedPaths(before)
	if !setNewBefore.near(before, 2, nil) {
		return false
	}
	if w := wordAfterNew(before); w != "" && !newNouns[w] {
		return false // "the new one (`keys.go`)": not a new file
	}
	for _, w := range strings.Fields(lastWords(before, 5)) {
		if strings.HasSuffix(w, "ed") || doneVerbs[w] {
			return false
		}
	}
	return true
}

// stripListedPaths drops from the end of before the mention's own opening
// backtick and the code spans listed right before it ("`a.h` and `",
// "`a.h`, `b.h` / `"), so that a cue before the list applies to each item.
func stripListedPaths(before string) string {
	s := strings.TrimSuffix(before, "`")
	for {
		t := strings.TrimRight(s, " ,/+")
		t = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(t, " and"), " or"), " ,/+")
		if !strings.HasSuffix(t, "`") || strings.Count(t, "`")%2 != 0 {
			return s
		}
		open := strings.LastIndexByte(t[:len(t)-1], '`')
		if open < 0 {
			return s
		}
		s = t[:open]
	}
}

// wordAfterNew returns the word that follows the last "new" of before, ""
// when the mention (or a list of paths ending in it) follows directly.
func wordAfterNew(before string) string {
	i := strings.LastIndex(before, "new")
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(before[i+len("new"):], " ")
	if rest == "" || rest[0] == '`' || rest[0] == '"' || rest[0] == '\'' || rest[0] == '(' {
		return ""
	}
	w := wordsOf(rest)
	if len(w) == 0 {
		return ""
	}
	return w[0]
}

// newNouns are what "a new ..." introduces as a file ("a new module `x`").
var newNouns = setOf("files", "modules", "classes", "scripts", "components", "pages", "services", "helpers",
	"endpoints", "routes", "hooks", "migrations", "docs", "documents", "packages", "handlers", "controllers",
	"models", "views", "jobs", "workers", "module", "file", "folder", "directory", "dir", "script", "class", "package", "component",
	"service", "page", "test", "tests", "config", "helper", "endpoint", "route", "hook", "table", "migration",
	"doc", "document", "adr", "adrs", "rfc", "runbook", "guide", "spec", "specs", "crate", "library", "handler", "controller", "model", "view", "job", "worker", "util", "utils")

var doneVerbs = setOf("wrote", "built", "made", "has", "have", "had", "is", "are", "was", "were", "now", "contains", "includes", "ships")

// pastMoveRE: a rename or move already done ("was renamed to `x`"): the new
// name exists, it is no proposal.
var pastMoveRE = regexp.MustCompile("(?:(?:was|were|has been|have been|got|is now|are now)|[\\w-]\\.[a-z]{1,5}[`\"')]?|[`\"')]) (?:renamed|moved) (?:to|into) ?[`\"']?$")

// projectPossessive reports a file named as another project's: a
// hyphenated or dotted name with 's right before the mention, at most two
// words between ("stripe-cli's `pkg/proxy/proxy.go`", "next.js's router").
func projectPossessive(before string) bool {
	m := possessiveRE.FindStringSubmatch(strings.TrimRight(before, "`\"' "))
	return m != nil && strings.ContainsAny(m[1], "-.")
}

// indefinitePossessive reports a mention owned by an indefinite thing
// right before it ("a Django app's `admin.py`", "each package's
// `setup.py`"): the file stands for that file of any such project.
func indefinitePossessive(before string) bool {
	return indefinitePossessiveRE.MatchString(strings.ToLower(strings.TrimRight(before, "`\"' ")))
}

var indefinitePossessiveRE = regexp.MustCompile(`(?:^|[^\w])(?:a|an|any|each|every|another)\s+(?:[a-z0-9][\w.-]*\s+){0,2}[a-z0-9][\w.-]*(?:'s|’s)$`)

// ownPartsRE: "their own files" are the parts of a thing of this project
// ("APIs are documented in their own files within the docs folder"), not
// another team's repository, which "in their" otherwise cues.
var ownPartsRE = regexp.MustCompile(`\btheir own (?:files?|pages?|modules?|sections?|folders?|director(?:y|ies)|subdirector(?:y|ies)|packages?)\b`)

var possessiveRE = regexp.MustCompile(`([a-z0-9][a-z0-9._-]*[a-z0-9])(?:'s|’s)(?:\s+[a-z-]+){0,2}$`)

// properPossessive returns the capitalized name whose possessive stands
// right before a mention, at most two words between and over a list of
// paths already named ("Octokit's `packages/x/verify.ts`", "Python's `csv`
// module (`Lib/csv.py`, `Modules/_csv.c`)"), or "". before is the
// original-case text before the mention. Contractions ("It's", "There's")
// are no possessives.
func properPossessive(before string) string {
	if !strings.Contains(before, "'s") && !strings.Contains(before, "’s") {
		return ""
	}
	t := codeSpanRE.ReplaceAllString(before, "\x00")
	t = strings.TrimRight(t, "`\"'( ")
	for { // step back over the paths of a list already named
		u := strings.TrimRight(t, " ,")
		u = strings.TrimSuffix(strings.TrimSuffix(u, " and"), " or")
		u = strings.TrimRight(u, " ,")
		if !strings.HasSuffix(u, "\x00") {
			break
		}
		t = strings.TrimRight(strings.TrimSuffix(u, "\x00"), " (")
	}
	m := properPossessiveRE.FindStringSubmatch(strings.ReplaceAll(t, "\x00", "x"))
	if m == nil || contractions[strings.ToLower(m[1])] {
		return ""
	}
	return m[1]
}

var (
	codeSpanRE         = regexp.MustCompile("`[^`\n]*`")
	properPossessiveRE = regexp.MustCompile(`(?:^|[\s(])([A-Z][A-Za-z0-9.+-]*[A-Za-z0-9+])(?:'s|’s)(?:\s+[A-Za-z-]+){0,2}$`)
	contractions       = setOf("it", "that", "there", "here", "what", "let", "he", "she", "who", "where", "this", "how", "when", "everything", "nothing", "today", "github", "gitlab")
)

// deniedNext reports a short sentence right after the mention's that denies
// it without naming another path ("No such file.", "Not in the repo.",
// "There is no such page.", "It does not exist."): a reviewer refuting the
// claim just quoted.
func deniedNext(next string) bool {
	if noSuchRE.MatchString(next) {
		return true // "There is no such module at this revision, and ..."
	}
	if next == "" || strings.Contains(next, "`") || strings.Contains(next, "/") || hasExtWord(next) || len(strings.Fields(next)) > 12 {
		return false
	}
	return nextDenialRE.MatchString(next)
}

var noSuchRE = regexp.MustCompile(`^(?:there(?: is|'s) )?no such (?:file|module|page|directory|folder|class|script|test|document)\b`)

var nextDenialRE = regexp.MustCompile(`^(?:(?:no such (?:file|page|directory|folder|module|path|image|script|test|class|function)(?: exists)?|` +
	`(?:there is|there's) no such (?:file|page|directory|folder|module|path|image|script|test)(?: in the (?:repo|repository|tree|codebase|project))?|` +
	`not in the (?:repo|repository|tree|codebase|project)|neither (?:one )?exists|none of (?:them|these|those) exists?|` +
	`(?:(?:it|this|that|the) )?(?:(?:file|page|directory|folder|path|module|image|script|test) )?(?:does not|doesn't|did not|didn't|never) exist(?:ed)?(?: in the (?:repo|repository|tree|codebase|project))?|` +
	`(?:it|this|that) (?:is not|isn't|was never) (?:in|part of) the (?:repo|repository|tree|codebase|project)|` +
	`(?:(?:file|page|image|directory|folder) )?(?:is )?(?:missing|absent)|nonexistent|non-existent|` +
	`(?:i )?(?:could not|couldn't|cannot|can't|did not|didn't) find (?:it|this|that|them|this file|that file|the file|such a file)(?: anywhere)?(?: in the (?:repo|repository|tree|codebase|project))?)[.!;]?)$`)

// laterAbsence reports a denial later in the sentence ("... even though
// that file is not in the repository") with no other mention between (a
// backtick or another path would make it about something else).
func laterAbsence(rest string) bool {
	rest = strings.TrimLeft(rest, "`\"'*_)") // the mention's own closing marks
	found := false
	setAbsenceRest.each(rest, func(i int, ph string) bool {
		between := rest[:i]
		// "`a.py` (§3.1) and `b.png` are also absent": a plural verb after a
		// list denies every item of it, as "neither of which I can find" does
		plural := (strings.HasPrefix(ph, "are ") || strings.HasPrefix(ph, "do not") || strings.HasPrefix(ph, "don't") ||
			strings.HasPrefix(ph, "neither of which")) && !strings.ContainsAny(between, ";:")
		found = plural || !strings.Contains(between, "`") && !strings.ContainsAny(between, "/") && !hasExtWord(between)
		return true
	})
	return found
}

// hasExtWord reports a word with a file extension ("app.py") in s.
func hasExtWord(s string) bool {
	for _, w := range strings.Fields(s) {
		if hasExt(strings.Trim(w, ".,;:()\"'")) {
			return true
		}
	}
	return false
}

// contrastAbsence reports a "but" clause right after the mention's own
// clause that denies the path ("`qif.py` is mentioned but not implemented").
func contrastAbsence(rest string) bool {
	i := strings.Index(rest, " but ")
	if i < 0 {
		return false
	}
	c := rest[i+1:]
	for _, sep := range clauseSeps {
		if j := strings.Index(c[len("but"):], sep); j >= 0 {
			c = c[:len("but")+j]
		}
	}
	if strings.Contains(c, "`") {
		return false // the denial is about another mention
	}
	return setAbsenceLater.any(c)
}

// hypothetical reports an indefinite mention followed by a modal verb
// ("A `Dockerfile` would make deployment easier"): a file that could
// exist, not one that does. "There is a `Makefile`" stays a claim.
func hypothetical(before, after string) bool {
	b, a := wordsOf(before), wordsOf(after)
	if len(b) == 0 || len(a) == 0 {
		return false
	}
	// "a `Dockerfile`", "a short `docs/testing.md`": an article and at most
	// one adjective before the path
	art := b[len(b)-1] == "a" || b[len(b)-1] == "an" || len(b) >= 2 && (b[len(b)-2] == "a" || b[len(b)-2] == "an")
	if !art {
		return false
	}
	for i, w := range a {
		if i > 8 {
			break
		}
		switch w {
		case "would", "could", "might", "should", "may":
			return true
		}
	}
	return false
}

// concreteVerbRE: a present-tense statement about the path right after
// it ("`x` covers the caching behaviour").
var concreteVerbRE = regexp.MustCompile("^[`\"')]*\\s+(?:already )?(?:covers|handles|tests|contains|defines|implements|shows|exercises|checks|verifies|calls|uses|holds|stores|parses|loads|renders|wraps|registers|exports|declares|configures|sets up|runs)\\b")

// exampleLike reports a clause ending in "a|an [new] <noun> like": the
// mention is an example of a kind of file ("writing a module like
// `importers/qif.py`"), not a file that exists.
func exampleLike(before string) bool {
	w := wordsOf(before)
	n := len(w)
	if n < 3 || w[n-1] != "like" {
		return false
	}
	return w[n-3] == "a" || w[n-3] == "an" || (n >= 4 && w[n-3] == "new" && (w[n-4] == "a" || w[n-4] == "an"))
}

// moveTarget returns the reason when the clause before a mention reads
// "<move verb> ... to|into|as": the mention is the new name.
func moveTarget(before string) string {
	w := wordsOf(before)
	// "into a dedicated `x`": skip an article and a modifier
	for k := 0; k < 2 && len(w) > 0; k++ {
		switch w[len(w)-1] {
		case "a", "an", "the", "new", "dedicated", "separate", "single", "own", "its":
			w = w[:len(w)-1]
		}
	}
	// "into `a.py` and `b.py`": step back over the coordinated targets.
	for len(w) >= 3 && (w[len(w)-1] == "and" || w[len(w)-1] == "or") {
		w = w[:len(w)-2]
	}
	if len(w) < 2 {
		return ""
	}
	switch w[len(w)-1] {
	case "to", "into", "as":
	default:
		return ""
	}
	for i := len(w) - 2; i >= 0 && i >= len(w)-7; i-- {
		if r, ok := moveVerbs[w[i]]; ok && (i == 0 || !articles[w[i-1]]) {
			return r // not "a duplicate postings section to `x`": a noun's modifier
		}
	}
	return ""
}

var articles = setOf("a", "an", "the")

// lastWords returns the tail of s holding its last n words.
func lastWords(s string, n int) string {
	i := len(s)
	for ; n > 0 && i > 0; n-- {
		i = strings.LastIndexAny(strings.TrimRight(s[:i], " \t\n"), " \t\n") + 1
		if i <= 0 {
			return s
		}
	}
	return s[i:]
}

// firstWords returns the head of s holding its first n words.
func firstWords(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		t := strings.TrimLeft(s[i:], " \t\n")
		j := strings.IndexAny(t, " \t\n")
		if j < 0 {
			return s
		}
		i = len(s) - len(t) + j
	}
	return s[:i]
}

// placeWords between a provenance cue and the path make the path where
// something in this project sits ("borrowed from the pool at `x`").
var placeWords = setOf("at", "in", "into", "under", "to", "inside", "within")

var outputCancel = setOf("from", "using", "by", "with", "via", "reading", "reads", "of", "based")

// isSlug reports an "owner/repo" shape: two name segments, no extension,
// no leading dot or trailing slash.
// dirNounAfterRE: the path is followed by the word naming it a directory
// ("from the `src/tests` directory"), which no owner/repo is.
var dirNounAfterRE = regexp.MustCompile(`^\W{0,3}(?:directory|folder|dir|subdirectory|sub-directory)\b`)

func isSlug(p string) bool {
	if strings.HasPrefix(p, ".") || strings.HasPrefix(p, "/") || strings.HasSuffix(p, "/") || hasExt(p) {
		return false
	}
	segs := strings.Split(p, "/")
	return len(segs) == 2 && segs[0] != "" && segs[1] != "" && !knownNames[segs[1]]
}

func claimConfidence(m *mention) float64 {
	switch m.kind {
	case evidence.KindLink, evidence.KindImage:
		return 0.95
	case evidence.KindCode:
		return 0.9
	case evidence.KindTree:
		return 0.85
	case evidence.KindFence:
		return 0.8
	}
	if !strings.Contains(m.ref.path, "/") {
		return 0.6
	}
	return 0.75
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
