package mdparse

import "bytes"

// MaxContainerPrefix is how many bytes of a line's leading container
// markers (block quotes '>', list bullets and numbers, spaces, tabs) the
// parser is given. goldmark measures a line's column from its start for
// every container it opens, so a line of n nested markers costs n² (a line
// of 1,000,000 '>' held the docs detective past its 2-minute deadline).
const MaxContainerPrefix = 200

// flattenDeepPrefixes returns src with the container markers of a line past
// its first MaxContainerPrefix bytes turned into spaces, so that such a line
// opens at most ~MaxContainerPrefix containers. Byte offsets are kept (a
// segment of the tree slices the original src to the same text). src itself
// is returned, not copied, when no line has such a prefix.
func flattenDeepPrefixes(src []byte) []byte {
	out := src
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		n := start
		for n < end && isContainerByte(src[n]) {
			n++
		}
		for i := start + MaxContainerPrefix; i < n; i++ {
			if src[i] != ' ' {
				if &out[0] == &src[0] {
					out = bytes.Clone(src)
				}
				out[i] = ' '
			}
		}
		start = end + 1
	}
	return out
}

// isContainerByte reports whether c can be part of a line's block-quote and
// list markers.
func isContainerByte(c byte) bool {
	switch c {
	case ' ', '\t', '>', '-', '*', '+', '.', ')':
		return true
	}
	return '0' <= c && c <= '9'
}
