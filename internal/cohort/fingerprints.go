package cohort

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
)

// FingerprintsFile is the base name of the file, written next to an
// entry's reports (OUT/NAME/shingles.json and listed in Entry.Reports),
// that keeps the shingles of the entry's documents, so that a cohort
// build or a merge of shards can find near-duplicates without the texts.
const FingerprintsFile = "shingles.json"

// DocShingles is one document's shingles (see Shingles).
type DocShingles struct {
	Name     string   `json:"name"`     // the document's name in the entry's report
	Shingles []uint64 `json:"shingles"` // sorted, distinct
}

// fingerprints is the content of FingerprintsFile.
type fingerprints struct {
	ShingleWords int           `json:"shingle_words"`
	Documents    []DocShingles `json:"documents"`
}

// MarshalFingerprints returns the FingerprintsFile bytes of docs (texts
// by document name), documents sorted by name.
func MarshalFingerprints(texts map[string]string) ([]byte, error) {
	fp := fingerprints{ShingleWords: ShingleWords, Documents: []DocShingles{}}
	for name, text := range texts {
		fp.Documents = append(fp.Documents, DocShingles{Name: name, Shingles: Shingles(text)})
	}
	sort.Slice(fp.Documents, func(i, j int) bool { return fp.Documents[i].Name < fp.Documents[j].Name })
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(fp); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// fromFiles is the docSource of rows whose documents are in the
// FingerprintsFile listed in their Reports, read under dir (the cohort
// report's directory): a row without one has no documents. A file that
// cannot be read, or was made with another shingle size, is an error
// (with the file's name) and gives no documents.
func fromFiles(dir string) docSource {
	return func(r *Row) ([]DocShingles, error) {
		var docs []DocShingles
		var errs []error
		for _, rel := range r.Reports {
			if path.Base(rel) != FingerprintsFile {
				continue
			}
			ds, err := readFingerprints(filepath.Join(dir, filepath.FromSlash(rel)))
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", rel, err))
				continue
			}
			docs = ds
		}
		return docs, errors.Join(errs...)
	}
}

func readFingerprints(p string) ([]DocShingles, error) {
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	var fp fingerprints
	if err := json.Unmarshal(data, &fp); err != nil {
		return nil, err
	}
	if fp.ShingleWords != ShingleWords {
		return nil, fmt.Errorf("%d-word shingles, want %d (written by another version)", fp.ShingleWords, ShingleWords)
	}
	return fp.Documents, nil
}
