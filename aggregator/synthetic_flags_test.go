package aggregator

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// The held-out flag corpus (testdata/flags_heldout) is three reports about
// the repository of the flag corpus (testdata/flags/repo.txtar), written
// and labelled after the detector's cues were tuned on testdata/flags and
// never used to tune them: a language model's student report (Markdown), a
// person's terse peer review quoting it (Markdown) and a Word-style
// assessment (plain text). Its figures are held-out figures.

var heldOutDocs = []string{"final_report.md", "review.md", "assessment.txt"}

// heldOutFloor sits a little below the figures of the first (and only
// scored) run, with no label fixed and no cue tuned:
//
//	final_report.md  tp=11 fp=3  fn=0  precision 0.786 recall 1.000
//	review.md        tp=5  fp=8  fn=0  precision 0.385 recall 1.000
//	assessment.txt   tp=5  fp=1  fn=0  precision 0.833 recall 1.000
//	overall          tp=21 fp=12 fn=0  precision 0.636 recall 1.000
//
// The false findings are genuine non-claims the detector takes for claims:
// other projects' files (ofxparse/ofxparse.py, beancount's
// beancount/ingest/importer.py, firefly-iii/..., a bibliography entry
// ofxtools/Parser.py), an output four words past "produces"
// (htmlcov/index.html), a peer review's blockquotes of the report it refutes
// on the next line, a checklist table whose "missing" cell denies the path
// (CHANGELOG.md, SECURITY.md) and the reviewed report's own file name.
//
// NO LONGER HELD OUT: these error classes were then fixed by general rules
// in the docs detective (sticky denials and additions, quoted blockquotes,
// reference sections, other-project cues, plain-text headings); after the
// fix: tp=21 fp=2 fn=0, precision 0.913, recall 1.000 (left: an output six
// words past "produces", the reviewed report's own file name). The floors
// below are the tuned figures; the first run above is the held-out figure.
var heldOutFloor = map[string]struct{ precision, recall float64 }{
	"final_report.md": {0.90, 0.95},
	"review.md":       {0.80, 0.95},
	"assessment.txt":  {0.95, 0.95},
	"overall":         {0.90, 0.95},
}

// heldOutCorpus is one held-out set of reports about a repository: its
// directory under testdata, its documents (".txt" ones are read as Format
// text) and the floors of its scored run, per document and "overall". The
// repository is the flag corpus's (flags/repo.txtar, "ledgerly") unless
// repoName names the corpus's own (DIR/repo.txtar).
type heldOutCorpus struct {
	dir      string
	docs     []string
	floor    map[string]struct{ precision, recall float64 }
	repoName string
	// tracked maps a document name to the tracked path the repository
	// holds it at (docs_operations.md -> docs/operations.md): that document
	// is read where it lives, so its relative links resolve from there,
	// and its claims are scored under the document name.
	tracked map[string]string
}

// split returns the corpus's documents read as --report documents and, by
// their tracked path, the names of those the repository holds.
func (hc heldOutCorpus) split() (external []string, byPath map[string]string) {
	byPath = map[string]string{}
	for _, d := range hc.docs {
		if p, ok := hc.tracked[d]; ok {
			byPath[p] = d
			continue
		}
		external = append(external, d)
	}
	return external, byPath
}

// heldOutLabels reads expected.findings: per document the findings that
// must be raised (want) and those acceptable either way (may).
func heldOutLabels(t *testing.T, c heldOutCorpus) (want, may map[string]map[string]bool) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", c.dir, "expected.findings"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, may = map[string]map[string]bool{}, map[string]map[string]bool{}
	for _, d := range c.docs {
		want[d], may[d] = map[string]bool{}, map[string]bool{}
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		doc, rest, ok := strings.Cut(l, " ")
		if _, known := want[doc]; !ok || !known {
			t.Fatalf("expected.findings: bad line %q", l)
		}
		verb, arg, _ := strings.Cut(rest, " ")
		switch verb {
		case "flag", "line", "anchor":
			want[doc][rest] = true
		case "may":
			may[doc][arg] = true
		case "not":
		default:
			t.Fatalf("expected.findings: bad verb in %q", l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return want, may
}

// claimFinding names the finding a resolved PATH_CLAIM raised, as
// findingKey does for the finding itself.
func claimFinding(c *evidence.Claim) (string, bool) {
	switch c.Status {
	case evidence.StatusMissing:
		return "flag " + c.Path, true
	case evidence.StatusBadLine:
		return lineKey(c.Resolved, c), true
	case evidence.StatusBadAnchor:
		return "anchor " + c.Resolved + "#" + c.Anchor, true
	}
	return "", false
}

// heldOutFindings runs the docs detective and the aggregator on the
// repository with the corpus's reports and returns, per report, the
// distinct findings its own claims raised.
func heldOutFindings(t *testing.T, hc heldOutCorpus) map[string]map[string]bool {
	t.Helper()
	archivePath, repoName := filepath.Join("flags", "repo.txtar"), "ledgerly"
	if hc.repoName != "" {
		archivePath, repoName = filepath.Join(hc.dir, "repo.txtar"), hc.repoName
	}
	external, byPath := hc.split()
	out := auditReports(t, archivePath, repoName, hc.dir, external)
	all := map[string]bool{}
	for _, e := range out.Evidence[evidence.Docs] {
		if k, ok := findingKey(e); ok {
			all[k] = true
			all[citedKey(k)] = true
		}
	}
	got := map[string]map[string]bool{}
	for _, d := range hc.docs {
		got[d] = map[string]bool{}
	}
	for _, e := range out.Evidence[evidence.Docs] {
		c := e.Claim
		if c != nil && byPath[c.Document] != "" {
			cc := *c
			cc.Document = byPath[c.Document]
			c = &cc
		}
		if e.Class != evidence.ClassPathClaim || c == nil || got[c.Document] == nil {
			continue
		}
		t.Logf("claim %s:%d %s %q -> %s %s (%s)", c.Document, c.Line, c.Kind, c.Text, c.Status, c.Path, c.Reason)
		k, ok := claimFinding(c)
		if !ok {
			continue
		}
		if !all[k] && !all[citedKey(k)] {
			t.Errorf("%s: claim %q is %s but no finding %s was raised", c.Document, c.Text, c.Status, k)
		}
		got[c.Document][k] = true
	}
	return got
}

// heldOutCorpora are the held-out corpora; each flags_heldoutN_test.go
// documents its corpus and the first (held-out) run its floors sit under.
var heldOutCorpora = []heldOutCorpus{
	{dir: "flags_heldout", docs: heldOutDocs, floor: heldOutFloor},
	{dir: "flags_heldout2", docs: heldOut2Docs, floor: heldOut2Floor},
	{dir: "flags_heldout3", docs: heldOut3Docs, floor: heldOut3Floor, repoName: "linkshelf"},
	{dir: "flags_heldout4", docs: heldOut4Docs, floor: heldOut4Floor, repoName: "hookline"},
	{dir: "flags_heldout5", docs: heldOut5Docs, floor: heldOut5Floor, repoName: "rowdy"},
	{dir: "flags_heldout6", docs: heldOut6Docs, floor: heldOut6Floor, repoName: "parcelhub"},
	{dir: "flags_heldout7", docs: heldOut7Docs, floor: heldOut7Floor, repoName: "shelfmark"},
	{dir: "flags_heldout8", docs: heldOut8Docs, floor: heldOut8Floor, repoName: "shiftboard"},
	{dir: "flags_heldout9", docs: heldOut9Docs, floor: heldOut9Floor, repoName: "tinygeo"},
	{dir: "flags_heldout10", docs: heldOut10Docs, floor: heldOut10Floor, repoName: "tramline"},
	{dir: "flags_heldout11", docs: heldOut11Docs, floor: heldOut11Floor, repoName: "clinicbook"},
	{dir: "flags_heldout12", docs: heldOut12Docs, floor: heldOut12Floor, repoName: "gradewise"},
	{dir: "flags_heldout13", docs: heldOut13Docs, floor: heldOut13Floor, repoName: "stockhold", tracked: map[string]string{"docs_operations.md": "docs/operations.md"}},
	{dir: "flags_heldout14", docs: heldOut14Docs, floor: heldOut14Floor, repoName: "enrolmate"},
	{dir: "flags_heldout15", docs: heldOut15Docs, floor: heldOut15Floor, repoName: "gridcast"},
	{dir: "flags_heldout16", docs: heldOut16Docs, floor: heldOut16Floor, repoName: "carrel", tracked: map[string]string{"docs_design.md": "docs/design.md"}},
	{dir: "flags_heldout17", docs: heldOut17Docs, floor: heldOut17Floor, repoName: "pantrytrack"},
	{dir: "flags_heldout18", docs: heldOut18Docs, floor: heldOut18Floor, repoName: "sieve"},
	{dir: "flags_heldout19", docs: heldOut19Docs, floor: heldOut19Floor, repoName: "gearloan", tracked: map[string]string{"docs_api.md": "docs/api.md"}},
	{dir: "flags_heldout20", docs: heldOut20Docs, floor: heldOut20Floor, repoName: "sprout"},
	{dir: "flags_heldout21", docs: heldOut21Docs, floor: heldOut21Floor, repoName: "lanternfall", tracked: map[string]string{"gdd.md": "docs/gdd.md"}},
	{dir: "flags_heldout22", docs: heldOut22Docs, floor: heldOut22Floor, repoName: "judgeboard", tracked: map[string]string{"onboarding.md": "docs/onboarding.md"}},
	{dir: "flags_heldout23", docs: heldOut23Docs, floor: heldOut23Floor, repoName: "clickpath"},
	{dir: "flags_heldout24", docs: heldOut24Docs, floor: heldOut24Floor, repoName: "quadcal"},
	{dir: "flags_heldout25", docs: heldOut25Docs, floor: heldOut25Floor, repoName: "talkbox", tracked: map[string]string{"docs_architecture.md": "docs/architecture.md"}},
	{dir: "flags_heldout26", docs: heldOut26Docs, floor: heldOut26Floor, repoName: "linkrot"},
	{dir: "flags_heldout27", docs: heldOut27Docs, floor: heldOut27Floor, repoName: "queuewise"},
	{dir: "flags_heldout28", docs: heldOut28Docs, floor: heldOut28Floor, repoName: "terrasense-fw"},
	{dir: "flags_heldout29", docs: heldOut29Docs, floor: heldOut29Floor, repoName: "benchbook"},
	{dir: "flags_heldout30", docs: heldOut30Docs, floor: heldOut30Floor, repoName: "linkpulse"},
	{dir: "flags_heldout31", docs: heldOut31Docs, floor: heldOut31Floor, repoName: "clubhub-backend", tracked: map[string]string{"docs_deployment.md": "docs/deployment.md"}},
	{dir: "flags_heldout32", docs: heldOut32Docs, floor: heldOut32Floor, repoName: "gallerywalk"},
	{dir: "flags_heldout33", docs: heldOut33Docs, floor: heldOut33Floor, repoName: "riderota"},
	{dir: "flags_heldout34", docs: heldOut34Docs, floor: heldOut34Floor, repoName: "feedlint", tracked: map[string]string{"docs_index.md": "docs/index.md"}},
	{dir: "flags_heldout35", docs: heldOut35Docs, floor: heldOut35Floor, repoName: "roombook"},
	{dir: "flags_heldout36", docs: heldOut36Docs, floor: heldOut36Floor, repoName: "chronoparse"},
	{dir: "flags_heldout37", docs: heldOut37Docs, floor: heldOut37Floor, repoName: "toolshed"},
	{dir: "flags_heldout38", docs: heldOut38Docs, floor: heldOut38Floor, repoName: "shiftswap", tracked: map[string]string{"docs_setup.md": "docs/setup.md"}},
	{dir: "flags_heldout39", docs: heldOut39Docs, floor: heldOut39Floor, repoName: "dimensia"},
	{dir: "flags_heldout40", docs: heldOut40Docs, floor: heldOut40Floor, repoName: "cruxlog", tracked: map[string]string{"docs_architecture.md": "docs/architecture.md"}},
	{dir: "flags_heldout41", docs: heldOut41Docs, floor: heldOut41Floor, repoName: "huddle"},
	{dir: "flags_heldout42", docs: heldOut42Docs, floor: heldOut42Floor, repoName: "cuewright"},
	{dir: "flags_heldout43", docs: heldOut43Docs, floor: heldOut43Floor, repoName: "tuckshop"},
	{dir: "flags_heldout44", docs: heldOut44Docs, floor: heldOut44Floor, repoName: "rotaplan", tracked: map[string]string{"docs_api.md": "docs/api.md"}},
	{dir: "flags_heldout45", docs: heldOut45Docs, floor: heldOut45Floor, repoName: "veloflow"},
	{dir: "flags_heldout46", docs: heldOut46Docs, floor: heldOut46Floor, repoName: "slidewright"},
	{dir: "flags_heldout47", docs: heldOut47Docs, floor: heldOut47Floor, repoName: "revubot"},
	{dir: "flags_heldout48", docs: heldOut48Docs, floor: heldOut48Floor, repoName: "shuttlewatch"},
	{dir: "flags_heldout49", docs: heldOut49Docs, floor: heldOut49Floor, repoName: "phototwin"},
	{dir: "flags_heldout50", docs: heldOut50Docs, floor: heldOut50Floor, repoName: "borrowbox", tracked: map[string]string{"docs_contributing.md": "docs/contributing.md"}},
	{dir: "flags_heldout51", docs: heldOut51Docs, floor: heldOut51Floor, repoName: "donordrive"},
	{dir: "flags_heldout52", docs: heldOut52Docs, floor: heldOut52Floor, repoName: "tokenwell"},
	{dir: "flags_heldout53", docs: heldOut53Docs, floor: heldOut53Floor, repoName: "icalkit"},
	{dir: "flags_heldout54", docs: heldOut54Docs, floor: heldOut54Floor, repoName: "fixturely"},
	{dir: "flags_heldout55", docs: heldOut55Docs, floor: heldOut55Floor, repoName: "thesismatch"},
	{dir: "flags_heldout56", docs: heldOut56Docs, floor: heldOut56Floor, repoName: "huddle", tracked: map[string]string{"docs_database.md": "docs/database.md"}},
	{dir: "flags_heldout57", docs: heldOut57Docs, floor: heldOut57Floor, repoName: "lanternfall-c"},
	{dir: "flags_heldout58", docs: heldOut58Docs, floor: heldOut58Floor, repoName: "swiftpath"},
	{dir: "flags_heldout59", docs: heldOut59Docs, floor: heldOut59Floor, repoName: "tidepool"},
	{dir: "flags_heldout60", docs: heldOut60Docs, floor: heldOut60Floor, repoName: "spanwise"},
	{dir: "flags_heldout61", docs: heldOut61Docs, floor: heldOut61Floor, repoName: "potholer"},
	{dir: "flags_heldout62", docs: heldOut62Docs, floor: heldOut62Floor, repoName: "backupsched-operator", tracked: map[string]string{"docs_usage.md": "docs/usage.md"}},
	{dir: "flags_heldout63", docs: heldOut63Docs, floor: heldOut63Floor, repoName: "turnip-hollow"},
	{dir: "flags_heldout64", docs: heldOut64Docs, floor: heldOut64Floor, repoName: "hookrelay", tracked: map[string]string{"docs_operations.md": "docs/operations.md"}},
	{dir: "flags_heldout65", docs: heldOut65Docs, floor: heldOut65Floor, repoName: "tutorbook"},
	{dir: "flags_heldout66", docs: heldOut66Docs, floor: heldOut66Floor, repoName: "fetchkit"},
	{dir: "flags_heldout67", docs: heldOut67Docs, floor: heldOut67Floor, repoName: "snapvault"},
	{dir: "flags_heldout68", docs: heldOut68Docs, floor: heldOut68Floor, repoName: "tidewatch"},
	{dir: "flags_heldout69", docs: heldOut69Docs, floor: heldOut69Floor, repoName: "plotshare"},
	{dir: "flags_heldout70", docs: heldOut70Docs, floor: heldOut70Floor, repoName: "lanternfall", tracked: map[string]string{"architecture.md": "docs/architecture.md"}},
	{dir: "flags_heldout71", docs: heldOut71Docs, floor: heldOut71Floor, repoName: "ledgerline"},
	{dir: "flags_heldout72", docs: heldOut72Docs, floor: heldOut72Floor, repoName: "pantrypal"},
	{dir: "flags_heldout73", docs: heldOut73Docs, floor: heldOut73Floor, repoName: "quillmesh"},
	{dir: "flags_heldout74", docs: heldOut74Docs, floor: heldOut74Floor, repoName: "clinicq"},
	{dir: "flags_heldout75", docs: heldOut75Docs, floor: heldOut75Floor, repoName: "certwarden", tracked: map[string]string{"docs_operations.md": "docs/operations.md"}},
	{dir: "flags_heldout76", docs: heldOut76Docs, floor: heldOut76Floor, repoName: "shipfast"},
	{dir: "flags_heldout77", docs: heldOut77Docs, floor: heldOut77Floor, repoName: "trailmix"},
	{dir: "flags_heldout78", docs: heldOut78Docs, floor: heldOut78Floor, repoName: "benchbook"},
	{dir: "flags_heldout79", docs: heldOut79Docs, floor: heldOut79Floor, repoName: "harborline"},
	{dir: "flags_heldout80", docs: heldOut80Docs, floor: heldOut80Floor, repoName: "glimmer"},
	{dir: "flags_heldout81", docs: heldOut81Docs, floor: heldOut81Floor, repoName: "potluck", tracked: map[string]string{"changelog_excerpt.md": "CHANGELOG.md"}},
	{dir: "flags_heldout82", docs: heldOut82Docs, floor: heldOut82Floor, repoName: "tidebook"},
	{dir: "flags_heldout83", docs: heldOut83Docs, floor: heldOut83Floor, repoName: "parcelrun"},
	{dir: "flags_heldout84", docs: heldOut84Docs, floor: heldOut84Floor, repoName: "quizforge", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout85", docs: heldOut85Docs, floor: heldOut85Floor, repoName: "stockroom"},
	{dir: "flags_heldout86", docs: heldOut86Docs, floor: heldOut86Floor, repoName: "tabular-diff", tracked: map[string]string{"docs_usage.md": "docs/usage.md"}},
	{dir: "flags_heldout87", docs: heldOut87Docs, floor: heldOut87Floor, repoName: "birdlog"},
	{dir: "flags_heldout88", docs: heldOut88Docs, floor: heldOut88Floor, repoName: "logsieve"},
	{dir: "flags_heldout89", docs: heldOut89Docs, floor: heldOut89Floor, repoName: "rentwise", tracked: map[string]string{"docs_api.md": "docs/api.md"}},
	{dir: "flags_heldout90", docs: heldOut90Docs, floor: heldOut90Floor, repoName: "hivemind"},
	{dir: "flags_heldout91", docs: heldOut91Docs, floor: heldOut91Floor, repoName: "mealmind"},
	{dir: "flags_heldout92", docs: heldOut92Docs, floor: heldOut92Floor, repoName: "quillpress", tracked: map[string]string{"docs_themes.md": "docs/themes.md"}},
	{dir: "flags_heldout93", docs: heldOut93Docs, floor: heldOut93Floor, repoName: "gearbound"},
	{dir: "flags_heldout94", docs: heldOut94Docs, floor: heldOut94Floor, repoName: "tally_ho"},
	{dir: "flags_heldout95", docs: heldOut95Docs, floor: heldOut95Floor, repoName: "harbormetrics", tracked: map[string]string{"docs_runbook.md": "docs/runbook.md"}},
	{dir: "flags_heldout96", docs: heldOut96Docs, floor: heldOut96Floor, repoName: "clinicbook"},
	{dir: "flags_heldout97", docs: heldOut97Docs, floor: heldOut97Floor, repoName: "shelfie"},
	{dir: "flags_heldout98", docs: heldOut98Docs, floor: heldOut98Floor, repoName: "ledgerlite", tracked: map[string]string{"docs_operations.md": "docs/operations.md"}},
	{dir: "flags_heldout99", docs: heldOut99Docs, floor: heldOut99Floor, repoName: "notewell"},
	{dir: "flags_heldout100", docs: heldOut100Docs, floor: heldOut100Floor, repoName: "parkrun-stats"},
	{dir: "flags_heldout101", docs: heldOut101Docs, floor: heldOut101Floor, repoName: "fleetwatch"},
	{dir: "flags_heldout102", docs: heldOut102Docs, floor: heldOut102Floor, repoName: "sproutly"},
	{dir: "flags_heldout103", docs: heldOut103Docs, floor: heldOut103Floor, repoName: "csvkitten", tracked: map[string]string{"docs_tutorial.md": "docs/tutorial.md"}},
	{dir: "flags_heldout104", docs: heldOut104Docs, floor: heldOut104Floor, repoName: "label-sync"},
	{dir: "flags_heldout105", docs: heldOut105Docs, floor: heldOut105Floor, repoName: "lumen-audio", tracked: map[string]string{"docs_integration.md": "docs/integration.md"}},
	{dir: "flags_heldout106", docs: heldOut106Docs, floor: heldOut106Floor, repoName: "gigboard"},
	{dir: "flags_heldout107", docs: heldOut107Docs, floor: heldOut107Floor, repoName: "kubepeek"},
	{dir: "flags_heldout108", docs: heldOut108Docs, floor: heldOut108Floor, repoName: "potterly", tracked: map[string]string{"docs_deployment.md": "docs/deployment.md"}},
	{dir: "flags_heldout109", docs: heldOut109Docs, floor: heldOut109Floor, repoName: "flake8-tidyimports-ng", tracked: map[string]string{"docs_usage.md": "docs/usage.md"}},
	{dir: "flags_heldout110", docs: heldOut110Docs, floor: heldOut110Floor, repoName: "pgbouncer-chart"},
	{dir: "flags_heldout111", docs: heldOut111Docs, floor: heldOut111Floor, repoName: "jsonpatchkit"},
	{dir: "flags_heldout112", docs: heldOut112Docs, floor: heldOut112Floor, repoName: "todo-lens"},
	{dir: "flags_heldout113", docs: heldOut113Docs, floor: heldOut113Floor, repoName: "tinyfeed", tracked: map[string]string{"docs_selfhosting.md": "docs/selfhosting.md"}},
	{dir: "flags_heldout114", docs: heldOut114Docs, floor: heldOut114Floor, repoName: "djangocms-galleryx", tracked: map[string]string{"docs_installation.md": "docs/installation.md", "changelog_and_release_notes.md": "CHANGELOG.md"}},
	{dir: "flags_heldout115", docs: heldOut115Docs, floor: heldOut115Floor, repoName: "tidewatch", tracked: map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"}},
	{dir: "flags_heldout116", docs: heldOut116Docs, floor: heldOut116Floor, repoName: "clinicq", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout117", docs: heldOut117Docs, floor: heldOut117Floor, repoName: "birdnote", tracked: map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"}},
	{dir: "flags_heldout118", docs: heldOut118Docs, floor: heldOut118Floor, repoName: "quotaflow", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout119", docs: heldOut119Docs, floor: heldOut119Floor, repoName: "potluck-planner", tracked: map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"}},
	{dir: "flags_heldout120", docs: heldOut120Docs, floor: heldOut120Floor, repoName: "soilcarbon-ml", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout121", docs: heldOut121Docs, floor: heldOut121Floor, repoName: "shiftlane", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout122", docs: heldOut122Docs, floor: heldOut122Floor, repoName: "tinyjpegx", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout123", docs: heldOut123Docs, floor: heldOut123Floor, repoName: "ledgerbridge", tracked: map[string]string{"CONTRIBUTING.md": "CONTRIBUTING.md"}},
	{dir: "flags_heldout124", docs: heldOut124Docs, floor: heldOut124Floor, repoName: "trailbuddy", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout125", docs: heldOut125Docs, floor: heldOut125Floor, repoName: "campus-infra", tracked: map[string]string{"README.md": "README.md"}},
	{dir: "flags_heldout126", docs: heldOut126Docs, floor: heldOut126Floor, repoName: "quizrally", tracked: map[string]string{"README.md": "README.md"}},
}

// TestFlagHeldOut scores every held-out corpus per document and overall,
// and fails below floors set a little under each corpus's first run.
func TestFlagHeldOut(t *testing.T) {
	for _, c := range heldOutCorpora {
		t.Run(c.dir, func(t *testing.T) { scoreHeldOut(t, c) })
	}
}

// scoreHeldOut scores a held-out corpus per document and overall against
// its labels, and fails below its floors.
func scoreHeldOut(t *testing.T, c heldOutCorpus) {
	t.Helper()
	want, may := heldOutLabels(t, c)
	got := heldOutFindings(t, c)
	var total prf
	for _, d := range c.docs {
		p := scoreDocument(t, d, got[d], want[d], may[d])
		checkHeldOut(t, c, d, p)
		total.tp, total.fp, total.fn = total.tp+p.tp, total.fp+p.fp, total.fn+p.fn
	}
	checkHeldOut(t, c, "overall", total)
}

// scoreDocument counts one document's findings against its labels. A
// finding matches a label that names the same finding, or the same file
// spelled as a longer or shorter path (sameFinding): labellers write a
// partial path either as written or completed from context, the detector
// completes it from the repository's tree (aggregator expectedAt).
func scoreDocument(t *testing.T, d string, got, want, may map[string]bool) prf {
	var p prf
	matched := map[string]bool{}
	for _, k := range sortedKeys(got) {
		w, ok := labelFor(k, want)
		switch {
		case ok:
			p.tp++
			matched[w] = true
		case may[k] || hasLabelFor(k, may):
			t.Logf("%s: acceptable finding (not scored): %s", d, k)
		default:
			p.fp++
			t.Logf("%s: false finding: %s", d, k)
		}
	}
	for _, k := range sortedKeys(want) {
		if !matched[k] {
			p.fn++
			t.Logf("%s: missed finding: %s", d, k)
		}
	}
	return p
}

// labelFor returns the label of labels that finding k matches: itself, or
// the one label naming the same file by a longer or shorter path.
func labelFor(k string, labels map[string]bool) (string, bool) {
	if labels[k] {
		return k, true
	}
	var found []string
	for l := range labels {
		if sameFinding(k, l) {
			found = append(found, l)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return "", false
}

func hasLabelFor(k string, labels map[string]bool) bool {
	_, ok := labelFor(k, labels)
	return ok
}

// sameFinding reports two finding keys of one kind ("flag", "line",
// "anchor") whose paths differ only by leading directories:
// "flag ui/theme/Colors.kt" and "flag app/src/main/java/x/ui/theme/Colors.kt".
func sameFinding(a, b string) bool {
	ka, pa, _ := strings.Cut(a, " ")
	kb, pb, _ := strings.Cut(b, " ")
	if ka != kb || pa == pb {
		return false
	}
	if ka == "line" {
		return sameLine(pa, pb)
	}
	return samePath(pa, pb)
}

// samePath: one path is the other or ends with it on whole segments.
func samePath(pa, pb string) bool {
	pa, pb = strings.TrimSuffix(pa, "/"), strings.TrimSuffix(pb, "/")
	return pa == pb || strings.HasSuffix(pa, "/"+pb) || strings.HasSuffix(pb, "/"+pa)
}

// sameLine matches line findings "PATH:N" and "PATH:A-B" (lineKey): the
// same file (samePath) and N the start or the end of A..B: a range cites
// one reference, and labellers name its start or its end.
func sameLine(a, b string) bool {
	pa, ra, okA := cutLine(a)
	pb, rb, okB := cutLine(b)
	if !okA || !okB || !samePath(pa, pb) {
		return false
	}
	if ra[0] == ra[1] {
		ra, rb = rb, ra
	}
	return rb[0] == rb[1] && (rb[0] == ra[0] || rb[0] == ra[1])
}

// citedKey reduces a line finding "line PATH:A-B" to the line it reports,
// "line PATH:B" (the aggregator raises one finding per file and cited
// last line; two citations with different starts share it).
func citedKey(k string) string {
	kind, rest, _ := strings.Cut(k, " ")
	if kind != "line" {
		return k
	}
	p, r, ok := cutLine(rest)
	if !ok {
		return k
	}
	return fmt.Sprintf("line %s:%d", p, r[1])
}

// cutLine splits "PATH:N" or "PATH:A-B" into the path and the range.
func cutLine(s string) (string, [2]int, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", [2]int{}, false
	}
	lo, hi, isRange := strings.Cut(s[i+1:], "-")
	a, err := strconv.Atoi(lo)
	if err != nil {
		return "", [2]int{}, false
	}
	b := a
	if isRange {
		if b, err = strconv.Atoi(hi); err != nil {
			return "", [2]int{}, false
		}
	}
	return s[:i], [2]int{a, b}, true
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func checkHeldOut(t *testing.T, c heldOutCorpus, name string, p prf) {
	t.Helper()
	t.Logf("held-out %s: tp=%d fp=%d fn=%d precision=%.3f recall=%.3f",
		name, p.tp, p.fp, p.fn, p.precision(), p.recall())
	floor, ok := c.floor[name]
	if !ok {
		t.Fatalf("%s: no floor for %s", c.dir, name)
	}
	if f, ok := tieFloors[c.dir][name]; ok {
		floor = f
	}
	if p.precision() < floor.precision || p.recall() < floor.recall {
		t.Errorf("held-out %s %s: precision %.3f / recall %.3f below the floor %.2f / %.2f",
			c.dir, name, p.precision(), p.recall(), floor.precision, floor.recall)
	}
}
