package realworld

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteTable prints one line per repository, then totals per group and
// overall, then the outcomes per kind of mention (the claim kind for
// flags, the label class for misses).
func WriteTable(w io.Writer, scores []Score) {
	fmt.Fprintf(w, "%-52s %-5s %-7s %4s %4s %4s %4s %6s %6s %7s  %s\n",
		"repository", "split", "group", "docs", "tp", "fp", "fn", "prec", "recall", "fp/10d", "gate")
	var all Totals
	groups := map[string]*Totals{}
	for _, s := range scores {
		var t Totals
		t.Add(s)
		fmt.Fprintf(w, "%-52s %-5s %-7s %s  %s\n", s.Repo, s.Split, s.Group, row(t), gate(s))
		all.Add(s)
		key := s.Split + "/" + s.Group
		if groups[key] == nil {
			groups[key] = &Totals{}
		}
		groups[key].Add(s)
	}
	fmt.Fprintln(w)
	for _, k := range sortedKeys(groups) {
		fmt.Fprintf(w, "%-66s %s\n", "total "+k+fmt.Sprintf(" (%d repos)", groups[k].Repos), row(*groups[k]))
	}
	fmt.Fprintf(w, "%-66s %s\n", fmt.Sprintf("total (%d repos)", all.Repos), row(all))
	writeKinds(w, scores)
}

// gate says how --fail-on hallucination would go on the repository (any
// flag in any document fails it) against the labels: "ok" when it fails
// exactly where a labelled broken reference exists or passes where none
// does, "differs" otherwise, with the number of flags in all documents.
// Flags in unlabelled documents are not labelled: a "differs" may be a
// real broken reference the labelled documents do not hold.
func gate(s Score) string {
	fails := s.AllFlags > 0
	v := "ok"
	if fails != s.RealBroken {
		v = "differs"
	}
	return fmt.Sprintf("%s (%d flags in all docs)", v, s.AllFlags)
}

func row(t Totals) string {
	return fmt.Sprintf("%4d %4d %4d %4d %6.3f %6.3f %7.2f",
		t.Documents, t.TP, t.FP, t.FN, t.Precision(), t.Recall(), t.FalsePer10Docs())
}

func writeKinds(w io.Writer, scores []Score) {
	type cell struct{ tp, fp, fn int }
	kinds := map[string]*cell{}
	get := func(k string) *cell {
		if kinds[k] == nil {
			kinds[k] = &cell{}
		}
		return kinds[k]
	}
	for _, s := range scores {
		for _, o := range s.Outcomes {
			switch o.Verdict {
			case "tp":
				get("flag:"+o.Flag.Kind).tp++
			case "fp":
				get("flag:"+o.Flag.Kind).fp++
			case "fn":
				get("miss:"+o.Mention.Class).fn++
			}
		}
	}
	fmt.Fprintln(w, "\nby kind (flags by claim kind, misses by label class):")
	for _, k := range sortedKeys(kinds) {
		c := kinds[k]
		fmt.Fprintf(w, "  %-24s tp %4d  fp %4d  fn %4d\n", k, c.tp, c.fp, c.fn)
	}
}

// WriteDetails lists every true and false flag, miss and ambiguous match, and the
// unconfirmed paths of labelled documents, for reading as a user would.
func WriteDetails(w io.Writer, scores []Score, unconfirmed map[string][]Flag) {
	for _, s := range scores {
		var lines []string
		for _, o := range s.Outcomes {
			switch o.Verdict {
			case "fp":
				why := "unlabelled"
				if o.Mention != nil {
					why = o.Mention.Label + "/" + o.Mention.Class
				}
				lines = append(lines, fmt.Sprintf("  FP %s:%s %s %q [%s] {%s} %s", o.Doc, loc(o.Flag), o.Flag.Kind, o.Flag.Path, why, o.Stage, clip(o.Flag.Context)))
			case "fn":
				m := o.Mention
				lines = append(lines, fmt.Sprintf("  FN %s:%d %q (%s) {%s} %s", o.Doc, m.Line, m.Path, m.Class, o.Stage, clip(m.Quote)))
			case "tp":
				lines = append(lines, fmt.Sprintf("  TP %s:%s %s %q [%s] %s", o.Doc, loc(o.Flag), o.Flag.Kind, o.Flag.Path, o.Mention.Class, clip(o.Flag.Context)))
			case "ambiguous":
				lines = append(lines, fmt.Sprintf("  AMB %s:%s %q", o.Doc, loc(o.Flag), o.Flag.Path))
			}
		}
		for _, u := range unconfirmed[s.Repo] {
			lines = append(lines, fmt.Sprintf("  UNC %s:%s %s %q %s", u.Document, loc(&u), u.Kind, u.Path, clip(u.Context)))
		}
		if len(lines) > 0 {
			fmt.Fprintf(w, "\n%s\n%s\n", s.Repo, strings.Join(lines, "\n"))
		}
	}
}

func loc(f *Flag) string {
	if f.Page > 0 {
		return fmt.Sprintf("p%d:%d", f.Page, f.Line)
	}
	return fmt.Sprint(f.Line)
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 110 {
		return string(r[:110]) + "…"
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
