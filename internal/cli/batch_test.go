package cli

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/repo-auditor/auditor/internal/cohort"
	"github.com/repo-auditor/auditor/internal/llm/llmtest"
	"github.com/repo-auditor/auditor/internal/repotest"
)

// cohortFixture builds n small repositories (every seventh cites a file it
// does not have; all share the assignment's template text; s01 and s03, when
// n > 3, share a planted paragraph) and writes a CSV list of them plus broken entries: a
// missing path, a file:// URL to nothing, and a --report that does not
// exist (incomplete). It returns the list's path and the expected status
// of every entry.
func cohortFixture(t *testing.T, n int) (string, map[string]string) {
	t.Helper()
	want := map[string]string{}
	var b strings.Builder
	b.WriteString("name,url,ref,report\n")
	for i := range n {
		readme := fmt.Sprintf("# Student %d\n\nRun `src/main.go`.\n\n%s\n", i, assignmentText)
		if n > 3 && (i == 1 || i == 3) {
			readme += plantedText
		}
		if i%7 == 0 {
			readme += "Results are in `results/table.csv`.\n"
		}
		dir := repotest.Build(t, fmt.Sprintf("-- README.md --\n%s-- src/main.go --\npackage main\n\nfunc main() { println(%d) }\n", readme, i))
		name := fmt.Sprintf("s%02d", i)
		url := dir
		if i%2 == 1 {
			url = "file://" + dir
		}
		fmt.Fprintf(&b, "%s,%s,,\n", name, url)
		want[name] = cohort.StatusOK
	}
	tmp := t.TempDir()
	fmt.Fprintf(&b, "gone,%s,,\n", filepath.Join(tmp, "gone"))
	fmt.Fprintf(&b, "refused,file://%s,,\n", filepath.Join(tmp, "nothing"))
	fmt.Fprintf(&b, "noreport,%s,,%s\n", repotest.Build(t, "-- README.md --\n# R\n"), filepath.Join(tmp, "absent.pdf"))
	want["gone"], want["refused"], want["noreport"] = cohort.StatusFailed, cohort.StatusFailed, cohort.StatusIncomplete
	list := filepath.Join(tmp, "list.csv")
	if err := os.WriteFile(list, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return list, want
}

// assignmentText is the template every fixture README keeps.
const assignmentText = `## Assignment

Write a command line tool that reads a list of numbers from standard input,
computes their mean, median and standard deviation, and prints the results
as a table. Document how to build and run it, and describe the tests you wrote.`

// plantedText is the paragraph two fixture READMEs share.
const plantedText = `## Design

The parser keeps a running buffer of tokens and flushes it whenever a blank
line arrives, so very long inputs never hold more than one record in memory.
Statistics are folded with Welford's online algorithm, which avoids the
catastrophic cancellation of the naive two pass variance and lets the tool
stream gigabytes of measurements from a pipe without sorting them first.
`

var pinned = func(k string) string {
	if k == "SOURCE_DATE_EPOCH" {
		return "1767225600"
	}
	return ""
}

func runCLI(t *testing.T, ctx context.Context, stderr *bytes.Buffer, args ...string) ExitCode {
	t.Helper()
	return Main(ctx, Env{Args: args, Stdout: &bytes.Buffer{}, Stderr: stderr, Getenv: pinned})
}

func readCohortFile(t *testing.T, dir string) *cohort.Cohort {
	t.Helper()
	fh, err := os.Open(filepath.Join(dir, "cohort.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	c, err := cohort.ReadJSON(fh)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var eventRE = regexp.MustCompile(`"event":"(start|skip|done)","entry":"([^"]+)"`)

// events returns the entries of each progress event kind in a run's stderr.
func events(stderr string) map[string][]string {
	m := map[string][]string{}
	for _, ev := range eventRE.FindAllStringSubmatch(stderr, -1) {
		m[ev[1]] = append(m[ev[1]], ev[2])
	}
	for k := range m {
		sort.Strings(m[k])
	}
	return m
}

// A cohort of fixture repositories (paths and file:// URLs, with broken
// entries) gets the right statuses; a run cancelled half-way (Ctrl-C) and
// run again finishes the rest without auditing a finished entry again.
func TestBatchStatusesAndResume(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	list, want := cohortFixture(t, n)
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	half := fmt.Sprintf(`"event":"done","entry":"[^"]+","done":%d,`, (n+3)/2)
	w := &cancelOn{marker: "", cancel: cancel}
	w.match = regexp.MustCompile(half)
	code := Main(ctx, Env{Args: []string{"batch", list, "--out", out, "--jobs", "2", "--rubric", "none"}, Stdout: &bytes.Buffer{}, Stderr: w, Getenv: pinned})
	if code != ExitError || !strings.Contains(w.buf.String(), "batch interrupted") {
		t.Fatalf("interrupted batch: exit %d, stderr:\n%s", code, w.buf.String())
	}
	first := events(w.buf.String())
	if len(first["done"]) >= n+3 || len(first["done"]) < (n+3)/2 {
		t.Fatalf("the cancelled run finished %d of %d entries", len(first["done"]), n+3)
	}

	var stderr bytes.Buffer
	if code := runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--jobs", "2", "--rubric", "none"); code != ExitError {
		t.Fatalf("re-run: exit %d, want 1 (broken entries); stderr:\n%s", code, stderr.String())
	}
	second := events(stderr.String())
	redone := map[string]bool{}
	for _, name := range second["start"] {
		redone[name] = true
	}
	c := readCohortFile(t, out)
	got := map[string]string{}
	for _, e := range c.Entries {
		got[e.Name] = e.Status
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	for _, name := range first["done"] {
		if redone[name] && want[name] != cohort.StatusFailed {
			t.Errorf("%s was finished by the first run and audited again", name)
		}
	}
	if len(second["skip"]) == 0 {
		t.Error("the re-run skipped nothing")
	}
	for _, e := range c.Entries {
		if e.Status == cohort.StatusOK && (e.Commit == "" || len(e.Reports) == 0) {
			t.Errorf("%s: ok without commit or reports: %+v", e.Name, e)
		}
		if e.Status == cohort.StatusFailed && e.Reason == "" {
			t.Errorf("%s failed without a reason", e.Name)
		}
	}
}

// N shard runs + merge give the bytes of one unsharded run, for N in 1,
// 2 and 7 (SOURCE_DATE_EPOCH pins the timestamps).
func TestShardsMergeEqualsSingleRun(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 8
	}
	list, _ := cohortFixture(t, n)
	single := t.TempDir()
	var stderr bytes.Buffer
	if code := runCLI(t, context.Background(), &stderr, "batch", list, "--out", single, "--log-level", "error"); code != ExitError {
		t.Fatalf("single run: exit %d; stderr:\n%s", code, stderr.String())
	}
	validateCohortSchema(t, filepath.Join(single, "cohort.json"))
	if len(readCohortFile(t, single).Duplicates) == 0 {
		t.Fatal("the single run found no near-duplicates: the merge would not compare them")
	}
	for _, shards := range []int{1, 2, 7} {
		t.Run(fmt.Sprint(shards), func(t *testing.T) {
			var dirs []string
			for i := range shards {
				d := t.TempDir()
				runCLI(t, context.Background(), &stderr, "batch", list, "--out", d, "--shard", fmt.Sprintf("%d/%d", i, shards), "--log-level", "error")
				dirs = append(dirs, d)
			}
			merged := t.TempDir()
			if code := runCLI(t, context.Background(), &stderr, append([]string{"merge", "--out", merged, "--log-level", "error"}, dirs...)...); code != ExitError {
				t.Fatalf("merge: exit %d; stderr:\n%s", code, stderr.String())
			}
			for _, f := range append(cohort.Files, "s01/report.json", "s01/report.html") {
				a, err := os.ReadFile(filepath.Join(single, f))
				if err != nil {
					t.Fatal(err)
				}
				b, err := os.ReadFile(filepath.Join(merged, f))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a, b) {
					t.Errorf("%s: merge of %d shards differs from the single run:\n%s", f, shards, cmp.Diff(string(a), string(b)))
				}
			}
		})
	}
}

// In a cohort whose READMEs all keep the assignment's template and two of
// which share a planted paragraph, the planted pair is reported (from both
// sides, in cohort.json and cohort.md) and the template is not.
func TestBatchNearDuplicates(t *testing.T) {
	list, _ := cohortFixture(t, 6)
	out := t.TempDir()
	var stderr bytes.Buffer
	runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--rubric", "none", "--log-level", "error")
	c := readCohortFile(t, out)
	type pair struct{ Entry, Document, Other, OtherDocument string }
	var got []pair
	for _, d := range c.Duplicates {
		got = append(got, pair{d.Entry, d.Document, d.Other, d.OtherDocument})
		if d.Share < cohort.DuplicateThreshold || d.Common > d.Shingles {
			t.Errorf("%+v: share under the threshold or more shingles in common than in the document", d)
		}
	}
	want := []pair{{"s01", "README.md", "s03", "README.md"}, {"s03", "README.md", "s01", "README.md"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("duplicates (-want +got):\n%s\nstderr:\n%s", diff, stderr.String())
	}
	md, err := os.ReadFile(filepath.Join(out, "cohort.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`\| s01 \| README.md \| \d+% \| s03 \| README.md \|`).Match(md) {
		t.Errorf("cohort.md has no near-duplicate row for s01:\n%s", md)
	}
}

// With a model, the entries of a batch share one client (cache, budget)
// and each report counts its own calls: the cohort's model_calls sum to
// the server's hits, and a second entry with the same requests is served
// from the shared cache.
func TestBatchSharesModelClient(t *testing.T) {
	t.Chdir(t.TempDir())
	srv := llmtest.OpenAIServer(t, &llmtest.Court{})
	a, b := repotest.Build(t, fixture), repotest.Build(t, fixture)
	list := filepath.Join(t.TempDir(), "list.csv")
	if err := os.WriteFile(list, []byte("name,url\na,"+a+"\nb,"+b+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	env := map[string]string{"OPENAI_API_KEY": secretKey, "OPENAI_BASE_URL": srv.URL + "/v1", "SOURCE_DATE_EPOCH": "1700000000"}
	var stderr bytes.Buffer
	code := Main(context.Background(), Env{Args: []string{"batch", list, "--out", out, "--jobs", "1"}, Stdout: &bytes.Buffer{}, Stderr: &stderr,
		Getenv: func(k string) string { return env[k] }})
	if code != ExitOK {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	c := readCohortFile(t, out)
	if len(c.Entries) != 2 {
		t.Fatalf("%d entries", len(c.Entries))
	}
	first, second := c.Entries[0].ModelCalls, c.Entries[1].ModelCalls
	if first == 0 || first != srv.Hits() || second != 0 || c.Summary.ModelCalls != srv.Hits() {
		t.Errorf("model calls per entry %d, %d (cohort %d), server hits %d: want all calls on the first entry, the second from the shared cache",
			first, second, c.Summary.ModelCalls, srv.Hits())
	}
}

// On a terminal the progress is a bar with done, failed and left counts;
// in a pipe it is JSON lines (TestBatchStatusesAndResume reads those).
func TestBatchProgressBarOnTerminal(t *testing.T) {
	list, _ := cohortFixture(t, 3)
	var stderr bytes.Buffer
	saved := isTerminal
	isTerminal = func(w io.Writer) bool { return w == &stderr }
	defer func() { isTerminal = saved }()
	runCLI(t, context.Background(), &stderr, "batch", list, "--out", t.TempDir(), "--jobs", "1", "--rubric", "none", "--log-level", "warn")
	got := stderr.String()
	if !strings.Contains(got, "6 done, 3 failed, 0 left") || !strings.Contains(got, "(1/6)") {
		t.Errorf("no progress bar with counts on a terminal:\n%q", got)
	}
	if strings.Contains(got, `"message":"progress"`) {
		t.Errorf("JSON progress events on a terminal:\n%s", got)
	}
}

// validateCohortSchema validates a written cohort.json against the
// committed schema with an independent validator (santhosh-tekuri).
func validateCohortSchema(t *testing.T, path string) {
	t.Helper()
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(filepath.Join("..", "..", "schema", "cohort.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	inst, err := jsonschema.UnmarshalJSON(fh)
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("%s does not validate against schema/cohort.schema.json: %v", path, err)
	}
}

func TestPDFInstances(t *testing.T) {
	for _, tc := range []struct{ jobs, cpus, want int }{
		{1, 2, 1}, {2, 2, 2}, {8, 2, 2}, {3, 16, 3}, {0, 4, 1},
	} {
		if got := pdfInstances(tc.jobs, tc.cpus); got != tc.want {
			t.Errorf("pdfInstances(%d, %d) = %d, want %d", tc.jobs, tc.cpus, got, tc.want)
		}
	}
}

// A state written before shingles existed lists no shingles.json in its
// rows: a re-run audits those entries again (instead of skipping them and
// leaving them out of the near-duplicates).
func TestBatchResumeWithoutShingles(t *testing.T) {
	list, _ := cohortFixture(t, 6)
	out := t.TempDir()
	var stderr bytes.Buffer
	runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--rubric", "none", "--log-level", "error")
	db, err := sql.Open("sqlite", filepath.Join(out, "batch-state.sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, name := range []string{"s01", "s03"} { // as an older build left them
		var data string
		if err := db.QueryRow(`SELECT row FROM results WHERE entry LIKE ?`, name+" %").Scan(&data); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		old := strings.Replace(data, `,"`+name+`/shingles.json"`, "", 1)
		if old == data {
			t.Fatalf("%s: no shingles.json in the stored row %s", name, data)
		}
		if _, err := db.Exec(`UPDATE results SET row=? WHERE entry LIKE ?`, old, name+" %"); err != nil {
			t.Fatal(err)
		}
		if err := os.Remove(filepath.Join(out, name, cohort.FingerprintsFile)); err != nil {
			t.Fatal(err)
		}
	}
	stderr.Reset()
	runCLI(t, context.Background(), &stderr, "batch", list, "--out", out, "--rubric", "none", "--log-level", "info")
	ev := events(stderr.String())
	if diff := cmp.Diff([]string{"gone", "refused", "s01", "s03"}, ev["start"]); diff != "" {
		t.Errorf("entries audited again (-want +got):\n%s", diff)
	}
	c := readCohortFile(t, out)
	if len(c.Duplicates) != 2 {
		t.Errorf("duplicates after the resume: %+v, want s01 and s03", c.Duplicates)
	}
}
