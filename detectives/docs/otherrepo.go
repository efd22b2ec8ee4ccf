package docs

import (
	"path"
	"regexp"
	"strings"
)

// aboutOtherRepo returns the repository a document audits when that is not
// the audited repository, or "". A document audits another repository when
//   - its header (the first lines) names a target repository by URL
//     ("Repository: https://github.com/peer/their-auditor", "Repository
//     Under Audit: [url](url)", "# Judicial Audit Report: url", "Audit of
//     url: 6 criteria evaluated") and none of the target URLs there is this
//     project's, or
//   - it sits where a cohort files the reports its tool generated on a
//     peer's repository ("audit/report_onpeer_generated/",
//     "peer_audit_report.md").
//
// The files such a document names are the other repository's: missing here
// proves nothing. Reports received from a peer about this repository
// ("report_bypeer_received/") name this repository and stay claims.
func aboutOtherRepo(name, project, whole string) string {
	if slug := headerTarget(project, whole); slug != "" {
		return slug
	}
	low := strings.ToLower(name)
	if strings.Contains(low, "bypeer") || strings.Contains(low, "by_peer") || strings.Contains(low, "received") {
		return ""
	}
	if peerReportRE.MatchString(low) {
		return "a peer's repository (" + path.Dir(name) + ")"
	}
	return ""
}

// peerReportRE: a report the author's tool generated on a peer's repository.
var peerReportRE = regexp.MustCompile(`(?:^|/)(?:[\w-]*on_?peer[\w-]*|peer[_-]audit[\w.-]*|audit[_-]of[_-]peer[\w.-]*)(?:/|$)`)

// headerTargetRE: a target-repository line of a report's header, the label
// first on its line ("**Repository:** https://github.com/o/r", "Target
// repo: github.com/o/r"); a URL inside a command ("--repo https://...")
// is no header.
var headerTargetRE = regexp.MustCompile("(?im)^[\\s>*#|-]*(?:\\*\\*|__)?(?:target |audited |subject )?(?:repo|repository|target|project|audit target|subject)(?:[ _](?:under audit|url|audited|link))?(?:\\*\\*|__)?\\s*:\\s*(?:\\*\\*|__)?\\s*[<\\[`]?(?:https?://)?github\\.com/([\\w.-]+)/([\\w.-]+?)(?:\\.git)?(?:[/)>\\s`\"'\\]]|$)")

// auditOfRE: a title or lead line that says what the document audits,
// the audit word before the URL on the same line ("# Judicial Audit
// Report: https://github.com/o/r", "Audit of https://github.com/o/r.git:
// 6 criteria evaluated", "# Audit Report for `url`"); a URL in a command
// ("python -m auditor --repo url") has no audit word before it.
var auditOfRE = regexp.MustCompile("(?im)^[\\s>*#]*[^\\n`$]{0,60}?\\b(?:audit|report|review|assessment|evaluation)\\b[^\\n`$]{0,20}?(?:\\bof|\\bfor|\\bon|:)\\s*[`<\\[*]*(?:https?://)?github\\.com/([\\w.-]+)/([\\w.-]+?)(?:\\.git)?(?:[/)>\\s`\"'\\]:]|$)")

// headerTarget returns the owner/name of the header's target repository
// when none of the targets named there is this project.
func headerTarget(project, whole string) string {
	key := nameKey(project)
	if key == "" {
		return ""
	}
	head := whole
	if len(head) > 3000 {
		head = head[:3000]
	}
	slug := ""
	found := append(headerTargetRE.FindAllStringSubmatch(head, -1), auditOfRE.FindAllStringSubmatch(head, -1)...)
	for _, m := range append(found, labelledTargets(head)...) {
		if placeholderOwners[strings.ToLower(m[1])] {
			continue // "Repository: https://github.com/user/repo": a usage example
		}
		if nameKey(m[2]) == key {
			return ""
		}
		if slug == "" {
			slug = m[1] + "/" + m[2]
		}
	}
	return slug
}

// targetLabelRE: a line that labels the repository a document studies,
// its value after a colon or on the next line ("Primary target: x",
// "*Target Repository: mitodl/ol-data-platform*", "### Data Engineering
// Repository Used" over "- https://github.com/o/r"). A heading that only
// names a repository ("## Related repository") is no such label.
var targetLabelRE = regexp.MustCompile(`(?i)^[\s>*#|_-]*(?:(?:(?:primary|main|chosen|selected|audited|analy[sz]ed) )?target(?: repository| repo| codebase| project)?|(?:[a-z][\w-]*\s+){0,3}(?:repository|repo|codebase) (?:used|analy[sz]ed|studied|selected|under (?:audit|study|analysis)))[*_]*\s*(?::\s*(.*))?$`)

// targetValueRE: the repository such a label gives, as a URL, as the
// directory a tool cloned it into ("test_repos/https-github.com-o-r.git-38a4d2"),
// or as a bare owner/name.
var targetValueRE = regexp.MustCompile("^[\\s*_>(<\\[`-]*(?:(?:https?://)?github\\.com/([\\w.-]+)/([\\w.-]+?)(?:\\.git)?(?:[/)>\\s`\"'\\]*]|$)|[\\w./-]*?github\\.com-([\\w.]+)-([\\w.-]+?)\\.git\\b|([\\w.-]+)/([\\w.-]+?)[\\s*_`]*$)")

// labelledTargets returns, as [match, owner, name], the repositories the
// target labels of head give.
func labelledTargets(head string) [][]string {
	lines := strings.Split(head, "\n")
	var out [][]string
	for i, l := range lines {
		lm := targetLabelRE.FindStringSubmatch(l)
		if lm == nil {
			continue
		}
		value := strings.TrimSpace(lm[1])
		if value == "" { // the value on the next non-blank line
			for j := i + 1; j < len(lines) && j <= i+2; j++ {
				if value = strings.TrimSpace(lines[j]); value != "" {
					break
				}
			}
		}
		vm := targetValueRE.FindStringSubmatch(value)
		if vm == nil {
			continue
		}
		for k := 1; k+1 < len(vm); k += 2 {
			if vm[k] == "" {
				continue
			}
			if k == 5 && (hasExt(vm[k+1]) || conventionalDirs[strings.ToLower(vm[k])]) {
				break // "Target: src/main.py": a path, not owner/name
			}
			out = append(out, []string{vm[0], vm[k], vm[k+1]})
			break
		}
	}
	return out
}

// placeholderOwners stand for any owner in usage examples.
var placeholderOwners = setOf("user", "username", "owner", "org", "your-username", "yourname", "your-org", "example", "you", "me", "someone", "test", "yourusername", "your_username", "your-user", "octocat")
