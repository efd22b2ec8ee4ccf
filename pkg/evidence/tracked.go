package evidence

import (
	"regexp"
	"strings"
)

// SaysTracked reports whether context says of the mention text that it is
// in version control: "`.env` is committed to the repository", "remove
// `.env` from version control". Only the words next to the mention count:
// "added .env to .gitignore and now only .env.example is tracked" says
// nothing of .env. A local or ignored file the text says is tracked is a
// claim like any other (the docs detective and the aggregator both ask).
func SaysTracked(context, text string) bool {
	if text == "" {
		return false
	}
	low, t := strings.ToLower(context), strings.ToLower(text)
	for from := 0; ; {
		i := strings.Index(low[from:], t)
		if i < 0 {
			return false
		}
		i += from
		before, after := low[:i], low[i+len(t):]
		if trackedAfterRE.MatchString(after) || removeBeforeRE.MatchString(before) && fromVCSAfterRE.MatchString(after) {
			return true
		}
		from = i + len(t)
	}
}

var (
	trackedAfterRE = regexp.MustCompile("^[`\"')*_\\s]*(?:file )?(?:is|are|was|were|has been|have been|got|gets) (?:committed|tracked|checked in|pushed|versioned)\\b")
	removeBeforeRE = regexp.MustCompile("\\b(?:remove|delete|untrack|purge)\\s*(?:the )?[`\"'*_]*$")
	fromVCSAfterRE = regexp.MustCompile("^[`\"')*_\\s]*(?:file )?from (?:version control|git|the (?:repo|repository)|the index)\\b")
)
