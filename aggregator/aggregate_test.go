package aggregator

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestMandatorySources(t *testing.T) {
	tests := []struct {
		name      string
		set       evidence.Set
		want      string
		wantErrs  []string
		wantWarns []string
	}{
		{"all present", evidence.Set{evidence.Repo: {}, evidence.Docs: {}, evidence.Vision: {}}, IntegritySuccess, nil, nil},
		{"empty lists are fine", evidence.Set{evidence.Repo: nil, evidence.Docs: nil, evidence.Vision: nil}, IntegritySuccess, nil, nil},
		{"vision missing", evidence.Set{evidence.Repo: {}, evidence.Docs: {}}, IntegritySuccess, nil, []string{CatOptionalMissing}},
		{"docs missing", evidence.Set{evidence.Repo: {}, evidence.Vision: {}}, IntegrityFailed, []string{CatSourceMissing}, nil},
		{"repo missing", evidence.Set{evidence.Docs: {}, evidence.Vision: {}}, IntegrityFailed, []string{CatSourceMissing}, nil},
		{"nothing", evidence.Set{}, IntegrityFailed, []string{CatSourceMissing, CatSourceMissing}, []string{CatOptionalMissing}},
		{"nil set", nil, IntegrityFailed, []string{CatSourceMissing, CatSourceMissing}, []string{CatOptionalMissing}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := Aggregate(Input{Evidence: tt.set})
			if out.Integrity != tt.want {
				t.Errorf("Integrity = %s, want %s", out.Integrity, tt.want)
			}
			if d := cmp.Diff(tt.wantErrs, categories(out.Errors)); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.wantWarns, categories(out.Warnings)); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
			for k := range tt.set {
				if _, ok := out.Evidence[k]; !ok {
					t.Errorf("source %s dropped from the output", k)
				}
			}
		})
	}
}

func TestFlagsFirstCitationWins(t *testing.T) {
	pre := evidence.Evidence{ID: evidence.DocumentClaimID("src/taken.py"), Source: evidence.Repo, Class: "OTHER"}
	in := testInput(
		claimEv("docs/guide.md", 4, evidence.KindCode, "src/missing.py", ctx("The judges live in `src/missing.py`.")),
		claimEv("README.md", 10, evidence.KindCode, "src/main.go"),
		claimEv("README.md", 12, evidence.KindCode, "src/other.py"),
		claimEv("README.md", 20, evidence.KindProse, "src/missing.py"),
		claimEv("report.md", 3, evidence.KindLink, "./src/missing.py", external),
		claimEv("README.md", 30, evidence.KindCode, "src/taken.py"),
	)
	in.Evidence[evidence.Repo] = []evidence.Evidence{pre}
	out := Aggregate(in)
	a := added(out)
	if len(a) != 2 {
		t.Fatalf("want 2 flags (src/missing.py, src/other.py; src/taken.py collides), got %d: %+v", len(a), a)
	}
	first := *out.Evidence[evidence.Docs][0].Claim
	want := evidence.Evidence{
		ID:         evidence.DocumentClaimID("src/missing.py"),
		Source:     evidence.Docs,
		Class:      evidence.ClassDocumentClaim,
		Goal:       "Every path the documentation cites exists at the audited revision",
		Found:      false,
		Content:    "The judges live in `src/missing.py`.",
		Location:   "src/missing.py",
		Line:       4,
		Rationale:  "Path src/missing.py cited in docs/guide.md line 4 does not exist in the repository manifest. Also cited by 2 other locations.",
		Confidence: 0.8,
		Claim:      &first,
		Occurrences: []evidence.Occurrence{ // every citation is kept
			{Document: "docs/guide.md", Line: 4, Text: "src/missing.py", Context: "The judges live in `src/missing.py`."},
			{Document: "README.md", Line: 20, Text: "src/missing.py", Context: "as written in src/missing.py"},
			{Document: "report.md", External: true, Line: 3, Text: "./src/missing.py", Context: "as written in ./src/missing.py"},
		},
	}
	if d := cmp.Diff(want, a[0]); d != "" {
		t.Fatalf("first flag (-want +got):\n%s", d)
	}
	if a[1].Location != "src/other.py" || a[1].Line != 12 || strings.Contains(a[1].Rationale, "Also cited") {
		t.Fatalf("second flag: %+v", a[1])
	}
	wantStats := Stats{Claims: 6, Resolved: 1, Hallucinated: 5, Flags: 2}
	if d := cmp.Diff(wantStats, out.Stats); d != "" {
		t.Fatalf("stats (-want +got):\n%s", d)
	}
	ids := map[string]int{}
	for _, e := range out.Evidence.All() {
		ids[e.ID]++
		if ids[e.ID] > 1 {
			t.Fatalf("duplicate id %s in output", e.ID)
		}
	}
}

func TestLocationsSanitized(t *testing.T) {
	set := evidence.Set{
		evidence.Repo: {
			{ID: "r1", Location: "./src//a.go"},
			{ID: "r2", Location: `src\b.go`},
			{ID: "r3", Location: "/home/alice/work/repo/secret.env", Content: "read /home/alice/work/repo/secret.env", Rationale: "at /home/alice/work/repo/secret.env"},
			{ID: "r4", Location: "../outside.txt"},
			{ID: "r5", Location: "docs/"},
			{ID: "r6", Location: ""},
		},
		evidence.Docs:   {},
		evidence.Vision: {{ID: "v1", Location: "https://example.com/a.png"}, {ID: "v2", Location: `D:\img\b.png`}},
	}
	out := Aggregate(Input{Evidence: set})
	var got []string
	for _, e := range out.Evidence.All() {
		got = append(got, e.Location)
	}
	want := []string{"src/a.go", "src/b.go", "", "", "docs", "", "https://example.com/a.png", ""}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("locations (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{CatLocationReject, CatLocationReject, CatLocationReject}, categories(out.Warnings)); d != "" {
		t.Fatalf("warnings (-want +got):\n%s", d)
	}
	r3 := out.Evidence[evidence.Repo][2]
	if r3.Content != "read <abs>/secret.env" || r3.Rationale != "at <abs>/secret.env" {
		t.Fatalf("absolute location not redacted: %+v", r3)
	}
}

func TestNoAbsolutePathInOutput(t *testing.T) {
	in := testInput(
		claimEv("README.md", 1, evidence.KindCode, "/etc/passwd", ctx("Credentials are read from /etc/passwd at start.")),
		claimEv("README.md", 2, evidence.KindFence, `C:\Users\bob\app\main.py`, ctx(`python C:\Users\bob\app\main.py`)),
		claimEv("README.md", 3, evidence.KindProse, `\\fileserver\share\spec.docx`, ctx(`see \\fileserver\share\spec.docx`)),
		claimEv("README.md", 4, evidence.KindCode, "C:/tools/x.exe", status(evidence.StatusNotAClaim)),
		claimEv("/home/ci/report.md", 5, evidence.KindCode, "src/main.go"),
	)
	in.Evidence[evidence.Repo] = []evidence.Evidence{{ID: "r", Location: "/etc/hosts", Content: "/etc/hosts"}}
	out := Aggregate(in)
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"/etc/", "C:", `\\fileserver`, "fileserver", "/home/"} {
		if bytes.Contains(b, []byte(bad)) {
			t.Errorf("output JSON contains %q:\n%s", bad, b)
		}
	}
	if out.Stats.Rejected != 3 || out.Stats.NotClaims != 1 || len(added(out)) != 0 {
		t.Errorf("stats %+v, added %d", out.Stats, len(added(out)))
	}
	if got := out.Evidence[evidence.Docs][0].Claim.Text; got != "<abs>/passwd" {
		t.Errorf("redacted text = %q", got)
	}
	var w Problem
	for _, p := range out.Warnings {
		if p.Category == CatPathRejected {
			w = p
			break
		}
	}
	if w.Category != CatPathRejected || w.Location != "README.md" || w.Line != 1 || !strings.Contains(w.Message, "README.md:1") {
		t.Errorf("rejection warning must name document and line: %+v", w)
	}
}

func TestInputNotMutated(t *testing.T) {
	build := func() Input {
		in := testInput(
			claimEv("README.md", 1, evidence.KindCode, "src/missing.py"),
			claimEv("README.md", 2, evidence.KindCode, "/etc/passwd"),
			claimEv("README.md", 3, evidence.KindCode, "src/main.go", lines(999, 0)),
			claimEv("docs/guide.md", 4, evidence.KindLink, "img/arch.png"),
			claimEv("README.md", 5, evidence.KindCode, "Readme.md"),
		)
		in.Evidence[evidence.Repo] = []evidence.Evidence{{ID: "r", Location: "./a//b.go"}, {ID: "s", Location: "/abs"}}
		return in
	}
	in, pristine := build(), build()
	_ = Aggregate(in)
	if d := cmp.Diff(pristine.Evidence, in.Evidence); d != "" {
		t.Fatalf("input evidence mutated (-before +after):\n%s", d)
	}
}

func TestDeterministic(t *testing.T) {
	var claims []evidence.Evidence
	for i, p := range []string{"a.py", "src/x.py", "judges.py", "git.py", "docs/", "Readme.md", "a.py", "/etc/x", "src/main.go"} {
		claims = append(claims, claimEv([]string{"README.md", "docs/guide.md"}[i%2], i+1, evidence.KindCode, p, lines(i*50, 0)))
	}
	var first []byte
	for i := 0; i < 20; i++ {
		in := testInput(claims...)
		in.Evidence["custom"] = []evidence.Evidence{{ID: "c", Location: "x"}}
		in.Evidence["another"] = []evidence.Evidence{{ID: "d", Location: "/y"}}
		b, err := json.Marshal(Aggregate(in))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = b
		} else if !bytes.Equal(first, b) {
			t.Fatalf("run %d differs:\n%s\n%s", i, first, b)
		}
	}
}

func TestStatsPartition(t *testing.T) {
	in := testInput(
		claimEv("README.md", 1, evidence.KindCode, "src/main.go"),
		claimEv("README.md", 2, evidence.KindCode, "nope.py"),
		claimEv("README.md", 3, evidence.KindCode, "../x"),
		claimEv("README.md", 4, evidence.KindCode, "out.json", status(evidence.StatusNotAClaim)),
		claimEv("README.md", 5, evidence.KindCode, "git.py"),
		claimEv("README.md", 6, evidence.KindCode, "src/main.go", lines(500, 0)),
		claimEv("README.md", 7, evidence.KindLink, "docs/guide.md", anchor("zzz")),
		claimEv("README.md", 8, evidence.KindCode, "gone.py", suppressed),
		claimEv("README.md", 9, evidence.KindCode, "license"),
	)
	out := Aggregate(in)
	want := Stats{Claims: 9, Resolved: 2, Hallucinated: 1, Rejected: 1, NotClaims: 1, Ambiguous: 1,
		MissingLines: 1, BrokenAnchors: 1, Suppressed: 1, CaseMismatches: 1, Flags: 1}
	if d := cmp.Diff(want, out.Stats); d != "" {
		t.Fatalf("stats (-want +got):\n%s", d)
	}
	s := out.Stats
	if sum := s.Resolved + s.Hallucinated + s.Rejected + s.NotClaims + s.Ambiguous + s.MissingLines + s.BrokenAnchors + s.Suppressed; sum != s.Claims {
		t.Fatalf("statuses sum to %d, Claims = %d", sum, s.Claims)
	}
}
