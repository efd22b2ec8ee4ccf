// Command realworld scores the hallucination detector on the real-world
// benchmark: for every label file it audits the fetched mirror of the
// repository at the labelled commit and compares the flags raised in the
// labelled documents with the labels.
//
//	go run ./bench/realworld/cmd/realworld -mirrors /work/.mirror -split dev [-v]
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/repo-auditor/auditor/bench/realworld"
)

func main() {
	var o options
	flag.StringVar(&o.mirrors, "mirrors", "/work/.mirror", "directory of fetched mirrors (owner+name/repo)")
	flag.StringVar(&o.labels, "labels", "bench/realworld/labels", "directory of label files")
	flag.StringVar(&o.split, "split", "dev", "dev, test or all")
	flag.StringVar(&o.repo, "repo", "", "score only this owner/name")
	flag.IntVar(&o.round, "round", 0, "score only repositories labelled in this round (0: all)")
	flag.BoolVar(&o.verbose, "v", false, "list every true and false flag, miss and unconfirmed path")
	flag.BoolVar(&o.flagAll, "flag-unconfirmed", false, "flag every missing path (the tie model off), as --flag-unconfirmed does")
	flag.StringVar(&o.tieRows, "tie-rows", "", "write the labelled rows the tie model weighed to this file (aggregator/testdata/tie/realworld_rows.tsv)")
	flag.DurationVar(&o.timeout, "timeout", 5*time.Minute, "per-detective deadline")
	flag.Parse()
	if err := run(context.Background(), o, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "realworld:", err)
		os.Exit(1)
	}
}

type options struct {
	mirrors, labels, split, repo string
	tieRows                      string
	verbose, flagAll             bool
	timeout                      time.Duration
	round                        int
}

func run(ctx context.Context, o options, w io.Writer) error {
	files, err := realworld.LoadDir(o.labels)
	if err != nil {
		return err
	}
	var scores []realworld.Score
	var skipped []string
	unconf := map[string][]realworld.Flag{}
	var rows []realworld.TieRow
	for _, f := range files {
		if (o.split != "all" && f.Split != o.split) || (o.repo != "" && f.Repo != o.repo) || o.round != 0 && max(f.Round, 1) != o.round {
			continue
		}
		dir := realworld.MirrorDir(o.mirrors, f.Repo)
		if _, err := os.Stat(dir); err != nil {
			skipped = append(skipped, f.Repo+" (not fetched)")
			continue
		}
		d, err := realworld.Detect(ctx, dir, f.Repo, f.Commit, o.timeout, o.flagAll)
		if err != nil && d.Flags == nil {
			skipped = append(skipped, fmt.Sprintf("%s (%v)", f.Repo, err))
			continue
		}
		sc := realworld.ScoreRepo(f, d.Flags)
		realworld.AttributeFlags(&sc, d)
		realworld.AttributeMisses(&sc, d)
		scores = append(scores, sc)
		unconf[f.Repo] = labelledOnly(f, d.Unconfirmed)
		rows = append(rows, realworld.TieRows(f, d.Weighed)...)
	}
	if o.tieRows != "" {
		if err := writeRows(o.tieRows, rows); err != nil {
			return err
		}
	}
	realworld.WriteTable(w, scores)
	realworld.WriteStages(w, scores)
	if o.verbose {
		realworld.WriteDetails(w, scores, unconf)
	}
	for _, s := range skipped {
		fmt.Fprintln(w, "skipped:", s)
	}
	return nil
}

func labelledOnly(f realworld.File, fl []realworld.Flag) []realworld.Flag {
	docs := map[string]bool{}
	for _, d := range f.Documents {
		docs[d.Path] = true
	}
	var out []realworld.Flag
	for _, x := range fl {
		if docs[x.Document] {
			out = append(out, x)
		}
	}
	return out
}

func writeRows(name string, rows []realworld.TieRow) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := realworld.WriteTieRows(f, rows); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
