package main

import "flag"

var update = flag.Bool("update", false, "rewrite golden files in testscript scripts")
