package repo

import "github.com/go-git/go-git/v5/plumbing"

// blobCacheSize bounds each blob reader's cache: the blobs of the audited
// revision are mostly stored whole (git deltas older versions against
// newer ones), so a cache of delta bases helps little.
const blobCacheSize = 1 << 20

// maxIdleBlobReaders bounds the readers blobReaders keeps between reads.
const maxIdleBlobReaders = 4

// blobReaders lends pack readers (forks of one packObjects) to concurrent
// blob reads: go-git's packfile decoder spent ~0.4 s of CPU reading the
// 2,800 blobs of a bare clone of golang/tools; readers of their own let
// the reads run without the backend's lock. Safe for concurrent use.
type blobReaders struct {
	idle chan *packObjects
}

func newBlobReaders() blobReaders {
	return blobReaders{idle: make(chan *packObjects, maxIdleBlobReaders)}
}

// read returns the content of blob h from the packs of po (errDeclined
// when they do not serve it). The slice may be shared with a reader's
// cache: callers must not modify it.
func (b blobReaders) read(po *packObjects, h plumbing.Hash) ([]byte, error) {
	var r *packObjects
	select {
	case r = <-b.idle:
	default:
		r = po.fork(blobCacheSize)
	}
	data, err := r.read(h, plumbing.BlobObject)
	select {
	case b.idle <- r:
	default:
	}
	return data, err
}
