#!/bin/sh
# Regenerates internal/pdftext/testdata/lo_*.pdf from src/*.fodt with
# LibreOffice (Debian: libreoffice-writer-nogui, fonts-dejavu-core,
# hyphen-en-us). Run from the repository root. The generated synthetic
# fixtures (gen_*.pdf) come from `go test ./internal/pdftext -run
# TestGeneratedFixtures -update` instead.
set -eu
out=internal/pdftext/testdata
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
HOME="$tmp/home" soffice --headless --convert-to pdf --outdir "$tmp" scripts/pdfbench/src/*.fodt
for f in "$tmp"/*.pdf; do
	cp "$f" "$out/$(basename "$f")"
done
ls -l "$out"/lo_*.pdf
