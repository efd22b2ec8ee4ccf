package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestModuleSymbol: a code name written after a module's path without its
// extension (gashawbekele06/conversion-engine's docs/architecture.md:
// "`agent/compose.compose_email` calls the LLM") points into that module;
// a link, a name the parsed module does not define, or an extension the
// repository has are paths, and stay missing.
func TestModuleSymbol(t *testing.T) {
	files := []string{"README.md", "agent/compose.py", "agent/channels/hubspot.py", "agent/kill_switch/__init__.py"}
	defs := evidence.Evidence{ID: "d1", Source: evidence.Repo, Class: classCodeDefinitions, Location: "agent/channels/hubspot.py",
		Data: map[string]any{"names": []string{"HubSpotChannel", "HubSpotChannel.upsert_contact"}}}
	cases := []struct {
		kind evidence.ClaimKind
		text string
		want string // resolved path, "" when it must stay unresolved
	}{
		{evidence.KindCode, "agent/compose.compose_email", "agent/compose.py"},
		{evidence.KindCode, "channels/hubspot.HubSpotChannel.upsert_contact", "agent/channels/hubspot.py"},
		{evidence.KindProse, "agent/kill_switch.KillSwitch.resolve", "agent/kill_switch/__init__.py"},
		{evidence.KindCode, "agent/channels/hubspot.SlackChannel", ""},
		{evidence.KindLink, "agent/compose.compose_email", ""},
		{evidence.KindTree, "agent/compose.compose_email", ""},
		{evidence.KindCode, "agent/compose.md", ""},
		{evidence.KindCode, "agent/compose.py-old", ""},
	}
	for _, tc := range cases {
		in := testInput(claimEv("docs/architecture.md", 3, tc.kind, tc.text))
		in.Manifest = evidence.NewManifest(files)
		in.Evidence[evidence.Repo] = []evidence.Evidence{defs}
		got := claimAt(t, Aggregate(in), 3)
		resolved := got.Status == evidence.StatusResolved
		if resolved != (tc.want != "") || resolved && got.Resolved != tc.want {
			t.Errorf("%s %q: status %s, resolved %q (%s); want %q", tc.kind, tc.text, got.Status, got.Resolved, got.Reason, tc.want)
		}
	}
}
