package repo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSortOffsets: offsets of every width (one to four 16-bit digits),
// repeated, already sorted, reversed and empty sort as slices.Sort sorts
// them.
func TestSortOffsets(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	random := func(n int, max uint64) []uint64 {
		out := make([]uint64, n)
		for i := range out {
			out[i] = r.Uint64N(max)
		}
		return out
	}
	tests := []struct {
		name string
		in   []uint64
	}{
		{"empty", nil},
		{"one", []uint64{7}},
		{"zeros", []uint64{0, 0, 0}},
		{"small", []uint64{12, 3, 65535, 0, 65536, 12}},
		{"sorted", []uint64{1, 2, 3, 1 << 20, 1 << 40}},
		{"reversed", []uint64{1 << 63, 1 << 40, 1 << 20, 3, 2, 1}},
		{"one digit", random(1000, 1<<16)},
		{"two digits", random(5000, 1<<32)},
		{"three digits", random(5000, 1<<48)},
		{"four digits", random(5000, 1<<63)},
		{"repeats", random(5000, 50)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := slices.Clone(tt.in), slices.Clone(tt.in)
			sortOffsets(got)
			slices.Sort(want)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("sortOffsets (-want +got):\n%s", diff)
			}
		})
	}
}

// BenchmarkSortOffsets sorts the offsets of a pack of 141,757 objects
// under 4 GiB (golang/tools' index) by radix and by slices.Sort.
func BenchmarkSortOffsets(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	in := make([]uint64, 141757)
	for i := range in {
		in[i] = r.Uint64N(200 << 20)
	}
	a := make([]uint64, len(in))
	b.Run("radix", func(b *testing.B) {
		for b.Loop() {
			copy(a, in)
			sortOffsets(a)
		}
	})
	b.Run("slices.Sort", func(b *testing.B) {
		for b.Loop() {
			copy(a, in)
			slices.Sort(a)
		}
	})
}
