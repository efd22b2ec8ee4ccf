package repo

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Thresholds of the history signals (documented on each signal).
const (
	bulkShare      = 0.5              // bulk upload: one commit holds >= half of all file changes
	initShare      = 0.9              // init pattern: 1-2 commits hold > 90% of file changes
	clusterWindow  = 10 * time.Minute // clustered: >= clusterShare of commits in one window
	clusterShare   = 0.8
	clusterMinGap  = 2 * time.Minute // ... or a median gap between commits below this
	clusterMinimum = 3               // fewer commits cannot be judged clustered
	trivialShare   = 0.5             // trivial messages: at least half of them
	maxWeeks       = 104             // weekly buckets up to this many, else monthly
	maxBuckets     = 240
)

// commitTimeline counts commits per ISO week (per month when more than
// maxWeeks weeks are active; at most maxBuckets most recent buckets).
func commitTimeline(cs []reposnap.Commit) evidence.Evidence {
	week := func(t time.Time) string { y, w := t.ISOWeek(); return fmt.Sprintf("%04d-W%02d", y, w) }
	month := func(t time.Time) string { return t.Format("2006-01") }
	gran, key := "iso_week", week
	if countKeys(cs, week) > maxWeeks {
		gran, key = "month", month
	}
	var order []string
	counts := map[string]int{}
	for _, c := range cs {
		k := key(when(c))
		if counts[k] == 0 {
			order = append(order, k)
		}
		counts[k]++
	}
	sort.Strings(order)
	dropped := 0
	if len(order) > maxBuckets {
		dropped, order = len(order)-maxBuckets, order[len(order)-maxBuckets:]
	}
	buckets := map[string]any{}
	parts := make([]string, len(order))
	for i, k := range order {
		buckets[k] = counts[k]
		parts[i] = fmt.Sprintf("%s: %d", k, counts[k])
	}
	content := fmt.Sprintf("commits per %s (%d active): %s", strings.ReplaceAll(gran, "_", " "), len(counts), joinBounded(parts, ", ", 60))
	return historyEv("timeline", "show how commits spread over time", true, content,
		"bucketed by author date in UTC; only periods with commits are listed", 1,
		map[string]any{"granularity": gran, "buckets": buckets, "active_periods": len(counts), "buckets_not_listed": dropped,
			"first_hash": cs[0].Hash, "last_hash": cs[len(cs)-1].Hash})
}

func countKeys(cs []reposnap.Commit, key func(time.Time) string) int {
	seen := map[string]bool{}
	for _, c := range cs {
		seen[key(when(c))] = true
	}
	return len(seen)
}

// bySize returns non-merge commits largest first (ties: older first).
func bySize(cs []reposnap.Commit) ([]reposnap.Commit, int) {
	nm := nonMerge(cs)
	total := 0
	for _, c := range nm {
		total += c.FilesChanged
	}
	// a stable sort of positions, then one copy: sorting the ~150-byte
	// commits themselves moved each many times
	order := make([]int, len(nm))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(nm[b].FilesChanged, nm[a].FilesChanged) })
	sorted := make([]reposnap.Commit, len(nm))
	for i, k := range order {
		sorted[i] = nm[k]
	}
	return sorted, total
}

// bulkCommit: found when the single largest non-merge commit holds at least
// bulkShare of all file changes (files added/modified/deleted, summed over
// non-merge commits): the bulk-upload signal.
func bulkCommit(cs []reposnap.Commit) evidence.Evidence {
	nm, total := bySize(cs)
	goal := "detect a bulk upload: one commit holding most of the file changes"
	if len(nm) == 0 || total == 0 {
		return historyEv("bulk_commit", goal, false, "no file changes recorded in non-merge commits",
			"nothing to measure", 0.5, map[string]any{"total_changes": total})
	}
	top := nm[0]
	share := float64(top.FilesChanged) / float64(total)
	found := share >= bulkShare
	content := fmt.Sprintf("largest commit %s changed %d of %d file changes over %d non-merge commits (%.0f%%)",
		ref(top), top.FilesChanged, total, len(nm), 100*share)
	rationale := fmt.Sprintf("below the %.0f%% bulk threshold: work is spread over commits", 100*bulkShare)
	if found {
		rationale = fmt.Sprintf("one commit holds at least %.0f%% of all file changes: code arrived in bulk", 100*bulkShare)
	}
	return historyEv("bulk_commit", goal, found, content, rationale, 0.9, map[string]any{
		"hash": top.Hash, "date": ts(when(top)), "files_changed": top.FilesChanged,
		"total_changes": total, "share": round3(share), "commits": len(nm),
	})
}

// initSubject recognises an initial-commit or upload subject.
var initSubject = regexp.MustCompile(`(?i)^\s*(?:init(?:ial)?\b|inital\b|first (?:commit|upload|version)|upload(?:ed)?\b|add files via upload|project (?:upload|setup)\b)`)

// singleInit: found when the history has a single non-merge commit, or
// when its one or two largest commits hold more than initShare of all file
// changes and one of them has an init/upload subject.
func singleInit(cs []reposnap.Commit) evidence.Evidence {
	nm, total := bySize(cs)
	goal := "detect a single 'init' commit holding the whole project"
	if len(nm) == 1 {
		return historyEv("single_init", goal, true, "the history has a single commit: "+ref(nm[0]),
			"one commit cannot show iterative development", 1,
			map[string]any{"hashes": []string{nm[0].Hash}, "dates": []string{ts(when(nm[0]))}, "share": 1.0})
	}
	top := nm[:min(2, len(nm))]
	held, initLike := 0, false
	for i, c := range top {
		held += c.FilesChanged
		initLike = initLike || initSubject.MatchString(c.Subject)
		if total > 0 && float64(held)/float64(total) > initShare {
			top = top[:i+1]
			break
		}
	}
	share := 0.0
	if total > 0 {
		share = float64(held) / float64(total)
	}
	found := share > initShare && initLike
	lines := make([]string, len(top))
	for i, c := range top {
		lines[i] = ref(c)
	}
	content := fmt.Sprintf("%d of %d commits (%s) hold %.0f%% of %d file changes", len(top), len(nm), strings.Join(lines, "; "), 100*share, total)
	rationale := "no init-style commit holds the bulk of the project"
	if found {
		rationale = "an init/upload commit holds nearly the whole project; later commits are minor"
	}
	hashes, dates := refs(top, 2)
	return historyEv("single_init", goal, found, content, rationale, 0.9,
		map[string]any{"hashes": hashes, "dates": dates, "share": round3(share), "init_subject": initLike})
}

func round3(f float64) float64 { return float64(int(f*1000+0.5)) / 1000 }
