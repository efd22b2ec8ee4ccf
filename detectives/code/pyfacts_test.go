//go:build cgo

package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestPythonForms checks the forms each fact takes in real code, one
// snippet per row.
func TestPythonForms(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		class evidence.Class
		want  []string
	}{
		{"shell=True with a variable", "import subprocess\nsubprocess.run(cmd, shell=True)\n", ClassExec,
			[]string{"a.py:2 subprocess.run(cmd, shell=True)"}},
		{"imported function alias", "from os import system as run_it\nrun_it('ls')\n", ClassExec,
			[]string{"a.py:2 os.system('ls')"}},
		{"eval of an f-string", "x = eval(f\"{a} + 1\")\n", ClassExec,
			[]string{"a.py:1 eval(f\"{a} + 1\")"}},
		{"a method named system is not os.system", "obj.system('x')\n", ClassExec, nil},
		{"mkdtemp outside with", "import tempfile\nd = tempfile.mkdtemp()\n", ClassSandbox,
			[]string{"a.py:2 tempfile.mkdtemp()"}},
		{"method in a try, checked and captured", "import subprocess\nclass Git:\n    def clone(self, url):\n        try:\n" +
			"            subprocess.run(['git', 'clone', url], check=True, capture_output=True)\n        except subprocess.CalledProcessError:\n            pass\n",
			ClassExec, []string{"a.py:5 subprocess.run(['git', 'clone', url]) in Git.clone()"}},
		{"bind_tools", "model = llm.bind_tools([Opinion])\n", ClassStructuredOutput,
			[]string{"a.py:1 llm.bind_tools([Opinion])"}},
		{"entry, finish, node by function, unmapped condition", "from langgraph.graph import StateGraph\n" +
			"g = StateGraph(S)\ng.add_node(step)\ng.set_entry_point('step')\ng.add_conditional_edges('step', route)\ng.set_finish_point('step')\n",
			ClassGraph, []string{"a.py:2 g = StateGraph(S)\na.py:3 node step\na.py:4 edge START -> step\n" +
				"a.py:5 conditional edge step -> ? (if route)\na.py:6 edge step -> END"}},
		{"qualified BaseModel, reducer function", "import pydantic\nclass S(pydantic.BaseModel):\n    log: Annotated[list, merge_logs] = []\n",
			ClassStateSchema, []string{"a.py:2 class S(BaseModel)\na.py:3 log: Annotated[list, merge_logs]"}},
		{"persona prompts in a dict", "PROMPTS = {\n  'prosecutor': 'Be harsh and hunt for every security flaw in it.',\n  'defense': 'Be kind and reward effort, intent and creativity.',\n}\n",
			ClassPersonaPrompt, []string{
				"a.py:2 prosecutor = Be harsh and hunt for every security flaw in it.",
				"a.py:3 defense = Be kind and reward effort, intent and creativity."}},
		{"short strings are not prompts", "PROSECUTOR = 'be harsh'\n", ClassPersonaPrompt, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			snap := reposnap.NewMemory(map[string]string{"a.py": tt.src}, nil)
			evs, in := collect(t, snap, Limits{})
			if diff := cmp.Diff(tt.want, contents(evs, tt.class)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if w := warnings(in); len(w) != 0 {
				t.Errorf("unexpected warnings: %q", w)
			}
		})
	}
}

// TestExecHandling checks the error-handling facts of a process call: in a
// try block, check=True, output captured.
func TestExecHandling(t *testing.T) {
	src := "import subprocess as sp\n\ndef clone(url):\n    try:\n        sp.run(['git', 'clone', url], check=True, stderr=sp.PIPE)\n    except sp.CalledProcessError:\n        raise\n"
	evs, _ := collect(t, reposnap.NewMemory(map[string]string{"a.py": src}, nil), Limits{})
	var got map[string]any
	for _, e := range evs {
		if e.Class == ClassExec {
			got = e.Data
		}
	}
	want := map[string]any{"callee": "subprocess.run", "literal": false, "shell": false, "unsafe": false,
		"function": "clone", "in_try": true, "check": true, "captures_output": true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("data (-want +got):\n%s", diff)
	}
}
