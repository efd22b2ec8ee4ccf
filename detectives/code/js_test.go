//go:build cgo

package code

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTypeScriptFixture checks the definitions and imports of the
// TypeScript/JavaScript fixture, each with file:line; minified files are
// not parsed.
func TestTypeScriptFixture(t *testing.T) {
	evs, in := collect(t, fixture(t, "tsapp"), Limits{})
	tests := []struct {
		name string
		got  []string
		want []string
	}{
		{"definitions", contents(evs, ClassDefinitions), []string{
			"lib/util.js:4 function readConfig\nlib/util.js:8 class Cache\nlib/util.js:9 method Cache.get",
			"src/App.tsx:3 function App",
			"src/server.ts:6 interface Handler\n" +
				"src/server.ts:10 type Route\n" +
				"src/server.ts:12 enum Level\n" +
				"src/server.ts:14 class Base\n" +
				"src/server.ts:15 method Base.name\n" +
				"src/server.ts:18 class Server(Base, Handler)\n" +
				"src/server.ts:19 method Server.constructor\n" +
				"src/server.ts:20 method Server.name\n" +
				"src/server.ts:21 method Server.handle\n" +
				"src/server.ts:24 function start\n" +
				"src/server.ts:28 function stop",
		}},
		{"imports", contents(evs, ClassImports), []string{
			"lib/util.js:1 import fs\nlib/util.js:2 import path",
			"src/App.tsx:1 from react import React",
			"src/server.ts:1 from express import express\n" +
				"src/server.ts:2 from express import Router, Request\n" +
				"src/server.ts:3 from node:path import * as path\n" +
				"src/server.ts:4 import ./types",
		}},
		{"summary", contents(evs, ClassSummary), []string{
			"parsed 3 of 3 source files (1 javascript, 2 typescript): 15 definitions, 7 imports; 0 skipped (see warnings)",
		}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
	if w := warnings(in); len(w) != 0 {
		t.Errorf("unexpected warnings: %q", w)
	}
}
