package cli

import (
	"fmt"
	"io"

	"github.com/rs/zerolog"
	"github.com/schollz/progressbar/v3"

	"github.com/repo-auditor/auditor/internal/batch"
)

// batchProgress shows a batch's progress: a progress bar with done,
// failed, remaining and ETA on a terminal; one JSON-lines log event per
// entry started, skipped or finished otherwise (message "progress").
type batchProgress struct {
	bar    *progressbar.ProgressBar // nil: not a terminal
	stderr io.Writer
	log    zerolog.Logger // set by the caller once built over logs()
}

func startBatchProgress(stderr io.Writer, total int) *batchProgress {
	p := &batchProgress{stderr: stderr, log: zerolog.Nop()}
	if isTerminal(stderr) {
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr),
			progressbar.OptionSetDescription("auditing"), progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish(),
			progressbar.OptionFullWidth())
	}
	return p
}

// logs is where log lines go: stderr, through a writer that first clears
// the bar's line on a terminal (the bar is drawn again at the next event).
func (p *batchProgress) logs() io.Writer {
	if p.bar == nil {
		return p.stderr
	}
	return clearingWriter{p}
}

type clearingWriter struct{ p *batchProgress }

func (w clearingWriter) Write(b []byte) (int, error) {
	_ = w.p.bar.Clear()
	return w.p.stderr.Write(b)
}

// event is the batch.Runner's OnEvent (called serially).
func (p *batchProgress) event(ev batch.Event) {
	if p.bar != nil {
		if ev.Kind != "start" {
			p.bar.Describe(fmt.Sprintf("%d done, %d failed, %d left", ev.Done, ev.Failed, ev.Total-ev.Done))
			_ = p.bar.Add(1)
		}
		return
	}
	e := p.log.Info().Str("event", ev.Kind).Str("entry", ev.Entry.Name).
		Int("done", ev.Done).Int("failed", ev.Failed).Int("skipped", ev.Skipped).Int("remaining", ev.Total-ev.Done).Int("total", ev.Total)
	if ev.Status != "" {
		e = e.Str("status", ev.Status)
	}
	if ev.Reason != "" {
		e = e.Str("reason", ev.Reason)
	}
	e.Msg("progress")
}

// stop ends the bar (clearing its line); harmless without one, and
// harmless twice.
func (p *batchProgress) stop() {
	if p.bar != nil && !p.bar.IsFinished() {
		_ = p.bar.Finish()
	}
}
