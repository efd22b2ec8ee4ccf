package aggregator

import (
	"fmt"
	"testing"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestInventoryList: in a small repository, a missing file listed as an
// item of a README's inventory ("- `Dockerfile`: Defines ...") is flagged
// when another item of that inventory exists (in a middle-sized
// repository, in its root README only); without one, in a large
// repository, or for a data directory often kept out of git, the tie
// model's verdict (unconfirmed) stands.
func TestInventoryList(t *testing.T) {
	small := []string{"README.md", "app.py", "requirements.txt"}
	middle := append([]string{}, small...)
	for i := 0; i < largeTree; i++ {
		middle = append(middle, fmt.Sprintf("pkg/f%03d.py", i))
	}
	large := append([]string{}, middle...)
	for i := largeTree; i < inventoryTreeMax; i++ {
		large = append(large, fmt.Sprintf("pkg/f%03d.py", i))
	}
	inDocs := func(e evidence.Evidence) evidence.Evidence {
		c := *e.Claim
		c.Document = "docs/layout.md"
		e.Claim = &c
		return e
	}
	docker := claimEv("README.md", 46, evidence.KindCode, "Dockerfile", ctx("- `Dockerfile`: Defines the Docker container for deploying the application."))
	app := claimEv("README.md", 44, evidence.KindCode, "app.py", ctx("- `app.py`: Contains the Flask application for serving predictions via a REST API."))
	appMissing := claimEv("README.md", 44, evidence.KindCode, "server.py", ctx("- `server.py`: Contains the Flask application."))
	data := claimEv("README.md", 7, evidence.KindProse, "data/", ctx("- **data/**: Contains raw and processed datasets"))
	inSentence := claimEv("README.md", 46, evidence.KindCode, "Dockerfile", ctx("You could write a `Dockerfile` for deploying the application."))
	tests := []struct {
		name   string
		files  []string
		claims []evidence.Evidence
		path   string
		want   evidence.ClaimStatus
	}{
		{"another item exists", small, []evidence.Evidence{app, docker}, "Dockerfile", evidence.StatusMissing},
		{"no item exists", small, []evidence.Evidence{appMissing, docker}, "Dockerfile", StatusUnconfirmed},
		{"a middle-sized repository's README", middle, []evidence.Evidence{app, docker}, "Dockerfile", evidence.StatusMissing},
		{"a middle-sized repository's docs page", middle, []evidence.Evidence{inDocs(app), inDocs(docker)}, "Dockerfile", StatusUnconfirmed},
		{"a large repository", large, []evidence.Evidence{app, docker}, "Dockerfile", StatusUnconfirmed},
		{"a data directory", small, []evidence.Evidence{app, data}, "data", StatusUnconfirmed},
		{"an inventory of a results directory", []string{"results/README.md", "results/a.json"}, []evidence.Evidence{
			claimEv("results/README.md", 3, evidence.KindCode, "a.json", ctx("- `a.json`: Full benchmark output.")),
			claimEv("results/README.md", 4, evidence.KindCode, "Dockerfile", ctx("- `Dockerfile`: Defines the Docker container for deploying the application."))}, "Dockerfile", StatusUnconfirmed},
		{"not a list item", small, []evidence.Evidence{app, inSentence}, "Dockerfile", StatusUnconfirmed},
	}
	for _, tc := range tests {
		in := Input{Evidence: docsSet(tc.claims...), Manifest: evidence.NewManifest(tc.files), Files: testFacts}
		got := evidence.ClaimStatus("")
		for _, e := range Aggregate(in).Evidence[evidence.Docs] {
			if e.Class == evidence.ClassPathClaim && e.Claim.Path == tc.path {
				got = e.Claim.Status
			}
		}
		if got != tc.want {
			t.Errorf("%s: %s -> %q, want %q", tc.name, tc.path, got, tc.want)
		}
	}
}

func TestInventoryItemShapes(t *testing.T) {
	for _, tc := range []struct {
		text, context string
		want          bool
	}{
		{"Dockerfile", "- `Dockerfile`: Defines the Docker container", true},
		{"front-end/api", "3. `front-end/api` - axios api implementation", true},
		{"scripts/", "- **scripts/**: Python scripts for data processing", true},
		{"app.py", "* `app.py` — the web server", true},
		{"app.py", "- Run `app.py`: it starts the server", false},
		{"app.py", "- `app.py`", false},
		{"app.py", "The file `app.py`: the web server", false},
		{"preprocess.py", "- **Files**: `scrape_reviews.py`, `preprocess.py`", false},
	} {
		c := &evidence.Claim{Kind: evidence.KindCode, Text: tc.text, Context: tc.context}
		if got := inventoryItem(c); got != tc.want {
			t.Errorf("%q in %q: %v, want %v", tc.text, tc.context, got, tc.want)
		}
	}
}
