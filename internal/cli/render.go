package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/repo-auditor/auditor/internal/report"
)

func newRenderCmd(env *Env, g *globalFlags) *cobra.Command {
	var format, output string
	c := &cobra.Command{
		Use:   "render REPORT.json",
		Short: "Render a JSON report as Markdown, SARIF, HTML or text (from the JSON alone)",
		Args: func(c *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("render takes exactly one JSON report file, got %d arguments", len(args))
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			formats, err := parseFormats(format)
			if err != nil {
				return err
			}
			if len(formats) != 1 {
				return usagef("render writes one --format at a time")
			}
			// a file that is missing or no report is the wrong argument (exit 2)
			f, err := os.Open(args[0])
			if err != nil {
				return usagef("reading report %s: %v (give the report.json that audit wrote)", args[0], err)
			}
			defer f.Close()
			rep, err := report.ReadJSON(f)
			if err != nil {
				return usageError{fmt.Errorf("reading report %s: %w", args[0], err)}
			}
			plan := outputPlan{formats: formats, file: output, red: g.red, colour: g.colour(env.Stdout)}
			_, err = plan.write(env.Stdout, rep)
			return err
		},
	}
	c.Flags().StringVar(&format, "format", "md", "output format: json, md, sarif, html, text")
	c.Flags().StringVarP(&output, "output", "o", "-", "write to FILE, or - for stdout")
	return c
}
