package rubric

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"
)

// MaxSize bounds the size of a rubric file.
const MaxSize = 1 << 20

// BuiltinPrefix selects a built-in rubric in Load: "builtin:default".
const BuiltinPrefix = "builtin:"

// Load reads a rubric file, auto-detecting the format: a JSON document with
// rubric_metadata or dimensions is a community rubric, anything else is
// auditor YAML (strict). "builtin:NAME" loads a built-in rubric. The rubric
// is validated; errors name the file.
func Load(path string) (*Rubric, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return Builtin(name)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("rubric: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("rubric %s: %w", path, err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s: rubric larger than %d bytes", filepath.Base(path), MaxSize)
	}
	return Parse(filepath.Base(path), data)
}

// Parse decodes and validates a rubric from data; name is used in messages.
func Parse(name string, data []byte) (*Rubric, error) {
	var (
		r   *Rubric
		err error
	)
	switch {
	case isCommunity(data):
		r, err = parseCommunity(name, data)
	case looksJSON(name, data):
		// JSON that does not decode is reported as JSON (YAML would say
		// "yaml: ..."), unless it is a YAML flow mapping in a YAML file
		if jerr := jsonError(name, data); jerr != nil {
			if r, err = parseYAML(name, data); err != nil || strings.HasSuffix(strings.ToLower(name), ".json") {
				return nil, jerr
			}
		} else {
			r, err = parseYAML(name, data)
		}
	default:
		r, err = parseYAML(name, data)
	}
	if err != nil {
		return nil, err
	}
	r.File = name
	r.normalize()
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return r, nil
}

// isCommunity reports whether data is a JSON object with the community
// rubric's top-level keys.
func isCommunity(data []byte) bool {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return false
	}
	var probe map[string]json.RawMessage
	if json.Unmarshal(trimmed, &probe) != nil {
		return false
	}
	_, meta := probe["rubric_metadata"]
	_, dims := probe["dimensions"]
	return meta || dims
}

func parseYAML(name string, data []byte) (*Rubric, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var r Rubric
	if err := dec.Decode(&r); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: empty rubric", name)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	r.Format = FormatYAML
	return &r, nil
}
