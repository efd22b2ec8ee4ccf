package docs

import "testing"

func TestIsTextHeading(t *testing.T) {
	for l, want := range map[string]bool{
		"APPENDIX B. REFERENCES": true,
		"FUTURE WORK":            true,
		"4.2 Future work":        true,
		"5 References":           true,
		"1. Run the tests.":      false, // a numbered sentence
		"[1] ofxtools, csingley/ofxtools, file ofxtools/Parser.py,": false,
		"The parser lives in src/parser.py and reads OFX files":     false,
		"README.md":       false, // a file name, not a heading
		"OK":              false,
		"3 files changed": false,
	} {
		if got := isTextHeading(l); got != want {
			t.Errorf("isTextHeading(%q) = %v, want %v", l, got, want)
		}
	}

	for l, want := range map[string]bool{
		"References":           true,
		"What I would do next": true,
		"See the file below.":  false,
		"src/app.py":           false,
		"lowercase words":      false,
		"Usage:":               false,
	} {
		if got := isTitleLine(l); got != want {
			t.Errorf("isTitleLine(%q) = %v, want %v", l, got, want)
		}
	}
}
