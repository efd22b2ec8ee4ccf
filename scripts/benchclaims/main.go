// Command benchclaims is the test tooling behind scripts/bench-claims.sh.
//
//	benchclaims gen -dir D [-docs 1000] [-files 20000]
//	    writes a git repository (work tree checked out, so that other link
//	    checkers can read the files) of FILES tracked files, DOCS of them
//	    Markdown documents with relative links, images, directory links,
//	    in-document and cross-document anchors, external URLs, code spans
//	    and prose paths; about one document in five also has broken local
//	    links. Objects are packed, as in a clone. Deterministic.
//	benchclaims measure -repo D [-n 5] [-broken FILE]
//	    times claim extraction (docs detective) and resolution (aggregator)
//	    over the committed tree, N times, and writes the broken local links
//	    the aggregator found (document<TAB>target as written) to FILE.
//	benchclaims mlc -in OUTPUT
//	    turns markdown-link-check's output into the same document<TAB>target
//	    lines on stdout.
//
// It never runs on audited input; it needs the git binary.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/aggregator"
	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "gen":
		fs := flag.NewFlagSet("gen", flag.ExitOnError)
		dir := fs.String("dir", "", "directory to create")
		nDocs := fs.Int("docs", 1000, "Markdown documents")
		nFiles := fs.Int("files", 20000, "tracked files in all")
		_ = fs.Parse(os.Args[2:])
		err = gen(*dir, *nDocs, *nFiles)
	case "measure":
		fs := flag.NewFlagSet("measure", flag.ExitOnError)
		dir := fs.String("repo", "", "repository")
		n := fs.Int("n", 5, "runs")
		broken := fs.String("broken", "", "write the broken local links found here")
		prof := fs.String("cpuprofile", "", "write a CPU profile of the timed runs here")
		_ = fs.Parse(os.Args[2:])
		err = measure(*dir, *n, *broken, *prof)
	case "mlc":
		fs := flag.NewFlagSet("mlc", flag.ExitOnError)
		in := fs.String("in", "", "markdown-link-check output")
		_ = fs.Parse(os.Args[2:])
		err = parseMLC(*in)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchclaims:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: benchclaims gen|measure|mlc [flags]")
	os.Exit(2)
}

// --- gen ---------------------------------------------------------------

const sections = 40

func docPath(i int) string { return fmt.Sprintf("docs/sec%02d/page%04d.md", i%sections, i) }

func srcPath(i int) string { return fmt.Sprintf("src/pkg%03d/file%05d.go", i%300, i) }

func imgPath(i int) string { return fmt.Sprintf("assets/img%03d.png", i%200) }

// rel is the path of target relative to the directory of doc.
func rel(doc, target string) string {
	r, err := filepath.Rel(filepath.Dir(doc), target)
	if err != nil {
		panic(err)
	}
	return filepath.ToSlash(r)
}

// document writes document i. Documents with i%5 == 0 also carry broken
// local links: a missing file, a missing image, a missing directory, a
// broken in-document anchor and a broken cross-document anchor.
func document(i, nDocs, nSrc int) string {
	me := docPath(i)
	next, other := docPath((i+1)%nDocs), docPath((i*37+11)%nDocs)
	src, src2 := srcPath((i*7)%nSrc), srcPath((i*13+5)%nSrc)
	var b strings.Builder
	fmt.Fprintf(&b, "# Page %d\n\nThis page documents part %d of the system. It is generated for a benchmark\nbut reads like an ordinary project document with links, code and prose.\n\n", i, i)
	b.WriteString("## Setup\n\n")
	fmt.Fprintf(&b, "Read the [next page](%s) and the [related page](%s) first.\n", rel(me, next), rel(me, other))
	fmt.Fprintf(&b, "The implementation is in [the source](%s); see also [its package](%s/).\n", rel(me, src), rel(me, filepath.Dir(src)))
	fmt.Fprintf(&b, "![Diagram %d](%s)\n\n", i, rel(me, imgPath(i)))
	b.WriteString("## Usage\n\n")
	fmt.Fprintf(&b, "Run the tool as described in [setup](#setup) and [the next page's setup](%s#setup).\n", rel(me, next))
	fmt.Fprintf(&b, "The entry point `%s` calls `%s`, and %s holds the helpers.\n", src, src2, srcPath((i*3+1)%nSrc))
	b.WriteString("External references: [Go](https://go.dev/doc/), [mail us](mailto:team@example.com).\n\n")
	b.WriteString("```sh\ngo test ./...\n```\n\n")
	b.WriteString("## Details\n\n")
	for k := 0; k < 12; k++ {
		fmt.Fprintf(&b, "Paragraph %d of page %d explains a design decision in plain words, with no path at all,\nso that the document has the length of a real one.\n\n", k, i)
	}
	if i%5 == 0 {
		// Neutral wording: a sentence that says the target is missing
		// ("the removed package is gone") is no claim for the auditor.
		b.WriteString("## Appendix\n\n")
		fmt.Fprintf(&b, "The loader is described in [the loader module](%s).\n", rel(me, fmt.Sprintf("src/loader/load%04d.go", i)))
		fmt.Fprintf(&b, "![Figure %d](%s)\n", i, rel(me, fmt.Sprintf("assets/figure%04d.png", i)))
		fmt.Fprintf(&b, "The [plugins package](%s/) holds the extensions.\n", rel(me, fmt.Sprintf("src/plugins%04d", i)))
		b.WriteString("Configuration is explained under [configuration](#configuration).\n")
		fmt.Fprintf(&b, "Limits are listed in [the next page's limits](%s#limits).\n", rel(me, next))
	}
	return b.String()
}

func gen(dir string, nDocs, nFiles int) error {
	if dir == "" || nDocs < 1 || nFiles < nDocs+200+10 {
		return fmt.Errorf("gen: need -dir, -docs >= 1 and -files >= docs+210")
	}
	nSrc := nFiles - nDocs - 200 - 1 // docs, images, README.md
	files := map[string][]byte{"README.md": []byte("# Bench\n\nStart at [the first page](docs/sec00/page0000.md).\n")}
	for i := 0; i < 200; i++ {
		files[imgPath(i)] = []byte("\x89PNG\r\n\x1a\n")
	}
	for i := 0; i < nSrc; i++ {
		files[srcPath(i)] = []byte(fmt.Sprintf("package pkg%03d\n\n// F%d is generated.\nfunc F%d() int { return %d }\n", i%300, i, i, i))
	}
	for i := 0; i < nDocs; i++ {
		files[docPath(i)] = []byte(document(i, nDocs, nSrc))
	}
	for p, data := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, data, 0o644); err != nil {
			return err
		}
	}
	env := append(os.Environ(), "GIT_AUTHOR_DATE=2024-01-02T03:04:05Z", "GIT_COMMITTER_DATE=2024-01-02T03:04:05Z",
		"GIT_AUTHOR_NAME=bench", "GIT_AUTHOR_EMAIL=bench@example.com", "GIT_COMMITTER_NAME=bench", "GIT_COMMITTER_EMAIL=bench@example.com")
	for _, args := range [][]string{{"init", "-q", "-b", "main"}, {"add", "-A"}, {"commit", "-q", "-m", "generated benchmark repository"}, {"repack", "-adq"}} {
		cmd := exec.Command("git", args...)
		cmd.Dir, cmd.Env, cmd.Stderr = dir, env, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("git %s: %w", args[0], err)
		}
	}
	fmt.Printf("generated %d tracked files (%d Markdown documents) in %s\n", len(files), nDocs+1, dir)
	return nil
}

// --- measure -----------------------------------------------------------

func measure(dir string, n int, brokenOut, prof string) error {
	ctx := context.Background()
	t0 := time.Now()
	snap, err := repo.Open(ctx, dir, repo.Options{Logger: zerolog.Nop()})
	if err != nil {
		return err
	}
	defer snap.Close()
	open := time.Since(t0)
	nDocs := 0
	for _, p := range snap.Manifest().Paths() {
		if docs.DocumentFormat(p) != "" {
			nDocs++
		}
	}
	fmt.Printf("snapshot: %d tracked files, %d documents, opened in %s (GOMAXPROCS=%d)\n",
		len(snap.Manifest().Paths()), nDocs, open.Round(time.Millisecond), runtime.GOMAXPROCS(0))

	if prof != "" {
		f, err := os.Create(prof)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var extract, resolve, total []time.Duration
	var out aggregator.Output
	for k := 0; k < n; k++ {
		t1 := time.Now()
		ev, err := docs.Detective.Run(ctx, &detectives.Input{Snapshot: snap, Logger: zerolog.Nop()})
		if err != nil {
			return err
		}
		t2 := time.Now()
		out = aggregator.Aggregate(aggregator.Input{
			Evidence: evidence.Set{evidence.Repo: {}, evidence.Docs: ev, evidence.Vision: {}},
			Manifest: snap.Manifest(),
			Files:    docs.NewFileFacts(snap),
			Ignored:  snap.IsIgnored,
			RepoName: filepath.Base(dir),
		})
		t3 := time.Now()
		extract, resolve, total = append(extract, t2.Sub(t1)), append(resolve, t3.Sub(t2)), append(total, t3.Sub(t1))
	}
	s := out.Stats
	fmt.Printf("claims %d: resolved %d, hallucinated %d (%d flags), broken anchors %d, missing lines %d, not claims %d, ambiguous %d\n",
		s.Claims, s.Resolved, s.Hallucinated, s.Flags, s.BrokenAnchors, s.MissingLines, s.NotClaims, s.Ambiguous)
	fmt.Printf("extraction (docs detective)   first %8s  median %8s  min %8s\n", r(extract[0]), r(median(extract)), r(minimum(extract)))
	fmt.Printf("resolution (aggregator)       first %8s  median %8s  min %8s\n", r(resolve[0]), r(median(resolve)), r(minimum(resolve)))
	fmt.Printf("extraction + resolution       first %8s  median %8s  min %8s  (%d runs)\n", r(total[0]), r(median(total)), r(minimum(total)), n)
	if brokenOut == "" {
		return nil
	}
	var lines []string
	for _, e := range out.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || (c.Kind != evidence.KindLink && c.Kind != evidence.KindImage) {
			continue
		}
		switch c.Status {
		case evidence.StatusMissing, evidence.StatusBadAnchor, evidence.StatusBadLine:
			target := c.Text
			if c.Anchor != "" {
				target += "#" + c.Anchor
			}
			lines = append(lines, c.Document+"\t"+target)
		}
	}
	return writeSorted(brokenOut, lines)
}

func r(d time.Duration) string { return d.Round(time.Millisecond).String() }

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func minimum(d []time.Duration) time.Duration {
	m := d[0]
	for _, x := range d {
		m = min(m, x)
	}
	return m
}

func writeSorted(path string, lines []string) error {
	sort.Strings(lines)
	lines = compact(lines)
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	if path == "-" {
		_, err := os.Stdout.WriteString(b.String())
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func compact(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// --- mlc ---------------------------------------------------------------

// parseMLC reads markdown-link-check's default output: "FILE: path" starts
// a document, "[✖] target → Status: N" reports a dead link. Each dead link
// is listed twice (in the run and in the summary); duplicates are dropped.
func parseMLC(in string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	var lines []string
	doc := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if rest, ok := strings.CutPrefix(l, "FILE: "); ok {
			doc = filepath.ToSlash(filepath.Clean(rest))
			continue
		}
		rest, ok := strings.CutPrefix(l, "[✖] ")
		if !ok {
			continue
		}
		target, _, _ := strings.Cut(rest, " → ")
		lines = append(lines, doc+"\t"+target)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return writeSorted("-", lines)
}
