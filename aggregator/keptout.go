package aggregator

import (
	"fmt"
	"regexp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ReasonSeedMaterial is recorded on a path in a seed directory the
// repository does not track (seedPath).
const ReasonSeedMaterial = "seed material: a path in a seed directory the repository does not have, the input data kept beside it (provided or fetched elsewhere), not a file of the repository"

// keptOut reports a missing path that .gitignore keeps out under a
// comment saying the material comes from elsewhere: licensed,
// proprietary or confidential, to be cloned or downloaded separately, or
// a sealed held-out split ("# Licensed seed materials — do not
// redistribute" over data/seed/). A document citing it names material the
// repository deliberately does not ship, wherever the author keeps it; it
// does not claim the file is here. The path as written, where it was
// placed (a deleted file of that name) and its fallbacks all count. A link or an image is still broken for
// the reader, so only those are left to the other rules. The reason
// quotes the comment.
func (r *run) keptOut(c *evidence.Claim, t target, written string) (string, bool) {
	if r.in.IgnoreNote == nil || c.Kind == evidence.KindLink || c.Kind == evidence.KindImage {
		return "", false
	}
	for _, p := range append([]string{written, t.path}, t.fallback...) {
		if note := r.ignoreNote(p, t.dirOnly); note != "" && elsewhereNoteRE.MatchString(note) {
			return fmt.Sprintf("kept out of git on purpose, as material from elsewhere: .gitignore says %q", note), true
		}
	}
	return "", false
}

// ignoreNote is the note of the .gitignore group that ignores p, as a
// file or as a directory; a panic in the callback gives "".
func (r *run) ignoreNote(p string, dirOnly bool) (note string) {
	defer func() {
		if recover() != nil {
			note = ""
		}
	}()
	if note = r.in.IgnoreNote(p, dirOnly); note == "" && !dirOnly {
		note = r.in.IgnoreNote(p, true)
	}
	return note
}

// elsewhereNoteRE: what a .gitignore comment says of material the
// repository must not or need not ship because it comes from elsewhere.
var elsewhereNoteRE = regexp.MustCompile(`(?i)licen[cs]|redistribut|proprietary|confidential|\bclone\b|download|re-?fetch|provided by|handed out|sealed|held[- ]?out`)
