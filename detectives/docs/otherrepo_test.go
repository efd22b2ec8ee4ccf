package docs

import "testing"

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
