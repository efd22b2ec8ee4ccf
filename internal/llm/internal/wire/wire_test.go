package wire

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCaptureRedirectAndLimit(t *testing.T) {
	big := strings.Repeat("x", MaxBody+10)
	mux := http.NewServeMux()
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://elsewhere.invalid/steal", http.StatusFound)
	})
	mux.HandleFunc("/limited", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "5")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = io.WriteString(w, strings.Repeat("e", MaxErrorBody*2))
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, big) })
	srv := httptest.NewServer(mux)
	defer srv.Close()
	c := NewClient()

	get := func(path string) (*http.Response, *Capture) {
		ctx, capt := WithCapture(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+path, nil)
		req.Header.Set("x-goog-api-key", "secret")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		return resp, capt
	}

	resp, capt := get("/redirect")
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound || capt.Status() != http.StatusFound {
		t.Errorf("redirect followed: status %d / %d", resp.StatusCode, capt.Status())
	}

	resp, capt = get("/limited")
	_, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if capt.Status() != 429 || capt.RetryAfter() != "5" || len(capt.ErrorBody()) != MaxErrorBody {
		t.Errorf("capture: %d %q %d bytes", capt.Status(), capt.RetryAfter(), len(capt.ErrorBody()))
	}

	resp, _ = get("/big")
	n, err := io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err == nil || n != MaxBody {
		t.Errorf("read %d bytes, err %v: want the cap enforced", n, err)
	}
}
