package aggregator

import (
	"path"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestModuleImports: an import specifier in a document resolves to the
// module file a bundler would load; a specifier no module answers, and a
// relative path outside an import, stay flagged.
func TestModuleImports(t *testing.T) {
	files := []string{"packages/docs/components/ecosystem.tsx", "packages/docs/content/ecosystem.mdx", "packages/docs/lib/util/index.js"}
	doc := "packages/docs/content/ecosystem.mdx"
	tests := []struct {
		name, text, line string
		want             evidence.ClaimStatus
	}{
		{"MDX import of a component", "../components/ecosystem", `} from "../components/ecosystem";`, evidence.StatusResolved},
		{"require of a directory's index", "../lib/util", `const util = require('../lib/util')`, evidence.StatusResolved},
		{"import of a missing module", "../components/gone", `import { X } from "../components/gone";`, evidence.StatusMissing},
		{"a relative path outside an import", "../components/ecosystem", `See ../components/ecosystem for the list.`, evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv(doc, 3, evidence.KindProse, tc.text, ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s -> %+v, want %s", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestRelativeImportInCode: a code block's relative import of a missing
// module is the reader's example code, unconfirmed; the same path outside
// an import, or in prose, stays a finding; an existing module resolves.
func TestRelativeImportInCode(t *testing.T) {
	files := []string{"docs/guide/performance.md", "src/utils/index.js"}
	tests := []struct {
		name       string
		kind       evidence.ClaimKind
		text, line string
		want       evidence.ClaimStatus
	}{
		{"example import", evidence.KindFence, "./utils/slash.js", `import { slash } from './utils/slash.js'`, StatusUnconfirmed},
		{"example require", evidence.KindFence, "./../core/settle", `var settle = require('./../core/settle');`, StatusUnconfirmed},
		{"import in a code span", evidence.KindCode, "./utils/slash.js", "import the APIs directly, e.g. `import { slash } from './utils/slash.js'`", StatusUnconfirmed},
		{"not an import", evidence.KindFence, "./utils/slash.js", `node ./utils/slash.js`, evidence.StatusMissing},
		{"an import quoted in prose", evidence.KindProse, "./utils/slash.js", `from './utils/slash.js'`, evidence.StatusMissing},
		{"a code comment's module", evidence.KindFence, "./dir/Module1.js", `// matches ./dir/Module1.js`, StatusUnconfirmed},
		{"an output comment", evidence.KindFence, "./entry.hash1.js", `// { "./entry.hash1.js": "./entry.hash2.js" }`, StatusUnconfirmed},
		{"a URL is no comment", evidence.KindFence, "./utils/slash.js", `curl https://x.org ./utils/slash.js`, evidence.StatusMissing},
		{"a comment in a code span", evidence.KindCode, "./utils/slash.js", "`// see ./utils/slash.js`", evidence.StatusMissing},
		{"a parent-relative string in an expression", evidence.KindCode, "../secret.txt", "`request.params.file === '../secret.txt'`", StatusUnconfirmed},
		{"a parent-relative config value", evidence.KindFence, "../tokio", `tokio = { version = "1.38.0", path = "../tokio" }`, StatusUnconfirmed},
		{"a parent-relative path unquoted", evidence.KindFence, "../tokio", `cp -r ../tokio .`, evidence.StatusMissing},
		{"a quoted path in prose", evidence.KindProse, "../tokio", `set path = "../tokio"`, evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("docs/guide/performance.md", 3, tc.kind, tc.text, ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s -> %+v, want %s", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestHistoricalEntries: an older changelog entry naming a file several
// deleted files were called is history; one naming a file the history
// never had is still flagged (a changelog that says it added it invents
// it).
func TestHistoricalEntries(t *testing.T) {
	hist := func(c *evidence.Claim) { c.Historical = true }
	files := []string{"CHANGELOG.md", "lib/defaults/index.js"}
	past := []PastPath{{Path: "lib/defaults.js", Commit: "c1"}, {Path: "dist/defaults.js", Commit: "c2"}}
	tests := []struct {
		name string
		ev   evidence.Evidence
		want evidence.ClaimStatus
	}{
		{"entry naming a name deleted twice", claimEv("CHANGELOG.md", 958, evidence.KindProse, "defaults.js", ctx("- Fix url pointing to defaults.js in README [#4532]"), hist), evidence.StatusNotAClaim},
		{"entry naming a file never there", claimEv("CHANGELOG.md", 42, evidence.KindCode, "examples/picker.tsx", ctx("- React example `examples/picker.tsx`"), hist), evidence.StatusMissing},
		{"the newest release's name deleted twice", claimEv("CHANGELOG.md", 5, evidence.KindProse, "defaults.js", ctx("- Fix defaults.js")), evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(tc.ev), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true, Past: past}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: -> %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestTreeCommentNames: a file a tree comment names resolves to the one
// file of that name elsewhere in the repository; one the repository does
// not have anywhere stays flagged.
func TestTreeCommentNames(t *testing.T) {
	files := []string{"README.md", "personas/SOUL.md", "src/persona/manager.py"}
	tests := []struct {
		name, text string
		want       evidence.ClaimStatus
	}{
		{"named file elsewhere", "src/persona/SOUL.md", evidence.StatusResolved},
		{"named file nowhere", "src/persona/judges.py", evidence.StatusMissing},
	}
	for _, tc := range tests {
		ev := claimEv("README.md", 12, evidence.KindTree, tc.text, ctx("│ ├── persona/ # Persona (SOUL.md) management [tree comment names "+path.Base(tc.text)+" in src/persona/]"))
		in := Input{Evidence: docsSet(ev), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: -> %+v, want %s", tc.name, got, tc.want)
		}
	}
}

// TestNodeScript: "node bin/prettier" runs bin/prettier.js; a missing
// script, or the name outside a node command, stays missing.
func TestNodeScript(t *testing.T) {
	files := []string{"bin/prettier.js", "tests/format/README.md"}
	tests := []struct {
		text, line string
		want       evidence.ClaimStatus
	}{
		{"../../bin/prettier", "node ../../bin/prettier --write x.js", evidence.StatusResolved},
		{"../../bin/format", "node ../../bin/format --write x.js", evidence.StatusMissing},
		{"../../bin/prettier", "cat ../../bin/prettier", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("tests/format/README.md", 3, evidence.KindFence, tc.text, ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%q: got %+v, want %s", tc.line, got, tc.want)
		}
	}
}
