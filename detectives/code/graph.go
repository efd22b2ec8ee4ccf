package code

import "sort"

// fanOut maps each node with edges to more than one distinct target to
// those targets, sorted; fanIn maps each node reached from more than one
// distinct source to those sources. Unknown ends ("?") are left out.
func fanOutIn(edges []graphEdge) (fanOut, fanIn map[string][]string) {
	out, in := map[string]map[string]bool{}, map[string]map[string]bool{}
	for _, e := range edges {
		if e.From == "?" || e.To == "?" {
			continue
		}
		add(out, e.From, e.To)
		add(in, e.To, e.From)
	}
	return multi(out), multi(in)
}

func add(m map[string]map[string]bool, k, v string) {
	if m[k] == nil {
		m[k] = map[string]bool{}
	}
	m[k][v] = true
}

func multi(m map[string]map[string]bool) map[string][]string {
	res := map[string][]string{}
	for k, set := range m {
		if len(set) < 2 {
			continue
		}
		for v := range set {
			res[k] = append(res[k], v)
		}
		sort.Strings(res[k])
	}
	return res
}
