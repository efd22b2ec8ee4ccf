package pdftext

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
)

// wasmMemoryPages caps the WebAssembly linear memory of each engine
// instance (64 KiB pages): 8192 pages = 512 MiB.
const wasmMemoryPages = 8192

// The engine is process-wide: one wazero runtime and one compiled PDFium
// module, started on first use and never closed, shared by every Extract
// of the process. A batch of audits in one process therefore pays the
// start-up once, whatever the number of audits, and documents of all of
// them queue for the same instances (EngineOptions.Instances at once).
var (
	engineOnce    sync.Once
	enginePool    pdfium.Pool
	engineErr     error
	engineMu      sync.Mutex // guards engineOpts, engineStarted, engineCache*
	engineOpts    EngineOptions
	engineStarted bool
	engineCache   string // compilation cache in use, "" when none
	engineNoCache error  // why no compilation cache is used
)

// EngineOptions configure the process-wide engine.
type EngineOptions struct {
	// Instances is the number of PDFium instances that may extract at
	// once, each with its own WebAssembly memory (up to 512 MiB); 0 or
	// less means 1. Further Extract calls wait for a free instance.
	Instances int
}

// ErrEngineStarted is returned by ConfigureEngine once the engine runs.
var ErrEngineStarted = errors.New("pdf engine already started; configure it before the first Extract")

// ConfigureEngine sets the options of the process-wide engine. It must be
// called before the engine starts (the first Extract or StartEngine) and
// returns ErrEngineStarted afterwards, leaving the options unchanged.
func ConfigureEngine(o EngineOptions) error {
	engineMu.Lock()
	defer engineMu.Unlock()
	if engineStarted {
		return ErrEngineStarted
	}
	engineOpts = o
	return nil
}

// StartEngine starts the process-wide engine now, rather than at the
// first Extract: a caller that knows PDFs will come (a batch, a server)
// can overlap the start-up with other work. It returns the engine's start
// error (wrapping ErrUnsupported), the same for every call; safe for
// concurrent use.
func StartEngine() error {
	_, err := engine()
	return err
}

// EngineCache reports the on-disk compilation cache the started engine
// uses ("" and the reason when it uses none, or has not started).
func EngineCache() (dir string, why error) {
	engineMu.Lock()
	defer engineMu.Unlock()
	if !engineStarted {
		return "", errors.New("pdf engine not started")
	}
	return engineCache, engineNoCache
}

// engine starts the engine on first use and returns the process-wide
// pool. Compiling the PDFium module takes seconds; with the compilation
// cache (CacheDir) a later process loads the compiled code instead. A
// cache that fails (unwritable, corrupt) is emptied and tried again, then
// dropped (see startPool). The module gets no file system, no stdout and no
// stderr.
func engine() (pdfium.Pool, error) {
	engineOnce.Do(func() {
		defer func() {
			if r := recover(); r != nil {
				engineErr = fmt.Errorf("%w: engine start panicked: %v", ErrUnsupported, r)
			}
		}()
		engineMu.Lock()
		engineStarted = true
		opts := engineOpts
		engineMu.Unlock()
		dir, why := CacheDir()
		pool, used, err := startPool(opts, cacheUse{dir, why})
		engineMu.Lock()
		engineCache, engineNoCache = used.dir, used.why
		engineMu.Unlock()
		enginePool, engineErr = pool, err
		if engineErr != nil {
			engineErr = fmt.Errorf("%w: %v", ErrUnsupported, engineErr)
		}
	})
	return enginePool, engineErr
}

// cacheUse is a compilation cache directory, or "" and why there is none.
type cacheUse struct {
	dir string
	why error
}

// startPool starts a pool with the compilation cache c. When that fails
// (a corrupt or unwritable entry) it empties wazero's part of the cache
// and tries once more, then starts without a cache; it returns the cache
// in use.
func startPool(opts EngineOptions, c cacheUse) (pdfium.Pool, cacheUse, error) {
	if c.dir == "" {
		pool, err := newPool(opts, "")
		return pool, c, err
	}
	pool, err := newPool(opts, c.dir)
	if err == nil {
		return pool, c, nil
	}
	if clearCache(c.dir) == nil {
		if pool, err = newPool(opts, c.dir); err == nil {
			return pool, c, nil
		}
	}
	c = cacheUse{why: fmt.Errorf("compilation cache %s failed: %w", c.dir, err)}
	pool, err = newPool(opts, "")
	return pool, c, err
}

// clearCache removes wazero's subdirectories (wazero-VERSION-ARCH-OS) of
// the cache directory dir, and nothing else. It is a variable for tests.
var clearCache = func(dir string) error {
	subs, err := filepath.Glob(filepath.Join(dir, "wazero-*"))
	if err != nil {
		return err
	}
	var errs []error
	for _, s := range subs {
		errs = append(errs, os.RemoveAll(s))
	}
	return errors.Join(errs...)
}

// newPool starts a PDFium pool, with wazero's compilation cache in
// cacheDir unless it is "".
// It is a variable for tests.
var newPool = func(opts EngineOptions, cacheDir string) (pdfium.Pool, error) {
	rc := wazero.NewRuntimeConfig().
		WithCloseOnContextDone(true).
		WithMemoryLimitPages(wasmMemoryPages)
	if cacheDir != "" {
		cc, err := wazero.NewCompilationCacheWithDir(cacheDir)
		if err != nil {
			return nil, err
		}
		rc = rc.WithCompilationCache(cc)
	}
	n := max(opts.Instances, 1)
	return webassembly.Init(webassembly.Config{
		MinIdle:       0,
		MaxIdle:       n,
		MaxTotal:      n,
		ReuseWorkers:  true,
		FSConfig:      wazero.NewFSConfig(),
		RuntimeConfig: rc,
		Stdout:        io.Discard,
		Stderr:        io.Discard,
	})
}
