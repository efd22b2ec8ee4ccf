package docs

// phraseSet finds cue phrases in a clause in one pass: phrases are indexed
// by their first two bytes and only tried where a phrase can start (a word
// start or a punctuation byte), instead of one substring search per phrase.
type phraseSet struct {
	byKey map[uint16][]string
	// has holds one bit per key of byKey: most positions of a text start
	// no phrase and are passed over without a map lookup
	has [1 << 16 / 64]uint64
}

func newPhraseSet(phrases []string) *phraseSet {
	p := &phraseSet{byKey: map[uint16][]string{}}
	for _, ph := range phrases {
		if len(ph) < 2 {
			continue
		}
		k := uint16(ph[0])<<8 | uint16(ph[1])
		p.byKey[k] = append(p.byKey[k], ph)
		p.has[k/64] |= 1 << (k % 64)
	}
	return p
}

// each calls fn for every occurrence of a phrase in s that starts and ends
// on a word boundary and is not part of a file name or identifier
// (inName: "create" of `create-event.cy.ts`), in order of position; fn
// returns true to stop.
func (p *phraseSet) each(s string, fn func(i int, phrase string) bool) {
	for i := 0; i+1 < len(s); i++ {
		if isWordByte(s[i]) && !boundary(s, i-1) {
			continue
		}
		k := uint16(s[i])<<8 | uint16(s[i+1])
		if p.has[k/64]&(1<<(k%64)) == 0 {
			continue
		}
		for _, ph := range p.byKey[k] {
			if len(s)-i < len(ph) || s[i:i+len(ph)] != ph {
				continue
			}
			if isWordByte(ph[len(ph)-1]) && !boundary(s, i+len(ph)) || inName(s, i, i+len(ph)) {
				continue
			}
			if fn(i, ph) {
				return
			}
		}
	}
}

// any reports whether s holds a phrase.
func (p *phraseSet) any(s string) bool {
	found := false
	p.each(s, func(int, string) bool { found = true; return true })
	return found
}

// near reports a phrase in before followed by at most maxWords words (none
// in cancel) up to the end of before, where the mention starts.
func (p *phraseSet) near(before string, maxWords int, cancel map[string]bool) bool {
	found := false
	p.each(before, func(i int, ph string) bool {
		gap := wordsOf(before[i+len(ph):])
		if len(gap) > maxWords {
			return false
		}
		for _, w := range gap {
			if cancel[w] {
				return false
			}
		}
		found = true
		return true
	})
	return found
}

// startsWithin reports a phrase starting within the first maxWords words
// of after.
func (p *phraseSet) startsWithin(after string, maxWords int) bool {
	found := false
	p.each(after, func(i int, _ string) bool {
		if len(wordsOf(after[:i])) <= maxWords {
			found = true
		}
		return true // later matches are further away
	})
	return found
}

// without returns the phrases of list not in drop.
func without(list, drop []string) []string {
	skip := setOf(drop...)
	var out []string
	for _, p := range list {
		if !skip[p] {
			out = append(out, p)
		}
	}
	return out
}

// Compiled cue sets (see cues.go).
var (
	setAbsenceAfter   = newPhraseSet(absenceAfter)
	setAbsenceBefore  = newPhraseSet(absenceBefore)
	setAbsenceLater   = newPhraseSet(absenceContrast)
	setForeign        = newPhraseSet(foreignCues)
	setOutputBefore   = newPhraseSet(outputBefore)
	setGenerateBefore = newPhraseSet(without(outputBefore, storeBefore))
	setOutputAfter    = newPhraseSet(outputAfter)
	setCreateBefore   = newPhraseSet(createBefore)
	setAddBefore      = newPhraseSet(addBefore)
	setNewBefore      = newPhraseSet([]string{"a new", "the new", "new"})
	setAbsenceRest    = newPhraseSet(absenceLater)
	setForeignLater   = newPhraseSet(foreignLater)
	setForeignNear    = newPhraseSet(foreignNear)
	setHedgeBefore    = newPhraseSet(hedgesBefore)
	setExampleNear    = newPhraseSet(exampleNear)
	setUserLocal      = newPhraseSet(userLocalCues)
	setGoneAfter      = newPhraseSet(goneAfter)
	setUserPlace      = newPhraseSet(userPlaceCues)
	setProposal       = newPhraseSet(proposalCues)
	setProposalBefore = newPhraseSet(proposalBefore)
	setSlug           = newPhraseSet(slugCues)
)

// inName reports whether s[i:j] is part of a longer file name or
// identifier: joined to it by '-', '_', '.' or '/' on either side.
func inName(s string, i, j int) bool {
	joiner := func(b byte) bool { return b == '-' || b == '_' || b == '.' || b == '/' }
	if i > 0 && joiner(s[i-1]) && i > 1 && isWordByte(s[i-2]) {
		return true
	}
	return j+1 < len(s) && joiner(s[j]) && isWordByte(s[j+1])
}
