package code

import "strings"

// The Python facts as data: which calls, bases and names mean what. They
// do not depend on the parser, so they hold in every build.

// execCallees run a shell, a process or dynamic code.
var execCallees = map[string]bool{
	"os.system": true, "os.popen": true,
	"subprocess.run": true, "subprocess.call": true, "subprocess.check_call": true,
	"subprocess.check_output": true, "subprocess.Popen": true,
	"subprocess.getoutput": true, "subprocess.getstatusoutput": true,
	"asyncio.create_subprocess_shell": true, "asyncio.create_subprocess_exec": true,
	"eval": true, "exec": true,
}

// shellCallees always go through a shell.
var shellCallees = map[string]bool{
	"os.system": true, "os.popen": true, "subprocess.getoutput": true,
	"subprocess.getstatusoutput": true, "asyncio.create_subprocess_shell": true,
}

// sandboxCallees create a private temporary directory.
var sandboxCallees = map[string]bool{"tempfile.TemporaryDirectory": true, "tempfile.mkdtemp": true}

// graphMethods are the StateGraph builder calls that wire the graph.
var graphMethods = map[string]bool{
	"add_node": true, "add_edge": true, "add_conditional_edges": true,
	"set_entry_point": true, "set_finish_point": true,
}

// stateBases are the bases that make a class a state schema.
var stateBases = []string{"BaseModel", "TypedDict", "MessagesState"}

// minPromptLen is the shortest string taken for a persona prompt.
const minPromptLen = 40

// unavailableMessage is the evidence of a build without a Python parser.
const unavailableMessage = "Python parsing not available in this build (built without cgo)"

// stateBase returns the first state base among bases ("pydantic.BaseModel"
// counts as BaseModel), or "".
func stateBase(bases []string) string {
	for _, b := range bases {
		last := b[strings.LastIndexByte(b, '.')+1:]
		for _, s := range stateBases {
			if last == s {
				return s
			}
		}
	}
	return ""
}

// isStateGraph reports whether a canonical callee builds a LangGraph graph.
func isStateGraph(callee string) bool {
	return callee == "StateGraph" || strings.HasSuffix(callee, ".StateGraph")
}

// annotatedReducer returns the reducer of an Annotated[T, reducer] type
// (its last top-level argument), or "".
func annotatedReducer(typ string) string {
	i := strings.Index(typ, "Annotated[")
	if i < 0 {
		return ""
	}
	args := splitTop(typ[i+len("Annotated["):])
	if len(args) < 2 {
		return ""
	}
	return strings.TrimSpace(args[len(args)-1])
}

// splitTop splits s at the commas outside brackets and parentheses, up to
// the bracket that closes the enclosing one.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '[', '(', '{':
			depth++
		case ']', ')', '}':
			if depth--; depth < 0 {
				return append(out, s[start:i])
			}
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// personaOf names the judge persona of a prompt: from the name it is
// assigned to, else from the opening of its text when exactly one persona
// is named there. "" when neither says.
func personaOf(name, text string) string {
	if p := personas(strings.ToLower(name)); len(p) == 1 {
		return p[0]
	}
	head := strings.ToLower(text[:min(len(text), 300)])
	if p := personas(head); len(p) == 1 {
		return p[0]
	}
	return ""
}

func personas(s string) []string {
	var out []string
	if strings.Contains(s, "prosecut") {
		out = append(out, "prosecutor")
	}
	if strings.Contains(s, "defense") || strings.Contains(s, "defence") || strings.Contains(s, "defender") {
		out = append(out, "defense")
	}
	for _, t := range []string{"tech_lead", "techlead", "tech lead", "tech-lead"} {
		if strings.Contains(s, t) {
			return append(out, "tech_lead")
		}
	}
	return out
}

// bounded cuts s to n bytes at a rune boundary, with "…" when cut.
func bounded(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
