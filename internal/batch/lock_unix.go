//go:build unix

package batch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// LockFile is the name of the lock file LockOut keeps in a batch's --out
// directory.
const LockFile = ".batch.lock"

// ErrOutInUse is wrapped by LockOut's error when another process holds the
// lock of the same --out directory.
var ErrOutInUse = errors.New("in use by another auditor batch")

// LockOut takes an exclusive, non-blocking lock on dir (an advisory flock
// of dir/.batch.lock, which records the holder's pid) so that two batches
// never write the same reports, cohort files and state at once. It fails
// at once, wrapping ErrOutInUse, when another process holds it. The lock
// is released by the returned function or, whatever happens (a crash,
// kill -9), when the process ends: a lock is never stale. The file stays.
func LockOut(dir string) (unlock func(), err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("--out %s: %v", dir, err)
	}
	path := filepath.Join(dir, LockFile)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("--out %s: lock: %v", dir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder := lockHolder(f)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("--out %s: %w%s; wait for it to finish, or use another --out", dir, ErrOutInUse, holder)
		}
		return nil, fmt.Errorf("--out %s: lock: %v", dir, err)
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}

// lockHolder returns " (pid N)" from the lock file, or "" when it names
// no pid.
func lockHolder(f *os.File) string {
	b := make([]byte, 32)
	n, _ := f.ReadAt(b, 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return ""
	}
	return fmt.Sprintf(" (pid %d)", pid)
}
