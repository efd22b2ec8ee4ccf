package docs

import (
	"context"
)

// checkEvery is how many mentions a collector records between two looks
// at its context: about a millisecond of work at most.
const checkEvery = 64

// stopped reports whether the collector's context is done, looking at it
// every checkEvery calls; once true it stays true, and the collector
// records nothing more (every add returns at once), so a cancelled
// extraction finishes its remaining tokenizing in linear time.
func (c *collector) stopped() bool {
	if c.halted {
		return true
	}
	if c.ctx == nil {
		return false
	}
	c.calls++
	if c.calls%checkEvery == 0 && c.ctx.Err() != nil {
		c.halted = true
	}
	return c.halted
}

// classifyCtx classifies ms (classify, dashPaths, expandShorthands and the
// document rules of read) unless ctx is done first: then it returns ctx's error at
// once and the abandoned classification ends on its own in the
// background, touching nothing but ms.
func classifyCtx(ctx context.Context, ms []mention, d Doc, opt Options) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		expandShorthands(ms)
		classify(ms)
		dashPaths(ms, opt.Manifest)
		foreignSlugs(ms, opt.Manifest)
		projectNames(ms, opt.Manifest)
		auditDocuments(ms, d.Name, opt)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
