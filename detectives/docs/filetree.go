package docs

import (
	"path"
	"regexp"
	"strings"

	"github.com/repo-auditor/auditor/pkg/evidence"
)

// Hugo themes (Hextra, Doks) draw a project tree with shortcodes instead
// of box-drawing lines:
//
//	{{< filetree/container >}}
//	  {{< filetree/folder name="./pkg/result/processors/" >}}
//	    {{< filetree/file name="cgo.go" >}}
//	  {{< /filetree/folder >}}
//	{{< /filetree/container >}}
//
// Each file and folder is a tree entry at the path its enclosing folders
// give, as a drawn tree's would be.

// fileTreeRE finds a container, a folder or file entry, or a closing tag.
var fileTreeRE = regexp.MustCompile(`\{\{[<%]\s*(/?)filetree/(container|folder|file)\b([^}]*?)[>%]\}\}`)

// fileTreeNameRE reads an entry's name attribute.
var fileTreeNameRE = regexp.MustCompile(`\bname\s*=\s*"([^"]*)"`)

// hugoFileTrees adds the entries of every filetree shortcode container of
// src as tree mentions and takes the shortcodes' bytes out of the prose
// mask, so that their names are not read again as prose.
func (c *collector) hugoFileTrees(src []byte, prose []bool) {
	if !strings.Contains(string(src), "filetree/") {
		return
	}
	all := fileTreeRE.FindAllSubmatchIndex(src, -1)
	var folders []string
	in := false
	for _, m := range all {
		closing, kind, attrs := string(src[m[2]:m[3]]), string(src[m[4]:m[5]]), string(src[m[6]:m[7]])
		for i := m[0]; i < m[1]; i++ {
			prose[i] = false
		}
		switch {
		case kind == "container":
			in, folders = closing == "", nil
			continue
		case !in:
			continue
		case closing != "":
			if kind == "folder" && len(folders) > 0 {
				folders = folders[:len(folders)-1]
			}
			continue
		}
		nm := fileTreeNameRE.FindStringSubmatchIndex(attrs)
		name, off := "", m[6]
		if nm != nil {
			name = strings.Trim(strings.TrimPrefix(strings.TrimSpace(attrs[nm[2]:nm[3]]), "./"), "/")
			off += nm[2] // the name's offset in src
		}
		p := path.Join(append(append([]string{}, folders...), name)...)
		if kind == "folder" {
			folders = append(folders, name)
			p += "/"
		}
		if name == "" || strings.ContainsAny(name, " <>{}*") {
			continue
		}
		if mm := c.addLine(evidence.KindTree, p, off, roleNone, "tree"); mm != nil {
			mm.context = boundContext(mm.context+" [tree path "+p+"]", 0, 0)
		}
	}
}

// proseTrees reads a tree drawn in running text, outside any code block
// (a student's README pasting `├── scripts/  # ETL loaders` without a
// fence, which GitHub runs together into one paragraph): runs of three or
// more tree-drawing lines, with the root line just before them, are read
// as a tree and taken out of the prose mask.
func (c *collector) proseTrees(prose []bool) {
	d := c.doc
	inProse := func(i int) bool {
		l := d.line(i)
		at := d.lineStarts[i-1] + len(l) - len(strings.TrimLeft(l, " \t"))
		return at < len(prose) && prose[at]
	}
	for _, b := range drawnTrees(d, 3, inProse) {
		for _, l := range b {
			for x := l.start; x < l.end && x < len(prose); x++ {
				prose[x] = false
			}
		}
		c.fence("tree", b)
	}
}
