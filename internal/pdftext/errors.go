package pdftext

import "errors"

// Sentinel errors. Extract wraps them with details; test with errors.Is.
var (
	// ErrEncrypted: the document needs a password (or uses an
	// unsupported security handler).
	ErrEncrypted = errors.New("pdf is encrypted")
	// ErrCorrupt: the data is not a readable PDF, or the parser failed.
	ErrCorrupt = errors.New("pdf is corrupt or unreadable")
	// ErrTooLarge: the input exceeds MaxInputBytes.
	ErrTooLarge = errors.New("pdf is too large")
	// ErrUnsupported: the extraction engine could not be started.
	ErrUnsupported = errors.New("pdf extraction not available")
)
