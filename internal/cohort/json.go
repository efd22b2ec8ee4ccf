package cohort

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// WriteJSON writes c as indented JSON (2 spaces, HTML characters not
// escaped, trailing newline): the bytes of cohort.json.
func WriteJSON(w io.Writer, c *Cohort) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadJSON reads a cohort.json. Unknown fields and another schema version
// are errors: merging reports of different tool versions is refused.
func ReadJSON(r io.Reader) (*Cohort, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	var c Cohort
	if err := dec.Decode(&c); err != nil {
		return nil, err
	}
	if c.SchemaVersion != SchemaVersion {
		return nil, fmt.Errorf("cohort schema_version %d, want %d", c.SchemaVersion, SchemaVersion)
	}
	return &c, nil
}
