package cohort

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"strings"
)

//go:embed templates/cohort.html.tmpl
var templates embed.FS

var page = template.Must(template.New("cohort.html.tmpl").Funcs(template.FuncMap{
	"score":    func(v *float64) string { return fmtPtr(v, 1) },
	"score2":   func(v *float64) string { return fmtPtr(v, 2) },
	"sortkey":  sortKey,
	"binLabel": binLabel,
	"short":    short,
	"sub":      func(a, b int) int { return a - b },
	"htmlLink": htmlLink,
	"pct":      pct,
	"add":      func(a, b int) int { return a + b },
	"notOK":    notOK,
	"sharePct": sharePct,
}).ParseFS(templates, "templates/cohort.html.tmpl"))

// WriteHTML writes the cohort report as one self-contained HTML page (no
// request leaves it: styles and the table-sorting script are inline):
// summary, overall score histogram, per-criterion distributions, a
// sortable entries table linking each entry's report.html, and the
// failures with their reasons.
func WriteHTML(w io.Writer, c *Cohort) error {
	return page.Execute(w, c)
}

// sortKey is the numeric sort value of a score cell (-1 for none).
func sortKey(v *float64) string {
	if v == nil {
		return "-1"
	}
	return fmt.Sprintf("%g", *v)
}

// htmlLink is the entry's report.html path, or "" when none was written.
func htmlLink(e Entry) string {
	for _, r := range e.Reports {
		if strings.HasSuffix(r, ".html") {
			return r
		}
	}
	return ""
}

// pct is n as a percentage of the largest of counts (bar heights).
func pct(n int, counts []int) int {
	m := 0
	for _, c := range counts {
		m = max(m, c)
	}
	if m == 0 {
		return 0
	}
	return n * 100 / m
}
