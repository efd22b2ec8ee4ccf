package cli

import (
	"os"
	"path"
	"path/filepath"
	"sync"

	"github.com/repo-auditor/auditor/internal/cohort"
)

// docTexts collects the documents' texts of one audit
// (audit.Options.DocumentText, called concurrently).
type docTexts struct {
	mu    sync.Mutex
	texts map[string]string
}

func (d *docTexts) add(name, text string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.texts == nil {
		d.texts = map[string]string{}
	}
	d.texts[name] = text
}

// write writes the entry's cohort.FingerprintsFile into dir and returns
// its path relative to the cohort directory (name/shingles.json).
func (d *docTexts) write(dir, name string) (string, error) {
	d.mu.Lock()
	data, err := cohort.MarshalFingerprints(d.texts)
	d.mu.Unlock()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if err := writeAtomic(filepath.Join(dir, cohort.FingerprintsFile), data); err != nil {
		return "", err
	}
	return path.Join(name, cohort.FingerprintsFile), nil
}
