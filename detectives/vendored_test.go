package detectives

import "testing"

// TestInVendoredDir: another project's directories at any depth; files
// named like them, or their names inside another word, are not.
func TestInVendoredDir(t *testing.T) {
	for p, want := range map[string]bool{
		"deps/jemalloc/README.md": true, "vendor/x/doc.md": true, "a/node_modules/p/README.md": true,
		"venv/lib/python3.12/site-packages/debugpy/README.md": true, ".venv/README.md": true,
		"docs/deps.md": false, "README.md": false, "src/vendored/notes.md": false, "depsy/README.md": false,
	} {
		if got := InVendoredDir(p); got != want {
			t.Errorf("InVendoredDir(%q) = %v, want %v", p, got, want)
		}
	}
}
