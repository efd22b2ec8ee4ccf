package report

import (
	"fmt"
	"io"
	"strings"
)

// Formats lists the format names Render accepts.
var Formats = []string{"json", "md", "markdown", "sarif", "html", "text"}

// Render writes r in the named format: "json", "md" or "markdown",
// "sarif", "html", "text" (case-insensitive; text is WriteText with the
// zero TextOptions: no colour). An unknown format is an error that
// lists the valid ones.
func Render(w io.Writer, r *Report, format string) error {
	switch strings.ToLower(strings.TrimSpace(format)) {
	case "json":
		return WriteJSON(w, r)
	case "md", "markdown":
		return WriteMarkdown(w, r)
	case "sarif":
		return WriteSARIF(w, r)
	case "html":
		return WriteHTML(w, r)
	case "text":
		return WriteText(w, r, TextOptions{})
	}
	return fmt.Errorf("report: unknown format %q (valid: %s)", format, strings.Join(Formats, ", "))
}
