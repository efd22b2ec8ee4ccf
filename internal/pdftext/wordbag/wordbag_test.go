package wordbag

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Hello, world.", []string{"Hello", "world"}},
		{"see (src/a_b.go) and -- docs/x-y.md;", []string{"see", "src/a_b.go", "and", "--", "docs/x-y.md"}},
		{"  \n\t ", nil},
		{"• item “quoted”", []string{"item", "quoted"}},
		{"judg-\nes.py", []string{"judg-", "es.py"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Words(tt.in)); diff != "" {
			t.Errorf("Words(%q) -want +got:\n%s", tt.in, diff)
		}
	}
}

func TestCompare(t *testing.T) {
	tests := []struct {
		name         string
		ref, got     string
		want         Score
		recall, prec float64
	}{
		{"identical", "a b c", "c b a", Score{3, 3, 3}, 1, 1},
		{"glued words lose both", "alpha beta gamma", "alphabeta gamma", Score{3, 2, 1}, 1.0 / 3, 0.5},
		{"duplicates counted once each", "x x y", "x y y", Score{3, 3, 2}, 2.0 / 3, 2.0 / 3},
		{"nothing extracted", "a b", "", Score{2, 0, 0}, 0, 0},
		{"both empty", "", "", Score{0, 0, 0}, 1, 1},
	}
	for _, tt := range tests {
		got := Compare(tt.ref, tt.got)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: -want +got:\n%s", tt.name, diff)
		}
		if got.Recall() != tt.recall || got.Precision() != tt.prec {
			t.Errorf("%s: recall %v precision %v, want %v %v", tt.name, got.Recall(), got.Precision(), tt.recall, tt.prec)
		}
	}
}

func TestAdd(t *testing.T) {
	got := Score{2, 3, 1}.Add(Score{4, 1, 1})
	if diff := cmp.Diff(Score{6, 4, 2}, got); diff != "" {
		t.Error(diff)
	}
}

func TestDehyphenate(t *testing.T) {
	tests := []struct{ in, want string }{
		{"the judges de-\nfined it", "the judges defined it"},
		{"audit/re-\nport.md", "audit/report.md"},
		{"keep -\nspaced and x-\nYear", "keep -\nspaced and x-\nYear"},
		{"no break-here", "no break-here"},
	}
	for _, tt := range tests {
		if got := Dehyphenate(tt.in); got != tt.want {
			t.Errorf("Dehyphenate(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
