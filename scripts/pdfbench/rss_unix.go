//go:build unix

package main

import (
	"fmt"
	"runtime"
	"syscall"
)

// peakRSS reports the process's maximum resident set size.
func peakRSS() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "unknown: " + err.Error()
	}
	kb := ru.Maxrss
	if runtime.GOOS == "darwin" {
		kb /= 1024 // bytes on macOS
	}
	return fmt.Sprintf("%d MB", kb/1024)
}
