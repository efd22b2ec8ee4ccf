package docs

import (
	"hash/maphash"
	"sort"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// pathBudget bounds the mentions a collector holds while it reads: a
// document with more than MaxMentionsPerDocument distinct mentions reports
// only the first ones (capMentions), so the collector keeps only what
// those can need. It records every mention of the first
// MaxMentionsPerDocument distinct paths in document order (a superset of
// the paths of the first MaxMentionsPerDocument distinct mentions, which
// group and capMentions then pick exactly as before) and drops the others
// before their context is read. A document under the cap is read exactly
// as without the budget. A 4 MiB document of distinct paths held about
// 130,000 mentions (BenchmarkDenseDocument).
//
// Pruning happens only between blocks and lines (prune), never while a
// block's mentions are being marked by index. In a capped document the
// sticky verdicts of dropped paths no longer reach the kept ones.
type pathBudget struct {
	limit  int            // distinct paths kept after a prune
	first  map[string]int // recorded path -> its first offset
	cutoff int            // -1 until a prune; then a new path at or past it is dropped
	seed   maphash.Seed
	keys   map[uint64]struct{} // hashes of every distinct mention key met, kept or not
}

// mentionBudget is the limit of the budget read gives a Markdown or text
// document; 0 gives none (tests compare the two).
var mentionBudget = MaxMentionsPerDocument

// newPathBudget returns a budget of limit paths, or nil for limit 0.
func newPathBudget(limit int) *pathBudget {
	if limit <= 0 {
		return nil
	}
	return &pathBudget{limit: limit, first: map[string]int{}, cutoff: -1, seed: maphash.MakeSeed(), keys: map[uint64]struct{}{}}
}

// dropped reports whether the mention tok of kind at offset off is past
// the budget: a path not recorded yet at or after the cutoff. It counts
// the mention's key for distinct().
func (c *collector) dropped(kind evidence.ClaimKind, tok string, off int) bool {
	b := c.budget
	if b == nil {
		return false
	}
	rf := refOf(kind, tok)
	b.keys[maphash.String(b.seed, rf.key())] = struct{}{}
	if o, ok := b.first[rf.path]; ok {
		b.first[rf.path] = min(o, off)
		return false
	}
	if b.cutoff >= 0 && off >= b.cutoff {
		return true
	}
	b.first[rf.path] = off
	return false
}

// prune drops, once twice the budget's paths are recorded, the mentions of
// every path but the first limit ones in document order, and sets the
// cutoff to the first offset of the first path dropped. Call it only
// between blocks or lines.
func (c *collector) prune() {
	b := c.budget
	if b == nil || len(b.first) < 2*b.limit {
		return
	}
	paths := make([]string, 0, len(b.first))
	for p := range b.first {
		paths = append(paths, p)
	}
	sort.Slice(paths, func(i, j int) bool {
		oi, oj := b.first[paths[i]], b.first[paths[j]]
		return oi < oj || oi == oj && paths[i] < paths[j]
	})
	b.cutoff = b.first[paths[b.limit]]
	for _, p := range paths[b.limit:] {
		delete(b.first, p)
	}
	kept := c.mentions[:0]
	for _, m := range c.mentions {
		if _, ok := b.first[m.ref.path]; ok {
			kept = append(kept, m)
		}
	}
	clear(c.mentions[len(kept):]) // release the dropped mentions' strings
	c.mentions = kept
}

// distinct is the number of distinct mention keys the budget met, or 0
// without a budget.
func (b *pathBudget) distinct() int {
	if b == nil {
		return 0
	}
	return len(b.keys)
}
