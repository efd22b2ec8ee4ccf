//go:build !race

package main

// slowdown scales the time bounds of tests that run the binary.
const slowdown = 1
