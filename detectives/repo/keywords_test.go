package repo

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKeywordSet: a text holds a keyword set's keyword exactly when
// strings.Contains finds one, whatever keywords share a first byte or a
// longer prefix, one keyword being a prefix of another, or occurrences
// overlapping.
func TestKeywordSet(t *testing.T) {
	sets := [][]string{
		nil,
		{"AKIA", "ASIA", "ABIA", "ACCA"},
		{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"},
		{"eval", "exec"},
		{"eval", "Function"},
		{"ab", "abc", "a"},
		{"aab"},
		{"aab", "aac"},
		{"xox", "xoxb-"},
		{""},
	}
	texts := []string{"", "a", "AKI", "xAKIA", "ASI ASIA", "ACC", "gh", "ghp", "ghp_", "git github_pat_x", "githuX ghs_",
		"evaexec", "evalua", "Func Function", "aaab", "aab", "xo xox", "abab", strings.Repeat("g", 50) + "ghr_"}
	for _, kws := range sets {
		s := newKeywordSet(kws)
		for _, text := range texts {
			want := false
			for _, k := range kws {
				want = want || strings.Contains(text, k)
			}
			if got := s.in(text); got != want {
				t.Errorf("keywords %q in %q: %v, strings.Contains says %v", kws, text, got, want)
			}
		}
	}
}

// TestWordStart: a pattern whose match must start a word drops matches
// preceded by a word byte and still finds the next one, as the leading
// \b it stands for did.
func TestWordStart(t *testing.T) {
	var goExec *Pattern
	for _, p := range securityPatterns {
		if p.ID == "go-exec-shell" {
			goExec = p
		}
	}
	text := "a := myexec.Command(\"sh\", \"-c\", x)\nb := exec.Command(\"sh\", \"-c\", y)\nc := _exec.Command(\"sh\", \"-c\", z)\n(exec.CommandContext(ctx, \"bash\", \"-c\", w))\n"
	var lines []int
	for _, h := range goExec.find(text, newLineIndex(text)) {
		lines = append(lines, h.Line)
	}
	if d := cmp.Diff([]int{2, 4}, lines); d != "" {
		t.Errorf("lines (-want +got):\n%s", d)
	}
}
