package report

import "testing"

func TestSourceLink(t *testing.T) {
	gh := Target{Origin: "https://github.com/acme/widget.git", Commit: "abc123"}
	tests := []struct {
		t    Target
		path string
		line int
		want string
	}{
		{gh, "docs/my guide.md", 14, "https://github.com/acme/widget/blob/abc123/docs/my%20guide.md#L14"},
		{gh, "README.md", 0, "https://github.com/acme/widget/blob/abc123/README.md"},
		{Target{Origin: "git@github.com:acme/widget.git", Commit: "abc123"}, "a.go", 2, "https://github.com/acme/widget/blob/abc123/a.go#L2"},
		{Target{Origin: "https://github.com/acme/widget"}, "a.go", 2, "a.go#L2"}, // no commit
		{Target{Origin: "https://gitlab.com/acme/widget", Commit: "abc123"}, "a.go", 2, "a.go#L2"},
		{Target{}, "docs/x.md", 0, "docs/x.md"},
		{Target{}, "../../etc/passwd", 3, "etc/passwd#L3"},
		{Target{}, "", 3, ""},
		{Target{}, "..", 3, ""},
	}
	for _, tt := range tests {
		if got := SourceLink(tt.t, tt.path, tt.line); got != tt.want {
			t.Errorf("SourceLink(%+v, %q, %d) = %q, want %q", tt.t, tt.path, tt.line, got, tt.want)
		}
	}
}
