package progress

import (
	"io"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"
)

// refresh is how often a Display redraws.
const refresh = 100 * time.Millisecond

// Display shows a Tracker's summary as a spinner line on a terminal
// (github.com/schollz/progressbar/v3), redrawn every 100ms once the
// tracker has something to show. Log lines must go through Writer, which clears the
// spinner line first so that the two never mix. The caller shows a
// Display only when the writer is a terminal.
type Display struct {
	out  *lineWriter
	bar  *progressbar.ProgressBar
	t    *Tracker
	stop chan struct{}
	done chan struct{}
}

// Show starts a Display of t on w. Close it to clear the line.
func Show(w io.Writer, t *Tracker) *Display {
	lw := &lineWriter{w: w}
	d := &Display{out: lw, t: t, stop: make(chan struct{}), done: make(chan struct{})}
	d.bar = progressbar.NewOptions(-1,
		progressbar.OptionSetWriter(lw),
		progressbar.OptionSpinnerType(14),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetDescription(t.Summary()),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(refresh),
		// no ticker of the library's own: in v3.19.1 it reads the bar's
		// state without its lock (a data race); loop redraws instead
		progressbar.OptionSetSpinnerChangeInterval(0),
	)
	go d.loop()
	return d
}

// loop redraws the bar with the tracker's summary every tick (the
// spinner and the elapsed time move), once there is progress to show.
func (d *Display) loop() {
	defer close(d.done)
	tick := time.NewTicker(refresh)
	defer tick.Stop()
	for {
		select {
		case <-d.stop:
			return
		case <-tick.C:
			if s, v := d.t.snapshot(); v > 0 {
				d.bar.Describe(s)
			}
		}
	}
}

// Writer returns a writer for log lines: each write first clears the
// spinner line; the spinner redraws below it on its next tick.
func (d *Display) Writer() io.Writer { return logWriter{d.out} }

// Close stops the display and clears its line. It is safe to call once.
func (d *Display) Close() {
	close(d.stop)
	<-d.done
	_ = d.bar.Finish() // clears the line (OptionClearOnFinish) and stops the spinner's ticker
	d.out.clear()
}

// lineWriter is the bar's writer: it remembers how wide the line it
// last drew is, so that a log write can blank it.
type lineWriter struct {
	mu    sync.Mutex
	w     io.Writer
	width int // runes on the terminal line the bar drew; 0: nothing drawn
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	last := p
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '\r' || p[i] == '\n' {
			last = p[i+1:]
			break
		}
	}
	l.width = utf8.RuneCount(last)
	return l.w.Write(p)
}

// clear blanks the bar's line and returns the cursor to its start.
func (l *lineWriter) clear() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.clearLocked()
}

func (l *lineWriter) clearLocked() {
	if l.width == 0 {
		return
	}
	blank := make([]byte, 0, l.width+2)
	blank = append(blank, '\r')
	for range l.width {
		blank = append(blank, ' ')
	}
	blank = append(blank, '\r')
	_, _ = l.w.Write(blank)
	l.width = 0
}

// logWriter writes a log line on a blank line.
type logWriter struct{ l *lineWriter }

func (w logWriter) Write(p []byte) (int, error) {
	w.l.mu.Lock()
	defer w.l.mu.Unlock()
	w.l.clearLocked()
	return w.l.w.Write(p)
}
