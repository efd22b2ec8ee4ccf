package batch

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	_ "modernc.org/sqlite" // registers driver "sqlite"

	"github.com/repo-auditor/auditor/internal/cohort"
	"github.com/repo-auditor/auditor/judges"
)

// StateKey identifies one audit result: an entry is done and current when
// a row with the same key exists. Any change (a new commit, another rubric
// or tool version, other options) makes it a new key, so it is audited
// again.
type StateKey struct {
	Entry         string // Entry.Name + " " + Entry.Key()
	Commit        string
	RubricDigest  string
	ToolVersion   string
	OptionsDigest string
}

// State is the resumable state of a batch: an SQLite file (WAL mode) with
// one row per finished entry. A row is written in one transaction after
// the entry's report files are written, so an interrupted run leaves only
// whole results; entries without a row are audited by the next run.
type State struct {
	db *sql.DB
}

const stateSchema = `CREATE TABLE IF NOT EXISTS results (
	entry          TEXT NOT NULL,
	commit_id      TEXT NOT NULL,
	rubric_digest  TEXT NOT NULL,
	tool_version   TEXT NOT NULL,
	options_digest TEXT NOT NULL,
	status         TEXT NOT NULL,
	row            TEXT NOT NULL,
	PRIMARY KEY (entry, commit_id, rubric_digest, tool_version, options_digest)
)`

// OpenState opens (creating if needed) the state file at path.
func OpenState(path string) (*State, error) {
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("state %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(stateSchema); err != nil {
		db.Close()
		return nil, fmt.Errorf("state %s: %w", path, err)
	}
	return &State{db: db}, nil
}

// Close closes the database.
func (s *State) Close() error { return s.db.Close() }

// Done returns the stored row for k, if any.
func (s *State) Done(ctx context.Context, k StateKey) (cohort.Row, bool, error) {
	var data string
	err := s.db.QueryRowContext(ctx, `SELECT row FROM results WHERE entry=? AND commit_id=? AND rubric_digest=? AND tool_version=? AND options_digest=?`,
		k.Entry, k.Commit, k.RubricDigest, k.ToolVersion, k.OptionsDigest).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return cohort.Row{}, false, nil
	}
	if err != nil {
		return cohort.Row{}, false, err
	}
	var r storedRow
	if err := json.Unmarshal([]byte(data), &r); err != nil || !hasEntryFields(data) {
		return cohort.Row{}, false, nil // unreadable or older: audit again
	}
	return r.row(), true, nil
}

// requiredEntryFields are the entry fields a stored row must have: a row
// stored by an earlier build without them is audited again rather than
// reported with them zero.
var requiredEntryFields = []string{"flagged_claims"}

func hasEntryFields(data string) bool {
	var r struct {
		Entry map[string]json.RawMessage `json:"entry"`
	}
	if json.Unmarshal([]byte(data), &r) != nil {
		return false
	}
	for _, f := range requiredEntryFields {
		if _, ok := r.Entry[f]; !ok {
			return false
		}
	}
	return true
}

// Put records the result of k, replacing an older one for the same entry
// (another commit or options), in one transaction.
func (s *State) Put(ctx context.Context, k StateKey, row cohort.Row) error {
	data, err := json.Marshal(toStored(row))
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM results WHERE entry=?`, k.Entry); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO results VALUES (?,?,?,?,?,?,?)`,
		k.Entry, k.Commit, k.RubricDigest, k.ToolVersion, k.OptionsDigest, row.Status, string(data)); err != nil {
		return err
	}
	return tx.Commit()
}

// storedRow is a cohort.Row as JSON (Row embeds Entry, whose JSON has no
// room for the rubric and the criteria definitions).
type storedRow struct {
	Entry    cohort.Entry          `json:"entry"`
	Rubric   *judges.RubricRef     `json:"rubric,omitempty"`
	Criteria []cohort.RowCriterion `json:"criteria"`
}

func toStored(r cohort.Row) storedRow {
	return storedRow{Entry: r.Entry, Rubric: r.Rubric, Criteria: r.Criteria}
}

func (s storedRow) row() cohort.Row {
	return cohort.Row{Entry: s.Entry, Rubric: s.Rubric, Criteria: s.Criteria}
}
