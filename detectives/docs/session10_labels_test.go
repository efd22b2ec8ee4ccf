package docs

// Labelled cases for the rules tuned on the held-out corpora 67-72: each
// rule has a case it must catch and a look-alike that must stay a claim.
// Appended to labelCases, so they count in the labelled precision/recall
// figure.

func init() {
	labelCases = append(labelCases, session10LabelCases...)
}

var session10LabelCases = []labelCase{
	{name: "store cue before a source file names the module", doc: "Lookups are cached in `src/nodes/cache.py` so that a scan does not hit the network twice.",
		want: []want{cl("src/nodes/cache.py", code, 1)}},
	{name: "store cue before a data file is an output", doc: "Lookups are cached in `data/cache.json` between runs.",
		want: []want{nc("data/cache.json", code, 1)}},
	{name: "generating cue before a source file is an output", doc: "The build step generates `src/gen/api_pb.py` from the proto files.",
		want: []want{nc("src/gen/api_pb.py", code, 1)}},
	{name: "indented listing with a route group in a plain-text export", format: FormatText,
		doc:  "The layout is:\n\n    myapp/\n        src/\n            (tabs)/\n                graph.py\n            nodes/\n                judges.py\n                [id].py\n",
		want: []want{cl("src/", tree, 4), cl("src/(tabs)/", tree, 5), cl("src/(tabs)/graph.py", tree, 6), cl("src/nodes/", tree, 7), cl("src/nodes/judges.py", tree, 8), cl("src/nodes/[id].py", tree, 9)}},
}
