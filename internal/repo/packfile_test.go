package repo

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/google/go-cmp/cmp"
)

func TestApplyDelta(t *testing.T) {
	base := []byte("0123456789")
	for _, tc := range []struct {
		name  string
		delta []byte
		want  string // "" with err
		err   bool
	}{
		{"copy and insert", []byte{10, 6, 0x91, 2, 3, 3, 'a', 'b', 'c'}, "234abc", false},
		{"copy with zero size is 64 KiB", []byte{10, 3, 0x80}, "", true},
		{"whole base", []byte{10, 10, 0x90, 10}, "0123456789", false},
		{"wrong base size", []byte{9, 3, 3, 'a', 'b', 'c'}, "", true},
		{"copy past the base", []byte{10, 4, 0x91, 8, 4}, "", true},
		{"result longer than announced", []byte{10, 2, 3, 'a', 'b', 'c'}, "", true},
		{"result shorter than announced", []byte{10, 4, 3, 'a', 'b', 'c'}, "", true},
		{"reserved opcode 0", []byte{10, 1, 0}, "", true},
		{"truncated insert", []byte{10, 3, 3, 'a'}, "", true},
		{"truncated copy", []byte{10, 3, 0x91, 2}, "", true},
		{"truncated size", []byte{0x80}, "", true},
		{"announced size over the bound", []byte{10, 0x80, 0x80, 0x80, 0x80, 0x10}, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := applyDelta(base, tc.delta)
			if (err != nil) != tc.err {
				t.Fatalf("err = %v, want error %v", err, tc.err)
			}
			if diff := cmp.Diff(tc.want, string(got)); !tc.err && diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseEntryHeader(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    []byte
		off  uint64
		want entry
		err  bool
	}{
		{"small tree", []byte{0x25, 'x'}, 100, entry{typ: packTree, size: 5, data: []byte{'x'}}, false},
		{"two-byte size", []byte{0x9f, 0x01, 'x'}, 100, entry{typ: packCommit, size: 31, data: []byte{'x'}}, false},
		{"ofs delta", []byte{0x63, 0x81, 0x00, 'x'}, 1000, entry{typ: packOfsDelta, size: 3, baseOff: 1000 - 256, data: []byte{'x'}}, false},
		{"ofs delta before the pack", []byte{0x63, 0x7f}, 100, entry{}, true},
		{"ofs delta to itself", []byte{0x63, 0x00}, 100, entry{}, true},
		{"truncated ref delta", []byte{0x73, 1, 2}, 100, entry{}, true},
		{"unknown type 5", []byte{0x53}, 100, entry{}, true},
		{"truncated size", []byte{0x93}, 100, entry{}, true},
		{"size over the bound", []byte{0x9f, 0xff, 0xff, 0xff, 0xff, 0x0f}, 100, entry{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseEntryHeader(tc.b, tc.off)
			if (err != nil) != tc.err {
				t.Fatalf("err = %v, want error %v", err, tc.err)
			}
			if tc.err {
				return
			}
			if diff := cmp.Diff(tc.want, got, cmp.AllowUnexported(entry{})); diff != "" {
				t.Errorf("entry (-want +got):\n%s", diff)
			}
		})
	}
}

// synthPack builds a pack of entries (header bytes followed by the zlib
// stream of body) and its index, naming entry i names[i].
func synthPack(t *testing.T, names []plumbing.Hash, heads [][]byte, bodies [][]byte) *packFile {
	t.Helper()
	pack := []byte("PACK\x00\x00\x00\x02")
	pack = binary.BigEndian.AppendUint32(pack, uint32(len(heads)))
	offs := make([]uint64, len(heads))
	for i := range heads {
		offs[i] = uint64(len(pack))
		pack = append(pack, heads[i]...)
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		w.Write(bodies[i])
		w.Close()
		pack = append(pack, z.Bytes()...)
	}
	pack = append(pack, make([]byte, 20)...)
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return bytes.Compare(names[a][:], names[b][:]) })
	idx := []byte{0xff, 't', 'O', 'c', 0, 0, 0, 2}
	for b := range 256 {
		n := 0
		for _, h := range names {
			if int(h[0]) <= b {
				n++
			}
		}
		idx = binary.BigEndian.AppendUint32(idx, uint32(n))
	}
	for _, i := range order {
		idx = append(idx, names[i][:]...)
	}
	idx = append(idx, make([]byte, 4*len(names))...) // CRCs
	for _, i := range order {
		idx = binary.BigEndian.AppendUint32(idx, uint32(offs[i]))
	}
	idx = append(idx, make([]byte, 40)...)
	ix, err := parsePackIndex(idx, int64(len(pack)))
	if err != nil {
		t.Fatal(err)
	}
	return &packFile{r: bytes.NewReader(pack), size: int64(len(pack)), ix: ix}
}

// TestPackObjectsHostile: a cycle of reference deltas, a delta that does
// not fit its base, a corrupt zlib stream and a type mismatch are all
// declined (go-git then gives its own answer), never a hang or a panic.
func TestPackObjectsHostile(t *testing.T) {
	a, b, c, d := plumbing.Hash{1}, plumbing.Hash{2}, plumbing.Hash{3}, plumbing.Hash{4}
	ref := func(h plumbing.Hash) []byte { return append([]byte{0x73}, h[:]...) }
	p := synthPack(t, []plumbing.Hash{a, b, c, d},
		[][]byte{ref(b), ref(a), {0x34}, ref(c)},
		[][]byte{{0, 0}, {0, 0}, []byte("tree"), {9, 1, 1, 'x'}})
	po := &packObjects{packs: []*packFile{p}, cache: newObjectCache(packCacheSize)}
	for _, h := range []plumbing.Hash{a, b, d, {5}} {
		if _, err := po.read(h, plumbing.TreeObject); !errors.Is(err, errDeclined) {
			t.Errorf("read %s: err %v, want errDeclined", h, err)
		}
	}
	if got, err := po.read(c, plumbing.BlobObject); err != nil || string(got) != "tree" {
		t.Errorf("read blob c = %q, %v; want \"tree\"", got, err)
	}
	if _, err := po.read(c, plumbing.TreeObject); !errors.Is(err, errDeclined) {
		t.Errorf("blob c read as a tree: err %v, want errDeclined", err)
	}
}

func TestParsePackIndexRejects(t *testing.T) {
	good := synthPack(t, []plumbing.Hash{{1}}, [][]byte{{0x34}}, [][]byte{[]byte("blob")})
	if _, ok := good.ix.find(plumbing.Hash{1}); !ok {
		t.Fatal("synthetic index: object not found")
	}
	idx := []byte{0xff, 't', 'O', 'c', 0, 0, 0, 2}
	for range 256 {
		idx = binary.BigEndian.AppendUint32(idx, 1)
	}
	idx = append(idx, make([]byte, 20+4)...)     // name, CRC
	idx = binary.BigEndian.AppendUint32(idx, 12) // offset
	if _, err := parsePackIndex(append(slices.Clone(idx), make([]byte, 40)...), 100); err != nil {
		t.Fatalf("a well-formed index: %v", err)
	}
	for name, idx := range map[string][]byte{
		"empty":             nil,
		"tables too long":   append(slices.Clone(idx), make([]byte, 16)...), // as 32-byte names would be
		"offset in trailer": binary.BigEndian.AppendUint32(idx[:len(idx)-4:len(idx)-4], 90),
		"version 1":         append([]byte{0xff, 't', 'O', 'c', 0, 0, 0, 1}, make([]byte, 2000)...),
	} {
		if _, err := parsePackIndex(append(idx, make([]byte, 40)...), 100); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
