package repo

import "bytes"

// lfsPointerPrefix starts every Git LFS pointer file (git-lfs spec v1).
var lfsPointerPrefix = []byte("version https://git-lfs.github.com/spec/v1\n")

// IsLFSPointer reports whether data is a Git LFS pointer file: a small
// text stub standing for a file whose content lives on an LFS server and
// is not in the repository.
func IsLFSPointer(data []byte) bool {
	return len(data) < 1024 && bytes.HasPrefix(data, lfsPointerPrefix) && bytes.Contains(data, []byte("\noid sha256:"))
}

// LFSPointerNote says what an LFS pointer means for the file at name.
func LFSPointerNote(name string) string {
	return name + " is a Git LFS pointer, not the file: its content is not in the repository, so it was not read (run git lfs pull in a clone and audit that to include it)"
}
