package aggregator

import (
	"cmp"
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// claim resolves one PATH_CLAIM evidence in place (e is already a copy in
// the output set; its Claim is copied before any change). Claims whose
// Status is already set (not_a_claim from the detective) are only
// redacted.
func (r *run) claim(e *evidence.Evidence) {
	orig := e.Claim
	c := *e.Claim
	e.Claim = &c
	abs := r.redactClaim(e, &c)
	if c.Status != "" {
		return
	}
	if abs {
		r.reject(e, &c, ErrAbsolute)
		return
	}
	pre, known := r.recalled(orig, &c)
	t, err := pre.t, error(nil)
	if !known {
		t, err = r.targetFor(&c)
	}
	if err != nil {
		r.reject(e, &c, err)
		return
	}
	c.Path = t.path
	if t.sameDoc {
		r.resolved(e, &c, resolution{path: t.path, how: "anchor in the citing document itself"})
		return
	}
	if t.smart && r.in.RepoName != "" && strings.EqualFold(t.path, r.in.RepoName) && !r.x.m.Has(t.path) {
		// "plotshare/" heading a tree drawing: the repository itself
		r.resolved(e, &c, resolution{path: ".", isDir: true, how: "the repository's own name: its root directory"})
		return
	}
	res, ok := pre.res, pre.ok
	if !known {
		res, ok = r.resolve(t)
	}
	why, sub := "", false
	if !ok {
		why, sub = r.inSubmodule(t)
	}
	switch {
	case ok:
		r.resolved(e, &c, res)
	case sub:
		c.Status, c.Reason = evidence.StatusSubmodule, why
		e.Found, e.Rationale = false, fmt.Sprintf("%s cited in %s: %s.", c.Path, citedIn(&c), why)
	case len(res.ambiguous) > 1:
		c.Status, c.Reason = evidence.StatusAmbiguous, ambiguousReason(t, res.ambiguous)
		e.Found, e.Rationale = false, c.Reason
	default:
		if res, ok := r.siteFile(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		if res, ok := r.filePage(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		if res, ok := r.numberedPage(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		if res, ok := r.nodeScript(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		if res, ok := r.moduleSymbol(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		if res, ok := r.spacedTail(&c, t); ok {
			r.resolved(e, &c, res)
			return
		}
		r.missing(e, &c, t)
	}
}

// redactClaim reports whether the claimed text is an absolute path (a
// leading '/' of a link means the repository root, not absolute) and, if
// so, replaces it by "<abs>/base" in the claim and records it for
// redactEverywhere, which removes it from the text of every evidence at
// the citing location (this claim's, its siblings' and its flags'). An
// absolute citing document name is redacted too.
func (r *run) redactClaim(e *evidence.Evidence, c *evidence.Claim) bool {
	if d := strings.TrimSpace(c.Document); IsAbsolute(d) {
		c.Document = redactAbs(d)
		e.Content, e.Rationale, c.Context = redactIn(e.Content, d), redactIn(e.Rationale, d), redactIn(c.Context, d)
	}
	raw := strings.TrimSpace(c.Text)
	if !IsAbsolute(raw) || (c.Kind.RelativeToDocument() && strings.HasPrefix(raw, "/") && !strings.HasPrefix(raw, "//")) {
		return false
	}
	if r.absTexts == nil {
		r.absTexts = map[citeKey][]string{}
	}
	k := citeKey{c.Document, c.Page, c.Line}
	r.absTexts[k] = append(r.absTexts[k], raw)
	c.Text = redactAbs(raw)
	return true
}

// citeKey is a citing location: a document line (of a page).
type citeKey struct {
	doc        string
	page, line int
}

// citeKeyOf is where an evidence's text comes from: its claim's document
// line, else its own location and line.
func citeKeyOf(e *evidence.Evidence) citeKey {
	if c := e.Claim; c != nil {
		return citeKey{c.Document, c.Page, c.Line}
	}
	return citeKey{e.Location, e.Page, e.Line}
}

// reject marks a claim whose path is not a valid repo-relative path. It is
// warned about and never flagged.
func (r *run) reject(e *evidence.Evidence, c *evidence.Claim, err error) {
	c.Path, c.Resolved = "", ""
	c.Status = evidence.StatusRejected
	c.Reason = err.Error()
	e.Found, e.Rationale = false, fmt.Sprintf("%s: %s (not checked, not flagged)", c.Text, err)
	r.warn(CatPathRejected, fmt.Sprintf("%s: %q: %v", where(c), c.Text, err), c.Document, c.Line)
}

// resolved records a match, then checks a cited line range or anchor.
func (r *run) resolved(e *evidence.Evidence, c *evidence.Claim, res resolution) {
	c.Status, c.Resolved = evidence.StatusResolved, res.path
	c.Reason = res.how
	e.Found = true
	if res.caseMiss {
		r.caseMiss++
		r.warn(CatCaseMismatch, fmt.Sprintf("%s: %q %s", where(c), c.Text, res.how), c.Document, c.Line)
	}
	if !res.isDir {
		r.checkFacts(e, c, res.path)
	}
	if c.Status == evidence.StatusResolved {
		e.Rationale = fmt.Sprintf("%s cited in %s: %s.", c.Path, citedIn(c), c.Reason)
	}
}

// missing handles a path that does not resolve: a .gitignored path is a
// local or generated file unless the reader is pointed to it; a path only
// weakly tied to the repository (tie.go) is unconfirmed; anything else is
// a hallucinated claim. A path the history deleted, and an ignored file
// the reader is pointed to, are never weighed by the tie model: the text
// is known to mean a file of this repository.
func (r *run) missing(e *evidence.Evidence, c *evidence.Claim, t target) {
	if why, ok := r.notAClaimShape(c, t); ok {
		notAClaim(e, c, why)
		return
	}
	if why, ok := r.weakDocument(c); ok {
		markUnconfirmed(e, c, why)
		return
	}
	reason := "does not exist in the repository manifest"
	written := t.path // before it is placed at a full path below
	known := false    // the history or the reader's pointer ties it here
	why, quoted, isStale := r.stale(c, &t)
	if quoted {
		notAClaim(e, c, "the line quotes the subject of the commit that removed it: it tells of the removal")
		return
	}
	if isStale {
		if r.staleBareInLargeTree(written, c) && !(repoConfigNames[written] && c.Kind == evidence.KindCode) {
			unconfirmedStaleBare(e, c, r.x.m.Len(), why)
			return
		}
		if c.Historical {
			notAClaim(e, c, "a historical entry (an older changelog entry, a dated post) names a file the repository had then: "+why)
			return
		}
		if doneTask(c) {
			notAClaim(e, c, "a ticked task of a work log names a file the repository had when it was done: "+why)
			return
		}
		reason, known = why, true
	} else if c.Historical && r.pastHasName(t.path) {
		// "Fix url pointing to defaults.js" in an older release: several
		// deleted files had that name; which one does not matter
		notAClaim(e, c, "a historical entry (an older changelog entry, a dated post) names a file the repository had then")
		return
	} else if full, dir, ok := r.expectedAt(t); ok {
		reason = fmt.Sprintf("does not exist: %s is the only tracked directory ending in %s, and it has no %s", dir, t.path[:strings.LastIndexByte(t.path, '/')], full[len(dir)+1:])
		t.path, c.Path = full, full
	}
	if c.Kind != evidence.KindLink && c.Kind != evidence.KindImage && (r.seedPath(t.path) || r.seedPath(written)) {
		notAClaim(e, c, ReasonSeedMaterial)
		return
	}
	if r.ignored(written, t.dirOnly) || r.ignored(t.path, t.dirOnly) {
		if why, ok := r.keptOut(c, t, written); ok {
			notAClaim(e, c, why)
			return
		}
		if r.generatedPage(c, t.path) {
			notAClaim(e, c, ReasonGeneratedPage)
			return
		}
		if c.Kind != evidence.KindLink && !copiedTemplate(c) && (runtimeData(t.path) || !pointsReader(c.Context, c.Text) && !evidence.SaysTracked(c.Context, c.Text) && !shippedInTree(c, t)) {
			notAClaim(e, c, "ignored by .gitignore: generated or local file")
			return
		}
		reason, known = "is ignored by .gitignore but the reader is pointed to it: broken reference (the author has the file, the reader does not)", true
		if shippedInTree(c, t) {
			reason = "is listed in the project's tree but ignored by .gitignore: the author has the file, the reader does not"
		}
	}
	if full, ok := r.keptOutElsewhere(t.path); ok && !known && c.Kind != evidence.KindLink && c.Kind != evidence.KindImage {
		notAClaim(e, c, fmt.Sprintf("kept out of the repository: the documents cite it in full as %s, under an ignored or seed directory", full))
		return
	}
	if d, ok := r.foreign[docKey{c.Document, c.External}]; ok && !known && c.Kind != evidence.KindLink && c.Kind != evidence.KindImage {
		notAClaim(e, c, d.reason())
		return
	}
	if !known && c.Kind != evidence.KindLink && c.Kind != evidence.KindImage && runtimeData(t.path) && !strings.Contains(t.path, "/") {
		// "SQLite: `core_crm.db` — User table": a database the program
		// opens or a benchmark provides when it runs, named bare
		notAClaim(e, c, "a database file named bare (SQLite, DuckDB): the program or a benchmark provides it at run time")
		return
	}
	if !known && exampleArgument(c) {
		notAClaim(e, c, ReasonExampleArgument)
		return
	}
	if near, ok := r.spellingVariant(t.path); ok && !known {
		reason, known = fmt.Sprintf("does not exist: the repository has %s, a misspelling of it ('-' and '_' swapped, or a doubled dot)", near), true
	}
	if !known && c.Kind == evidence.KindTree && checkoutLocal(t.path) {
		notAClaim(e, c, "a directory every checkout makes for itself (a cache, a virtual environment, editor settings): the tree shows the author's working copy")
		return
	}
	if !known && r.inMostlyExistingTree(c) && !r.in.FlagUnconfirmed {
		reason, known = "does not exist, yet the document's tree lists it in a directory whose other entries there exist", true
	}
	if !known && r.listedInInventory(c) && !r.in.FlagUnconfirmed {
		reason, known = "does not exist, yet the document lists it among this repository's files (other items of its list exist)", true
	}
	if installStep(c) || copiedTemplate(c) || docPointer(c) || evidenceLabel(c) || doneTask(c) && strings.Contains(c.Text, "/") {
		// "pip install -r requirements.txt", "cp .env.example .env", "See
		// REDUCERS.md", "Target Artifact: x", "- [x] Create `src/`": the text presupposes the file
		// is shipped (a ticked task's path that never existed is false; a
		// bare name on one may be a make target or an input it reads)
		known = true
	}
	if !known && c.Kind == evidence.KindTree && !r.in.FlagUnconfirmed && occurrences(e) <= 1 {
		// named once, as a tree entry: a run step or a sentence citing the
		// same path is a claim of its own
		if at, ok := r.underMisnamedDir(t.path); ok {
			markUnconfirmed(e, c, fmt.Sprintf("does not exist, but %s does: the tree misnames its directory, which is flagged once as the directory's entry", at))
			return
		}
	}
	if !known && r.inMostlyExistingDocTree(c) && !r.in.FlagUnconfirmed {
		reason, known = "does not exist, yet the document's tree lists it among entries that mostly exist", true
	}
	if !known && r.suppressedBy(c) == "" { // a user's suppression wins
		if why, ok := r.weakTie(c, t.path); ok {
			markUnconfirmed(e, c, why)
			return
		}
		if tie, ok := r.tie(t.path, c); ok && tie < TieThreshold {
			unconfirmed(e, c, tie)
			return
		}
	}
	r.finding(e, c, evidence.StatusMissing, reason, func(cl evidence.Claim) evidence.Evidence {
		return evidence.Evidence{
			ID:         evidence.DocumentClaimID(t.path),
			Class:      evidence.ClassDocumentClaim,
			Goal:       "Every path the documentation cites exists at the audited revision",
			Location:   t.path,
			Rationale:  fmt.Sprintf("Path %s cited in %s %s.", t.path, citedIn(&cl), reason),
			Confidence: confidence(e, cl.Kind),
		}
	})
}

// repoConfigNames are files at a repository's root that configure its own
// CI and tooling: named bare in a code span and once tracked, they are this
// repository's (zstd's CONTRIBUTING table of `.travis.yml` and
// `appveyor.yml`, both since removed); in a command line ("yaml2json
// .travis.yml") they may be the reader's.
var repoConfigNames = map[string]bool{".travis.yml": true, "appveyor.yml": true, ".appveyor.yml": true, ".gitlab-ci.yml": true,
	"azure-pipelines.yml": true, ".cirrus.yml": true, ".drone.yml": true, "Jenkinsfile": true, ".circleci": true,
	"codecov.yml": true, ".codecov.yml": true, ".coveragerc": true, "tox.ini": true, ".pre-commit-config.yaml": true}

// notAClaim records on c and its evidence e that the path is no claim, and why.
func notAClaim(e *evidence.Evidence, c *evidence.Claim, reason string) {
	c.Status, c.Reason = evidence.StatusNotAClaim, reason
	e.Found, e.Rationale = false, reason
}

// markUnconfirmed records on c and its evidence e a missing path that is
// counted but not flagged, and why.
func markUnconfirmed(e *evidence.Evidence, c *evidence.Claim, reason string) {
	c.Status, c.Reason = StatusUnconfirmed, reason
	e.Found, e.Rationale = false, reason
}

// occurrences is how many mentions of the document the evidence stands
// for (its Data["occurrences"]); 1 when not recorded.
func occurrences(e *evidence.Evidence) int {
	switch v := e.Data["occurrences"].(type) {
	case int:
		return v
	case float64:
		return int(v)
	}
	return 1
}

// underMisnamedDir reports a tree's file whose directory does not exist
// while the same file sits in exactly one sibling directory
// with a near name ("scripts/data_preprocessing/clean_text.py" when the
// repository has scripts/data_processing/clean_text.py): one misnamed
// directory, not one broken entry per file in it. A directory the tree
// invents (src/parser/mod.rs beside a real src/simd/mod.rs) is not near.
func (r *run) underMisnamedDir(p string) (string, bool) {
	dir, base := path.Split(strings.TrimSuffix(p, "/"))
	dir = strings.TrimSuffix(dir, "/")
	if dir == "" || base == "" || r.x.m.HasDir(dir) {
		return "", false
	}
	parent := path.Dir(dir)
	var found []string
	for _, f := range r.x.m.WithSuffix(base) {
		if path.Base(f) == base && path.Dir(f) != parent && path.Dir(path.Dir(f)) == parent && nearName(path.Base(dir), path.Base(path.Dir(f))) {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// nearName reports two directory names a slip apart: an edit distance of
// at most a quarter of the longer one's length (at least 1).
func nearName(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	limit := max(1, max(len(a), len(b))/4)
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)] <= limit
}

// shippedInTree reports a project tree's entry for a file a project ships
// for its reader: a lock file ("├── uv.lock  # Locked dependency versions")
// or a document, or its documentation directory, also named in a code
// span. Listed in the structure but ignored by .gitignore, the
// author has it and the reader does not. A tree's .env, virtualenv, cache
// or output entries are the reader's or the run's and stay unflagged.
func shippedInTree(c *evidence.Claim, t target) bool {
	if docDirs[path.Base(strings.TrimSuffix(t.path, "/"))] {
		// "└── docs/", "`docs/` — documentation and design notes": a
		// project's documentation is for its reader
		return c.Kind == evidence.KindTree || c.Kind == evidence.KindCode
	}
	if c.Kind != evidence.KindTree {
		return false
	}
	return !localOrGenerated(t.path) || listedDataFile(t.path)
}

// listedDataFile reports a data file (.csv, .json, .jsonl, ...) a tree
// lists directly in a data directory ("│ ├── crunchbase_sample.csv  #
// 1001 Crunchbase records" under data/ or agent/data/, not under an
// output or cache directory): the author presents the data the
// project ships, and when .gitignore keeps it out the reader does not get
// it. Under data/raw/, data/processed/ (a pipeline's stages), outputs/,
// logs/ or a cache, data stays the run's.
func listedDataFile(p string) bool {
	segs := strings.Split(strings.ToLower(strings.TrimSuffix(p, "/")), "/")
	if len(segs) < 2 || localNames[segs[len(segs)-1]] || strings.Contains(segs[len(segs)-1], "cache") {
		return false // credentials.json, cache_store.json: the author's or the run's
	}
	if !dataDirs[segs[len(segs)-2]] {
		return false
	}
	for _, seg := range segs[:len(segs)-2] {
		if uncommittedDirs[seg] || localNames[seg] || strings.HasSuffix(seg, "cache") {
			return false
		}
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".csv", ".tsv", ".json", ".jsonl", ".parquet", ".xlsx":
		return true
	}
	return false
}

// localOrGenerated reports a path whose name says it is the author's or
// the run's, never shipped: an environment file, a virtualenv, a cache,
// run outputs, logs, data and model files.
func localOrGenerated(p string) bool {
	for _, seg := range strings.Split(strings.ToLower(strings.TrimSuffix(p, "/")), "/") {
		if uncommittedDirs[seg] || localNames[seg] || strings.HasPrefix(seg, ".env") || strings.HasSuffix(seg, "cache") ||
			strings.HasSuffix(seg, "_data") || strings.HasSuffix(seg, "-data") || strings.HasSuffix(seg, "_db") || strings.HasSuffix(seg, ".egg-info") {
			return true
		}
	}
	if runtimeData(p) {
		return true
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".log", ".pkl", ".pickle", ".pt", ".pth", ".ckpt", ".h5", ".npy", ".npz", ".onnx", ".safetensors", ".joblib",
		".csv", ".tsv", ".parquet", ".jsonl", ".zip", ".tar", ".gz", ".xlsx":
		return true
	}
	return false
}

// checkoutLocal reports a path whose last segment is a directory every
// checkout makes for itself (".cache/", ".pytest_cache/", ".venv/",
// "node_modules/", "__pycache__/"): a tree that lists it shows the
// author's working copy, not a file the project ships. A module named
// "cache/" is code.
func checkoutLocal(p string) bool {
	seg := strings.ToLower(path.Base(strings.TrimSuffix(p, "/")))
	return strings.HasPrefix(seg, ".") && strings.HasSuffix(seg, "cache") || seg == "venv" || seg == ".venv" || seg == "node_modules" || seg == "__pycache__" || seg == ".idea" || seg == ".vscode"
}

// localNames are directory and file names of a checkout that git is not
// meant to keep.
var localNames = map[string]bool{"__pycache__": true, ".idea": true, ".vscode": true,
	".ds_store": true, "secrets": true, ".secrets": true, "credentials.json": true, "token.json": true, "artifacts": true, "artefacts": true,
	"seed": true, "seeds": true, "vectorstore": true, "vector_store": true, "chroma": true, "faiss_index": true, "mlflow": true}

// docDirs are the directory names a project keeps its documentation in.
var docDirs = map[string]bool{"docs": true, "doc": true, "documentation": true}

// lockFiles pin a project's dependencies; projects commit them.
var lockFiles = map[string]bool{"uv.lock": true, "poetry.lock": true, "Pipfile.lock": true, "pdm.lock": true,
	"package-lock.json": true, "yarn.lock": true, "pnpm-lock.yaml": true, "bun.lockb": true, "Cargo.lock": true,
	"go.sum": true, "Gemfile.lock": true, "composer.lock": true}

// targetFor is where claim c is looked for: targetOf, with the
// repository-name rule and the page, module and tree-comment fallbacks.
// The claim pass and the foreign-document pre-pass both use it.
func (r *run) targetFor(c *evidence.Claim) (target, error) {
	t, err := targetOf(c)
	if err != nil {
		return t, err
	}
	r.stripRepo(&t)
	addPageFallbacks(&t, c)
	addModuleFallbacks(&t, c)
	r.addCommentNameFallback(&t, c)
	t.placed = c.Page == 0 && path.Ext(t.path) != "" && !t.dirOnly && r.inMostlyExistingTree(c)
	return t, nil
}

// expectedAt places a missing partial path ("ui/theme/Colors.kt") where
// the document expects it: when its directory part is the end of exactly
// one tracked directory, the finding names the full path
// (app/src/.../ui/theme/Colors.kt), so that it is the same finding as a
// full-path mention of the same file and the reader sees where to look.
// A file is only expected among its kind: a directory holding no file of
// its extension is another one of that name ("models/customers.sql" of
// the dbt project a report analyses is not src/models/, which holds
// Python modules), and a directory under a root-level name alone
// ("src/tools/") is that root's.
func (r *run) expectedAt(t target) (full, dir string, ok bool) {
	i := strings.LastIndexByte(strings.TrimSuffix(t.path, "/"), '/')
	if !t.smart || i <= 0 || strings.HasPrefix(t.path, "../") {
		return "", "", false
	}
	m := r.x.suffix(t.path[:i], true)
	if len(m) != 1 || m[0] == t.path[:i] {
		return "", "", false
	}
	if ext := path.Ext(t.path); ext != "" && !strings.HasSuffix(t.path, "/") && !r.x.holdsExt(m[0], ext) {
		return "", "", false
	}
	if (t.dirOnly || strings.HasSuffix(t.path, "/") || path.Ext(t.path) == "") && rootDirs[t.path[:i]] {
		return "", "", false // "src/tools/" is a root src/ (here none), not workers/sandbox/src/
	}
	return m[0] + t.path[i:], m[0], true
}

// rootDirs are directory names a project keeps at its root: a directory
// written under one of them alone names that root directory.
var rootDirs = map[string]bool{"src": true, "lib": true, "pkg": true, "cmd": true, "internal": true}

// finding records a failed check on claim c with the given status, unless
// c is suppressed, and queues the evidence build makes of the final claim.
func (r *run) finding(e *evidence.Evidence, c *evidence.Claim, st evidence.ClaimStatus, reason string, build func(evidence.Claim) evidence.Evidence) {
	e.Found = false
	if by := r.suppressedBy(c); by != "" {
		c.Suppressed = true
		c.Status, c.Reason = StatusSuppressed, fmt.Sprintf("%s (would be %s: %s)", by, st, reason)
		e.Rationale = c.Reason
		return
	}
	c.Status, c.Reason = st, reason
	f := build(*c)
	cl := *c
	f.Source, f.Found, f.Claim = evidence.Docs, false, &cl
	f.Line, f.Page = c.Line, c.Page
	f.Content = evidence.Truncate(cmp.Or(c.Context, e.Content), evidence.MaxContent)
	e.Rationale = f.Rationale
	r.add(f)
}

// confidence of a flag: the detective's confidence that the mention is a
// path claim, or a default by kind.
func confidence(e *evidence.Evidence, k evidence.ClaimKind) float64 {
	if e.Confidence > 0 {
		return e.Confidence
	}
	switch k {
	case evidence.KindLink, evidence.KindImage, evidence.KindTree:
		return 0.95
	case evidence.KindCode:
		return 0.9
	case evidence.KindFence:
		return 0.8
	}
	return 0.7
}

// redactEverywhere removes the absolute paths cited at a document line
// from the text (content, rationale, claim context) of every evidence of
// that line: a sentence that cites both an absolute path and another path
// is the context of both claims and of the other path's flag. A path is
// replaced only where it is a path of its own (redactMentions), never as
// a substring of other text, and each distinct path once.
func (r *run) redactEverywhere() {
	if len(r.absTexts) == 0 {
		return
	}
	for _, k := range r.out.Evidence.Keys() {
		list := r.out.Evidence[k]
		for i := range list {
			e := &list[i]
			for j := range e.Occurrences {
				o := &e.Occurrences[j]
				o.Context = redactMentions(o.Context, r.absTexts[citeKey{o.Document, o.Page, o.Line}])
			}
			raws := r.absTexts[citeKeyOf(e)]
			if len(raws) == 0 {
				continue
			}
			e.Content, e.Rationale = redactMentions(e.Content, raws), redactMentions(e.Rationale, raws)
			if e.Claim != nil {
				if ctx := redactMentions(e.Claim.Context, raws); ctx != e.Claim.Context {
					c := *e.Claim
					c.Context = ctx
					e.Claim = &c
				}
			}
		}
	}
}
