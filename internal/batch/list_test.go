package batch

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseList(t *testing.T) {
	tests := []struct {
		name, in string
		want     []Entry
		wantErr  string
	}{
		{"plain lines, comments, blank lines", "# cohort\n\nhttps://github.com/a/b.git\n  ./local/repo/  \ngit@github.com:c/d.git\n",
			[]Entry{{Name: "b", URL: "https://github.com/a/b.git"}, {Name: "repo", URL: "./local/repo/"}, {Name: "d", URL: "git@github.com:c/d.git"}}, ""},
		{"same name twice", "x/app\ny/app\nz/app.git\n",
			[]Entry{{Name: "app", URL: "x/app"}, {Name: "app-2", URL: "y/app"}, {Name: "app-3", URL: "z/app.git"}}, ""},
		{"a suffixed name never takes a name given later", "x/app\ny/app\nz/app-2\n",
			[]Entry{{Name: "app", URL: "x/app"}, {Name: "app-2", URL: "y/app"}, {Name: "app-2-2", URL: "z/app-2"}}, ""},
		{"names differing in case only are one directory on macOS", "x/App\ny/app\n",
			[]Entry{{Name: "App", URL: "x/App"}, {Name: "app-2", URL: "y/app"}}, ""},
		{"BOM, CRLF and blank lines", "\ufeffx/a\r\n\r\n  \r\ny/b\r\n",
			[]Entry{{Name: "a", URL: "x/a"}, {Name: "b", URL: "y/b"}}, ""},
		{"names that would escape OUT", "name,url\n../x,/r/1\n/etc/evil,/r/2\na/../../b,/r/3\n",
			[]Entry{{Name: "x", URL: "/r/1"}, {Name: "etc_evil", URL: "/r/2"}, {Name: "a_.._.._b", URL: "/r/3"}}, ""},
		{"a given name with nothing usable", "name,url\n..,/r/1\n", nil, `line 2: name ".." has no letter or digit`},
		{"csv with header, columns by name", "name,url,ref,report\nalice,https://h/alice.git,v1,reports/alice.pdf\n\"bob smith\",/r/bob,,\n",
			[]Entry{{Name: "alice", URL: "https://h/alice.git", Ref: "v1", Report: "reports/alice.pdf"}, {Name: "bob_smith", URL: "/r/bob"}}, ""},
		{"csv columns in another order", "# list\nurl,name\n/r/x,ex\n",
			[]Entry{{Name: "ex", URL: "/r/x"}}, ""},
		{"csv without url", "name,ref\na,b\n", nil, "needs a url column"},
		{"csv unknown column", "name,url,branch\na,b,c\n", nil, `unknown CSV column "branch"`},
		{"csv row without url", "name,url\na,\n", nil, "line 2: no url"},
		{"name that cannot be derived", "/\n", nil, "cannot derive a name"},
		{"empty", "# nothing\n", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseList(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Entry{}, "Line"), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ParseList (-want +got):\n%s", diff)
			}
		})
	}
}
