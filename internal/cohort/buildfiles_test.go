package cohort

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// randomRows is a random cohort like TestFindDuplicatesEqualsReference's,
// with shingles spread over the whole 64-bit range (every partition).
func randomRows(r *rand.Rand) []Row {
	paras := make([][]uint64, 40)
	for i := range paras {
		for range 5 + r.IntN(60) {
			paras[i] = append(paras[i], r.Uint64N(4000)*0x9e3779b97f4a7c15)
		}
	}
	n := 2 + r.IntN(40)
	rows, names := make([]Row, n), r.Perm(100)
	for i := range rows {
		rows[i].Name = fmt.Sprintf("e%02d", names[i])
		for d := range 1 + r.IntN(3) {
			var sh []uint64
			if r.IntN(4) > 0 {
				sh = append(sh, paras[0]...)
			}
			for range r.IntN(5) {
				sh = append(sh, paras[r.IntN(len(paras))]...)
			}
			slices.Sort(sh)
			rows[i].Docs = append(rows[i].Docs, DocShingles{Name: fmt.Sprintf("d%d.md", d), Shingles: slices.Compact(sh)})
		}
	}
	return rows
}

// The spilled search equals the reference whatever the block size (one
// document a block up to all in one) and the storage (memory, files).
func TestSearchDuplicatesBlocksAndFiles(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for round := range 30 {
		rows := randomRows(r)
		want := findDuplicatesRef(rows)
		for _, counters := range []int{1, 7 * len(rows), blockCounters} {
			for _, store := range []string{"memory", "files"} {
				if store == "files" && round%6 != 0 { // 256 files a search: a few rounds suffice
					continue
				}
				dir := t.TempDir()
				newBuckets := func(n int) (buckets, error) { return newMemBuckets(n), nil }
				if store == "files" {
					newBuckets = func(n int) (buckets, error) { return newFileBuckets(dir, n) }
				}
				res, err := searchDuplicates(rows, inMemory, newBuckets, counters)
				if err != nil {
					t.Fatal(err)
				}
				if diff := gocmp.Diff(want, res.dups); diff != "" {
					t.Fatalf("round %d, %d counters, %s: differs from the reference (-want +got):\n%s", round, counters, store, diff)
				}
				if left, _ := os.ReadDir(dir); len(left) != 0 {
					t.Fatalf("round %d: %d temporary files left in %s", round, len(left), dir)
				}
			}
		}
		if round == 0 && len(want) == 0 {
			t.Fatal("the random cohort has no duplicates: the comparison tests nothing")
		}
	}
}

// writeFingerprints writes each row's Docs as its FingerprintsFile under
// dir, lists it in Reports and returns the rows without Docs.
func writeFingerprints(t *testing.T, dir string, rows []Row) []Row {
	t.Helper()
	out := make([]Row, len(rows))
	for i, r := range rows {
		rel := r.Name + "/" + FingerprintsFile
		data, err := json.Marshal(fingerprints{ShingleWords: ShingleWords, Documents: r.Docs})
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dir, r.Name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), data, 0o644); err != nil {
			t.Fatal(err)
		}
		out[i] = r
		out[i].Docs = nil
		out[i].Reports = []string{r.Name + "/report.json", rel}
	}
	return out
}

func cohortJSON(t *testing.T, c *Cohort) string {
	t.Helper()
	var b bytes.Buffer
	if err := WriteJSON(&b, c); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// BuildFromFiles reading the entries' shingles.json makes the report Build
// makes with the shingles in memory, byte for byte; an unreadable file or
// one of another shingle size leaves its entry uncompared, with a warning.
func TestBuildFromFilesEqualsBuild(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 1))
	for round := range 10 {
		rows := randomRows(r)
		dir := t.TempDir()
		fileRows := writeFingerprints(t, dir, rows)
		if round%2 == 1 { // break two entries' files
			os.Remove(filepath.Join(dir, rows[0].Name, FingerprintsFile))
			os.WriteFile(filepath.Join(dir, rows[1].Name, FingerprintsFile), []byte(`{"shingle_words":3,"documents":[]}`), 0o644)
			rows[0].Docs, rows[1].Docs = nil, nil
		}
		var warned []error
		got, err := BuildFromFiles(Tool{Name: "auditor", Version: "1"}, "2026-01-01T00:00:00Z", dir, fileRows, func(err error) { warned = append(warned, err) })
		if err != nil {
			t.Fatal(err)
		}
		for i := range rows {
			rows[i].Reports = fileRows[i].Reports
		}
		want := Build(Tool{Name: "auditor", Version: "1"}, "2026-01-01T00:00:00Z", rows)
		if diff := gocmp.Diff(cohortJSON(t, want), cohortJSON(t, got)); diff != "" {
			t.Fatalf("round %d: BuildFromFiles differs from Build (-want +got):\n%s", round, diff)
		}
		msg := fmt.Sprint(errors.Join(warned...))
		if wantWarn := round%2 == 1; wantWarn != (len(warned) == 1 && strings.Contains(msg, rows[0].Name) && strings.Contains(msg, "3-word shingles")) {
			t.Fatalf("round %d: warnings %q", round, msg)
		}
		if left, _ := filepath.Glob(filepath.Join(dir, ".cohort-spill-*")); len(left) != 0 {
			t.Fatalf("round %d: spill directories left: %v", round, left)
		}
	}
}
