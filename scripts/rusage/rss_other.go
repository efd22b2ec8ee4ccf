//go:build !unix

package main

import "os"

// maxRSSKiB is unknown (0) where rusage is not available.
func maxRSSKiB(*os.ProcessState) int64 { return 0 }
