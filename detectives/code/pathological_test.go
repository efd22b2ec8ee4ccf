package code

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// bigGo is valid Go of about n bytes.
func bigGo(n int) string {
	var b strings.Builder
	b.WriteString("package big\n\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "func F%d(a, b int) int { if a > b { return a - b }; return b - a + %d }\n", i, i)
	}
	return b.String()
}

// TestPathologicalGo checks that a huge, a deeply nested, an invalid and a
// too-slow Go file are each skipped with a warning naming it and why,
// within its deadline, while a good file beside it is still parsed.
func TestPathologicalGo(t *testing.T) {
	huge := bigGo(3 << 20)
	tests := []struct {
		name, src string
		timeout   time.Duration
		want      string
	}{
		{"huge", huge, time.Second, fmt.Sprintf("bad.go: source file skipped: %d bytes exceeds the 2097152-byte parse cap", len(huge))},
		{"nested", "package p\n\nvar x = " + strings.Repeat("(", 200_000) + "1" + strings.Repeat(")", 200_000) + "\n", 10 * time.Second,
			"bad.go: source file skipped: invalid Go: bad.go:3:100009: exceeded max nesting depth"},
		{"invalid", "package p\n\nfunc {\n", time.Second,
			"bad.go: source file skipped: invalid Go: bad.go:3:6: expected 'IDENT', found '{'"},
		{"slow", bigGo(1900 << 10), 5 * time.Millisecond, "bad.go: source file skipped: parsing took longer than 5ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"good.go": "package good\n\nfunc OK() {}\n", "bad.go": tt.src}
			start := time.Now()
			evs, in := collect(t, reposnap.NewMemory(files, nil), Limits{MaxFileBytes: 2 << 20, FileTimeout: tt.timeout})
			if took := time.Since(start); took > tt.timeout+time.Second {
				t.Errorf("took %s: the file held the detective past its %s deadline", took, tt.timeout)
			}
			if diff := cmp.Diff([]string{tt.want}, warnings(in)); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]string{"good.go:3 func OK"}, contents(evs, ClassDefinitions)); diff != "" {
				t.Errorf("definitions (-want +got):\n%s", diff)
			}
		})
	}
}

// TestSkipWarningsBounded checks that skipped files are warned about in
// path order, the first 20 by name and the rest in one count, and that
// testdata directories (fixtures, often invalid on purpose) are not parsed.
func TestSkipWarningsBounded(t *testing.T) {
	files := map[string]string{"testdata/broken.go": "not go", "vendor/x/y.go": "not go"}
	for i := range 25 {
		files[fmt.Sprintf("bad%02d.go", i)] = "package p\n\nfunc {\n"
	}
	evs, in := collect(t, reposnap.NewMemory(files, nil), Limits{})
	got := warnings(in)
	if len(got) != 21 || !strings.HasPrefix(got[0], "bad00.go: ") || !strings.HasPrefix(got[19], "bad19.go: ") {
		t.Fatalf("warnings: %q", got)
	}
	if want := ": 5 more source files skipped (too large, invalid, too deep or too slow to parse)"; got[20] != want {
		t.Errorf("last warning = %q, want %q", got[20], want)
	}
	want := []string{"parsed 0 of 25 source files: 0 definitions, 0 imports; 25 skipped (see warnings)"}
	if diff := cmp.Diff(want, contents(evs, ClassSummary)); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
}
