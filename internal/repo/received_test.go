package repo

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/repotest"
)

// TestCloneReportsReceivedBytes: a clone over file:// reports the bytes
// received, never decreasing, and its last report is the size of the
// pack on disk.
func TestCloneReportsReceivedBytes(t *testing.T) {
	needGit(t)
	url := repotest.RemoteURL(t, fixture)
	tmp := t.TempDir()
	var mu sync.Mutex
	var got []int64
	var sideband bytes.Buffer
	s, err := Open(context.Background(), url, Options{TempDir: tmp, Progress: &sideband, Received: func(n int64) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, n)
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(got) == 0 {
		t.Fatal("Received never called")
	}
	if !slices.IsSorted(got) {
		t.Errorf("received bytes decrease: %v", got)
	}
	dir := filepath.Join(tmp, entries(t, tmp)[0])
	if last, onDisk := got[len(got)-1], packBytes(dir); last != onDisk || last == 0 {
		t.Errorf("last report %d bytes, pack on disk %d", last, onDisk)
	}
	// git's server sends object counts, no byte counts ("Receiving
	// objects" is the git client's own line): the bytes come from the pack
	if !bytes.Contains(sideband.Bytes(), []byte("Total ")) {
		t.Errorf("sideband has no Total line: %q", sideband.String())
	}
}

// TestLocalOpenReportsNothing: a local path is not received.
func TestLocalOpenReportsNothing(t *testing.T) {
	called := false
	open(t, mustBuild(t), Options{Received: func(int64) { called = true }})
	if called {
		t.Error("Received called for a local path")
	}
}

func TestPackBytes(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]int // under objects/pack: name -> size
		want  int64
	}{
		{"no pack directory", nil, 0},
		{"whole pack, index not counted", map[string]int{"pack-ab.pack": 300, "pack-ab.idx": 40}, 300},
		{"pack being received", map[string]int{"tmp_pack_123": 70}, 70},
		{"both", map[string]int{"pack-ab.pack": 300, "tmp_pack_9": 5, "tmp_obj_1": 9}, 305},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if tt.files != nil {
				pd := filepath.Join(dir, "objects", "pack")
				if err := os.MkdirAll(pd, 0o755); err != nil {
					t.Fatal(err)
				}
				for name, size := range tt.files {
					if err := os.WriteFile(filepath.Join(pd, name), make([]byte, size), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			if got := packBytes(dir); got != tt.want {
				t.Errorf("packBytes = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestWatchPackReportsWhileRunningAndAtStop: the watcher reports as the
// pack grows and once more at stop, with the final size.
func TestWatchPackReportsWhileRunningAndAtStop(t *testing.T) {
	dir := t.TempDir()
	pd := filepath.Join(dir, "objects", "pack")
	if err := os.MkdirAll(pd, 0o755); err != nil {
		t.Fatal(err)
	}
	reports := make(chan int64, 1000)
	stop := watchPack(dir, time.Millisecond, func(n int64) { reports <- n })
	if err := os.WriteFile(filepath.Join(pd, "tmp_pack_1"), make([]byte, 10), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(5 * time.Second)
	for seen := false; !seen; {
		select {
		case n := <-reports:
			seen = n == 10
		case <-deadline:
			t.Fatal("the watcher never reported the 10 bytes")
		}
	}
	if err := os.WriteFile(filepath.Join(pd, "tmp_pack_1"), make([]byte, 25), 0o644); err != nil {
		t.Fatal(err)
	}
	stop()
	stop() // harmless
	var last int64
	for len(reports) > 0 {
		last = <-reports
	}
	if diff := cmp.Diff(int64(25), last); diff != "" {
		t.Errorf("last report after stop (-want +got):\n%s", diff)
	}
}

// BenchmarkPackBytes is what one measure of a clone costs (taken every
// 100 ms while it runs): a pack directory of 5 packs and their indexes.
func BenchmarkPackBytes(b *testing.B) {
	dir := b.TempDir()
	pd := filepath.Join(dir, "objects", "pack")
	if err := os.MkdirAll(pd, 0o755); err != nil {
		b.Fatal(err)
	}
	for i := range 5 {
		for _, ext := range []string{".pack", ".idx"} {
			if err := os.WriteFile(filepath.Join(pd, "pack-"+string(rune('a'+i))+ext), make([]byte, 1024), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if packBytes(dir) != 5*1024 {
			b.Fatal("wrong size")
		}
	}
}
