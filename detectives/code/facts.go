package code

// fileFacts is what one source file yields. Every fact carries the 1-based
// line it starts on; the file is the record's Path. Parsers fill it, the
// evidence builders read it; it holds no parser types, so it is the same
// with and without cgo.
type fileFacts struct {
	Path      string
	Lang      string // "go", "python"
	Defs      []def
	Imports   []imp
	Graphs    []graph
	States    []stateSchema
	Bindings  []binding
	Execs     []execCall
	Sandboxes []sandbox
	Prompts   []prompt
	Justice   []justiceImpl
}

// def is one definition: a type, function, method or class.
type def struct {
	Kind  string   // go: struct, interface, type, func, method; python: class, function, method
	Name  string   // the defined name
	Recv  string   // the receiver type (Go) or enclosing class (Python) of a method
	Bases []string // a Python class's bases as written
	Line  int
}

// imp is one import: the module or package path, with the names a Python
// "from" import takes from it and a Go import's alias.
type imp struct {
	Path  string
	Names []string
	Alias string
	Line  int
}

// graph is a LangGraph StateGraph builder and the calls made on it.
type graph struct {
	Var   string // the variable the builder is assigned to
	State string // the state schema argument as written
	Line  int
	Nodes []graphNode
	Edges []graphEdge
}

type graphNode struct {
	Name string
	Line int
}

// graphEdge is one edge; a conditional edge with a path map yields one
// edge per target, with Via naming the routing function.
type graphEdge struct {
	From, To    string
	Line        int
	Conditional bool
	Via         string
}

// stateSchema is a class deriving from BaseModel, TypedDict or
// MessagesState, with its annotated fields.
type stateSchema struct {
	Name  string
	Base  string
	Line  int
	Lines [2]int // first and last line of the class
	Field []stateField
}

type stateField struct {
	Name    string
	Type    string
	Reducer string // the Annotated metadata (operator.add, operator.ior, a function), "" without Annotated
	Line    int
}

// binding is a structured-output binding: .with_structured_output(X) or
// .bind_tools(X).
type binding struct {
	Method   string
	Receiver string
	Schema   string
	Line     int
}

// execCall is a call that runs a shell, a process or dynamic code.
type execCall struct {
	Callee  string // canonical name: os.system, subprocess.run, eval, ...
	Arg     string // the first argument as written (bounded)
	Literal bool   // the command or code is a literal (no variable, no interpolation)
	Shell   bool   // goes through a shell: os.system, os.popen, shell=True, getoutput
	Func    string // the enclosing function, "" at module level
	InTry   bool   // inside a try block (its failure is handled)
	Check   bool   // check=True: a non-zero exit raises
	Capture bool   // captures output: capture_output=True, or stdout/stderr given
	Line    int
}

// sandbox is a temporary-directory call: tempfile.TemporaryDirectory or mkdtemp.
type sandbox struct {
	Callee string
	With   bool   // used as a context manager (removed on exit)
	Func   string // the enclosing function, "" at module level
	Line   int
}

// prompt is a long string literal attributed to a judge persona.
type prompt struct {
	Persona string // prosecutor, defense, tech_lead
	Name    string // the variable or key it is assigned to
	Text    string
	Line    int
}
