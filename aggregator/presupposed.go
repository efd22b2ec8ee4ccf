package aggregator

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// What a command line or a pointer presupposes about a missing path, read
// from the claim's own context: an install step and a pointer to a
// project document presuppose the file ships (never weighed by the tie
// model); a report passed beside a repository URL is the example's input.

// installStep reports a path an install command reads from the checkout
// ("pip install -r requirements.txt", "conda env create -f environment.yml",
// "uv pip install -r requirements-dev.txt"), or the manifest an install
// instruction in words names ("2. Install the setup.py"): the step
// presupposes the file ships with the repository, so a missing one is a
// broken instruction, never the reader's own file, and the tie model does
// not weigh it.
func installStep(c *evidence.Claim) bool {
	if c.Kind == evidence.KindProse || c.Kind == evidence.KindCode {
		if installManifestRE.MatchString(c.Text) {
			if i := strings.Index(c.Context, c.Text); i >= 0 && installVerbRE.MatchString(c.Context[max(0, i-48):i]) {
				return true // "2. Install the setup.py", "install the dependencies in `requirements.txt`"
			}
		}
	}
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode {
		return false
	}
	for _, m := range installFileRE.FindAllStringSubmatch(c.Context, -1) {
		for _, f := range m[1:] {
			if f != "" && strings.TrimPrefix(f, "./") == strings.TrimPrefix(c.Text, "./") {
				return true
			}
		}
	}
	return false
}

var (
	// installManifestRE: the files an install step reads dependencies from.
	installManifestRE = regexp.MustCompile(`(?i)(?:^|/)(?:setup\.py|setup\.cfg|pyproject\.toml|requirements[\w.-]*\.txt|environment\.ya?ml|Pipfile|package\.json)$`)
	// installVerbRE: an install instruction just before the manifest's
	// name, in the same sentence ("Install the", "install dependencies
	// listed in", "Install requirements from"); not a command's options
	// ("pip install -r"), and not across a clause ("after installing, edit").
	installVerbRE = regexp.MustCompile(`(?i)\binstall(?:ing)?\s+[a-z][^.,:;!?()\n-]{0,40}$`)
)

var installFileRE = regexp.MustCompile(`(?:\bpip3?|\bpython3? -m pip|\buv pip|\bpipenv)\s+install\b[^|;&\n]*?\s(?:-r|--requirement|-c|--constraint)\s+(\S+)|\bconda env (?:create|update)\b[^|;&\n]*?\s(?:-f|--file)\s+(\S+)`)

// docPointer reports a project document the reader is sent to ("See
// **`REDUCERS.md`** for how ...", "described in docs/architecture.md"), or
// any file sent to by "see" ("A version bump: see `__version__.py`"): a
// document pointing at a file of its own project, which the tie model
// would otherwise weigh as a bare name. "Open `config.yaml`" is not one:
// the file opened is often the reader's.
func docPointer(c *evidence.Claim) bool {
	if c.Kind == evidence.KindFence || c.Kind == evidence.KindTree {
		return false
	}
	if docExtRE.MatchString(c.Text) {
		return pointsReader(c.Context, c.Text)
	}
	i := strings.Index(c.Context, c.Text)
	return i >= 0 && path.Ext(c.Text) != "" && seeRE.MatchString(c.Context[max(0, i-12):i])
}

// seeRE: "see" just before a mention.
var seeRE = regexp.MustCompile("(?i)\\bsee:?\\s*[`\"'*]*$")

var docExtRE = regexp.MustCompile(`(?i)\.(?:md|mdx|rst|adoc|txt)$|(?:^|/)(?:LICEN[CS]E|COPYING|NOTICE|CONTRIBUTING|CHANGELOG|AUTHORS|CODE_OF_CONDUCT|SECURITY)(?:\.\w+)?$`)

// evidenceLabel reports a path given as the value of a report's evidence
// label ("**Target Artifact:** `docs/architecture.pdf`", "*Cited evidence:
// reports/diagram.png*", "Location: ./reports/diagrams/x.png"): an audit
// report says it looked at that file, so a missing one is a false
// citation, not a bare name the tie model should weigh. Plans' "File:"
// labels are left out: a plan names files it will add that way.
func evidenceLabel(c *evidence.Claim) bool {
	if c.Kind != evidence.KindCode && c.Kind != evidence.KindProse {
		return false
	}
	i := strings.Index(c.Context, c.Text)
	if i < 0 {
		return false
	}
	return evidenceLabelRE.MatchString(c.Context[max(0, i-40):i])
}

var evidenceLabelRE = regexp.MustCompile(`(?i)\b(?:target artifacts?|cited evidence|evidence cited|location)\W{0,4}:\W{0,4}$`)

// agentConventionName reports a bare, missing name of an AI-agent
// convention file in running text or a code span, with nothing sending
// the reader to it: reports about agent infrastructure discuss SOUL.md,
// AGENTS.md or CLAUDE.md as conventions ("the persona of another agent
// (SOUL.md)"); on the real-world benchmark no such mention was a false
// claim. A link, a tree entry or a path with directories stays a claim.
func agentConventionName(c *evidence.Claim, p string) bool {
	if c.Kind != evidence.KindProse && c.Kind != evidence.KindCode || strings.Contains(strings.TrimSuffix(p, "/"), "/") {
		return false
	}
	return agentConventionFiles[strings.ToUpper(p)] && !pointsReader(c.Context, c.Text)
}

var agentConventionFiles = map[string]bool{"AGENTS.MD": true, "SOUL.MD": true, "CLAUDE.MD": true, "GEMINI.MD": true,
	"SKILL.MD": true, "MEMORY.MD": true, "HEARTBEAT.MD": true, "IDENTITY.MD": true, "USER.MD": true, "TOOLS.MD": true,
	".CURSORRULES": true, ".CLINERULES": true, ".WINDSURFRULES": true, "COPILOT-INSTRUCTIONS.MD": true}

// ReasonExampleArgument is recorded on a document file passed to a command
// beside a repository URL: the input of an example run.
const ReasonExampleArgument = "a report passed to an example command beside a repository URL: the example's input, not a file the repository ships"

// exampleArgument reports a missing report file (.pdf, .docx) given on the
// same command line as a repository URL ("python main.py
// https://github.com/user/target-repo --pdf reports/their_report.pdf"),
// or any file given beside a placeholder repository URL ("python -m
// src.graph https://github.com/user/repo.git reports/interim_report.md"):
// the user's input to the example. It is checked after the history, so a
// renamed report of the repository's own is still a stale reference.
func exampleArgument(c *evidence.Claim) bool {
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode {
		return false
	}
	return reportExtRE.MatchString(c.Text) && urlArgRE.MatchString(c.Context) || afterPlaceholderURL(c.Context, c.Text)
}

// afterPlaceholderURL reports text written after a placeholder repository
// URL or a placeholder argument (<url>, <path>) on the line: an argument
// of the example, not the script it runs.
func afterPlaceholderURL(line, text string) bool {
	for _, re := range []*regexp.Regexp{placeholderURLRE, placeholderArgRE} {
		if loc := re.FindStringIndex(line); loc != nil && text != "" && strings.Contains(line[loc[1]:], text) {
			return true
		}
	}
	return false
}

var (
	reportExtRE = regexp.MustCompile(`(?i)\.(?:pdf|docx?|pptx?)$`)
	urlArgRE    = regexp.MustCompile(`(?:^|\s|["'=])https?://\S+`)
	// placeholderArgRE: an argument a usage line leaves to the reader
	// ("main.py --repo <url> --pdf <path> --output audit/my_run").
	// A placeholder repository path ("query /path/to/repo blast_radius
	// src/x.py") makes the later paths that repository's.
	placeholderArgRE = regexp.MustCompile(`(?:^|[\s=])(?:<[A-Za-z][\w .-]{0,30}>|(?:~/|/)?path/to/(?:the[-_]|your[-_])?(?:target[-_])?(?:repo|repository|project|codebase)/?)(?:\s|$)`)
	// placeholderURLRE: a repository URL whose owner stands for anyone's.
	placeholderURLRE = regexp.MustCompile(`(?i)(?:^|\s|["'=])https?://github\.com/(?:user|username|owner|org|example|test|someone|octocat|your[\w-]*|<[^>\s]+>|\{[^}\s]+\}|\[[^\]\s]+\])/`)
)

// doneTask reports a claim on a ticked task line ("- [x] T010 Create
// src/nodes/.placeholder"): a work log entry, true when it was ticked. A
// file it names that the history once had is a past state, not a false
// claim; one that never existed stays a claim (the task says it was
// done).
func doneTask(c *evidence.Claim) bool {
	return doneTaskRE.MatchString(c.Context)
}

var doneTaskRE = regexp.MustCompile(`^\s*(?:[-*+]\s+|\d+[.)]\s+)?\[[xX]\]\s`)

// runtimeData reports a database file a program writes as it runs.
// Ignored by .gitignore, it is the reader's own file even when the text
// points to it ("selecting the same `database.db` file" of a tutorial the
// reader runs). A log is not one: a pointer to it may mean the author's
// own run, which the reader cannot see.
func runtimeData(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".db", ".sqlite", ".sqlite3", ".duckdb":
		return true
	}
	return false
}

// copiedTemplate reports the source of a setup step that copies a
// template into the reader's own file ("cp .env.example .env",
// "Copy-Item .env.example .env", "copy config.sample.yaml config.yaml"):
// the step presupposes the template ships with the repository, so a
// missing one is a broken instruction, whatever the tie model would say
// of the name. The copy (.env) is the reader's and is never flagged.
func copiedTemplate(c *evidence.Claim) bool {
	if c.Kind != evidence.KindFence && c.Kind != evidence.KindCode {
		return false
	}
	text := strings.TrimPrefix(strings.TrimSpace(c.Text), "./")
	if !templateNameRE.MatchString(path.Base(text)) {
		return false
	}
	for _, m := range copyStepRE.FindAllStringSubmatch(c.Context, -1) {
		if strings.TrimPrefix(strings.Trim(m[1], `"'`), "./") == text {
			return true
		}
	}
	return false
}

var (
	// copyStepRE: a copy command and its source argument.
	copyStepRE = regexp.MustCompile(`(?i)(?:^|[\s;&|(])(?:cp|copy|copy-item|cpi)\s+(?:-\S+\s+)*(\S+)\s+\S`)
	// templateNameRE: a template's name (.env.example, config.sample.yaml,
	// settings.template.json, phpunit.xml.dist).
	templateNameRE = regexp.MustCompile(`(?i)(?:^|[._-])(?:example|sample|template|dist|tmpl)(?:[._-]|$)`)
)
