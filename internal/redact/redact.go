// Package redact removes from text what must never leave the process:
// credentials and tokens, and the absolute paths of the auditing machine.
// It is the one redaction function of auditor: the CLI applies it to the
// report before any format is rendered (JSON, Markdown, SARIF, HTML, the
// job summary), to every log line and to every error it prints.
package redact

import (
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Placeholders that replace the machine's absolute paths.
const (
	Repo = "<repo>" // the audited repository's location on this machine
	Tmp  = "<tmp>"  // the temporary directory
	Home = "<home>" // the user's home directory
	Cwd  = "<cwd>"  // the working directory
)

// Mask replaces a credential or token.
const Mask = "***"

// Redactor redacts strings. The zero value and a nil *Redactor redact
// credentials and tokens only; AddPath registers machine paths. It is safe
// for concurrent use (logs are written from many goroutines).
type Redactor struct {
	mu    sync.RWMutex
	rules []pathRule // longest prefix first
}

type pathRule struct{ prefix, placeholder string }

// ForMachine returns a Redactor for this process: the temporary directory,
// the home directory and the working directory (each also with symlinks
// resolved). getenv is consulted for HOME and TMPDIR; nil means none.
func ForMachine(getenv func(string) string, cwd string) *Redactor {
	r := &Redactor{}
	if getenv != nil {
		r.AddPath(getenv("TMPDIR"), Tmp)
		r.AddPath(getenv("HOME"), Home)
	}
	r.AddPath("/tmp", Tmp)
	r.AddPath("/var/tmp", Tmp)
	r.AddPath(cwd, Cwd)
	return r
}

// AddPath registers an absolute directory of this machine: every mention
// of it (or of anything under it) becomes placeholder, e.g.
// "/home/ada/src/app/docs/x.md" -> "<repo>/docs/x.md". The form with
// symlinks resolved is registered too. Relative paths, "" and the root
// are ignored. Registering a prefix again replaces its placeholder (the
// repository's location wins over the working directory it may equal).
func (r *Redactor) AddPath(dir, placeholder string) {
	if r == nil || dir == "" || !filepath.IsAbs(dir) {
		return
	}
	forms := []string{filepath.Clean(dir)}
	if real, err := filepath.EvalSymlinks(dir); err == nil && real != forms[0] {
		forms = append(forms, real)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range forms {
		p = filepath.ToSlash(p)
		if len(strings.Trim(p, "/")) == 0 {
			continue
		}
		replaced := false
		for i := range r.rules {
			if r.rules[i].prefix == p {
				r.rules[i].placeholder, replaced = placeholder, true
			}
		}
		if !replaced {
			r.rules = append(r.rules, pathRule{prefix: p, placeholder: placeholder})
		}
	}
	sort.SliceStable(r.rules, func(i, j int) bool { return len(r.rules[i].prefix) > len(r.rules[j].prefix) })
}

// String returns s without credentials, tokens or registered machine
// paths. It is idempotent: String(String(s)) == String(s).
func (r *Redactor) String(s string) string {
	if s == "" {
		return s
	}
	s = Credentials(s)
	if r == nil {
		return s
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	for _, rule := range r.rules {
		s = replacePath(s, rule.prefix, rule.placeholder)
	}
	return s
}

// replacePath replaces prefix where it starts a path token: not inside
// another path or word ("/x/tmp/a" and "/tmpfoo" keep "/tmp"), either at
// the end of that token or followed by '/'.
func replacePath(s, prefix, placeholder string) string {
	if !strings.Contains(s, prefix) {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 0; i <= len(s)-len(prefix); {
		j := strings.Index(s[i:], prefix)
		if j < 0 {
			break
		}
		at := i + j
		end := at + len(prefix)
		if startsToken(s, at) && (end == len(s) || !isPathByte(s[end]) || s[end] == '/') {
			b.WriteString(s[last:at])
			b.WriteString(placeholder)
			last = end
		}
		i = end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// startsToken reports whether an absolute path starting at s[at] is the
// start of a path: at the beginning, after a non-path byte, or right after
// a URL scheme's "//" (file:///tmp/x).
func startsToken(s string, at int) bool {
	if at == 0 {
		return true
	}
	if strings.HasSuffix(s[:at], "://") {
		return true
	}
	return !isPathByte(s[at-1])
}

func isPathByte(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	case c == '.', c == '_', c == '-', c == '/', c == '~', c == '+', c >= 0x80:
		return true
	}
	return false
}
