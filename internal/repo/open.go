package repo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/rs/zerolog"
)

// Options control Open.
type Options struct {
	Ref     string // branch, tag, remote branch or (abbreviated) commit; default HEAD
	Depth   int    // shallow clone depth for URLs; 0 = full history
	Limits  Limits
	TempDir string // parent of temporary clones; "" = os.TempDir()
	Logger  zerolog.Logger
	// Progress, when set, receives the server's clone progress messages
	// (git's sideband: "Counting objects: 45% ...").
	Progress io.Writer
	// Received, when set, is told the bytes of pack data a clone has
	// received so far, about every 100 ms from another goroutine while a
	// URL is cloned, and once more with the final size when the clone
	// ends. Opening a local path never calls it.
	Received func(bytes int64)
	// HistoryDeadline, when positive, has Open start the history walk of
	// a git repository as soon as the commit is resolved, before listing
	// its tree, under ctx and this deadline (counted from then);
	// Snapshot.History returns that walk's result. The walk of a large
	// history is the longest part of an audit, and the listing takes ~15 ms
	// of golang/tools' ~25 ms opening. Close stops it.
	HistoryDeadline time.Duration
}

// Open returns the snapshot of the repository named by input: a local path
// (default "."; any directory inside a git work tree audits that whole
// repository, a directory outside one is audited as plain files) or a git
// URL, which is cloned into a private temporary directory that
// Snapshot.Close removes. The snapshot is the committed tree at opt.Ref;
// stray work-tree files are not part of it. Errors name the input and say
// what to do; the caller must Close a returned snapshot.
func Open(ctx context.Context, input string, opt Options) (*Snapshot, error) {
	if input == "" {
		input = "."
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if IsURL(input) {
		return openURL(ctx, input, opt)
	}
	return openPath(ctx, input, opt)
}

// openPath opens a local directory: its enclosing git repository if any,
// else the plain directory.
func openPath(ctx context.Context, input string, opt Options) (*Snapshot, error) {
	fi, err := os.Stat(input)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: no such directory; give the path of a repository or a git URL", input)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", input, err)
	case !fi.IsDir():
		return nil, fmt.Errorf("%s is a file, not a directory; give the repository's directory", input)
	}
	openOpts := &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true}
	r, err := git.PlainOpenWithOptions(input, openOpts)
	if errors.Is(err, git.ErrRepositoryNotExists) {
		r, err = git.PlainOpen(input) // a bare repository
	}
	if errors.Is(err, git.ErrRepositoryNotExists) {
		opt.Logger.Debug().Str("input", input).Msg("not a git repository; auditing the plain directory")
		return openDir(ctx, input, input, opt)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: open git repository: %w", input, err)
	}
	s, err := openGit(ctx, gitSource{repo: r, input: input, worktree: worktreeRoot(r)}, opt)
	if err != nil {
		return nil, err
	}
	s.Origin = originURL(r)
	if opt.Depth > 0 {
		s.Warnings = append(s.Warnings, "--depth applies only to cloned URLs; ignored for a local repository")
	}
	if cut, err := r.Storer.Shallow(); err == nil && len(cut) > 0 {
		s.Warnings = append(s.Warnings, fmt.Sprintf("%s is a shallow clone: history evidence is truncated (run git fetch --unshallow there for the full history)", input))
	}
	opt.Logger.Debug().Str("input", input).Str("commit", s.Commit).Int("files", len(s.Files)).Msg("opened git repository")
	return s, nil
}

// originURL is the web URL of the repository's origin remote, "" if none.
func originURL(r *git.Repository) string {
	rem, err := r.Remote("origin")
	if err != nil || len(rem.Config().URLs) == 0 {
		return ""
	}
	return WebURL(rem.Config().URLs[0])
}
