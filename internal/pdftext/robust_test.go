package pdftext

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/pdftext/internal/pdfgen"
)

// TestErrors checks that bad input yields the documented sentinel errors.
func TestErrors(t *testing.T) {
	paths := fixture(t, "gen_paths.pdf")
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrCorrupt},
		{"not a pdf", []byte("hello, this is plain text\n"), ErrCorrupt},
		{"header only", []byte("%PDF-1.7\n%%EOF\n"), ErrCorrupt},
		{"truncated", paths[:200], ErrCorrupt},
		{"garbage after header", append([]byte("%PDF-1.4\n"), make([]byte, 4096)...), ErrCorrupt},
		{"encrypted", fixture(t, "gen_encrypted.pdf"), ErrEncrypted},
		{"too large", make([]byte, MaxInputBytes+1), ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Extract(context.Background(), tt.data)
			if !errors.Is(err, tt.want) || d != nil {
				t.Errorf("Extract = %v, %v; want nil, %v", d, err, tt.want)
			}
		})
	}
}

// TestEngineReusableAfterErrors checks that failures leave a working
// engine behind.
func TestEngineReusableAfterErrors(t *testing.T) {
	for i := 0; i < 3; i++ {
		if _, err := Extract(context.Background(), []byte(fmt.Sprintf("%%PDF-1.4\nbroken %d", i))); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("broken input: %v", err)
		}
	}
	defaultCache.reset()
	if d := extract(t, "gen_table.pdf"); len(d.Pages) != 1 {
		t.Fatalf("after errors: %d pages", len(d.Pages))
	}
}

// TestContextCanceled checks that a context already done is honoured.
func TestContextCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Extract(ctx, fixture(t, "gen_paths.pdf")); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled context: err = %v", err)
	}
}

// TestDeadlineInterruptsExtraction runs a large document with a deadline
// far too short: Extract must return promptly with the deadline error,
// and the engine must work again afterwards.
func TestDeadlineInterruptsExtraction(t *testing.T) {
	extract(t, "gen_table.pdf") // engine started outside the deadline
	big := pdfgen.Find("gen_tenpages.pdf")
	for len(big.Pages) < 400 {
		big.Pages = append(big.Pages, big.Pages...)
	}
	data := big.Bytes()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Extract(ctx, data)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want deadline exceeded", err)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("interrupted extraction took %v", el)
	}
	defaultCache.reset()
	if d := extract(t, "gen_twocol.pdf"); len(d.Pages) != 1 {
		t.Fatalf("after interruption: %d pages", len(d.Pages))
	}
}

// TestMaxDuration checks the internal time cap: a document that takes
// longer than maxDuration is refused with ErrTooLarge, not the caller's
// context error.
func TestMaxDuration(t *testing.T) {
	extract(t, "gen_table.pdf") // engine started outside the cap
	defer func(d time.Duration) { maxDuration = d }(maxDuration)
	maxDuration = 20 * time.Millisecond
	defaultCache.reset()
	big := pdfgen.ManyPages(400).Bytes()
	_, err := Extract(context.Background(), big)
	if !errors.Is(err, ErrTooLarge) || errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}

// TestConcurrentExtract runs extractions in parallel (run with -race) and
// checks each result equals the sequential one.
func TestConcurrentExtract(t *testing.T) {
	names := []string{"gen_paths.pdf", "gen_table.pdf", "gen_twocol.pdf", "lo_table.pdf", "gen_images.pdf"}
	want := map[string]*Doc{}
	for _, n := range names {
		want[n] = extract(t, n)
	}
	defaultCache.reset()
	var wg sync.WaitGroup
	got := make([]*Doc, 4*len(names))
	errs := make([]error, len(got))
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = Extract(context.Background(), fixture(t, names[i%len(names)]))
		}()
	}
	wg.Wait()
	for i, d := range got {
		name := names[i%len(names)]
		if errs[i] != nil {
			t.Errorf("%s: %v", name, errs[i])
			continue
		}
		if diff := cmp.Diff(want[name], d); diff != "" {
			t.Errorf("%s concurrent result differs -want +got:\n%s", name, diff)
		}
	}
}

// TestCacheReturnsPrivateCopies checks memoisation by content and that a
// caller mutating its result cannot alter what later callers get.
func TestCacheReturnsPrivateCopies(t *testing.T) {
	defaultCache.reset()
	data := fixture(t, "gen_images.pdf")
	first, err := Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := defaultCache.docs[cacheKey(data)]; !ok {
		t.Fatal("document not memoised")
	}
	want := first.clone()
	first.Pages[0].Text = "mutated"
	first.Pages[0].Images[0].Width = -1
	second, err := Extract(context.Background(), append([]byte(nil), data...))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, second); diff != "" {
		t.Errorf("cached result altered by caller -want +got:\n%s", diff)
	}
}

// TestCacheBounds checks eviction by entry count and by text size.
func TestCacheBounds(t *testing.T) {
	c := &cache{docs: map[[32]byte]*Doc{}}
	for i := 0; i < cacheEntries+3; i++ {
		c.put(cacheKey([]byte{byte(i)}), &Doc{Pages: []Page{{Number: 1, Text: "x"}}})
	}
	if len(c.docs) != cacheEntries || len(c.order) != cacheEntries {
		t.Errorf("cache holds %d docs, %d keys; want %d", len(c.docs), len(c.order), cacheEntries)
	}
	if _, ok := c.get(cacheKey([]byte{0})); ok {
		t.Error("oldest entry not evicted")
	}
	huge := &Doc{Pages: []Page{{Text: string(make([]byte, cacheBytes+1))}}}
	c.put(cacheKey([]byte("huge")), huge)
	if _, ok := c.get(cacheKey([]byte("huge"))); ok {
		t.Error("document larger than the cache was kept")
	}
	half := &Doc{Pages: []Page{{Text: string(make([]byte, cacheBytes/2+1))}}}
	c.put(cacheKey([]byte("a")), half)
	c.put(cacheKey([]byte("b")), half)
	if _, ok := c.get(cacheKey([]byte("a"))); ok || c.bytes > cacheBytes {
		t.Errorf("byte bound not enforced: %d bytes held", c.bytes)
	}
}

// TestLimits checks the page and text caps and the Truncated flag.
func TestLimits(t *testing.T) {
	defer func(p, b int) { maxPages, maxTextBytes = p, b }(maxPages, maxTextBytes)
	data := pdfgen.ManyPages(12).Bytes()
	tests := []struct {
		name      string
		pages     int
		textBytes int
		wantPages int
		wantText  string // text of the last page kept
		truncated bool
	}{
		{"no limit hit", 100, 1 << 20, 12, "page 12", false},
		{"page cap", 5, 1 << 20, 5, "page 5", true},
		{"text cap cuts a page", 100, len("page 1page 2pa"), 3, "pa", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defaultCache.reset()
			maxPages, maxTextBytes = tt.pages, tt.textBytes
			d, err := Extract(context.Background(), data)
			if err != nil {
				t.Fatal(err)
			}
			got := []any{len(d.Pages), d.Pages[len(d.Pages)-1].Text, d.Truncated, d.PageCount}
			want := []any{tt.wantPages, tt.wantText, tt.truncated, 12}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("pages, last text, truncated, page count -want +got:\n%s", diff)
			}
		})
	}
	defaultCache.reset()
}
