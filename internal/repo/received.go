package repo

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// receivedEvery is how often a clone's received bytes are measured.
const receivedEvery = 100 * time.Millisecond

// watchPack measures the pack data a clone into the bare repository dir
// has received (packBytes) every interval and passes it to report, from
// a goroutine of its own, until stop is called; stop measures once more,
// so the last report is the final size. A nil report watches nothing.
func watchPack(dir string, every time.Duration, report func(int64)) (stop func()) {
	if report == nil {
		return func() {}
	}
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
				report(packBytes(dir))
			}
		}
	}()
	return sync.OnceFunc(func() {
		close(quit)
		<-done
		report(packBytes(dir))
	})
}

// packBytes is the size of the pack files in the bare repository dir:
// go-git streams a fetched pack into objects/pack/tmp_pack_* and renames
// it pack-*.pack when it is whole, so their sizes add up to the bytes
// received, whatever the transport. Index files are not counted: they
// are computed here, not received. Files that vanish while listed (the
// rename) are skipped: the next measure sees them under their new name.
func packBytes(dir string) int64 {
	packDir := filepath.Join(dir, "objects", "pack")
	des, err := os.ReadDir(packDir)
	if err != nil {
		return 0
	}
	var n int64
	for _, d := range des {
		name := d.Name()
		if !strings.HasPrefix(name, "tmp_pack_") && !strings.HasSuffix(name, ".pack") {
			continue
		}
		if fi, err := d.Info(); err == nil && fi.Mode().IsRegular() {
			n += fi.Size()
		}
	}
	return n
}
