package docs

import (
	"context"
	"testing"
)

// A Writerside topic's <code-block src> names a file of the module's
// snippets directory, also when the tag is broken over lines; other
// elements' src stay relative to the topic.
func TestWritersideCodeBlockSource(t *testing.T) {
	data := "# Functions\n\n<code-block lang=\"kotlin\"\n            src=\"sql/src/Table.kt\"/>\n\n" +
		"<code-block lang=\"kotlin\" src=\"b/B.kt\" include-lines=\"3-4\"/>\n\n<img src=\"diagram.png\"/>\n"
	opt := Options{Snippets: map[string]string{"docs/W/topics": "docs/W/snippets"}}
	cs := Claims(context.Background(), Doc{Name: "docs/W/topics/guide/SQL.md", Format: FormatMarkdown, Data: []byte(data)}, opt)
	want := []string{"../../snippets/sql/src/Table.kt", "../../snippets/b/B.kt", "diagram.png"}
	if len(cs) != len(want) {
		t.Fatalf("got %d claims %+v, want %v", len(cs), cs, want)
	}
	for i, c := range cs {
		if c.Text != want[i] {
			t.Errorf("claim %d = %q, want %q", i, c.Text, want[i])
		}
	}
	outside := Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(data)}, opt)
	if len(outside) == 0 || outside[0].Text != "sql/src/Table.kt" {
		t.Errorf("outside the topics: got %+v, want the src as written", outside)
	}
}

func TestRelativeTo(t *testing.T) {
	tests := []struct{ dir, target, want string }{
		{"docs/W/topics", "docs/W/snippets/a.kt", "../snippets/a.kt"},
		{".", "a/b.kt", "a/b.kt"},
		{"a", "a/b.kt", "b.kt"},
		{"x/y", "a/b.kt", "../../a/b.kt"},
	}
	for _, tc := range tests {
		if got := relativeTo(tc.dir, tc.target); got != tc.want {
			t.Errorf("relativeTo(%q, %q) = %q, want %q", tc.dir, tc.target, got, tc.want)
		}
	}
}

// Writerside's heading attributes ("{id = read-object}") give ids the
// Markdown does not show.
func TestWritersideHeadingIDs(t *testing.T) {
	if !generatesAnchors([]byte("# Guide\n\n### `readObject()` changed {id = read-object}\n")) {
		t.Error("a spaced {id = x} attribute is not seen")
	}
	if generatesAnchors([]byte("# Guide\n\nSet `{width = 3}` in the config.\n")) {
		t.Error("a brace without an id is read as an attribute")
	}
}

// Hugging Face doc-builder pages generate an anchor per "[[autodoc]]"
// object ("#huggingface_hub.utils.logging.get_verbosity").
func TestAutodocAnchors(t *testing.T) {
	if !generatesAnchors([]byte("# Utilities\n\n[[autodoc]] huggingface_hub.utils.logging.get_verbosity\n")) {
		t.Error("an [[autodoc]] directive is not seen")
	}
	if generatesAnchors([]byte("# Utilities\n\nWrite `[[autodoc]]` to document an object.\n")) {
		t.Error("a mention of the directive is read as one")
	}
}
