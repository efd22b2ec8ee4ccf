package code

import "time"

// Limits bound the work of one run. Zero fields take DefaultLimits.
type Limits struct {
	MaxFileBytes int64         // a larger source file is skipped with a warning
	FileTimeout  time.Duration // parsing and extracting one file; past it the file is skipped with a warning
	MaxFiles     int           // source files parsed; the rest are counted in a warning
	MaxDepth     int           // syntax-tree nesting walked; a deeper file is skipped with a warning
	MaxRecords   int           // files that get their own CODE_DEFINITIONS/CODE_IMPORTS records
}

// DefaultLimits are the limits of the built-in detective.
var DefaultLimits = Limits{
	MaxFileBytes: 1 << 20,
	FileTimeout:  2 * time.Second,
	MaxFiles:     20_000,
	MaxDepth:     400,
	MaxRecords:   200,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.MaxFileBytes <= 0 {
		l.MaxFileBytes = d.MaxFileBytes
	}
	if l.FileTimeout <= 0 {
		l.FileTimeout = d.FileTimeout
	}
	if l.MaxFiles <= 0 {
		l.MaxFiles = d.MaxFiles
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = d.MaxDepth
	}
	if l.MaxRecords <= 0 {
		l.MaxRecords = d.MaxRecords
	}
	return l
}
