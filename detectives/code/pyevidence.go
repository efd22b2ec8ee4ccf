package code

import (
	"fmt"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// pythonFacts are the rubric facts of one file, one record each.
func pythonFacts(f *fileFacts) []evidence.Evidence {
	var out []evidence.Evidence
	for _, g := range f.Graphs {
		out = append(out, graphEvidence(f.Path, g))
	}
	for _, s := range f.States {
		out = append(out, stateEvidence(f.Path, s))
	}
	for _, b := range f.Bindings {
		out = append(out, finish(ClassStructuredOutput, b.Method, evidence.Evidence{
			Goal: "LLM output bound to a schema (.with_structured_output / .bind_tools)", Found: true,
			Location: f.Path, Line: b.Line,
			Content:    fmt.Sprintf("%s:%d %s.%s(%s)", f.Path, b.Line, b.Receiver, b.Method, b.Schema),
			Rationale:  "a call of ." + b.Method + " in the syntax tree",
			Confidence: 1, Data: map[string]any{"method": b.Method, "schema": b.Schema, "receiver": b.Receiver},
		}))
	}
	for _, e := range f.Execs {
		out = append(out, execEvidence(f.Path, e))
	}
	for _, s := range f.Sandboxes {
		why := "the temporary directory is created outside a with statement: its removal depends on explicit cleanup"
		if s.With {
			why = "used as a context manager: the directory is removed when the block exits"
		}
		out = append(out, finish(ClassSandbox, s.Callee, evidence.Evidence{
			Goal: "work in a private temporary directory (sandboxing)", Found: true,
			Location: f.Path, Line: s.Line,
			Content:   fmt.Sprintf("%s:%d %s()%s", f.Path, s.Line, s.Callee, inFunc(s.Func)),
			Rationale: why, Confidence: 1,
			Data: map[string]any{"callee": s.Callee, "context_manager": s.With, "function": s.Func},
		}))
	}
	for _, j := range f.Justice {
		out = append(out, justiceEvidence(f.Path, j))
	}
	for _, p := range f.Prompts {
		out = append(out, finish(ClassPersonaPrompt, p.Persona, evidence.Evidence{
			Goal: "the system prompt of the " + p.Persona + " persona", Found: true,
			Location: f.Path, Line: p.Line,
			Content:    fmt.Sprintf("%s:%d %s = %s", f.Path, p.Line, p.Name, p.Text),
			Rationale:  "a string literal of at least " + fmt.Sprint(minPromptLen) + " characters assigned to a name (or key) or opening with the persona",
			Confidence: 0.8, Data: map[string]any{"persona": p.Persona, "name": p.Name, "chars": len(p.Text)},
		}))
	}
	return out
}

// graphEvidence lists a builder's nodes, edges, fan-out and fan-in, each
// with file:line.
func graphEvidence(file string, g graph) evidence.Evidence {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d %s = StateGraph(%s)\n", file, g.Line, g.Var, g.State)
	nodes := make([]string, len(g.Nodes))
	for i, n := range g.Nodes {
		nodes[i] = n.Name
		fmt.Fprintf(&b, "%s:%d node %s\n", file, n.Line, n.Name)
	}
	edges := make([]string, len(g.Edges))
	for i, e := range g.Edges {
		edges[i] = e.From + " -> " + e.To
		kind := "edge"
		if e.Conditional {
			kind, edges[i] = "conditional edge", edges[i]+" (if "+e.Via+")"
		}
		fmt.Fprintf(&b, "%s:%d %s %s\n", file, e.Line, kind, edges[i])
	}
	fanOut, fanIn := fanOutIn(g.Edges)
	for _, k := range sortedKeys(fanOut) {
		fmt.Fprintf(&b, "fan-out %s -> %s\n", k, strings.Join(fanOut[k], ", "))
	}
	for _, k := range sortedKeys(fanIn) {
		fmt.Fprintf(&b, "fan-in %s <- %s\n", k, strings.Join(fanIn[k], ", "))
	}
	return finish(ClassGraph, g.Var, evidence.Evidence{
		Goal: "the LangGraph StateGraph wiring: nodes, edges, fan-out, fan-in", Found: true,
		Location: file, Line: g.Line, Content: strings.TrimSuffix(b.String(), "\n"),
		Rationale:  fmt.Sprintf("%d nodes, %d edges; %d fan-out and %d fan-in points computed from the edges", len(g.Nodes), len(g.Edges), len(fanOut), len(fanIn)),
		Confidence: 1,
		Data: map[string]any{"builder": g.Var, "state": g.State, "nodes": nodes, "edges": edges,
			"fan_out": anyMap(fanOut), "fan_in": anyMap(fanIn), "fan_out_points": len(fanOut), "fan_in_points": len(fanIn)},
	})
}

func stateEvidence(file string, s stateSchema) evidence.Evidence {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d class %s(%s)", file, s.Line, s.Name, s.Base)
	reducers := []string{}
	for _, fl := range s.Field {
		fmt.Fprintf(&b, "\n%s:%d %s: %s", file, fl.Line, fl.Name, fl.Type)
		if fl.Reducer != "" {
			reducers = append(reducers, fl.Name+": "+fl.Reducer)
		}
	}
	why := "no Annotated reducer: parallel writers to a field overwrite each other"
	if len(reducers) > 0 {
		why = "Annotated reducers merge parallel writes: " + strings.Join(reducers, "; ")
	}
	return finish(ClassStateSchema, s.Name, evidence.Evidence{
		Goal: "state schema (Pydantic BaseModel / TypedDict) and its reducers", Found: true,
		Location: file, Line: s.Line, Content: b.String(), Rationale: why, Confidence: 1,
		Data: map[string]any{"name": s.Name, "base": s.Base, "reducers": reducers, "reducer_count": len(reducers), "fields": len(s.Field), "end_line": s.Lines[1]},
	})
}

func execEvidence(file string, e execCall) evidence.Evidence {
	unsafe := e.Shell && !e.Literal || e.Callee == "os.system" || e.Callee == "os.popen" ||
		(e.Callee == "eval" || e.Callee == "exec") && !e.Literal
	why := "runs a process without a shell"
	switch {
	case e.Callee == "os.system" || e.Callee == "os.popen":
		why = e.Callee + " runs its argument through a shell and gives no structured error handling: a security violation"
	case e.Callee == "eval" || e.Callee == "exec":
		why = "evaluates code at run time"
	case e.Shell:
		why = "runs its command through a shell (shell=True)"
	}
	if !e.Literal {
		why += "; the input is not a literal"
	}
	args := e.Arg
	if e.Shell && !shellCallees[e.Callee] {
		args += ", shell=True"
	}
	return finish(ClassExec, e.Callee, evidence.Evidence{
		Goal: "shell, subprocess and eval calls", Found: true, Location: file, Line: e.Line,
		Content:   fmt.Sprintf("%s:%d %s(%s)%s", file, e.Line, e.Callee, args, inFunc(e.Func)),
		Rationale: why, Confidence: 1,
		Data: map[string]any{"callee": e.Callee, "literal": e.Literal, "shell": e.Shell, "unsafe": unsafe,
			"function": e.Func, "in_try": e.InTry, "check": e.Check, "captures_output": e.Capture},
	})
}

func anyMap(m map[string][]string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// inFunc renders " in f()" for a fact inside function f, "" at module level.
func inFunc(f string) string {
	if f == "" {
		return ""
	}
	return " in " + f + "()"
}
