package judges

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestPolarity(t *testing.T) {
	hist := func(signal string, found bool) evidence.Evidence {
		return evidence.Evidence{Class: evidence.ClassGitHistory, Found: found, Data: map[string]any{"signal": signal}}
	}
	tests := []struct {
		name          string
		e             evidence.Evidence
		pos, neg, sec bool
	}{
		{"file found", evidence.Evidence{Class: evidence.ClassFilePresence, Found: true}, true, false, false},
		{"file missing", evidence.Evidence{Class: evidence.ClassFilePresence}, false, true, false},
		{"hallucination flag", evidence.Evidence{Class: evidence.ClassDocumentClaim}, false, true, false},
		{"secret committed", evidence.Evidence{Class: evidence.ClassSecretFile, Found: true}, false, true, true},
		{"no secret found", evidence.Evidence{Class: evidence.ClassSecretFile}, true, false, false},
		{"shell pattern present", evidence.Evidence{Class: ClassSecurityPattern, Found: true}, false, true, true},
		{"history summary", hist("summary", true), true, false, false},
		{"bulk commit present", hist("bulk_commit", true), false, true, false},
		{"no bulk commit", hist("bulk_commit", false), true, false, false},
		{"no history", hist("none", false), false, true, false},
		{"detective error", evidence.Evidence{Class: evidence.ClassDetectiveErr}, false, false, false},
		{"unsafe process call", evidence.Evidence{Class: ClassCodeExec, Found: true, Data: map[string]any{"unsafe": true}}, false, true, false},
		{"safe process call", evidence.Evidence{Class: ClassCodeExec, Found: true, Data: map[string]any{"unsafe": false}}, true, false, false},
		{"no Python parser in this build", evidence.Evidence{Class: ClassParserUnavailable}, false, false, false},
	}
	for _, tt := range tests {
		if p, n, s := Positive(tt.e), Negative(tt.e), Confirmed(tt.e); p != tt.pos || n != tt.neg || s != tt.sec {
			t.Errorf("%s: positive %v negative %v confirmed %v; want %v %v %v", tt.name, p, n, s, tt.pos, tt.neg, tt.sec)
		}
	}
}
