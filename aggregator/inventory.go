package aggregator

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// An inventory list describes the repository's files one item each: the
// path heads the item and a description follows ("- `Dockerfile`: Defines
// the Docker container", "2. `front-end/api` - axios api"). In a document
// where another item of such a list exists in the tree, the list is this
// repository's inventory, and an item that does not exist is claimed to,
// however weakly the tie model ties its bare name.

// inventoryItem reports a claim whose path heads a list item followed by a
// description.
func inventoryItem(c *evidence.Claim) bool {
	if c.Kind != evidence.KindCode && c.Kind != evidence.KindProse && c.Kind != evidence.KindLink {
		return false
	}
	text := strings.TrimSpace(c.Text)
	if text == "" {
		return false
	}
	ctx := strings.TrimSpace(c.Context)
	m := inventoryHeadRE.FindStringSubmatch(ctx)
	if m == nil {
		return false
	}
	head := strings.TrimSuffix(strings.Trim(m[1], "`*_[]"), "/")
	return head == strings.TrimSuffix(text, "/") && !uncommittedDirs[strings.ToLower(head)]
}

// uncommittedDirs are directories a project lists but often keeps out of
// git (large or generated files): "- **data/**: raw and processed
// datasets" describes the author's checkout.
var uncommittedDirs = map[string]bool{"data": true, "dataset": true, "datasets": true, "model": true, "models": true, "output": true, "outputs": true, "logs": true, "log": true, "checkpoints": true, "cache": true, "tmp": true, "temp": true, "venv": true, ".venv": true, "env": true, "node_modules": true, "build": true, "dist": true, "results": true, "runs": true, "mlruns": true, "wandb": true}

// inventoryHeadRE: a list item's head (in code, bold or a link label)
// followed by a colon or a dash and a word of description.
var inventoryHeadRE = regexp.MustCompile("^(?:[-*+]|\\d{1,2}[.)])\\s+((?:\\*\\*|__)?`?[^`*\\s:]+`?(?:\\*\\*|__)?)(?:\\([^)\\s]*\\))?\\s*(?::|—|–|\\s-)\\s+\\(?[A-Za-z]")

// inventoryDocs returns the documents in which an inventory item resolves
// in the tree. Only small and middle-sized repositories are read
// (inventoryTreeMax): a large project's docs list the files of the
// reader's project in the same shape.
func (r *run) inventoryDocs() map[docKey]bool {
	out := map[docKey]bool{}
	if r.x.m.Len() >= inventoryTreeMax {
		return out
	}
	for _, e := range r.out.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || c.Status != "" || out[docKey{c.Document, c.External}] || !inventoryItem(c) {
			continue
		}
		if r.x.m.Len() >= largeTree && (c.External || c.Document != "README.md") {
			continue // a large project's other documents list the reader's files
		}
		cc := *c
		t, err := r.targetFor(&cc)
		if err != nil {
			continue
		}
		if _, ok := r.resolve(t); ok {
			out[docKey{c.Document, c.External}] = true
		}
	}
	return out
}

// inventoryTreeMax is the number of tracked files from which no document
// is read as an inventory; from largeTree on, only the root README is (a
// project's own layout, where its docs pages describe the reader's).
const inventoryTreeMax = 1000

// listedInInventory reports a missing path listed as an item of its
// document's inventory of this repository.
func (r *run) listedInInventory(c *evidence.Claim) bool {
	return r.inventory[docKey{c.Document, c.External}] && inventoryItem(c) && !underUncommittedDir(c)
}

// underUncommittedDir reports an item of a document kept in, or a path
// under, a directory of outputs or data (results/README.md listing the
// files a run writes there).
func underUncommittedDir(c *evidence.Claim) bool {
	dir := path.Dir(c.Document)
	if !c.External && dir != "." {
		for _, seg := range strings.Split(dir, "/") {
			if uncommittedDirs[strings.ToLower(seg)] {
				return true
			}
		}
	}
	for _, seg := range strings.Split(path.Dir(strings.TrimSuffix(strings.TrimSpace(c.Text), "/")), "/") {
		if uncommittedDirs[strings.ToLower(seg)] {
			return true
		}
	}
	return false
}
