package code

import (
	"context"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	repodet "github.com/repo-auditor/auditor/detectives/repo"
	"github.com/repo-auditor/auditor/detectives/vision"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/repotest"
)

// genGoRepo is repotest.GoRepoFiles as a memory snapshot's input, with
// the bytes of its Go files.
func genGoRepo(files int) (map[string]string, int64) {
	out := repotest.GoRepoFiles(files)
	var size int64
	for p, src := range out {
		if strings.HasSuffix(p, ".go") {
			size += int64(len(src))
		}
	}
	return out, size
}

// BenchmarkGoRepository measures the code detective alone on 2,800 Go
// files (about 6 KiB each): as built (records-200: only the files that
// can still get one of the 200 per-file records are parsed) and with a
// record for every file (records-all: every file parsed, the parser's
// throughput).
func BenchmarkGoRepository(b *testing.B) {
	files, size := genGoRepo(2800)
	snap := reposnap.NewMemory(files, nil)
	for _, bc := range []struct {
		name string
		lim  Limits
	}{{"records-200", Limits{}}, {"records-all", Limits{MaxRecords: 2800}}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for range b.N {
				if _, err := Collect(context.Background(), &detectives.Input{Snapshot: snap}, bc.lim); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSuite runs the built-in detectives on the same repository side
// by side, without and with the code detective, as an audit runs them (in
// parallel): the difference is what parsing adds to the evidence stage.
func BenchmarkSuite(b *testing.B) {
	files, size := genGoRepo(2800)
	snap := reposnap.NewMemory(files, nil)
	base := []*detectives.Detective{repodet.Detective, docs.Detective, vision.Detective}
	for _, bc := range []struct {
		name  string
		suite []*detectives.Detective
	}{{"without-code", base}, {"with-code", append(base[:3:3], Detective)}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for range b.N {
				for _, r := range detectives.Run(context.Background(), bc.suite, &detectives.Input{Snapshot: snap}) {
					if r.Err != nil {
						b.Fatal(r.Err)
					}
				}
			}
		})
	}
}
