package docs

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestDocumentKinds(t *testing.T) {
	fixtures := map[string]bool{
		"tests/format/markdown/link/simple.md":                           true,
		"pkg/testdata/broken.md":                                         true,
		"src/__tests__/fixtures/a.md":                                    true,
		"crates/ty_python_semantic/resources/mdtest/import/namespace.md": true,  // ruff/ty's Markdown tests: "`parent/child/one.py`:" opens a virtual file
		"tests/README.md":                                                false, // explains the tests
		"docs/testing.md":                                                false,
		"README.md":                                                      false,
		"latest/index.md":                                                false,
	}
	for p, want := range fixtures {
		if got := testFixture(p); got != want {
			t.Errorf("testFixture(%q) = %v, want %v", p, got, want)
		}
	}
	data := map[string]bool{
		"data/policy/data_handling_policy.md":                                true,
		"tenacious_sales_data/tenacious_sales_data/seed/baseline_numbers.md": true,
		"Datasets/brief.pdf":   true,
		"seed-data/notes.md":   true,
		"data/README.md":       false, // describes the data
		"docs/data/loading.md": false, // a site's page about data
		"data.md":              false,
		"database/schema.md":   false,
	}
	for p, want := range data {
		if got := dataDocument(p); got != want {
			t.Errorf("dataDocument(%q) = %v, want %v", p, got, want)
		}
	}
	chats := map[string]bool{
		"ide-chat-history/ide-chat-history.md": true,
		"docs/copilot-chat.md":                 true,
		"notes/claude_conversation.md":         true,
		"incident_chat_log.md":                 false,
		"conference_talk_transcript.txt":       false,
		"prompts/prompt_log.md":                true,
		"docs/chatbot.md":                      false,
		"docs/architecture.md":                 false,
	}
	for p, want := range chats {
		if got := transcript(p); got != want {
			t.Errorf("transcript(%q) = %v, want %v", p, got, want)
		}
	}
	changelog := "# Changelog\n\n## [Unreleased]\n- `a.md`\n\n## [1.2.0] - 2024-01-02\n- `b.md`\n\n## [1.1.0] - 2023-05-06\n- `old.md`\n"
	history := []struct {
		name, text string
		want       int
	}{
		{"CHANGELOG.md", changelog, 9},
		{"docs/RELEASE_NOTES.md", changelog, 9},
		{"website/blog/2018-11-07-1.15.0.md", "# Prettier 1.15\n", 1},
		{"docs/changelog/2024-01-02-v2.md", "x", 1},
		{"docs/changes-in-the-api.md", changelog, 0},
		{"CHANGELOG.md", "# Changelog\n\n## 1.0.0\n- first\n", 0},
		{"website/blog/authors.md", "x", 0},
		{"docs/guides/2024-migration-guide.md", "x", 0},
		// a changelog moved aside is history from its first line
		{"doc/ChangeLog-old.md", changelog, 1},
		{"CHANGELOG-v1.md", changelog, 1},
		{"CHANGES_UP_TO_1.7.md", changelog, 1},
		{"docs/HISTORY_ARCHIVE.md", changelog, 1},
		{"CHANGELOG.md.txt", changelog, 0},
		{"CHANGELOG-guide.md", changelog, 0},
		// release notes by their directory, and a changelog that says it is kept for the record
		{"doc/release-notes/official.md", changelog, 9},
		{"doc/release-notes/official.md", "# Deprecated\n\nAs of Oct 2020, this file is no longer updated.\n" + changelog, 1},
		{"docs/notes/official.md", changelog, 0},
		{"CHANGELOG.md", "# Deprecated APIs\n" + changelog, 10},
	}
	for _, tc := range history {
		if got := historyFrom(tc.name, tc.text); got != tc.want {
			t.Errorf("historyFrom(%q) = %d, want %d", tc.name, got, tc.want)
		}
	}
	for name, want := range map[string]int{"doc/ChangeLog-old.md": 1, "CHANGELOG.md": 0} {
		if got := deepHistoryFrom(name, changelog); got != want {
			t.Errorf("deepHistoryFrom(%q) = %d, want %d", name, got, want)
		}
	}
}

// TestTranscriptLinksHistorical: a saved chat's links point at the files
// as they were; its links are claims, historical ones. A report's are not.
func TestTranscriptLinksHistorical(t *testing.T) {
	src := "Edited [pdf_parser.py](/src/tools/pdf_parser.py) as asked.\n"
	for name, want := range map[string]bool{"ide-chat-history/ide-chat-history.md": true, "docs/report.md": false} {
		var got *bool
		for _, c := range Claims(context.Background(), Doc{Name: name, Format: FormatMarkdown, Data: []byte(src)}, Options{}) {
			if c.Text == "/src/tools/pdf_parser.py" {
				h := c.Historical && c.Status == ""
				got = &h
			}
		}
		if got == nil || *got != want {
			t.Errorf("%s: historical claim = %v, want %v", name, got, want)
		}
	}
}

// TestProseWordPairs: lower-case words joined by slashes in running text
// are alternatives even where the first word is a tracked directory;
// a folder word or a trailing slash keeps a path.
func TestProseWordPairs(t *testing.T) {
	man := evidence.NewManifest([]string{"dataset/README.md", "training/train.py", "audit/run.py", "agents/a.py", "src/main.py", "notes/n.md"})
	doc := "Publication artifacts (dataset/model cards, memo).\n\n### Optional training/runtime extras\n\nPASS + audit/schema checks for the C-suite/VP/Director team. The agents/prompts folder holds prompts; see notes/old/.\n"
	got := map[string]bool{}
	for _, c := range Claims(context.Background(), Doc{Name: "README.md", Format: FormatMarkdown, Data: []byte(doc)}, Options{Manifest: man}) {
		got[c.Text] = c.Status == ""
	}
	want := map[string]bool{"dataset/model": false, "training/runtime": false, "audit/schema": false, "C-suite/VP/Director": false, "agents/prompts": true, "notes/old/": true}
	for text, claim := range want {
		if g, ok := got[text]; !ok || g != claim {
			t.Errorf("%s: emitted %v, claim %v; want claim %v", text, ok, g, claim)
		}
	}
}
