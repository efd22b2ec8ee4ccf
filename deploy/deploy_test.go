// Package deploy holds the GitHub Actions and Kubernetes manifests of cohort
// audits (see README.md); its test checks that they parse and agree.
package deploy

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func load(t *testing.T, path string) []map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var docs []map[string]any
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	for {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			if err.Error() == "EOF" {
				break
			}
			t.Fatalf("%s: %v", path, err)
		}
		docs = append(docs, m)
	}
	return docs
}

func TestDeployManifests(t *testing.T) {
	job := load(t, "kubernetes/shard-job.yaml")[0]
	spec := job["spec"].(map[string]any)
	if spec["completionMode"] != "Indexed" {
		t.Errorf("shard Job completionMode = %v, want Indexed", spec["completionMode"])
	}
	raw, _ := os.ReadFile("kubernetes/shard-job.yaml")
	m := regexp.MustCompile(`--shard auto/(\d+)`).FindSubmatch(raw)
	if m == nil {
		t.Fatal("shard Job does not run --shard auto/N")
	}
	if got := spec["completions"]; got != atoi(string(m[1])) {
		t.Errorf("completions %v != N %s of --shard auto/N", got, m[1])
	}
	merge, _ := os.ReadFile("kubernetes/merge-job.yaml")
	if !strings.Contains(string(merge), "auditor merge /data/shard-*") {
		t.Error("merge Job does not merge /data/shard-*")
	}
	for _, f := range []string{"kubernetes/configmap.yaml", "kubernetes/pvc.yaml", "kubernetes/merge-job.yaml"} {
		load(t, f)
	}
	wf := load(t, "github-actions/cohort-audit.yml")[0]
	jobs := wf["jobs"].(map[string]any)
	for _, j := range []string{"plan", "shard", "merge"} {
		if jobs[j] == nil {
			t.Errorf("workflow has no %s job", j)
		}
	}
	wraw, _ := os.ReadFile("github-actions/cohort-audit.yml")
	for _, want := range []string{"--shard '${{ matrix.shard }}/${{ inputs.shards }}'", "auditor merge shards/shard-*", "SOURCE_DATE_EPOCH: ${{ needs.plan.outputs.epoch }}"} {
		if !strings.Contains(string(wraw), want) {
			t.Errorf("workflow lacks %q", want)
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
