package report

// ruleDef is a SARIF rule as data. The order of sarifRules is the ruleIndex
// order and never changes; new rules are appended.
type ruleDef struct {
	ID, Name, Level string
	Short, Full     string
	Help            string
	Tags            []string
	Severity        string // GitHub security-severity, "" when not a security rule
}

const docsURL = "https://github.com/repo-auditor/auditor/blob/main/docs/report-format.md#sarif-rules"

var sarifRules = []ruleDef{
	{ID: RuleHallucinatedPath, Name: "HallucinatedPath", Level: "error",
		Short: "A document cites a path that does not exist.",
		Full:  "A document (README, docs, or a report given with --report) cites a file or directory that is not tracked at the audited revision. Readers who follow the reference hit a dead end, and a report that cites it describes code that is not there.",
		Help:  "Fix the path so it names a tracked file, add the missing file, or remove the reference. If the mention is intentional (a generated or planned file), mark the line with <!-- auditor-ignore -->.",
		Tags:  []string{"documentation", "hallucination"}},
	{ID: RuleMissingLine, Name: "MissingLine", Level: "warning",
		Short: "A document cites a line past the end of a file.",
		Full:  "A document cites a line or line range (file.go:120, #L10-L20) of a tracked file that has fewer lines. The reference is stale or invented.",
		Help:  "Update the line number to the code it describes, or cite the file without a line.",
		Tags:  []string{"documentation", "hallucination"}},
	{ID: RuleBrokenAnchor, Name: "BrokenAnchor", Level: "warning",
		Short: "A document links to a heading that does not exist.",
		Full:  "A link points to a #fragment of a Markdown file (or of the same document) that matches no heading or explicit anchor of that file.",
		Help:  "Point the link to an existing heading (GitHub slug rules: lower-case, punctuation removed, spaces as '-'), or restore the heading.",
		Tags:  []string{"documentation"}},
	{ID: RuleBrokenImage, Name: "BrokenImage", Level: "warning",
		Short: "A document shows an image that does not exist.",
		Full:  "A Markdown or HTML image reference resolves to no tracked file, so the image renders broken.",
		Help:  "Commit the image at the referenced path or fix the reference. Remote images are not checked.",
		Tags:  []string{"documentation"}},
	{ID: RuleCommittedSecret, Name: "CommittedSecret", Level: "error",
		Short: "A secret-looking file or credential is committed.",
		Full:  "A file that usually holds credentials (.env, private keys, token files) or text matching a well-known credential pattern is tracked in the repository. The value itself is never copied into the report.",
		Help:  "Remove the file from the repository and its history, rotate the credential, and ignore the file (.gitignore). Use an example file (.env.example) for documentation.",
		Tags:  []string{"security", "secret"}, Severity: "8.0"},
	{ID: RuleUnsafeShell, Name: "UnsafeShell", Level: "warning",
		Short: "Shell execution is built from strings.",
		Full:  "Code runs a command through a shell or eval built from a string (os.system, subprocess with shell=True, exec.Command(\"sh\", \"-c\", ...), child_process.exec, eval). Untrusted input in that string becomes command injection.",
		Help:  "Pass an argument list to the process API without a shell, and never eval data.",
		Tags:  []string{"security", "injection"}, Severity: "6.0"},
	{ID: RuleCriterionFailed, Name: "CriterionFailed", Level: "warning",
		Short: "A rubric criterion scored below the midpoint of its range.",
		Full:  "The chief justice's final score for a rubric criterion is below the midpoint of the criterion's score range. The location is the first evidence the judges cited, or the repository README.",
		Help:  "Read the criterion's opinions and remediation plan in the auditor's Markdown or HTML report.",
		Tags:  []string{"rubric"}},
	{ID: RuleMissingCommand, Name: "MissingCommand", Level: "error",
		Short: "A document runs a make target or script the project does not define.",
		Full:  "A document tells the reader to run a command (make TARGET, npm run SCRIPT, pnpm/yarn SCRIPT, just RECIPE, task TASK, uv/poetry run SCRIPT) and the project's runner file (Makefile and its includes, the nearest or root package.json, justfile, Taskfile.yml, pyproject.toml scripts) exists but does not define that name.",
		Help:  "Add the target or script, or fix the command in the document. If the command is about another project, mark the line with <!-- auditor-ignore -->.",
		Tags:  []string{"documentation", "hallucination"}},
	{ID: RuleMissingSymbol, Name: "MissingSymbol", Level: "warning",
		Short: "A document ties a code symbol to a file that does not define it.",
		Full:  "A document names a function, class or method in a code span and the file it says holds it (`merge_evidences` in `src/state.py`, `judges.py::build_prosecutor`); the file exists but neither defines nor mentions that name. Checked only with --symbol-claims.",
		Help:  "Fix the symbol or the file name in the document, or mark the line with <!-- auditor-ignore -->.",
		Tags:  []string{"documentation", "hallucination"}},
}

// ruleIndex returns the index of id in sarifRules.
func ruleIndex(id string) int {
	for i, r := range sarifRules {
		if r.ID == id {
			return i
		}
	}
	return -1
}

func sarifRuleList() []sarifRule {
	out := make([]sarifRule, len(sarifRules))
	for i, d := range sarifRules {
		out[i] = sarifRule{
			ID: d.ID, Name: d.Name,
			ShortDescription:     sarifText{Text: d.Short},
			FullDescription:      sarifText{Text: d.Full},
			Help:                 sarifHelp{Text: d.Help},
			HelpURI:              docsURL,
			DefaultConfiguration: sarifConfiguration{Level: d.Level},
			Properties:           sarifRuleProps{Tags: d.Tags, Precision: "high", SecuritySeverity: d.Severity},
		}
	}
	return out
}
