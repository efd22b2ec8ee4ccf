package repo

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/klauspost/compress/zlib"
)

// maxPackEntry bounds the bytes one pack entry may take, compressed or
// inflated, and maxDeltaChain the deltas resolved for one object: the
// history walk reads commits and trees, and an entry past either bound is
// declined (errDeclined) and read through go-git instead.
const (
	maxPackEntry  = 32 << 20
	maxDeltaChain = 10000
)

// errDeclined is returned for objects this reader does not serve: not in
// its packs, over a bound, or malformed. The caller reads them with go-git,
// which reports its own error for a corrupt object.
var errDeclined = errors.New("object not served by the pack reader")

// Pack entry types (gitformat-pack).
const (
	packCommit   = 1
	packTree     = 2
	packBlob     = 3
	packTag      = 4
	packOfsDelta = 6
	packRefDelta = 7
)

// packFile reads whole objects of one pack through its index.
type packFile struct {
	r    io.ReaderAt
	size int64
	ix   *packIndex
}

// entry is one pack entry as stored: its type, inflated size, the
// compressed data, and its delta base (an offset in this pack, or a name
// for a REF_DELTA).
type entry struct {
	typ     int
	size    int64
	data    []byte
	baseOff uint64
	baseRef plumbing.Hash
}

// readEntry reads the entry at offset off into buf (grown as needed).
func (p *packFile) readEntry(off uint64, buf []byte) (entry, []byte, error) {
	end := p.ix.end(off, p.size)
	if end <= off || end-off > maxPackEntry {
		return entry{}, buf, errDeclined
	}
	n := int(end - off)
	if cap(buf) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := p.r.ReadAt(buf, int64(off)); err != nil {
		return entry{}, buf, fmt.Errorf("%w: %v", errDeclined, err)
	}
	e, err := parseEntryHeader(buf, off)
	return e, buf, err
}

// parseEntryHeader decodes the header of the entry at off held in b.
func parseEntryHeader(b []byte, off uint64) (entry, error) {
	var e entry
	i := 0
	next := func() (byte, bool) {
		if i >= len(b) {
			return 0, false
		}
		i++
		return b[i-1], true
	}
	c, ok := next()
	e.typ = int(c>>4) & 7
	e.size = int64(c & 15)
	for shift := 4; ok && c&0x80 != 0; shift += 7 {
		if c, ok = next(); shift > 56 {
			ok = false
		}
		e.size |= int64(c&0x7f) << shift
	}
	switch {
	case !ok || e.size > maxPackEntry:
		return e, errDeclined
	case e.typ == packOfsDelta:
		c, ok = next()
		back := uint64(c & 0x7f)
		for ok && c&0x80 != 0 && back < off {
			c, ok = next()
			back = (back+1)<<7 | uint64(c&0x7f)
		}
		if !ok || back == 0 || back >= off {
			return e, errDeclined
		}
		e.baseOff = off - back
	case e.typ == packRefDelta:
		if len(b)-i < len(e.baseRef) {
			return e, errDeclined
		}
		i += copy(e.baseRef[:], b[i:])
	case e.typ < packCommit || e.typ > packTag:
		return e, errDeclined
	}
	e.data = b[i:]
	return e, nil
}

// inflater reuses one zlib reader for every entry (klauspost/compress's:
// a walk of golang/tools spent ~4% less CPU than with compress/zlib's).
type inflater struct {
	z  io.ReadCloser
	br bytes.Reader
}

// reset points the inflater at the zlib stream data, reusing its reader.
func (f *inflater) reset(data []byte) error {
	f.br.Reset(data)
	var err error
	if f.z == nil {
		f.z, err = zlib.NewReader(&f.br)
	} else {
		err = f.z.(zlib.Resetter).Reset(&f.br, nil)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", errDeclined, err)
	}
	return nil
}

// inflate returns the size bytes data inflates to, in a new slice, or in
// into when it is not nil and large enough; more or fewer bytes is an
// error.
func (f *inflater) inflate(data []byte, size int64, into []byte) ([]byte, error) {
	if err := f.reset(data); err != nil {
		return nil, err
	}
	out := into[:0]
	if int64(cap(into)) < size {
		out = make([]byte, size)
	}
	out = out[:size]
	if _, err := io.ReadFull(f.z, out); err != nil {
		return nil, fmt.Errorf("%w: %v", errDeclined, err)
	}
	var one [1]byte
	if n, _ := f.z.Read(one[:]); n != 0 {
		return nil, errDeclined
	}
	return out, nil
}

// inflatePrefix returns the first n bytes data inflates to (fewer is an
// error); the rest of the stream is not inflated.
func (f *inflater) inflatePrefix(data []byte, n int64) ([]byte, error) {
	if err := f.reset(data); err != nil {
		return nil, err
	}
	out := make([]byte, n)
	if _, err := io.ReadFull(f.z, out); err != nil {
		return nil, fmt.Errorf("%w: %v", errDeclined, err)
	}
	return out, nil
}

// applyDelta builds an object from base and a git delta.
func applyDelta(base, delta []byte) ([]byte, error) {
	src, delta, ok := deltaSize(delta)
	if !ok || src != uint64(len(base)) {
		return nil, errDeclined
	}
	dst, delta, ok := deltaSize(delta)
	if !ok || dst > maxPackEntry {
		return nil, errDeclined
	}
	out := make([]byte, 0, dst)
	for len(delta) > 0 {
		op := delta[0]
		delta = delta[1:]
		switch {
		case op&0x80 != 0:
			var off, n uint64
			for k := range 7 {
				if op&(1<<k) == 0 {
					continue
				}
				if len(delta) == 0 {
					return nil, errDeclined
				}
				if k < 4 {
					off |= uint64(delta[0]) << (8 * k)
				} else {
					n |= uint64(delta[0]) << (8 * (k - 4))
				}
				delta = delta[1:]
			}
			if n == 0 {
				n = 0x10000
			}
			if off+n > uint64(len(base)) || uint64(len(out))+n > dst {
				return nil, errDeclined
			}
			out = append(out, base[off:off+n]...)
		case op != 0:
			n := int(op)
			if n > len(delta) || uint64(len(out)+n) > dst {
				return nil, errDeclined
			}
			out = append(out, delta[:n]...)
			delta = delta[n:]
		default:
			return nil, errDeclined
		}
	}
	if uint64(len(out)) != dst {
		return nil, errDeclined
	}
	return out, nil
}

// deltaSize reads one of a delta's two leading sizes.
func deltaSize(b []byte) (uint64, []byte, bool) {
	var v uint64
	for i, shift := 0, 0; i < len(b) && shift < 64; i, shift = i+1, shift+7 {
		v |= uint64(b[i]&0x7f) << shift
		if b[i]&0x80 == 0 {
			return v, b[i+1:], true
		}
	}
	return 0, nil, false
}
