//go:build cgo

package code

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
)

// bigPython is valid Python of about n bytes.
func bigPython(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString("def f(a, b):\n    if a > b:\n        return [a - b for _ in range(3)]\n    return {'k': b - a}\n\n")
	}
	return b.String()
}

// TestPathologicalPython checks that a deeply nested, an invalid and a
// too-slow Python file are each skipped with a warning within its
// deadline, while a good file beside it is still parsed.
func TestPathologicalPython(t *testing.T) {
	tests := []struct {
		name, src string
		timeout   time.Duration
		want      string
		within    time.Duration // the whole run's bound; tree-sitter must stop parsing at the deadline
	}{
		{"nested", "x = " + strings.Repeat("[", 50_000) + strings.Repeat("]", 50_000) + "\n", 10 * time.Second,
			"bad.py: source file skipped: nesting deeper than 400 levels at line 1", 0},
		{"invalid", "def f(:\n    pass\n", time.Second, "bad.py: source file skipped: invalid Python: syntax error near line 1", 0},
		{"slow", bigPython(3 << 20), 5 * time.Millisecond, "bad.py: source file skipped: parsing took longer than 5ms", 500 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"good.py": "def ok():\n    pass\n", "bad.py": tt.src}
			start := time.Now()
			evs, in := collect(t, reposnap.NewMemory(files, nil), Limits{MaxFileBytes: 4 << 20, FileTimeout: tt.timeout})
			within := tt.timeout + time.Second
			if tt.within > 0 {
				within = tt.within
			}
			if took := time.Since(start); took > within {
				t.Errorf("took %s: the file held the detective past its %s deadline", took, tt.timeout)
			}
			if diff := cmp.Diff([]string{tt.want}, warnings(in)); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([]string{"good.py:1 function ok"}, contents(evs, ClassDefinitions)); diff != "" {
				t.Errorf("definitions (-want +got):\n%s", diff)
			}
		})
	}
}
