package repo

import (
	"bufio"
	"io"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Bounds on what is read to learn the tree's links: a hostile repository
// may hold many symlinks with long targets.
const (
	maxLinkTarget = 4096    // bytes of one symlink target
	maxLinks      = 100_000 // symlinks whose targets are read
	maxGitmodules = 1 << 20 // bytes of .gitmodules
)

// readlinker is a backend that reads a symlink's target itself (a
// directory on disk); other backends serve the target as the link's blob.
type readlinker interface {
	Readlink(p string) (string, error)
}

// links returns the symlinks (with their committed targets) and the
// submodules (with their pinned commits and .gitmodules URLs) of files.
// An unreadable target is left out: that link is never followed.
func links(b Backend, files []File) map[string]evidence.Link {
	out := map[string]evidence.Link{}
	read := 0
	for _, f := range files {
		switch f.Mode {
		case Submodule:
			out[f.Path] = evidence.Link{Submodule: true, Target: f.Link}
		case Symlink:
			if read++; read > maxLinks {
				continue
			}
			if t, ok := linkTarget(b, f); ok {
				out[f.Path] = evidence.Link{Target: t}
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	for p, url := range gitmodulesURLs(b, files) {
		if l, ok := out[p]; ok && l.Submodule {
			l.URL = url
			out[p] = l
		}
	}
	return out
}

// linkTarget reads the target of symlink f, bounded.
func linkTarget(b Backend, f File) (string, bool) {
	if f.Link != "" {
		return f.Link, true
	}
	if rl, ok := b.(readlinker); ok {
		t, err := rl.Readlink(f.Path)
		return t, err == nil && t != "" && len(t) <= maxLinkTarget
	}
	rc, err := b.Open(f.Path)
	if err != nil {
		return "", false
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxLinkTarget+1))
	if err != nil || len(data) == 0 || len(data) > maxLinkTarget || strings.ContainsRune(string(data), 0) {
		return "", false
	}
	return strings.TrimSuffix(string(data), "\n"), true
}

// gitmodulesURLs reads path -> url from a tracked .gitmodules file.
func gitmodulesURLs(b Backend, files []File) map[string]string {
	found := false
	for _, f := range files {
		if f.Path == ".gitmodules" && (f.Mode == Regular || f.Mode == Executable) {
			found = true
		}
	}
	if !found {
		return nil
	}
	rc, err := b.Open(".gitmodules")
	if err != nil {
		return nil
	}
	defer rc.Close()
	return parseGitmodules(io.LimitReader(rc, maxGitmodules))
}

// parseGitmodules reads the path and url of each [submodule] section.
func parseGitmodules(r io.Reader) map[string]string {
	out := map[string]string{}
	var p, url string
	flush := func() {
		if p != "" {
			out[strings.Trim(p, "/")] = url
		}
		p, url = "", ""
	}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(l, "[") {
			flush()
			continue
		}
		k, v, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "path":
			p = strings.TrimSpace(v)
		case "url":
			url = strings.TrimSpace(v)
		}
	}
	flush()
	return out
}
