// Package repotest builds git fixture repositories for tests from txtar
// archives, with go-git only (no git binary), pinned identities and dates so
// that commit hashes are identical on every run and machine.
//
// Archive format. The comment before the first section is ignored. File
// sections accumulate changes; directive sections (names starting with a
// dot) act on them, in order:
//
//	-- path --             regular file; the body is its content
//	-- path [+x] --        executable file
//	-- path -> target --   symlink to target (the body is ignored)
//	-- .rm --              delete the paths listed in the body (a directory
//	                       path deletes everything under it)
//	-- .commit --          commit the changes; the body is the message,
//	                       optionally preceded by "Author: Name <email>" and
//	                       "Date: 2024-01-02T10:00:00Z" lines
//	-- .merge NAME --      like .commit, with branch NAME as second parent;
//	                       the tree is the current state only (strategy
//	                       "ours"): list merged-in files explicitly
//	-- .branch NAME --     create branch NAME at the current commit
//	-- .checkout NAME --   continue on branch NAME (created here if new)
//	-- .tag NAME --        tag the current commit: lightweight when the body
//	                       is empty, annotated with the body as message
//
// Changes left after the last directive are committed as "commit N". The
// first branch is "main"; HEAD ends on the branch checked out last. Commit
// N (counting from 1) defaults to DefaultAuthor and DefaultTime + N hours.
// Unless Bare is given, the final HEAD tree is also written as the work
// tree (no index: the repository reads as committed).
package repotest

import (
	"fmt"
	"os"
	"testing"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
)

// Defaults for commits without Author/Date lines.
var (
	DefaultAuthor = "Ada Tester <ada@example.com>"
	DefaultTime   = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
)

// Option configures Build and Write.
type Option func(*options)

type options struct {
	bare   bool
	origin string
}

// Bare builds a bare repository (no work tree), e.g. to serve as a
// file:// remote.
func Bare() Option { return func(o *options) { o.bare = true } }

// Origin records url as the "origin" remote in the repository config.
func Origin(url string) Option { return func(o *options) { o.origin = url } }

// Build writes the repository described by archive into a new temporary
// directory and returns it; any error fails the test.
func Build(t testing.TB, archive string, opts ...Option) string {
	t.Helper()
	dir := t.TempDir()
	if err := Write(dir, archive, opts...); err != nil {
		t.Fatalf("repotest: %v", err)
	}
	return dir
}

// RemoteURL builds archive as a bare repository and returns its file://
// URL, for clone tests.
func RemoteURL(t testing.TB, archive string, opts ...Option) string {
	t.Helper()
	return FileURL(Build(t, archive, append(opts, Bare())...))
}

// FileURL is the file:// URL of a local directory.
func FileURL(dir string) string { return "file://" + dir }

// Write builds the repository described by archive in dir (created if
// needed; it must not hold a repository already).
func Write(dir, archive string, opts ...Option) error {
	var o options
	for _, f := range opts {
		f(&o)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	r, err := git.PlainInit(dir, o.bare)
	if err != nil {
		return fmt.Errorf("init %s: %w", dir, err)
	}
	if o.origin != "" {
		if _, err := r.CreateRemote(&config.RemoteConfig{Name: "origin", URLs: []string{o.origin}}); err != nil {
			return err
		}
	}
	b := newBuilder(r)
	if err := b.run(archive); err != nil {
		return err
	}
	if err := b.finish(); err != nil {
		return err
	}
	if o.bare || b.head.IsZero() {
		return nil
	}
	return writeWorkTree(dir, b.states[b.head])
}
