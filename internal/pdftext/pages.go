package pdftext

import "context"

// pagesKey is the context key of a page progress function.
type pagesKey struct{}

// WithPageProgress returns a context under which Extract reports its
// progress on the document to f, in the way net/http/httptrace reports
// a request's: f(0, n) once the page count is known, n being the pages
// it will extract (the declared count, at most MaxPages), then f(i, n)
// after page i. A document answered from the memo is reported at once,
// f(len(Pages), len(Pages)). f runs on the goroutine that called
// Extract, before Extract returns, never after. Extraction may stop
// before page n (MaxTextBytes, an error, ctx): the last done is then the
// last page read.
func WithPageProgress(ctx context.Context, f func(done, total int)) context.Context {
	return context.WithValue(ctx, pagesKey{}, f)
}

// PageProgress returns the function WithPageProgress put in ctx, or one
// that does nothing: for extractors that stand in for Extract (fakes in
// tests) to report as it does.
func PageProgress(ctx context.Context) func(done, total int) {
	if f, ok := ctx.Value(pagesKey{}).(func(done, total int)); ok && f != nil {
		return f
	}
	return func(int, int) {}
}
