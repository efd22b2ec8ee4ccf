package repo

import (
	"fmt"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// scanGoals are the goals of the two scanned classes, in report order.
var scanGoals = []struct {
	Class evidence.Class
	Goal  string
	None  string
}{
	{evidence.ClassSecretFile, "committed secrets: credential files and private keys or well-known tokens in text files",
		"no committed secrets found"},
	{ClassSecurityPattern, "shell execution built from strings and eval of non-literal code",
		"no shell-execution or eval pattern found"},
}

// evidence renders the findings: one record per finding, values redacted,
// or one found=false record per class when there are none.
func (sc *scanner) evidence() []evidence.Evidence {
	var out []evidence.Evidence
	for _, g := range scanGoals {
		fs := sc.findings[g.Class]
		if len(fs) == 0 {
			out = append(out, sc.noneFound(g.Class, g.Goal, g.None))
			continue
		}
		for _, fd := range fs {
			out = append(out, findingEvidence(g.Goal, fd, sc.dropped[g.Class]))
		}
	}
	return out
}

func findingEvidence(goal string, fd finding, dropped int) evidence.Evidence {
	where := fd.Path
	if fd.Line > 0 {
		where = fmt.Sprintf("%s:%d", fd.Path, fd.Line)
	}
	content := fmt.Sprintf("rule %s (%s) matched %s", fd.Rule, fd.Desc, where)
	if fd.Shown != "" {
		content += ": " + fd.Shown
	}
	if len(fd.Keys) > 0 {
		content += "; variables (values never shown): " + joinBounded(fd.Keys, ", ", 20)
	}
	rationale := "the file is committed and matches a secret rule; its value is redacted here"
	if fd.Class == ClassSecurityPattern {
		rationale = "pattern match only: the call runs a shell or evaluates code; whether untrusted input reaches it is not verified"
	}
	data := map[string]any{"rule": fd.Rule, "path": fd.Path, "line": fd.Line}
	if len(fd.Keys) > 0 {
		data["variables"] = bounded(fd.Keys, maxListed)
	}
	if dropped > 0 {
		data["findings_not_listed"] = dropped
	}
	return finish(fd.Class, fd.Rule, evidence.Evidence{
		Goal: goal, Found: true, Content: content, Location: fd.Path, Line: fd.Line,
		Rationale: rationale, Confidence: fd.Confidence, Data: data,
	})
}

func (sc *scanner) noneFound(class evidence.Class, goal, none string) evidence.Evidence {
	st := sc.stats
	var rules []string
	if class == evidence.ClassSecretFile {
		for _, r := range secretFiles {
			rules = append(rules, r.ID)
		}
		for _, p := range secretPatterns {
			rules = append(rules, p.ID)
		}
	} else {
		for _, p := range securityPatterns {
			rules = append(rules, p.ID)
		}
	}
	content := fmt.Sprintf("%s: %d text files (%d bytes) scanned with rules %s; %d skipped (binary or over budget), %d unreadable",
		none, st.Files, st.Bytes, strings.Join(rules, ", "), st.Skipped, st.Unreadable)
	conf := 0.8
	rationale := "every tracked text file outside vendored directories was scanned"
	if st.Truncated || st.Unreadable > 0 {
		conf = 0.5
		rationale = "the scan was partial (byte budget or unreadable files); absence is less certain"
	}
	return finish(class, "none", evidence.Evidence{
		Goal: goal, Found: false, Content: content, Rationale: rationale, Confidence: conf,
		Data: map[string]any{"files_scanned": st.Files, "bytes_scanned": st.Bytes, "skipped": st.Skipped,
			"unreadable": st.Unreadable, "truncated": st.Truncated, "rules": rules},
	})
}
