package repotest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// CohortEntry returns the txtar archive (for Write) of entry i of a
// synthetic student cohort, for benchmarks of `auditor batch` and `auditor
// merge`: a README.md with the assignment's template text (the same 120
// words in every entry) and 300 words of the entry's own, a REPORT.md of
// 600 own words, and four small source files the documents cite (one
// citation, src/missing.py, does not exist). Every tenth entry (i%10 == 1)
// copies the README text of entry i-1, so a cohort of n entries has about
// n/10 planted near-duplicate pairs, whatever n is. The output depends on
// i alone.
func CohortEntry(i int) string {
	own := i
	if i%10 == 1 {
		own = i - 1
	}
	var b strings.Builder
	fmt.Fprintf(&b, "-- README.md --\n# Submission %d\n\n%s\n\n%s\n\nRun `src/main.py`; the data is in `data/input.csv`, the tests in `tests/test_main.py`.\n",
		i, cohortText(-1, 120), cohortText(own, 300))
	fmt.Fprintf(&b, "-- REPORT.md --\n# Report of submission %d\n\n%s\n\nSee `src/model.py` and `src/missing.py`.\n", i, cohortText(1_000_000+i, 600))
	fmt.Fprintf(&b, "-- src/main.py --\nfrom model import fit\n\nprint(fit(%d))\n", i)
	fmt.Fprintf(&b, "-- src/model.py --\ndef fit(x):\n    return x * %d\n", i)
	b.WriteString("-- data/input.csv --\na,b\n1,2\n")
	b.WriteString("-- tests/test_main.py --\ndef test_fit():\n    assert True\n")
	return b.String()
}

// cohortText is n words drawn from a vocabulary of 4,096 made-up words by
// a generator seeded with seed (-1: the assignment's template).
func cohortText(seed, n int) string {
	rnd := rand.New(rand.NewPCG(uint64(seed), 0x5eed))
	var b strings.Builder
	for k := range n {
		if k > 0 {
			b.WriteByte(' ')
			if k%12 == 0 {
				b.WriteString("\n")
			}
		}
		w := rnd.IntN(4096)
		fmt.Fprintf(&b, "%s%s", cohortSyllables[w%64], cohortSyllables[w/64])
	}
	return b.String()
}

var cohortSyllables = strings.Fields(`ba be bi bo bu da de di do du fa fe fi fo fu ga ge gi go gu ka ke ki ko ku
	la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu
	va ve vi vo`)
