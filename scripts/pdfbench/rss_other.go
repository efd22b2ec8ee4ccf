//go:build !unix

package main

func peakRSS() string { return "unknown on this platform" }
