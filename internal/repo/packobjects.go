package repo

import (
	"bytes"
	"errors"
	"io"
	"path"
	"strings"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-git/v5/plumbing"
)

// packCacheSize bounds the bytes of resolved objects packObjects keeps
// (delta bases, mostly recent versions of the same trees).
const packCacheSize = 4 << 20

// maxIndexSize bounds the .idx file read (a pack of ~20 million objects);
// a larger pack is left to go-git.
const maxIndexSize = 1 << 30

// packObjects reads commits and trees straight from a repository's pack
// files for the history walk: go-git's packfile reader spent most of the
// walk's time on per-object overhead (index lookups, hashing each object
// it reads, buffers). It serves only packed objects, within its bounds;
// anything else is errDeclined, for the caller to read with go-git. Not
// safe for concurrent use: fork gives each goroutine a reader of its own
// (the pack files are read with ReadAt, which is).
type packObjects struct {
	packs []*packFile
	files []io.Closer
	cache objectCache
	inf   inflater
	buf   []byte // a compressed entry
	delta []byte // an inflated delta
}

// openPackObjects opens the packs under objects/pack of the git directory
// dotgit. A pack whose index cannot be read is skipped (go-git serves its
// objects); no pack at all gives a reader that declines everything.
func openPackObjects(dotgit billy.Filesystem) *packObjects {
	po := &packObjects{cache: newObjectCache(packCacheSize)}
	dir := path.Join("objects", "pack")
	infos, err := dotgit.ReadDir(dir)
	if err != nil {
		return po
	}
	for _, fi := range infos {
		name := fi.Name()
		if !fi.Mode().IsRegular() || !strings.HasPrefix(name, "pack-") || !strings.HasSuffix(name, ".pack") {
			continue
		}
		if p, f := openPack(dotgit, path.Join(dir, name)); p != nil {
			po.packs, po.files = append(po.packs, p), append(po.files, f)
		}
	}
	return po
}

// openPack opens one .pack with its .idx; nil when either is unusable or
// they do not belong together (a pack header of version 2 or 3 and the
// pack checksum the index records at its end).
func openPack(dotgit billy.Filesystem, packPath string) (*packFile, io.Closer) {
	idx, err := readAll(dotgit, strings.TrimSuffix(packPath, ".pack")+".idx")
	if err != nil {
		return nil, nil
	}
	f, err := dotgit.Open(packPath)
	if err != nil {
		return nil, nil
	}
	fi, err := dotgit.Stat(packPath)
	if err != nil || fi.Size() < 32 || len(idx) < 40 || !packMatches(f, fi.Size(), idx[len(idx)-40:len(idx)-20]) {
		f.Close()
		return nil, nil
	}
	ix, err := parsePackIndex(idx, fi.Size())
	if err != nil {
		f.Close()
		return nil, nil
	}
	return &packFile{r: f, size: fi.Size(), ix: ix}, f
}

// packMatches checks the pack's header and that its trailing checksum is
// sum.
func packMatches(f io.ReaderAt, size int64, sum []byte) bool {
	var head [8]byte
	var trailer [20]byte
	if _, err := f.ReadAt(head[:], 0); err != nil {
		return false
	}
	if _, err := f.ReadAt(trailer[:], size-20); err != nil {
		return false
	}
	version := head[7]
	return string(head[:4]) == "PACK" && head[4]|head[5]|head[6] == 0 &&
		(version == 2 || version == 3) && bytes.Equal(trailer[:], sum)
}

// readAll reads a whole file into a buffer of its size (io.ReadAll's
// growth would leave twice a large index's size as garbage).
func readAll(fs billy.Filesystem, name string) ([]byte, error) {
	fi, err := fs.Stat(name)
	if err != nil {
		return nil, err
	}
	if fi.Size() > maxIndexSize {
		return nil, errDeclined
	}
	f, err := fs.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, b); err != nil {
		return nil, err
	}
	return b, nil
}

// fork returns a reader of the same packs with a cache of cacheSize bytes
// and buffers of its own; closing it closes nothing (the pack files belong
// to po), and reading after po is closed fails (the files are closed).
func (po *packObjects) fork(cacheSize int) *packObjects {
	return &packObjects{packs: po.packs, cache: newObjectCache(cacheSize)}
}

// Close closes the pack files. It leaves po.packs as it is: readers and
// forks may still be reading it from other goroutines (a blob read, a
// history walk), and their reads then fail on the closed files.
func (po *packObjects) Close() error {
	var errs []error
	for _, f := range po.files {
		errs = append(errs, f.Close())
	}
	po.files = nil
	return errors.Join(errs...)
}

// read returns the content of object h, which must be of type want. The
// slice may be shared with the cache: callers must not modify it.
func (po *packObjects) read(h plumbing.Hash, want plumbing.ObjectType) ([]byte, error) {
	for _, p := range po.packs {
		off, ok := p.ix.find(h)
		if !ok {
			continue
		}
		typ, data, err := po.resolve(p, off)
		if err != nil {
			return nil, err
		}
		if typ != packType(want) {
			return nil, errDeclined
		}
		return data, nil
	}
	return nil, errDeclined
}

// size returns the size of object h without resolving it: a whole
// entry's size from its header, a delta's result size from the first
// bytes of the delta.
func (po *packObjects) size(h plumbing.Hash) (int64, error) {
	for _, p := range po.packs {
		off, ok := p.ix.find(h)
		if !ok {
			continue
		}
		if _, data, ok := po.cache.get(p, off); ok {
			return int64(len(data)), nil
		}
		e, buf, err := p.readEntry(off, po.buf)
		po.buf = buf[:0]
		switch {
		case err != nil:
			return 0, err
		case e.typ != packOfsDelta && e.typ != packRefDelta:
			return e.size, nil
		}
		head, err := po.inf.inflatePrefix(e.data, min(e.size, 20))
		if err != nil {
			return 0, err
		}
		_, rest, ok := deltaSize(head)
		dst, _, ok2 := deltaSize(rest)
		if !ok || !ok2 || dst > maxPackEntry {
			return 0, errDeclined
		}
		return int64(dst), nil
	}
	return 0, errDeclined
}

func packType(t plumbing.ObjectType) int {
	switch t {
	case plumbing.CommitObject:
		return packCommit
	case plumbing.TreeObject:
		return packTree
	case plumbing.BlobObject:
		return packBlob
	case plumbing.TagObject:
		return packTag
	}
	return -1
}

// link is one delta of a chain being resolved.
type link struct {
	off  uint64
	data []byte // compressed delta
	size int64
}

// resolve returns the type and content of the entry at off of p, applying
// its chain of deltas from the nearest cached or whole base. The bases of
// the chain are cached, and the object itself when it is a tree: a walk
// reads each commit once and a snapshot each blob once, and caching them
// evicted the trees the next diffs need. A chain longer than maxDeltaChain, or whose
// compressed deltas exceed maxPackEntry together, is declined.
func (po *packObjects) resolve(p *packFile, off uint64) (int, []byte, error) {
	var chain []link
	held := 0
	for {
		if typ, data, ok := po.cache.get(p, off); ok {
			return po.unwind(p, chain, typ, data)
		}
		if len(chain) > maxDeltaChain || held > maxPackEntry {
			return 0, nil, errDeclined
		}
		e, buf, err := p.readEntry(off, po.buf)
		po.buf = buf[:0]
		if err != nil {
			return 0, nil, err
		}
		switch e.typ {
		case packOfsDelta, packRefDelta:
			chain = append(chain, link{off: off, data: append([]byte(nil), e.data...), size: e.size})
			held += len(e.data)
			if e.typ == packOfsDelta {
				off = e.baseOff
			} else if off, err = po.refBase(p, e.baseRef); err != nil {
				return 0, nil, err
			}
			continue
		}
		data, err := po.inf.inflate(e.data, e.size, nil)
		if err != nil {
			return 0, nil, err
		}
		if len(chain) > 0 || e.typ == packTree {
			po.cache.put(p, off, e.typ, data)
		}
		return po.unwind(p, chain, e.typ, data)
	}
}

// refBase finds a REF_DELTA's base, which must be in the same pack.
func (po *packObjects) refBase(p *packFile, h plumbing.Hash) (uint64, error) {
	if off, ok := p.ix.find(h); ok {
		return off, nil
	}
	return 0, errDeclined
}

// unwind applies the deltas of chain, innermost last, to base.
func (po *packObjects) unwind(p *packFile, chain []link, typ int, data []byte) (int, []byte, error) {
	for i := len(chain) - 1; i >= 0; i-- {
		delta, err := po.inf.inflate(chain[i].data, chain[i].size, po.delta)
		if err != nil {
			return 0, nil, err
		}
		po.delta = delta
		if data, err = applyDelta(data, delta); err != nil {
			return 0, nil, err
		}
		if i > 0 || typ == packTree {
			po.cache.put(p, chain[i].off, typ, data)
		}
	}
	return typ, data, nil
}
