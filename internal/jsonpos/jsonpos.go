// Package jsonpos places an encoding/json decoding error in its input: the
// line and column a person can go to, where encoding/json gives a byte
// offset.
package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Where returns " at line L, column C" for a syntax or type error of
// decoding data (an unexpected end points at the last character), or ""
// when err carries no offset.
func Where(data []byte, err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var off int64
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
		if off >= int64(len(data)) {
			off = int64(len(bytes.TrimRight(data, " \t\r\n")))
		}
	case errors.As(err, &typ):
		off = typ.Offset
	default:
		return ""
	}
	line, col := LineCol(data, off)
	return fmt.Sprintf(" at line %d, column %d", line, col)
}

// LineCol turns a byte offset of data into a 1-based line and column
// (columns count bytes; the offset names the byte just read).
func LineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}
