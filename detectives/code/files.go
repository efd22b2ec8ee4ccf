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
	unavailable               // its language has no parser in this build
)

// result is the outcome of one job, stored at the job's index.
type result struct {
	Status status
	Facts  *fileFacts
}

// languages maps a file extension to the language parsed.
var languages = map[string]string{".go": "go", ".py": "python", ".pyi": "python"}

var vendoredDirs = map[string]bool{"vendor": true, "node_modules": true, "third_party": true, "site-packages": true, ".venv": true, "venv": true}

// selectFiles lists the tracked regular source files in path order,
// leaving out vendored directories, at most lim.MaxFiles of them.
func selectFiles(in *detectives.Input, lim Limits) []job {
	var jobs []job
	total := 0
	for _, f := range in.Snapshot.Files {
		lang := languages[path.Ext(f.Path)]
		if lang == "" || isVendored(f.Path) || (f.Mode != repo.Regular && f.Mode != repo.Executable) {
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
// timing. Workers stop taking jobs once ctx is done.
func parseAll(ctx context.Context, in *detectives.Input, jobs []job, lim Limits) []result {
	out := make([]result, len(jobs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			py := newPyParser()
			defer py.close()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) || ctx.Err() != nil {
					return
				}
				out[i] = parseOne(ctx, in, py, jobs[i], lim)
			}
		})
	}
	wg.Wait()
	return out
}

// parseOne reads and parses one file under its own deadline. Every skip
// is a warning naming the file and why.
func parseOne(ctx context.Context, in *detectives.Input, py *pyParser, j job, lim Limits) result {
	if j.Lang == "python" && !pythonAvailable {
		return result{Status: unavailable}
	}
	if j.Size > lim.MaxFileBytes {
		warn(in, j.Path, fmt.Sprintf("source file skipped: %d bytes exceeds the %d-byte parse cap", j.Size, lim.MaxFileBytes))
		return result{Status: skipped}
	}
	src, err := in.Snapshot.ReadFile(j.Path)
	if err != nil {
		warn(in, j.Path, "source file skipped: "+err.Error())
		return result{Status: skipped}
	}
	if repo.IsBinary(src) {
		return result{Status: skipped}
	}
	fctx, cancel := context.WithTimeout(ctx, lim.FileTimeout)
	defer cancel()
	var f *fileFacts
	switch j.Lang {
	case "go":
		f, err = parseGo(fctx, j.Path, src)
	case "python":
		f, err = py.parse(fctx, j.Path, src, lim)
	}
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			err = fmt.Errorf("parsing took longer than %s", lim.FileTimeout)
		}
		warn(in, j.Path, "source file skipped: "+err.Error())
		return result{Status: skipped}
	}
	return result{Status: parsed, Facts: f}
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
