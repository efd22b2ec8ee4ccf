package rubric

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// docBlocks returns the ```yaml blocks of the rubric format reference whose
// first line is "# example: KIND", by kind.
func docBlocks(t *testing.T) map[string][]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "rubric-format.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := map[string][]string{}
	var cur []string
	in := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case !in && strings.TrimSpace(line) == "```yaml":
			in, cur = true, nil
		case in && strings.TrimSpace(line) == "```":
			in = false
			if len(cur) > 0 {
				if kind, ok := strings.CutPrefix(strings.TrimSpace(cur[0]), "# example:"); ok {
					kind = strings.TrimSpace(kind)
					blocks[kind] = append(blocks[kind], strings.Join(cur, "\n")+"\n")
				}
			}
		case in:
			cur = append(cur, line)
		}
	}
	if in {
		t.Fatal("docs/rubric-format.md: unterminated ```yaml block")
	}
	return blocks
}

// TestDocExamplesParse keeps docs/rubric-format.md honest: every complete
// example rubric in it parses and validates.
func TestDocExamplesParse(t *testing.T) {
	full := docBlocks(t)["full"]
	if len(full) == 0 {
		t.Fatal("docs/rubric-format.md has no ```yaml block starting with '# example: full'")
	}
	for i, src := range full {
		r, err := Parse("rubric-format.md", []byte(src))
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		if r.Format != FormatYAML || len(r.Criteria) == 0 {
			t.Errorf("example %d: format %q, %d criteria", i+1, r.Format, len(r.Criteria))
		}
		for _, c := range r.Criteria {
			if len(c.Rules) == 0 {
				t.Errorf("example %d: criterion %q has no machine rules", i+1, c.ID)
			}
		}
	}
}
