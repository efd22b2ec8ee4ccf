//go:build unix

package repo

import (
	"os"
	"syscall"
)

// openNoFollow opens name for reading without following a final symlink
// and without blocking on a FIFO or device.
func openNoFollow(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}
