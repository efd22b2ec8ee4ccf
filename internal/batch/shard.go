package batch

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// Shard selects the part of a list one process audits: the entries whose
// key hash modulo N is I. The zero value (N 0) selects everything.
type Shard struct {
	I, N int
}

// EnvJobIndex is the variable a Kubernetes Indexed Job sets in each pod
// (0-based); --shard auto/N reads it.
const EnvJobIndex = "JOB_COMPLETION_INDEX"

// ParseShard parses "I/N" (0 <= I < N) or "auto/N" (I from
// JOB_COMPLETION_INDEX, read with getenv). "" is no sharding.
func ParseShard(s string, getenv func(string) string) (Shard, error) {
	if s == "" {
		return Shard{}, nil
	}
	is, ns, ok := strings.Cut(s, "/")
	n, err := strconv.Atoi(ns)
	if !ok || err != nil || n < 1 {
		return Shard{}, fmt.Errorf("--shard %q: use I/N with 0 <= I < N (e.g. 0/4), or auto/N inside a Kubernetes Indexed Job", s)
	}
	if is == "auto" {
		is = getenv(EnvJobIndex)
		if is == "" {
			return Shard{}, fmt.Errorf("--shard %s: %s is not set (it is set in the pods of a Kubernetes Indexed Job); give the index yourself as I/%d", s, EnvJobIndex, n)
		}
	}
	i, err := strconv.Atoi(is)
	if err != nil || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("--shard %q: the index %q must be a number from 0 to %d", s, is, n-1)
	}
	return Shard{I: i, N: n}, nil
}

// Has reports whether e belongs to the shard. The choice depends on the
// entry's key alone (FNV-1a 64 of URL and ref), so adding entries to the
// list never moves the others to another shard.
func (s Shard) Has(e Entry) bool {
	if s.N <= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(e.Key()))
	return h.Sum64()%uint64(s.N) == uint64(s.I)
}

// Select returns the entries of es in the shard, in list order.
func (s Shard) Select(es []Entry) []Entry {
	var out []Entry
	for _, e := range es {
		if s.Has(e) {
			out = append(out, e)
		}
	}
	return out
}

// String is "I/N", or "" for no sharding.
func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}
