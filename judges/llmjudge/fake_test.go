package llmjudge

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/repo-auditor/auditor/internal/llm"
)

// bench is a scripted reviewer-court model for tests: it reads the request
// the way a model would (the evidence ids and their polarity, the rule
// score, the opinions to review) and answers valid JSON. Hooks override
// single answers. Safe for concurrent use.
type bench struct {
	mu    sync.Mutex
	calls map[string]int // by schema name
	reqs  []llm.Request
	// onBench, onReview, onRevise may replace the answer (return "" to keep it).
	onBench  func(req llm.Request, n int) string
	onReview func(req llm.Request, n int) string
	onRevise func(req llm.Request, n int) string
}

func newBench() *bench { return &bench{calls: map[string]int{}} }

func (b *bench) Name() string { return "fake/bench" }

func (b *bench) count(schema string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.calls[schema]
}

func (b *bench) total() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, v := range b.calls {
		n += v
	}
	return n
}

func (b *bench) requests() []llm.Request {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]llm.Request(nil), b.reqs...)
}

var (
	itemRE  = regexp.MustCompile(`(?m)^id: (\S+)\nclass: \S+ \| found: \w+ \| (positive|gap or risk|neutral)`)
	ruleRE  = regexp.MustCompile(`Machine rule \d+ gives (\d+)`)
	judgeRE = regexp.MustCompile(`"judge":"(\w+)"`)
	youRE   = regexp.MustCompile(`You are the (\w+)\.`)
)

func (b *bench) Generate(_ context.Context, req llm.Request) (llm.Response, error) {
	name := req.Schema.Name
	b.mu.Lock()
	b.calls[name]++
	n := b.calls[name]
	b.reqs = append(b.reqs, req)
	b.mu.Unlock()
	text := req.Messages[0].Text
	var out string
	switch name {
	case "bench_opinions":
		if b.onBench != nil {
			out = b.onBench(req, n)
		}
		if out == "" {
			out = benchOpinions(text)
		}
	case "opinion_reviews":
		if b.onReview != nil {
			out = b.onReview(req, n)
		}
		if out == "" {
			var rs []string
			for _, m := range judgeRE.FindAllStringSubmatch(text, -1) {
				rs = append(rs, fmt.Sprintf(`{"judge":%q,"issues":[]}`, m[1]))
			}
			out = `{"reviews":[` + strings.Join(rs, ",") + `]}`
		}
	case "revised_opinion":
		if b.onRevise != nil {
			out = b.onRevise(req, n)
		}
		if out == "" {
			persona := youRE.FindStringSubmatch(text)[1]
			out = opinionFor(persona, text)
		}
	case "image_reading":
		out = `{"is_diagram":true,"description":"Three detectives fan out from the snapshot and fan in to the aggregator.","has_fan_out":true,"has_fan_in":true,"answer":"Yes: detectives in parallel, then aggregation.","answer_yes":true}`
	default:
		return llm.Response{}, fmt.Errorf("unexpected schema %q", name)
	}
	in := len(req.System)
	for _, m := range req.Messages {
		in += len(m.Text)
	}
	return llm.Response{Text: out, InputTokens: in / 4, OutputTokens: len(out) / 4, Model: "bench"}, nil
}

func benchOpinions(text string) string {
	var ops []string
	for _, p := range []string{"prosecutor", "defense", "tech_lead"} {
		ops = append(ops, opinionFor(p, text))
	}
	return `{"opinions":[` + strings.Join(ops, ",") + `]}`
}

// opinionFor argues like a careful model: the rule score (or 3), one point
// on the best positive evidence and, for the prosecutor, one on a gap.
func opinionFor(persona, text string) string {
	score := 3
	if m := ruleRE.FindStringSubmatch(text); m != nil {
		score, _ = strconv.Atoi(m[1])
	}
	var pos, neg string
	for _, m := range itemRE.FindAllStringSubmatch(text, -1) {
		switch {
		case m[2] == "positive" && pos == "":
			pos = m[1]
		case m[2] == "gap or risk" && neg == "":
			neg = m[1]
		}
	}
	var pts []map[string]string
	if pos != "" {
		pts = append(pts, map[string]string{"text": "The evidence shows the artifact exists.", "evidence_id": pos, "stance": "support"})
	}
	if persona == "prosecutor" && neg != "" {
		pts = append(pts, map[string]string{"text": "The evidence records a gap.", "evidence_id": neg, "stance": "against"})
	}
	if len(pts) == 0 {
		js, _ := json.Marshal(map[string]any{"judge": persona, "state": "insufficient_data", "score": nil, "summary": "Nothing to judge.", "points": []any{}})
		return string(js)
	}
	js, _ := json.Marshal(map[string]any{"judge": persona, "state": "scored", "score": score,
		"summary": "The " + persona + " weighs the evidence.", "points": pts})
	return string(js)
}
