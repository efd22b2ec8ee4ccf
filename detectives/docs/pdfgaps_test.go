package docs

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestRejoinGaps(t *testing.T) {
	man := evidence.NewManifest([]string{"src/tools/repo_tools.py", "src/hooks/commandClassifier.ts", "src/tools.py"})
	tests := []struct {
		in   string
		lost bool
		want string
	}{
		{"All functions in repo tools.py are pure.", false, "All functions in repo_tools.py are pure."},
		{"classifies with commandClassi fier.ts here", false, "classifies with commandClassifier.ts here"},
		{"the real git tools.py is missing", true, "the real git_tools.py is missing"},
		{"the cell mutationClass ifier.ts", false, "the cell mutationClassifier.ts"},
		{"a cell traceSerializ\nerHook.ts ends", false, "a cell traceSerializerHook.ts\n ends"},
		{"pendingScopeU pdates.ts and pending_scope_up dates.json", false, "pendingScopeUpdates.ts and pending_scope_updates.json"},
		{"src/tools/repo_tools .py uses tempfile.", false, "src/tools/repo_tools.py uses tempfile."},
		{"Risk: src/tools/repo_tools\n.py uses tempfile.", false, "Risk: src/tools/repo_tools.py\n uses tempfile."},
		{"the tools live in src/tools\nand docs in docs/", false, "the tools live in src/tools\nand docs in docs/"}, // a break before a word
		// look-alikes
		{"Use Python .py files, not notebooks.", false, "Use Python .py files, not notebooks."}, // a word before an extension named alone
		{"the real git tools.py is missing", false, "the real git tools.py is missing"},         // underscores drawn elsewhere
		{"see tools.py and in main.py", true, "see tools.py and in main.py"},                    // function words
		{"edit the tools.py file", true, "edit the tools.py file"},                              // function word
		{"a split name tools.py", false, "a split name tools.py"},                               // tracked alone, underscores shown
	}
	for _, tc := range tests {
		if got := rejoinGaps(tc.in, man, tc.lost); got != tc.want {
			t.Errorf("rejoinGaps(%q, lost=%v) = %q, want %q", tc.in, tc.lost, got, tc.want)
		}
	}
	if underscoresLost("we keep repo_tools.py") || !underscoresLost("we keep repo tools.py") {
		t.Error("underscoresLost must see an underscore inside a file name")
	}
}
