package repo

import (
	"bytes"
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReadOpened: an unread ownedBytes hands over its buffer (capped),
// anything else is read into a copy.
func TestReadOpened(t *testing.T) {
	data := []byte("0123456789")
	partly := newOwnedBytes(data)
	partly.ReadByte()
	for _, tc := range []struct {
		name  string
		rc    io.Reader
		limit int64
		want  string
		same  bool // the returned slice is data's buffer
	}{
		{"owned", newOwnedBytes(data), 100, "0123456789", true},
		{"owned, capped", newOwnedBytes(data), 4, "0123", true},
		{"owned, partly read", partly, 100, "123456789", false},
		{"other reader", bytes.NewReader(data), 100, "0123456789", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readOpened(tc.rc, tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, string(got)); diff != "" {
				t.Errorf("content (-want +got):\n%s", diff)
			}
			if same := len(got) > 0 && &got[0] == &data[0]; same != tc.same {
				t.Errorf("shares the buffer: %v, want %v", same, tc.same)
			}
		})
	}
}
