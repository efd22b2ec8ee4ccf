package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestHugoFileTrees: Hugo's filetree shortcodes are a tree whose entries
// sit at the paths their folders give; their names are not read again as
// prose, and a shortcode outside a container is ignored.
func TestHugoFileTrees(t *testing.T) {
	doc := "We process issues:\n\n{{< filetree/container >}}\n  {{< filetree/folder name=\"./pkg/result/processors/\" >}}\n" +
		"    {{< filetree/file name=\"cgo.go\" >}}\n    {{< filetree/folder name=\"sub\" state=\"closed\" >}}\n      {{< filetree/file name=\"x.go\" >}}\n" +
		"    {{< /filetree/folder >}}\n    {{< filetree/file name=\"diff.go\" >}}\n  {{< /filetree/folder >}}\n  {{< filetree/file name=\"go.mod\" >}}\n" +
		"{{< /filetree/container >}}\n\nAlone: {{< filetree/file name=\"stray.go\" >}}\n"
	var tree, other []string
	for _, c := range Claims(context.Background(), Doc{Name: "docs/content/architecture.md", Data: []byte(doc)}, Options{Manifest: tableManifest}) {
		if c.Kind == evidence.KindTree {
			tree = append(tree, c.Text)
		} else {
			other = append(other, c.Text+":"+string(c.Kind))
		}
	}
	want := []string{"pkg/result/processors/", "pkg/result/processors/cgo.go", "pkg/result/processors/sub/", "pkg/result/processors/sub/x.go",
		"pkg/result/processors/diff.go", "go.mod"}
	if diff := cmp.Diff(want, tree); diff != "" {
		t.Errorf("tree entries (-want +got):\n%s", diff)
	}
	if len(other) != 0 {
		t.Errorf("other mentions: %q, want none", other)
	}
}

// TestReaderCode: a code block that imports this project as a dependency
// is the reader's program, and so are the blocks after it: the file names
// they give are examples. A Twoslash @filename line is a virtual file. A
// block importing another package, or before any consumer block, keeps
// its claims.
func TestReaderCode(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string // mentions that are not examples
	}{
		{"a caption in a block importing this package", "```ts\n// server/appRouter.ts\nimport { initTRPC } from '@trpc/server';\n```\n", nil},
		{"a later block of the same guide", "```ts\nimport { initTRPC } from '@trpc/server';\n```\n\n```ts\n// server/appRouter.ts\nimport { t } from './trpc';\n```\n", nil},
		{"a block before the consumer code", "```ts\n// packages/server/src/core.ts\nexport const x = 1;\n```\n\n```ts\nimport { initTRPC } from '@trpc/server';\n```\n",
			[]string{"packages/server/src/core.ts"}},
		{"another package", "```ts\n// server/appRouter.ts\nimport { z } from 'zod';\n```\n", []string{"server/appRouter.ts"}},
		{"a Rust use of this crate", "```rust\n// src/bin/server.rs\nuse trpc::net::TcpListener;\n```\n", nil},
		{"a bold caption of a block of the reader's code", "**test/plugin.test.js**:\n\n```js\nconst t = require('trpc');\n```\n", nil},
		{"a caption of another block", "**test/plugin.test.js**:\n\n```js\nconst z = require('zod');\n```\n", []string{"test/plugin.test.js"}},
		{"Twoslash file marker", "```ts\n// @filename: server/router.ts\nexport const a = 1;\n// src/lib/db.ts\n```\n", []string{"src/lib/db.ts"}},
	}
	for _, tc := range tests {
		var got []string
		for _, m := range collectMarkdownMentions(t, "docs/guide.md", tc.doc, "trpc") {
			if !m.example {
				got = append(got, m.text)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

// readerMention is what TestReaderCode compares of a mention.
type readerMention struct {
	text    string
	example bool
}

// collectMarkdownMentions returns the raw mentions of a Markdown document
// of a repository named project, before any intent rule.
func collectMarkdownMentions(t *testing.T, name, src, project string) []readerMention {
	t.Helper()
	c := newCollector(src, tableManifest, 0)
	c.setDocument(Options{Manifest: tableManifest, Project: project}, name, src)
	if err := c.extractMarkdown([]byte(src)); err != nil {
		t.Fatal(err)
	}
	var out []readerMention
	for _, m := range c.mentions {
		out = append(out, readerMention{m.ref.path, m.example})
	}
	return out
}

// TestProseTrees: a tree drawn without a code fence is read as a tree
// (its entries at their paths, not prose); two drawing lines are not one.
func TestProseTrees(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"unfenced", "## Structure\n\nmedical/\n├── api/      # FastAPI service\n│   └── main.py\n├── scripts/  # ETL loaders\n└── Dockerfile\n\nDone.\n",
			[]string{"api/", "api/main.py", "scripts/", "Dockerfile"}}, // the root is read as the repository, as in a fenced tree
		{"two lines are no tree", "See:\n├── a.py\n└── b.py\n", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, c := range Claims(context.Background(), Doc{Name: "README.md", Data: []byte(tc.doc)}, Options{Manifest: tableManifest}) {
			if c.Kind == evidence.KindTree {
				got = append(got, c.Text)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: tree entries (-want +got):\n%s", tc.name, diff)
		}
	}
}
