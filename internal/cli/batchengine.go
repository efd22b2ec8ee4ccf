package cli

import (
	"errors"
	"runtime"

	"github.com/rs/zerolog"

	"github.com/repo-auditor/auditor/internal/pdftext"
)

// pdfInstances is the number of PDF engine instances a batch of jobs
// parallel audits uses on cpus cores: one per job, at most one per core
// (extraction is CPU-bound; each instance holds its own WebAssembly
// memory, so memory stays bounded by --jobs, never by the cohort).
func pdfInstances(jobs, cpus int) int {
	return max(1, min(jobs, cpus))
}

// configurePDFEngine sizes the process-wide PDF engine for a batch before
// any entry runs. With the default single instance, the entries' PDF
// extractions (most of a student cohort's CPU time) would queue for it
// and --jobs 2 would barely beat --jobs 1. An engine already started (an
// earlier batch of the same process) keeps its size.
func configurePDFEngine(jobs int, log zerolog.Logger) {
	n := pdfInstances(jobs, runtime.NumCPU())
	err := pdftext.ConfigureEngine(pdftext.EngineOptions{Instances: n})
	switch {
	case errors.Is(err, pdftext.ErrEngineStarted):
		log.Debug().Int("instances", n).Msg("pdf engine already started; its size is kept")
	case err != nil:
		log.Warn().Err(err).Msg("pdf engine not configured")
	}
}
