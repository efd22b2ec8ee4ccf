package evidence

import "testing"

// TestManifestHasExt: the extensions of the tracked files' names, with
// their dot; a directory's dot or a dotfile's name is the name's own.
func TestManifestHasExt(t *testing.T) {
	m := NewManifest([]string{"assets/Apache.sublime-syntax", "src/a.py", "v1.2/README", ".env"})
	for ext, want := range map[string]bool{".sublime-syntax": true, ".py": true, ".env": true, ".2/README": false, ".md": false, "py": false} {
		if got := m.HasExt(ext); got != want {
			t.Errorf("HasExt(%q) = %v, want %v", ext, got, want)
		}
	}
}
