// Package refcommon is what the two builds of Pulumi's generator share: the command line, the
// offline schema loader and the file writer. Each build pins its own pkg/v3 version.
package refcommon

import (
	"fmt"
	"os"
)

// Generator generates one language's SDK for a schema into a directory.
type Generator func(lang, schemaPath, outDir string) error

// Main runs the command line:
//
//	refgen gen LANG SCHEMA OUTDIR
//	refgen version
func Main(version string, generate Generator) {
	args := os.Args[1:]
	var err error
	switch {
	case len(args) == 4 && args[0] == "gen":
		err = generate(args[1], args[2], args[3])
	case len(args) == 1 && args[0] == "version":
		fmt.Println(version)
	default:
		fmt.Fprintln(os.Stderr, "usage: refgen gen LANG SCHEMA OUTDIR | refgen version")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "refgen: %v\n", err)
		os.Exit(1)
	}
}
