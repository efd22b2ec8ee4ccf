package redact

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCredentials(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"https://user:s3cr3tpw@host/x.git", "https://***@host/x.git"},
		{"clone https://ghtoken123@github.com/o/r failed", "clone https://***@github.com/o/r failed"},
		{`Get "https://***:***@host/x.git/info/refs"`, `Get "https://***@host/x.git/info/refs"`},
		{"ssh://git@github.com/o/r.git", "ssh://git@github.com/o/r.git"},
		{"ssh://git:pw@github.com/o/r.git", "ssh://***@github.com/o/r.git"},
		{"https://host/x.git?token=abc&ref=main", "https://host/x.git?token=***&ref=main"},
		{"https://host/api?ref=main&access_token=zz9", "https://host/api?ref=main&access_token=***"},
		{"token ghp_0123456789abcdefABCDEF0123456789abcd here", "token *** here"},
		{"github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuv", "***"},
		{"Authorization: Bearer abcdefghijklmnop0123456789", "Authorization: Bearer ***"},
		{"see docs/token=guide.md and sk-learn", "see docs/token=guide.md and sk-learn"},
		{"plain text with no secrets: src/main.go", "plain text with no secrets: src/main.go"},
		{"git@github.com:o/r.git", "git@github.com:o/r.git"},
	} {
		got := Credentials(tc.in)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Credentials(%q) (-want +got):\n%s", tc.in, diff)
		}
		if again := Credentials(got); again != got {
			t.Errorf("Credentials is not idempotent on %q: %q", got, again)
		}
	}
}

func TestPaths(t *testing.T) {
	r := &Redactor{}
	r.AddPath("/tmp", Tmp)
	r.AddPath("/home/ada", Home)
	r.AddPath("/home/ada/src/app", Cwd)
	r.AddPath("/tmp/auditor-clone-123", Repo)
	r.AddPath("/", "<root>") // ignored
	r.AddPath("relative/dir", "<rel>")
	for _, tc := range []struct{ in, want string }{
		{"/tmp/x/nonexist: no such directory", "<tmp>/x/nonexist: no such directory"},
		{`ref "nope" not found in /home/ada/src/app`, `ref "nope" not found in <cwd>`},
		{"open /home/ada/src/app/docs/x.md: denied", "open <cwd>/docs/x.md: denied"},
		{"/home/ada/.ssh/id_rsa", "<home>/.ssh/id_rsa"},
		{"/tmp/auditor-clone-123/README.md", "<repo>/README.md"},
		{"file:///tmp/x.git", "file://<tmp>/x.git"},
		{`"/tmp"`, `"<tmp>"`},
		// not a path of this machine: inside another path or a longer name
		{"/var/tmp2/x and /x/tmp/y and /tmpfoo and docs/tmp/a", "/var/tmp2/x and /x/tmp/y and /tmpfoo and docs/tmp/a"},
		{"/home/adam/x", "/home/adam/x"},
		{"relative/dir/x", "relative/dir/x"},
	} {
		got := r.String(tc.in)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("String(%q) (-want +got):\n%s", tc.in, diff)
		}
		if again := r.String(got); again != got {
			t.Errorf("String is not idempotent on %q: %q", got, again)
		}
	}
}

// The audited repository's location replaces the working directory's
// placeholder when they are the same directory.
func TestAddPathSamePrefix(t *testing.T) {
	r := &Redactor{}
	r.AddPath("/work/app", Cwd)
	r.AddPath("/work/app", Repo)
	if got := r.String("/work/app/x"); got != "<repo>/x" {
		t.Fatalf("got %q", got)
	}
}

func TestNilRedactorRedactsCredentials(t *testing.T) {
	var r *Redactor
	if got := r.String("https://a:b@h/x /tmp/y"); got != "https://***@h/x /tmp/y" {
		t.Fatalf("got %q", got)
	}
	r.AddPath("/tmp", Tmp) // no panic
}

func TestValue(t *testing.T) {
	type inner struct {
		Text string
		Data map[string]any
	}
	type outer struct {
		Input   string
		List    []inner
		Ptr     *inner
		ByKey   map[string][]inner
		private string
	}
	r := &Redactor{}
	r.AddPath("/tmp", Tmp)
	v := outer{
		Input:   "https://u:p@h/x",
		List:    []inner{{Text: "/tmp/a", Data: map[string]any{"k": "/tmp/b", "n": 3, "l": []string{"/tmp/c"}}}},
		Ptr:     &inner{Text: "?token=zz"},
		ByKey:   map[string][]inner{"docs": {{Text: "in /tmp/d"}}},
		private: "/tmp/kept",
	}
	r.Value(&v)
	want := outer{
		Input:   "https://***@h/x",
		List:    []inner{{Text: "<tmp>/a", Data: map[string]any{"k": "<tmp>/b", "n": 3, "l": []string{"<tmp>/c"}}}},
		Ptr:     &inner{Text: "?token=***"},
		ByKey:   map[string][]inner{"docs": {{Text: "in <tmp>/d"}}},
		private: "/tmp/kept",
	}
	if diff := cmp.Diff(want, v, cmp.AllowUnexported(outer{})); diff != "" {
		t.Fatalf("Value (-want +got):\n%s", diff)
	}
}

func TestWriter(t *testing.T) {
	r := ForMachine(func(k string) string { return map[string]string{"HOME": "/home/ada"}[k] }, "/srv/work")
	var buf bytes.Buffer
	w := r.Writer(&buf)
	msg := `{"level":"info","url":"https://u:pw@h/x","dir":"/srv/work/repo","home":"/home/ada/.cache"}` + "\n"
	n, err := w.Write([]byte(msg))
	if err != nil || n != len(msg) {
		t.Fatalf("Write = %d, %v", n, err)
	}
	want := `{"level":"info","url":"https://***@h/x","dir":"<cwd>/repo","home":"<home>/.cache"}` + "\n"
	if diff := cmp.Diff(want, buf.String()); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
}

// TestMayHoldToken checks the prefilter against tokenRE: whenever the
// regexp matches, the prefilter must say so.
func TestMayHoldToken(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"ghp_0123456789abcdefABCDEF0123456789abcd", true},
		{"x github_pat_11ABCDEFG0123456789_abcdefghij", true},
		{"glpat-0123456789abcdefghij", true},
		{"xoxb-0123456789", true},
		{"sk-proj-0123456789abcdefghij", true},
		{"AKIA0123456789ABCDEF", true},
		{"AIzaSyA-0123456789abcdefghijklmnopqrstuv", true},
		{"internal/repo/pack_objects-test.go", false},
		{"gopls/internal/golang", false},
		{"a_b gh", true}, // both literals, no token: the regexp decides
	} {
		if got := mayHoldToken(tc.in); got != tc.want {
			t.Errorf("mayHoldToken(%q) = %v, want %v", tc.in, got, tc.want)
		}
		if tokenRE.MatchString(tc.in) && !mayHoldToken(tc.in) {
			t.Errorf("tokenRE matches %q but mayHoldToken says no", tc.in)
		}
	}
}

// BenchmarkCredentials redacts strings typical of a report (paths with
// '_' and '-', prose, a URL): none holds a credential.
func BenchmarkCredentials(b *testing.B) {
	in := []string{
		"gopls/internal/test/marker/testdata/completion/func_rank.txt",
		"internal/repo/pack-objects_test.go",
		"The docs mention `go run ./cmd/stress-test -v` in README.md, line 42.",
		"see https://pkg.go.dev/golang.org/x/tools for the full API",
		"a commit subject: internal/lsp: fix the go-to-definition of embedded fields",
	}
	for b.Loop() {
		for _, s := range in {
			_ = Credentials(s)
		}
	}
}

// TestMayHoldUserinfo checks the prefilter against userinfoRE.
func TestMayHoldUserinfo(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"https://user:pw@host/x.git", true},
		{"see git@github.com:o/r and https://example.com/a", false},
		{"https://example.com/docs then mail a@b.c", true}, // the regexp decides: no match
		{"ssh://git@github.com/o/r.git and http://x.org", true},
		{"no scheme user@host", false},
	} {
		if got := mayHoldUserinfo(tc.in); got != tc.want {
			t.Errorf("mayHoldUserinfo(%q) = %v, want %v", tc.in, got, tc.want)
		}
		if userinfoRE.MatchString(tc.in) && !mayHoldUserinfo(tc.in) {
			t.Errorf("userinfoRE matches %q but mayHoldUserinfo says no", tc.in)
		}
	}
}
