package batch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseShard(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == EnvJobIndex {
				return v
			}
			return ""
		}
	}
	tests := []struct {
		in, index string
		want      Shard
		wantErr   string
	}{
		{"", "", Shard{}, ""},
		{"0/1", "", Shard{0, 1}, ""},
		{"6/7", "", Shard{6, 7}, ""},
		{"auto/4", "3", Shard{3, 4}, ""},
		{"7/7", "", Shard{}, "from 0 to 6"},
		{"-1/3", "", Shard{}, "from 0 to 2"},
		{"1/0", "", Shard{}, "use I/N"},
		{"1", "", Shard{}, "use I/N"},
		{"auto/4", "", Shard{}, "JOB_COMPLETION_INDEX is not set"},
		{"auto/4", "4", Shard{}, "from 0 to 3"},
	}
	for _, tt := range tests {
		t.Run(tt.in+"@"+tt.index, func(t *testing.T) {
			got, err := ParseShard(tt.in, env(tt.index))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func entries(n int) []Entry {
	var es []Entry
	for i := range n {
		es = append(es, Entry{Name: fmt.Sprint("e", i), URL: fmt.Sprintf("https://example.com/org/repo%d.git", i)})
	}
	return es
}

// Every entry is in exactly one shard, the shards are not empty for a
// list much longer than N, and an entry's shard does not change when the
// list grows (or is reordered).
func TestShardPartitionStable(t *testing.T) {
	for _, n := range []int{1, 2, 7} {
		small, big := entries(40), entries(200)
		shardOf := map[string]int{}
		for i := range n {
			for _, e := range (Shard{i, n}).Select(small) {
				if prev, dup := shardOf[e.Key()]; dup {
					t.Fatalf("N=%d: %s in shards %d and %d", n, e.Key(), prev, i)
				}
				shardOf[e.Key()] = i
			}
		}
		if len(shardOf) != len(small) {
			t.Fatalf("N=%d: %d of %d entries in a shard", n, len(shardOf), len(small))
		}
		for i := range n {
			sel := (Shard{i, n}).Select(big)
			if len(sel) == 0 {
				t.Errorf("N=%d: shard %d of 200 entries is empty", n, i)
			}
			for _, e := range sel {
				if s, ok := shardOf[e.Key()]; ok && s != i {
					t.Errorf("N=%d: %s moved from shard %d to %d when the list grew", n, e.Key(), s, i)
				}
			}
		}
	}
}
