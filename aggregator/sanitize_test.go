package aggregator

import (
	"errors"
	"strings"
	"testing"
)

func TestSanitize(t *testing.T) {
	tests := []struct {
		in      string
		want    string
		wantErr error
	}{
		{"./a/b", "a/b", nil},
		{`a\b`, "a/b", nil},
		{"src/x/../y.go", "src/y.go", nil},
		{"a//b", "a/b", nil},
		{"src/", "src/", nil},
		{`src\nodes\`, "src/nodes/", nil},
		{`src/nodes\judges.py`, "src/nodes/judges.py", nil},
		{"  README.md  ", "README.md", nil},
		{".", ".", nil},
		{"./", ".", nil},
		{"a/..", ".", nil},
		{"my file.md", "my file.md", nil},
		{"a/./b/.", "a/b", nil},
		{"/etc/passwd", "", ErrAbsolute},
		{"/", "", ErrAbsolute},
		{`C:\x`, "", ErrAbsolute},
		{"C:/x", "", ErrAbsolute},
		{"c:x", "", ErrAbsolute},
		{`\\server\x`, "", ErrAbsolute},
		{"//server/x", "", ErrAbsolute},
		{`\x`, "", ErrAbsolute},
		{"./C:/x", "", ErrAbsolute},
		{"a/../C:/x", "", ErrAbsolute},
		{"../x", "", ErrEscapes},
		{"a/../../x", "", ErrEscapes},
		{"..", "", ErrEscapes},
		{`..\x`, "", ErrEscapes},
		{"", "", ErrEmpty},
		{"   ", "", ErrEmpty},
		{"a\x00b", "", ErrInvalid},
		{"a\nb", "", ErrInvalid},
		{"1:x", "1:x", nil}, // not a drive letter
	}
	for _, tt := range tests {
		got, err := Sanitize(tt.in)
		if got != tt.want || !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
			t.Errorf("Sanitize(%q) = %q, %v; want %q, %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestRedactAbs(t *testing.T) {
	tests := map[string]string{
		"/etc/passwd":             "<abs>/passwd",
		`C:\Users\bob\secret.txt`: "<abs>/secret.txt",
		`\\server\share\f.doc`:    "<abs>/f.doc",
		"/":                       "<abs>",
		"C:":                      "<abs>",
		"/home/u/project/":        "<abs>/project",
		"//server/x/y.go":         "<abs>/y.go",
	}
	for in, want := range tests {
		if got := redactAbs(in); got != want {
			t.Errorf("redactAbs(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzSanitize checks Sanitize's output contract on arbitrary input.
func FuzzSanitize(f *testing.F) {
	for _, s := range []string{"./a/b", `a\b`, "/etc/passwd", `C:\x`, "../x", "a/../../x", `\\s\x`, "src/", "", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := Sanitize(in)
		if err != nil {
			if got != "" {
				t.Fatalf("Sanitize(%q) returned %q with error %v", in, got, err)
			}
			return
		}
		switch {
		case got == "":
			t.Fatalf("Sanitize(%q) returned empty without error", in)
		case IsAbsolute(got):
			t.Fatalf("Sanitize(%q) = %q is absolute", in, got)
		case got == ".." || strings.HasPrefix(got, "../"):
			t.Fatalf("Sanitize(%q) = %q escapes", in, got)
		case strings.Contains(got, `\`):
			t.Fatalf("Sanitize(%q) = %q contains a backslash", in, got)
		case strings.Contains(got, "//") || strings.Contains(got, "/./") || strings.HasPrefix(got, "./"):
			t.Fatalf("Sanitize(%q) = %q is not clean", in, got)
		}
		if again, err := Sanitize(got); err != nil || again != got {
			t.Fatalf("Sanitize not idempotent: %q -> %q -> %q, %v", in, got, again, err)
		}
	})
}

func TestRedactMentions(t *testing.T) {
	for _, tc := range []struct {
		in   string
		raws []string
		want string
	}{
		{"see `/mcp` and docs/features/mcp.md", []string{"/mcp"}, "see `<abs>/mcp` and docs/features/mcp.md"},
		{"`/mcp` then `/mcp` again", []string{"/mcp", "/mcp"}, "`<abs>/mcp` then `<abs>/mcp` again"},
		{"/mcp/server.md is not /mcp", []string{"/mcp"}, "/mcp/server.md is not <abs>/mcp"},
		{"/mcp/server.md and /mcp", []string{"/mcp", "/mcp/server.md"}, "<abs>/server.md and <abs>/mcp"},
		{"Do not read /etc/passwd.", []string{"/etc/passwd"}, "Do not read <abs>/passwd."},
		{"already `<abs>/mcp`", []string{"/mcp"}, "already `<abs>/mcp`"},
		{`open C:\Users\ada\x.md now`, []string{`C:\Users\ada\x.md`}, "open <abs>/x.md now"},
		{".agent/workflows/speckit.tasks.md", []string{"/speckit.tasks"}, ".agent/workflows/speckit.tasks.md"},
	} {
		if got := redactMentions(tc.in, tc.raws); got != tc.want {
			t.Errorf("redactMentions(%q, %q) = %q, want %q", tc.in, tc.raws, got, tc.want)
		}
	}
}
