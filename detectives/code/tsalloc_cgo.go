//go:build cgo

package code

/*
#include <stddef.h>
// tree-sitter's api.h (go-tree-sitter's copy of the library): NULL
// functions restore the library's defaults, malloc and friends.
extern void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));
static void auditor_ts_default_allocator(void) { ts_set_allocator(NULL, NULL, NULL, NULL); }
*/
import "C"

// go-tree-sitter's init routes every allocation of the tree-sitter
// library through Go (a cgo callback into Go that calls C's malloc back
// through cgo, for each malloc, calloc, realloc and free of a parse);
// the library's own default calls the same C allocator directly, so the
// memory is the same and a parse makes no callbacks for it. This runs
// after go-tree-sitter's init (a package's imports are initialised
// first) and before any parse.
func init() { C.auditor_ts_default_allocator() }
