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
		// look-alikes that stay this repository's
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
