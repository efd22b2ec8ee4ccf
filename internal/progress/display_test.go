package progress

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the display's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor polls buf until it contains want.
func waitFor(t *testing.T, buf *syncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(buf.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("display never showed %q; got %q", want, buf.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestDisplayShowsClearsAndKeepsLogsApart(t *testing.T) {
	var buf syncBuffer
	tr := New()
	d := Show(&buf, tr)
	if buf.String() != "" {
		t.Errorf("display drew before any progress: %q", buf.String())
	}
	tr.Phase("collecting evidence")
	tr.Expect("documents", 4)
	tr.Done("documents", 1)
	waitFor(t, &buf, "collecting evidence · documents 1/4")

	// a log line starts on a blank line: the spinner line is cleared first
	before := len(buf.String())
	if _, err := d.Writer().Write([]byte("log line\n")); err != nil {
		t.Fatal(err)
	}
	logged := buf.String()[before:]
	if !strings.HasPrefix(logged, "\r ") || !strings.HasSuffix(logged, "\rlog line\n") {
		t.Errorf("log write = %q, want the spinner line blanked, then the log line", logged)
	}

	d.Close()
	end := buf.String()
	if !strings.HasSuffix(end, "\r") {
		t.Errorf("Close left the spinner line on screen: %q", end[max(0, len(end)-80):])
	}
	tr.Done("documents", 3)
	time.Sleep(3 * refresh)
	if got := buf.String(); got != end {
		t.Errorf("display drew after Close: %q", got[len(end):])
	}
	if strings.Contains(end, "\x1b") {
		t.Errorf("display wrote an escape sequence: %q", end)
	}
}
