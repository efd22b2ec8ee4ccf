package code

import (
	"context"
	"errors"
	"fmt"
	"path"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
)

// job is one tracked source file to parse.
type job struct {
	Path string
	Lang string
	Size int64
}

// status is what became of a job.
type status uint8

const (
	notStarted  status = iota // the time budget ran out before it
	parsed                    // facts extracted
	skipped                   // too large, binary, invalid, too deep or too slow (warned)
	unavailable               // its language has no parser in this build (no cgo)
	pastRecords               // records-only and past lim.MaxRecords files with records (records.go)
)

// result is the outcome of one job, stored at the job's index.
type result struct {
	Status status
	Facts  *fileFacts
	Reason string // why a skipped file was skipped
}

// maxSkipWarnings bounds the per-file skip warnings; the rest are counted
// in one more warning (a repository can hold thousands of invalid fixtures).
const maxSkipWarnings = 20

// languages maps a file extension to the language parsed ("tsx" is
// TypeScript with JSX, reported as typescript).
var languages = map[string]string{
	".go": "go", ".py": "python", ".pyi": "python",
	".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
	".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
}

// langNames are the languages as messages name them.
var langNames = map[string]string{"go": "Go", "python": "Python", "javascript": "JavaScript", "typescript": "TypeScript", "tsx": "TypeScript"}

// vendoredDirs hold code that is not the project's own, or fixtures
// (testdata, which the Go tool ignores too and which often holds invalid
// source on purpose).
var vendoredDirs = map[string]bool{"vendor": true, "node_modules": true, "third_party": true, "site-packages": true,
	".venv": true, "venv": true, "testdata": true}

// selectFiles lists the tracked regular source files in path order,
// leaving out vendored and testdata directories, at most lim.MaxFiles of
// them.
func selectFiles(in *detectives.Input, lim Limits) []job {
	var jobs []job
	total := 0
	for _, f := range in.Snapshot.Files {
		lang := languages[path.Ext(f.Path)]
		if lang == "" || isVendored(f.Path) || strings.HasSuffix(f.Path, ".min.js") || (f.Mode != repo.Regular && f.Mode != repo.Executable) {
			continue
		}
		total++
		if len(jobs) < lim.MaxFiles {
			jobs = append(jobs, job{Path: f.Path, Lang: lang, Size: f.Size})
		}
	}
	if total > len(jobs) {
		warn(in, "", fmt.Sprintf("%d source files tracked; only the first %d (by path) were parsed", total, len(jobs)))
	}
	return jobs
}

func isVendored(p string) bool {
	parts := strings.Split(p, "/")
	for _, s := range parts[:len(parts)-1] {
		if vendoredDirs[s] {
			return true
		}
	}
	return false
}

// parseAll parses the jobs on GOMAXPROCS workers, each with its own
// parsers; results are stored by index, so their order never depends on
// timing. Workers stop taking jobs once ctx is done, and skip a
// records-only job once the per-file records are taken (records.go).
func parseAll(ctx context.Context, in *detectives.Input, jobs []job, lim Limits) []result {
	out := make([]result, len(jobs))
	watch := newRecordWatch(len(jobs), lim.MaxRecords)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			tp := newTreeParsers()
			defer tp.close()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) || ctx.Err() != nil {
					return
				}
				if recordsOnly(jobs[i].Lang) && parsable(jobs[i].Lang) && watch.full.Load() {
					out[i] = result{Status: pastRecords}
				} else {
					out[i] = parseOne(ctx, in, tp, jobs[i], lim)
				}
				watch.finished(i, out[i])
			}
		})
	}
	wg.Wait()
	return out
}

// parseOne reads and parses one file under its own deadline. A skipped
// file's result says why (skipWarnings reports it).
func parseOne(ctx context.Context, in *detectives.Input, tp *treeParsers, j job, lim Limits) result {
	if !parsable(j.Lang) {
		return result{Status: unavailable}
	}
	if j.Size > lim.MaxFileBytes {
		return skip(fmt.Sprintf("%d bytes exceeds the %d-byte parse cap", j.Size, lim.MaxFileBytes))
	}
	src, err := in.Snapshot.ReadFile(j.Path)
	if err != nil {
		return skip(err.Error())
	}
	if repo.IsBinary(src) {
		return result{Status: skipped}
	}
	fctx, cancel := context.WithTimeout(ctx, lim.FileTimeout)
	defer cancel()
	var f *fileFacts
	if j.Lang == "go" {
		f, err = parseGo(fctx, j.Path, src)
	} else {
		f, err = tp.parse(fctx, j.Lang, j.Path, src, lim)
	}
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			err = fmt.Errorf("parsing took longer than %s", lim.FileTimeout)
		}
		return skip(err.Error())
	}
	return result{Status: parsed, Facts: f}
}

func skip(reason string) result { return result{Status: skipped, Reason: reason} }

// skipWarnings warns about skipped files in path order: the first
// maxSkipWarnings by name and reason, the rest counted in one warning.
func skipWarnings(in *detectives.Input, jobs []job, results []result) {
	n := 0
	for i, r := range results {
		if r.Status != skipped || r.Reason == "" {
			continue
		}
		if n++; n <= maxSkipWarnings {
			warn(in, jobs[i].Path, "source file skipped: "+r.Reason)
		}
	}
	if n > maxSkipWarnings {
		warn(in, "", fmt.Sprintf("%d more source files skipped (too large, invalid, too deep or too slow to parse)", n-maxSkipWarnings))
	}
}

// notReached warns once about the files the time budget did not reach.
func notReached(in *detectives.Input, jobs []job, results []result) {
	var names []string
	for i, r := range results {
		if r.Status == notStarted {
			names = append(names, jobs[i].Path)
		}
	}
	if len(names) == 0 {
		return
	}
	shown := names[:min(len(names), 5)]
	warn(in, "", fmt.Sprintf("%d of %d source files were not parsed: the code detective's time budget ran out (first: %s)", len(names), len(jobs), strings.Join(shown, ", ")))
}
