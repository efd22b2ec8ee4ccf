package report

import (
	"bytes"
	"strings"
	"testing"
)

func TestRenderDispatch(t *testing.T) {
	r := loadFixture(t, "evidence_only")
	direct := map[string]func(*bytes.Buffer) error{
		"json":     func(w *bytes.Buffer) error { return WriteJSON(w, r) },
		"md":       func(w *bytes.Buffer) error { return WriteMarkdown(w, r) },
		"markdown": func(w *bytes.Buffer) error { return WriteMarkdown(w, r) },
		"sarif":    func(w *bytes.Buffer) error { return WriteSARIF(w, r) },
		"HTML":     func(w *bytes.Buffer) error { return WriteHTML(w, r) },
		"text":     func(w *bytes.Buffer) error { return WriteText(w, r, TextOptions{}) },
	}
	for format, fn := range direct {
		t.Run(format, func(t *testing.T) {
			want := render(t, fn)
			got := render(t, func(w *bytes.Buffer) error { return Render(w, r, format) })
			if !bytes.Equal(got, want) {
				t.Errorf("Render(%q) differs from its writer", format)
			}
		})
	}
}

func TestRenderUnknownFormat(t *testing.T) {
	var buf bytes.Buffer
	err := Render(&buf, loadFixture(t, "evidence_only"), "pdf")
	if err == nil {
		t.Fatal("Render(pdf) succeeded")
	}
	for _, f := range Formats {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not list %q", err, f)
		}
	}
	if buf.Len() != 0 {
		t.Errorf("Render wrote %d bytes on error", buf.Len())
	}
}

func TestWritersRejectNil(t *testing.T) {
	for _, f := range Formats {
		if err := Render(&bytes.Buffer{}, nil, f); err == nil {
			t.Errorf("Render(nil, %q) succeeded", f)
		}
	}
}

// TestRenderDeterministic renders every format twice, the second time from
// a report re-read from JSON, and requires identical bytes.
func TestRenderDeterministic(t *testing.T) {
	for _, name := range fixtures {
		r := loadFixture(t, name)
		js := render(t, func(w *bytes.Buffer) error { return WriteJSON(w, r) })
		again, err := ReadJSON(bytes.NewReader(js))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"md", "sarif", "html", "text"} {
			a := render(t, func(w *bytes.Buffer) error { return Render(w, r, f) })
			b := render(t, func(w *bytes.Buffer) error { return Render(w, again, f) })
			if !bytes.Equal(a, b) {
				t.Errorf("%s/%s: output differs between renders", name, f)
			}
		}
	}
}
