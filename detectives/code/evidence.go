package code

import (
	"fmt"
	"sort"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// buildEvidence turns the results into evidence: one CODE_SUMMARY, the
// per-file definitions and imports (the first lim.MaxRecords files that
// have any), the rubric facts of every parsed file, the prompt similarity,
// and CODE_PARSER_UNAVAILABLE when a language had no parser.
func buildEvidence(jobs []job, results []result, lim Limits) []evidence.Evidence {
	var out []evidence.Evidence
	var files []*fileFacts
	for _, r := range results {
		if r.Facts != nil {
			files = append(files, r.Facts)
		}
	}
	out = append(out, summary(jobs, results, files, lim))
	records := 0
	for _, f := range files {
		if records < lim.MaxRecords && (len(f.Defs) > 0 || len(f.Imports) > 0) {
			records++
			out = append(out, definitions(f)...)
		}
		out = append(out, pythonFacts(f)...)
	}
	out = append(out, promptEvidence(files)...)
	if n := count(results, unavailable); n > 0 {
		out = append(out, finish(ClassParserUnavailable, "python", evidence.Evidence{
			Goal:       "parse the Python, JavaScript and TypeScript source files",
			Content:    fmt.Sprintf("%s: %s were not parsed", unavailableMessage, langCounts(jobs, results, unavailable)),
			Rationale:  "tree-sitter needs cgo; rebuild with CGO_ENABLED=1 (and a C compiler) to get Python, JavaScript and TypeScript code evidence",
			Confidence: 1,
		}))
	}
	return out
}

// finish is evidence.Finish for the code detective, whose evidence is the
// repository's (source repo).
func finish(class evidence.Class, key string, e evidence.Evidence) evidence.Evidence {
	return evidence.Finish(evidence.Repo, class, key, e)
}

func count(results []result, s status) int {
	n := 0
	for _, r := range results {
		if r.Status == s {
			n++
		}
	}
	return n
}

func summary(jobs []job, results []result, files []*fileFacts, lim Limits) evidence.Evidence {
	perLang := map[string]any{}
	defs, imps := 0, 0
	for _, f := range files {
		n, _ := perLang[f.Lang].(int)
		perLang[f.Lang] = n + 1
		defs += len(f.Defs)
		imps += len(f.Imports)
	}
	langs := make([]string, 0, len(perLang))
	for l, n := range perLang {
		langs = append(langs, fmt.Sprintf("%d %s", n, l))
	}
	sort.Strings(langs)
	skipped := count(results, skipped)
	by := ""
	if len(langs) > 0 {
		by = " (" + strings.Join(langs, ", ") + ")"
	}
	content := fmt.Sprintf("parsed %d of %d source files%s: %d definitions, %d imports; %d skipped (see warnings)",
		len(files), len(jobs), by, defs, imps, skipped)
	past := count(results, pastRecords)
	content += pastNote(jobs, results, past, lim)
	e := evidence.Evidence{
		Goal:       "parse the tracked source files (Go, Python)",
		Found:      len(files) > 0,
		Content:    content,
		Rationale:  fmt.Sprintf("per-file records for the first %d files with definitions or imports; each file capped at %d bytes and %s", lim.MaxRecords, lim.MaxFileBytes, lim.FileTimeout),
		Confidence: 1,
		Data: map[string]any{"files": len(jobs), "parsed": len(files), "skipped": skipped,
			"not_reached": count(results, notStarted), "unavailable": count(results, unavailable),
			"definitions": defs, "imports": imps, "languages": perLang},
	}
	if past > 0 {
		e.Data["past_records"] = past
	}
	return finish(ClassSummary, "summary", e)
}

// pastNote tells what the per-file records bound left unparsed
// (records.go), "" when nothing.
func pastNote(jobs []job, results []result, past int, lim Limits) string {
	if past == 0 {
		return ""
	}
	return fmt.Sprintf("; %s not parsed: past the first %d files with definitions or imports, they would add nothing else",
		langCounts(jobs, results, pastRecords), lim.MaxRecords)
}

// definitions are a file's CODE_DEFINITIONS and CODE_IMPORTS records;
// each content line is "file:line kind name".
func definitions(f *fileFacts) []evidence.Evidence {
	var out []evidence.Evidence
	if len(f.Defs) > 0 {
		lines := make([]string, len(f.Defs))
		for i, d := range f.Defs {
			lines[i] = fmt.Sprintf("%s:%d %s", f.Path, d.Line, defText(d))
		}
		out = append(out, finish(ClassDefinitions, f.Path, evidence.Evidence{
			Goal: "what the file defines", Found: true, Location: f.Path, Line: f.Defs[0].Line,
			Content:    strings.Join(lines, "\n"),
			Rationale:  fmt.Sprintf("%d definitions parsed from the %s syntax tree", len(f.Defs), f.Lang),
			Confidence: 1, Data: map[string]any{"language": f.Lang, "count": len(f.Defs), "names": defNames(f.Defs)},
		}))
	}
	if len(f.Imports) > 0 {
		lines := make([]string, len(f.Imports))
		paths := make([]string, len(f.Imports))
		for i, im := range f.Imports {
			lines[i] = fmt.Sprintf("%s:%d %s", f.Path, im.Line, impText(im))
			paths[i] = im.Path
		}
		out = append(out, finish(ClassImports, f.Path, evidence.Evidence{
			Goal: "what the file imports", Found: true, Location: f.Path, Line: f.Imports[0].Line,
			Content:    strings.Join(lines, "\n"),
			Rationale:  fmt.Sprintf("%d imports parsed from the %s syntax tree", len(f.Imports), f.Lang),
			Confidence: 1, Data: map[string]any{"language": f.Lang, "count": len(f.Imports), "paths": paths},
		}))
	}
	return out
}

// defText renders a definition: "method (*Server).Run", "class Agent(BaseModel)".
func defText(d def) string {
	switch {
	case d.Kind == "method" && strings.HasPrefix(d.Recv, "*"):
		return fmt.Sprintf("method (%s).%s", d.Recv, d.Name)
	case d.Kind == "method":
		return fmt.Sprintf("method %s.%s", d.Recv, d.Name)
	case d.Kind == "class" && len(d.Bases) > 0:
		return fmt.Sprintf("class %s(%s)", d.Name, strings.Join(d.Bases, ", "))
	}
	return d.Kind + " " + d.Name
}

func defNames(ds []def) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Name
		if d.Recv != "" {
			out[i] = strings.TrimPrefix(d.Recv, "*") + "." + d.Name
		}
	}
	return out
}

func impText(im imp) string {
	s := "import " + im.Path
	if len(im.Names) > 0 {
		s = "from " + im.Path + " import " + strings.Join(im.Names, ", ")
	}
	if im.Alias != "" {
		s += " as " + im.Alias
	}
	return s
}

// langCounts says how many files of each language have status s:
// "8 Python files", "8 Python and 3 TypeScript files".
func langCounts(jobs []job, results []result, s status) string {
	n := map[string]int{}
	for i, r := range results {
		if r.Status == s {
			n[langNames[jobs[i].Lang]]++
		}
	}
	var parts []string
	for _, l := range []string{"Go", "Python", "JavaScript", "TypeScript"} {
		if n[l] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n[l], l))
		}
	}
	if len(parts) > 1 {
		return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1] + " files"
	}
	return strings.Join(parts, "") + " files"
}
