package audit

import "testing"

func TestDisplayInput(t *testing.T) {
	for in, want := range map[string]string{
		".":                      ".",
		"repo":                   "repo",
		"/home/ada/work/repo":    "…/repo",
		"file:///tmp/x/src":      "file://…/src",
		"file:///tmp/x/src/":     "file://…/src",
		"https://github.com/o/r": "https://github.com/o/r",
		"~/code/repo":            "…/repo",
	} {
		if got := displayInput(in); got != want {
			t.Errorf("displayInput(%q) = %q, want %q", in, got, want)
		}
	}
}
