// Package pdftext extracts text per page, and an inventory of embedded
// images, from PDF documents. Untrusted input: extraction is bounded in
// time and size and never panics the process.
package pdftext

import (
	"context"
	"errors"
)

// Doc is an extracted PDF.
type Doc struct {
	Pages []Page
}

// Page is one page of text, lines separated by '\n', in reading order.
type Page struct {
	Number int // 1-based
	Text   string
	Images []Image
}

// Image is an image embedded in a page.
type Image struct {
	Format string // "jpeg", "png", ... or "unknown"
	Width  int
	Height int
	Bytes  int64
}

// ErrUnsupported is returned until an extractor is wired in.
var ErrUnsupported = errors.New("pdf extraction not available")

// Extract returns the text and images of a PDF. TODO(pdftext helper): real
// implementation; this placeholder keeps callers compiling.
func Extract(ctx context.Context, data []byte) (*Doc, error) {
	return nil, ErrUnsupported
}
