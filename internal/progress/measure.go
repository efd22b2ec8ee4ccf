package progress

import "fmt"

// SetBytes sets the named counter to n bytes, shown as a size after its
// name ("received 1.2 MiB"). It replaces the previous value: the caller
// measures a running total (the bytes of a clone received so far).
func (t *Tracker) SetBytes(name string, n int64) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	c := t.counterLocked(name)
	if c.bytes && int64(c.done) == n {
		return
	}
	c.bytes, c.done = true, int(n)
	t.version++
}

// Start shows the named counter at 0 before anything is counted: work
// has begun whose size is not known yet ("pdf pages 0" while the PDF
// engine starts). A counter already shown is left as it is.
func (t *Tracker) Start(name string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.counters[name]; !ok {
		t.counterLocked(name)
		t.version++
	}
}

// Watch shows the named counter as f reports it, "name done/total"
// (or "name done" while total is 0), each time the summary is made:
// for counts kept elsewhere, such as the model calls a client made of
// its budget. f is called with the tracker's lock held, so it must not
// call the tracker; it must be safe for concurrent use.
func (t *Tracker) Watch(name string, f func() (done, total int)) {
	if t == nil || f == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.counterLocked(name).watch = f
	t.version++
}

// FormatBytes writes n in binary units with one decimal past KiB, as
// git does: "512 B", "1.5 KiB", "1.2 MiB", "3.0 GiB".
func FormatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 3; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGT"[exp])
}
