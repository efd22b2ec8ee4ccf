//go:build race

package main

// slowdown scales the time bounds of tests that run the binary: the race
// detector makes it several times slower.
const slowdown = 4
