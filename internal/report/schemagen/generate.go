package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/repo-auditor/auditor/internal/report"
)

// SchemaPath is where the schema is committed, relative to the module root.
const SchemaPath = "schema/report.schema.json"

// SchemaID is the schema's $id.
const SchemaID = "https://github.com/repo-auditor/auditor/schema/report.schema.json"

const modulePath = "github.com/repo-auditor/auditor"

// commentDirs are the packages whose doc comments describe report fields.
var commentDirs = []string{"internal/report", "judges", "pkg/evidence"}

// Generate returns the report's JSON Schema (2-space indented, trailing
// newline). root is the module root, read for doc comments only.
func Generate(root string) ([]byte, error) {
	comments, err := collectComments(root, modulePath, commentDirs)
	if err != nil {
		return nil, err
	}
	r := &jsonschema.Reflector{CommentMap: comments}
	s := r.Reflect(&report.Report{})
	s.ID = SchemaID
	s.Title = "auditor report"
	s.Description = fmt.Sprintf("The JSON report written by auditor (schema_version %d). Generated from the Go types by internal/report/schemagen; do not edit.", report.SchemaVersion)
	patch(s.Definitions)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// patch adds what the reflector cannot see: pointer scalars without
// omitempty are nullable (final_score, score), schema_version is a
// constant, and the enumerations the renderers rely on.
func patch(defs jsonschema.Definitions) {
	seen := map[reflect.Type]bool{}
	nullablePointers(reflect.TypeOf(report.Report{}), defs, seen)
	if p := prop(defs, "Report", "schema_version"); p != nil {
		p.Const = report.SchemaVersion
	}
	if p := prop(defs, "Metadata", "pipeline_integrity"); p != nil {
		p.Enum = []any{"SUCCESS", "FAILED"}
	}
	for _, name := range []string{"CriterionResult", "JudicialOpinion"} {
		if p := prop(defs, name, "state"); p != nil {
			p.Enum = []any{"scored", "insufficient_data"}
		}
	}
}

func prop(defs jsonschema.Definitions, typ, name string) *jsonschema.Schema {
	d, ok := defs[typ]
	if !ok || d.Properties == nil {
		return nil
	}
	p, _ := d.Properties.Get(name)
	return p
}

// nullablePointers walks the Go type graph and wraps every pointer-to-scalar
// field that is always written (no omitempty) in oneOf [schema, null].
func nullablePointers(t reflect.Type, defs jsonschema.Definitions, seen map[reflect.Type]bool) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return
	}
	seen[t] = true
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		nullablePointers(f.Type, defs, seen)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Type.Kind() != reflect.Pointer || f.Type.Elem().Kind() == reflect.Struct || strings.Contains(opts, "omitempty") {
			continue
		}
		d, ok := defs[t.Name()]
		if !ok {
			continue
		}
		p, ok := d.Properties.Get(name)
		if !ok {
			continue
		}
		desc := p.Description
		p.Description = ""
		d.Properties.Set(name, &jsonschema.Schema{Description: desc, OneOf: []*jsonschema.Schema{p, {Type: "null"}}})
	}
}
