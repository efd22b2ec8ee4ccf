package repo

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
)

// TestPackIndexFan16: with the two-byte fanout of a large index, find
// gives every stored name its offset and finds no other name, like the
// one-byte fanout alone.
func TestPackIndexFan16(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	hashes := make([]plumbing.Hash, minFan16+500)
	for i := range hashes {
		for j := range hashes[i] {
			hashes[i][j] = byte(rng.UintN(256))
		}
	}
	// names sharing their first 8 bytes exercise the whole-name compare
	hashes[1] = hashes[0]
	hashes[1][19] ^= 1
	slices.SortFunc(hashes, func(a, b plumbing.Hash) int { return bytes.Compare(a[:], b[:]) })
	hashes = slices.Compact(hashes)
	ix := &packIndex{offsets: make([]uint64, len(hashes))}
	for i, h := range hashes {
		ix.names = append(ix.names, h[:]...)
		ix.offsets[i] = uint64(100 + i)
		for b := int(h[0]); b < 256; b++ {
			ix.fanout[b]++
		}
	}
	ix.fan16 = fanout16(ix.names)
	plain := *ix
	plain.fan16 = nil
	for i, h := range hashes {
		for _, x := range []*packIndex{ix, &plain} {
			if off, ok := x.find(h); !ok || off != uint64(100+i) {
				t.Fatalf("find(%s) = %d, %v; want %d (fan16 %v)", h, off, ok, 100+i, x.fan16 != nil)
			}
		}
		absent := h
		absent[19] ^= 0x80
		if _, found := slices.BinarySearchFunc(hashes, absent, func(a, b plumbing.Hash) int { return bytes.Compare(a[:], b[:]) }); found {
			continue
		}
		if off, ok := ix.find(absent); ok {
			t.Fatalf("find(%s) found an absent name at %d", absent, off)
		}
	}
}
