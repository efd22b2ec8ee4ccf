// Package mdparse runs a goldmark parse under a context: goldmark takes
// none, so a document of tens of megabytes would keep a detective past its
// deadline for as long as its parse takes.
package mdparse

import (
	"context"
	"fmt"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// checkEvery is how many lines the block parse reads between two looks at
// the context.
const checkEvery = 256

// Parse parses src with p unless ctx is done first. A ctx already done
// skips the parse; a ctx done during it returns ctx's error at once, and
// the abandoned parse ends early on its own in the background (its reader
// reports the end of the document from then on), touching nothing but its
// own tree. A parser panic is an error. The tree is returned only when the
// parse ran to its end with ctx not done. Container markers past a line's
// first MaxContainerPrefix bytes are parsed as spaces (flattenDeepPrefixes);
// the tree's segments still index src.
func Parse(ctx context.Context, p parser.Parser, src []byte) (ast.Node, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	type result struct {
		root ast.Node
		err  error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		defer func() {
			if v := recover(); v != nil {
				r = result{err: fmt.Errorf("markdown parser panicked: %v", v)}
			}
			done <- r
		}()
		r.root = p.Parse(readerOf(ctx, flattenDeepPrefixes(src)))
	}()
	select {
	case r := <-done:
		if r.err == nil && ctx.Err() != nil {
			return nil, ctx.Err() // the reader cut the document short
		}
		return r.root, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// reader is a text.Reader that reports the end of the document once its
// context is done, so that the block parse stops at the next line.
type reader struct {
	text.Reader
	ctx   context.Context
	calls int
	ended bool
}

func readerOf(ctx context.Context, src []byte) *reader {
	return &reader{Reader: text.NewReader(src), ctx: ctx}
}

// PeekLine returns the current line, or nil (the end) once ctx is done.
func (r *reader) PeekLine() ([]byte, text.Segment) {
	if !r.ended {
		r.calls++
		if r.calls%checkEvery == 0 && r.ctx.Err() != nil {
			r.ended = true
		}
	}
	if r.ended {
		_, pos := r.Reader.Position()
		return nil, pos
	}
	return r.Reader.PeekLine()
}
