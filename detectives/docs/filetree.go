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
		if kind == "folder" {
			folders = append(folders, name)
		}
		if name == "" || strings.ContainsAny(name, " <>{}*") {
			continue
		}
		p := path.Join(append(append([]string{}, folders[:len(folders)-boolInt(kind == "folder")]...), name)...)
		if kind == "folder" {
			p += "/"
		}
		if mm := c.addLine(evidence.KindTree, p, off, roleNone, "tree"); mm != nil {
			mm.context = boundContext(mm.context+" [tree path "+p+"]", 0, 0)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// proseTrees reads a tree drawn in running text, outside any code block
// (a student's README pasting `├── scripts/  # ETL loaders` without a
// fence, which GitHub runs together into one paragraph): runs of three or
// more tree-drawing lines, with the root line just before them, are read
// as a tree and taken out of the prose mask.
func (c *collector) proseTrees(prose []bool) {
	d := c.doc
	n := len(d.lineStarts)
	inProse := func(i int) bool {
		l := d.line(i)
		k := len(l) - len(strings.TrimLeft(l, " \t"))
		at := d.lineStarts[i-1] + k
		return at < len(prose) && prose[at]
	}
	for i := 1; i <= n; i++ {
		if !isTreeDrawing(d.line(i)) || !inProse(i) {
			continue
		}
		j := i
		for j+1 <= n && isTreeDrawing(d.line(j+1)) && inProse(j+1) {
			j++
		}
		if j-i+1 >= 3 {
			start := i
			if prev := strings.TrimSpace(d.line(i - 1)); i > 1 && prev != "" && len(strings.Fields(prev)) == 1 && inProse(i-1) {
				start = i - 1
			}
			var b []span
			for k := start; k <= j; k++ {
				s := d.lineStarts[k-1]
				b = append(b, span{d.line(k), s, s + len(d.line(k))})
				for x := s; x < s+len(d.line(k)) && x < len(prose); x++ {
					prose[x] = false
				}
			}
			c.fence("tree", b)
		}
		i = j
	}
}
