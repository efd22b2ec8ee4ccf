package repo

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// fixture is the history used by the git backend tests (git log order,
// newest first): c4 "rewrite main, drop readme" on main, c3 "feature work"
// on feature only, c2 "add docs, script and a link" (tag v1.0, annotated
// v1.0-ann), c1 "initial import".
const fixture = `fixture for internal/repo tests
-- README.md --
# Demo
See docs/guide.md and cmd/tool/main.go.
-- .gitignore --
build/
*.log
-- cmd/tool/main.go --
package main
-- .commit --
Author: Grace Hopper <grace@example.com>
Date: 2023-12-01T10:00:00Z
initial import
-- docs/guide.md --
guide
-- scripts/run.sh [+x] --
#!/bin/sh
echo hi
-- passwd -> /etc/passwd --
-- .commit --
add docs, script and a link
-- .tag v1.0 --
-- .tag v1.0-ann --
annotated release
-- .checkout feature --
-- feature.txt --
f
-- .commit --
feature work
-- .checkout main --
-- cmd/tool/main.go --
package main // v2
-- .rm --
README.md
-- .commit --
rewrite main, drop readme

more body
`

// open opens input with opt and closes the snapshot when the test ends.
func open(t *testing.T, input string, opt Options) *Snapshot {
	t.Helper()
	s, err := Open(context.Background(), input, opt)
	if err != nil {
		t.Fatalf("Open(%q): %v", input, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// paths lists "path mode size" for every file of s.
func paths(s *Snapshot) []string {
	var out []string
	for _, f := range s.Files {
		out = append(out, f.Path+" "+f.Mode.String())
	}
	return out
}

// mustBuild builds the fixture.
func mustBuild(t *testing.T, opts ...repotest.Option) string {
	t.Helper()
	return repotest.Build(t, fixture, opts...)
}
