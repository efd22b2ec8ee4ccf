package repotest

import (
	"fmt"
	"slices"
	"strings"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// entry is one file of a tree state.
type entry struct {
	mode filemode.FileMode
	data []byte // content, or link target for symlinks
}

// state maps repo-relative paths to entries.
type state map[string]entry

func (s state) clone() state {
	c := make(state, len(s))
	for k, v := range s {
		c[k] = v
	}
	return c
}

// builder replays an archive into a repository.
type builder struct {
	r       *git.Repository
	branch  string                   // current branch
	tips    map[string]plumbing.Hash // branch -> tip
	states  map[plumbing.Hash]state  // commit -> tree state
	cur     state                    // work state (pending changes applied)
	head    plumbing.Hash            // current commit
	n       int                      // commits made
	pending bool
}

func newBuilder(r *git.Repository) *builder {
	return &builder{r: r, branch: "main", tips: map[string]plumbing.Hash{},
		states: map[plumbing.Hash]state{}, cur: state{}}
}

// run applies every section of the archive in order.
func (b *builder) run(archive string) error {
	for _, f := range parseTxtar(archive) {
		if err := b.section(f.name, f.data); err != nil {
			return fmt.Errorf("section %q: %w", f.name, err)
		}
	}
	return nil
}

// section applies one archive section.
func (b *builder) section(name string, body []byte) error {
	if !strings.HasPrefix(name, ".") || strings.HasPrefix(name, "./") || strings.HasPrefix(name, ".git") {
		return b.file(name, body)
	}
	verb, arg, _ := strings.Cut(name, " ")
	arg = strings.TrimSpace(arg)
	switch verb {
	case ".commit":
		return b.commit(string(body), "")
	case ".merge":
		return b.commit(string(body), arg)
	case ".rm":
		return b.remove(string(body))
	case ".branch":
		return b.setBranch(arg)
	case ".checkout":
		return b.checkout(arg)
	case ".tag":
		return b.tag(arg, string(body))
	}
	return b.file(name, body) // a dotfile such as .gitignore
}

// file records a regular file, executable or symlink.
func (b *builder) file(name string, body []byte) error {
	e := entry{mode: filemode.Regular, data: body}
	if p, target, ok := strings.Cut(name, " -> "); ok {
		name, e = strings.TrimSpace(p), entry{mode: filemode.Symlink, data: []byte(strings.TrimSpace(target))}
	} else if p, ok := strings.CutSuffix(name, " [+x]"); ok {
		name, e.mode = strings.TrimSpace(p), filemode.Executable
	}
	if name == "" || strings.HasPrefix(name, "/") || slices.Contains(strings.Split(name, "/"), "..") {
		return fmt.Errorf("invalid path %q", name)
	}
	b.cur[name] = e
	b.pending = true
	return nil
}

// remove deletes the listed paths (and everything under listed dirs).
func (b *builder) remove(body string) error {
	for _, p := range strings.Fields(body) {
		p = strings.TrimSuffix(p, "/")
		found := false
		for k := range b.cur {
			if k == p || strings.HasPrefix(k, p+"/") {
				delete(b.cur, k)
				found = true
			}
		}
		if !found {
			return fmt.Errorf(".rm: %s is not in the tree", p)
		}
	}
	b.pending = true
	return nil
}

// commit writes the current state as a commit on the current branch, with
// mergeFrom's tip as second parent when non-empty.
func (b *builder) commit(body, mergeFrom string) error {
	b.n++
	sig, msg, err := b.signature(body)
	if err != nil {
		return err
	}
	tree, err := writeTree(b.r.Storer, b.cur)
	if err != nil {
		return err
	}
	c := &object.Commit{Author: sig, Committer: sig, Message: msg, TreeHash: tree}
	if !b.head.IsZero() {
		c.ParentHashes = append(c.ParentHashes, b.head)
	}
	if mergeFrom != "" {
		tip, ok := b.tips[mergeFrom]
		if !ok {
			return fmt.Errorf("merge: unknown branch %q", mergeFrom)
		}
		c.ParentHashes = append(c.ParentHashes, tip)
	}
	h, err := store(b.r.Storer, c)
	if err != nil {
		return err
	}
	b.head, b.tips[b.branch], b.states[h], b.pending = h, h, b.cur.clone(), false
	return b.r.Storer.SetReference(plumbing.NewHashReference(plumbing.NewBranchReferenceName(b.branch), h))
}

// signature reads the optional Author/Date header lines of a commit body;
// the rest is the message.
func (b *builder) signature(body string) (object.Signature, string, error) {
	author := DefaultAuthor
	when := DefaultTime.Add(time.Duration(b.n) * time.Hour)
	lines := strings.Split(body, "\n")
	for len(lines) > 0 {
		if v, ok := strings.CutPrefix(lines[0], "Author:"); ok {
			author = strings.TrimSpace(v)
		} else if v, ok := strings.CutPrefix(lines[0], "Date:"); ok {
			t, err := time.Parse(time.RFC3339, strings.TrimSpace(v))
			if err != nil {
				return object.Signature{}, "", err
			}
			when = t
		} else {
			break
		}
		lines = lines[1:]
	}
	msg := strings.TrimSpace(strings.Join(lines, "\n"))
	if msg == "" {
		msg = fmt.Sprintf("commit %d", b.n)
	}
	name, email, ok := strings.Cut(author, "<")
	if !ok {
		return object.Signature{}, "", fmt.Errorf("author %q is not \"Name <email>\"", author)
	}
	sig := object.Signature{Name: strings.TrimSpace(name), Email: strings.TrimSuffix(strings.TrimSpace(email), ">"), When: when}
	return sig, msg + "\n", nil
}

// setBranch creates branch name at the current commit.
func (b *builder) setBranch(name string) error {
	if b.head.IsZero() {
		return fmt.Errorf("branch %q: no commit yet", name)
	}
	b.tips[name] = b.head
	return b.r.Storer.SetReference(plumbing.NewHashReference(plumbing.NewBranchReferenceName(name), b.head))
}

// checkout continues on branch name, creating it at the current commit.
func (b *builder) checkout(name string) error {
	if b.pending {
		return fmt.Errorf("checkout %q with uncommitted changes", name)
	}
	tip, ok := b.tips[name]
	if !ok {
		if err := b.setBranch(name); err != nil {
			return err
		}
		tip = b.head
	}
	b.branch, b.head, b.cur = name, tip, b.states[tip].clone()
	return nil
}

// tag tags the current commit, annotated when msg is not empty.
func (b *builder) tag(name, msg string) error {
	if b.head.IsZero() || name == "" {
		return fmt.Errorf("tag %q: no commit yet or no name", name)
	}
	target := b.head
	if strings.TrimSpace(msg) != "" {
		sig := object.Signature{Name: "Ada Tester", Email: "ada@example.com", When: DefaultTime.Add(time.Duration(b.n) * time.Hour)}
		t := &object.Tag{Name: name, Tagger: sig, Message: strings.TrimSpace(msg) + "\n", TargetType: plumbing.CommitObject, Target: b.head}
		h, err := store(b.r.Storer, t)
		if err != nil {
			return err
		}
		target = h
	}
	return b.r.Storer.SetReference(plumbing.NewHashReference(plumbing.NewTagReferenceName(name), target))
}

// finish commits leftover changes and points HEAD at the current branch.
func (b *builder) finish() error {
	if b.pending {
		if err := b.commit("", ""); err != nil {
			return err
		}
	}
	return b.r.Storer.SetReference(plumbing.NewSymbolicReference(plumbing.HEAD, plumbing.NewBranchReferenceName(b.branch)))
}
