package cli

import (
	"fmt"
	"regexp"
	"strings"
)

// dashArgRE finds the argument pflag could not read as a flag: "unknown
// shorthand flag: 'r' in -r.json", "unknown flag: --help.md".
var dashArgRE = regexp.MustCompile(`unknown (?:shorthand )?flag: (?:'.' in )?(-\S+)`)

// flagError is the usage error for a flag that cannot be parsed. An
// unknown flag that looks like a file name (it has a dot or a slash) is
// most likely a file whose name begins with "-": the message says how to
// pass one.
func flagError(err error) error {
	m := dashArgRE.FindStringSubmatch(err.Error())
	if m == nil || !strings.ContainsAny(m[1], "./") {
		return usageError{err}
	}
	return usageError{fmt.Errorf("%w (a file named %q? write ./%s, or put it after -- once the flags are given)", err, m[1], m[1])}
}
