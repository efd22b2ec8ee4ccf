package docs

import (
	"strings"
	"testing"
)

// TestVoiceOf counts pronouns by person, quoted lines and @handles.
func TestVoiceOf(t *testing.T) {
	text := "You can put your file here. I think my setup differs; we'll see.\n" +
		"> quoted line\n  > another\n@dana can you check? mail@example.com is not a handle.\n" +
		"Don’t forget: it's ours."
	v := voiceOf(text)
	want := voice{words: 31, you: 3, i: 2, we: 2, quotes: 2, handles: 1}
	if v != want {
		t.Errorf("voiceOf = %+v, want %+v", v, want)
	}
	d := v.data()
	if d["you_per_1000"] != 3*1000/31 || d["words"] != 31 {
		t.Errorf("data = %v", d)
	}
	if (voice{}).data()["you_per_1000"] != 0 {
		t.Errorf("an empty document has a rate")
	}
}

// BenchmarkVoiceOf counts the voice of a 40 KB report.
func BenchmarkVoiceOf(b *testing.B) {
	text := strings.Repeat("You can put your file in `src/app.py`. I think we'll see.\n> quoted\n@dana look. ", 500)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		voiceOf(text)
	}
}
