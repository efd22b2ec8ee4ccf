package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/judges"
)

func TestFanOutIn(t *testing.T) {
	edges := []graphEdge{{From: "S", To: "a"}, {From: "S", To: "b"}, {From: "S", To: "b"}, {From: "a", To: "j"},
		{From: "b", To: "j"}, {From: "j", To: "?"}, {From: "x", To: "y"}}
	out, in := fanOutIn(edges)
	if diff := cmp.Diff(map[string][]string{"S": {"a", "b"}}, out); diff != "" {
		t.Errorf("fan-out (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string][]string{"j": {"a", "b"}}, in); diff != "" {
		t.Errorf("fan-in (-want +got):\n%s", diff)
	}
}

func TestAnnotatedReducer(t *testing.T) {
	for typ, want := range map[string]string{
		"Annotated[List[Evidence], operator.add]":        "operator.add",
		"typing.Annotated[Dict[str, int], operator.ior]": "operator.ior",
		"Annotated[Dict[str, List[int]], merge]":         "merge",
		"Annotated[str]":                                 "",
		"List[str]":                                      "",
		"Optional[Annotated[list, add_messages]]":        "add_messages",
	} {
		if got := annotatedReducer(typ); got != want {
			t.Errorf("annotatedReducer(%q) = %q, want %q", typ, got, want)
		}
	}
}

func TestPersonaOf(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"PROSECUTOR_PROMPT", "", "prosecutor"},
		{"defence_system", "", "defense"},
		{"TECHLEAD", "", "tech_lead"},
		{"SYSTEM", "You are the Tech Lead of a review board.", "tech_lead"},
		{"SYSTEM", "The prosecutor and the defense argue.", ""},
		{"greeting", "Hello there, how are you today?", ""},
	}
	for _, tt := range tests {
		if got := personaOf(tt.name, tt.text); got != tt.want {
			t.Errorf("personaOf(%q, %q) = %q, want %q", tt.name, tt.text, got, tt.want)
		}
	}
}

func TestSimilarity(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"You are the judge.", "you are THE judge", 1},
		{"alpha beta gamma delta", "epsilon zeta eta theta", 0},
		{"a b c d", "a b x y", 0.5},
		{"", "", 1},
	}
	for _, tt := range tests {
		if got := similarity(tt.a, tt.b); got != tt.want {
			t.Errorf("similarity(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestJudgesKnowTheClasses keeps the judges' copies of the class names the
// polarity rules weigh in step with this package.
func TestJudgesKnowTheClasses(t *testing.T) {
	if judges.ClassCodeExec != ClassExec || judges.ClassParserUnavailable != ClassParserUnavailable {
		t.Errorf("judges weigh %s and %s; the detective records %s and %s",
			judges.ClassCodeExec, judges.ClassParserUnavailable, ClassExec, ClassParserUnavailable)
	}
}
