package cohort

import (
	"cmp"
	"encoding/binary"
	"errors"
	"io"
	"slices"
)

// The near-duplicate search keeps neither the cohort's shingles nor an
// index of them in memory. It reads one entry's documents at a time and
// spills their (shingle, document) postings into partitionCount buckets
// by the shingle's top bits; then it reads one partition at a time, sorts
// it, drops the template shingles, counts each document's kept shingles,
// and writes every shingle shared by documents of two or more entries (a
// shared run: its documents) into the block bucket of each block of
// documents it touches. Memory is one entry's shingles, one partition,
// the per-document counts and one block's counters (blockCounters).

// partitionBits is the number of a shingle's top bits that pick its
// partition: a partition holds about 1/256 of the cohort's postings.
const partitionBits = 8

const partitionCount = 1 << partitionBits

// postingSize is the bytes of a spilled posting: the shingle (uint64) and
// the document index (uint32), little-endian.
const postingSize = 12

// docSource returns the documents of a row, and the error of what it
// could not read (the documents it returns are still compared).
type docSource func(r *Row) ([]DocShingles, error)

// inMemory is the docSource of rows that hold their Docs.
func inMemory(r *Row) ([]DocShingles, error) { return r.Docs, nil }

// spilled is what spillPostings found.
type spilled struct {
	docs    []docRef // in rows order: the documents of an entry are contiguous
	entries int      // entries with at least one shingle
	unread  error    // the joined errors of src
}

// spillPostings lists the documents of rows and writes their postings
// into parts.
func spillPostings(rows []Row, src docSource, parts buckets) (spilled, error) {
	var docs []docRef
	var rec [postingSize]byte
	var readErrs []error
	entries := 0
	for ri := range rows {
		ds, err := src(&rows[ri])
		if err != nil {
			readErrs = append(readErrs, err)
		}
		text := false
		for _, d := range ds {
			id := uint32(len(docs))
			for _, h := range d.Shingles {
				binary.LittleEndian.PutUint64(rec[:8], h)
				binary.LittleEndian.PutUint32(rec[8:], id)
				if err := parts.write(int(h>>(64-partitionBits)), rec[:]); err != nil {
					return spilled{}, err
				}
				text = true
			}
			docs = append(docs, docRef{entry: rows[ri].Name, doc: d.Name, rank: ri})
		}
		if text {
			entries++
		}
	}
	return spilled{docs: docs, entries: entries, unread: errors.Join(readErrs...)}, nil
}

// readPartition decodes a partition's postings into buf (reused) and
// sorts them by shingle, then document.
func readPartition(r io.Reader, buf []posting) ([]posting, error) {
	buf = buf[:0]
	var rec [postingSize]byte
	for {
		if _, err := io.ReadFull(r, rec[:]); err == io.EOF {
			break
		} else if err != nil {
			return buf, err
		}
		buf = append(buf, posting{binary.LittleEndian.Uint64(rec[:8]), int32(binary.LittleEndian.Uint32(rec[8:]))})
	}
	slices.SortFunc(buf, func(x, y posting) int { return cmp.Or(cmp.Compare(x.hash, y.hash), cmp.Compare(x.doc, y.doc)) })
	return buf, nil
}

// blocking cuts the documents into blocks of size consecutive indexes.
type blocking struct{ size, count int }

// blockCounters is the most shared-shingle counters (int32, 1 MiB) one
// block holds: a block has blockCounters / documents documents (at least
// one, at most all, and at most maxBlocks blocks in all).
const (
	blockCounters = 1 << 18
	maxBlocks     = 256
)

func blocksFor(docs, counters int) blocking {
	size := min(max(1, counters/max(docs, 1), (docs+maxBlocks-1)/maxBlocks), max(docs, 1))
	return blocking{size: size, count: max(1, (docs+size-1)/size)}
}

// indexShared reads the partitions one at a time and, for every shingle
// that is not template text (in more than half of the entries with any
// shingle), adds one to the kept count of each of its documents; a
// shingle of documents of two or more entries is written, as a shared run
// (uint32 count, then the documents' uint32 indexes, ascending), into the
// block bucket of each block it has a document in.
func indexShared(parts, blocks buckets, bl blocking, docs []docRef, entries int) error {
	var buf []posting
	var out []byte
	for p := range partitionCount {
		r, err := parts.reader(p)
		if err != nil {
			return err
		}
		if buf, err = readPartition(r, buf); err != nil {
			return err
		}
		for i := 0; i < len(buf); {
			j, distinct := i+1, 1
			for ; j < len(buf) && buf[j].hash == buf[i].hash; j++ {
				if docs[buf[j].doc].rank != docs[buf[j-1].doc].rank {
					distinct++
				}
			}
			if 2*distinct <= entries {
				for _, q := range buf[i:j] {
					docs[q.doc].kept++
				}
				if distinct > 1 {
					if out, err = writeRun(blocks, bl, buf[i:j], out); err != nil {
						return err
					}
				}
			}
			i = j
		}
	}
	return nil
}

// writeRun writes one shared run into the bucket of each block it
// touches (run is sorted by document, so blocks come in order).
func writeRun(blocks buckets, bl blocking, run []posting, out []byte) ([]byte, error) {
	out = binary.LittleEndian.AppendUint32(out[:0], uint32(len(run)))
	for _, q := range run {
		out = binary.LittleEndian.AppendUint32(out, uint32(q.doc))
	}
	last := -1
	for _, q := range run {
		if b := int(q.doc) / bl.size; b != last {
			if err := blocks.write(b, out); err != nil {
				return out, err
			}
			last = b
		}
	}
	return out, nil
}

// readRun reads the next shared run of a block bucket into run (reused);
// io.EOF at the bucket's end.
func readRun(r io.Reader, raw []byte, run []int32) ([]byte, []int32, error) {
	var n [4]byte
	if _, err := io.ReadFull(r, n[:]); err != nil {
		return raw, run, err
	}
	k := int(binary.LittleEndian.Uint32(n[:]))
	raw = slices.Grow(raw[:0], 4*k)[:4*k]
	if _, err := io.ReadFull(r, raw); err != nil {
		return raw, run, io.ErrUnexpectedEOF
	}
	run = run[:0]
	for i := range k {
		run = append(run, int32(binary.LittleEndian.Uint32(raw[4*i:])))
	}
	return raw, run, nil
}
