package mdparse

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
)

// headings is a Markdown document of n level-2 headings.
func headings(n int) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "## part %d\n\nSee `src/m%d.py`.\n\n", i, i)
	}
	return []byte(b.String())
}

// TestParse: a live context parses the whole document; one already done
// skips the parse; one done during a long parse returns at once (the
// 1,000,000-heading document parses in about 1.5 s, at least 5 times the
// bound even without the race detector).
func TestParse(t *testing.T) {
	p := goldmark.New().Parser()
	root, err := Parse(context.Background(), p, headings(3))
	if err != nil || root == nil || root.ChildCount() != 6 {
		t.Fatalf("live context: %v, err %v, want a document of 6 blocks", root, err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if root, err := Parse(done, p, headings(3)); root != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("done context: %v, %v; want no tree and context.Canceled", root, err)
	}
	big := headings(1_000_000)
	ctx, stop := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer stop()
	start := time.Now()
	root, err = Parse(ctx, p, big)
	if took := time.Since(start); took > 300*time.Millisecond {
		t.Errorf("a deadline during the parse returned after %v, want within 300ms", took)
	}
	if root != nil || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v, %v; want no tree and context.DeadlineExceeded", root, err)
	}
}

// TestParseEndsAbandonedParse: the reader of a cancelled parse reports
// the end of the document, so the abandoned block parse stops early.
func TestParseEndsAbandonedParse(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := goldmark.New().Parser()
	src := headings(10_000)
	full := p.Parse(readerOf(context.Background(), src))
	cut := p.Parse(readerOf(ctx, src))
	if n, m := blocks(full), blocks(cut); m >= n || m > 2*checkEvery {
		t.Errorf("cancelled parse has %d blocks (whole document %d), want at most %d", m, n, 2*checkEvery)
	}
}

func blocks(n ast.Node) int { return n.ChildCount() }
