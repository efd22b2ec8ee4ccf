package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGoFixture checks the definitions and imports of the Go fixture, each
// with file:line, in every build (go/parser needs no cgo).
func TestGoFixture(t *testing.T) {
	evs, in := collect(t, fixture(t, "gosrc"), Limits{})
	tests := []struct {
		class string
		want  []string
	}{
		{string(ClassDefinitions), []string{
			"cmd/demo/main.go:10 func main",
			"internal/server/server.go:10 struct Server\n" +
				"internal/server/server.go:13 interface Handler\n" +
				"internal/server/server.go:15 type ID\n" +
				"internal/server/server.go:17 type Set\n" +
				"internal/server/server.go:19 func New\n" +
				"internal/server/server.go:21 method (*Server).Run\n" +
				"internal/server/server.go:23 method ID.String\n" +
				"internal/server/server.go:25 method Set[K].Has",
		}},
		{string(ClassImports), []string{
			"cmd/demo/main.go:4 import fmt\ncmd/demo/main.go:5 import os\ncmd/demo/main.go:7 import example.com/demo/internal/server as srv",
			"internal/server/server.go:5 import net/http\ninternal/server/server.go:6 import net/http/pprof as _",
		}},
		{string(ClassSummary), []string{"parsed 2 of 2 source files (2 go): 9 definitions, 5 imports; 0 skipped (see warnings)"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, contents(evs, classOf(tt.class))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.class, diff)
		}
	}
	if w := warnings(in); len(w) != 0 {
		t.Errorf("unexpected warnings: %q", w)
	}
}
