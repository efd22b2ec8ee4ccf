package docs

import (
	"regexp"
	"strings"
)

// Review documents. A peer review, a grader's sheet or a code-review reply
// is a document about another document: it quotes the report under review
// and checks it in its own words ("Not present.", "Wrong package: it is
// `api/x.java`"). The paths it quotes are the reviewed report's claims, not
// the reviewer's, and the files it names as handed in (a submission
// archive, slides, a feedback PDF) sit beside the repository, not in it.
// isReview decides the genre once per document; the review rules below
// then apply to every mention of that document.

// ReasonHandedIn is recorded on a file a review names as handed in or
// exchanged beside the repository.
const ReasonHandedIn = "file handed in or exchanged beside the repository (submission, slides, feedback), not a repository path"

// reviewMinRefs is how many references to "the report" (or the
// submission, the authors...) make a document a review of another one.
const reviewMinRefs = 3

// reviewRefs find a reference to the document under review. "This report"
// and "our report" are the author's own and do not count.
var reviewRefs = newPhraseSet(func() []string {
	var out []string
	for _, d := range []string{"the", "their", "the team's"} {
		for _, n := range []string{"report", "readme", "submission", "write-up", "writeup", "paper", "thesis", "audit", "design doc", "design document", "rfc", "review", "security review", "assessment",
			"author", "authors", "students", "reviewed report", "reviewed document"} {
			out = append(out, d+" "+n, d+" "+n+"'s")
		}
	}
	for _, n := range []string{"report", "submission", "readme", "write-up", "writeup", "slides"} {
		out = append(out, "your "+n)
	}
	return out
}())

// reviewLabel reports a line labelled as the reviewed text ("Report: ...",
// "- **Claim:** ...", "Reviewed document: ...").
func reviewLabel(line string) bool {
	t := strings.TrimLeft(line, " \t")
	t = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(t, "-"), "*"), ">"), " \t")
	t = strings.TrimPrefix(t, "**")
	for _, l := range []string{"reviewed document", "report", "claimed", "claim", "submission"} {
		if r, ok := strings.CutPrefix(t, l); ok {
			r = strings.TrimLeft(strings.TrimPrefix(r, "**"), " \t")
			return strings.HasPrefix(r, ":")
		}
	}
	return false
}

// isReview reports whether the lower-cased text reads as a review of
// another document: at least reviewMinRefs references to it or to lines
// labelled as it, or a review's title near the top.
func isReview(low string) bool {
	n := 0
	reviewRefs.each(low, func(int, string) bool { n++; return n >= reviewMinRefs })
	for rest := low; n < reviewMinRefs && rest != ""; {
		line, more, _ := strings.Cut(rest, "\n")
		if reviewLabel(line) {
			n++
		}
		rest = more
	}
	if reviewTitleRE.MatchString(low[:min(len(low), 400)]) {
		n += reviewMinRefs // a review's title ("Peer review: ...", "GRADING SHEET") decides
	}
	return n >= reviewMinRefs
}

// reviewTitleRE finds a review's, grader's or feedback title near the top.
var reviewTitleRE = regexp.MustCompile(`\b(?:grading (?:feedback|sheet|notes|comments)|marking (?:sheet|notes)|grade report|feedback form)\b|(?m)^subject:.*\b(?:feedback|review|grading|assessment)\b|^#*\s*(?:design |code |doc(?:ument)? )?review(?: comments| notes| feedback)?\s*:|^[#\s]*(?:peer[ -](?:review|assessment|feedback|evaluation)|review of (?:the |an? |our |their )?(?:[\w-]+ )?(?:report|submission|audit|analysis|document|write-?up|paper|assessment|evaluation|proposal|rfc|design doc(?:ument)?)|grading(?: sheet)?|marking(?: sheet)?|feedback (?:for|on|to)|assessment of (?:the )?(?:report|submission))\b`)

// reviewRule applies the review-only rules to a prose, code-span or link
// mention of a review document.
func reviewRule(m *mention) (rule, bool) {
	switch {
	case m.inQuote:
		return rule{ReasonForeign, 0.2, false}, true
	case ownProjectRE.MatchString(m.before):
		return rule{ReasonForeign, 0.2, false}, true
	case attributedBefore(m.before) || attributedAfterRE.MatchString(m.after) || pronounAttributionRE.MatchString(m.before):
		// sticky: the review's other mentions of a path the reviewed report
		// cites are about that claim ("Replace the `x.py` paragraph")
		return rule{ReasonForeign, 0.2, true}, true
	case verdictNext(m.next):
		return rule{ReasonAbsence, 0.2, true}, true
	case isDeliverable(m.ref.path):
		return rule{ReasonHandedIn, 0.2, true}, true
	}
	return rule{}, false
}

// ownProjectRE: in a review, "our" project is the reviewer's, not the one
// under review ("a critic loop like the one in our own project
// (`agents/critic.py`)").
var ownProjectRE = regexp.MustCompile(`\bour (?:own )?(?:project|repo|repository|codebase|implementation|code|app|tool|team's)\b`)

// pronounAttributionRE: in a review, "it"/"they" citing is the reviewed
// text citing ("It also lists `components/CourseGrid.tsx`").
var pronounAttributionRE = regexp.MustCompile(`(?:^|[\s(])(?:it|they) (?:also |then |even |still )?(?:lists?|cites?|claims?|mentions?|says|quotes?|references?|names?|points? to)\b`)

// attributionRE: the clause before the mention gives it to the reviewed
// text ("The report says status transitions are enforced by", "the retry
// configuration the report places at", "the project tree lists").
var attributionRE = regexp.MustCompile(`(?:\b(?:the|their|its|your|the team's|the authors') (?:(?:final |project |submitted |original |report's |readme's )?(?:report|submission|write-?up|paper|thesis|dissertation|essay|text|readme|changelog|audit|tree|diagram|slides|appendix|table|figure)|authors?|students|team)|\b(?:section|chapter|figure|table|appendix|slide|page|finding|item|point|claim|issue) [0-9a-z](?:\.?\d+)*|(?:^|[\s*_(])[a-z]\d{1,2}\b|§\s?\d+(?:\.\d+)*|\bthe (?:[\w-]+ ){1,3}(?:row|entry|cell|bullet))[*_"')]*(?: [\w.,*()§-]+){0,4}? (?:says?|said|claims?|claimed|cites?|cited|lists?|listed|places?|placed|puts|put|states?|stated|mentions?|mentioned|references?|referenced|describes?|described|points? (?:to|at)|pointed (?:to|at)|links? to|linked to|refers? to|referred to|attributes?|attributed|shows?|showed|locates?|located|names?|named|quotes?|quoted|announces?|announced|promises?|promised|sends?|sending|sent|gives?|gave|uses|used|has|had|includes?|included|contains?|contained|draws?|drew|calls?|called|documents?|documented)\b|\baccording to (?:the|their|your) (?:report|submission|write-?up|paper|readme|audit|tree|authors?)\b`)

// attributedBefore reports an attribution in the clause before a mention
// with no other mention after it (a backtick would make the mention a
// correction: "the report cites `a.py`; the code is in `b.py`").
func attributedBefore(before string) bool {
	loc := attributionRE.FindAllStringIndex(before, -1)
	if loc == nil {
		return false
	}
	between := before[loc[len(loc)-1][1]:]
	return !correctionRE.MatchString(between)
}

// correctionRE: between the attribution and the mention the reviewer turns
// to their own correction ("the report cites `a.py` instead of `b.py`").
var correctionRE = regexp.MustCompile(`\b(?:instead|actually|rather|real|really|correct|correctly|in fact|whereas)\b`)

// attributedAfterRE: the clause after the mention gives it to the reviewed
// text ("`k8s/hpa.yaml` is listed in the tree").
var attributedAfterRE = regexp.MustCompile(`^[` + "`" + `"')\s]*(?:is|are|was|were) (?:also )?(?:listed|cited|named|referenced|mentioned|claimed|quoted|shown|drawn|given) (?:in|by|as) (?:the|their|its)\b`)

// verdictNextRE: the sentence after the mention opens with the reviewer's
// verdict that it is not there, whatever correction follows ("Not
// present.", "Wrong package: it is `api/x.java`.", "Does not exist.
// `carrier/` has ...").
var verdictNextRE = regexp.MustCompile(`^(?:there(?: is|'s) no such (?:file|class|page|directory|folder|module)|neither (?:one )?(?:exists|is there|is present)|none of (?:them|these|those) (?:exists?|is there|are there)|both are missing|not present|not there|not found|not in the (?:repo|repository|tree|codebase)|does not exist|doesn't exist|did not exist|no such (?:file|class|page|directory|folder|module)|missing|absent|wrong (?:package|path|directory|folder|file|location|module|name)|incorrect(?: path| location)?|invented|fabricated|hallucinated|(?:i )?(?:could not|couldn't|cannot|can't) find (?:it|this|that|them))\b`)

func verdictNext(next string) bool {
	return verdictNextRE.MatchString(strings.TrimLeft(next, "*_\"' "))
}

// deliverableExts are the extensions of what is handed in beside a
// repository: archives, slides, office and PDF documents.
var deliverableExts = []string{".pdf", ".docx", ".doc", ".odt", ".pptx", ".ppt", ".odp", ".key", ".pages",
	".zip", ".tar.gz", ".tgz", ".tar", ".rar", ".7z", ".xlsx", ".xls", ".mp4", ".mov", ".webm", ".mkv"}

// handedInCues: the clause says a deliverable was handed in or sent
// separately ("the slides are handed in separately on Canvas as `x.pdf`").
var handedInCues = newPhraseSet([]string{"separate file", "separately", "handed in", "hand in", "on canvas",
	"on moodle", "on the course page", "uploaded", "submitted", "attached", "sent", "submission"})

// repoLocativeRE: the text places a file in the repository ("committed",
// "at the root of the repository", "in this repo").
var repoLocativeRE = regexp.MustCompile(`(?i)\b(?:committed|checked in|tracked|in (?:the|this|our) (?:repo|repository)(?: root)?|at the (?:repository |repo )?root|in the root (?:of|directory|folder))\b`)

// deliverablePointerRE: the text points the reader to a document file as
// the place something is ("the diagrams are in `ARCHITECTURE.pdf`", "see
// `design.pdf`"): a claim, unless it is handed in (handedInCues).
var deliverablePointerRE = regexp.MustCompile("\\b(?:is|are) (?:all )?in [`\"']?$|\\b(?:see|open|read) (?:the )?[`\"']?$|\\b(?:described|documented|explained) in [`\"']?$")

// handedInSections are headings of what was handed in beside the code.
var handedInSections = []string{"handed in", "hand-in", "submitted files", "files submitted", "submission",
	"deliverables", "attachments", "files handed"}

// isDeliverable reports a bare file name (no directory) with a deliverable
// extension.
func isDeliverable(p string) bool {
	if strings.Contains(strings.TrimSuffix(p, "/"), "/") {
		return false
	}
	lp := strings.ToLower(p)
	for _, e := range deliverableExts {
		if strings.HasSuffix(lp, e) && len(lp) > len(e) {
			return true
		}
	}
	return false
}

// reportedSpeechRE: a verb that introduces someone's words.
var reportedSpeechRE = regexp.MustCompile(`\b(?:said|says|say|wrote|writes|claimed|claims|asked|asks|told|replied|answered|suggested|insisted|remembered|argued)\b`)

// quoteSpan reports whether [a,b) of para lies inside a double-quoted span
// of at least three words: a quotation of the reviewed text (`The report
// says: "... documented in docs/architecture.md."`), not a quoted name.
func quoteSpan(para string, a, b int) bool {
	open := -1
	for i := 0; i < a; i++ {
		switch {
		case para[i] == '"':
			if open < 0 {
				open = i
			} else {
				open = -1
			}
		case strings.HasPrefix(para[i:], "\u201c"):
			open = i
		case strings.HasPrefix(para[i:], "\u201d"):
			open = -1
		}
	}
	if open < 0 {
		return false
	}
	end := -1
	for i := b; i < len(para); i++ {
		if para[i] == '"' {
			end = i
			break
		}
		if strings.HasPrefix(para[i:], "\u201d") {
			end = i
			break
		}
	}
	return end > 0 && len(strings.Fields(para[open:end])) >= 3
}

// reviewQuoteLine reports a Markdown blockquote line of a review: the
// reviewed text quoted, unless it is an admonition ("> [!NOTE]", "> **Note:**").
func reviewQuoteLine(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(t, ">") {
		return false
	}
	t = strings.ToLower(strings.TrimLeft(t, "> \t"))
	for _, p := range []string{"[!", "**note", "**warning", "**tip", "**important", "note:", "warning:", "tip:"} {
		if strings.HasPrefix(t, p) {
			return false
		}
	}
	return true
}
