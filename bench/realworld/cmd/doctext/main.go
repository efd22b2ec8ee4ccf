// Command doctext prints a document of a fetched repository with line
// numbers, as labellers quote it: Markdown and text as written, a PDF as
// the detector's extractor gives it, "p<page>:<line>" before each line.
//
//	go run ./bench/realworld/cmd/doctext GITDIR COMMIT PATH
package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/repo-auditor/auditor/internal/pdftext"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: doctext GITDIR COMMIT PATH")
		os.Exit(2)
	}
	data, err := exec.Command("git", "--git-dir", os.Args[1], "show", os.Args[2]+":"+os.Args[3]).Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "doctext: %s at %s: %v\n", os.Args[3], os.Args[2], err)
		os.Exit(1)
	}
	if !strings.HasSuffix(strings.ToLower(os.Args[3]), ".pdf") {
		printLines("", string(data))
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	doc, err := pdftext.Extract(ctx, data)
	if err != nil {
		fmt.Fprintf(os.Stderr, "doctext: %s: %v\n", os.Args[3], err)
		os.Exit(1)
	}
	for _, p := range doc.Pages {
		printLines(fmt.Sprintf("p%d:", p.Number), p.Text)
	}
}

func printLines(prefix, text string) {
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	sc := bufio.NewScanner(bytes.NewReader([]byte(text)))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		fmt.Fprintf(w, "%s%d\t%s\n", prefix, n, sc.Text())
	}
}
