package judges

import (
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ev builds one evidence with a content-derived id.
func ev(src evidence.Source, class evidence.Class, found bool, loc string, line int, goal, content string, data map[string]any) evidence.Evidence {
	return evidence.Evidence{
		ID: evidence.ID(src, class, loc, goal, content), Source: src, Class: class, Goal: goal,
		Found: found, Content: content, Location: loc, Line: line, Rationale: "fixture", Confidence: 1, Data: data,
	}
}

func claim(doc string, line int, text string, status evidence.ClaimStatus) evidence.Evidence {
	e := ev(evidence.Docs, evidence.ClassPathClaim, status == evidence.StatusResolved, doc, line,
		"path cited by a document exists", "The graph is built in `"+text+"` as described.", nil)
	e.ID = evidence.ID(evidence.Docs, evidence.ClassPathClaim, doc, text)
	e.Claim = &evidence.Claim{Document: doc, Line: line, Kind: evidence.KindCode, Text: text, Path: text, Status: status}
	return e
}

func hallucination(doc string, line int, path string) evidence.Evidence {
	e := ev(evidence.Docs, evidence.ClassDocumentClaim, false, path, line, "cited path exists at the audited revision",
		"The graph is built in `"+path+"` as described.", nil)
	e.ID = evidence.DocumentClaimID(path)
	e.Claim = &evidence.Claim{Document: doc, Line: line, Kind: evidence.KindCode, Text: path, Path: path, Status: evidence.StatusMissing}
	return e
}

func presence(check string, found bool, loc string) evidence.Evidence {
	content := check + ": not found among 42 tracked files"
	if found {
		content = check + ": 1 matching path(s): " + loc
	}
	return ev(evidence.Repo, evidence.ClassFilePresence, found, loc, 0, "presence of "+check, content,
		map[string]any{"check": check, "count": map[bool]int{true: 1, false: 0}[found]})
}

// realisticSet is an audit of a small Python agent repository with a
// committed .env, one os.system call, a bulk-upload history, one
// hallucinated path, and a Mermaid diagram with fan-out only.
func realisticSet() evidence.Set {
	return evidence.Set{
		evidence.Repo: {
			ev(evidence.Repo, evidence.ClassFileManifest, true, "", 0, "inventory the tracked files", "42 files, 120 KiB; top-level: src, docs, tests", map[string]any{"files": 42}),
			presence("readme", true, "README.md"),
			presence("license", false, ""),
			presence("tests", true, "tests/test_graph.py"),
			presence("ci", false, ""),
			presence("lock_file", true, "uv.lock"),
			ev(evidence.Repo, evidence.ClassSecretFile, true, ".env", 1, "no committed secrets", "rule env-file: .env committed (line 1: OPENAI_API_KEY=[REDACTED])", nil),
			ev(evidence.Repo, ClassSecurityPattern, true, "src/tools/git.py", 12, "no shell execution built from strings", `python-os-system: os.system("git clone " + url)`, nil),
			ev(evidence.Repo, evidence.ClassGitHistory, true, "", 0, "summarise the commit history", "4 commits (0 merges) by 1 distinct author emails; first 3f2a1b0 2024-05-01, last 9c1d2e3 2024-05-02", map[string]any{"signal": "summary", "commits": 4}),
			ev(evidence.Repo, evidence.ClassGitHistory, true, "", 0, "detect a bulk upload", "commit 3f2a1b0 (2024-05-01) holds 85% of all file changes", map[string]any{"signal": "bulk_commit", "share": 0.85, "commits": 4}),
			ev(evidence.Repo, evidence.ClassGitHistory, false, "", 0, "detect trivial commit messages (update, fix, wip, ...)", "1 of 4 commit messages are trivial: update", map[string]any{"signal": "trivial_messages", "ratio": 0.25}),
		},
		evidence.Docs: {
			ev(evidence.Docs, evidence.ClassDocument, true, "README.md", 0, "read document", "README.md: markdown, 120 lines, 5 claims", map[string]any{"anchors": []string{"installation", "usage", "architecture"}}),
			claim("README.md", 10, "src/graph.py", evidence.StatusResolved),
			claim("README.md", 14, "src/state.py", evidence.StatusResolved),
			claim("README.md", 20, "src/tools/git.py", evidence.StatusResolved),
			claim("README.md", 31, "src/nodes/judges.py", evidence.StatusMissing),
			hallucination("README.md", 31, "src/nodes/judges.py"),
		},
		evidence.Vision: {
			ev(evidence.Vision, evidence.ClassImage, true, "docs/arch.png", 0, "image", "docs/arch.png: png 800x600, 24 KiB", nil),
			ev(evidence.Vision, evidence.ClassImageRef, true, "README.md", 40, "image referenced by a document exists", "![architecture](docs/arch.png)", nil),
			ev(evidence.Vision, evidence.ClassDiagram, true, "README.md", 50, "mermaid diagram", "flowchart: 5 nodes, 5 edges; fan-out at START", map[string]any{"has_fan_out": true, "has_fan_in": false, "fan_out": []string{"START"}, "node_count": 5, "edge_count": 5}),
		},
	}
}
