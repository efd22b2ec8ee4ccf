package repo

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ScanLimits bound the content scan of the repository.
type ScanLimits struct {
	MaxBytes    int64 // total bytes read; files past the budget are only checked by name
	MaxFindings int   // findings reported per class; the rest are counted
	MaxWarnings int   // per-file read warnings; the rest are summarised in one
}

// DefaultScanLimits are the limits the Detective runs with.
var DefaultScanLimits = ScanLimits{MaxBytes: 64 << 20, MaxFindings: 200, MaxWarnings: 20}

// binaryExts are skipped without reading unless a file rule names them.
var binaryExts = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".ico": true, ".bmp": true,
	".pdf": true, ".zip": true, ".gz": true, ".tgz": true, ".bz2": true, ".xz": true, ".7z": true, ".jar": true,
	".so": true, ".dll": true, ".exe": true, ".dylib": true, ".a": true, ".o": true, ".class": true, ".pyc": true,
	".woff": true, ".woff2": true, ".ttf": true, ".otf": true, ".eot": true, ".mp3": true, ".mp4": true,
	".mov": true, ".avi": true, ".wav": true, ".ogg": true, ".webm": true, ".psd": true, ".sqlite": true, ".db": true,
	".parquet": true, ".npy": true, ".pt": true, ".onnx": true, ".bin": true,
}

// finding is one secret or security match.
type finding struct {
	Class      evidence.Class
	Rule       string
	Desc       string
	Path       string
	Line       int
	Shown      string
	Keys       []string // dotenv variable names
	Confidence float64
}

// scanStats describes what the scan covered, for the "none found" records.
type scanStats struct {
	Files, Skipped, Unreadable int
	Bytes                      int64
	Truncated                  bool
}

type scanner struct {
	in       *detectives.Input
	lim      ScanLimits
	stats    scanStats
	warned   int
	findings map[evidence.Class][]finding
	dropped  map[evidence.Class]int
}

func newScanner(in *detectives.Input, lim ScanLimits) *scanner {
	return &scanner{in: in, lim: lim, findings: map[evidence.Class][]finding{}, dropped: map[evidence.Class]int{}}
}

// scan walks the tracked files in path order and returns the SECRET_FILE
// and SECURITY_PATTERN evidence (a "none found" record per class when
// nothing matched). It fails only when ctx is done.
func (sc *scanner) scan(ctx context.Context) ([]evidence.Evidence, error) {
	for _, f := range sc.in.Snapshot.Files {
		if err := ctx.Err(); err != nil {
			return sc.evidence(), err
		}
		sc.file(f)
	}
	if sc.warned > sc.lim.MaxWarnings {
		sc.in.Warn(detectives.Warning{Detective: name, Message: fmt.Sprintf("%d more files could not be scanned (see the first %d warnings)", sc.warned-sc.lim.MaxWarnings, sc.lim.MaxWarnings)})
	}
	if sc.stats.Truncated {
		sc.in.Warn(detectives.Warning{Detective: name, Message: fmt.Sprintf("content scan stopped after %d bytes; later files were only checked by name", sc.lim.MaxBytes)})
	}
	return sc.evidence(), nil
}

// file checks one tracked entry.
func (sc *scanner) file(f reposnap.File) {
	if f.Mode != reposnap.Regular && f.Mode != reposnap.Executable || isVendored(f.Path) {
		return
	}
	var named []*FileRule
	for _, r := range secretFiles {
		if r.namesFile(f.Path) {
			named = append(named, r)
		}
	}
	if binaryExts[strings.ToLower(path.Ext(f.Path))] && len(named) == 0 {
		sc.stats.Skipped++
		return
	}
	text, readable := sc.read(f)
	fileRuleFired := false
	for _, r := range named {
		ok, h := r.matches(f.Path, text, readable)
		if !ok {
			continue
		}
		fileRuleFired = true
		fd := finding{Class: evidence.ClassSecretFile, Rule: r.ID, Desc: r.Description, Path: f.Path, Line: h.Line, Shown: h.Shown, Confidence: r.Confidence}
		if r.ShowKeys && readable {
			for _, m := range dotenvKey.FindAllStringSubmatch(text, maxListed) {
				fd.Keys = append(fd.Keys, m[1])
			}
		}
		sc.add(fd)
	}
	if !readable {
		return
	}
	idx := newLineIndex(text)
	if !fileRuleFired {
		sc.apply(secretPatterns, f.Path, text, idx, 0.9)
	}
	sc.apply(securityPatterns, f.Path, text, idx, 0.7)
}

// apply runs content patterns over one file.
func (sc *scanner) apply(ps []*Pattern, file, text string, idx lineIndex, conf float64) {
	for _, p := range ps {
		if !p.appliesTo(file) {
			continue
		}
		class := p.Class
		if class == "" {
			class = evidence.ClassSecretFile
		}
		for _, h := range p.find(text, idx) {
			sc.add(finding{Class: class, Rule: p.ID, Desc: p.Description, Path: file, Line: h.Line, Shown: h.Shown, Confidence: conf})
		}
	}
}

// read returns the file's text, or readable=false when it is unreadable,
// over the size cap, binary or past the byte budget.
func (sc *scanner) read(f reposnap.File) (string, bool) {
	if sc.stats.Bytes+f.Size > sc.lim.MaxBytes {
		sc.stats.Truncated = true
		sc.stats.Skipped++
		return "", false
	}
	data, err := sc.in.Snapshot.ReadFile(f.Path)
	if err != nil {
		sc.stats.Unreadable++
		sc.warned++
		if sc.warned <= sc.lim.MaxWarnings {
			msg := "not scanned: " + err.Error()
			if errors.Is(err, reposnap.ErrTooLarge) {
				msg = fmt.Sprintf("not scanned: %d bytes exceeds the per-file cap", f.Size)
			}
			sc.in.Warn(detectives.Warning{Detective: name, Message: msg, Location: f.Path})
		}
		return "", false
	}
	sc.stats.Bytes += int64(len(data))
	if reposnap.IsBinary(data) {
		sc.stats.Skipped++
		return "", false
	}
	sc.stats.Files++
	return string(data), true
}

func (sc *scanner) add(fd finding) {
	if len(sc.findings[fd.Class]) >= sc.lim.MaxFindings {
		sc.dropped[fd.Class]++
		return
	}
	sc.findings[fd.Class] = append(sc.findings[fd.Class], fd)
}
