package progress

import (
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSummary(t *testing.T) {
	tests := []struct {
		name string
		do   func(*Tracker)
		want string
	}{
		{"empty", func(*Tracker) {}, ""},
		{"phase only", func(t *Tracker) { t.Phase("cloning") }, "cloning"},
		{"counters in first-seen order", func(t *Tracker) {
			t.Phase("collecting evidence")
			t.Expect("detectives", 3)
			t.Expect("documents", 40)
			t.Done("documents", 12)
			t.Done("detectives", 1)
			t.Done("pdf pages", 31)
		}, "collecting evidence · detectives 1/3 · documents 12/40 · pdf pages 31"},
		{"totals add up", func(t *Tracker) {
			t.Expect("opinions", 9)
			t.Expect("opinions", 9)
			t.Done("opinions", 18)
		}, "opinions 18/18"},
		{"zero changes nothing", func(t *Tracker) { t.Done("x", 0); t.Expect("y", 0) }, ""},
		{"withdrawn units", func(t *Tracker) {
			t.Expect("pdf pages", 40)
			t.Done("pdf pages", 12)
			t.Expect("pdf pages", -28)
		}, "pdf pages 12/12"},
		{"bytes replace, not add", func(t *Tracker) {
			t.Phase("cloning")
			t.SetBytes("received", 1000)
			t.SetBytes("received", 1258291)
		}, "cloning · received 1.2 MiB"},
		{"watched counter read when shown", func(t *Tracker) {
			calls := 0
			t.Watch("model calls", func() (int, int) { calls += 6; return calls, 200 })
		}, "model calls 6/200"},
		{"started counter shows 0", func(t *Tracker) { t.Start("pdf pages") }, "pdf pages 0"},
		{"start keeps a count", func(t *Tracker) {
			t.Expect("pdf pages", 4)
			t.Done("pdf pages", 1)
			t.Start("pdf pages")
		}, "pdf pages 1/4"},
		{"watched counter without a total", func(t *Tracker) {
			t.Watch("model calls", func() (int, int) { return 3, 0 })
		}, "model calls 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := New()
			tt.do(tr)
			if diff := cmp.Diff(tt.want, tr.Summary()); diff != "" {
				t.Errorf("Summary (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFormatBytes(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0 B"},
		{1023, "1023 B"},
		{1024, "1.0 KiB"},
		{1536, "1.5 KiB"},
		{1258291, "1.2 MiB"},
		{3 << 30, "3.0 GiB"},
		{5 << 40, "5.0 TiB"},
		{5 << 50, "5120.0 TiB"},
	}
	for _, tt := range tests {
		if got := FormatBytes(tt.n); got != tt.want {
			t.Errorf("FormatBytes(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

// TestNilTracker: the pipeline calls a nil tracker when nobody shows
// progress.
func TestNilTracker(t *testing.T) {
	var tr *Tracker
	tr.Phase("x")
	tr.Expect("a", 1)
	tr.Done("a", 1)
	tr.SetBytes("b", 1)
	tr.Start("d")
	tr.Watch("c", func() (int, int) { return 1, 1 })
	if got := tr.Summary(); got != "" {
		t.Errorf("nil Summary = %q", got)
	}
}

// TestConcurrentCounts: detectives and documents count from many
// goroutines (run with -race).
func TestConcurrentCounts(t *testing.T) {
	tr := New()
	tr.Expect("documents", 800)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				tr.Done("documents", 1)
				_ = tr.Summary()
			}
		})
	}
	wg.Wait()
	if got, want := tr.Summary(), "documents 800/800"; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}

func TestPhaseWriter(t *testing.T) {
	tests := []struct {
		name   string
		writes []string
		want   string
	}{
		{"one message", []string{"Counting objects: 100% (5/5), done.\n"}, "cloning: Counting objects: 100% (5/5), done."},
		{"updated in place", []string{"Compressing objects:  10% (1/10)\rCompressing objects:  50% (5/10)\r"}, "cloning: Compressing objects: 50% (5/10)"},
		{"last of several writes", []string{"Enumerating objects: 5, done.\n", "Total 5 (delta 0)\n"}, "cloning: Total 5 (delta 0)"},
		{"control characters dropped", []string{"evil\x1b[2J message\n"}, "cloning: evil[2J message"},
		// the messages git-upload-pack sent to go-git's Progress writer on a
		// file:// clone (TestCloneReportsReceivedBytes), abridged
		{"real go-git sideband", []string{"Enumerating objects: 23, done.\nCounting objects:   4% (1/23)\rCounting objects: 100% (23/23)\r",
			"Counting objects: 100% (23/23), done.\nCompressing objects:  11% (1/9)\rCompressing objects: 100% (9/9), done.\n",
			"Total 23 (delta 4), reused 0 (delta 0), pack-reused 0\n"}, "cloning: Total 23 (delta 4), reused 0 (delta 0), pack-reused 0"},
		{"blank keeps the phase", []string{"Counting objects: 1\n", "\r\n  \n"}, "cloning: Counting objects: 1"},
		// sideband packets cut a message anywhere: TestRunCountsCloneBytes
		// once showed "cloning: sed 0"
		{"a message split across writes", []string{"Counting objects: 3, done.\nTotal 3 (delta 0), reu", "sed 0 (delta 0), pack-reused 0\n"}, "cloning: Total 3 (delta 0), reused 0 (delta 0), pack-reused 0"},
		{"an unended message waits", []string{"Counting objects: 3, done.\n", "Total 3 (de"}, "cloning: Counting objects: 3, done."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := New()
			tr.Phase("cloning")
			w := PhaseWriter(tr, "cloning")
			for _, s := range tt.writes {
				if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
					t.Fatalf("Write = %d, %v", n, err)
				}
			}
			if diff := cmp.Diff(tt.want, tr.Summary()); diff != "" {
				t.Errorf("Summary (-want +got):\n%s", diff)
			}
		})
	}
}

// BenchmarkDone is the cost the pipeline pays per count (one per
// document read), with and without a tracker.
func BenchmarkDone(b *testing.B) {
	b.Run("tracker", func(b *testing.B) {
		tr := New()
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				tr.Done("documents", 1)
			}
		})
	})
	b.Run("nil", func(b *testing.B) {
		var tr *Tracker
		b.ReportAllocs()
		for b.Loop() {
			tr.Done("documents", 1)
		}
	})
}

// BenchmarkSummary is what one redraw of the display costs (every 100
// ms): a phase, five counters, one of them bytes and one watched.
func BenchmarkSummary(b *testing.B) {
	tr := New()
	tr.Phase("judging")
	tr.SetBytes("received", 19<<20)
	tr.Expect("detectives", 4)
	tr.Expect("documents", 7)
	tr.Expect("pdf pages", 400)
	tr.Watch("model calls", func() (int, int) { return 12, 60 })
	b.ReportAllocs()
	for b.Loop() {
		_ = tr.Summary()
	}
}
