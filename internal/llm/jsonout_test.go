package llm

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type verdict struct {
	Score  int    `json:"score"`
	Reason string `json:"reason"`
}

func TestGenerateJSON(t *testing.T) {
	tests := []struct {
		name      string
		replies   []Reply
		want      verdict
		wantErr   error
		wantCalls int
		// substring expected in the retry's last user message
		wantRetryMsg string
	}{
		{"good", []Reply{ok(`{"score":3,"reason":"ok"}`)}, verdict{3, "ok"}, nil, 1, ""},
		{"code fence tolerated", []Reply{ok("```json\n{\"score\":2,\"reason\":\"f\"}\n```")}, verdict{2, "f"}, nil, 1, ""},
		{"malformed then good", []Reply{ok(`{"score":3,`), ok(`{"score":4,"reason":"fixed"}`)}, verdict{4, "fixed"}, nil, 2, "not valid JSON"},
		{"trailing prose then good", []Reply{ok(`{"score":1} and more`), ok(`{"score":1,"reason":"r"}`)}, verdict{1, "r"}, nil, 2, "after the JSON"},
		{"invalid twice", []Reply{ok(`nope`), ok(`still nope`)}, verdict{}, ErrInvalidOutput, 2, "not valid JSON"},
		{"validation fails then passes", []Reply{ok(`{"score":9,"reason":"x"}`), ok(`{"score":5,"reason":"x"}`)}, verdict{5, "x"}, nil, 2, "score 9 out of range"},
		{"wrong type twice", []Reply{ok(`{"score":"high"}`), ok(`{"score":"high"}`)}, verdict{}, ErrInvalidOutput, 2, "cannot unmarshal"},
		{"provider error passes through", []Reply{httpErr(401, "")}, verdict{}, &ProviderError{}, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &Fake{Replies: tt.replies}
			var got verdict
			validate := func() error {
				if got.Score < 0 || got.Score > 5 {
					return errors.New("score " + string(rune('0'+got.Score)) + " out of range 0..5")
				}
				return nil
			}
			req := userReq("judge this")
			req.Schema = &Schema{Name: "verdict", JSON: []byte(`{"type":"object"}`)}
			err := GenerateJSON(context.Background(), f, req, &got, validate)
			switch target := tt.wantErr.(type) {
			case nil:
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if diff := cmp.Diff(tt.want, got); diff != "" {
					t.Errorf("(-want +got):\n%s", diff)
				}
			case *ProviderError:
				var pe *ProviderError
				if !errors.As(err, &pe) || errors.Is(err, ErrInvalidOutput) {
					t.Fatalf("err = %v, want the provider error", err)
				}
			default:
				if !errors.Is(err, target) {
					t.Fatalf("err = %v, want %v", err, target)
				}
				var ie *InvalidOutputError
				if !errors.As(err, &ie) || ie.Text == "" {
					t.Errorf("want *InvalidOutputError with the last text, got %#v", err)
				}
			}
			reqs := f.Requests()
			if len(reqs) != tt.wantCalls {
				t.Fatalf("calls %d, want %d", len(reqs), tt.wantCalls)
			}
			if tt.wantCalls == 2 {
				msgs := reqs[1].Messages
				if len(msgs) != 3 || msgs[1].Role != RoleAssistant || msgs[1].Text != tt.replies[0].Text {
					t.Fatalf("retry conversation %+v", msgs)
				}
				if last := msgs[2]; last.Role != RoleUser || !strings.Contains(last.Text, tt.wantRetryMsg) {
					t.Errorf("retry message %q lacks %q", last.Text, tt.wantRetryMsg)
				}
				if reqs[1].Schema == nil || len(reqs[0].Messages) != 1 {
					t.Error("retry must keep the schema and not mutate the original request")
				}
			}
		})
	}
}

func TestGenerateJSONResetsOut(t *testing.T) {
	f := &Fake{Replies: []Reply{ok(`{"score":2,"reason":"first"}`), ok(`{"score":1}`)}}
	got := verdict{}
	calls := 0
	err := GenerateJSON(context.Background(), f, userReq("x"), &got, func() error {
		calls++
		if calls == 1 {
			return errors.New("reject first")
		}
		return nil
	})
	if err != nil || got != (verdict{Score: 1}) {
		t.Fatalf("got %+v, %v: fields from the rejected answer must not leak", got, err)
	}
}

func TestGenerateJSONNeedsPointer(t *testing.T) {
	if err := GenerateJSON(context.Background(), &Fake{}, userReq("x"), verdict{}, nil); err == nil {
		t.Fatal("expected an error for a non-pointer")
	}
}
