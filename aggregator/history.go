package aggregator

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// PastPath is a file the repository's history deleted and the audited
// revision does not track: the newest commit that deleted it and, when
// that commit (or a later one) moved it, where it lives now.
type PastPath struct {
	Path      string
	Commit    string // full hash of the deleting commit
	Date      time.Time
	Subject   string
	RenamedTo string // a tracked path it was renamed to; "" if deleted outright
}

// past is the lookup over Input.Past, built on first use.
type past struct {
	byPath map[string]*PastPath
	sorted []string // paths, sorted, for directory prefixes
	byBase map[string][]string
}

func newPast(list []PastPath) *past {
	p := &past{byPath: make(map[string]*PastPath, len(list)), byBase: map[string][]string{}}
	for i := range list {
		pp := &list[i]
		if _, dup := p.byPath[pp.Path]; dup {
			continue
		}
		p.byPath[pp.Path] = pp
		p.sorted = append(p.sorted, pp.Path)
		b := pp.Path[strings.LastIndexByte(pp.Path, '/')+1:]
		p.byBase[b] = append(p.byBase[b], pp.Path)
	}
	sort.Strings(p.sorted)
	return p
}

// pastIndex is the lookup over Input.Past, built on first use.
func (r *run) pastIndex() *past {
	if r.past == nil {
		r.past = newPast(r.in.Past)
	}
	return r.past
}

// pastHasName reports whether the history deleted any file ending in p
// (a bare name or a partial path).
func (r *run) pastHasName(p string) bool {
	if len(r.in.Past) == 0 {
		return false
	}
	p = strings.TrimSuffix(p, "/")
	for _, c := range r.pastIndex().byBase[p[strings.LastIndexByte(p, '/')+1:]] {
		if c == p || strings.HasSuffix(c, "/"+p) {
			return true
		}
	}
	return false
}

// lookup finds what the history knows about missing target t: the path
// itself, else (for a partial path) the only deleted path ending in it,
// else a deleted directory of that name (the newest of its files'
// deletions stands for it). It returns the full past path.
func (p *past) lookup(t target) (*PastPath, string, bool) {
	want := strings.TrimSuffix(t.path, "/")
	if pp, ok := p.byPath[want]; ok && !t.dirOnly {
		return pp, want, true
	}
	if t.smart && !t.dirOnly {
		var hit string
		n := 0
		for _, c := range p.byBase[want[strings.LastIndexByte(want, '/')+1:]] {
			if strings.HasSuffix(c, "/"+want) {
				hit, n = c, n+1
			}
		}
		if n == 1 {
			return p.byPath[hit], hit, true
		}
	}
	var newest *PastPath
	for i := sort.SearchStrings(p.sorted, want+"/"); i < len(p.sorted) && strings.HasPrefix(p.sorted[i], want+"/"); i++ {
		if pp := p.byPath[p.sorted[i]]; newest == nil || pp.Date.After(newest.Date) {
			newest = pp
		}
	}
	if newest != nil {
		return newest, want, true
	}
	return nil, "", false
}

// stale explains a missing path the history knows, and records it on c.
// quoted reports instead a line that quotes the subject of the commit that
// removed it ("chores: remove example Dockerfile and
// container_description.yaml" among a guide's example PR titles): the text
// tells of the removal, it does not say the file is there; nothing is
// recorded then.
func (r *run) stale(c *evidence.Claim, t *target) (why string, quoted, ok bool) {
	if len(r.in.Past) == 0 {
		return "", false, false
	}
	pp, full, ok := r.pastIndex().lookup(*t)
	if !ok {
		return "", false, false
	}
	if subject := strings.TrimSpace(prNumberRE.ReplaceAllString(pp.Subject, "")); len(subject) >= 16 && strings.Contains(c.Context, subject) {
		return "", true, true
	}
	t.path, c.Path = full, full
	c.RemovedIn = pp.Commit
	when := fmt.Sprintf("commit %s (%s, %q)", short(pp.Commit), pp.Date.UTC().Format("2006-01-02"), pp.Subject)
	if full != pp.Path { // a directory whose files were deleted
		return fmt.Sprintf("no longer exists: its files were removed, the last in %s: stale reference to a removed directory", when), false, true
	}
	if to := pp.RenamedTo; to != "" {
		c.RenamedTo = to
		if !r.x.m.HasFile(to) {
			return fmt.Sprintf("no longer exists: it was moved to %s in %s, which is not tracked either: stale reference", to, when), false, true
		}
		return fmt.Sprintf("no longer exists: it was moved to %s in %s: stale reference, the file is now %s", to, when, to), false, true
	}
	return fmt.Sprintf("no longer exists: it was deleted in %s: stale reference to a removed file", when), false, true
}

// prNumberRE: the pull request a squashed commit's subject ends with.
var prNumberRE = regexp.MustCompile(`\s*\(#\d+\)\s*$`)

func short(hash string) string {
	if len(hash) > 12 {
		return hash[:12]
	}
	return hash
}
