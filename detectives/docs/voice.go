package docs

import (
	"strings"
	"unicode"
)

// voice is who a document speaks as and to, counted over its whole text:
// second-person pronouns (a guide addressing its reader, whose files are
// not the repository's), first-person singular and plural pronouns (a
// user's thread, a team's report), lines quoting another text ("> ") and
// @handles (a conversation). The aggregator weighs a missing path's tie to
// the repository with it (aggregator/tie.go); the figures are recorded on
// the DOCUMENT evidence as Data["voice"].
type voice struct {
	words, you, i, we, quotes, handles int
}

var (
	youWords = wordSet("you", "your", "yours", "you're", "you'll", "you've", "yourself")
	iWords   = wordSet("i", "my", "me", "mine", "i'm", "i've", "i'd", "i'll", "myself")
	weWords  = wordSet("we", "our", "us", "ours", "we're", "we've", "we'll")
)

func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// voiceOf counts the voice of a document's text. Words are runs of
// letters and apostrophes, compared in lower case.
func voiceOf(text string) voice {
	var v voice
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), ">") {
			v.quotes++
		}
	}
	word := make([]rune, 0, 16)
	flush := func() {
		if len(word) == 0 {
			return
		}
		w := strings.Trim(string(word), "'")
		word = word[:0]
		if w == "" {
			return
		}
		v.words++
		switch {
		case youWords[w]:
			v.you++
		case iWords[w]:
			v.i++
		case weWords[w]:
			v.we++
		}
	}
	prev := ' '
	for _, r := range text {
		switch {
		case unicode.IsLetter(r) || r == '\'' || r == '’':
			if r == '’' {
				r = '\''
			}
			word = append(word, unicode.ToLower(r))
		default:
			flush()
			if r == '@' && unicode.IsSpace(prev) {
				v.handles++
			}
		}
		prev = r
	}
	flush()
	return v
}

// perThousand scales a count to a rate per thousand words.
func (v voice) perThousand(n int) int {
	if v.words == 0 {
		return 0
	}
	return n * 1000 / v.words
}

// data is the voice as DOCUMENT evidence data: integers only, so that the
// report's bytes do not depend on float formatting.
func (v voice) data() map[string]any {
	return map[string]any{
		"words":        v.words,
		"you_per_1000": v.perThousand(v.you),
		"i_per_1000":   v.perThousand(v.i),
		"we_per_1000":  v.perThousand(v.we),
		"quote_lines":  v.quotes,
		"handles":      v.handles,
	}
}
