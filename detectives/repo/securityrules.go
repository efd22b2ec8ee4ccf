package repo

import "regexp"

var (
	pyExts = []string{".py", ".pyw"}
	jsExts = []string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"}
	// literalOnly matches an argument list that is empty or one plain string
	// literal (no f-string, no concatenation): eval of a constant.
	literalOnly = regexp.MustCompile(`^\s*(?:[rbuRBU]{0,2}"[^"\\]*"|[rbuRBU]{0,2}'[^'\\]*'|` + "`[^`$]*`" + `)?\s*$`)
)

// securityPatterns find shell execution built from strings and eval of
// non-literal code. They are heuristics: a match is a lead for the
// security criterion, not a proof that untrusted input reaches the call.
// Examples that mention Go's exec.Command use escaped quotes so this file
// does not match its own rule.
var securityPatterns = []*Pattern{
	{ID: "py-os-system", Keywords: []string{"os."}, Description: "os.system/os.popen run a string through the shell", Class: ClassSecurityPattern,
		Exts: pyExts, SkipComments: true,
		Match: regexp.MustCompile(`os\.(?:system|popen)\s*\(`), WordStart: true,
		TruePositives: []Example{{"src/tools/git.py", "import os\nos.system(\"git clone \" + url)\n"},
			{"a.py", "out = os.popen(cmd).read()"}},
		FalsePositives: []Example{{"src/tools/git.py", "subprocess.run([\"git\", \"clone\", url], check=True)"},
			{"b.py", "# never call os.system(cmd) here"}, {"c.py", "info = os.system_info()"}, {"d.go", "os.system(x)"}}},
	{ID: "py-subprocess-shell", Keywords: []string{"shell"}, Description: "subprocess call with shell=True", Class: ClassSecurityPattern,
		Exts: pyExts, SkipComments: true,
		Match: regexp.MustCompile(`subprocess\.(?:run|call|Popen|check_call|check_output)\s*\(`), WordStart: true,
		Args: regexp.MustCompile(`\bshell\s*=\s*True\b`),
		TruePositives: []Example{{"a.py", "subprocess.run(f\"git clone {url}\", shell=True)"},
			{"b.py", "p = subprocess.Popen(\n    cmd,\n    stdout=PIPE,\n    shell=True,\n)\n"}},
		FalsePositives: []Example{{"a.py", "subprocess.run([\"ls\"], shell=False)"},
			{"b.py", "subprocess.run(cmd.split(), check=True)\nshell=True"}}},
	{ID: "py-subprocess-getoutput", Keywords: []string{"getoutput", "getstatusoutput"}, Description: "subprocess.getoutput/getstatusoutput always use the shell", Class: ClassSecurityPattern,
		Exts: pyExts, SkipComments: true,
		Match: regexp.MustCompile(`subprocess\.(?:getoutput|getstatusoutput)\s*\(`), WordStart: true,
		TruePositives:  []Example{{"a.py", "out = subprocess.getoutput(\"git log \" + ref)"}},
		FalsePositives: []Example{{"a.py", "out = subprocess.check_output([\"git\", \"log\", ref])"}}},
	{ID: "py-eval-exec", Keywords: []string{"eval", "exec"}, Description: "eval/exec of non-literal Python code", Class: ClassSecurityPattern,
		Exts: pyExts, SkipComments: true,
		Match:   regexp.MustCompile(`(?m)(?:^|[^\w.])(?:eval|exec)\s*\(`),
		NotArgs: literalOnly,
		TruePositives: []Example{{"a.py", "result = eval(user_input)"}, {"b.py", "exec(code, {})"},
			{"c.py", "x = eval(f\"{a} + 1\")"}},
		FalsePositives: []Example{{"a.py", "model.eval()"}, {"b.py", "v = ast.literal_eval(text)"},
			{"c.py", "x = eval(\"1 + 2\")"}, {"d.py", "exec_command(cmd)"}}},
	{ID: "go-exec-shell", Keywords: []string{"exec.Command"}, Description: "exec.Command running a shell with -c", Class: ClassSecurityPattern,
		Exts: []string{".go"}, SkipComments: true,
		Match: regexp.MustCompile(`exec\.Command(?:Context)?\s*\(`), WordStart: true,
		Args: regexp.MustCompile(`"(?:/usr)?(?:/bin/)?(?:ba|z|da)?sh"\s*,\s*"-c"|"cmd(?:\.exe)?"\s*,\s*"/[cC]"`),
		TruePositives: []Example{{"git.go", "cmd := exec.Command(\"sh\", \"-c\", \"git clone \"+url)"},
			{"run.go", "exec.CommandContext(ctx, \"/bin/bash\", \"-c\", script)"}},
		FalsePositives: []Example{{"git.go", "cmd := exec.Command(\"git\", \"clone\", \"--\", url)"},
			{"run.go", "exec.Command(\"sh\", script)"}, {"c.go", "// exec.Command(\"sh\", \"-c\", s) is banned"}}},
	{ID: "js-child-process-exec", Keywords: []string{"child_process"}, Description: "child_process exec/execSync run a string through the shell", Class: ClassSecurityPattern,
		Exts: jsExts, SkipComments: true,
		Match:    regexp.MustCompile(`(?m)(?:\bchild_process\.|\bchild_process['"]\)\.|(?:^|[^\w.$]))exec(?:Sync)?\s*\(`),
		FileMust: regexp.MustCompile(`child_process`),
		TruePositives: []Example{{"a.js", "const { exec } = require(\"child_process\");\nexec(\"git clone \" + url, cb);\n"},
			{"b.ts", "require('child_process').execSync(cmd)"}},
		FalsePositives: []Example{{"a.js", "import { execFile } from \"child_process\";\nexecFile(\"git\", [\"clone\", url]);\nconst m = re.exec(s);\n"},
			{"b.js", "exec(\"ls\")"}}},
	{ID: "js-eval", Keywords: []string{"eval", "Function"}, Description: "eval / new Function on non-literal JavaScript", Class: ClassSecurityPattern,
		Exts: jsExts, SkipComments: true,
		Match:          regexp.MustCompile(`(?m)(?:(?:^|[^\w.$])eval|\bnew\s+Function)\s*\(`),
		NotArgs:        literalOnly,
		TruePositives:  []Example{{"a.js", "const v = eval(req.body.expr);"}, {"b.ts", "const f = new Function(\"a\", body);"}},
		FalsePositives: []Example{{"a.js", "const v = eval(\"2 + 2\");"}, {"b.js", "obj.eval(x)"}, {"c.js", "// eval(x) is forbidden"}}},
}
