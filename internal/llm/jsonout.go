package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// maxEcho bounds how much of a bad answer is sent back on the retry.
const maxEcho = 8 << 10

// InvalidOutputError carries the last parse/validation failure. errors.Is(err,
// ErrInvalidOutput) is true for it.
type InvalidOutputError struct {
	Err  error  // last parse or validation error
	Text string // last answer (truncated)
}

func (e *InvalidOutputError) Error() string {
	return fmt.Sprintf("%v: %v", ErrInvalidOutput, e.Err)
}

// Is makes errors.Is(err, ErrInvalidOutput) true.
func (e *InvalidOutputError) Is(target error) bool { return target == ErrInvalidOutput }

// Unwrap returns the parse or validation error.
func (e *InvalidOutputError) Unwrap() error { return e.Err }

// GenerateJSON asks m for a JSON answer and decodes it into out (a non-nil
// pointer), then runs validate (may be nil). On a parse or validation failure
// it retries once with the bad answer and the error appended to the
// conversation; if that fails too it returns an *InvalidOutputError. Provider
// errors are returned as they are. Code fences around the JSON are tolerated.
func GenerateJSON(ctx context.Context, m Model, req Request, out any, validate func() error) error {
	rv := reflect.ValueOf(out)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("llm: GenerateJSON needs a non-nil pointer, got %T", out)
	}
	resp, err := m.Generate(ctx, req)
	if err != nil {
		return err
	}
	perr := decodeInto(resp.Text, rv, validate)
	if perr == nil {
		return nil
	}
	retry := req
	retry.Messages = append(append([]Message(nil), req.Messages...),
		Message{Role: RoleAssistant, Text: truncate(resp.Text, maxEcho)},
		Message{Role: RoleUser, Text: "Your previous answer was rejected: " + truncate(perr.Error(), 2048) +
			"\nAnswer again with only one JSON value that matches the requested schema: no prose, no code fences."})
	resp, err = m.Generate(ctx, retry)
	if err != nil {
		return err
	}
	if perr = decodeInto(resp.Text, rv, validate); perr != nil {
		return &InvalidOutputError{Err: perr, Text: truncate(resp.Text, maxEcho)}
	}
	return nil
}

// decodeInto resets *out, decodes text into it and validates.
func decodeInto(text string, rv reflect.Value, validate func() error) error {
	rv.Elem().SetZero()
	body := stripFence(text)
	if body == "" {
		return errors.New("empty answer, expected JSON")
	}
	dec := json.NewDecoder(strings.NewReader(body))
	if err := dec.Decode(rv.Interface()); err != nil {
		return fmt.Errorf("answer is not valid JSON for the schema: %v", err)
	}
	if dec.More() || dec.InputOffset() < int64(len(bytes.TrimRight([]byte(body), " \t\r\n"))) {
		return errors.New("answer has text after the JSON value")
	}
	if validate != nil {
		if err := validate(); err != nil {
			return fmt.Errorf("answer failed validation: %v", err)
		}
	}
	return nil
}

// stripFence removes one surrounding Markdown code fence (```json ... ```).
func stripFence(s string) string {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "```") {
		return s
	}
	nl := strings.IndexByte(s, '\n')
	if nl < 0 {
		return s
	}
	inner := strings.TrimSpace(s[nl+1:])
	if !strings.HasSuffix(inner, "```") {
		return s
	}
	return strings.TrimSpace(strings.TrimSuffix(inner, "```"))
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "") + "..."
}
