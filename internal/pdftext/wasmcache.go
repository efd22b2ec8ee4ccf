package pdftext

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
)

// EnvCacheDir names the environment variable that overrides where the
// compiled PDF engine is cached: a directory, or "off" for no cache.
const EnvCacheDir = "AUDITOR_WASM_CACHE"

// cacheDirOff is the EnvCacheDir value that disables the cache.
const cacheDirOff = "off"

// errCacheOff says the cache was disabled on purpose.
var errCacheOff = errors.New(EnvCacheDir + "=off")

// CacheDir returns the directory of the engine's on-disk compilation
// cache: $AUDITOR_WASM_CACHE when set (non-empty), else
// os.UserCacheDir()/auditor/wasm (~/.cache/auditor/wasm on Linux). It
// returns an error, and the engine compiles from scratch at every process
// start, when the variable is "off", when there is no user cache
// directory or the binary does not record wazero's version (test
// binaries: set the variable), or when the directory cannot be created
// or written, or is writable by other users (it holds machine code the
// process runs).
func CacheDir() (string, error) {
	return cacheDir(os.Getenv)
}

func cacheDir(getenv func(string) string) (string, error) {
	dir := getenv(EnvCacheDir)
	switch dir {
	case cacheDirOff:
		return "", errCacheOff
	case "":
		if v := wazeroVersion(); v == "" {
			return "", errors.New("wazero's version is not in the build info (a test binary?); " +
				"no default compilation cache, set " + EnvCacheDir)
		}
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("no user cache directory: %w", err)
		}
		dir = filepath.Join(base, "auditor", "wasm")
	}
	if err := usableDir(dir); err != nil {
		return "", err
	}
	return dir, nil
}

// wazeroVersion is the version of wazero this binary was built with, ""
// when the build info does not say (test binaries). wazero names its cache
// subdirectory after it, "dev" when unknown: a default cache shared by
// binaries of unknown versions could hand one wazero the machine code
// another compiled, so the default cache needs a known version.
func wazeroVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, d := range info.Deps {
		if d.Path == "github.com/tetratelabs/wazero" && d.Version != "" && d.Version != "(devel)" {
			return d.Version
		}
	}
	return ""
}

// usableDir creates dir (0700) if needed and checks that this process
// can write a file in it and that no other user can.
func usableDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("compilation cache: %w", err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("compilation cache: %w", err)
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("compilation cache %s is writable by other users (%v); not used", dir, fi.Mode().Perm())
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return fmt.Errorf("compilation cache not writable: %w", err)
	}
	f.Close()
	return os.Remove(f.Name())
}
