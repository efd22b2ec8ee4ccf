package docs

import (
	"bytes"
	"unicode"
	"unicode/utf8"
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

// pronouns maps the counted pronouns to their person: 'y' second, 'i'
// first singular, 'w' first plural. None is longer than maxPronoun.
var pronouns = personOf(map[byte][]string{
	'y': {"you", "your", "yours", "you're", "you'll", "you've", "yourself"},
	'i': {"i", "my", "me", "mine", "i'm", "i've", "i'd", "i'll", "myself"},
	'w': {"we", "our", "us", "ours", "we're", "we've", "we'll"},
})

const maxPronoun = 8

func personOf(byPerson map[byte][]string) map[string]byte {
	m := map[string]byte{}
	for p, ws := range byPerson {
		for _, w := range ws {
			m[w] = p
		}
	}
	return m
}

// voiceOf counts the voice of a document's text. Words are runs of
// letters and apostrophes, compared in lower case; ASCII text (nearly all
// of it) is read byte by byte without allocating.
func voiceOf(text string) voice {
	var v voice
	word := make([]byte, 0, 32)
	flush := func() {
		w := bytes.Trim(word, "'")
		word = word[:0]
		if len(w) == 0 {
			return
		}
		v.words++
		if len(w) > maxPronoun {
			return
		}
		switch pronouns[string(w)] {
		case 'y':
			v.you++
		case 'i':
			v.i++
		case 'w':
			v.we++
		}
	}
	blank, prevSpace := true, true // blank: only blanks since the line began
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		i += size
		if blank && r == '>' {
			v.quotes++ // "> quoted", also indented
		}
		switch r {
		case '\n':
			blank = true
		case ' ', '\t':
		default:
			blank = false
		}
		switch {
		case r == '\'' || r == '’':
			word = append(word, '\'')
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'):
			word = append(word, byte(r)|0x20)
		case r >= utf8.RuneSelf && unicode.IsLetter(r):
			word = utf8.AppendRune(word, unicode.ToLower(r))
		default:
			flush()
			if r == '@' && prevSpace {
				v.handles++
			}
		}
		prevSpace = r == ' ' || r == '\n' || r == '\t' || r >= utf8.RuneSelf && unicode.IsSpace(r)
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
