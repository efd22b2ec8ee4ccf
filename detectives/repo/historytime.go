package repo

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// clusteredTimes: with at least clusterMinimum commits, found when at least
// clusterShare of all commits (merges included) fall within one
// clusterWindow of author time, or when the median gap between consecutive
// commits is below clusterMinGap: history written in one sitting or by a
// script rather than over the project's life.
func clusteredTimes(cs []reposnap.Commit) evidence.Evidence {
	goal := "detect commit timestamps clustered within minutes"
	n := len(cs)
	if n < clusterMinimum {
		return historyEv("clustered_times", goal, false, fmt.Sprintf("only %d commits: too few to judge clustering", n),
			"clustering needs at least 3 commits", 0.5, map[string]any{"commits": n})
	}
	best, bestAt := 0, 0
	for i, j := 0, 0; i < n; i++ {
		for j < n && when(cs[j]).Sub(when(cs[i])) <= clusterWindow {
			j++
		}
		if j-i > best {
			best, bestAt = j-i, i
		}
	}
	win := cs[bestAt : bestAt+best]
	share := float64(best) / float64(n)
	gap := medianGap(cs)
	found := share >= clusterShare || gap < clusterMinGap
	content := fmt.Sprintf("%d of %d commits (%.0f%%) fall within %s of each other, from %s to %s; median gap between commits %s",
		best, n, 100*share, clusterWindow, ts(when(win[0])), ts(when(win[len(win)-1])), gap)
	rationale := "commits are spread over time"
	if found {
		rationale = fmt.Sprintf("at least %.0f%% of commits within %s, or a median gap under %s: history made in one sitting", 100*clusterShare, clusterWindow, clusterMinGap)
	}
	hashes, dates := refs(win, 20)
	return historyEv("clustered_times", goal, found, content, rationale, 0.8, map[string]any{
		"commits": n, "window_commits": best, "window_share": round3(share), "window_start": ts(when(win[0])),
		"window_end": ts(when(win[len(win)-1])), "median_gap_seconds": int64(gap.Seconds()), "hashes": hashes, "dates": dates,
	})
}

// medianGap is the median of the gaps between consecutive commits (the
// mean of the two middle gaps for an even count).
func medianGap(cs []reposnap.Commit) time.Duration {
	gaps := make([]time.Duration, 0, len(cs)-1)
	for i := 1; i < len(cs); i++ {
		gaps = append(gaps, when(cs[i]).Sub(when(cs[i-1])))
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i] < gaps[j] })
	m := len(gaps) / 2
	if len(gaps)%2 == 1 {
		return gaps[m]
	}
	return (gaps[m-1] + gaps[m]) / 2
}

var (
	trivialWords = map[string]bool{
		"update": true, "updates": true, "updated": true, "fix": true, "fixes": true, "fixed": true, "fixup": true,
		"wip": true, "asdf": true, "commit": true, "changes": true, "change": true, "stuff": true, "test": true,
		"testing": true, "tmp": true, "temp": true, "minor": true, "save": true, "misc": true, "more": true,
		"edit": true, "edits": true, "done": true, "ok": true, "final": true, "work": true, "progress": true,
		"minor fix": true, "minor fixes": true, "minor changes": true, "minor update": true, "small fix": true,
		"small fixes": true, "small changes": true, "update code": true, "update files": true, "bug fix": true,
		"quick fix": true, "some changes": true, "new changes": true, "latest": true, "latest changes": true,
		"commit message": true, "no message": true,
	}
	// webDefault matches GitHub web-editor default subjects ("Update README.md").
	webDefault = regexp.MustCompile(`^(?:(?:update|create|delete|add) \S+\.\w+|add files via upload|(?:update and )?rename \S+ to \S+)$`)
	mash       = regexp.MustCompile(`^(?:asdf|qwer|zxcv|jkl;|hjkl)|^(.)$`)
)

// isTrivial reports whether a commit subject says nothing about the change:
// no letters ("."), a stock word or phrase ("update", "wip", "minor
// fixes"), a single word under 4 characters, keyboard mash, or a GitHub
// web-editor default ("Update README.md", "Add files via upload").
func isTrivial(subject string) bool {
	s := strings.ToLower(strings.TrimSpace(subject))
	s = strings.TrimRight(s, ".!? ")
	if !strings.ContainsFunc(s, unicode.IsLetter) {
		return true
	}
	return trivialWords[s] || len(s) < 4 && len(strings.Fields(s)) == 1 || maybeMash(s) && mash.MatchString(s) ||
		maybeWebDefault(s) && webDefault.MatchString(s) || repeatedChar(s)
}

// maybeMash and maybeWebDefault hold for every subject mash and webDefault
// match (a short one or one of their first words): the expressions are
// tried on the few subjects that pass (10,703 subjects of golang/tools:
// 18 ms of regexp matching after the history walk, now next to none).
func maybeMash(s string) bool {
	return len(s) <= utf8.UTFMax || hasAnyPrefix(s, "asdf", "qwer", "zxcv", "jkl;", "hjkl")
}

func maybeWebDefault(s string) bool {
	return hasAnyPrefix(s, "update ", "create ", "delete ", "add ", "rename ")
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// repeatedChar reports a subject made of one repeated character ("aaaa").
func repeatedChar(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return len(s) > 1
}

// trivialMessages: found when at least trivialShare of non-merge commit
// subjects are trivial (see isTrivial).
func trivialMessages(cs []reposnap.Commit) evidence.Evidence {
	nm := nonMerge(cs)
	var triv, good []reposnap.Commit
	for _, c := range nm {
		if isTrivial(c.Subject) {
			triv = append(triv, c)
		} else {
			good = append(good, c)
		}
	}
	ratio := 0.0
	if len(nm) > 0 {
		ratio = float64(len(triv)) / float64(len(nm))
	}
	found := len(nm) > 0 && ratio >= trivialShare
	ex := func(l []reposnap.Commit, n int) []string {
		out := make([]string, 0, n)
		for _, c := range l[:min(n, len(l))] {
			out = append(out, ref(c))
		}
		return out
	}
	content := fmt.Sprintf("%d of %d non-merge commit messages are trivial (%.0f%%)", len(triv), len(nm), 100*ratio)
	if len(triv) > 0 {
		content += "; trivial: " + strings.Join(ex(triv, 10), ", ")
	}
	if len(good) > 0 {
		content += "; meaningful: " + strings.Join(ex(good, 5), ", ")
	}
	rationale := "most messages describe their change"
	if found {
		rationale = fmt.Sprintf("at least %.0f%% of messages are stock words or web-editor defaults", 100*trivialShare)
	}
	th, _ := refs(triv, 10)
	return historyEv("trivial_messages", "detect trivial commit messages (update, fix, wip, ...)", found, content, rationale, 0.8,
		map[string]any{"trivial": len(triv), "total": len(nm), "ratio": round3(ratio),
			"trivial_examples": ex(triv, 10), "meaningful_examples": ex(good, 5), "trivial_hashes": th})
}
