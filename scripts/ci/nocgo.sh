#!/usr/bin/env bash
# Python parsing (tree-sitter) needs cgo; everything else must still build,
# vet and pass without it. This checks a CGO_ENABLED=0 build: it compiles,
# vets, parses Go, and records CODE_PARSER_UNAVAILABLE for Python files.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CGO_ENABLED=0
go build ./...
go vet ./...
go test ./detectives/code
go test -run 'TestScripts/audit_code' ./cmd/auditor
echo "CGO_ENABLED=0 build OK"
