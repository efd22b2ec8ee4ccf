//go:build !unix

package repo

import (
	"errors"
	"os"
)

// openNoFollow refuses: without O_NOFOLLOW and O_NONBLOCK a special file
// could block the read, so other systems read the object store only.
func openNoFollow(string) (*os.File, error) {
	return nil, errors.New("work-tree reads need a unix system")
}
