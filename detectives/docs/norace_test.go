//go:build !race

package docs

// slowdown scales time bounds (see race_test.go).
const slowdown = 1
