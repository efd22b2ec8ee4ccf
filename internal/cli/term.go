package cli

import (
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// isTerminal reports whether w is a terminal: an *os.File on a tty (or a
// Cygwin/MSYS pty). Buffers, pipes and files are not. Tests replace it.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// colour reports whether output to w may be coloured: w is a terminal,
// NO_COLOR is unset or empty (https://no-color.org) and --no-color was
// not given.
func (g *globalFlags) colour(w io.Writer) bool {
	return !g.noColor && g.getenv("NO_COLOR") == "" && isTerminal(w)
}
