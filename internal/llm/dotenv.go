package llm

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// MaxDotEnvBytes bounds a .env file.
const MaxDotEnvBytes = 1 << 20

// ParseDotEnv reads KEY=VALUE lines: blank lines and #-comments are skipped,
// an optional "export " prefix is allowed, values may be double-quoted (with
// \n \t \" \\ escapes), single-quoted (literal) or bare (trailing " #comment"
// removed, spaces trimmed). Later keys win. Errors name the line number but
// never echo the line, which may hold a secret.
func ParseDotEnv(r io.Reader) (map[string]string, error) {
	out := map[string]string{}
	sc := bufio.NewScanner(io.LimitReader(r, MaxDotEnvBytes+1))
	sc.Buffer(make([]byte, 0, 4096), MaxDotEnvBytes+1)
	total, n := 0, 0
	for sc.Scan() {
		n++
		line := sc.Text()
		total += len(line) + 1
		if total > MaxDotEnvBytes+1 {
			return nil, fmt.Errorf(".env: larger than %d bytes", MaxDotEnvBytes)
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, "\ufeff"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, err := parseDotEnvLine(line)
		if err != nil {
			return nil, fmt.Errorf(".env line %d: %w", n, err)
		}
		out[key] = val
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf(".env: %w", err)
	}
	return out, nil
}

func parseDotEnvLine(line string) (string, string, error) {
	line = strings.TrimSpace(strings.TrimPrefix(line, "export "))
	key, val, ok := strings.Cut(line, "=")
	if !ok {
		return "", "", errors.New("expected KEY=VALUE")
	}
	key = strings.TrimSpace(key)
	if !validEnvKey(key) {
		return "", "", errors.New("invalid variable name")
	}
	val = strings.TrimSpace(val)
	switch {
	case strings.HasPrefix(val, `"`):
		v, err := unquoteDouble(val[1:])
		return key, v, err
	case strings.HasPrefix(val, `'`):
		end := strings.IndexByte(val[1:], '\'')
		if end < 0 {
			return "", "", errors.New("unterminated single quote")
		}
		return key, val[1 : 1+end], nil
	}
	if i := strings.Index(val, " #"); i >= 0 {
		val = val[:i]
	}
	return key, strings.TrimSpace(val), nil
}

func unquoteDouble(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			return b.String(), nil
		case c == '\\' && i+1 < len(s):
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			default:
				b.WriteByte(s[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", errors.New("unterminated double quote")
}

func validEnvKey(k string) bool {
	if k == "" {
		return false
	}
	for i, r := range k {
		ok := r == '_' || (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z') ||
			(i > 0 && (r >= '0' && r <= '9' || r == '.'))
		if !ok {
			return false
		}
	}
	return true
}

// LoadDotEnv parses the .env file at path. A missing file is not an error.
func LoadDotEnv(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseDotEnv(f)
}

// WithDotEnv layers .env values under the real environment: a variable set
// (non-empty) in the real environment always wins.
func WithDotEnv(getenv func(string) string, dot map[string]string) func(string) string {
	return func(k string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return dot[k]
	}
}
