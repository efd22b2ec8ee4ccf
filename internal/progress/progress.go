// Package progress counts the work of a long audit (documents read, PDF
// pages, detectives, judge opinions, model calls) for a display on a
// terminal. A nil *Tracker is valid and counts nothing, so the pipeline
// reports progress without knowing whether anyone shows it.
package progress

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"
)

// Tracker holds the current phase and named counters. Every method is
// safe for concurrent use and a no-op on a nil receiver.
type Tracker struct {
	mu       sync.Mutex
	phase    string
	order    []string
	counters map[string]*counter
	version  uint64 // bumped on every change, for displays that poll
}

// counter is one named count; bytes counters show a size ("1.2 MiB"),
// watched ones are read from their watch function when shown.
type counter struct {
	done, total int
	bytes       bool
	watch       func() (done, total int)
}

// New returns an empty tracker.
func New() *Tracker { return &Tracker{counters: map[string]*counter{}} }

// Phase names what the audit is doing now ("cloning", "aggregating").
func (t *Tracker) Phase(name string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.phase = name
	t.version++
}

// Expect announces n more units of the named counter (its total grows).
// A negative n withdraws units that will not be done after all (a PDF
// whose extraction stopped before its last page).
func (t *Tracker) Expect(name string, n int) {
	t.update(name, 0, n)
}

// Done records n more units of the named counter done. A counter with no
// total shows its count alone.
func (t *Tracker) Done(name string, n int) {
	t.update(name, n, 0)
}

func (t *Tracker) update(name string, done, total int) {
	if t == nil || (done == 0 && total == 0) {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	c := t.counterLocked(name)
	c.done += done
	c.total += total
	t.version++
}

// counterLocked returns the named counter, created in last place when
// new. t.mu must be held.
func (t *Tracker) counterLocked(name string) *counter {
	c, ok := t.counters[name]
	if !ok {
		c = &counter{}
		t.counters[name] = c
		t.order = append(t.order, name)
	}
	return c
}

// Summary is one line for a display: the phase, then each counter in the
// order first seen, "name done/total" or "name done".
//
//	detectives · detectives 1/3 · documents 12/40 · pdf pages 31
func (t *Tracker) Summary() string {
	s, _ := t.snapshot()
	return s
}

// snapshot returns the summary and the version it describes.
func (t *Tracker) snapshot() (string, uint64) {
	if t == nil {
		return "", 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var parts []string
	if t.phase != "" {
		parts = append(parts, t.phase)
	}
	for _, name := range t.order {
		parts = append(parts, t.counters[name].format(name))
	}
	return strings.Join(parts, " · "), t.version
}

// format shows c: "name done/total", "name done", or "name 1.2 MiB".
func (c *counter) format(name string) string {
	done, total := c.done, c.total
	if c.watch != nil {
		done, total = c.watch()
	}
	switch {
	case c.bytes:
		return name + " " + FormatBytes(int64(done))
	case total > 0:
		return fmt.Sprintf("%s %d/%d", name, done, total)
	default:
		return fmt.Sprintf("%s %d", name, done)
	}
}

// PhaseWriter returns a writer that shows the last message written to it
// as the phase, after prefix: "cloning: Counting objects: 45% (9/20)".
// Messages end with "\r" (updated in place) or "\n", as git's progress
// does; a message split across writes (the server's sideband packets cut
// anywhere) is shown once whole; control characters from the server are
// dropped.
func PhaseWriter(t *Tracker, prefix string) io.Writer {
	return &phaseWriter{t: t, prefix: prefix}
}

type phaseWriter struct {
	t       *Tracker
	prefix  string
	mu      sync.Mutex
	pending []byte // the start of a message not yet ended
}

// maxPendingMessage bounds a message without an end: a server that never
// ends one cannot grow the buffer.
const maxPendingMessage = 4 << 10

func (w *phaseWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	buf := append(w.pending, p...)
	end := bytes.LastIndexAny(buf, "\r\n")
	if end < 0 {
		w.pending = keepTail(buf)
		return len(p), nil
	}
	w.pending = keepTail(append([]byte(nil), buf[end+1:]...))
	msgs := strings.FieldsFunc(string(buf[:end]), func(r rune) bool { return r == '\r' || r == '\n' })
	for i := len(msgs) - 1; i >= 0; i-- {
		msg := strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return -1
			}
			return r
		}, msgs[i])
		if msg = strings.Join(strings.Fields(msg), " "); msg != "" {
			w.t.Phase(w.prefix + ": " + msg)
			break
		}
	}
	return len(p), nil
}

// keepTail bounds a pending message to its last maxPendingMessage bytes.
func keepTail(b []byte) []byte {
	if len(b) > maxPendingMessage {
		return append([]byte(nil), b[len(b)-maxPendingMessage:]...)
	}
	return b
}
