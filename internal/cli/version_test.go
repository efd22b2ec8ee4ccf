package cli

import (
	"runtime/debug"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVersionText(t *testing.T) {
	stamped := func(modified string) *debug.BuildInfo {
		return &debug.BuildInfo{GoVersion: "go1.26.8", Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "ffe4db4b51630000000000000000000000000000"},
			{Key: "vcs.time", Value: "2026-11-28T00:57:44Z"},
			{Key: "vcs.modified", Value: modified},
		}}
	}
	tests := []struct {
		name string
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{"git checkout", stamped("false"), true,
			"auditor 1.2.3 (revision ffe4db4b51630000000000000000000000000000, 2026-11-28T00:57:44Z, go1.26.8)\n"},
		{"uncommitted changes", stamped("true"), true,
			"auditor 1.2.3 (revision ffe4db4b51630000000000000000000000000000+dirty, 2026-11-28T00:57:44Z, go1.26.8)\n"},
		{"no vcs stamps", &debug.BuildInfo{GoVersion: "go1.26.8"}, true, "auditor 1.2.3 (revision unknown, go1.26.8)\n"},
		{"no build info", nil, false, "auditor 1.2.3 (revision unknown)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, versionText("1.2.3", tt.bi, tt.ok)); diff != "" {
				t.Errorf("versionText (-want +got):\n%s", diff)
			}
		})
	}
}
