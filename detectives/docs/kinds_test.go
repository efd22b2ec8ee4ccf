package docs

import "testing"

func TestDocumentKinds(t *testing.T) {
	fixtures := map[string]bool{
		"tests/format/markdown/link/simple.md": true,
		"pkg/testdata/broken.md":               true,
		"src/__tests__/fixtures/a.md":          true,
		"tests/README.md":                      false, // explains the tests
		"docs/testing.md":                      false,
		"README.md":                            false,
		"latest/index.md":                      false,
	}
	for p, want := range fixtures {
		if got := testFixture(p); got != want {
			t.Errorf("testFixture(%q) = %v, want %v", p, got, want)
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
	}
	for _, tc := range history {
		if got := historyFrom(tc.name, tc.text); got != tc.want {
			t.Errorf("historyFrom(%q) = %d, want %d", tc.name, got, tc.want)
		}
	}
}
