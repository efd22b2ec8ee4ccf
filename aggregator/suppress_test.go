package aggregator

import (
	"fmt"
	"path"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// gitignore mimics a repository .gitignore with "build/", "*.log", ".env",
// "uv.lock", "notes.md", ".venv/".
func gitignore(p string, isDir bool) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	return (isDir && (base == "build" || base == ".venv" || base == "documentation" || base == "data")) || strings.HasSuffix(base, ".log") || strings.HasSuffix(base, ".db") || base == ".env" || base == "uv.lock" || base == "notes.md"
}

func TestGitignoredPaths(t *testing.T) {
	tests := []struct {
		name  string
		claim evidence.Evidence
		want  evidence.ClaimStatus
	}{
		{"generated file", claimEv("README.md", 1, evidence.KindCode, "build/out.bin", ctx("The binary lands in `build/out.bin`.")), "not_a_claim"},
		{"generated dir", claimEv("README.md", 1, evidence.KindProse, "build/", ctx("Artifacts go to build/.")), "not_a_claim"},
		{"local env file", claimEv("README.md", 1, evidence.KindCode, ".env", ctx("Put your key in `.env`.")), "not_a_claim"},
		{"pointer see", claimEv("README.md", 1, evidence.KindCode, "build/out.bin", ctx("See `build/out.bin` for the result.")), "missing"},
		{"pointer refer to", claimEv("README.md", 1, evidence.KindCode, "logs/run.log", ctx("Please refer to logs/run.log.")), "missing"},
		{"pointer documented in", claimEv("README.md", 1, evidence.KindProse, "notes/a.log", ctx("This is documented in notes/a.log")), "missing"},
		{"the reader's database", claimEv("docs/tutorial/insert.md", 75, evidence.KindCode, "database.db", ctx("Open the same database by selecting the same `database.db` file.")), "not_a_claim"},
		{"pointer is a whole word", claimEv("README.md", 1, evidence.KindCode, "build/out.bin", ctx("Already reopened: build/out.bin")), "not_a_claim"},
		{"link always points", claimEv("README.md", 1, evidence.KindLink, "debug.log", ctx("[log](debug.log)")), "missing"},
		{"not ignored", claimEv("README.md", 1, evidence.KindCode, "dist/out.bin", ctx("The binary lands in `dist/out.bin`.")), "missing"},
		{"lock file in the project tree", claimEv("README.md", 3, evidence.KindTree, "uv.lock", ctx("├── uv.lock  # Locked dependency versions")), "missing"},
		{"document in the project tree", claimEv("README.md", 3, evidence.KindTree, "notes.md", ctx("└── notes.md  # Complete project specification")), "missing"},
		{"env file in the project tree", claimEv("README.md", 3, evidence.KindTree, ".env", ctx("├── .env  # API keys")), "not_a_claim"},
		{"virtualenv in the project tree", claimEv("README.md", 3, evidence.KindTree, ".venv/", ctx("├── .venv/")), "not_a_claim"},
		{"lock file named in prose", claimEv("README.md", 1, evidence.KindCode, "uv.lock", ctx("uv writes `uv.lock`.")), "not_a_claim"},
		{"documentation directory in the project tree", claimEv("README.md", 3, evidence.KindTree, "documentation/", ctx("└── documentation/")), "missing"},
		{"documentation directory in a list", claimEv("README.md", 3, evidence.KindCode, "documentation/", ctx("- `research/`, `documentation/` — design notes")), "missing"},
		{"data directory in the project tree", claimEv("README.md", 3, evidence.KindTree, "data/", ctx("├── data/  # downloaded datasets")), "not_a_claim"},
		{"tracked despite ignore", claimEv("README.md", 1, evidence.KindCode, "LICENSE", ctx("see LICENSE")), "resolved"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testInput(tt.claim)
			in.Ignored = gitignore
			out := Aggregate(in)
			v := verdictOf(out)
			if v.Status != tt.want {
				t.Fatalf("status = %s, want %s", v.Status, tt.want)
			}
			flagged := len(added(out)) == 1
			if flagged != (tt.want == evidence.StatusMissing) {
				t.Fatalf("flagged = %v for status %s", flagged, v.Status)
			}
			if r := out.Evidence[evidence.Docs][0].Claim.Reason; v.Status == evidence.StatusNotAClaim && r != "ignored by .gitignore: generated or local file" && r != ReasonRuntimeDir {
				t.Fatalf("reason = %q", out.Evidence[evidence.Docs][0].Claim.Reason)
			}
		})
	}
}

func TestSuppression(t *testing.T) {
	tests := []struct {
		name       string
		claim      evidence.Evidence
		globs      []string
		want       evidence.ClaimStatus
		wantReason string
	}{
		{"inline marker", claimEv("README.md", 1, evidence.KindCode, "src/old.py", suppressed), nil, StatusSuppressed,
			"suppressed by an inline auditor-ignore marker (would be missing: does not exist in the repository manifest)"},
		{"glob on path", claimEv("README.md", 1, evidence.KindCode, "legacy/a/old.py"), []string{"legacy/**"}, StatusSuppressed,
			`suppressed by ignore glob "legacy/**" (would be missing: does not exist in the repository manifest)`},
		{"glob on document:path", claimEv("docs/guide.md", 1, evidence.KindCode, "src/old.py"), []string{"docs/*.md:src/*.py"}, StatusSuppressed,
			`suppressed by ignore glob "docs/*.md:src/*.py" (would be missing: does not exist in the repository manifest)`},
		{"glob for another document", claimEv("README.md", 1, evidence.KindCode, "src/old.py"), []string{"docs/*.md:src/*.py"}, evidence.StatusMissing,
			"does not exist in the repository manifest"},
		{"marker on line finding", claimEv("README.md", 1, evidence.KindCode, "src/main.go", lines(999, 0), suppressed), nil, StatusSuppressed,
			"suppressed by an inline auditor-ignore marker (would be missing_line: cites line 999 of src/main.go, which has 120 lines)"},
		{"marker on resolved claim", claimEv("README.md", 1, evidence.KindCode, "src/main.go", suppressed), nil, evidence.StatusResolved,
			"exists at the audited revision"},
		{"invalid glob skipped", claimEv("README.md", 1, evidence.KindCode, "src/old.py"), []string{"[", "src/old.py"}, StatusSuppressed,
			`suppressed by ignore glob "src/old.py" (would be missing: does not exist in the repository manifest)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := testInput(tt.claim)
			in.IgnoreGlobs = tt.globs
			out := Aggregate(in)
			c := out.Evidence[evidence.Docs][0].Claim
			if d := cmp.Diff([2]string{string(tt.want), tt.wantReason}, [2]string{string(c.Status), c.Reason}); d != "" {
				t.Fatalf("status, reason (-want +got):\n%s", d)
			}
			wantSup := 0
			if tt.want == StatusSuppressed {
				wantSup = 1
				if !c.Suppressed || len(added(out)) != 0 {
					t.Fatalf("suppressed claim flagged or not marked: %+v, added %d", c, len(added(out)))
				}
			}
			if out.Stats.Suppressed != wantSup {
				t.Fatalf("Stats.Suppressed = %d, want %d", out.Stats.Suppressed, wantSup)
			}
		})
	}
}

func TestInvalidGlobWarns(t *testing.T) {
	in := testInput()
	in.IgnoreGlobs = []string{"ok/**", "[bad"}
	out := Aggregate(in)
	if d := cmp.Diff([]string{CatBadGlob}, categories(out.Warnings)); d != "" {
		t.Fatal(d)
	}
}

// TestPointsReader: only the words shortly before an ignored path decide
// whether the reader is sent to it.
func TestPointsReader(t *testing.T) {
	for _, tt := range []struct {
		context, text string
		want          bool
	}{
		{"See `docs/plan.md` for the schedule.", "docs/plan.md", true},
		{"Raw numbers in `notes/perf.md`, but we lacked them.", "notes/perf.md", true},
		{"Open a GitHub issue with steps to reproduce and, if possible, the relevant part of `log/development.log`.", "log/development.log", false},
		{"The tool writes its cache to `.cache/x.json`.", ".cache/x.json", false},
		{"Full minutes are in `minutes/2024-05-01.md`.", "minutes/2024-05-01.md", true},
	} {
		if got := pointsReader(tt.context, tt.text); got != tt.want {
			t.Errorf("pointsReader(%q) = %v, want %v", tt.context, got, tt.want)
		}
	}
}

// TestIgnoredDirectoryWithTrackedFiles: an ignore rule for any directory
// named "nodes" (as "data/" is written for top-level data) does not make
// a missing module of the tracked package src/nodes/ a local file, but a
// path written as the ignored top-level directory stays one.
func TestIgnoredDirectoryWithTrackedFiles(t *testing.T) {
	ignoreNodes := func(p string, isDir bool) bool {
		return isDir && p[strings.LastIndexByte(p, '/')+1:] == "nodes" || strings.Contains(p+"/", "/nodes/") || strings.HasPrefix(p, "nodes/")
	}
	for _, tt := range []struct {
		text string
		want evidence.ClaimStatus
	}{
		{"src/nodes/missing.py", evidence.StatusMissing},
		{"nodes/cache/", evidence.StatusNotAClaim},
	} {
		in := testInput(claimEv("README.md", 1, evidence.KindCode, tt.text, ctx("The module is `"+tt.text+"`.")))
		in.Ignored = ignoreNodes
		if v := verdictOf(Aggregate(in)); v.Status != tt.want {
			t.Errorf("%s: status %s, want %s", tt.text, v.Status, tt.want)
		}
	}
}

// TestIgnoredDataContents: a data/ whose whole content the .gitignore
// ignores ("data/*" with "!data/.gitkeep") is a run-time directory git
// cannot hold, not a claim; a resources/ directory ignored the same way
// stays a flag (the author's models the reader lacks), and so does a data/
// whose content is only partly ignored ("data/*.csv"). (A tree's data/
// entry is a run-time directory whatever the .gitignore says:
// runtimeTreeDir.)
func TestIgnoredDataContents(t *testing.T) {
	contents := func(dir string) func(string, bool) bool {
		return func(p string, isDir bool) bool {
			return strings.HasPrefix(p, dir+"/") && p != dir+"/.gitkeep"
		}
	}
	csvOnly := func(p string, isDir bool) bool { return strings.HasPrefix(p, "data/") && strings.HasSuffix(p, ".csv") }
	for _, tt := range []struct {
		text    string
		ignored func(string, bool) bool
		want    evidence.ClaimStatus
	}{
		{"data/", contents("data"), evidence.StatusNotAClaim},
		{"resources/", contents("resources"), evidence.StatusMissing},
		{"data/", csvOnly, evidence.StatusMissing},
	} {
		in := testInput(claimEv("README.md", 18, evidence.KindCode, tt.text, ctx("The downloaded files go in `"+tt.text+"`.")))
		in.Ignored, in.FlagUnconfirmed = tt.ignored, true
		if v := verdictOf(Aggregate(in)); v.Status != tt.want {
			t.Errorf("%s: status %s, want %s", tt.text, v.Status, tt.want)
		}
	}
}

// TestIgnoredCopiedTemplate: a template the reader is told to copy
// ("cp .env.example .env") that .gitignore keeps out (a broad ".env*") is
// a broken step: the reader has no template to copy. The .env it makes
// stays the reader's.
func TestIgnoredCopiedTemplate(t *testing.T) {
	envAll := func(p string, isDir bool) bool { return strings.HasPrefix(p, ".env") }
	for _, tt := range []struct {
		text string
		want evidence.ClaimStatus
	}{
		{".env.example", evidence.StatusMissing},
		{".env", evidence.StatusNotAClaim},
	} {
		in := testInput(claimEv("README.md", 93, evidence.KindFence, tt.text, ctx("cp .env.example .env # then edit")))
		in.Ignored, in.FlagUnconfirmed = envAll, true
		if v := verdictOf(Aggregate(in)); v.Status != tt.want {
			t.Errorf("%s: status %s, want %s", tt.text, v.Status, tt.want)
		}
	}
}

// TestIgnoredElsewhere: the end of a path the documents cite in full under
// an ignored directory names the same ignored file; a path no ignored
// mention ends with stays a claim, and so does a link.
func TestIgnoredElsewhere(t *testing.T) {
	full := claimEv("docs/plan.md", 5, evidence.KindCode, "data/seed/schemas/brief.schema.json", ctx("Conform to `data/seed/schemas/brief.schema.json`."))
	tests := []struct {
		name  string
		claim evidence.Evidence
		want  evidence.ClaimStatus
	}{
		{"end of an ignored path", claimEv("progress.md", 9, evidence.KindCode, "schemas/brief.schema.json", ctx("- `schemas/brief.schema.json` — the output contract")), "not_a_claim"},
		{"another file", claimEv("progress.md", 9, evidence.KindCode, "schemas/other.schema.json", ctx("- `schemas/other.schema.json` — the output contract")), "missing"},
		{"a link is followed", claimEv("progress.md", 9, evidence.KindLink, "schemas/brief.schema.json", ctx("[brief](schemas/brief.schema.json)")), "missing"},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(full, tc.claim), Manifest: evidence.NewManifest(testFiles), Files: testFacts, FlagUnconfirmed: true, Ignored: gitignore}
		out := Aggregate(in)
		var got evidence.ClaimStatus
		for _, e := range out.Evidence[evidence.Docs] {
			if e.Claim != nil && e.Claim.Document == "progress.md" && e.Class == evidence.ClassPathClaim {
				got = e.Claim.Status
			}
		}
		if got != tc.want {
			t.Errorf("%s: %s -> %s, want %s", tc.name, tc.claim.Claim.Text, got, tc.want)
		}
	}
}

// TestIgnoredTreeEntries: a project tree that lists a file or directory
// .gitignore keeps out presents it as shipped, and the reader does not get
// it: flagged, unless its name says it is the author's or the run's
// (outputs, a pipeline's data stages, caches, seed materials, generated
// metadata). A data file listed directly in data/ is the data the project
// ships (round 19's and round 17's trees of data/layoffs.csv).
func TestIgnoredTreeEntries(t *testing.T) {
	ignoreAll := func(p string, isDir bool) bool { return true }
	tests := []struct {
		text string
		want evidence.ClaimStatus
	}{
		{"tau2-bench/", evidence.StatusMissing},
		{"scripts/deploy.sh", evidence.StatusMissing},
		{"outputs/", evidence.StatusNotAClaim},
		{"tenacious_sales_data/seed/", evidence.StatusNotAClaim},
		{"conversion_engine.egg-info/", evidence.StatusNotAClaim},
		{".refinery/chroma_db/", evidence.StatusNotAClaim},
		{"logs/run.log", evidence.StatusNotAClaim},
		{"data/raw/prices.csv", evidence.StatusNotAClaim},
		{"data/layoffs.csv", evidence.StatusMissing},
		{"data/competitor_gap_brief.json", evidence.StatusMissing},
		{"data/credentials.json", evidence.StatusNotAClaim},
		{"data/cache_store.json", evidence.StatusNotAClaim},
		{"agent/data/layoffs.csv", evidence.StatusMissing},
		{"outputs/data/scores.csv", evidence.StatusNotAClaim},
		{"outputs/scores.csv", evidence.StatusNotAClaim},
	}
	for _, tc := range tests {
		ev := claimEv("README.md", 3, evidence.KindTree, tc.text, ctx("├── "+tc.text))
		in := Input{Evidence: docsSet(ev), Manifest: evidence.NewManifest(testFiles), Files: testFacts, FlagUnconfirmed: true, Ignored: ignoreAll}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s, want %s", tc.text, got.Status, tc.want)
		}
	}
}

// TestTreeDirectoryMostlyExists: a tree entry missing from a directory
// whose other entries in the same tree mostly exist is claimed for that
// reason, before the tie model weighs its name; in a tree of mostly
// missing entries the rule does not apply.
func TestTreeDirectoryMostlyExists(t *testing.T) {
	man := evidence.NewManifest([]string{"README.md", "agent/enrichment/crunchbase.py", "agent/enrichment/layoffs.py", "agent/enrichment/pipeline.py", "agent/main.py"})
	tree := func(names ...string) []evidence.Evidence {
		var out []evidence.Evidence
		for i, n := range names {
			out = append(out, claimEv("README.md", 10+i, evidence.KindTree, n, ctx("├── "+path.Base(n))))
		}
		return out
	}
	const why = "other entries there exist"
	verdict := func(list []evidence.Evidence, text string) (evidence.ClaimStatus, string) {
		in := Input{Evidence: docsSet(list...), Manifest: man, Files: testFacts}
		for _, e := range Aggregate(in).Evidence[evidence.Docs] {
			if e.Claim != nil && e.Claim.Text == text && e.Class == evidence.ClassPathClaim {
				return e.Claim.Status, e.Rationale
			}
		}
		return "", ""
	}
	mostly := tree("agent/enrichment/crunchbase.py", "agent/enrichment/layoffs.py", "agent/enrichment/pipeline.py", "agent/enrichment/job_scraper.py")
	if st, rat := verdict(mostly, "agent/enrichment/job_scraper.py"); st != evidence.StatusMissing || !strings.Contains(rat, why) {
		t.Errorf("missing entry of a mostly existing directory: %s (%s), want missing because %q", st, rat, why)
	}
	few := tree("agent/enrichment/crunchbase.py", "agent/enrichment/a_planned.py", "agent/enrichment/b_planned.py", "agent/enrichment/job_scraper.py")
	if _, rat := verdict(few, "agent/enrichment/job_scraper.py"); strings.Contains(rat, why) {
		t.Errorf("missing entry of a mostly missing directory claimed by the rule: %s", rat)
	}
	// a root of mostly missing entries in a tree that as a whole mostly
	// exists (docTreeMin entries): its entries are claimed too
	const whyDoc = "among entries that mostly exist"
	var real []string
	for i := 0; i < 9; i++ {
		real = append(real, fmt.Sprintf("src/m%d.py", i))
	}
	man = evidence.NewManifest(append([]string{"README.md"}, real...))
	whole := tree(append(real, "demo_stage.py", "DEMO_RUNBOOK.md", "invoice_summary.json", "README.md")...)
	if st, rat := verdict(whole, "demo_stage.py"); st != evidence.StatusMissing || !strings.Contains(rat, whyDoc) {
		t.Errorf("missing root entry of a mostly existing tree: %s (%s), want missing because %q", st, rat, whyDoc)
	}
	if st, rat := verdict(whole[len(whole)-8:], "demo_stage.py"); strings.Contains(rat, whyDoc) {
		t.Errorf("a short tree (8 entries) claimed by the whole-tree rule: %s (%s)", st, rat)
	}
}

// TestPlacedTreeEntry: a file a tree lists in a directory whose other
// entries exist where the tree draws them is placed there; a file of the
// same name elsewhere (docs/probe_library.md for the root's
// probe_library.md in Birkity/conversion-engine's README) is not it, so
// the entry is missing, not resolved by its name alone. In a tree of
// mostly missing entries, and for a directory entry, the name still
// resolves where it is.
func TestPlacedTreeEntry(t *testing.T) {
	man := evidence.NewManifest([]string{"README.md", "main.py", "render.yaml", "requirements.txt", "agent/run.py", "docs/probe_library.md", "docs/notes/x.md"})
	tree := func(names ...string) []evidence.Evidence {
		var out []evidence.Evidence
		for i, n := range names {
			out = append(out, claimEv("README.md", 10+i, evidence.KindTree, n, ctx("├── "+n)))
		}
		return out
	}
	status := func(list []evidence.Evidence, text string) evidence.ClaimStatus {
		for _, e := range Aggregate(Input{Evidence: docsSet(list...), Manifest: man, Files: testFacts}).Evidence[evidence.Docs] {
			if e.Claim != nil && e.Claim.Text == text && e.Class == evidence.ClassPathClaim {
				return e.Claim.Status
			}
		}
		return ""
	}
	placed := tree("main.py", "render.yaml", "requirements.txt", "README.md", "probe_library.md", "notes/")
	if got := status(placed, "probe_library.md"); got != evidence.StatusMissing {
		t.Errorf("file placed at the root of a tree that exists there: %s, want missing", got)
	}
	if got := status(placed, "notes/"); got != evidence.StatusResolved {
		t.Errorf("directory entry: %s, want resolved by its name", got)
	}
	loose := tree("main.py", "a_planned.py", "b_planned.py", "c_planned.py", "probe_library.md")
	if got := status(loose, "probe_library.md"); got != evidence.StatusResolved {
		t.Errorf("file in a tree of mostly missing entries: %s, want resolved by its name", got)
	}
}
