package aggregator

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// A document role is what a document's path says the document is, when
// that makes the files it names weak evidence of the repository: a plan
// names files to come, a template names placeholders, an agent's command
// prompt names examples for any project. Missing paths in such documents
// are unconfirmed, never flagged; links stay claims (a reader follows
// them) except in templates, whose links are written for the document
// made from the template. A generated report committed as a deliverable
// has no role: its claims are its author's tool's. A saved chat is the
// docs detective's concern: its mentions are not claims at all.
type docRole struct {
	reason string // why its missing paths are not flagged
	links  bool   // links too
	plan   bool   // a plan: its ticked tasks keep their claims
}

// Reasons recorded on a path left unconfirmed by its document's role.
const (
	ReasonPlanningDocument = "does not exist in the repository, but is named in a planning or strategy document (its name says so): most often a file it proposes; not flagged"
	ReasonFeaturePlan      = "does not exist in the repository, but is named in a feature's plan, research or specification (specs/<feature>/): written before the feature was built, most often a file it proposes; not flagged"
	ReasonTemplateDocument = "does not exist in the repository, but is named in a document template (its path says so): a placeholder of the documents made from it; not flagged"
	ReasonAgentPrompt      = "does not exist in the repository, but is named in an AI agent's command or prompt file: its examples are for any project; not flagged"
	ReasonAssignmentBrief  = "does not exist in the repository, but is named in the assignment's own brief committed beside the work (its name says so: a challenge or support document): the brief describes the task and its reference layout, not this repository; not flagged"
)

// roleOf returns the role of the document a claim is in, if it has one
// that weakens the claim.
func roleOf(c *evidence.Claim) (docRole, bool) {
	r, ok := documentRole(c.Document)
	if !ok || (c.Kind == evidence.KindLink || c.Kind == evidence.KindImage) && !r.links {
		return docRole{}, false
	}
	return r, true
}

// documentRole reads a document's repo-relative path.
func documentRole(doc string) (docRole, bool) {
	lower := strings.ToLower(doc)
	dirs := strings.Split(path.Dir(lower), "/")
	base := path.Base(lower)
	switch {
	case templateDocument(dirs, base):
		return docRole{reason: ReasonTemplateDocument, links: true}, true
	case agentPrompt(dirs, base):
		return docRole{reason: ReasonAgentPrompt}, true
	case featurePlanRE.MatchString(lower):
		return docRole{reason: ReasonFeaturePlan, plan: true}, true
	case assignmentBrief(base):
		return docRole{reason: ReasonAssignmentBrief, links: true}, true
	}
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return r < 'a' || r > 'z' }) {
		if planningWords[w] || strings.HasPrefix(w, "strateg") || strings.HasPrefix(w, "brainstorm") || strings.HasPrefix(w, "proposal") {
			return docRole{reason: ReasonPlanningDocument, plan: true}, true
		}
	}
	if namedPlan(base) {
		return docRole{reason: ReasonPlanningDocument, plan: true}, true
	}
	return docRole{}, false
}

// namedPlan: a document whose file name calls it a plan, the last word
// of its name (PLAN.md, implementation_plan.md, integration-plan.md,
// plan-v2.md), names the files its work will create. A plan to refactor,
// test or migrate presupposes the files it changes, and is not one; nor is
// a name where "plan" is a word among others ("issue-87-prod-plan-fails":
// a terraform plan). (In the benchmark's dev part, the eight labelled
// documents so named hold 88 missing paths, none a false claim.)
func namedPlan(base string) bool {
	words := strings.FieldsFunc(strings.TrimSuffix(base, path.Ext(base)), func(r rune) bool { return r < 'a' || r > 'z' })
	for len(words) > 1 && versionWordRE.MatchString(words[len(words)-1]) {
		words = words[:len(words)-1] // "plan-v2": the version is no word of the name
	}
	if len(words) == 0 || words[len(words)-1] != "plan" && words[len(words)-1] != "plans" {
		return false
	}
	for _, w := range words {
		switch w {
		case "refactor", "refactoring", "test", "testing", "migration", "cleanup":
			return false
		}
	}
	return true
}

// versionWordRE: the letters of a version suffix once digits are split
// off ("v" of "v2", "final", "draft").
var versionWordRE = regexp.MustCompile(`^(?:v|final|draft|old|new)$`)

var (
	// planningWords are the words of a document's path that name it a
	// plan; "strateg", "brainstorm" and "proposal" are matched as stems
	// ("plan" alone is not one: a refactoring or test plan presupposes the
	// files it changes or tests)
	planningWords = map[string]bool{"planning": true, "rfc": true, "rfcs": true, "ideas": true, "roadmap": true}
	// featurePlanRE is a feature directory's pre-implementation documents
	// in the spec-kit layout: specs/001-auth/plan.md, research.md,
	// data-model.md, spec.md, contracts/*, checklists/*. Its tasks.md and
	// quickstart.md are not: a ticked task and a quick start describe
	// what was built.
	featurePlanRE = regexp.MustCompile(`(?:^|/)specs/[^/]+/(?:plan|research|data-model|spec)\.mdx?$|(?:^|/)specs/[^/]+/(?:contracts|checklists)/`)
)

// templateDocument: a document in a templates directory or named
// "*-template.md" (spec-kit's .specify/templates/plan-template.md). A
// pull-request or issue template is not one: it points contributors at
// the project's real documents.
func templateDocument(dirs []string, base string) bool {
	if strings.Contains(base, "pull_request") || strings.Contains(base, "issue") {
		return false
	}
	for _, d := range dirs {
		if d == "templates" || d == "template" || d == "_templates" {
			return true
		}
	}
	stem := strings.TrimSuffix(base, path.Ext(base))
	return strings.HasSuffix(stem, "-template") || strings.HasSuffix(stem, ".template")
}

// agentPrompt: a command, prompt, skill or workflow file of an AI coding
// agent (.claude/commands/, .claude/skills/, .cursor/commands/,
// .github/prompts/, .agent/workflows/, .windsurf/workflows/, ...) or a
// "*.prompt.md" file.
// Spec-kit installs the same generic prompts into every project. An
// agent's rules and instructions (CLAUDE.md, .cursor/rules/) describe the
// project and stay claims.
func agentPrompt(dirs []string, base string) bool {
	if strings.HasSuffix(base, ".prompt.md") || strings.HasSuffix(base, ".chatmode.md") {
		return true
	}
	for i, d := range dirs {
		if i > 0 && strings.HasPrefix(dirs[i-1], ".") && (d == "commands" || d == "command" || d == "prompts" || d == "workflows" || d == "skills") {
			return true
		}
		if i > 0 && (dirs[i-1] == "agents" || dirs[i-1] == "agent") && d == "prompts" {
			return true // uv's agents/prompts/diagnose-workflow-failure.md
		}
	}
	return false
}

// assignmentBrief: a programme's task brief that a student committed
// beside the work ("10 Academy Batch 3 - Week 4 Challenge.pdf", "TRP1
// Week5 Support Document_ The Ledger.md", "assignment.md"): it names the
// files the task asks for and the reference implementation's, not this
// repository's. A document that is the student's own report, submission
// or notes about the challenge is not one.
func assignmentBrief(base string) bool {
	name := strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(strings.TrimSuffix(base, path.Ext(base)))
	if ownWorkRE.MatchString(name) {
		return false
	}
	return briefRE.MatchString(name) || challengeRE.MatchString(name) && weekRE.MatchString(name)
}

var (
	// briefRE names a task brief on its own
	briefRE = regexp.MustCompile(`\bsupport document\b|\bchallenge document\b|\bassignment\b|\btask description\b|\bproblem statement\b`)
	// challengeRE with weekRE names a programme's weekly challenge
	challengeRE = regexp.MustCompile(`\bchallenge\b`)
	weekRE      = regexp.MustCompile(`\b(?:week ?\d+|batch ?\d+|10 ?academy|trp ?1|kifiya)\b`)
	// ownWorkRE names the student's own writing about the task
	ownWorkRE = regexp.MustCompile(`\b(?:report|submission|interim|final|solution|writeup|write up|notes|readme|summary|analysis|answers?)\b`)
)
