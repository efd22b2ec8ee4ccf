package code

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// justiceImpl is a chief justice implementation: a class or function named
// like one (isJusticeName) and what its code does, read from the syntax
// tree of the definition and of the same-file functions it calls. Every
// signal carries the line it was seen on.
type justiceImpl struct {
	Name    string
	Kind    string // class, function or method
	Line    int
	End     int      // last line of the definition
	Helpers []string // same-file functions it reaches through calls
	Signals []justiceSignal
	// Comparisons counts the comparisons (<, >, ==, ...) and min/max caps
	// in its code: decisions made by code, not by a model.
	Comparisons int
}

// justiceSignal is one thing the chief justice's code does.
type justiceSignal struct {
	Kind string // model_call, rule, variance, markdown, averaging
	What string // the call, the rule name (security_override, ...) or the code as written
	Line int
}

// has reports whether j has a signal of kind.
func (j justiceImpl) has(kind string) bool {
	for _, s := range j.Signals {
		if s.Kind == kind {
			return true
		}
	}
	return false
}

// justiceNameRE: the names a chief justice goes by (ChiefJustice,
// chief_justice_node, ChiefJusticeNode, justice_node, justice).
var justiceNameRE = regexp.MustCompile(`(?i)^(chief_?justice\w*|\w*_chief_?justice\w*|justice(_?node)?|\w+_justice(_node)?)$`)

// isJusticeName reports whether a definition's name names a chief justice.
func isJusticeName(name string) bool { return justiceNameRE.MatchString(name) }

// synthesisNameRE: in a file named like the chief justice (justice.py,
// chief_justice.py), a module-level function of these names is its
// synthesis (synthesize_verdicts, final_verdict, resolve_conflicts).
var synthesisNameRE = regexp.MustCompile(`(?i)synthes|verdict|resolve`)

// isJusticeFile reports whether a source file is named like the chief justice's.
func isJusticeFile(p string) bool {
	base := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
	return strings.Contains(base, "justice")
}

// modelMethods are the methods that send a prompt to a model (LangChain
// runnables and chat clients).
var modelMethods = map[string]bool{
	"invoke": true, "ainvoke": true, "batch": true, "abatch": true, "stream": true, "astream": true,
	"with_structured_output": true, "bind_tools": true, "predict": true, "apredict": true,
	"generate": true, "agenerate": true, "generate_content": true, "create": true,
}

// isModelConstructor reports a callee that builds a chat model
// (ChatOpenAI, langchain_google_genai.ChatGoogleGenerativeAI,
// init_chat_model, genai.GenerativeModel).
func isModelConstructor(callee string) bool {
	last := callee[strings.LastIndexByte(callee, '.')+1:]
	return strings.HasPrefix(last, "Chat") && len(last) > 4 || last == "init_chat_model" || last == "GenerativeModel" || last == "OpenAI"
}

// justiceRules are the synthesis rules the community rubric names, and the
// words that name them in an identifier, a comment or a short string
// (underscores and dashes read as spaces).
var justiceRules = []struct {
	name string
	re   *regexp.Regexp
}{
	{"security_override", regexp.MustCompile(`(?i)\bsecurity\b`)},
	{"fact_supremacy", regexp.MustCompile(`(?i)\bfact supremacy\b|\brule of evidence\b|\boverrul`)},
	{"functionality_weight", regexp.MustCompile(`(?i)\bfunctionality\b|\btech ?lead\w* (score )?weight|\bweighted\b|\barchitecture weight`)},
}

// ruleNames returns the synthesis rules text names.
func ruleNames(text string) []string {
	t := strings.NewReplacer("_", " ", "-", " ").Replace(text)
	var out []string
	for _, r := range justiceRules {
		if r.re.MatchString(t) {
			out = append(out, r.name)
		}
	}
	return out
}

// maxRuleText bounds the strings read for rule names: a longer string is
// a prompt, and a rule named in a prompt is the model's to apply.
const maxRuleText = 200

// justiceEvidence describes one chief justice implementation.
func justiceEvidence(file string, j justiceImpl) evidence.Evidence {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d %s %s (lines %d-%d)", file, j.Line, j.Kind, j.Name, j.Line, j.End)
	if len(j.Helpers) > 0 {
		fmt.Fprintf(&b, ", calling %s", strings.Join(j.Helpers, ", "))
	}
	counts := map[string]int{}
	rules := map[string]bool{}
	for _, s := range j.Signals {
		counts[s.Kind]++
		if s.Kind == "rule" {
			name, _, _ := strings.Cut(s.What, ":")
			rules[name] = true
		}
		fmt.Fprintf(&b, "\n%s:%d %s: %s", file, s.Line, strings.ReplaceAll(s.Kind, "_", " "), s.What)
	}
	named := sortedKeys(rules)
	// Deterministic: it compares scores itself, or it makes no model call
	// and applies named rules (kept in other modules, which are not read).
	deterministic := j.Comparisons > 0 || counts["model_call"] == 0 && len(named) > 0
	data := map[string]any{
		"name": j.Name, "kind": j.Kind, "end_line": j.End, "helpers": nonNil(j.Helpers),
		"model_calls": counts["model_call"], "comparisons": j.Comparisons, "deterministic": deterministic,
		"rules": nonNil(named), "rule_count": len(named), "variance": counts["variance"] > 0,
		"markdown": counts["markdown"] > 0, "averaging": counts["averaging"] > 0,
	}
	return finish(ClassChiefJustice, j.Name, evidence.Evidence{
		Goal: "the chief justice: deterministic synthesis rules or a model prompt", Found: true,
		Location: file, Line: j.Line, Content: b.String(), Rationale: justiceRationale(j, named, counts),
		Confidence: 0.8, Data: data,
	})
}

func justiceRationale(j justiceImpl, named []string, counts map[string]int) string {
	var parts []string
	switch {
	case j.Comparisons > 0 && counts["model_call"] > 0:
		parts = append(parts, fmt.Sprintf("decides with code (%d comparisons) and calls a model (%d calls)", j.Comparisons, counts["model_call"]))
	case j.Comparisons > 0:
		parts = append(parts, fmt.Sprintf("decides with code: %d comparisons, no model call", j.Comparisons))
	case counts["model_call"] > 0:
		parts = append(parts, fmt.Sprintf("no comparison in its code; %d model calls decide", counts["model_call"]))
	default:
		parts = append(parts, "neither a comparison nor a model call in its code")
	}
	if len(named) > 0 {
		parts = append(parts, "named rules: "+strings.Join(named, ", "))
	}
	for _, k := range []string{"variance", "markdown", "averaging"} {
		if counts[k] > 0 {
			parts = append(parts, map[string]string{"variance": "a score-variance check", "markdown": "writes Markdown", "averaging": "averages scores"}[k])
		}
	}
	return strings.Join(parts, "; ")
}

func nonNil(s []string) []string {
	out := append([]string{}, s...)
	sort.Strings(out)
	return out
}
