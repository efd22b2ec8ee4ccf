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
	markWeightsSet(data, r.Criteria)
	return &r, nil
}

// markWeightsSet records which criteria of a YAML rubric write a weight
// (weightSet): the decoded value alone cannot tell "weight: 0" from none.
func markWeightsSet(data []byte, cs []Criterion) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return
	}
	crit := mappingValue(doc.Content[0], "criteria")
	if crit == nil || crit.Kind != yaml.SequenceNode {
		return
	}
	for i, item := range crit.Content {
		if i < len(cs) && mappingValue(item, "weight") != nil {
			cs[i].weightSet = true
		}
	}
}

// mappingValue returns the value of key in mapping node n, or nil.
func mappingValue(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}
