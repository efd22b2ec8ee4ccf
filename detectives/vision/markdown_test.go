package vision

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseDocumentReferences(t *testing.T) {
	src := "# Title\n" + // 1
		"\n" + // 2
		"Intro ![Arch *diagram*](img/arch.png \"t\") and ![](b.svg).\n" + // 3
		"\n" + // 4
		"A ref-style ![logo][lg] image.\n" + // 5
		"\n" + // 6
		"<p align=\"center\">\n" + // 7
		"  <img alt='Flow' src=\"img/flow.png?x=1&amp;y=2\" width=300>\n" + // 8
		"</p>\n" + // 9
		"\n" + // 10
		"Inline <img src=img/inline.gif> html.\n" + // 11
		"\n" + // 12
		"```\n![not an image](code.png)\n```\n" + // 13-15
		"\n" + // 16
		"[lg]: /assets/logo.svg\n" // 17
	refs, diagrams, err := parseDocument(context.Background(), document{Path: "docs/README.md", Data: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range refs {
		got = append(got, fmt.Sprintf("%d %s %q %q", r.Line, r.Kind, r.Src, r.Alt))
	}
	want := []string{
		`3 markdown "img/arch.png" "Arch diagram"`,
		`3 markdown "b.svg" ""`,
		`5 markdown "/assets/logo.svg" "logo"`,
		`8 html "img/flow.png?x=1&y=2" "Flow"`,
		`11 html "img/inline.gif" ""`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("references (-want +got):\n%s", diff)
	}
	if len(diagrams) != 0 {
		t.Errorf("no mermaid block, got %d diagrams", len(diagrams))
	}
}

func TestParseDocumentMermaid(t *testing.T) {
	src := "# A\n\n```mermaid\ngraph TD\nA-->B\n```\n\ntext\n\n~~~ Mermaid\nsequenceDiagram\nA->>B: x\n~~~\n\n```go\nA-->B\n```\n"
	_, diagrams, err := parseDocument(context.Background(), document{Path: "ARCH.md", Data: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diagrams {
		got = append(got, fmt.Sprintf("%s:%d %s lines=%d edges=%d", d.Doc, d.Line, d.Graph.Kind, d.Lines, len(d.Graph.Edges)))
	}
	want := []string{"ARCH.md:3 graph lines=2 edges=1", "ARCH.md:10 sequenceDiagram lines=2 edges=0"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagrams (-want +got):\n%s", diff)
	}
}

// TestParseDocumentCancelled: a document is not parsed once the context
// is done: no references, the context's error.
func TestParseDocumentCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	refs, diagrams, err := parseDocument(ctx, document{Path: "README.md", Data: []byte("![a](a.png)\n")})
	if refs != nil || diagrams != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, %v, %v; want nothing and context.Canceled", refs, diagrams, err)
	}
}
