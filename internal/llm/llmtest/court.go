// Package llmtest provides test doubles for code that judges with a model:
// Court, a scripted model that reads auditor's judging prompts the way a
// careful model would and answers valid JSON, and HTTP servers that put a
// Court behind the real Gemini generateContent and OpenAI chat/completions
// wire formats. Nothing here touches the network.
package llmtest

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

// Request kinds a Court recognizes, by the closing line of the prompt.
const (
	KindBench  = "bench"  // three personas' drafts
	KindReview = "review" // the model critic
	KindRevise = "revise" // one persona's revision
	KindVision = "vision" // an image reading
)

// Court answers judging prompts. Override, when set, may replace an answer
// (return "" to keep the default). Safe for concurrent use.
type Court struct {
	Override func(kind, user string, n int) string

	mu    sync.Mutex
	calls map[string]int
	users []string
}

// Name implements llm.Model.
func (c *Court) Name() string { return "fake/court" }

// Calls returns how many requests of kind were answered ("" = all).
func (c *Court) Calls(kind string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if kind != "" {
		return c.calls[kind]
	}
	n := 0
	for _, v := range c.calls {
		n += v
	}
	return n
}

// Users returns the user messages received, in order.
func (c *Court) Users() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.users...)
}

// Generate implements llm.Model (token counts: one per 4 bytes).
func (c *Court) Generate(_ context.Context, req llm.Request) (llm.Response, error) {
	user := req.Messages[0].Text
	text, err := c.Answer(user, len(req.Images) > 0)
	if err != nil {
		return llm.Response{}, err
	}
	in := len(req.System)
	for _, m := range req.Messages {
		in += len(m.Text)
	}
	return llm.Response{Text: text, InputTokens: in / 4, OutputTokens: len(text) / 4, Model: "court"}, nil
}

// Kind tells what a judging prompt asks for.
func Kind(user string, hasImage bool) string {
	switch {
	case hasImage:
		return KindVision
	case strings.HasSuffix(user, "Write one opinion for each of prosecutor, defense and tech_lead."):
		return KindBench
	case strings.HasSuffix(user, "Review each opinion shown."):
		return KindReview
	case strings.Contains(user, "Write your revised opinion as the"):
		return KindRevise
	}
	return ""
}

// Answer returns the Court's answer to a user message.
func (c *Court) Answer(user string, hasImage bool) (string, error) {
	kind := Kind(user, hasImage)
	c.mu.Lock()
	if c.calls == nil {
		c.calls = map[string]int{}
	}
	c.calls[kind]++
	n := c.calls[kind]
	c.users = append(c.users, user)
	c.mu.Unlock()
	if c.Override != nil {
		if out := c.Override(kind, user, n); out != "" {
			return out, nil
		}
	}
	switch kind {
	case KindBench:
		var ops []string
		for _, p := range []string{"prosecutor", "defense", "tech_lead"} {
			ops = append(ops, Opinion(p, user))
		}
		return `{"opinions":[` + strings.Join(ops, ",") + `]}`, nil
	case KindReview:
		var rs []string
		for _, m := range judgeRE.FindAllStringSubmatch(user, -1) {
			rs = append(rs, fmt.Sprintf(`{"judge":%q,"issues":[]}`, m[1]))
		}
		return `{"reviews":[` + strings.Join(rs, ",") + `]}`, nil
	case KindRevise:
		m := youRE.FindStringSubmatch(user)
		if m == nil {
			return "", fmt.Errorf("llmtest: revise prompt names no persona")
		}
		return Opinion(m[1], user), nil
	case KindVision:
		return `{"is_diagram":true,"description":"Three detectives fan out from the snapshot and fan in to the aggregator; three judges fan out and fan in to the chief justice.","has_fan_out":true,"has_fan_in":true,"answer":"Yes: detectives in parallel, aggregation, judges in parallel, then synthesis.","answer_yes":true}`, nil
	}
	return "", fmt.Errorf("llmtest: not a judging prompt: %.80q", user)
}

var (
	itemRE  = regexp.MustCompile(`(?m)^id: (\S+)\nclass: \S+ \| found: \w+ \| (positive|gap or risk|neutral)`)
	ruleRE  = regexp.MustCompile(`Machine rule \d+ gives (\d+)`)
	rangeRE = regexp.MustCompile(`Score range: (\d+)\.\.(\d+)`)
	judgeRE = regexp.MustCompile(`"judge":"(\w+)"`)
	youRE   = regexp.MustCompile(`You are the (\w+)\.`)
)

// Opinion argues like a careful model: the rule's score (else the middle
// of the range), a point on the first positive evidence and, for the
// prosecutor, one on the first gap; insufficient_data without evidence.
func Opinion(persona, user string) string {
	score := 3
	if m := rangeRE.FindStringSubmatch(user); m != nil {
		lo, _ := strconv.Atoi(m[1])
		hi, _ := strconv.Atoi(m[2])
		score = (lo + hi + 1) / 2
	}
	if m := ruleRE.FindStringSubmatch(user); m != nil {
		score, _ = strconv.Atoi(m[1])
	}
	var pos, neg string
	for _, m := range itemRE.FindAllStringSubmatch(user, -1) {
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
