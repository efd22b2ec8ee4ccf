package repo

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"

	"github.com/go-git/go-git/v5/plumbing"
)

// packIndex is a version 2 pack index (.idx) held in memory: the object
// names in sorted order with their pack offsets, and every offset sorted,
// which bounds each entry's bytes in the pack (up to the next entry).
type packIndex struct {
	fanout [256]uint32
	// fan16, for a large index, is a fanout on the names' first two
	// bytes: fan16[b] names start before prefix b (65,537 entries).
	fan16   []uint32
	names   []byte   // count × 20 bytes, sorted
	offsets []uint64 // by name position
	sorted  []uint64 // all offsets, ascending
}

var errBadIndex = errors.New("malformed pack index")

// parsePackIndex decodes a version 2 .idx file of SHA-1 names for a pack
// of packSize bytes. Offsets outside the pack's objects (before its
// 12-byte header or into its 20-byte trailer), or a file longer than its
// tables, are an error.
func parsePackIndex(b []byte, packSize int64) (*packIndex, error) {
	const head = 8 + 256*4
	if len(b) < head+40 || !bytes.Equal(b[:8], []byte{0xff, 't', 'O', 'c', 0, 0, 0, 2}) {
		return nil, errBadIndex
	}
	ix := &packIndex{}
	for i := range ix.fanout {
		ix.fanout[i] = binary.BigEndian.Uint32(b[8+4*i:])
		if i > 0 && ix.fanout[i] < ix.fanout[i-1] {
			return nil, errBadIndex
		}
	}
	n := int(ix.fanout[255])
	small := head + n*(20+4+4)
	if n < 0 || len(b) < small+40 {
		return nil, errBadIndex
	}
	ix.names = b[head : head+n*20]
	off32 := b[head+n*24 : small]
	large := b[small : len(b)-40]
	ix.offsets = make([]uint64, n)
	nLarge := 0
	for i := range n {
		o := uint64(binary.BigEndian.Uint32(off32[4*i:]))
		if o&(1<<31) != 0 {
			k := int(o &^ (1 << 31))
			if 8*k+8 > len(large) {
				return nil, errBadIndex
			}
			o = binary.BigEndian.Uint64(large[8*k:])
			nLarge++
		}
		if o < 12 || o >= uint64(packSize-20) {
			return nil, errBadIndex
		}
		ix.offsets[i] = o
	}
	// the table of large offsets has one entry per use: a longer file is
	// some other layout (an index of 32-byte SHA-256 names, say)
	if len(large) != 8*nLarge {
		return nil, errBadIndex
	}
	if n >= minFan16 {
		ix.fan16 = fanout16(ix.names)
	}
	ix.sorted = slices.Clone(ix.offsets)
	sortOffsets(ix.sorted)
	return ix, nil
}

// minFan16 is the number of objects from which an index gets fan16 (its
// 256 KiB then save about eight probes of the names a lookup).
const minFan16 = 1 << 14

// fanout16 counts names (20 bytes each, sorted) by their first two bytes
// into a cumulative table.
func fanout16(names []byte) []uint32 {
	fan := make([]uint32, 1<<16+1)
	for i := 0; i < len(names); i += 20 {
		fan[int(names[i])<<8|int(names[i+1])+1]++
	}
	for b := 1; b < len(fan); b++ {
		fan[b] += fan[b-1]
	}
	return fan
}

// find returns the pack offset of object h: a binary search within h's
// fanout bucket (of two bytes, with fan16) on the names' first 8 bytes,
// then the whole name.
func (ix *packIndex) find(h plumbing.Hash) (uint64, bool) {
	var lo, hi int
	if ix.fan16 != nil {
		b := int(h[0])<<8 | int(h[1])
		lo, hi = int(ix.fan16[b]), int(ix.fan16[b+1])
	} else {
		if h[0] > 0 {
			lo = int(ix.fanout[h[0]-1])
		}
		hi = int(ix.fanout[h[0]])
	}
	last := hi
	key := binary.BigEndian.Uint64(h[:8])
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		name := ix.names[mid*20 : mid*20+20]
		k := binary.BigEndian.Uint64(name)
		if k < key || k == key && bytes.Compare(name, h[:]) < 0 {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < last && bytes.Equal(ix.names[lo*20:lo*20+20], h[:]) {
		return ix.offsets[lo], true
	}
	return 0, false
}

// end returns where the entry at offset off ends: the next entry's offset,
// else the start of the pack's trailer.
func (ix *packIndex) end(off uint64, packSize int64) uint64 {
	i, _ := slices.BinarySearch(ix.sorted, off+1)
	if i < len(ix.sorted) {
		return ix.sorted[i]
	}
	return uint64(packSize - 20)
}
