package pdftext

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
)

// wasmMemoryPages caps the WebAssembly linear memory of the engine
// (64 KiB pages): 8192 pages = 512 MiB.
const wasmMemoryPages = 8192

var (
	engineOnce sync.Once
	enginePool pdfium.Pool
	engineErr  error
)

// engine starts the PDFium WebAssembly runtime on first use (compiling
// the module takes about a second) and returns the process-wide pool of
// one instance. The module gets no file system, no stdout and no stderr.
func engine() (pdfium.Pool, error) {
	engineOnce.Do(func() {
		defer func() {
			if r := recover(); r != nil {
				engineErr = fmt.Errorf("%w: engine start panicked: %v", ErrUnsupported, r)
			}
		}()
		enginePool, engineErr = webassembly.Init(webassembly.Config{
			MinIdle:      0,
			MaxIdle:      1,
			MaxTotal:     1,
			ReuseWorkers: true,
			FSConfig:     wazero.NewFSConfig(),
			RuntimeConfig: wazero.NewRuntimeConfig().
				WithCloseOnContextDone(true).
				WithMemoryLimitPages(wasmMemoryPages),
			Stdout: io.Discard,
			Stderr: io.Discard,
		})
		if engineErr != nil {
			engineErr = fmt.Errorf("%w: %v", ErrUnsupported, engineErr)
		}
	})
	return enginePool, engineErr
}

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
