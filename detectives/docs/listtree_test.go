package docs

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// TestListTree: a nested list of names under a structure heading is a
// tree; flat lists, lists of sentences or links, and lists under other
// headings are not.
func TestListTree(t *testing.T) {
	tree := "## Project Structure\n- scripts\n  - data_collection\n    - scrapper.py - the scraper\n    - utils.py\n- requirements.txt\n"
	tests := []struct {
		name, doc string
		want      []string // tree claims
	}{
		{"nested names under a structure heading", tree,
			[]string{"scripts/", "scripts/data_collection/", "scripts/data_collection/scrapper.py", "scripts/data_collection/utils.py", "requirements.txt"}},
		{"code spans and colon descriptions", "## Folder layout\n- `src/`\n  - `app.py`: entry point\n  - `db.py`: storage\n- `README.md`\n",
			[]string{"src/", "src/app.py", "src/db.py", "README.md"}},
		{"another heading", "## Features\n- scripts\n  - data_collection\n    - scrapper.py\n    - utils.py\n", nil},
		{"a description citing a path", "## Project Structure\n- scripts\n  - scrapper.py - called by `src/app.py`\n  - utils.py\n  - db.py\n", nil},
		{"a flat list of bare names", "## Project Structure\n- scrapper.py\n- utils.py\n- app.py\n- db.py\n", nil},
		{"a numbered nested list", "## Folder Structure\n1. `backend/`\n   1. `app.py` - the API\n   2. `db.py`\n2. `front-end/`\n",
			[]string{"backend/", "backend/app.py", "backend/db.py", "front-end/"}},
		{"a flat list of directory paths", "## Folder Structure\n1. `backend/app/` - the API\n2. `front-end/api` - axios client\n3. `front-end/` - the React app\n", nil},
		{"sentences", "## Project Structure\n- The scripts folder\n  - scrapper.py scrapes pages\n  - utils.py\n  - db.py\n", nil},
		{"links", "## Project Structure\n- [scripts](scripts)\n  - [scrapper.py](scripts/scrapper.py)\n  - utils.py\n  - db.py\n", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, c := range Claims(context.Background(), Doc{Name: "README.md", Data: []byte(tc.doc)}, Options{Manifest: tableManifest}) {
			if c.Kind == evidence.KindTree {
				got = append(got, c.Text)
			}
		}
		if !cmp.Equal(got, tc.want) {
			t.Errorf("%s: tree claims %v, want %v", tc.name, got, tc.want)
		}
	}
}
