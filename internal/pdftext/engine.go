package pdftext

import (
	"context"
	"fmt"
	"sync"

	"github.com/klippa-app/go-pdfium"
)

// session is one borrowed engine instance. A watchdog kills the instance
// (interrupting any call in flight) when ctx ends; otherwise release
// returns it to the pool, or discards it if it may be in a bad state.
type session struct {
	inst pdfium.Pdfium
	api  api
	mu   sync.Mutex
	done bool // released or killed
	stop chan struct{}
}

// openSession waits for the instance while borrow lasts, then watches
// work: when work ends the instance is killed.
func openSession(borrow, work context.Context) (*session, error) {
	pool, err := engine()
	if err != nil {
		return nil, err
	}
	inst, err := pool.GetInstanceWithContext(borrow)
	if err != nil {
		if borrow.Err() != nil {
			return nil, fmt.Errorf("waiting for the pdf engine: %w", borrow.Err())
		}
		return nil, fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	impl, ok := inst.GetImplementation().(api)
	if !ok {
		inst.Close()
		return nil, fmt.Errorf("%w: unexpected engine implementation %T", ErrUnsupported, inst.GetImplementation())
	}
	s := &session{inst: inst, api: impl, stop: make(chan struct{})}
	go s.watch(work)
	return s, nil
}

func (s *session) watch(ctx context.Context) {
	select {
	case <-ctx.Done():
		s.end(false)
	case <-s.stop:
	}
}

// release ends the session; healthy=false discards the instance so the
// pool starts a fresh one next time (after a trap, panic or timeout).
func (s *session) release(healthy bool) {
	s.end(healthy)
	close(s.stop)
}

func (s *session) end(healthy bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return
	}
	s.done = true
	if healthy {
		s.inst.Close()
	} else {
		s.inst.Kill()
	}
}
