package cache_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/llm"
	"github.com/repo-auditor/auditor/internal/llm/cache"
)

func open(t *testing.T, path string) *cache.SQLite {
	t.Helper()
	c, err := cache.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestRoundTripAndPersistence(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	c := open(t, path)
	if _, ok, err := c.Get(ctx, "missing"); ok || err != nil {
		t.Fatalf("miss: %v %v", ok, err)
	}
	want := llm.Response{Text: "héllo\x00`json`", InputTokens: 10, OutputTokens: 3, Model: "gemini-2.5-flash"}
	if err := c.Put(ctx, "k1", want); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	c2 := open(t, path)
	got, ok, err := c2.Get(ctx, "k1")
	if err != nil || !ok {
		t.Fatalf("after reopen: %v %v", ok, err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Last write wins.
	want.Text = "second"
	if err := c2.Put(ctx, "k1", want); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := c2.Get(ctx, "k1"); got.Text != "second" {
		t.Errorf("overwrite: %q", got.Text)
	}
	if n, err := c2.Len(ctx); n != 1 || err != nil {
		t.Errorf("len %d %v", n, err)
	}
}

func TestWALAndSchemaVersion(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	open(t, path)
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var mode string
	var version int
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal_mode %q %v", mode, err)
	}
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil || version != cache.SchemaVersion {
		t.Errorf("user_version %d %v", version, err)
	}
	if _, err := db.ExecContext(ctx, "PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	if _, err := cache.Open(ctx, path); err == nil || !strings.Contains(err.Error(), "schema version 99") {
		t.Errorf("future schema accepted: %v", err)
	}
}

func TestOpenRejects(t *testing.T) {
	ctx := context.Background()
	for _, p := range []string{"", "a?b.db", filepath.Join(t.TempDir(), "missing-dir", "c.db")} {
		if c, err := cache.Open(ctx, p); err == nil {
			c.Close()
			t.Errorf("Open(%q) succeeded", p)
		}
	}
}

func TestCorruptEntryIsAnErrorNotAPanic(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	c := open(t, path)
	db, _ := sql.Open("sqlite", path)
	defer db.Close()
	if _, err := db.ExecContext(ctx, "INSERT INTO responses VALUES ('bad', 'm', '{not json')"); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := c.Get(ctx, "bad"); ok || err == nil {
		t.Errorf("corrupt entry: ok=%v err=%v", ok, err)
	}
}

// TestConcurrent shares two handles on one file across goroutines (-race).
func TestConcurrent(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	a, b := open(t, path), open(t, path)
	var wg sync.WaitGroup
	errs := make(chan error, 200)
	for i := range 100 {
		wg.Go(func() {
			c := a
			if i%2 == 1 {
				c = b
			}
			key := fmt.Sprint("k", i%20)
			if err := c.Put(ctx, key, llm.Response{Text: key}); err != nil {
				errs <- err
			}
			if r, ok, err := c.Get(ctx, key); err != nil || !ok || r.Text != key {
				errs <- fmt.Errorf("get %s: %v %v %q", key, ok, err, r.Text)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n, _ := a.Len(ctx); n != 20 {
		t.Errorf("len %d, want 20", n)
	}
}
