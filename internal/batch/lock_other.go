//go:build !unix

package batch

import "errors"

// LockFile is the name of the lock file LockOut keeps in a batch's --out
// directory (unix only).
const LockFile = ".batch.lock"

// ErrOutInUse is wrapped by LockOut's error when another process holds the
// lock of the same --out directory.
var ErrOutInUse = errors.New("in use by another auditor batch")

// LockOut does not lock on this platform: two batches on one --out are
// not detected here.
func LockOut(dir string) (unlock func(), err error) { return func() {}, nil }
