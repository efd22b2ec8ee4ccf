package aggregator

import (
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestShortLinkTarget: "[Answer]: A" is no page; a short real name with an
// extension stays a claim.
func TestShortLinkTarget(t *testing.T) {
	for text, want := range map[string]evidence.ClaimStatus{"A": evidence.StatusNotAClaim, "ab": evidence.StatusNotAClaim, "a.md": evidence.StatusMissing, "abc": evidence.StatusMissing} {
		in := Input{Evidence: docsSet(claimEv("docs/q.md", 12, evidence.KindLink, text, ctx("[Answer]: "+text))),
			Manifest: evidence.NewManifest([]string{"docs/q.md"}), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != want {
			t.Errorf("%s: got %+v, want %s", text, got, want)
		}
	}
}

// TestNotAClaimShapes: URI-scheme autolinks, capitalised words joined by
// slashes, a heading's or a content tab's whole text, a tree's run-time
// directories and an editor's configuration named with the editor are not
// claims; look-alikes are.
func TestNotAClaimShapes(t *testing.T) {
	files := []string{"README.md", "docs/AUTHORS.md", "SSL/README.md", "src/app.py", "data/README.md"}
	tests := []struct {
		name       string
		kind       evidence.ClaimKind
		text, line string
		want       evidence.ClaimStatus
	}{
		{"autolink of a user and password", evidence.KindLink, "user:password", "Arg: <user:password>", evidence.StatusNotAClaim},
		{"a missing relative link", evidence.KindLink, "docs/gone.md", "[x](docs/gone.md)", evidence.StatusMissing},
		{"acronyms", evidence.KindProse, "DER/PEM/ENG", "The type is DER/PEM/ENG.", evidence.StatusNotAClaim},
		{"acronyms and etc", evidence.KindProse, "SSL/SSH/etc", "SSL/SSH/etc connect", evidence.StatusNotAClaim},
		{"a directory in capitals with a file", evidence.KindProse, "SSL/CERTS.md", "see SSL/CERTS.md", evidence.StatusMissing},
		{"a heading's whole text", evidence.KindProse, "AUTHORS", "# AUTHORS", evidence.StatusNotAClaim},
		{"a content tab's caption", evidence.KindProse, "select.css", `=== "select.css"`, evidence.StatusNotAClaim},
		{"a quoted name in a sentence", evidence.KindProse, "select.css", `Style it in "select.css" first.`, evidence.StatusMissing},
		{"a name in a heading sentence", evidence.KindProse, "AUTHORS", "# See AUTHORS", evidence.StatusMissing},
		{"logs in a tree", evidence.KindTree, "deployment/logs", "│ ├───logs", evidence.StatusNotAClaim},
		{"raw data in a tree", evidence.KindTree, "data/raw/", "┃ ┣ 📂 raw", evidence.StatusNotAClaim},
		{"a data directory in a tree", evidence.KindTree, "dashboard/data", "│   ├───data", evidence.StatusNotAClaim},
		{"a crawled site's robots.txt", evidence.KindProse, "robots.txt", "Playwright headless scraper against `careers_url`; robots.txt pre-checked via `urllib.robotparser`.", evidence.StatusNotAClaim},
		{"robots.txt the scraper respects", evidence.KindCode, "robots.txt", "Respect `robots.txt` — LinkedIn disallows most bots; check before adding.", evidence.StatusNotAClaim},
		{"robots.txt in a compliance step of a diagram", evidence.KindFence, "robots.txt", "S6[compliance.py<br/>robots.txt check]", evidence.StatusNotAClaim},
		{"a site's own robots.txt", evidence.KindCode, "robots.txt", "The `static` directory holds `favicon.ico` and `robots.txt`.", evidence.StatusMissing},
		{"any directory under data in a tree", evidence.KindTree, "data/images/", "│   └── images/", evidence.StatusNotAClaim},
		{"a file under data in a tree", evidence.KindTree, "data/images.zip", "│   └── images.zip", evidence.StatusMissing},
		{"a data module of the source", evidence.KindTree, "src/data/", "├── data/", evidence.StatusMissing},
		{"a data file named in a tree", evidence.KindTree, "data.csv", "├── data.csv", evidence.StatusMissing},
		{"a source directory in a tree", evidence.KindTree, "src/models/", "├── models/", evidence.StatusMissing},
		{"raw outside data", evidence.KindTree, "src/raw/", "├── raw/", evidence.StatusMissing},
		{"a cache module", evidence.KindTree, "src/cache/", "├── cache/", evidence.StatusMissing},
		{"a checkout's cache in a tree", evidence.KindTree, ".cache/", "├── .cache/", evidence.StatusNotAClaim},
		{"a database named bare", evidence.KindCode, "core_crm.db", "SQLite: `core_crm.db` — User table", evidence.StatusNotAClaim},
		{"a database under a directory", evidence.KindCode, "fixtures/core_crm.db", "Tests read `fixtures/core_crm.db`.", evidence.StatusMissing},
		{"a virtual environment in a tree", evidence.KindTree, "api/.venv/", "│   ├── .venv/", evidence.StatusNotAClaim},
		{"logs named in prose", evidence.KindCode, "logs/run.txt", "See `logs/run.txt`.", evidence.StatusMissing},
		{"VS Code's launch.json", evidence.KindCode, "launch.json", "If you are using VSCode, set it in `launch.json`.", evidence.StatusNotAClaim},
		{"a project's settings.json", evidence.KindCode, "settings.json", "The app reads `settings.json`.", evidence.StatusMissing},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(claimEv("README.md", 5, tc.kind, tc.text, ctx(tc.line))), Manifest: evidence.NewManifest(files), Files: testFacts, FlagUnconfirmed: true}
		if got := verdictOf(Aggregate(in)); got.Status != tc.want {
			t.Errorf("%s: %s -> %+v, want %s", tc.name, tc.text, got, tc.want)
		}
	}
}

// TestUnderMisnamedDir: a tree's file whose directory is misnamed, when
// the file sits in one sibling directory of a near name, is not flagged
// once more; a file in no such sibling, or at the root, is.
func TestUnderMisnamedDir(t *testing.T) {
	files := []string{"scripts/data_processing/clean_text.py", "scripts/api/app.py", "CLAUDE.md", "README.md", "src/simd/mod.rs"}
	for text, want := range map[string]evidence.ClaimStatus{
		"scripts/data_preprocessing/clean_text.py": StatusUnconfirmed,
		"scripts/data_preprocessing/new_file.py":   evidence.StatusMissing,
		"project/CLAUDE.md":                        evidence.StatusMissing,
		"src/parser/mod.rs":                        evidence.StatusMissing, // an invented directory, not a near name
	} {
		in := Input{Evidence: docsSet(claimEv("README.md", 5, evidence.KindTree, text, ctx("├── "+text))), Manifest: evidence.NewManifest(files), Files: testFacts}
		if got := verdictOf(Aggregate(in)); got.Status != want {
			t.Errorf("%s -> %+v, want %s", text, got, want)
		}
	}
}
