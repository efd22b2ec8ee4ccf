package repo

import (
	"bytes"
	"io"
)

// ownedBytes is an opened file whose content a backend read into a buffer
// of its own, which nothing else holds: ReadFile returns that buffer
// instead of copying it.
type ownedBytes struct {
	bytes.Reader
	data []byte
}

func newOwnedBytes(data []byte) *ownedBytes {
	o := &ownedBytes{data: data}
	o.Reset(data)
	return o
}

func (*ownedBytes) Close() error { return nil }

// readOpened returns at most limit bytes of rc: the buffer of an
// unread ownedBytes, else a copy read from rc.
func readOpened(rc io.Reader, limit int64) ([]byte, error) {
	if o, ok := rc.(*ownedBytes); ok && o.Len() == len(o.data) {
		return o.data[:min(int64(len(o.data)), limit)], nil
	}
	return io.ReadAll(io.LimitReader(rc, limit))
}
