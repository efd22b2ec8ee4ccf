package interrupt

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestSecondSignalExitsAtOnce: the first signal cancels the context and
// leaves the process running; the second removes the tracked temporary
// paths and exits with the shell's code for the signal.
func TestSecondSignalExitsAtOnce(t *testing.T) {
	for _, c := range []struct {
		sig  os.Signal
		code int
	}{{os.Interrupt, 130}, {syscall.SIGTERM, 143}} {
		dir := t.TempDir()
		tmp := filepath.Join(dir, "clone-123")
		if err := os.Mkdir(tmp, 0o755); err != nil {
			t.Fatal(err)
		}
		kept := filepath.Join(dir, "report.json")
		if err := os.WriteFile(kept, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
		untrack := Track(tmp)
		Track(kept)() // registered, then renamed into place: not removed
		ch := make(chan os.Signal, 2)
		exited := make(chan int, 1)
		var stderr bytes.Buffer
		ctx, stop := watch(context.Background(), ch, &stderr, func(code int) { exited <- code })
		ch <- c.sig
		select {
		case <-ctx.Done():
		case <-time.After(5 * time.Second):
			t.Fatalf("%v: the first signal did not cancel the context", c.sig)
		}
		if len(exited) != 0 {
			t.Fatalf("%v: the first signal exited", c.sig)
		}
		ch <- c.sig
		var got int
		select {
		case got = <-exited:
		case <-time.After(5 * time.Second):
			t.Fatalf("%v: the second signal did not exit", c.sig)
		}
		stop()
		untrack()
		if got != c.code {
			t.Errorf("%v: exit %d, want %d", c.sig, got, c.code)
		}
		var left []string
		for _, p := range []string{tmp, kept} {
			if _, err := os.Stat(p); err == nil {
				left = append(left, filepath.Base(p))
			}
		}
		if diff := cmp.Diff([]string{"report.json"}, left); diff != "" {
			t.Errorf("%v: paths left (-want +got):\n%s", c.sig, diff)
		}
		if stderr.Len() == 0 {
			t.Errorf("%v: nothing said on stderr", c.sig)
		}
	}
}

// TestStopReleases: after stop, a signal neither cancels nor exits.
func TestStopReleases(t *testing.T) {
	ch := make(chan os.Signal, 2)
	exited := make(chan int, 1)
	ctx, stop := watch(context.Background(), ch, &bytes.Buffer{}, func(code int) { exited <- code })
	stop()
	ch <- os.Interrupt
	ch <- os.Interrupt
	time.Sleep(50 * time.Millisecond)
	if len(exited) != 0 {
		t.Fatal("exited after stop")
	}
	_ = ctx
}
