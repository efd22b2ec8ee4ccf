package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestShortLinkTarget: "[Answer]: A" is no page; a short real name with an
// extension stays a claim.
func TestShortLinkTarget(t *testing.T) {
	for text, want := range map[string]evidence.ClaimStatus{"A": evidence.StatusNotAClaim, "ab": evidence.StatusNotAClaim, "a.md": evidence.StatusMissing, "abc": evidence.StatusMissing} {
		in := Input{Evidence: docsSet(claimEv("docs/q.md", 12, evidence.KindLink, text, ctx("[Answer]: "+text))),
			Manifest: evidence.NewManifest([]string{"docs/q.md"}), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != want {
			t.Errorf("%s: got %+v, want %s", text, got, want)
		}
	}
}
