package repotest

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
)

// GeneratedMissing are paths the generated documents cite that do not exist.
var GeneratedMissing = []string{"internal/ghost/resolver.go", "docs/NOT_THERE.md", "cmd/phantom/main.go"}

// Generate creates a synthetic repository in dir for benchmarks: files
// tracked files (realistic paths and extensions, a few Markdown documents
// citing existing paths and GeneratedMissing) and commits commits on
// "main", the first adding everything, each later one modifying 1 to 5
// files (every 20th also deleting one file and adding another). The output
// is deterministic. It needs the git binary (git fast-import): test
// tooling only, never run on audited input.
func Generate(dir string, files, commits int) error {
	if files < 10 || commits < 1 {
		return fmt.Errorf("generate: need at least 10 files and 1 commit")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := gitCmd(dir, nil, "init", "-q"); err != nil {
		return err
	}
	var stream bytes.Buffer
	writeStream(&stream, genPaths(files), commits)
	if err := gitCmd(dir, &stream, "fast-import", "--quiet"); err != nil {
		return err
	}
	return gitCmd(dir, nil, "symbolic-ref", "HEAD", "refs/heads/main")
}

// gitCmd runs the git binary in dir with a config isolated from the user's.
func gitCmd(dir string, stdin io.Reader, args ...string) error {
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Stdin = dir, stdin
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("git %s: %v\n%s", args[0], err, out)
	}
	return nil
}

var (
	genDirs = []string{"cmd/auditor", "internal/core", "internal/api/v1", "internal/store", "pkg/util",
		"pkg/model", "web/src/components", "web/src/pages", "scripts", "deploy/k8s", "testdata/golden", "tools/lint"}
	genWords = []string{"alpha", "beacon", "cache", "driver", "engine", "filter", "gateway", "handler",
		"index", "journal", "kernel", "ledger", "mapper", "node", "parser", "queue", "router", "schema"}
	genExts = []string{".go", ".go", ".go", "_test.go", ".ts", ".tsx", ".py", ".json", ".yaml", ".sql", ".sh", ".txt"}
)

// genPaths returns n distinct deterministic paths; the last three are the
// Markdown documents.
func genPaths(n int) []string {
	rnd := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var out []string
	for i := 0; len(out) < n-3; i++ {
		d := genDirs[rnd.IntN(len(genDirs))]
		if rnd.IntN(3) == 0 {
			d += "/" + genWords[rnd.IntN(len(genWords))]
		}
		p := fmt.Sprintf("%s/%s_%d%s", d, genWords[rnd.IntN(len(genWords))], i, genExts[rnd.IntN(len(genExts))])
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return append(out, "README.md", "docs/ARCHITECTURE.md", "docs/guide.md")
}

// writeStream writes the fast-import stream for paths and commits.
func writeStream(w *bytes.Buffer, paths []string, commits int) {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	rnd := rand.New(rand.NewPCG(3, 4))
	code := paths[:len(paths)-3]
	for c := 1; c <= commits; c++ {
		fmt.Fprintf(bw, "commit refs/heads/main\nmark :%d\n", c)
		ts := 1704067200 + int64(c)*3600
		fmt.Fprintf(bw, "author Gen Bot <bot@example.com> %d +0000\ncommitter Gen Bot <bot@example.com> %d +0000\n", ts, ts)
		msg := fmt.Sprintf("change %d", c)
		if c == 1 {
			msg = "initial import"
		}
		fmt.Fprintf(bw, "data %d\n%s\n", len(msg), msg)
		if c == 1 {
			for _, p := range code {
				inline(bw, p, fmt.Sprintf("// %s\n// generated content\n", p))
			}
			for _, p := range paths[len(paths)-3:] {
				inline(bw, p, genDoc(p, code, rnd))
			}
			continue
		}
		fmt.Fprintf(bw, "from :%d\n", c-1)
		for k := 1 + rnd.IntN(5); k > 0; k-- {
			p := code[rnd.IntN(len(code))]
			inline(bw, p, fmt.Sprintf("// %s\n// revision %d\n", p, c))
		}
		if c%20 == 0 {
			i := rnd.IntN(len(code))
			fmt.Fprintf(bw, "D %s\n", code[i])
			code[i] = strings.Replace(code[i], "_", fmt.Sprintf("_r%d_", c), 1)
			inline(bw, code[i], "// renamed\n")
		}
	}
}

// inline writes a file modification with inline data.
func inline(w io.Writer, p, content string) {
	fmt.Fprintf(w, "M 100644 inline %s\ndata %d\n%s\n", p, len(content), content)
}

// genDoc writes a Markdown document citing five existing paths and the
// GeneratedMissing ones.
func genDoc(name string, code []string, rnd *rand.Rand) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nThe implementation lives in:\n\n", name)
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, "- `%s`\n", code[rnd.IntN(len(code))])
	}
	for _, p := range GeneratedMissing {
		fmt.Fprintf(&b, "- `%s` handles the rest.\n", p)
	}
	return b.String()
}
