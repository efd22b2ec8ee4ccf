// Command pdfbench measures internal/pdftext against poppler's pdftotext:
// word recall and precision per PDF and overall, engine start-up time,
// extraction time and peak RSS.
//
//	go run ./scripts/pdfbench internal/pdftext/testdata /path/to/more/pdfs
//
// Arguments are PDF files or directories (searched for *.pdf, not
// recursively). pdftotext must be installed (Debian: poppler-utils).
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/repo-auditor/auditor/internal/pdftext"
	"github.com/repo-auditor/auditor/internal/pdftext/wordbag"
)

func main() {
	timeout := flag.Duration("timeout", time.Minute, "per-document extraction timeout")
	dump := flag.Bool("dump", false, "print the extracted text of each file instead of measuring")
	flag.Parse()
	files, err := collect(flag.Args())
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "usage: pdfbench FILE.pdf|DIR ...", err)
		os.Exit(2)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		fmt.Fprintln(os.Stderr, "pdftotext not found (apt-get install poppler-utils)")
		os.Exit(2)
	}
	if *dump {
		dumpText(files, *timeout)
		return
	}
	start := time.Now()
	_, err = pdftext.Extract(context.Background(), []byte(tinyPDF))
	fmt.Printf("engine start-up (first Extract of a 1-page PDF): %v (err=%v)\n\n", time.Since(start).Round(time.Millisecond), err)
	run(files, *timeout)
	fmt.Printf("\npeak RSS: %s\n", peakRSS())
}

// collect expands directories into their *.pdf files, sorted.
func collect(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		m, err := filepath.Glob(filepath.Join(a, "*.pdf"))
		if err != nil {
			return nil, err
		}
		out = append(out, m...)
	}
	sort.Strings(out)
	return out, nil
}

func run(files []string, timeout time.Duration) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\tpages\twords\trecall(-layout)\tprecision(-layout)\trecall(default)\tprecision(default)\ttime\t")
	var totL, totD wordbag.Score
	var elapsed time.Duration
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(tw, "%s\terror: %v\t\t\t\t\t\t\t\n", filepath.Base(f), err)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		t0 := time.Now()
		d, err := pdftext.Extract(ctx, data)
		el := time.Since(t0)
		cancel()
		if err != nil {
			fmt.Fprintf(tw, "%s\t%s\t\t\t\t\t\t%v\t\n", filepath.Base(f), errClass(err), el.Round(time.Millisecond))
			continue
		}
		elapsed += el
		got := docText(d)
		refL, errL := pdftotext(f, "-layout")
		refD, errD := pdftotext(f)
		if errors.Join(errL, errD) != nil {
			fmt.Fprintf(tw, "%s\tpdftotext failed: %v\t\t\t\t\t\t\t\n", filepath.Base(f), errors.Join(errL, errD))
			continue
		}
		sl := wordbag.Compare(refL, got)
		sd := wordbag.Compare(wordbag.Dehyphenate(refD), wordbag.Dehyphenate(got))
		totL, totD = totL.Add(sl), totD.Add(sd)
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%v\t\n", filepath.Base(f), len(d.Pages), sl.RefWords,
			sl.Recall(), sl.Precision(), sd.Recall(), sd.Precision(), el.Round(time.Millisecond))
	}
	fmt.Fprintf(tw, "TOTAL\t\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%v\t\n", totL.RefWords,
		totL.Recall(), totL.Precision(), totD.Recall(), totD.Precision(), elapsed.Round(time.Millisecond))
	tw.Flush()
}

func errClass(err error) string {
	for _, s := range []error{pdftext.ErrEncrypted, pdftext.ErrCorrupt, pdftext.ErrTooLarge, context.DeadlineExceeded} {
		if errors.Is(err, s) {
			return s.Error()
		}
	}
	return err.Error()
}

func docText(d *pdftext.Doc) string {
	var b strings.Builder
	for _, p := range d.Pages {
		b.WriteString(p.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// pdftotext returns poppler's text for path, normalised like Extract's.
func pdftotext(path string, args ...string) (string, error) {
	var out bytes.Buffer
	cmd := exec.Command("pdftotext", append(append(args, "-enc", "UTF-8", path), "-")...)
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return "", err
	}
	return pdftext.Normalize(out.String()), nil
}

// tinyPDF is a one-page PDF (xref offsets are not needed: PDFium rebuilds
// them) used to time the engine start.
const tinyPDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
	"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
	"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R" +
	"/Resources<</Font<</F1 5 0 R>>>>>>endobj\n" +
	"4 0 obj<</Length 37>>stream\nBT /F1 12 Tf 20 100 Td (warm up) Tj ET\nendstream endobj\n" +
	"5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n" +
	"trailer<</Root 1 0 R>>\n%%EOF\n"

// dumpText prints pages and images of each file as Extract returns them.
func dumpText(files []string, timeout time.Duration) {
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Printf("=== %s: %v\n", f, err)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		d, err := pdftext.Extract(ctx, data)
		cancel()
		if err != nil {
			fmt.Printf("=== %s: %v\n", f, err)
			continue
		}
		fmt.Printf("=== %s: %d pages (declared %d, truncated %v)\n", f, len(d.Pages), d.PageCount, d.Truncated)
		for _, p := range d.Pages {
			fmt.Printf("--- page %d, images %+v\n%s\n", p.Number, p.Images, p.Text)
		}
	}
}
