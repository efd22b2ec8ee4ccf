package cli

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/repo-auditor/auditor/internal/audit"
	"github.com/repo-auditor/auditor/internal/rubric"
)

func newRubricCmd(env *Env, g *globalFlags) *cobra.Command {
	c := &cobra.Command{Use: "rubric", Short: "List, show and validate rubrics"}
	c.AddCommand(&cobra.Command{
		Use:   "list",
		Short: "List the built-in rubrics",
		Args:  noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			tw := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tVERSION\tCRITERIA\tTITLE")
			for _, n := range rubric.List() {
				r, err := rubric.Builtin(n)
				if err != nil {
					return err
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", n, r.Version, len(r.Criteria), r.Name)
			}
			return tw.Flush()
		},
	}, &cobra.Command{
		Use:   "show NAME|FILE",
		Short: "Print a rubric (built-in or file) in auditor's YAML format",
		Args:  exactlyOne("rubric show", "a built-in rubric name or a rubric file"),
		RunE: func(c *cobra.Command, args []string) error {
			r, err := audit.LoadRubric(args[0])
			if err != nil {
				if errors.Is(err, audit.ErrRubricNotFound) {
					return usagef("rubric show %s: %v; list them with 'auditor rubric list'", args[0], err)
				}
				return err
			}
			enc := yaml.NewEncoder(env.Stdout)
			enc.SetIndent(2)
			if err := enc.Encode(r); err != nil {
				return err
			}
			return enc.Close()
		},
	}, &cobra.Command{
		Use:   "validate FILE",
		Short: "Validate a rubric file; every problem names the file, the criterion and what is wrong",
		Args:  exactlyOne("rubric validate", "a rubric file"),
		RunE: func(c *cobra.Command, args []string) error {
			r, err := rubric.Load(args[0])
			if err != nil {
				var ve *rubric.ValidationError
				if errors.As(err, &ve) {
					fmt.Fprintln(env.Stderr, ve.Error())
					return fmt.Errorf("%s: %d problem(s)", args[0], len(ve.Problems))
				}
				return err
			}
			fmt.Fprintf(env.Stdout, "%s: valid (%s, %d criteria, format %s)\n", args[0], r.Name, len(r.Criteria), r.Format)
			for _, name := range slices.Sorted(maps.Keys(r.Synthesis.Unsupported)) {
				fmt.Fprintf(env.Stdout, "%s: note: synthesis rule %q is not implemented by this version and will not be applied\n", args[0], name)
			}
			return nil
		},
	})
	return c
}

func exactlyOne(cmd, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != 1 {
			return usagef("%s takes %s, got %d arguments", cmd, what, len(args))
		}
		return nil
	}
}
