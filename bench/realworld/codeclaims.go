package realworld

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Code-claim labels (code-claims/<owner>__<name>.json, schema
// codeclaims.schema.json): every command and symbol mention the detector
// found in the labelled documents of a repository, labelled by reading
// the sentence, before the detector was tuned on them.

// CodeLabelResolves labels a mention that names a target, script or
// symbol the project defines (it cannot be a hallucination).
const CodeLabelResolves = "resolves"

// CodeClaimFile holds the command and symbol labels of one repository.
type CodeClaimFile struct {
	Repo     string        `json:"repo"`
	Commit   string        `json:"commit"`
	Split    string        `json:"split"`
	Notes    string        `json:"notes,omitempty"`
	Mentions []CodeMention `json:"mentions"`
}

// CodeMention is one command or symbol mention: Kind "command" or
// "symbol", the document and line, the mention as written, the label
// (hallucinated, not_a_claim, ambiguous, resolves) and why.
type CodeMention struct {
	Kind     string `json:"kind"`
	Document string `json:"document"`
	Line     int    `json:"line"`
	Text     string `json:"text"`
	Label    string `json:"label"`
	Quote    string `json:"quote"`
	Why      string `json:"why"`
}

// Key identifies a mention across the labels and the detector's output.
func (m CodeMention) Key() string {
	return strings.Join([]string{m.Kind, m.Document, fmt.Sprint(m.Line), m.Text}, "\x00")
}

// LoadCodeClaims reads every code-claims/*.json file of dir, by repository.
func LoadCodeClaims(dir string) ([]CodeClaimFile, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var out []CodeClaimFile
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		var f CodeClaimFile
		if err := json.Unmarshal(b, &f); err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Repo < out[j].Repo })
	return out, nil
}

// CodeScore is the outcome for one kind: flags that are hallucinations
// (TP), flags that are not (FP, ambiguous labels left out), hallucinations
// not flagged (FN).
type CodeScore struct {
	TP, FP, FN, Ambiguous int
}

// Precision is TP/(TP+FP); 1 when nothing was flagged.
func (s CodeScore) Precision() float64 {
	if s.TP+s.FP == 0 {
		return 1
	}
	return float64(s.TP) / float64(s.TP+s.FP)
}

// Recall is TP/(TP+FN); 1 when there is nothing to find.
func (s CodeScore) Recall() float64 {
	if s.TP+s.FN == 0 {
		return 1
	}
	return float64(s.TP) / float64(s.TP+s.FN)
}

// ScoreCode compares flagged mention keys with the labels, per kind. A
// flag with no label counts as a false flag (every mention of a labelled
// document is labelled).
func ScoreCode(labels []CodeMention, flagged map[string]bool) map[string]*CodeScore {
	out := map[string]*CodeScore{"command": {}, "symbol": {}}
	seen := map[string]bool{}
	for _, m := range labels {
		s := out[m.Kind]
		if s == nil {
			continue
		}
		k := m.Key()
		seen[k] = true
		switch {
		case m.Label == Ambiguous:
			s.Ambiguous++
		case flagged[k] && m.Label == Hallucinated:
			s.TP++
		case flagged[k]:
			s.FP++
		case m.Label == Hallucinated:
			s.FN++
		}
	}
	for k := range flagged {
		if !seen[k] {
			if s := out[strings.SplitN(k, "\x00", 2)[0]]; s != nil {
				s.FP++
			}
		}
	}
	return out
}
