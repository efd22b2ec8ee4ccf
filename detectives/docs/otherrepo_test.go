package docs

import (
	"context"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestAboutOtherRepo(t *testing.T) {
	tests := []struct {
		name, project, text, want string
	}{
		{"audit/report.md", "my-auditor", "# Audit\n\n**Repository:** https://github.com/peer/their-auditor\n\nFindings...", "peer/their-auditor"},
		{"audit/report.md", "my-auditor", "# Audit\n\nRepository: https://github.com/me2/my-auditor.git\n", ""},
		{"audit/report_onpeer_generated/x.md", "my-auditor", "# Audit\n", "a peer's repository (audit/report_onpeer_generated)"},
		{"reports/peer_audit_report.md", "my-auditor", "# Audit\n", "a peer's repository (reports)"},
		{"audit/report_bypeer_generated/r.md", "Digital-Courtroom", "# Judicial Audit Report: https://github.com/GrimVad3r/automaton-auditor\n\n## Summary\n", "GrimVad3r/automaton-auditor"},
		{"reports/peer.md", "my-auditor", "Audit of https://github.com/gemechisworku/automaton-auditor.git: 6 criteria evaluated.\n", "gemechisworku/automaton-auditor"},
		{"x.md", "my-auditor", "**Repository Under Audit:** [https://github.com/langchain-ai/langgraph](https://github.com/langchain-ai/langgraph)\n", "langchain-ai/langgraph"},
		{"x.md", "my-auditor", "# Audit Report for `https://github.com/peer2/their-auditor.git`\n", "peer2/their-auditor"},
		{"RECONNAISSANCE.md", "BrownfieldCartographer", "# RECONNAISSANCE\n\n## Phase 0 Target Selection\n\n- Primary target: test_repos/https-github.com-meltano-meltano.git-38a4d2db (Meltano OSS codebase).\n", "meltano/meltano"},
		{"RECONNAISSANCE.md", "brownfield-cartographer", "# Questions\n\n### Data Engineering Repository Used\n- https://github.com/mitodl/ol-data-platform\n", "mitodl/ol-data-platform"},
		{"docs/REPORT.md", "brownfield-cartographer", "# Final Report\n\n*Target Repository: mitodl/ol-data-platform*\n", "mitodl/ol-data-platform"},
		// look-alikes that stay this repository's
		{"README.md", "cartographer", "## Target repository\n\nhttps://github.com/me/cartographer\n", ""},
		{"README.md", "cartographer", "## Related repository\n\n- https://github.com/other/lib\n", ""},
		{"README.md", "cartographer", "## Phase 0 Target Selection\n\nWe picked a repo.\n\nhttps://github.com/other/lib\n", ""},
		{"README.md", "cartographer", "Target: src/main.py\n", ""},
		{"audit/r.md", "Digital-Courtroom", "# Judicial Audit Report: https://github.com/yosef-zewdu/Digital-Courtroom.git\n", ""},
		{"audit/r.md", "my-auditor", "# Audit Report: https://github.com/test/repo\n", ""},
		{"README.md", "my-auditor", "Run the audit:\n\n    uv run python -m src --repo https://github.com/langchain-ai/langgraph\n", ""},
		{"README.md", "my-auditor", "- [uv](https://github.com/astral-sh/uv) (package manager for the audit)\n", ""},
		{"README.md", "my-auditor", "This project reports on https://github.com/langchain-ai/langgraph runs.\n", ""},
		{"README.md", "my-auditor", "# Auditor\n\n```\npython main.py --repo https://github.com/username/repository\n```\n", ""},
		{"README.md", "my-auditor", "Repository: https://github.com/user/repo\n", ""},
		{"audit/report_bypeer_received/x.md", "my-auditor", "# Audit\n", ""},
	}
	for _, tc := range tests {
		if got := aboutOtherRepo(tc.name, tc.project, tc.text); got != tc.want {
			t.Errorf("aboutOtherRepo(%q, %q) = %q, want %q", tc.name, tc.text, got, tc.want)
		}
	}
}

// A sentence that opens in another repository places every file it names
// there; "In the repository," is this one.
func TestOtherRepoLead(t *testing.T) {
	tests := []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"- In the `eslint/eslint.org` repository, submit a PR to set `v = \"alpha\"` in `tools/release-data.js`.", evidence.StatusNotAClaim},
		{"In the docs repository, update `src/pages/support.md` too.", evidence.StatusNotAClaim},
		{"In the repository, update `src/x.md` too.", ""},
		{"In this repository, `src/x.md` holds the table.", ""},
	}
	checkLastClaims(t, "RELEASING.md", Options{}, tests)
}

// A clause naming owner/name earlier in the sentence places the files
// after it in that repository, unless it names this project.
func TestOtherRepoClause(t *testing.T) {
	long := " that the next planned prerelease will advance from `alpha` to `beta`, or from `beta` to `rc`,"
	tests := []struct {
		line string
		want evidence.ClaimStatus
	}{
		{"- When it is expected" + long + " in the `eslint/eslint.org` repository submit a PR to update the type in `tools/release-data.js`.", evidence.StatusNotAClaim},
		{"- In the `eslint/eslint` repository, submit a PR to update ranges for peer dependency `eslint`" + long + " in `packages/js/package.json`.", ""},
	}
	checkLastClaims(t, "docs/releases.md", Options{Project: "eslint"}, tests)
}

// checkLastClaims reads each line as a document of its own, after a
// title, and checks the status of its last claim.
func checkLastClaims(t *testing.T, name string, opt Options, tests []struct {
	line string
	want evidence.ClaimStatus
}) {
	t.Helper()
	for _, tc := range tests {
		cs := Claims(context.Background(), Doc{Name: name, Format: FormatMarkdown, Data: []byte("# R\n\n" + tc.line + "\n")}, opt)
		if len(cs) == 0 {
			t.Fatalf("%q: no claim", tc.line)
		}
		if c := cs[len(cs)-1]; c.Status != tc.want {
			t.Errorf("%q: %s got %s (%s), want %s", tc.line, c.Text, c.Status, c.Reason, tc.want)
		}
	}
}
