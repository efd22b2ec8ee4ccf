// Command rusage runs a command and writes "SECONDS PEAK-KiB CPU-SECONDS"
// (wall time, the child's peak resident set size, its user+system time)
// to the file given by -o, like `/usr/bin/time -f '%e %M %U %S' -o FILE`
// (which prints user and system apart), for machines without GNU time.
//
//	go run ./scripts/rusage -o times.txt -- git log
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"time"
)

func main() {
	out := flag.String("o", "", "file to write 'SECONDS PEAK-KiB CPU-SECONDS' to (default stderr)")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: rusage [-o FILE] -- COMMAND [ARG...]")
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start).Seconds()
	var cpu float64
	if ps := cmd.ProcessState; ps != nil {
		cpu = (ps.UserTime() + ps.SystemTime()).Seconds()
	}
	line := fmt.Sprintf("%.2f %d %.2f\n", wall, maxRSSKiB(cmd.ProcessState), cpu)
	if *out == "" {
		fmt.Fprint(os.Stderr, line)
	} else if werr := os.WriteFile(*out, []byte(line), 0o644); werr != nil {
		fmt.Fprintln(os.Stderr, werr)
		os.Exit(2)
	}
	if cmd.ProcessState == nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(127)
	}
	os.Exit(cmd.ProcessState.ExitCode())
}
