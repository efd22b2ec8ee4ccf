package docs

import "regexp"

// Task lists (spec-kit's tasks.md, GitHub checklists): an open task names
// work still to do, so its paths are plans; a ticked task says the work was
// done, so its paths are claims even in a plan document or a section the
// plan cues would otherwise set aside.

// Task states of a mention's line.
const (
	taskNone = iota
	taskOpen
	taskDone
)

var taskLineRE = regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s`)

// taskState reads the state of a task-list line.
func taskState(line string) int {
	m := taskLineRE.FindStringSubmatch(line)
	switch {
	case m == nil:
		return taskNone
	case m[1] == " ":
		return taskOpen
	}
	return taskDone
}

// planReasons are the verdicts a ticked task overrides.
var planReasons = map[string]bool{ReasonProposal: true, ReasonFuture: true, ReasonCreated: true}
