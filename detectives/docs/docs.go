// Package docs is the docs detective: it reads every document of the audit
// (tracked Markdown and PDF files, and the --report files given from
// outside) and extracts every file path they cite, with the context that
// decides whether the mention is a claim of existence. It does not resolve
// claims; the aggregator does. A mention that is not a claim (a URL, a
// placeholder, a file the reader is told to create, a plan, a run-time
// output, a quote about another repository) is emitted with
// Status=not_a_claim and a Reason, so that it is counted and never flagged.
// A Markdown document's code blocks and spans also give COMMAND_CLAIM
// (commands.go: `make test`, `npm run lint`, ...) and SYMBOL_CLAIM
// (symbols.go: `merge_evidences` in `src/state.py`) evidence.
package docs

import (
	"context"
	"fmt"
	"github.com/bmatcuk/doublestar/v4"
	"runtime"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Detective is the docs detective.
var Detective = &detectives.Detective{
	Name:   "docs",
	Doc:    "extracts every file path the documents cite and whether each is a claim of existence",
	Source: evidence.Docs,
	Run:    run,
}

// DocumentFormat returns the format of a tracked path, or "" when it is
// not a document the detective reads.
func DocumentFormat(path string) Format {
	if detectives.InVendoredDir(path) {
		return ""
	}
	lp := strings.ToLower(path)
	switch {
	case strings.HasSuffix(lp, ".md"), strings.HasSuffix(lp, ".markdown"), strings.HasSuffix(lp, ".mdx"):
		return FormatMarkdown
	case strings.HasSuffix(lp, ".pdf"):
		return FormatPDF
	}
	return ""
}

// Excluded reports whether a tracked document is not read: it matches one
// of the documents.exclude globs (invalid globs match nothing), or it is a
// test fixture (testFixture) or data (dataDocument).
func Excluded(p string, globs []string) bool {
	if testFixture(p) || dataDocument(p) {
		return true
	}
	for _, g := range globs {
		if ok, err := doublestar.Match(g, p); err == nil && ok {
			return true
		}
	}
	return false
}

// job is one document to read: a tracked path (loaded lazily) or an
// external document.
type job struct {
	path string
	doc  Doc
}

func run(ctx context.Context, in *detectives.Input) ([]evidence.Evidence, error) {
	opt := Options{Text: in.DocumentText}
	var jobs []job
	var symlinks []evidence.Evidence // documents that are symlinks: never followed
	if s := in.Snapshot; s != nil {
		opt.Manifest, opt.Origin, opt.Project = s.Manifest(), s.Origin, s.Name()
		if opt.Origin != "" {
			opt.OriginAliases = originAliases(s, opt.Origin)
			opt.ForeignSites = foreignSites(s, opt.Origin, opt.OriginAliases)
		}
		modules := writersideModules(s)
		opt.ForeignSites = withWritersideTopics(opt.ForeignSites, modules)
		opt.Snippets = writersideSnippets(modules)
		skipped := 0
		for _, f := range s.Files {
			format := DocumentFormat(f.Path)
			if format == "" || f.Mode != repo.Regular && f.Mode != repo.Executable && f.Mode != repo.Symlink {
				continue
			}
			if Excluded(f.Path, in.SkipDocuments) {
				skipped++
				continue
			}
			if f.Mode == repo.Symlink {
				symlinks = append(symlinks, symlinkDocument(in, f, format))
				continue
			}
			jobs = append(jobs, job{path: f.Path, doc: Doc{Name: f.Path, Format: format}})
		}
		if skipped > 0 {
			in.Logger.Info().Int("documents", skipped).Msg("documents excluded by the repository's documents.exclude")
		}
	}
	for _, d := range in.Documents {
		jobs = append(jobs, job{doc: Doc{Name: d.Name, Format: formatOf(d.Kind), External: true, Data: d.Data}})
		opt.Documents = append(opt.Documents, d.Name)
	}
	if len(jobs) == 0 {
		return append(symlinks, noDocuments()), nil
	}
	opt.clones = &cloneSet{}
	results := make([][]evidence.Evidence, len(jobs))
	in.Progress.Expect(countDocuments, len(jobs))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, j := range jobs {
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			results[i] = readJob(gctx, in, j, opt)
			countRead(in.Progress)
			return nil
		})
	}
	err := g.Wait()
	n := 0
	for _, r := range results {
		n += len(r)
	}
	out := make([]evidence.Evidence, 0, n+len(symlinks))
	for _, r := range results {
		out = append(out, r...)
	}
	opt.clones.markCloned(out)
	out = append(out, symlinks...)
	if depth, ok := theoryDepth(jobs, results); ok {
		out = append(out, depth)
	}
	return out, err
}

func formatOf(k detectives.DocKind) Format {
	switch k {
	case detectives.PDF:
		return FormatPDF
	case detectives.Text:
		return FormatText
	}
	return FormatMarkdown
}

// readJob loads a tracked document (bounded, never through a symlink) and
// extracts it; a read failure is a warning plus a found=false DOCUMENT.
func readJob(ctx context.Context, in *detectives.Input, j job, opt Options) []evidence.Evidence {
	d := j.doc
	warn := func(msg string) { in.Warn(detectives.Warning{Detective: "docs", Message: msg, Location: d.Name}) }
	if j.path != "" {
		data, err := in.Snapshot.ReadFile(j.path)
		if err != nil {
			warn(fmt.Sprintf("document skipped: %v", err))
			return []evidence.Evidence{unreadable(d, err.Error())}
		}
		d.Data = data
	}
	if repo.IsLFSPointer(d.Data) {
		warn(repo.LFSPointerNote(d.Name))
		return []evidence.Evidence{unreadable(d, "Git LFS pointer: content not in the repository")}
	}
	if d.Format != FormatPDF {
		data, enc, ok := decodeText(d.Data)
		if !ok || j.path != "" && isBinary(data) {
			warn("document skipped: binary content")
			return []evidence.Evidence{unreadable(d, "binary content")}
		}
		if enc != "" && enc != EncodingUTF8BOM {
			warn("document read as " + enc + ": it is not UTF-8")
		}
		d.Data = data
	}
	opt.Warn = warn
	if d.Format == FormatPDF {
		var settle func()
		ctx, settle = countPages(ctx, in.Progress)
		defer settle()
	}
	return Extract(ctx, d, opt)
}

func unreadable(d Doc, why string) evidence.Evidence {
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassDocument, idParts(d)...),
		Source:     evidence.Docs,
		Class:      evidence.ClassDocument,
		Goal:       "extract the file paths " + d.Name + " cites",
		Content:    evidence.Truncate(d.Name+": not read: "+why, evidence.MaxContent),
		Location:   d.Name,
		Rationale:  "the document could not be read; its claims are unverified",
		Confidence: 1,
		Data:       map[string]any{"format": string(d.Format), "external": d.External},
	}
}

// noDocuments records that there was nothing to read: itself a finding.
func noDocuments() evidence.Evidence {
	return evidence.Evidence{
		ID:         evidence.ID(evidence.Docs, evidence.ClassDocument, "none"),
		Source:     evidence.Docs,
		Class:      evidence.ClassDocument,
		Goal:       "find the documents of the repository",
		Content:    "no Markdown or PDF document is tracked and no report was given",
		Rationale:  "without documents there are no path claims to verify",
		Confidence: 1,
	}
}
