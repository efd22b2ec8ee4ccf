// Package schema publishes the JSON Schema of the auditor report
// (report.schema.json). The file is generated from the Go types by
// internal/report/schemagen; a test in that package fails when it drifts.
package schema

import _ "embed"

// ReportJSON is the content of report.schema.json.
//
//go:embed report.schema.json
var ReportJSON []byte

// CohortJSON is the content of cohort.schema.json, the schema of the
// cohort report (cohort.json) that auditor batch and merge write.
//
//go:embed cohort.schema.json
var CohortJSON []byte
