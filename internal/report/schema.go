package report

//go:generate go run ./schemagen
