package docs

import (
	"regexp"
	"strings"
)

// tokenRule decides from the token alone: URLs, host-qualified names,
// package references, globs and placeholders are never claims.
func tokenRule(p string) (rule, bool) {
	if r, ok := shapeRule(p); ok {
		return r, true
	}
	switch {
	case isURL(p) || strings.HasPrefix(strings.ToLower(p), "tel:"):
		return rule{ReasonURL, 0.02, false}, true
	case hostQualified(p) || siteNames[strings.ToLower(strings.TrimSuffix(p, "/"))] || bareDomainRE.MatchString(p) || subdomainRE.MatchString(p):
		return rule{ReasonHost, 0.05, false}, true
	case strings.Contains(p, "@"):
		return rule{ReasonPackageRef, 0.05, false}, true
	case isGlob(p):
		return rule{ReasonGlob, 0.05, false}, true
	case isPlaceholder(p):
		return rule{ReasonPlaceholder, 0.05, false}, true
	case goStdPackages[p]:
		return rule{ReasonImport, 0.05, false}, true
	case rustDocPathRE.MatchString(p):
		return rule{ReasonIdentifier, 0.05, false}, true // rustdoc's [x](crate#sharing-state), [y](crate::middleware::from_fn)
	case sedExprRE.MatchString(p):
		return rule{ReasonPattern, 0.05, false}, true
	}
	return rule{}, false
}

// rustDocPathRE is a rustdoc intra-doc link target: a Rust path rooted at
// crate, self or super, or any path with "::".
var rustDocPathRE = regexp.MustCompile(`^(?:crate|self|super)(?:::[A-Za-z_]\w*)*$|^[A-Za-z_]\w*(?:::[A-Za-z_]\w*)+$`)

// isLocalEnvFile reports a dotenv file that holds a machine's secrets
// (.env, .env.local, .env.production): by convention never committed, so a
// document naming it means the reader's own copy. Templates meant to be
// committed (.env.example, .env.sample, .env.template, .env.dist) stay
// claims.
func isLocalEnvFile(p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	if base == ".env" {
		return true
	}
	rest, ok := strings.CutPrefix(base, ".env.")
	if !ok || rest == "" {
		return false
	}
	switch strings.ToLower(rest) {
	case "example", "sample", "template", "dist", "defaults", "default", "tpl", "in", "schema":
		return false
	}
	return !strings.ContainsAny(rest, "./")
}

// goStdPackages are Go standard library import paths with a slash, which
// documents of Go projects name in code spans ("escaped by `html/template`").
var goStdPackages = setOf(
	"archive/tar", "archive/zip", "compress/bzip2", "compress/flate", "compress/gzip", "compress/lzw",
	"compress/zlib", "container/heap", "container/list", "container/ring", "crypto/aes", "crypto/cipher",
	"crypto/ecdsa", "crypto/ed25519", "crypto/hmac", "crypto/md5", "crypto/rand", "crypto/rsa",
	"crypto/sha1", "crypto/sha256", "crypto/sha512", "crypto/subtle", "crypto/tls", "crypto/x509",
	"database/sql", "database/sql/driver", "debug/elf", "debug/pe", "debug/buildinfo", "encoding/asn1",
	"encoding/base32", "encoding/base64", "encoding/binary", "encoding/csv", "encoding/gob",
	"encoding/hex", "encoding/json", "encoding/pem", "encoding/xml", "go/ast", "go/build",
	"go/format", "go/parser", "go/printer", "go/token", "go/types", "hash/crc32", "hash/crc64",
	"hash/fnv", "hash/maphash", "html/template", "image/color", "image/draw", "image/gif",
	"image/jpeg", "image/png", "io/fs", "io/ioutil", "log/slog", "log/syslog", "math/big",
	"math/bits", "math/cmplx", "math/rand", "math/rand/v2", "mime/multipart", "mime/quotedprintable",
	"net/http", "net/http/httptest", "net/http/httputil", "net/http/pprof", "net/http/cookiejar",
	"net/mail", "net/netip", "net/rpc", "net/smtp", "net/textproto", "net/url", "os/exec",
	"os/signal", "os/user", "path/filepath", "regexp/syntax", "runtime/debug", "runtime/pprof",
	"runtime/trace", "sync/atomic", "testing/fstest", "testing/iotest", "testing/quick",
	"testing/slogtest", "testing/synctest", "text/scanner", "text/tabwriter", "text/template",
	"text/template/parse", "unicode/utf16", "unicode/utf8",
)

// siteNames are websites whose names read as files: "a fix for
// `docs.rs`" names the documentation host, not a Rust source file.
var siteNames = setOf("docs.rs", "crates.io", "deps.rs", "pkg.go.dev", "npmjs.com", "pypi.org", "readthedocs.io", "readthedocs.org", "github.io")

// bareDomainRE: a website written without its scheme
// ("[cppreference](cppreference.com)"), under a top-level domain no file
// extension uses.
var bareDomainRE = regexp.MustCompile(`^(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|io|dev|edu|gov|info|app)/?$`)

// subdomainRE: a host under .org written without its scheme ("test on the
// PyPI test servers `test.pypi.org`"): three or more lower-case labels. A
// file of Org mode is named like "notes.org", not "test.pypi.org".
var subdomainRE = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]*[a-z][a-z0-9-]*)+\.org/?$`)

// hostQualified reports "github.com/x/y", "golang.org/x/tools": a first
// segment that is a domain name.
// hostTLDs are top-level domains that are also file extensions; before the
// first slash they name a host ("golang.org/x/net", "docs.rs/serde"): no
// directory of a repository is named "main.rs" or "notes.org".
var hostTLDs = setOf("org", "rs", "sh", "py", "md", "pl", "ml", "cc")

func hostQualified(p string) bool {
	i := strings.IndexAny(p, "/\\")
	if i <= 0 {
		return false
	}
	first := p[:i]
	j := strings.LastIndexByte(first, '.')
	if j <= 0 || j == len(first)-1 {
		return false
	}
	tld := strings.ToLower(first[j+1:])
	if fileExts[tld] && !hostTLDs[tld] || len(tld) < 2 || len(tld) > 6 {
		return false
	}
	for k := 0; k < len(tld); k++ {
		if tld[k] < 'a' || tld[k] > 'z' {
			return false
		}
	}
	return true
}

func isGlob(p string) bool {
	return strings.ContainsAny(p, "*?") || strings.Contains(p, "{") && strings.Contains(p, ",") && strings.Contains(p, "}")
}

// isPlaceholder reports names standing for any path: "<your-file>",
// "{name}.py", "$HOME/x", "~/x", "%APPDATA%", "path/to/file",
// "src/.../x.py", "your_project/", "foo.example".
func isPlaceholder(p string) bool {
	if strings.ContainsAny(p, "<>{}$%~") || strings.Contains(p, "...") || strings.Contains(p, "…") {
		return true
	}
	lp := strings.ToLower(p)
	if strings.Contains("/"+lp, "/path/to/") || strings.HasPrefix(lp, "path/to") || markupWords[lp] {
		return true
	}
	for _, seg := range splitSegs(lp) {
		if placeholderName(seg) {
			return true
		}
	}
	return strings.HasSuffix(lp, ".example") && !strings.Contains(lp, ".env") && !strings.Contains(lp, "config")
}

// markupWords are link targets that name the part of the syntax they
// stand in ("[`name`](link)" in a formatter's changelog), not a file.
var markupWords = setOf("link", "url", "uri", "href", "target", "destination")

// placeholderName reports one path segment that stands for any name:
// "foo.py", "some_module.py", "your_app", "file.ext".
func placeholderName(seg string) bool {
	seg = strings.ToLower(seg)
	stem := stemOf(seg)
	return placeholderStems[stem] || metasyntactic[firstWord(stem)] || fooWord(stem) || strings.HasPrefix(stem, "your") || strings.HasSuffix(seg, ".ext") || strings.HasSuffix(seg, ".extension") ||
		newThingRE.MatchString(stem)
}

// newThingRE: the name of a thing the reader is told to add ("Adding a
// new provider: create `providers/newprovider/music.py`", "modules/new_test.py").
var newThingRE = regexp.MustCompile(`^(?:my[-_]?)?new[-_]?(?:test|provider|module|feature|file|page|component|agent|tool|node|plugin|command|handler|service|model|skill|endpoint|widget|step|rule|check|app|project|package|class|script|migration|source|backend|integration)s?$`)

// metasyntactic words begin illustrative names ("foo_param_test.h",
// "foo-service.yaml", "some_module.py"); "bar" alone is one, but begins real names too
// ("bar_chart.py").
var metasyntactic = setOf("foo", "foobar", "baz", "qux", "quux", "some")

// fooWord reports a name with "foo" as one of its words
// ("catch_config_foo.hpp"): an illustration wherever the word stands.
func fooWord(stem string) bool {
	for _, w := range strings.FieldsFunc(stem, func(r rune) bool { return r == '_' || r == '-' }) {
		if w == "foo" {
			return true
		}
	}
	return false
}

// firstWord is a name's first word (up to '_', '-' or a camel-case hump
// is not split: "fooBar" stays whole).
func firstWord(stem string) string {
	if i := strings.IndexAny(stem, "_-"); i > 0 {
		return stem[:i]
	}
	return stem
}

// sedExprRE matches a sed substitution or transliteration ("s/main/evil/g").
var sedExprRE = regexp.MustCompile(`^[sy]/[^/]*/[^/]*/[gimpI0-9]*$`)
