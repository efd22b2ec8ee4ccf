package aggregator

import (
	"path"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// keptOutCited returns the missing paths the documents cite in full under
// a directory .gitignore ignores ("data/tenacious_sales_data/schemas/x.json"
// with data/tenacious_sales_data/ ignored) or in a seed directory the
// repository does not have (seedPath), built on first use. Another
// mention of the end of such a path ("schemas/x.json") names the same
// file, which the author has and the repository deliberately does not.
func (r *run) keptOutCited() []string {
	if r.keptOutFull != nil {
		return *r.keptOutFull
	}
	var out []string
	for _, e := range r.in.Evidence[evidence.Docs] {
		c := e.Claim
		if e.Class != evidence.ClassPathClaim || c == nil || !strings.Contains(strings.Trim(c.Text, "/"), "/") {
			continue
		}
		if c.Status != "" && (c.Status != evidence.StatusNotAClaim || c.Reason != evidence.ReasonToolOutput) {
			continue // a tool's report still says where the author keeps what it analysed
		}
		cc := *c
		cc.Status, cc.Reason = "", ""
		t, err := r.targetFor(&cc)
		if err != nil || !strings.Contains(t.path, "/") || r.x.m.Has(t.path) {
			continue
		}
		if r.seedPath(t.path) || r.in.Ignored != nil && r.ignored(t.path, t.dirOnly) {
			out = append(out, t.path)
		}
	}
	r.keptOutFull = &out
	return out
}

// keptOutElsewhere reports a missing path that ends a longer path the
// documents cite as kept out (see keptOutCited), and that path.
func (r *run) keptOutElsewhere(p string) (string, bool) {
	if p == "" || p == "." {
		return "", false
	}
	for _, full := range r.keptOutCited() {
		if strings.HasSuffix(full, "/"+p) {
			return full, true
		}
	}
	return "", false
}

// seedPath reports a document or data file inside a seed directory
// ("seed/style_guide.md", "data/seed/bench_summary.json") that the
// repository does not track: seed material, the
// input data a programme or another project provides and the author keeps
// beside the repository. On the real-world benchmark 115 of the 122
// labelled mentions of such paths were not claims of the repository (the
// other 7 were links, which stay flagged). An application's own seeds
// (db/seeds/, priv/repo/seeds/, src/seeds/seed.ts) are code it ships and
// stay claims.
func (r *run) seedPath(p string) bool {
	segs := strings.Split(strings.Trim(p, "/"), "/")
	for i, seg := range segs[:len(segs)-1] {
		if s := strings.ToLower(seg); s == "seed" || s == "seeds" {
			return !appSeeds(segs[:i]) && seedMaterialExt[strings.ToLower(path.Ext(p))] && !r.x.m.HasDir(strings.Join(segs[:i+1], "/"))
		}
	}
	return false
}

// seedMaterialExt are the extensions of the documents and data a seed
// pack hands out ("" for a directory).
var seedMaterialExt = map[string]bool{"": true, ".md": true, ".txt": true, ".pdf": true, ".json": true, ".jsonl": true,
	".csv": true, ".tsv": true, ".xlsx": true, ".pptx": true, ".docx": true}

// appSeeds reports seed directories placed in an application's source or
// database tree: db/, priv/, src/, app/, apps/, lib/, prisma/.
func appSeeds(parents []string) bool {
	for _, s := range parents {
		switch strings.ToLower(s) {
		case "db", "priv", "src", "app", "apps", "lib", "prisma", "database":
			return true
		}
	}
	return false
}
