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
		// a clone that failed never reached the snapshot's stripping
		"https://user:s3cr3tpw@host/x.git":              "https://host/x.git",
		"https://host/x.git?token=abc&ref=main":         "https://host/x.git?token=***&ref=main",
		"https://ghp_0123456789abcdefABCDEF0123@host/x": "https://host/x",
	} {
		if got := displayInput(in); got != want {
			t.Errorf("displayInput(%q) = %q, want %q", in, got, want)
		}
	}
}
