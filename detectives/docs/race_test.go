//go:build race

package docs

// slowdown scales time bounds: the race detector makes extraction several
// times slower.
const slowdown = 4
