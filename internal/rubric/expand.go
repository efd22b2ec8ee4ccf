package rubric

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Expand fills a remediation template's placeholders from e:
//
//	{location} e.Location
//	{line}     the citing line (Claim.Line for claims, else e.Line); "" when 0
//	{document} the citing document (Claim.Document), else e.Location
//	{path}     the path looked for (Claim.Path, Claim.Text), else e.Location
//	{text}     the claim as written (Claim.Text), else e.Location
//	{content}  the first line of e.Content, at most 120 bytes
//	{data.KEY} e.Data[KEY] when it is a string, number or bool; "" otherwise
func Expand(tmpl string, e evidence.Evidence) string {
	line, doc, path, text := e.Line, e.Location, e.Location, e.Location
	if c := e.Claim; c != nil {
		line, doc = c.Line, cmp.Or(c.Document, doc)
		path = cmp.Or(c.Path, c.Text, path)
		text = cmp.Or(c.Text, text)
	}
	lineText := ""
	if line > 0 {
		lineText = strconv.Itoa(line)
	}
	content, _, _ := strings.Cut(e.Content, "\n")
	fixed := map[string]string{
		"{location}": e.Location,
		"{line}":     lineText,
		"{document}": doc,
		"{path}":     path,
		"{text}":     text,
		"{content}":  evidence.Truncate(strings.TrimSpace(content), 120),
	}
	// One pass over the template: a value taken from the audited
	// repository that itself looks like a placeholder is never expanded.
	return placeholderRE.ReplaceAllStringFunc(tmpl, func(ph string) string {
		if v, ok := fixed[ph]; ok {
			return v
		}
		if dataPlaceholderRE.MatchString(ph) {
			return dataText(e.Data[ph[len("{data."):len(ph)-1]])
		}
		return ph
	})
}

// dataPlaceholderRE matches a {data.KEY} placeholder.
var dataPlaceholderRE = regexp.MustCompile(`^\{data\.[A-Za-z0-9_]+\}$`)

// dataText renders a scalar Data value for a remediation text, at most
// 120 bytes; lists, maps and absent keys give "".
func dataText(v any) string {
	switch x := v.(type) {
	case string:
		return evidence.Truncate(strings.TrimSpace(x), 120)
	case bool:
		return strconv.FormatBool(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	}
	return ""
}
