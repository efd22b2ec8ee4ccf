package docs

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Repositories the documents have the reader clone beside this one ("git
// clone https://github.com/ucbepic/DataAgentBench.git"): a student's
// notes then cite that checkout's files across the whole repository
// ("`DataAgentBench/query_yelp/query2/logs/.../final_agent.json`", "Uses
// **DataAgentBench** `common_scaffold/validate/validate.py`"), in
// documents far from the clone command. A path whose first directory is
// such a checkout, or that follows the checkout's name, is that
// repository's, unless this repository tracks a directory of that name.
// The documents are read in parallel, so the checkouts are gathered while
// they are read (cloneSet) and the claims marked after (markCloned).

// ReasonClonedRepo is recorded on a path of such a checkout.
const ReasonClonedRepo = "a path in a repository the documents have the reader clone beside this one (git clone .../DataAgentBench.git), not this one's"

// cloneSet gathers, safely across the parallel readers, the checkout
// directory names of the repositories the documents clone.
type cloneSet struct {
	mu    sync.Mutex
	names map[string]bool
}

// add records the checkouts src's clone commands make that are not this
// repository (ownRepoURL, projectName) and that the manifest does not
// track as a directory.
func (s *cloneSet) add(src string, opt Options) {
	if s == nil || !strings.Contains(src, "git clone") {
		return
	}
	own := &collector{project: opt.Project, origin: opt.Origin, aliases: opt.OriginAliases}
	for _, line := range strings.Split(src, "\n") {
		if !strings.Contains(line, "git clone") {
			continue
		}
		url, name := cloneOnLine(line)
		if !strings.Contains(url, "/") || own.ownRepoURL(url) {
			continue
		}
		if name == "" || name == "." || projectName(name, opt.Project) || opt.Manifest != nil && opt.Manifest.HasDir(name) {
			continue
		}
		s.mu.Lock()
		if s.names == nil {
			s.names = map[string]bool{}
		}
		s.names[name] = true
		if a := acronym(name); a != "" && (opt.Manifest == nil || !opt.Manifest.HasDir(a)) {
			s.names[a] = true // "DAB's built-in DataAgent (common_scaffold/DataAgent.py)"
		}
		s.mu.Unlock()
	}
}

// cloneOnLine returns the URL and directory of the first "git clone" of a
// line (cloneArgs), its arguments ending at a shell operator.
func cloneOnLine(line string) (url, dir string) {
	ws := shellWords(line)
	for i := 0; i+1 < len(ws); i++ {
		if strings.Trim(ws[i].text, "`\"'") != "git" || ws[i+1].text != "clone" {
			continue
		}
		var args []string
		for _, w := range ws[i+2:] {
			a := strings.Trim(w.text, "`\"'")
			if operators[a] {
				break
			}
			args = append(args, a)
		}
		return cloneArgs(args)
	}
	return "", ""
}

// markCloned records as no claim every claim of out in a checkout of s:
// its first directory is the checkout ("DataAgentBench/query_yelp/..."),
// or the checkout's name is one of the three words before it on its line
// ("**DataAgentBench** `common_scaffold/validate/validate.py`", "DAB
// built-in DataAgent (common_scaffold/DataAgent.py)"). Links
// and images stay: the reader follows them here.
func (s *cloneSet) markCloned(out []evidence.Evidence) {
	if s == nil || len(s.names) == 0 {
		return
	}
	for i := range out {
		c := out[i].Claim
		if c == nil || c.Status != "" || c.Kind == evidence.KindLink || c.Kind == evidence.KindImage || !s.holds(c) {
			continue
		}
		c.Status, c.Reason = evidence.StatusNotAClaim, ReasonClonedRepo
		out[i].Confidence = 0.05
		out[i].Rationale = fmt.Sprintf("%q at %s:%d is not a claim of existence: %s", c.Text, c.Document, c.Line, ReasonClonedRepo)
	}
}

// holds reports a claim in one of the checkouts.
func (s *cloneSet) holds(c *evidence.Claim) bool {
	p := strings.TrimPrefix(strings.TrimSpace(c.Text), "./")
	if first, _, ok := strings.Cut(p, "/"); ok && s.names[first] {
		return true
	}
	ctx := strings.ReplaceAll(c.Context, "\\", "") // "list\_datasets.py" as exported
	at := strings.Index(ctx, c.Text)
	if at <= 0 {
		return false
	}
	words := 0
	for _, f := range slices.Backward(strings.Fields(ctx[max(0, at-40):at])) {
		w := strings.Trim(f, "*_`'\"([),:")
		if w == "" {
			continue
		}
		if s.names[w] {
			return true // the checkout's name among the three words before the path
		}
		if words++; words == 3 {
			break
		}
	}
	for name := range s.names {
		// "git clone .../DataAgentBench.git cd DataAgentBench ... bash
		// setup/load_postgres.sh": a flattened command line entering it
		if strings.Contains(ctx[:at], "cd "+name+" ") || strings.Contains(ctx[:at], "cd "+name+"\t") {
			return true
		}
	}
	return false
}

// acronym returns the capitals of a CamelCase name of three or more parts
// ("DataAgentBench" -> "DAB"), the short name its users write, or "".
func acronym(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= 'A' && c <= 'Z' {
			b.WriteByte(c)
		}
	}
	if b.Len() < 3 || b.Len() == len(name) {
		return ""
	}
	return b.String()
}
