package audit

import (
	"cmp"
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/detectives"
	"github.com/repo-auditor/auditor/detectives/vision"
	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ImageInspector reads an image with a multimodal model and returns the
// reading as vision evidence located at path (and page, for an image
// embedded in a PDF). llmjudge.Panel implements it. It must be safe for
// concurrent use.
type ImageInspector interface {
	InspectImage(ctx context.Context, path string, page int, mime string, data []byte, question string) (evidence.Evidence, error)
}

// Vision limits: how many images go to the model in one audit, and how
// large a repository image may be (the model layer's own cap is
// llm.MaxImageBytes; PDF images are bounded by pdftext).
const (
	MaxInspectedImages = 6
	MaxInspectedBytes  = 4 << 20
)

var imageMIME = map[string]string{"png": "image/png", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}

// visionTarget is one image to show the model.
type visionTarget struct {
	path string // repository path or document name
	page int    // PDF page; 0 for an image file
	mime string
	load func() ([]byte, error)
}

// inspectImages sends the most relevant images to the model with the
// rubric's image question and adds the readings to set[vision]: repository
// images the documents reference, then images embedded in --report PDFs,
// then in committed PDFs, then the other repository images; at most
// MaxInspectedImages. Failures are warnings: the detectives' vision
// evidence stands on its own.
func (r *run) inspectImages(ctx context.Context, snap *repo.Snapshot, docs []detectives.Document, set evidence.Set) {
	ins := r.opt.Judging.Vision
	if ins == nil {
		return
	}
	targets := visionTargets(ctx, snap, docs, set[evidence.Vision], r.globs)
	if len(targets) == 0 {
		return
	}
	t0 := r.opt.Clock.Now()
	question := visionQuestion(r.opt.Judging.Rubric)
	out := make([]*evidence.Evidence, len(targets))
	errs := make([]error, len(targets))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(2)
	for i, tg := range targets {
		g.Go(func() error {
			data, err := tg.load()
			if err == nil {
				var e evidence.Evidence
				if e, err = ins.InspectImage(gctx, tg.path, tg.page, tg.mime, data, question); err == nil {
					out[i] = &e
				}
			}
			errs[i] = err
			return nil
		})
	}
	_ = g.Wait()
	status := "ok"
	seen := map[string]bool{}
	for i, tg := range targets {
		if errs[i] != nil {
			status = "partial"
			where := tg.path
			if tg.page > 0 {
				where = fmt.Sprintf("%s page %d", tg.path, tg.page)
			}
			r.warn(report.Warning{Category: "vision", Source: "vision", Location: tg.path,
				Message: fmt.Sprintf("the model could not read the image at %s (%v); the detectives' evidence stands", where, errs[i])})
			continue
		}
		if !seen[out[i].ID] { // the same image twice in a PDF
			seen[out[i].ID] = true
			set[evidence.Vision] = append(set[evidence.Vision], *out[i])
		}
	}
	r.step("vision", "model.InspectImage", status, t0)
}

// visionTargets lists the images to inspect, in priority order, capped.
// Images and PDFs under an ignore glob (.auditor.yaml) are skipped: test
// fixtures are not worth a model call. It is deterministic.
func visionTargets(ctx context.Context, snap *repo.Snapshot, docs []detectives.Document, found []evidence.Evidence, globs []string) []visionTarget {
	var keep []evidence.Evidence
	for _, e := range found {
		if !matchesAny(globs, e.Location) {
			keep = append(keep, e)
		}
	}
	found = keep
	referenced := map[string]bool{}
	for _, e := range found {
		if e.Class == evidence.ClassImageRef && e.Found {
			if p, ok := e.Data["resolved"].(string); ok && p != "" {
				referenced[p] = true
			}
		}
	}
	var files []visionTarget
	for _, e := range found {
		format, _ := e.Data["format"].(string)
		mime, ok := imageMIME[format]
		if e.Class != evidence.ClassImage || !ok || toInt(e.Data["bytes"]) > MaxInspectedBytes || e.Data["status"] == "corrupt" {
			continue
		}
		p := e.Location
		files = append(files, visionTarget{path: p, mime: mime, load: func() ([]byte, error) { return snap.ReadFile(p) }})
	}
	sort.SliceStable(files, func(i, j int) bool {
		if referenced[files[i].path] != referenced[files[j].path] {
			return referenced[files[i].path]
		}
		return files[i].path < files[j].path
	})
	var first, rest []visionTarget
	for _, f := range files {
		if referenced[f.path] {
			first = append(first, f)
		} else {
			rest = append(rest, f)
		}
	}
	out := append(first, pdfTargets(ctx, snap, docs, found)...)
	out = append(out, rest...)
	return out[:min(len(out), MaxInspectedImages)]
}

// pdfTargets lists the images with data embedded in the PDFs the vision
// detective found images in: --report documents first, then committed
// PDFs, each in page order. Extraction is memoised by pdftext, so this
// costs no second parse.
func pdfTargets(ctx context.Context, snap *repo.Snapshot, docs []detectives.Document, found []evidence.Evidence) []visionTarget {
	external := map[string][]byte{}
	for _, d := range docs {
		if d.Kind == detectives.PDF {
			external[d.Name] = d.Data
		}
	}
	var ext, committed []string
	for _, e := range found {
		if e.Class != vision.ClassPDFImage || e.Page != 0 || !e.Found {
			continue
		}
		if _, ok := external[e.Location]; ok && e.Data["external_document"] == true {
			ext = append(ext, e.Location)
		} else {
			committed = append(committed, e.Location)
		}
	}
	var out []visionTarget
	for _, name := range append(ext, committed...) {
		data, ok := external[name]
		if !ok {
			var err error
			if data, err = snap.ReadFile(name); err != nil {
				continue
			}
		}
		doc, err := pdftext.Extract(ctx, data)
		if err != nil {
			continue
		}
		for _, p := range doc.Pages {
			for _, im := range p.Images {
				if im.Data == nil {
					continue
				}
				img := im.Data
				out = append(out, visionTarget{path: name, page: p.Number, mime: im.MIME,
					load: func() ([]byte, error) { return img, nil }})
			}
		}
		if len(out) >= MaxInspectedImages {
			break
		}
	}
	return out
}

func toInt(v any) int {
	switch n := v.(type) {
	case int:
		return n
	case int64:
		return int(n)
	case float64:
		return int(n)
	}
	return 0
}

// visionQuestion builds the question asked about each image from the
// rubric's criteria that look at images (vision sources or a pdf_images
// target); "" lets the inspector use its default.
func visionQuestion(r *rubric.Rubric) string {
	if r == nil {
		return ""
	}
	var parts []string
	for _, c := range r.Criteria {
		looks := c.TargetArtifact == "pdf_images"
		for _, s := range c.Evidence.Sources {
			looks = looks || s == evidence.Vision
		}
		if !looks {
			continue
		}
		q := strings.TrimSpace(c.Name + ": " + cmp.Or(strings.TrimSpace(c.Instruction), strings.TrimSpace(c.Description)))
		if c.SuccessPattern != "" {
			q += " Success looks like: " + strings.TrimSpace(c.SuccessPattern)
		}
		parts = append(parts, q)
	}
	return evidence.Truncate(strings.Join(parts, "\n"), 1500)
}

func matchesAny(globs []string, p string) bool {
	for _, g := range globs {
		if ok, err := doublestar.Match(g, p); err == nil && ok {
			return true
		}
	}
	return false
}
