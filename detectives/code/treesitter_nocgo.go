//go:build !cgo

package code

import (
	"context"
	"errors"
)

// PythonAvailable reports whether this build parses Python, JavaScript
// and TypeScript: tree-sitter needs cgo, and this build has none.
const PythonAvailable = false

type treeParsers struct{}

func newTreeParsers() *treeParsers { return &treeParsers{} }

func (*treeParsers) close() {}

func (*treeParsers) parse(context.Context, string, string, []byte, Limits) (*fileFacts, error) {
	return nil, errors.New(unavailableMessage)
}
