package audit

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/internal/report"
	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// ImageInspector reads an image with a multimodal model and returns the
// reading as vision evidence (llmjudge.Panel implements it). It must be
// safe for concurrent use.
type ImageInspector interface {
	InspectImage(ctx context.Context, path, mime string, data []byte, question string) (evidence.Evidence, error)
}

// Vision limits: how many repository images go to the model, and how large
// one may be (the model layer's own cap is llm.MaxImageBytes).
const (
	MaxInspectedImages = 4
	MaxInspectedBytes  = 4 << 20
)

var imageMIME = map[string]string{"png": "image/png", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}

// inspectImages sends the most relevant repository images (referenced from
// the documents first, then by path) to the model with the rubric's image
// question and adds the readings to set[vision]. Failures are warnings: the
// vision evidence of the detectives stands on its own.
func (r *run) inspectImages(ctx context.Context, snap *repo.Snapshot, set evidence.Set) {
	ins := r.opt.Judging.Vision
	picks := pickImages(set[evidence.Vision])
	if ins == nil || len(picks) == 0 {
		return
	}
	t0 := r.opt.Clock.Now()
	question := visionQuestion(r.opt.Judging.Rubric)
	out := make([]*evidence.Evidence, len(picks))
	errs := make([]error, len(picks))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(2)
	for i, p := range picks {
		g.Go(func() error {
			data, err := snap.ReadFile(p.path)
			if err == nil {
				var e evidence.Evidence
				if e, err = ins.InspectImage(gctx, p.path, p.mime, data, question); err == nil {
					out[i] = &e
				}
			}
			errs[i] = err
			return nil
		})
	}
	_ = g.Wait()
	status := "ok"
	for i, p := range picks {
		if errs[i] != nil {
			status = "partial"
			r.warn(report.Warning{Category: "vision", Source: "vision", Location: p.path,
				Message: fmt.Sprintf("the model could not read %s (%v); its detective evidence stands", p.path, errs[i])})
			continue
		}
		set[evidence.Vision] = append(set[evidence.Vision], *out[i])
	}
	r.step("vision", "model.InspectImage", status, t0)
}

type pickedImage struct{ path, mime string }

// pickImages chooses the images to inspect: raster formats within the size
// cap, those the documents reference first, then by path; at most
// MaxInspectedImages. It is deterministic.
func pickImages(vision []evidence.Evidence) []pickedImage {
	referenced := map[string]bool{}
	for _, e := range vision {
		if e.Class == evidence.ClassImageRef && e.Found {
			if p, ok := e.Data["resolved"].(string); ok && p != "" {
				referenced[p] = true
			}
		}
	}
	var cands []pickedImage
	for _, e := range vision {
		if e.Class != evidence.ClassImage {
			continue
		}
		format, _ := e.Data["format"].(string)
		mime, ok := imageMIME[format]
		if !ok || toInt(e.Data["bytes"]) > MaxInspectedBytes || e.Data["status"] == "corrupt" {
			continue
		}
		cands = append(cands, pickedImage{e.Location, mime})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if referenced[cands[i].path] != referenced[cands[j].path] {
			return referenced[cands[i].path]
		}
		return cands[i].path < cands[j].path
	})
	return cands[:min(len(cands), MaxInspectedImages)]
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
		q := strings.TrimSpace(c.Name + ": " + firstNonEmpty(c.Instruction, c.Description))
		if c.SuccessPattern != "" {
			q += " Success looks like: " + strings.TrimSpace(c.SuccessPattern)
		}
		parts = append(parts, q)
	}
	return evidence.Truncate(strings.Join(parts, "\n"), 1500)
}

func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}
