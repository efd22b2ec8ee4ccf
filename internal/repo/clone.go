package repo

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"

	git "github.com/go-git/go-git/v5"

	"github.com/repo-auditor/auditor/internal/interrupt"
)

// openURL clones rawURL (bare: no work tree is written) into a private
// temporary directory and snapshots it. The directory is removed when the
// clone or the snapshot fails, when ctx is cancelled, and by
// Snapshot.Close.
func openURL(ctx context.Context, rawURL string, opt Options) (s *Snapshot, err error) {
	shown := StripCredentials(rawURL)
	dir, err := os.MkdirTemp(opt.TempDir, "auditor-clone-")
	if err != nil {
		return nil, fmt.Errorf("clone %s: create temporary directory: %w", shown, err)
	}
	untrack := interrupt.Track(dir) // a second Ctrl-C removes it too
	cleanup := func() error { defer untrack(); return os.RemoveAll(dir) }
	defer func() {
		if err != nil {
			cleanup()
		}
	}()
	opt.Logger.Info().Str("url", shown).Int("depth", opt.Depth).Msg("cloning")
	stopWatch := watchPack(dir, receivedEvery, opt.Received)
	r, err := git.PlainCloneContext(ctx, dir, true, &git.CloneOptions{
		URL:      rawURL,
		Depth:    opt.Depth,
		Tags:     git.AllTags,
		Progress: opt.Progress,
	})
	stopWatch()
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return nil, fmt.Errorf("clone %s: %w", shown, ctxErr)
		}
		return nil, fmt.Errorf("clone %s failed (check the URL, network access and credentials): %s",
			shown, redact(err.Error(), rawURL))
	}
	s, err = openGit(ctx, gitSource{repo: r, input: shown, cleanup: cleanup}, opt)
	if err != nil {
		return nil, err
	}
	if err = ctx.Err(); err != nil {
		s.Close()
		return nil, err
	}
	s.Origin = WebURL(rawURL)
	if opt.Depth > 0 {
		s.Warnings = append(s.Warnings, fmt.Sprintf("shallow clone (depth %d): history evidence is truncated", opt.Depth))
	}
	return s, nil
}

// redact removes the user name and password of rawURL from msg (errors of
// the transport may quote the URL).
func redact(msg, rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.User == nil {
		return msg
	}
	msg = strings.ReplaceAll(msg, rawURL, StripCredentials(rawURL))
	if pw, ok := u.User.Password(); ok && pw != "" {
		msg = strings.ReplaceAll(msg, pw, "***")
	}
	if name := u.User.Username(); name != "" && !strings.EqualFold(u.Scheme, "ssh") {
		msg = strings.ReplaceAll(msg, name, "***")
	}
	return msg
}
