package audit

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/internal/rubric"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

func TestVisionTargetsOrderFilterAndCap(t *testing.T) {
	img := func(p, format string, size int) evidence.Evidence {
		return evidence.Evidence{Class: evidence.ClassImage, Location: p, Data: map[string]any{"format": format, "bytes": size, "status": "ok"}}
	}
	found := []evidence.Evidence{
		img("docs/b.png", "png", 100),
		img("testdata/fixture.png", "png", 100), // ignored by glob
		img("docs/logo.svg", "svg", 100),        // not a raster format
		img("docs/huge.jpg", "jpeg", MaxInspectedBytes+1),
		img("docs/a.gif", "gif", 100),
		img("docs/z.webp", "webp", 100),
		{Class: evidence.ClassImageRef, Found: true, Data: map[string]any{"resolved": "docs/z.webp"}},
	}
	for i := range 6 {
		found = append(found, img("pics/p"+string(rune('0'+i))+".png", "png", 10))
	}
	got := visionTargets(context.Background(), nil, nil, found, []string{"**/testdata/**"})
	var paths []string
	for _, tg := range got {
		paths = append(paths, tg.path+" "+tg.mime)
	}
	want := []string{"docs/z.webp image/webp", "docs/a.gif image/gif", "docs/b.png image/png",
		"pics/p0.png image/png", "pics/p1.png image/png", "pics/p2.png image/png"}
	if diff := cmp.Diff(want, paths); diff != "" {
		t.Errorf("targets (-want +got):\n%s", diff)
	}
}

func TestVisionQuestionFromRubric(t *testing.T) {
	r, err := rubric.Builtin(rubric.Default)
	if err != nil {
		t.Fatal(err)
	}
	q := visionQuestion(r)
	if q == "" || !strings.Contains(q, "Architecture diagrams") || !strings.Contains(q, "fan-out") {
		t.Errorf("question %q: want the diagrams criterion's name and success pattern", q)
	}
	if visionQuestion(&rubric.Rubric{}) != "" {
		t.Errorf("a rubric without image criteria must leave the default question")
	}
}
