// Package pdftext extracts text per page, and an inventory of embedded
// images, from PDF documents. Untrusted input: extraction is bounded in
// time and size and never panics the process.
//
// The engine is PDFium compiled to WebAssembly and run by wazero (pure Go,
// no cgo), through github.com/klippa-app/go-pdfium. It is started lazily
// on the first Extract call (or StartEngine), never at package init, and
// shared by the whole process, by default as a single instance: concurrent
// Extract calls are serialised (ConfigureEngine allows more). Compiling
// the module takes seconds; the compiled code is cached on disk (CacheDir)
// so that later processes start in a fraction of that. Results are
// memoised by the SHA-256 of the input, so the docs and vision detectives
// can both extract the same PDF for the price of one.
package pdftext

import (
	"context"
	"fmt"
	"time"
)

// Limits applied to every document.
const (
	// MaxInputBytes is the largest accepted input (ErrTooLarge above).
	MaxInputBytes = 64 << 20
	// MaxPages is the number of pages extracted; later pages are dropped
	// and Doc.Truncated is set.
	MaxPages = 500
	// MaxTextBytes bounds the total extracted text; extraction stops at
	// the page that crosses it and Doc.Truncated is set.
	MaxTextBytes = 8 << 20
)

// MaxDuration bounds the extraction of one document once the engine is
// available (ErrTooLarge beyond); callers' contexts can only shorten it.
const MaxDuration = 2 * time.Minute

// The limits in force (variables so tests can lower them).
var (
	maxPages     = MaxPages
	maxTextBytes = MaxTextBytes
	maxDuration  = MaxDuration
)

// Doc is an extracted PDF.
type Doc struct {
	Pages []Page
	// PageCount is the number of pages the document declares, which is
	// larger than len(Pages) when Truncated.
	PageCount int
	// Truncated reports that MaxPages or MaxTextBytes cut the extraction.
	Truncated bool
}

// Page is one page of text, lines separated by '\n', in reading order.
// Text is normalised: zero-width characters and soft hyphens removed,
// ligatures expanded, NBSP turned into a space, trailing spaces trimmed;
// a hyphen ending a line is kept as is.
type Page struct {
	Number int // 1-based
	Text   string
	Images []Image
}

// Image is an image embedded in a page.
type Image struct {
	// Format is derived from the image's last PDF filter: "jpeg"
	// (DCTDecode), "jpeg2000" (JPXDecode), "png" (FlateDecode, lossless),
	// "jbig2", "ccitt", "raw" (no filter) or "unknown".
	Format string
	Width  int   // pixels
	Height int   // pixels
	Bytes  int64 // size of the stored (encoded) image stream
	// Data is a self-contained image file (MIME "image/jpeg" or
	// "image/png") for the document's first MaxDataImages images of at
	// least 64x64 pixels, each at most MaxImageDataBytes; nil otherwise.
	// Callers must not modify it (memoised documents share it).
	Data []byte
	MIME string
}

// Extract returns the text and images of a PDF. Errors wrap ErrEncrypted,
// ErrCorrupt, ErrTooLarge or ErrUnsupported (the engine could not start;
// permanent for the process), or wrap ctx.Err() when the context ends
// first. Extract never panics. The returned Doc is the caller's to modify.
func Extract(ctx context.Context, data []byte) (doc *Doc, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, fmt.Errorf("%w: panic: %v", ErrCorrupt, r)
		}
	}()
	if len(data) > MaxInputBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(data), MaxInputBytes)
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: empty input", ErrCorrupt)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("pdf extraction not started: %w", err)
	}
	key := cacheKey(data)
	if d, ok := defaultCache.get(key); ok {
		PageProgress(ctx)(len(d.Pages), len(d.Pages))
		return d, nil
	}
	d, err := extractPDFium(ctx, data)
	if err != nil {
		return nil, err
	}
	defaultCache.put(key, d)
	return d.clone(), nil
}

// clone deep-copies d so cached documents are never shared with callers.
func (d *Doc) clone() *Doc {
	c := *d
	c.Pages = make([]Page, len(d.Pages))
	for i, p := range d.Pages {
		c.Pages[i] = p
		c.Pages[i].Images = append([]Image(nil), p.Images...)
	}
	return &c
}
