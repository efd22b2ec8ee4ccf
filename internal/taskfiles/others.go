package taskfiles

import (
	"encoding/json"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
	"go.yaml.in/yaml/v3"
)

// ParsePackageJSON lists the scripts of a package.json and, in Deps, the
// names of its dependencies (whose binaries `yarn NAME` may run). A file
// that does not parse is Open.
func ParsePackageJSON(data []byte) (d Defined, deps []string) {
	var pj struct {
		Scripts         map[string]any `json:"scripts"`
		Dependencies    map[string]any `json:"dependencies"`
		DevDependencies map[string]any `json:"devDependencies"`
		Bin             any            `json:"bin"`
	}
	if err := json.Unmarshal(data, &pj); err != nil {
		d.Open = true
		return d, nil
	}
	d.Names = sortedKeys(pj.Scripts)
	deps = append(sortedKeys(pj.Dependencies), sortedKeys(pj.DevDependencies)...)
	return d, deps
}

// justRecipeRE is a recipe header: an optional '@', a name, parameters,
// then ':' (not ':=').
var justRecipeRE = regexp.MustCompile(`^@?([A-Za-z_][\w-]*)(?:\s+[^:=\s][^:]*)?\s*:(?:[^=]|$)`)

// justAliasRE is "alias b := build".
var justAliasRE = regexp.MustCompile(`^alias\s+([A-Za-z_][\w-]*)\s*:=`)

// ParseJustfile lists the recipes and aliases of a justfile; an import or
// a module makes it Open.
func ParseJustfile(data []byte) Defined {
	var d Defined
	seen := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == ' ' || line[0] == '\t' || line[0] == '#' {
			continue
		}
		switch {
		case strings.HasPrefix(line, "import ") || strings.HasPrefix(line, "mod ") || strings.HasPrefix(line, "import? ") || strings.HasPrefix(line, "mod? "):
			d.Open = true
		case justAliasRE.MatchString(line):
			d.Names = addName(d.Names, seen, justAliasRE.FindStringSubmatch(line)[1])
		case justRecipeRE.MatchString(line):
			d.Names = addName(d.Names, seen, justRecipeRE.FindStringSubmatch(line)[1])
		}
	}
	return d
}

// ParseTaskfile lists the tasks of a Taskfile.yml and their aliases;
// includes (namespaced tasks) or a file that does not parse make it Open.
func ParseTaskfile(data []byte) Defined {
	var tf struct {
		Includes map[string]any `yaml:"includes"`
		Tasks    yaml.Node      `yaml:"tasks"`
	}
	var d Defined
	if err := yaml.Unmarshal(data, &tf); err != nil {
		d.Open = true
		return d
	}
	d.Open = len(tf.Includes) > 0
	seen := map[string]bool{}
	n := tf.Tasks
	for i := 0; n.Kind == yaml.MappingNode && i+1 < len(n.Content); i += 2 {
		d.Names = addName(d.Names, seen, n.Content[i].Value)
		var t struct {
			Aliases []string `yaml:"aliases"`
		}
		if n.Content[i+1].Decode(&t) == nil {
			for _, a := range t.Aliases {
				d.Names = addName(d.Names, seen, a)
			}
		}
	}
	return d
}

// ParsePyproject lists the console scripts of a pyproject.toml
// ([project.scripts], [project.gui-scripts], [tool.poetry.scripts]) and,
// in deps, the normalized names of its dependencies. A file that does not
// parse is Open.
func ParsePyproject(data []byte) (d Defined, deps []string) {
	var pp struct {
		Project struct {
			Name         string              `toml:"name"`
			Scripts      map[string]any      `toml:"scripts"`
			GUIScripts   map[string]any      `toml:"gui-scripts"`
			Dependencies []string            `toml:"dependencies"`
			Optional     map[string][]string `toml:"optional-dependencies"`
		} `toml:"project"`
		DependencyGroups map[string][]any `toml:"dependency-groups"`
		Tool             struct {
			Poetry struct {
				Scripts      map[string]any `toml:"scripts"`
				Dependencies map[string]any `toml:"dependencies"`
				Group        map[string]struct {
					Dependencies map[string]any `toml:"dependencies"`
				} `toml:"group"`
			} `toml:"poetry"`
		} `toml:"tool"`
	}
	if _, err := toml.Decode(string(data), &pp); err != nil {
		d.Open = true
		return d, nil
	}
	seen := map[string]bool{}
	for _, m := range []map[string]any{pp.Project.Scripts, pp.Project.GUIScripts, pp.Tool.Poetry.Scripts} {
		for _, k := range sortedKeys(m) {
			d.Names = addName(d.Names, seen, k)
		}
	}
	for _, r := range pp.Project.Dependencies {
		deps = append(deps, requirementName(r))
	}
	for _, rs := range pp.Project.Optional {
		for _, r := range rs {
			deps = append(deps, requirementName(r))
		}
	}
	for _, rs := range pp.DependencyGroups {
		for _, r := range rs {
			if s, ok := r.(string); ok {
				deps = append(deps, requirementName(s))
			}
		}
	}
	for _, k := range sortedKeys(pp.Tool.Poetry.Dependencies) {
		deps = append(deps, requirementName(k))
	}
	for _, g := range pp.Tool.Poetry.Group {
		for _, k := range sortedKeys(g.Dependencies) {
			deps = append(deps, requirementName(k))
		}
	}
	return d, deps
}

var reqNameRE = regexp.MustCompile(`^\s*([A-Za-z0-9][A-Za-z0-9._-]*)`)

// requirementName is the normalized project name of a PEP 508
// requirement ("LangChain_Core>=0.2" -> "langchain-core").
func requirementName(r string) string {
	m := reqNameRE.FindStringSubmatch(r)
	if m == nil {
		return ""
	}
	return strings.ToLower(strings.NewReplacer("_", "-", ".", "-").Replace(m[1]))
}
