package cohort

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// buckets is a set of n append-only byte streams the near-duplicate
// search spills to: written in any order, then each read back. Writes to
// a bucket must all happen before it is first read.
type buckets interface {
	write(i int, p []byte) error
	// reader returns bucket i from its start; the previous reader of any
	// bucket is no longer used when it is called.
	reader(i int) (io.Reader, error)
	// close releases the buckets (temporary files are removed).
	close() error
}

// memBuckets keeps the buckets in memory: for rows whose shingles are in
// memory already (Build).
type memBuckets []bytes.Buffer

func newMemBuckets(n int) *memBuckets {
	b := make(memBuckets, n)
	return &b
}

func (m *memBuckets) write(i int, p []byte) error {
	_, err := (*m)[i].Write(p)
	return err
}

func (m *memBuckets) reader(i int) (io.Reader, error) {
	return bytes.NewReader((*m)[i].Bytes()), nil
}

func (m *memBuckets) close() error { return nil }

// fileBuckets keeps each bucket in a temporary file of one directory,
// written through a small buffer: memory is that buffer per bucket, and
// one read buffer.
type fileBuckets struct {
	dir   string
	files []*os.File
	w     []*bufio.Writer
	r     *bufio.Reader
}

// bucketBuffer is the write buffer of one file bucket, and the read buffer.
const bucketBuffer = 4 << 10

// newFileBuckets creates n empty file buckets in a new directory under
// parent (removed by close).
func newFileBuckets(parent string, n int) (*fileBuckets, error) {
	dir, err := os.MkdirTemp(parent, ".cohort-spill-")
	if err != nil {
		return nil, fmt.Errorf("near-duplicates: %w", err)
	}
	fb := &fileBuckets{dir: dir, files: make([]*os.File, n), w: make([]*bufio.Writer, n)}
	for i := range n {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%04d", i)))
		if err != nil {
			return nil, errors.Join(fmt.Errorf("near-duplicates: %w", err), fb.close())
		}
		fb.files[i], fb.w[i] = f, bufio.NewWriterSize(f, bucketBuffer)
	}
	return fb, nil
}

func (fb *fileBuckets) write(i int, p []byte) error {
	_, err := fb.w[i].Write(p)
	return err
}

func (fb *fileBuckets) reader(i int) (io.Reader, error) {
	if err := fb.w[i].Flush(); err != nil {
		return nil, err
	}
	if _, err := fb.files[i].Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	if fb.r == nil {
		fb.r = bufio.NewReaderSize(fb.files[i], bucketBuffer)
	} else {
		fb.r.Reset(fb.files[i])
	}
	return fb.r, nil
}

func (fb *fileBuckets) close() error {
	var errs []error
	for _, f := range fb.files {
		if f != nil {
			errs = append(errs, f.Close())
		}
	}
	errs = append(errs, os.RemoveAll(fb.dir))
	return errors.Join(errs...)
}
