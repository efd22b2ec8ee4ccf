package repotest

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
)

// GoFile returns a valid Go file of about 6 KiB in package pkg: imports, a
// struct, twelve methods and a function, all with bodies. i makes its
// names unique.
func GoFile(pkg string, i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Package %s is generated.\npackage %s\n\nimport (\n\t\"context\"\n\t\"errors\"\n\t\"fmt\"\n\t\"strings\"\n)\n\n", pkg, pkg)
	fmt.Fprintf(&b, "// Store%d keeps items.\ntype Store%d struct {\n\tname  string\n\titems map[string]int\n\tlimit int\n}\n\n", i, i)
	for m := range 12 {
		fmt.Fprintf(&b, "// Op%d does step %d.\nfunc (s *Store%d) Op%d(ctx context.Context, key string) (int, error) {\n", m, m, i, m)
		b.WriteString("\tif err := ctx.Err(); err != nil {\n\t\treturn 0, err\n\t}\n\tv, ok := s.items[strings.ToLower(key)]\n")
		fmt.Fprintf(&b, "\tif !ok || v > s.limit {\n\t\treturn 0, errors.New(fmt.Sprintf(\"%%s: no key %%q\", s.name, key))\n\t}\n\treturn v * %d, nil\n}\n\n", m+1)
	}
	fmt.Fprintf(&b, "func helper%d(xs []int) (sum int) {\n\tfor _, x := range xs {\n\t\tsum += x\n\t}\n\treturn sum\n}\n", i)
	return b.String()
}

// GoRepoFiles returns files valid Go files (GoFile) in 60 packages under
// internal/, plus 30 Markdown documents citing some of them: a repository
// the size of golang/tools (2,800 files) for parsing benchmarks.
func GoRepoFiles(files int) map[string]string {
	out := map[string]string{}
	for i := range files {
		pkg := fmt.Sprintf("pkg%02d", i%60)
		out[fmt.Sprintf("internal/%s/file%04d.go", pkg, i)] = GoFile(pkg, i)
	}
	for d := range 30 {
		out[fmt.Sprintf("docs/notes%02d.md", d)] = fmt.Sprintf("# Package notes %d\n\nThe code lives in `internal/pkg%02d/file%04d.go` and `internal/pkg%02d/`.\n", d, d, d, d)
	}
	return out
}

// GenerateGo writes GoRepoFiles(files) into a new git repository in dir
// with commits commits: the first adds everything, each later one edits
// one file. It needs the git binary (git fast-import): test tooling only.
func GenerateGo(dir string, files, commits int) error {
	if files < 1 || commits < 1 {
		return fmt.Errorf("generate: need at least 1 file and 1 commit")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := gitCmd(dir, nil, "init", "-q"); err != nil {
		return err
	}
	all := GoRepoFiles(files)
	paths := make([]string, 0, len(all))
	for p := range all {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var stream bytes.Buffer
	bw := bufio.NewWriter(&stream)
	for c := 1; c <= commits; c++ {
		ts := 1704067200 + int64(c)*3600
		fmt.Fprintf(bw, "commit refs/heads/main\nmark :%d\nauthor Gen Bot <bot@example.com> %d +0000\ncommitter Gen Bot <bot@example.com> %d +0000\n", c, ts, ts)
		msg := fmt.Sprintf("change %d", c)
		fmt.Fprintf(bw, "data %d\n%s\n", len(msg), msg)
		if c == 1 {
			for _, p := range paths {
				inline(bw, p, all[p])
			}
			continue
		}
		fmt.Fprintf(bw, "from :%d\n", c-1)
		p := paths[(c*7919)%len(paths)]
		inline(bw, p, all[p]+fmt.Sprintf("\n// revision %d\n", c))
	}
	bw.Flush()
	if err := gitCmd(dir, &stream, "fast-import", "--quiet"); err != nil {
		return err
	}
	return gitCmd(dir, nil, "symbolic-ref", "HEAD", "refs/heads/main")
}
