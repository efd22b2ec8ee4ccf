package pdftext

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/klippa-app/go-pdfium"
)

// TestCacheDir resolves the compilation cache directory from the
// environment: explicit directories are created and probed; "off", an
// uncreatable or group-writable directory, or no known wazero version
// (test binaries) without the variable disable the cache.
func TestCacheDir(t *testing.T) {
	tmp := t.TempDir()
	file := filepath.Join(tmp, "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	shared := filepath.Join(tmp, "shared")
	if err := os.Mkdir(shared, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, env, want string
		wantErr         string // substring; "" for no error
	}{
		{"explicit, created", filepath.Join(tmp, "a", "b"), filepath.Join(tmp, "a", "b"), ""},
		{"off", "off", "", EnvCacheDir + "=off"},
		{"under a regular file", filepath.Join(file, "x"), "", "compilation cache"},
		{"writable by others", shared, "", "writable by other users"},
		{"default, version unknown", "", "", "wazero's version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := cacheDir(func(k string) string {
				if k == EnvCacheDir {
					return tt.env
				}
				return ""
			})
			if got != tt.want {
				t.Errorf("dir = %q, want %q", got, tt.want)
			}
			if gotErr := errString(err); tt.wantErr == "" && err != nil || !strings.Contains(gotErr, tt.wantErr) {
				t.Errorf("err = %q, want it to contain %q", gotErr, tt.wantErr)
			}
			if got != "" {
				if fi, err := os.Stat(got); err != nil || fi.Mode().Perm() != 0o700 {
					t.Errorf("cache dir not created 0700: %v %v", fi.Mode(), err)
				}
				if ents, _ := os.ReadDir(got); len(ents) != 0 {
					t.Errorf("probe file left behind: %v", ents)
				}
			}
		})
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestStartPoolFallsBack: a pool that fails to start with its cache (an
// unwritable or corrupt entry) is started again after the cache is
// emptied, then without a cache, keeping the reason; without a cache
// directory no cache is tried.
func TestStartPoolFallsBack(t *testing.T) {
	origNew, origClear := newPool, clearCache
	t.Cleanup(func() { newPool, clearCache = origNew, origClear })
	off := errors.New("off")
	tests := []struct {
		name      string
		in        cacheUse
		failures  int // calls with a cache that fail
		clearErr  error
		wantCalls []string
		wantDir   string
		wantWhy   string
	}{
		{"cache works", cacheUse{dir: "/c"}, 0, nil, []string{"/c"}, "/c", ""},
		{"corrupt entry, cleared", cacheUse{dir: "/c"}, 1, nil, []string{"/c", "clear", "/c"}, "/c", ""},
		{"cache keeps failing", cacheUse{dir: "/c"}, 2, nil, []string{"/c", "clear", "/c", ""}, "", "compilation cache /c failed: corrupt"},
		{"cache cannot be cleared", cacheUse{dir: "/c"}, 1, errors.New("EPERM"), []string{"/c", "clear", ""}, "", "compilation cache /c failed: corrupt"},
		{"no cache", cacheUse{why: off}, 0, nil, []string{""}, "", "off"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls []string
			failures := tt.failures
			newPool = func(_ EngineOptions, dir string) (pdfium.Pool, error) {
				calls = append(calls, dir)
				if dir != "" && failures > 0 {
					failures--
					return nil, errors.New("corrupt")
				}
				return nil, nil
			}
			clearCache = func(dir string) error {
				calls = append(calls, "clear")
				return tt.clearErr
			}
			_, used, err := startPool(EngineOptions{}, tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.wantCalls, calls); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
			if used.dir != tt.wantDir || errString(used.why) != tt.wantWhy {
				t.Errorf("used = %q, %v; want %q, %q", used.dir, used.why, tt.wantDir, tt.wantWhy)
			}
		})
	}
}

// TestClearCache removes wazero's subdirectories of the cache directory
// and leaves anything else in it.
func TestClearCache(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"wazero-v1-amd64-linux/abc", "wazero-dev-amd64-linux/def", "mine/keep"} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(p)), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := clearCache(dir); err != nil {
		t.Fatal(err)
	}
	var left []string
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		left = append(left, e.Name())
	}
	if diff := cmp.Diff([]string{"mine"}, left); diff != "" {
		t.Errorf("left in the cache dir (-want +got):\n%s", diff)
	}
}

// TestConfigureEngineAfterStart: options are refused once the engine runs,
// and EngineCache reports the cache the engine uses (none in a test
// binary without AUDITOR_WASM_CACHE).
func TestConfigureEngineAfterStart(t *testing.T) {
	if err := StartEngine(); err != nil {
		t.Skipf("engine unavailable: %v", err)
	}
	if err := ConfigureEngine(EngineOptions{Instances: 2}); !errors.Is(err, ErrEngineStarted) {
		t.Errorf("ConfigureEngine after start = %v, want ErrEngineStarted", err)
	}
	dir, why := EngineCache()
	if os.Getenv(EnvCacheDir) == "" && (dir != "" || why == nil) {
		t.Errorf("EngineCache = %q, %v; want no cache and a reason", dir, why)
	}
}
