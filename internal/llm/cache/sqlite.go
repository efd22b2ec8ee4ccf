// Package cache is the persistent llm.Cache: one SQLite file (pure Go,
// modernc.org/sqlite) in WAL mode, shared safely by concurrent goroutines and
// processes, so a re-run on the same input makes zero model calls.
package cache

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	_ "modernc.org/sqlite" // registers driver "sqlite"

	"github.com/repo-auditor/auditor/internal/llm"
)

// SchemaVersion is stored in PRAGMA user_version.
const SchemaVersion = 1

// MaxEntryBytes bounds one stored response.
const MaxEntryBytes = 16 << 20

const schema = `CREATE TABLE IF NOT EXISTS responses (
	key      TEXT PRIMARY KEY,
	model    TEXT NOT NULL,
	response TEXT NOT NULL
) WITHOUT ROWID`

// SQLite is an llm.Cache backed by a SQLite file. Safe for concurrent use.
type SQLite struct {
	db *sql.DB
}

var _ llm.Cache = (*SQLite)(nil)

// Open opens (creating if needed) the cache file at path. A file with a
// different schema version is refused rather than overwritten.
func Open(ctx context.Context, path string) (*SQLite, error) {
	if path == "" || strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("llm cache: invalid path %q", path)
	}
	dsn := path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("llm cache: %w", err)
	}
	if err := migrate(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("llm cache %s: %w", path, err)
	}
	return &SQLite{db: db}, nil
}

func migrate(ctx context.Context, db *sql.DB) error {
	var v int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return err
	}
	switch v {
	case SchemaVersion:
		return nil
	case 0:
	default:
		return fmt.Errorf("schema version %d, this build uses %d: delete the file to rebuild it", v, SchemaVersion)
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, schema); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion)); err != nil {
		return err
	}
	return tx.Commit()
}

// Get implements llm.Cache.
func (c *SQLite) Get(ctx context.Context, key string) (llm.Response, bool, error) {
	var raw string
	err := c.db.QueryRowContext(ctx, "SELECT response FROM responses WHERE key = ?", key).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return llm.Response{}, false, nil
	}
	if err != nil {
		return llm.Response{}, false, fmt.Errorf("llm cache get: %w", err)
	}
	if len(raw) > MaxEntryBytes {
		return llm.Response{}, false, fmt.Errorf("llm cache get: entry is %d bytes", len(raw))
	}
	var r llm.Response
	if err := json.Unmarshal([]byte(raw), &r); err != nil {
		return llm.Response{}, false, fmt.Errorf("llm cache get: corrupt entry: %w", err)
	}
	return r, true, nil
}

// Put implements llm.Cache (last write wins).
func (c *SQLite) Put(ctx context.Context, key string, r llm.Response) error {
	raw, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if len(raw) > MaxEntryBytes {
		return fmt.Errorf("llm cache put: entry is %d bytes", len(raw))
	}
	_, err = c.db.ExecContext(ctx,
		"INSERT OR REPLACE INTO responses (key, model, response) VALUES (?, ?, ?)", key, r.Model, string(raw))
	if err != nil {
		return fmt.Errorf("llm cache put: %w", err)
	}
	return nil
}

// Len is the number of stored responses.
func (c *SQLite) Len(ctx context.Context) (int, error) {
	var n int
	err := c.db.QueryRowContext(ctx, "SELECT count(*) FROM responses").Scan(&n)
	return n, err
}

// Close closes the database.
func (c *SQLite) Close() error { return c.db.Close() }
