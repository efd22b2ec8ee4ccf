package evidence

import "testing"

func TestSaysTracked(t *testing.T) {
	tests := []struct {
		context, text string
		want          bool
	}{
		{"`APP_DEBUG=true` is set: `.env` is committed to the repository.", ".env", true},
		{"Remove `.env` from version control and rotate the key.", ".env", true},
		{"The real .env file is correctly excluded from version control.", ".env", false},
		{"We added .env to .gitignore and now only .env.example is tracked.", ".env", false},
		{"Copy `.env.example` to `.env` and fill in the token.", ".env", false},
		{"The .env file was checked in by mistake.", ".env", true},
		{"", ".env", false},
	}
	for _, tt := range tests {
		if got := SaysTracked(tt.context, tt.text); got != tt.want {
			t.Errorf("SaysTracked(%q, %q) = %v, want %v", tt.context, tt.text, got, tt.want)
		}
	}
}
