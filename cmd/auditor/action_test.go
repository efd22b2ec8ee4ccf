package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestActionYAMLMapsInputsOneToOne checks that every action input reaches
// the run step as an INPUT_* variable that run.sh reads, and that every
// output is one the action-outputs command writes.
func TestActionYAMLMapsInputsOneToOne(t *testing.T) {
	data, err := os.ReadFile("../../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	var action struct {
		Inputs  map[string]any `yaml:"inputs"`
		Outputs map[string]struct {
			Value string `yaml:"value"`
		} `yaml:"outputs"`
		Runs struct {
			Using string `yaml:"using"`
			Steps []struct {
				ID  string            `yaml:"id"`
				Env map[string]string `yaml:"env"`
			} `yaml:"steps"`
		} `yaml:"runs"`
	}
	if err := yaml.Unmarshal(data, &action); err != nil {
		t.Fatal(err)
	}
	if action.Runs.Using != "composite" {
		t.Fatalf("runs.using = %q, want composite", action.Runs.Using)
	}
	script, err := os.ReadFile("../../scripts/action/run.sh")
	if err != nil {
		t.Fatal(err)
	}
	var env map[string]string
	for _, s := range action.Runs.Steps {
		if s.ID == "outputs" {
			env = s.Env
		}
	}
	want := []string{"path", "report", "rubric", "format", "output-dir", "fail-under", "fail-on", "llm", "model", "cache"}
	if len(action.Inputs) != len(want) {
		t.Errorf("action has %d inputs, want %d (%v)", len(action.Inputs), len(want), want)
	}
	for _, in := range want {
		if _, ok := action.Inputs[in]; !ok {
			t.Errorf("input %q missing", in)
		}
		v := "INPUT_" + strings.ToUpper(strings.ReplaceAll(in, "-", "_"))
		if env[v] != "${{ inputs."+in+" }}" {
			t.Errorf("run step env %s = %q, want the input %q", v, env[v], in)
		}
		if !strings.Contains(string(script), v) {
			t.Errorf("run.sh never reads %s", v)
		}
	}
	outRE := regexp.MustCompile(`^\$\{\{ steps\.outputs\.outputs\.([a-z-]+) \}\}$`)
	for _, name := range []string{"score", "hallucinations", "integrity", "report-json", "sarif-file"} {
		o, ok := action.Outputs[name]
		m := outRE.FindStringSubmatch(o.Value)
		if !ok || m == nil || m[1] != name {
			t.Errorf("output %q = %q, want ${{ steps.outputs.outputs.%s }}", name, o.Value, name)
		}
	}
}
