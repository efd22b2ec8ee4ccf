//go:build linux

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostileCase is one hostile repository: build writes its files into dir,
// then it is committed (git) or audited as a plain directory.
type hostileCase struct {
	name    string
	build   func(t *testing.T, dir string)
	git     bool
	staged  func(t *testing.T, dir string) // after git add, before the commit
	args    []string
	seconds float64 // wall-time bound (scaled by slowdown)
	mib     int     // peak RSS bound in MiB (not checked under -race)
	check   func(t *testing.T, rep map[string]any, stderr string)
}

// writeFiles writes name -> content under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

func gitIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("git %v: %v\n%s", args, err, out)
	}
}

// claimStatus returns text -> status of the report's PATH_CLAIM evidence.
func claimStatus(rep map[string]any) map[string]string {
	out := map[string]string{}
	evs, _ := rep["evidences"].(map[string]any)
	for _, list := range evs {
		items, _ := list.([]any)
		for _, it := range items {
			e, _ := it.(map[string]any)
			c, _ := e["claim"].(map[string]any)
			if e["evidence_class"] == "PATH_CLAIM" && c != nil {
				out[fmt.Sprint(c["text"])] = fmt.Sprint(c["status"])
			}
		}
	}
	return out
}

// wantStatus checks the status of the claims named in want.
func wantStatus(want map[string]string) func(*testing.T, map[string]any, string) {
	return func(t *testing.T, rep map[string]any, _ string) {
		got := claimStatus(rep)
		for text, st := range want {
			if got[text] != st {
				t.Errorf("claim %q: status %q, want %q", text, got[text], st)
			}
		}
	}
}

var hostileCases = []hostileCase{
	{name: "long paragraph", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{"src/a.go": "package a\n", "README.md": strings.Repeat("see src/a.go and src/zz.go ", 1<<20/27+1)})
		},
		check: wantStatus(map[string]string{"src/a.go": "resolved"})},
	{name: "5 MiB line", git: true, args: []string{"--max-file-kib", "16384"}, seconds: 15, mib: 500,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{"src/a.go": "package a\n", "README.md": strings.Repeat("see src/a.go and src/zz.go ", 5<<20/27+1)})
		}},
	{name: "long distinct paths in a fence", git: true, seconds: 10, mib: 600,
		build: func(t *testing.T, dir string) {
			var b strings.Builder
			b.WriteString("```\n")
			for i := 0; i < 8000; i++ {
				fmt.Fprintf(&b, "src/p%d/a.go ", i)
			}
			b.WriteString("\n```\n")
			writeFiles(t, dir, map[string]string{"README.md": b.String()})
		}},
	{name: "deep nesting", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			deep := strings.Repeat("d/", 150) + "x.go"
			writeFiles(t, dir, map[string]string{
				deep: "package d\n", strings.Repeat("d/", 300) + "y.go": "package d\n",
				"README.md": "The leaf is `" + deep + "`.\n\n" + strings.Repeat(">", 20000) + " src/q.go\n\n" + strings.Repeat("- ", 5000) + "src/r.go\n\n" + strings.Repeat("[", 20000) + "src/s.go" + strings.Repeat("](x)", 2000) + "\n",
			})
		},
		check: wantStatus(map[string]string{strings.Repeat("d/", 150) + "x.go": "resolved"})},
	{name: "odd names", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			long := strings.Repeat("n", 240) + ".md"
			writeFiles(t, dir, map[string]string{
				"with space.md": "x\n", "ünïcødé 日本.md": "x\n", "-rf.md": "x\n", "new\nline.md": "x\n", long: "x\n", "a\\b.md": "x\n",
				"README.md": "See `with space.md`, `ünïcødé 日本.md`, `-rf.md` and `" + long + "`.\n",
			})
		},
		check: wantStatus(map[string]string{"with space.md": "resolved", "ünïcødé 日本.md": "resolved", strings.Repeat("n", 240) + ".md": "resolved"})},
	{name: "encodings", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			text := "# Notes\n\nThe menu is in `docs/café.md`.\n"
			var le []byte
			for _, r := range "\uFEFF" + text {
				le = append(le, byte(r), byte(r>>8))
			}
			writeFiles(t, dir, map[string]string{"docs/café.md": "x\n", "utf16.md": string(le), "latin1.md": "The menu is in `docs/caf\xe9.md`.\n"})
		},
		check: func(t *testing.T, rep map[string]any, stderr string) {
			wantStatus(map[string]string{"docs/café.md": "resolved"})(t, rep, stderr)
			for _, enc := range []string{"UTF-16LE", "Windows-1252"} {
				if !strings.Contains(fmt.Sprint(rep["warnings"]), enc) {
					t.Errorf("no warning names %s", enc)
				}
			}
		}},
	{name: "symlinks", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{"realdir/x.go": "package r\n", "README.md": "See `linkdir/x.go`, `out/passwd.txt`, `abs/x.conf` and `loop/y.go`.\n"})
			symlink(t, "realdir", filepath.Join(dir, "linkdir"))
			symlink(t, "../../../../../../etc", filepath.Join(dir, "out"))
			symlink(t, "/etc", filepath.Join(dir, "abs"))
			symlink(t, "loop", filepath.Join(dir, "loop"))
		},
		check: wantStatus(map[string]string{"linkdir/x.go": "resolved"})},
	{name: "submodule", git: true, seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{".gitmodules": "[submodule \"lib\"]\n\tpath = vendor/lib\n\turl = https://example.com/lib.git\n", "README.md": "The library's entry is `vendor/lib/src/lib.c`.\n"})
		},
		staged: func(t *testing.T, dir string) {
			gitIn(t, dir, "update-index", "--add", "--cacheinfo", "160000,0123456789abcdef0123456789abcdef01234567,vendor/lib")
		},
		check: wantStatus(map[string]string{"vendor/lib/src/lib.c": "in_submodule"})},
	{name: "huge files", git: true, seconds: 15, mib: 400,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{"README.md": strings.Repeat("# big\n", 4<<20), "src/big.py": strings.Repeat("x = 1\n", 4<<20), "NOTES.md": "The loader is `src/big.py`.\n"})
		},
		check: func(t *testing.T, rep map[string]any, stderr string) {
			wantStatus(map[string]string{"src/big.py": "resolved"})(t, rep, stderr)
			if w := fmt.Sprint(rep["warnings"]); !strings.Contains(w, "README.md") {
				t.Errorf("no warning names the skipped README.md: %s", w)
			}
		}},
	{name: "prompt injection", git: true, args: []string{"--rubric", "default"}, seconds: 15, mib: 300,
		build: func(t *testing.T, dir string) {
			doc, err := os.ReadFile("testdata/hostile/injection.md")
			if err != nil {
				t.Fatal(err)
			}
			writeFiles(t, dir, map[string]string{"README.md": string(doc), "main.py": "print(1)\n"})
		},
		check: func(t *testing.T, rep map[string]any, _ string) {
			st := claimStatus(rep)
			if st["src/engine.py"] == "resolved" || st["javascript:alert(document.cookie)"] == "missing" {
				t.Errorf("the document's instructions changed the verdicts: %v", st)
			}
		}},
	{name: "fifo and binary documents in a plain directory", seconds: 10, mib: 300,
		build: func(t *testing.T, dir string) {
			writeFiles(t, dir, map[string]string{"README.md": "See `src/a.go`.\n", "bin.md": "\x00\x01\x02 binary", "src/a.go": "package a\n"})
			if err := syscall.Mkfifo(filepath.Join(dir, "pipe.md"), 0o644); err != nil {
				t.Skipf("mkfifo: %v", err)
			}
		},
		check: wantStatus(map[string]string{"src/a.go": "resolved"})},
}

// watchPeakRSS samples the peak resident set (VmHWM, KiB) of process pid
// every 10 ms until the returned func is called, which returns the largest
// value seen. (The child's rusage would count the test process's own
// memory: the child is forked from it with a shared address space.)
func watchPeakRSS(pid int) func() int64 {
	stop, done := make(chan struct{}), make(chan int64)
	go func() {
		var peak int64
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			if v := vmHWM(pid); v > peak {
				peak = v
			}
			select {
			case <-stop:
				done <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return func() int64 { close(stop); return <-done }
}

// vmHWM reads the peak resident set of pid from /proc, in KiB (0 when the
// process is gone).
func vmHWM(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			var kib int64
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), &kib)
			return kib
		}
	}
	return 0
}

// TestHostileCorpus audits each hostile repository with the real binary:
// it must finish (exit 0, 1 or 3, never a crash or a usage error) within
// its time bound and peak-memory bound, write a whole JSON report, leave
// no temporary file beside it, and reach the verdicts the case checks.
func TestHostileCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("builds large repositories")
	}
	for _, c := range hostileCases {
		t.Run(c.name, func(t *testing.T) {
			dir, out := filepath.Join(t.TempDir(), "repo"), t.TempDir()
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			c.build(t, dir)
			if c.git {
				if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
					gitIn(t, dir, "init", "-q")
				}
				gitIn(t, dir, "add", "-A")
				if c.staged != nil {
					c.staged(t, dir)
				}
				gitIn(t, dir, "commit", "-q", "-m", "hostile")
			}
			args := append([]string{"audit", dir, "--rubric", "none", "--log-level", "warn", "-o", filepath.Join(out, "r.json")}, c.args...)
			cmd := exec.Command(os.Args[0], args...)
			cmd.Env = append(os.Environ(), runMainEnv+"=1")
			var stderr strings.Builder
			cmd.Stderr = &stderr
			start := time.Now()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			peak := watchPeakRSS(cmd.Process.Pid)
			err := cmd.Wait()
			took := time.Since(start)
			rss := peak() >> 10 // KiB -> MiB
			code := cmd.ProcessState.ExitCode()
			if err != nil && code < 0 {
				t.Fatalf("killed: %v\n%s", err, stderr.String())
			}
			t.Logf("exit %d, %.2fs, peak %d MiB", code, took.Seconds(), rss)
			if code != 0 && code != 1 && code != 3 {
				t.Errorf("exit %d, want 0, 1 or 3\n%s", code, stderr.String())
			}
			if limit := time.Duration(c.seconds * float64(slowdown) * float64(time.Second)); took > limit {
				t.Errorf("took %v, want within %v", took, limit)
			}
			if slowdown == 1 && rss > int64(c.mib) {
				t.Errorf("peak memory %d MiB, want at most %d", rss, c.mib)
			}
			if files := outFiles(t, out); len(files) != 1 || files[0] != "r.json" {
				t.Errorf("output directory holds %v, want r.json alone", files)
			}
			data, err := os.ReadFile(filepath.Join(out, "r.json"))
			if err != nil {
				t.Fatal(err)
			}
			var rep map[string]any
			if err := json.Unmarshal(data, &rep); err != nil {
				t.Fatalf("report is not whole JSON: %v", err)
			}
			if c.check != nil {
				c.check(t, rep, stderr.String())
			}
		})
	}
}
