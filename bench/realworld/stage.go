package realworld

import (
	"fmt"
	"io"
	"strings"
)

// Stages of the detector an error is attributed to, in the order of
// ARCHITECTURE.md's "From a mention to a flag".
const (
	StageCandidates = "candidates" // the mention was never extracted
	StageIntent     = "intent"     // extracted, then ruled not a claim (shape, intent or an aggregator rule)
	StageResolution = "resolution" // resolved to a tracked path (or placed elsewhere)
	StageVerdict    = "verdict"    // missing, weighed by the tie model and left unconfirmed
	StageKnown      = "known"      // flagged without the tie model: a link, the history, a pointer
	StageTie        = "tie"        // flagged because the tie model scored it above the threshold
)

// AttributeMisses sets the Stage of every miss of s from what the
// detector did with the labelled mention: left it unconfirmed (verdict),
// ruled it not a claim (intent, with the rule's reason), resolved it
// (resolution), or never saw it (candidates).
func AttributeMisses(s *Score, d Detection) {
	for i := range s.Outcomes {
		o := &s.Outcomes[i]
		if o.Verdict != "fn" || o.Mention == nil {
			continue
		}
		o.Stage = StageCandidates
		if f := firstMatch(o.Mention, o.Doc, d.Unconfirmed); f != nil {
			o.Stage = StageVerdict + ": " + firstClause(f.Reason)
			continue
		}
		if f := firstMatch(o.Mention, o.Doc, d.Others); f != nil {
			if f.Status == "resolved" {
				o.Stage = StageResolution + ": " + f.Path
			} else {
				o.Stage = StageIntent + ": " + firstClause(f.Reason)
			}
		}
	}
}

// AttributeFlags sets the Stage of every flag of s: tie when the tie
// model weighed the path, known otherwise.
func AttributeFlags(s *Score, d Detection) {
	weighed := map[string]bool{}
	for _, w := range d.Weighed {
		weighed[flagID(&w.Flag)] = true
	}
	for i := range s.Outcomes {
		o := &s.Outcomes[i]
		if o.Flag == nil {
			continue
		}
		o.Stage = StageKnown
		if weighed[flagID(o.Flag)] {
			o.Stage = StageTie
		}
	}
}

// firstMatch is the first claim of doc in fl about label m.
func firstMatch(m *Mention, doc string, fl []Flag) *Flag {
	for i := range fl {
		if fl[i].Document == doc && matches(m, &fl[i]) {
			return &fl[i]
		}
	}
	return nil
}

// firstClause keeps a reason's first clause, for a one-line summary.
func firstClause(reason string) string {
	if i := strings.IndexAny(reason, ":;("); i > 0 {
		reason = reason[:i]
	}
	return strings.TrimSpace(reason)
}

// flagID identifies a claim across the tie trace and the report.
func flagID(f *Flag) string {
	return fmt.Sprintf("%s\x00%s\x00%d\x00%d", f.Document, f.Text, f.Page, f.Line)
}

// WriteStages counts the misses by the stage that lost them and the true
// and false flags by the stage that raised them.
func WriteStages(w io.Writer, scores []Score) {
	type tf struct{ tp, fp, fn int }
	by := map[string]*tf{}
	for _, s := range scores {
		for _, o := range s.Outcomes {
			if o.Stage == "" {
				continue
			}
			st, _, _ := strings.Cut(o.Stage, ":")
			if by[st] == nil {
				by[st] = &tf{}
			}
			switch o.Verdict {
			case "tp":
				by[st].tp++
			case "fp":
				by[st].fp++
			case "fn":
				by[st].fn++
			}
		}
	}
	fmt.Fprintln(w, "\nby stage (flags by the stage that raised them, misses by the stage that lost them):")
	for _, st := range []string{StageKnown, StageTie, StageCandidates, StageIntent, StageResolution, StageVerdict} {
		if c := by[st]; c != nil {
			fmt.Fprintf(w, "  %-24s tp %4d  fp %4d  fn %4d\n", st, c.tp, c.fp, c.fn)
		}
	}
}
