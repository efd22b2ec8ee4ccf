package code

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/docs"
	repodet "github.com/repo-auditor/auditor/detectives/repo"
	"github.com/repo-auditor/auditor/detectives/vision"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// genGoRepo returns a synthetic Go repository the size of golang/tools:
// files Go files of about 6 KiB (imports, a struct, methods, functions with
// bodies) in 60 packages, plus 30 Markdown documents citing some of them.
func genGoRepo(files int) (map[string]string, int64) {
	out := map[string]string{}
	var size int64
	for i := range files {
		pkg := fmt.Sprintf("pkg%02d", i%60)
		p := fmt.Sprintf("internal/%s/file%04d.go", pkg, i)
		src := genGoFile(pkg, i)
		out[p] = src
		size += int64(len(src))
	}
	for d := range 30 {
		var b strings.Builder
		fmt.Fprintf(&b, "# Package notes %d\n\nThe code lives in `internal/pkg%02d/file%04d.go` and `internal/pkg%02d/`.\n", d, d, d, d)
		out[fmt.Sprintf("docs/notes%02d.md", d)] = b.String()
	}
	return out, size
}

func genGoFile(pkg string, i int) string {
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

// BenchmarkGoRepository measures the code detective alone on 2,800 Go
// files (about 6 KiB each).
func BenchmarkGoRepository(b *testing.B) {
	files, size := genGoRepo(2800)
	snap := reposnap.NewMemory(files, nil)
	b.SetBytes(size)
	b.ResetTimer()
	for range b.N {
		if _, err := Collect(context.Background(), &detectives.Input{Snapshot: snap}, Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSuite runs the built-in detectives on the same repository side
// by side, without and with the code detective, as an audit runs them (in
// parallel): the difference is what parsing adds to the evidence stage.
func BenchmarkSuite(b *testing.B) {
	files, size := genGoRepo(2800)
	snap := reposnap.NewMemory(files, nil)
	base := []*detectives.Detective{repodet.Detective, docs.Detective, vision.Detective}
	for _, bc := range []struct {
		name  string
		suite []*detectives.Detective
	}{{"without-code", base}, {"with-code", append(base[:3:3], Detective)}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(size)
			for range b.N {
				for _, r := range detectives.Run(context.Background(), bc.suite, &detectives.Input{Snapshot: snap}) {
					if r.Err != nil {
						b.Fatal(r.Err)
					}
				}
			}
		})
	}
}
