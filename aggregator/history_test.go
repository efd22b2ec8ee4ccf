package aggregator

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestStaleReferences: a missing path the history deleted or moved is
// still flagged, but as a stale reference naming the commit and the new
// location; a path the history never had stays an invented one.
func TestStaleReferences(t *testing.T) {
	when := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	in := Input{
		Evidence: docsSet(
			claimEv("README.md", 1, evidence.KindCode, "pkg/util.go"),
			claimEv("README.md", 2, evidence.KindCode, "helpers/strings.go"),
			claimEv("README.md", 3, evidence.KindCode, "legacy/"),
			claimEv("README.md", 4, evidence.KindCode, "src/never_was.go"),
			claimEv("README.md", 5, evidence.KindCode, "old/gone.go"),
		),
		Manifest: evidence.NewManifest([]string{"lib/util.go", "main.go"}),
		Files:    fakeFacts{},
		Past: []PastPath{
			{Path: "pkg/util.go", Commit: "0123456789abcdef0123", Date: when, Subject: "move util", RenamedTo: "lib/util.go"},
			{Path: "internal/helpers/strings.go", Commit: "fedcba9876543210fedc", Date: when, Subject: "drop helpers"},
			{Path: "legacy/run.sh", Commit: "1111111111111111aaaa", Date: when, Subject: "drop legacy"},
			// sorts first but was deleted earlier: the directory's newest
			// deletion stands for it
			{Path: "legacy/a_first.sh", Commit: "3333333333333333cccc", Date: when.Add(-24 * time.Hour), Subject: "drop a script"},
			{Path: "old/gone.go", Commit: "2222222222222222bbbb", Date: when, Subject: "move gone", RenamedTo: "tmp/gone.go"},
		},
	}
	out := Aggregate(in)
	type row struct{ Text, Path, Status, RemovedIn, RenamedTo, Reason string }
	var got []row
	for _, e := range out.Evidence[evidence.Docs] {
		if c := e.Claim; e.Class == evidence.ClassPathClaim {
			reason := c.Reason
			if i := strings.Index(reason, ":"); i > 0 {
				reason = reason[:i]
			}
			got = append(got, row{c.Text, c.Path, string(c.Status), c.RemovedIn, c.RenamedTo, reason})
		}
	}
	want := []row{
		{"pkg/util.go", "pkg/util.go", "missing", "0123456789abcdef0123", "lib/util.go", "no longer exists"},
		// a partial path is placed at the only deleted file ending in it
		{"helpers/strings.go", "internal/helpers/strings.go", "missing", "fedcba9876543210fedc", "", "no longer exists"},
		{"legacy/", "legacy", "missing", "1111111111111111aaaa", "", "no longer exists"},
		{"src/never_was.go", "src/never_was.go", "missing", "", "", "does not exist in the repository manifest"},
		{"old/gone.go", "old/gone.go", "missing", "2222222222222222bbbb", "tmp/gone.go", "no longer exists"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("claims (-want +got):\n%s", diff)
	}
	if out.Stats.Hallucinated != 5 || out.Stats.Stale != 4 {
		t.Errorf("stats hallucinated=%d stale=%d, want 5 and 4", out.Stats.Hallucinated, out.Stats.Stale)
	}
	reasons := map[string]string{}
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim {
			reasons[e.Claim.Text] = e.Claim.Reason
		}
	}
	for text, want := range map[string]string{
		"pkg/util.go":        `moved to lib/util.go in commit 0123456789ab (2026-10-01, "move util"): stale reference, the file is now lib/util.go`,
		"helpers/strings.go": `deleted in commit fedcba987654 (2026-10-01, "drop helpers")`,
		"legacy/":            "stale reference to a removed directory",
		"old/gone.go":        "which is not tracked either",
	} {
		if !strings.Contains(reasons[text], want) {
			t.Errorf("reason for %s = %q, want it to contain %q", text, reasons[text], want)
		}
	}
}

// TestStaleBareNameInLargeTree: in a repository of hundreds of files, a
// bare name a deleted file once had, given to a command or in a code
// span, is unconfirmed (the reader's input, a download); the same name in
// a link, an install step or a small repository stays a stale reference.
func TestStaleBareNameInLargeTree(t *testing.T) {
	when := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	large := make([]string, 0, largeTree+1)
	for i := 0; i <= largeTree; i++ {
		large = append(large, fmt.Sprintf("src/f%03d.rs", i))
	}
	past := []PastPath{
		{Path: ".travis.yml", Commit: "0123456789abcdef0123", Date: when, Subject: "drop travis"},
		{Path: "requirements.txt", Commit: "fedcba9876543210fedc", Date: when, Subject: "move to uv"},
		{Path: "ext.library-versions.gradle", Commit: "abcdef0123456789abcd", Date: when, Subject: "use a version catalog"},
		{Path: "test/cli/_expected/bundle.js", Commit: "7e717779ff5900000000", Date: when, Subject: "put test where it belongs"},
		{Path: "BREAKING_CHANGES.md", Commit: "99999999990000000000", Date: when, Subject: "move breaking changes"},
	}
	claims := []evidence.Evidence{
		claimEv("README.md", 1, evidence.KindFence, ".travis.yml", ctx("yaml2json .travis.yml | json_pp | bat -l json")),
		claimEv("README.md", 2, evidence.KindLink, ".travis.yml", ctx("[CI config](.travis.yml)")),
		claimEv("README.md", 3, evidence.KindFence, "requirements.txt", ctx("pip install -r requirements.txt")),
		claimEv("CONTRIBUTING.md", 9, evidence.KindCode, ".travis.yml", ctx("| `.travis.yml` | Linux and macOS builds |")),
		claimEv("tests/README.md", 16, evidence.KindCode, "ext.library-versions.gradle", ctx("Libraries and their versions are defined in `ext.library-versions.gradle`.")),
		claimEv("tests/README.md", 17, evidence.KindCode, "ext.library-versions.gradle", ctx("Run `cat ext.library-versions.gradle | sort`.")),
		claimEv("README.md", 44, evidence.KindProse, "bundle.js", ctx("all imports compiled into a single file named bundle.js.")),
		claimEv("CLAUDE.md", 243, evidence.KindProse, "BREAKING_CHANGES.md", ctx("- Document breaking changes in BREAKING_CHANGES.md")),
	}
	for _, tc := range []struct {
		name  string
		files []string
		want  []evidence.ClaimStatus
	}{
		{"large tree", large, []evidence.ClaimStatus{StatusUnconfirmed, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, StatusUnconfirmed, StatusUnconfirmed, evidence.StatusMissing}},
		{"small tree", large[:20], []evidence.ClaimStatus{evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing, evidence.StatusMissing}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := Aggregate(Input{Evidence: docsSet(claims...), Manifest: evidence.NewManifest(tc.files), Files: fakeFacts{}, Past: past})
			var got []evidence.ClaimStatus
			for _, e := range out.Evidence[evidence.Docs] {
				if e.Class == evidence.ClassPathClaim {
					got = append(got, e.Claim.Status)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("statuses (-want +got):\n%s", diff)
			}
		})
	}
}

// TestQuotedRemovalSubject: a line quoting the subject of the commit that
// removed a file (a guide's example PR titles) tells of the removal; the
// same file named elsewhere stays a stale reference.
func TestQuotedRemovalSubject(t *testing.T) {
	when := time.Date(2026, 7, 2, 12, 0, 0, 0, time.UTC)
	subject := "chores: remove example Dockerfile and container_description.yaml (#2044)"
	in := Input{
		Evidence: docsSet(
			claimEv("AGENTS.md", 52, evidence.KindFence, "Dockerfile", ctx("chores: remove example Dockerfile and container_description.yaml")),
			claimEv("README.md", 9, evidence.KindCode, "Dockerfile", ctx("Build the image from the `Dockerfile`.")),
		),
		Manifest: evidence.NewManifest([]string{"main.go"}),
		Files:    fakeFacts{},
		Past:     []PastPath{{Path: "Dockerfile", Commit: "832cec72badf0000aaaa", Date: when, Subject: subject}},
	}
	out := Aggregate(in)
	got := map[string]evidence.ClaimStatus{}
	for _, e := range out.Evidence[evidence.Docs] {
		if e.Class == evidence.ClassPathClaim {
			got[e.Claim.Document] = e.Claim.Status
		}
	}
	if got["AGENTS.md"] != evidence.StatusNotAClaim || got["README.md"] != evidence.StatusMissing {
		t.Errorf("statuses %v, want AGENTS.md not_a_claim and README.md missing", got)
	}
}
