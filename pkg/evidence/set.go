package evidence

import "sort"

// Set is the evidence pool keyed by source (seed 004's
// dict[str, list[Evidence]]). A present key with an empty list means the
// source ran and found nothing; an absent key means it never reported.
type Set map[Source][]Evidence

// Keys returns the set's sources in canonical order (Sources first, then
// any other keys sorted).
func (s Set) Keys() []Source {
	var keys []Source
	for _, k := range Sources {
		if _, ok := s[k]; ok {
			keys = append(keys, k)
		}
	}
	var extra []Source
	for k := range s {
		if !isKnown(k) {
			extra = append(extra, k)
		}
	}
	sort.Slice(extra, func(i, j int) bool { return extra[i] < extra[j] })
	return append(keys, extra...)
}

func isKnown(k Source) bool {
	for _, s := range Sources {
		if s == k {
			return true
		}
	}
	return false
}

// All returns every evidence in canonical key order.
func (s Set) All() []Evidence {
	var out []Evidence
	for _, k := range s.Keys() {
		out = append(out, s[k]...)
	}
	return out
}

// Len counts all evidence in the set.
func (s Set) Len() int {
	n := 0
	for _, v := range s {
		n += len(v)
	}
	return n
}

// ByID indexes the set by evidence id (first occurrence wins).
func (s Set) ByID() map[string]Evidence {
	m := make(map[string]Evidence, s.Len())
	for _, e := range s.All() {
		if _, ok := m[e.ID]; !ok {
			m[e.ID] = e
		}
	}
	return m
}

// Merge is the merge reducer of seed 004: it folds the sets in order into a
// new Set, keeping every key that appears (even with no evidence) and
// dropping any evidence whose id was already seen in any source: the first
// occurrence wins, later duplicates are discarded. Order within a source is
// preserved. Merge never mutates its inputs.
func Merge(sets ...Set) Set {
	out := Set{}
	seen := map[string]bool{}
	for _, s := range sets {
		for _, k := range s.Keys() {
			list, ok := out[k]
			if !ok {
				list = []Evidence{}
			}
			for _, e := range s[k] {
				if seen[e.ID] {
					continue
				}
				seen[e.ID] = true
				list = append(list, e)
			}
			out[k] = list
		}
	}
	return out
}
