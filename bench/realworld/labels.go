// Package realworld is the real-world benchmark of hallucination flags:
// public repositories pinned by commit, hand labels for chosen documents
// (labels/*.json, see LABELLING.md), and the scorer that compares the
// detector's flags with them. Fetching the repositories needs the network,
// so CI only validates the labels and tests the scorer; cmd/realworld runs
// the detector on a directory of fetched mirrors.
package realworld

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Label values (LABELLING.md).
const (
	Hallucinated = "hallucinated"
	NotAClaim    = "not_a_claim"
	Ambiguous    = "ambiguous"
)

// File holds the labels for one repository at one commit.
type File struct {
	Repo      string     `json:"repo"`
	Commit    string     `json:"commit"`
	Split     string     `json:"split"` // dev or test
	Group     string     `json:"group"` // student or oss
	Ecosystem string     `json:"ecosystem"`
	Licence   string     `json:"licence"`
	Round     int        `json:"round,omitempty"` // labelling round; 0 means 1
	Notes     string     `json:"notes,omitempty"`
	Documents []Document `json:"documents"`
}

// Document is one labelled document: every mention in it that does not
// resolve in the repository carries a label.
type Document struct {
	Path     string    `json:"path"`
	Kind     string    `json:"kind"`
	Notes    string    `json:"notes,omitempty"`
	Mentions []Mention `json:"mentions"`
}

// Mention is one labelled, non-resolving path mention of a document.
type Mention struct {
	Text  string `json:"text"`
	Path  string `json:"path"`
	Line  int    `json:"line,omitempty"`
	Page  int    `json:"page,omitempty"`
	Label string `json:"label"`
	Class string `json:"class"`
	Quote string `json:"quote"`
	Why   string `json:"why"`
}

// MirrorDir is where the search tool's fetch puts a repository's git
// directory under root: root/owner+name/repo.
func MirrorDir(root, repo string) string {
	return filepath.Join(root, strings.Replace(repo, "/", "+", 1), "repo")
}

// LoadDir reads every *.json label file of dir, sorted by repository.
func LoadDir(dir string) ([]File, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var files []File
	for _, n := range names {
		f, err := LoadFile(n)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Repo < files[j].Repo })
	return files, nil
}

// LoadFile reads one label file strictly (unknown fields are errors).
func LoadFile(name string) (File, error) {
	var f File
	data, err := os.ReadFile(name)
	if err != nil {
		return f, err
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("%s: %w", name, err)
	}
	return f, nil
}
