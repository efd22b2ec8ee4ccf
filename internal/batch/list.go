// Package batch audits a cohort: it reads the list of entries, picks a
// shard of it, keeps the resumable state database and runs one audit per
// entry under bounded concurrency. The audit itself is a function the
// caller supplies (the CLI passes the same pipeline `audit` runs), so this
// package knows nothing of flags or report formats.
package batch

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Entry is one repository of the cohort list.
type Entry struct {
	Name   string // directory name under OUT; unique in the list
	URL    string // git URL or local path, as given
	Ref    string // branch, tag or commit; "" = HEAD
	Report string // an extra --report document for this entry; "" = none
	Line   int    // 1-based line of the list it came from
}

// Key is the identity of an entry for sharding and state: its URL and ref.
// It does not depend on the entry's position, so it is stable when the list
// grows.
func (e Entry) Key() string {
	if e.Ref == "" {
		return e.URL
	}
	return e.URL + "@" + e.Ref
}

// csvHeader is the first field of a CSV list's header line.
const csvHeader = "name"

// ParseList reads a cohort list: one git URL or local path per line,
// blank lines and lines starting with '#' ignored; or, when the first
// non-comment line is a CSV header (see isCSVHeader), CSV rows
// name,url[,ref][,report] (columns by header name). Names missing from a
// plain list are derived from the URL (last path element without .git);
// a name used twice gets -2, -3... in list order. Errors name the line.
func ParseList(r io.Reader) ([]Entry, error) {
	lines, err := readLines(r)
	if err != nil {
		return nil, err
	}
	if len(lines) > 0 && isCSVHeader(lines[0].text) {
		return parseCSV(lines)
	}
	var out []Entry
	for _, l := range lines {
		out = append(out, Entry{URL: l.text, Line: l.n})
	}
	return finish(out)
}

type line struct {
	n    int
	text string
}

func readLines(r io.Reader) ([]line, error) {
	var out []line
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		t := strings.TrimSpace(sc.Text())
		if n == 1 {
			t = strings.TrimPrefix(t, "\ufeff")
		}
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		out = append(out, line{n, t})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading the list: %w", err)
	}
	return out, nil
}

// isCSVHeader reports whether a list's first line is a CSV header: it
// starts with "name", or every field is a known column (name, url, ref,
// report).
func isCSVHeader(s string) bool {
	if !strings.Contains(s, ",") {
		return false
	}
	f := splitCSV(s)
	if strings.EqualFold(strings.TrimSpace(f[0]), csvHeader) {
		return true
	}
	for _, h := range f {
		switch strings.ToLower(strings.TrimSpace(h)) {
		case "name", "url", "ref", "report":
		default:
			return false
		}
	}
	return true
}

func parseCSV(lines []line) ([]Entry, error) {
	cols := map[string]int{}
	for i, h := range splitCSV(lines[0].text) {
		cols[strings.ToLower(strings.TrimSpace(h))] = i
	}
	if _, ok := cols["url"]; !ok {
		return nil, fmt.Errorf("line %d: the CSV header needs a url column (name,url[,ref][,report])", lines[0].n)
	}
	for h := range cols {
		switch h {
		case "name", "url", "ref", "report":
		default:
			return nil, fmt.Errorf("line %d: unknown CSV column %q (use name,url[,ref][,report])", lines[0].n, h)
		}
	}
	var out []Entry
	for _, l := range lines[1:] {
		f := splitCSV(l.text)
		get := func(c string) string {
			i, ok := cols[c]
			if !ok || i >= len(f) {
				return ""
			}
			return strings.TrimSpace(f[i])
		}
		e := Entry{Name: get("name"), URL: get("url"), Ref: get("ref"), Report: get("report"), Line: l.n}
		if e.URL == "" {
			return nil, fmt.Errorf("line %d: no url", l.n)
		}
		out = append(out, e)
	}
	return finish(out)
}

// splitCSV splits one CSV record (quotes allowed); a malformed record is
// split on commas.
func splitCSV(s string) []string {
	r := csv.NewReader(strings.NewReader(s))
	r.FieldsPerRecord = -1
	f, err := r.Read()
	if err != nil {
		return strings.Split(s, ",")
	}
	return f
}

// finish derives missing names, makes names safe as a directory and
// unique.
func finish(es []Entry) ([]Entry, error) {
	seen := map[string]bool{}
	for i := range es {
		e := &es[i]
		n := e.Name
		if n == "" {
			n = nameOf(e.URL)
		}
		n = safeName(n)
		switch {
		case n == "" && e.Name != "":
			return nil, fmt.Errorf("line %d: name %q has no letter or digit usable as a directory name; give another name", e.Line, e.Name)
		case n == "":
			return nil, fmt.Errorf("line %d: cannot derive a name from %q; use the CSV form name,url", e.Line, e.URL)
		}
		e.Name = unique(n, seen)
	}
	return es, nil
}

// unique returns n, or n-2, n-3... the first not taken, and takes it.
// Names compare case-insensitively (OUT/a and OUT/A are one directory on
// macOS and Windows), and a suffixed name never takes a name given later
// ("x", "x", "x-2" become x, x-2, x-2-2): two entries never share a
// directory, so no report overwrites another.
func unique(n string, taken map[string]bool) string {
	out := n
	for c := 2; taken[strings.ToLower(out)]; c++ {
		out = n + "-" + strconv.Itoa(c)
	}
	taken[strings.ToLower(out)] = true
	return out
}

// nameOf is the last path element of a URL or path, without ".git".
func nameOf(u string) string {
	u = strings.TrimRight(strings.ReplaceAll(u, "\\", "/"), "/")
	if i := strings.LastIndexAny(u, ":/"); i >= 0 && strings.Contains(u, "@") && !strings.Contains(u, "/") {
		u = u[i+1:]
	}
	return strings.TrimSuffix(path.Base(u), ".git")
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// safeName keeps a name usable as one directory level on every system.
func safeName(n string) string {
	n = strings.Trim(unsafeName.ReplaceAllString(n, "_"), "._")
	if len(n) > 100 {
		n = n[:100]
	}
	return n
}
