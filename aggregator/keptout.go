package aggregator

import (
	"fmt"
	"regexp"
	"strings"

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
	if c.Kind == evidence.KindLink || c.Kind == evidence.KindImage {
		return "", false
	}
	for _, p := range append([]string{written, t.path}, t.fallback...) {
		if note := r.ignoreNote(p, t.dirOnly); note != "" && elsewhereNoteRE.MatchString(note) {
			return fmt.Sprintf("kept out of git on purpose, as material from elsewhere: .gitignore says %q", note), true
		}
		if dir, said, ok := r.licensedDir(p); ok {
			return fmt.Sprintf("kept out of git on purpose, as material from elsewhere: the documents say of %s/ %q", dir, said), true
		}
	}
	return "", false
}

// licensedDir reports an ignored directory holding p (or p itself) that a
// sentence of the documents calls licensed or seed material ("**Seed
// materials:** `tenacious_sales_data/` is delivered under a limited
// challenge-week license"), with that sentence.
func (r *run) licensedDir(p string) (string, string, bool) {
	dirs := r.licensedDirSet()
	for d := strings.Trim(p, "/"); d != ""; d = parent(d) {
		if said, ok := dirs[d]; ok {
			return d, said, true
		}
	}
	return "", "", false
}

// licensedDirSet collects, once, the missing ignored directories whose
// own sentence in the documents says they are licensed or seed material.
func (r *run) licensedDirSet() map[string]string {
	if r.licensedDirs != nil {
		return r.licensedDirs
	}
	out := map[string]string{}
	for _, e := range r.in.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || !strings.HasSuffix(c.Text, "/") || !licensedSaidRE.MatchString(c.Context) {
			continue
		}
		cc := *c
		t, err := r.targetFor(&cc)
		d := strings.Trim(t.path, "/")
		if err != nil || d == "" || r.x.m.Has(d) || !r.ignored(d, true) {
			continue
		}
		out[d] = shortClause(c.Context)
	}
	r.licensedDirs = out // non-nil, even empty: built once
	return out
}

// licensedSaidRE: what a document says of material it keeps out because it
// comes from elsewhere under terms: licensed, proprietary, confidential,
// seed material, not to be redistributed.
var licensedSaidRE = regexp.MustCompile(`(?i)\blicen[cs]ed?\b|\bproprietary\b|\bconfidential\b|\bseed materials?\b|redistribut`)

// ignoreNote is the note of the .gitignore group that ignores p, as a
// file or as a directory; a panic in the callback gives "".
func (r *run) ignoreNote(p string, dirOnly bool) (note string) {
	if r.in.IgnoreNote == nil {
		return ""
	}
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

// shortClause cuts a sentence quoted in a reason to 160 bytes.
func shortClause(s string) string {
	if len(s) <= 160 {
		return s
	}
	return strings.ToValidUTF8(s[:160], "") + "…"
}
