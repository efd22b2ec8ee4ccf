// Package interrupt turns SIGINT and SIGTERM into cancellation. The first
// signal cancels the context Notify returns: every phase stops within
// about a second and the command writes what it has (a partial report
// that says it is incomplete). A second signal does not wait: the
// temporary files and directories registered with Track are removed and
// the process exits at once (130 after SIGINT, 143 after SIGTERM).
package interrupt

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
)

var (
	mu      sync.Mutex
	tracked = map[string]int{} // path -> registrations
)

// Track registers a temporary file or directory that a second signal
// removes before exiting; the returned func unregisters it (call it once
// the path is removed or renamed into place).
func Track(path string) (untrack func()) {
	mu.Lock()
	tracked[path]++
	mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			mu.Lock()
			if tracked[path]--; tracked[path] <= 0 {
				delete(tracked, path)
			}
			mu.Unlock()
		})
	}
}

// removeTracked removes every tracked path and returns how many there were.
func removeTracked() int {
	mu.Lock()
	defer mu.Unlock()
	n := len(tracked)
	for p := range tracked {
		_ = os.RemoveAll(p)
		delete(tracked, p)
	}
	return n
}

// Notify returns a context cancelled by the first SIGINT or SIGTERM; a
// second one exits the process (see the package doc), writing one line
// to stderr. stop releases the signals; call it when the command is done.
func Notify(parent context.Context, stderr io.Writer) (ctx context.Context, stop func()) {
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	ctx, release := watch(parent, ch, stderr, os.Exit)
	return ctx, func() {
		signal.Stop(ch)
		release()
	}
}

// watch is Notify over a signal channel and an exit function (tests
// replace both).
func watch(parent context.Context, ch <-chan os.Signal, stderr io.Writer, exit func(int)) (context.Context, func()) {
	ctx, cancel := context.WithCancel(parent)
	done := make(chan struct{})
	var once sync.Once
	go func() {
		select {
		case <-ch:
			if stopped(done) {
				return
			}
			cancel()
		case <-done:
			return
		}
		select {
		case sig := <-ch:
			if stopped(done) {
				return
			}
			removeTracked()
			fmt.Fprintf(stderr, "auditor: %v again: exiting at once, no report written\n", sig)
			exit(exitCode(sig))
		case <-done:
		}
	}()
	return ctx, func() { once.Do(func() { close(done); cancel() }) }
}

// stopped reports whether stop was called: a select with a signal and the
// closed done channel both ready picks either, so a signal after stop is
// checked against done before it acts.
func stopped(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// exitCode is the shell's code for a process ended by sig.
func exitCode(sig os.Signal) int {
	if sig == syscall.SIGTERM {
		return 128 + int(syscall.SIGTERM)
	}
	return 128 + int(syscall.SIGINT)
}
