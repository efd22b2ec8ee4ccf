//go:build unix

package repo

import (
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

func TestPlainDirSkipsFIFO(t *testing.T) {
	dir := plainDir(t)
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	s := open(t, dir, Options{})
	if _, ok := s.Lookup("pipe"); ok {
		t.Error("FIFO listed")
	}
	if !slices.ContainsFunc(s.Warnings, func(w string) bool { return strings.Contains(w, "1 special files") }) {
		t.Errorf("no warning about the FIFO: %q", s.Warnings)
	}
}
