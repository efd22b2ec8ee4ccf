// Command codeclaims lists the command and symbol mentions the detector
// finds in the labelled documents of the real-world benchmark (-list, as
// JSON lines, for labelling) and scores COMMAND_CLAIM and SYMBOL_CLAIM
// flags against bench/realworld/code-claims (default).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/repo-auditor/auditor/bench/realworld"
)

func main() {
	mirrors := flag.String("mirrors", "/work/.mirror", "directory of fetched mirrors (OWNER+NAME/repo)")
	split := flag.String("split", "dev", "split to run: dev or test")
	list := flag.Bool("list", false, "print every mention found as JSON lines instead of scoring")
	verbose := flag.Bool("v", false, "print every false flag and miss")
	round := flag.Int("round", 0, "only the repositories labelled in this round (0: all)")
	flag.Parse()
	if err := run(*mirrors, *split, *round, *list, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "codeclaims:", err)
		os.Exit(1)
	}
}

func run(mirrors, split string, round int, list, verbose bool) error {
	files, err := realworld.LoadDir("bench/realworld/labels")
	if err != nil {
		return err
	}
	labels := map[string]realworld.CodeClaimFile{}
	if !list {
		cl, err := realworld.LoadCodeClaims("bench/realworld/code-claims")
		if err != nil {
			return err
		}
		for _, f := range cl {
			labels[f.Repo] = f
		}
	}
	enc := json.NewEncoder(os.Stdout)
	total := map[string]*realworld.CodeScore{"command": {}, "symbol": {}}
	for _, f := range files {
		if f.Split != split || round != 0 && f.Round != round {
			continue
		}
		var docs []string
		for _, d := range f.Documents {
			docs = append(docs, d.Path)
		}
		found, err := realworld.DetectCode(context.Background(), realworld.MirrorDir(mirrors, f.Repo), f.Repo, f.Commit, docs, 5*time.Minute)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", f.Repo, err)
		}
		if list {
			for _, m := range found {
				_ = enc.Encode(map[string]any{"repo": f.Repo, "commit": f.Commit, "mention": m})
			}
			continue
		}
		flagged := map[string]bool{}
		for _, m := range found {
			if m.Flagged() {
				flagged[m.Key()] = true
			}
		}
		lab := labels[f.Repo].Mentions
		for kind, s := range realworld.ScoreCode(lab, flagged) {
			t := total[kind]
			t.TP, t.FP, t.FN, t.Ambiguous = t.TP+s.TP, t.FP+s.FP, t.FN+s.FN, t.Ambiguous+s.Ambiguous
		}
		if verbose {
			byKey := map[string]realworld.CodeMention{}
			for _, m := range lab {
				byKey[m.Key()] = m
			}
			seen := map[string]bool{}
			for _, m := range found {
				seen[m.Key()] = true
			}
			for _, l := range lab {
				if l.Label == realworld.Hallucinated && !seen[l.Key()] {
					fmt.Printf("FN %s %s:%d %q (%s) status=not_extracted\n", f.Repo, l.Document, l.Line, l.Text, l.Kind)
				}
			}
			for _, m := range found {
				l, ok := byKey[m.Key()]
				switch {
				case m.Flagged() && (!ok || l.Label != realworld.Hallucinated && l.Label != realworld.Ambiguous):
					fmt.Printf("FP %s %s:%d %q (%s) label=%s\n", f.Repo, m.Document, m.Line, m.Text, m.Reason, l.Label)
				case !m.Flagged() && ok && l.Label == realworld.Hallucinated:
					fmt.Printf("FN %s %s:%d %q status=%s\n", f.Repo, m.Document, m.Line, m.Text, m.Status)
				}
			}
		}
	}
	if list {
		return nil
	}
	for _, kind := range []string{"command", "symbol"} {
		s := total[kind]
		fmt.Printf("%s: tp %d fp %d fn %d ambiguous %d precision %.3f recall %.3f\n", kind, s.TP, s.FP, s.FN, s.Ambiguous, s.Precision(), s.Recall())
	}
	return nil
}
