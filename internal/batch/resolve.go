package batch

import (
	"context"
	"fmt"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/storage/memory"

	"github.com/repo-auditor/auditor/internal/repo"
)

// ResolveCommit returns the commit an entry would be audited at, without
// cloning: a local repository's revision, or a URL's advertised ref (as
// `git ls-remote` does). An error means the commit is unknown; the entry
// is then audited (and never skipped as current).
func ResolveCommit(ctx context.Context, e Entry) (string, error) {
	if repo.IsURL(e.URL) {
		return remoteCommit(ctx, e.URL, e.Ref)
	}
	r, err := git.PlainOpenWithOptions(e.URL, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if err != nil {
		return "", err
	}
	rev := e.Ref
	if rev == "" {
		rev = "HEAD"
	}
	h, err := r.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return "", err
	}
	return h.String(), nil
}

func remoteCommit(ctx context.Context, url, ref string) (string, error) {
	if plumbing.IsHash(ref) {
		return ref, nil
	}
	rem := git.NewRemote(memory.NewStorage(), &config.RemoteConfig{Name: "origin", URLs: []string{url}})
	refs, err := rem.ListContext(ctx, &git.ListOptions{})
	if err != nil {
		return "", err
	}
	byName := map[plumbing.ReferenceName]*plumbing.Reference{}
	for _, r := range refs {
		byName[r.Name()] = r
	}
	want := []plumbing.ReferenceName{plumbing.HEAD}
	if ref != "" {
		want = []plumbing.ReferenceName{plumbing.ReferenceName(ref), plumbing.NewBranchReferenceName(ref), plumbing.NewTagReferenceName(ref)}
	}
	for _, n := range want {
		r := byName[n]
		for i := 0; r != nil && r.Type() == plumbing.SymbolicReference && i < 5; i++ {
			r = byName[r.Target()]
		}
		if r != nil && r.Type() == plumbing.HashReference {
			return r.Hash().String(), nil
		}
	}
	return "", fmt.Errorf("%s: no ref %q advertised", url, strings.TrimSpace(ref))
}
