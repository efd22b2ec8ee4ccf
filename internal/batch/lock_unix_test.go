//go:build unix

package batch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLockOut: a second lock of the same --out fails at once naming the
// holder's pid; once released, the directory can be locked again.
func TestLockOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	unlock, err := LockOut(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = LockOut(dir)
	if !errors.Is(err, ErrOutInUse) || !strings.Contains(err.Error(), fmt.Sprintf("(pid %d)", os.Getpid())) {
		t.Fatalf("second lock: got %v, want ErrOutInUse naming pid %d", err, os.Getpid())
	}
	unlock()
	again, err := LockOut(dir)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	again()
}
