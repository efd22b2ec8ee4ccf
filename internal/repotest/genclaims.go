package repotest

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
)

// GenerateClaims creates, in dir, a one-commit repository whose docs
// documents cite missing paths: each document cites perDoc paths drawn
// from a shared pool (so many documents cite the same missing path, and
// some lines cite two missing paths in one sentence), next to a few
// existing ones. It is for tests that count findings across report
// formats; the output is deterministic. It needs the git binary.
func GenerateClaims(dir string, docs, perDoc int) error {
	if docs < 1 || perDoc < 1 {
		return fmt.Errorf("generate claims: need at least 1 document and 1 claim per document")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := gitCmd(dir, nil, "init", "-q"); err != nil {
		return err
	}
	rnd := rand.New(rand.NewPCG(5, 6))
	// the code holds a file of every extension the documents cite, so that
	// the documents read as this repository's (not another project's)
	code := []string{"cmd/app/main.go", "internal/core/engine.go", "internal/store/db.go", "pkg/util/strings.go"}
	for i, ext := range genExts {
		code = append(code, fmt.Sprintf("internal/gen/file%d%s", i, ext))
	}
	pool := make([]string, docs*perDoc/3+1)
	for i := range pool {
		d := genDirs[rnd.IntN(len(genDirs))]
		pool[i] = fmt.Sprintf("%s/%s_missing_%d%s", d, genWords[rnd.IntN(len(genWords))], i, genExts[rnd.IntN(len(genExts))])
	}
	var stream bytes.Buffer
	bw := bufio.NewWriter(&stream)
	fmt.Fprintf(bw, "commit refs/heads/main\nmark :1\n")
	fmt.Fprintf(bw, "author Gen Bot <bot@example.com> 1704067200 +0000\ncommitter Gen Bot <bot@example.com> 1704067200 +0000\n")
	fmt.Fprintf(bw, "data 14\ninitial import\n")
	for _, p := range code {
		inline(bw, p, "// "+p+"\n")
	}
	for d := 0; d < docs; d++ {
		var b strings.Builder
		fmt.Fprintf(&b, "# Design %d\n\nThe entry point is `%s`.\n\n", d, code[d%len(code)])
		for i := 0; i < perDoc; {
			a := pool[rnd.IntN(len(pool))]
			if i+1 < perDoc && rnd.IntN(4) == 0 {
				c := pool[rnd.IntN(len(pool))]
				fmt.Fprintf(&b, "- The module `%s` calls `%s` on start.\n", a, c)
				i += 2
				continue
			}
			fmt.Fprintf(&b, "- The module `%s` handles the rest.\n", a)
			i++
		}
		inline(bw, fmt.Sprintf("docs/design_%03d.md", d), b.String())
	}
	bw.Flush()
	if err := gitCmd(dir, &stream, "fast-import", "--quiet"); err != nil {
		return err
	}
	return gitCmd(dir, nil, "symbolic-ref", "HEAD", "refs/heads/main")
}
