package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"

	"github.com/repo-auditor/auditor/internal/jsonpos"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// WriteJSON writes r as JSON indented with two spaces and a trailing
// newline. Output is deterministic: struct fields keep their declared order
// and map keys (evidence sources, Data keys) are sorted. Nil slices and a nil
// evidence set are written as [] and {} so the output always validates
// against schema/report.schema.json. r itself is not modified.
func WriteJSON(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("report: nil report")
	}
	norm, err := normalized(r)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(norm); err != nil {
		return fmt.Errorf("report: encode JSON: %w", err)
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// ReadJSON decodes a report written by WriteJSON. It rejects a document
// whose schema_version is absent or not SchemaVersion, so a renderer never
// silently misreads a report from another format version. Unknown fields
// are ignored.
func ReadJSON(r io.Reader) (*Report, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("report: read: %w", err)
	}
	var probe struct {
		SchemaVersion *int `json:"schema_version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("report: not a JSON report%s: %w (give the report.json that auditor audit wrote)", jsonpos.Where(data, err), err)
	}
	switch {
	case probe.SchemaVersion == nil:
		return nil, fmt.Errorf("report: missing schema_version (this auditor reads schema_version %d)", SchemaVersion)
	case *probe.SchemaVersion != SchemaVersion:
		return nil, fmt.Errorf("report: unsupported schema_version %d (this auditor reads schema_version %d; render it with a matching auditor version)",
			*probe.SchemaVersion, SchemaVersion)
	}
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("report: decode%s: %w", jsonpos.Where(data, err), err)
	}
	return &rep, nil
}

// normalized returns a deep copy of r with every nil slice replaced by an
// empty one: what a JSON round trip that keeps numbers exact (json.Marshal,
// then a json.Decoder with UseNumber) and fillNilSlices make of it, built
// by copyFilled without encoding and decoding the whole report.
func normalized(r *Report) (*Report, error) {
	var cp Report
	if err := copyFilled(reflect.ValueOf(&cp).Elem(), reflect.ValueOf(r).Elem(), true); err != nil {
		return nil, fmt.Errorf("report: copy: %w", err)
	}
	if cp.Evidences == nil {
		cp.Evidences = evidence.Set{}
	}
	return &cp, nil
}

// fillNilSlices walks v and replaces nil slices in settable struct fields,
// slice elements and pointer targets with empty slices. Maps values are not
// addressable and are handled by copying each entry back.
func fillNilSlices(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			fillNilSlices(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillNilSlices(v.Field(i))
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			if v.CanSet() {
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			}
			return
		}
		for i := range v.Len() {
			fillNilSlices(v.Index(i))
		}
	case reflect.Map:
		if v.Type().Elem().Kind() != reflect.Slice {
			return // Data maps hold JSON scalars and are left as decoded
		}
		iter := v.MapRange()
		for iter.Next() {
			elem := reflect.New(v.Type().Elem()).Elem()
			elem.Set(iter.Value())
			fillNilSlices(elem)
			v.SetMapIndex(iter.Key(), elem)
		}
	}
}
