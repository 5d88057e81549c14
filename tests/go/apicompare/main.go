// Command apicompare lists the exported API of a tree of Go packages as sorted facts, one a
// line, and compares two such APIs: what sdkgen's Go SDK tests use to prove that a generated
// package has every API element of the package Pulumi's own generator published.
//
//	apicompare list ROOTDIR [-o FILE]
//	apicompare compare REFERENCE OURS [--report FILE]
//
// ROOTDIR (and REFERENCE or OURS when a directory) is a module root or any directory holding a
// tree of Go packages. Packages are named relative to the tree's package root (the deepest
// directory holding all of them): "@" for it, "@/config" for a subpackage, so two trees
// published under different module paths compare equal; references to packages of the same
// tree are named the same way, references to others by their full import path. Packages with
// an `internal` path element are left out, as are _test.go files, testdata and vendor.
//
// A fact is `<package> <kind> <text>`, kind one of: package (its name), type (name and type
// parameters, then `struct`, `interface`, the underlying type, or `= T` for an alias), field
// (Type.Name, type, struct tag), embed (struct, embedded type, tag), imethod and ifembed
// (interface methods with their signatures, embedded interfaces), method ((receiver).Name and
// signature), func, var and const (with its declared type and value). Signatures hold
// parameter and result types, not names. A listing file may be gzip-compressed (name ending
// in .gz); lines starting with # are comments.
//
// compare prints `api coverage: NN.NN% (present/reference)`, the first 200 facts of the
// reference missing from ours and the number of facts only ours has; --report writes all of
// them to FILE. It exits 1 when any fact is missing, 2 on a usage or read error.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

const maxMissingShown = 200

func usage() {
	fmt.Fprintln(os.Stderr, "usage: apicompare list ROOTDIR [-o FILE]\n"+
		"       apicompare compare REFERENCE_LISTING_OR_DIR OURS_LISTING_OR_DIR [--report FILE]")
	os.Exit(2)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "apicompare:", err)
	os.Exit(2)
}

// splitArgs separates positional arguments from `-o FILE`-style options.
func splitArgs(args []string, options ...string) ([]string, map[string]string) {
	var positional []string
	values := map[string]string{}
	for i := 0; i < len(args); i++ {
		matched := false
		for _, opt := range options {
			if args[i] == opt && i+1 < len(args) {
				values[opt] = args[i+1]
				i++
				matched = true
			} else if strings.HasPrefix(args[i], opt+"=") {
				values[opt] = strings.TrimPrefix(args[i], opt+"=")
				matched = true
			}
		}
		if !matched {
			if strings.HasPrefix(args[i], "-") {
				usage()
			}
			positional = append(positional, args[i])
		}
	}
	return positional, values
}

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	switch os.Args[1] {
	case "list":
		args, opts := splitArgs(os.Args[2:], "-o")
		if len(args) != 1 {
			usage()
		}
		facts, err := ListAPI(args[0])
		if err != nil {
			fail(err)
		}
		var out io.Writer = os.Stdout
		if file, ok := opts["-o"]; ok {
			f, err := os.Create(file)
			if err != nil {
				fail(err)
			}
			defer f.Close()
			out = f
		}
		w := bufio.NewWriter(out)
		for _, fact := range facts {
			fmt.Fprintln(w, fact)
		}
		if err := w.Flush(); err != nil {
			fail(err)
		}
	case "compare":
		args, opts := splitArgs(os.Args[2:], "--report")
		if len(args) != 2 {
			usage()
		}
		reference, err := ReadFacts(args[0])
		if err != nil {
			fail(err)
		}
		if len(reference) == 0 {
			fail(fmt.Errorf("the reference %s has no API facts", args[0]))
		}
		ours, err := ReadFacts(args[1])
		if err != nil {
			fail(err)
		}
		c := Compare(reference, ours)
		fmt.Println(c.Summary())
		if len(c.Missing) > 0 {
			fmt.Printf("missing from ours (%d):\n", len(c.Missing))
			for i, fact := range c.Missing {
				if i == maxMissingShown {
					fmt.Printf("  … %d more\n", len(c.Missing)-maxMissingShown)
					break
				}
				fmt.Println("  " + fact)
			}
		}
		fmt.Printf("extra in ours: %d facts\n", len(c.Extra))
		if file, ok := opts["--report"]; ok {
			if err := writeReport(file, args[0], args[1], c); err != nil {
				fail(err)
			}
			fmt.Println("full report:", file)
		}
		if len(c.Missing) > 0 {
			os.Exit(1)
		}
	default:
		usage()
	}
}

func writeReport(file, reference, ours string, c Comparison) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "reference: %s\nours: %s\n%s\n\nmissing from ours (%d):\n",
		reference, ours, c.Summary(), len(c.Missing))
	for _, fact := range c.Missing {
		fmt.Fprintln(w, "  "+fact)
	}
	fmt.Fprintf(w, "\nextra in ours (%d):\n", len(c.Extra))
	for _, fact := range c.Extra {
		fmt.Fprintln(w, "  "+fact)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
