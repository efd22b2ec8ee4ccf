//go:build !cgo

package code

import (
	"context"
	"errors"
)

// PythonAvailable reports whether this build parses Python: tree-sitter
// needs cgo, and this build has none.
const PythonAvailable = false

type pyParser struct{}

func newPyParser() *pyParser { return &pyParser{} }

func (*pyParser) close() {}

func (*pyParser) parse(context.Context, string, []byte, Limits) (*fileFacts, error) {
	return nil, errors.New(unavailableMessage)
}
