package repo

import (
	"strings"
	"testing"
)

func TestWebURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"git@github.com:o/r.git", "https://github.com/o/r"},
		{"git@github.com:o/r", "https://github.com/o/r"},
		{"https://user:tok@github.com/o/r.git", "https://github.com/o/r"},
		{"https://ghp_secret@github.com/o/r.git/", "https://github.com/o/r"},
		{"ssh://git@github.com/o/r", "https://github.com/o/r"},
		{"ssh://git@github.com:22/o/r.git", "https://github.com/o/r"},
		{"git+ssh://git@gitlab.com/group/sub/r.git", "https://gitlab.com/group/sub/r"},
		{"git@gitlab.com:group/sub/r.git", "https://gitlab.com/group/sub/r"},
		{"git://example.org/r.git", "https://example.org/r"},
		{"http://gitea.local:3000/o/r.git", "http://gitea.local:3000/o/r"},
		{"https://GitHub.com/O/R", "https://github.com/O/R"},
		{"  https://github.com/o/r.git\n", "https://github.com/o/r"},
		{"file:///home/me/r.git", ""},
		{"/home/me/r", ""},
		{"../r", ""},
		{"https://github.com", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := WebURL(tt.in); got != tt.want {
			t.Errorf("WebURL(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestStripCredentials(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://user:tok@github.com/o/r.git", "https://github.com/o/r.git"},
		{"https://ghp_abc123@github.com/o/r", "https://github.com/o/r"},
		{"http://u:p@host:8080/r", "http://host:8080/r"},
		{"ssh://git:pw@github.com/o/r", "ssh://git@github.com/o/r"},
		{"ssh://git@github.com/o/r", "ssh://git@github.com/o/r"},
		{"git@github.com:o/r.git", "git@github.com:o/r.git"},
		{"https://github.com/o/r", "https://github.com/o/r"},
		{"https://u:p%zz@host/r", "https://host/r"}, // unparsable escape: regexp fallback
		{"./local/path", "./local/path"},
		{"file:///tmp/r.git", "file:///tmp/r.git"},
	}
	for _, tt := range tests {
		got := StripCredentials(tt.in)
		if got != tt.want {
			t.Errorf("StripCredentials(%q) = %q, want %q", tt.in, got, tt.want)
		}
		for _, secret := range []string{"tok", "ghp_abc123", ":p@", ":pw@"} {
			if strings.Contains(tt.in, secret) && strings.Contains(got, secret) {
				t.Errorf("StripCredentials(%q) = %q still holds %q", tt.in, got, secret)
			}
		}
	}
}

func TestIsURL(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"https://github.com/o/r", true},
		{"HTTP://host/r", true},
		{"ssh://git@host/r", true},
		{"git@github.com:o/r.git", true},
		{"file:///tmp/r", true},
		{"git://host/r", true},
		{".", false},
		{"/abs/path", false},
		{"dir/with@sign:colon", false},
		{"C:/windows", false},
	}
	for _, tt := range tests {
		if got := IsURL(tt.in); got != tt.want {
			t.Errorf("IsURL(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestRedact(t *testing.T) {
	raw := "https://alice:s3cret@example.com/o/r.git"
	msg := redact("Get "+raw+": auth failed for alice (s3cret)", raw)
	if strings.Contains(msg, "s3cret") || strings.Contains(msg, "alice") {
		t.Errorf("redact left credentials: %q", msg)
	}
	if !strings.Contains(msg, "https://example.com/o/r.git") {
		t.Errorf("redact dropped the URL: %q", msg)
	}
}
