package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/invopop/jsonschema"

	"github.com/repo-auditor/auditor/internal/cohort"
)

// CohortSchemaPath is where the cohort report's schema is committed,
// relative to the module root.
const CohortSchemaPath = "schema/cohort.schema.json"

// CohortSchemaID is the cohort schema's $id.
const CohortSchemaID = "https://github.com/repo-auditor/auditor/schema/cohort.schema.json"

// cohortCommentDirs are the packages whose doc comments describe cohort
// fields.
var cohortCommentDirs = []string{"internal/cohort", "judges"}

// GenerateCohort returns the JSON Schema of cohort.json (2-space indented,
// trailing newline). root is the module root, read for doc comments only.
func GenerateCohort(root string) ([]byte, error) {
	comments, err := collectComments(root, modulePath, cohortCommentDirs)
	if err != nil {
		return nil, err
	}
	r := &jsonschema.Reflector{CommentMap: comments}
	s := r.Reflect(&cohort.Cohort{})
	s.ID = CohortSchemaID
	s.Title = "auditor cohort report"
	s.Description = fmt.Sprintf("The cohort.json written by auditor batch and auditor merge (schema_version %d). Generated from the Go types by internal/report/schemagen; do not edit.", cohort.SchemaVersion)
	patchCohort(s.Definitions)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// patchCohort adds the constant, the enumerations and the nullable score
// items the reflector cannot see.
func patchCohort(defs jsonschema.Definitions) {
	if p := prop(defs, "Cohort", "schema_version"); p != nil {
		p.Const = cohort.SchemaVersion
	}
	if p := prop(defs, "Entry", "status"); p != nil {
		p.Enum = []any{cohort.StatusOK, cohort.StatusGateFailed, cohort.StatusIncomplete, cohort.StatusFailed}
	}
	if p := prop(defs, "Entry", "integrity"); p != nil {
		p.Enum = []any{"SUCCESS", "FAILED", ""}
	}
	if p := prop(defs, "Entry", "scores"); p != nil && p.Items != nil {
		p.Items = &jsonschema.Schema{OneOf: []*jsonschema.Schema{p.Items, {Type: "null"}}}
	}
	if p := prop(defs, "Summary", "score_histogram"); p != nil {
		n := uint64(10)
		p.MinItems, p.MaxItems = &n, &n
	}
	for typ, names := range cohortAddedInV1 {
		if d, ok := defs[typ]; ok {
			d.Required = slices.DeleteFunc(d.Required, func(n string) bool { return slices.Contains(names, n) })
		}
	}
}

// cohortAddedInV1 are the fields added to schema version 1 after its
// first release, by type. Writers always write them; the schema does not
// require them, so that a version 1 cohort.json written before them
// still validates (fields are only ever added within a version, see
// docs/report-format.md).
var cohortAddedInV1 = map[string][]string{
	"Cohort":  {"duplicates"},
	"Summary": {"flagged_claims"},
	"Entry":   {"flagged_claims"},
}
