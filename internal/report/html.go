package report

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io"
)

//go:embed templates/report.html.tmpl
var templatesFS embed.FS

var htmlTemplate = template.Must(template.ParseFS(templatesFS, "templates/report.html.tmpl"))

// WriteHTML renders r as one self-contained HTML page: inline CSS, SVG and
// JavaScript, no external resource (a Content-Security-Policy forbids any
// network request). All report text goes through html/template's
// contextual escaping, so hostile repository content renders inert; links
// are limited to http(s) and relative URLs.
func WriteHTML(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	var buf bytes.Buffer
	if err := htmlTemplate.Execute(&buf, buildHTMLView(r)); err != nil {
		return fmt.Errorf("report: render HTML: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}
