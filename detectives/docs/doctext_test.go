package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Options.Text receives each document's normalized text: a Markdown
// document's source, a text export's, and all pages of a PDF joined.
func TestOptionsText(t *testing.T) {
	withFakePDF(t)
	for _, tc := range []struct {
		name   string
		format Format
		data   string
		want   string
	}{
		{"markdown", FormatMarkdown, "# T\r\n\r\nBody.\n", "# T\n\nBody.\n"},
		{"text", FormatText, "Plain\nnotes.\n", "Plain\nnotes.\n"},
		{"pdf pages", FormatPDF, "page one\fpage two", "page one\npage two\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string]string{}
			opt := Options{Text: func(name, text string) { got[name] = text }}
			Extract(context.Background(), Doc{Name: "d", Format: tc.format, Data: []byte(tc.data)}, opt)
			if diff := cmp.Diff(map[string]string{"d": tc.want}, got); diff != "" {
				t.Errorf("text (-want +got):\n%s", diff)
			}
		})
	}
}
