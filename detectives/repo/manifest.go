package repo

import (
	"fmt"
	"sort"
	"strings"

	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// maxListed bounds every list of paths or names put into content or Data.
const maxListed = 50

// manifestSummary is the FILE_MANIFEST evidence: counts, not paths (the
// manifest itself is read by the aggregator from the snapshot).
func manifestSummary(s *reposnap.Snapshot) evidence.Evidence {
	var bytes int64
	modes := map[reposnap.FileMode]int{}
	dirSet := map[string]bool{}
	rootFiles := 0
	for _, f := range s.Files {
		bytes += f.Size
		modes[f.Mode]++
		if i := strings.IndexByte(f.Path, '/'); i >= 0 {
			dirSet[f.Path[:i]] = true
		} else {
			rootFiles++
		}
	}
	dirs := make([]string, 0, len(dirSet))
	for d := range dirSet {
		dirs = append(dirs, d+"/")
	}
	sort.Strings(dirs)
	content := fmt.Sprintf("%d tracked files, %d bytes in total (%d regular, %d executable, %d symlinks, %d submodules); %d files at the root; %d top-level directories: %s",
		len(s.Files), bytes, modes[reposnap.Regular], modes[reposnap.Executable], modes[reposnap.Symlink], modes[reposnap.Submodule],
		rootFiles, len(dirs), joinBounded(dirs, ", ", maxListed))
	rationale := "counted from the tracked tree of the audited revision"
	if len(s.Files) == 0 {
		rationale = "the audited revision tracks no files"
	}
	return finish(evidence.ClassFileManifest, "manifest", evidence.Evidence{
		Goal:       "inventory the tracked files of the audited revision",
		Found:      len(s.Files) > 0,
		Content:    content,
		Rationale:  rationale,
		Confidence: 1,
		Data: map[string]any{
			"files":                len(s.Files),
			"bytes":                bytes,
			"regular":              modes[reposnap.Regular],
			"executables":          modes[reposnap.Executable],
			"symlinks":             modes[reposnap.Symlink],
			"submodules":           modes[reposnap.Submodule],
			"root_files":           rootFiles,
			"top_level_dirs":       bounded(dirs, maxListed),
			"top_level_dirs_total": len(dirs),
		},
	})
}
