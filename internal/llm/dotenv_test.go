package llm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseDotEnv(t *testing.T) {
	tests := []struct {
		name, in string
		want     map[string]string
		wantErr  string
	}{
		{"basic", "A=1\nB = two \n", map[string]string{"A": "1", "B": "two"}, ""},
		{"comments and blanks", "# c\n\n  # indented\nA=x # trailing\nB=y#notcomment\n",
			map[string]string{"A": "x", "B": "y#notcomment"}, ""},
		{"export prefix", "export GEMINI_API_KEY=abc\n", map[string]string{"GEMINI_API_KEY": "abc"}, ""},
		{"double quotes with escapes", `A="line1\nline2 \"q\" # not comment"` + "\n",
			map[string]string{"A": "line1\nline2 \"q\" # not comment"}, ""},
		{"single quotes literal", `A='x\ny $Z'`, map[string]string{"A": `x\ny $Z`}, ""},
		{"empty value", "A=\nB=''\n", map[string]string{"A": "", "B": ""}, ""},
		{"equals in value", "URL=http://h/?a=b\n", map[string]string{"URL": "http://h/?a=b"}, ""},
		{"later wins", "A=1\nA=2\n", map[string]string{"A": "2"}, ""},
		{"crlf and bom", "\ufeffA=1\r\nB=2\r\n", map[string]string{"A": "1", "B": "2"}, ""},
		{"missing equals", "A=1\nOPENAI_API_KEY sk-secret\n", nil, "line 2"},
		{"bad name", "1A=x\n", nil, "invalid variable name"},
		{"unterminated quote", `A="abc`, nil, "unterminated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDotEnv(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				if strings.Contains(err.Error(), "sk-secret") {
					t.Fatalf("error echoes the line: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseDotEnvTooLarge(t *testing.T) {
	big := strings.Repeat("A=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", MaxDotEnvBytes/50)
	if _, err := ParseDotEnv(strings.NewReader(big)); err == nil {
		t.Fatal("expected a size error")
	}
}

func TestLoadDotEnvAndLayering(t *testing.T) {
	dir := t.TempDir()
	if got, err := LoadDotEnv(filepath.Join(dir, "missing")); err != nil || len(got) != 0 {
		t.Fatalf("missing file: %v %v", got, err)
	}
	p := filepath.Join(dir, ".env")
	if err := os.WriteFile(p, []byte("GEMINI_API_KEY=fromfile\nAUDITOR_LLM_MODEL=m-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dot, err := LoadDotEnv(p)
	if err != nil {
		t.Fatal(err)
	}
	real := map[string]string{"AUDITOR_LLM_MODEL": "m-real", "GEMINI_API_KEY": ""}
	cfg := ConfigFromEnv(WithDotEnv(envOf(real), dot))
	want := [3]string{ProviderGemini, "fromfile", "m-real"}
	if got := [3]string{cfg.Provider, cfg.APIKey, cfg.Model}; got != want {
		t.Errorf("got %v, want %v (real env must win, .env fills gaps)", got, want)
	}
}
