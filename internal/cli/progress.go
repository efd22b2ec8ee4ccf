package cli

import (
	"io"
	"sync"

	"github.com/repo-auditor/auditor/internal/progress"
)

// auditProgress is the progress display of one audit: a spinner line on
// stderr with the phase and counts, only when stderr is a terminal.
type auditProgress struct {
	tracker *progress.Tracker // nil: nothing shown
	logs    io.Writer         // where log lines go: around the spinner line
	stop    func()
}

// startProgress shows progress on stderr when it is a terminal (nothing
// of it otherwise: the logs stay as they are). Stop it before anything
// else is written to the terminal; stopping twice is harmless.
func startProgress(stderr io.Writer) auditProgress {
	if !isTerminal(stderr) {
		return auditProgress{logs: stderr, stop: func() {}}
	}
	t := progress.New()
	d := progress.Show(stderr, t)
	return auditProgress{tracker: t, logs: d.Writer(), stop: sync.OnceFunc(d.Close)}
}
