package codegen

import (
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// PackageNames are the Rust names sdkgen gives a package's crate and its members
// (`sdkgen language-host names SCHEMA`); paths are below the crate.
type PackageNames struct {
	// Crate is the crate's name (as Cargo.toml spells it).
	Crate string `json:"crate"`
	// Version is the crate's version.
	Version   string                    `json:"version"`
	Provider  *ResourceNames            `json:"provider"`
	Resources map[string]*ResourceNames `json:"resources"`
	Types     map[string]*TypeNames     `json:"types"`
	Enums     map[string]*EnumNames     `json:"enums"`
	Functions map[string]*FunctionNames `json:"functions"`
}

// ResourceNames: a resource's struct, its input form and its output fields by wire name.
type ResourceNames struct {
	Path   string            `json:"path"`
	Args   *InputForm        `json:"args"`
	Fields map[string]string `json:"fields"`
}

// TypeNames: an object type's output form, input form and fields.
type TypeNames struct {
	Path   string            `json:"path"`
	Args   *InputForm        `json:"args"`
	Fields map[string]string `json:"fields"`
}

// EnumNames: an enum and its members by value (strings as they are, numbers as Rust prints
// an f64).
type EnumNames struct {
	Path    string            `json:"path"`
	Members map[string]string `json:"members"`
}

// FunctionNames: a function's output form, its arguments' input form (nil without inputs) and
// its result type with its fields (nil for a function returning a single value).
type FunctionNames struct {
	Output string            `json:"output"`
	Args   *InputForm        `json:"args"`
	Result *string           `json:"result"`
	Fields map[string]string `json:"fields"`
}

// InputForm is a struct a caller fills: `new` takes the inputs New names (by wire name, in
// order); every other input has a setter named like its field.
type InputForm struct {
	Path   string            `json:"path"`
	New    []string          `json:"new"`
	Fields map[string]string `json:"fields"`
}

// crateModule is how Rust code names a crate (`-` is `_`; a keyword raw: `r#enum`).
func crateModule(crate string) string {
	name := strings.ReplaceAll(crate, "-", "_")
	if rustKeywords[name] {
		return "r#" + name
	}
	return name
}

// packageOf is the names of the package a schema member belongs to, and the path prefix of its
// crate (`simple::`).
func (g *generator) packageOf(ref schema.PackageReference) (*PackageNames, string) {
	if ref == nil {
		return nil, ""
	}
	names := g.options.Packages[ref.Name()]
	if names == nil {
		return nil, ""
	}
	return names, crateModule(names.Crate) + "::"
}

// namesOf is the names of the package ref (nil when the program has no crate for it).
func (g *generator) namesOf(ref schema.PackageReference) *PackageNames {
	names, _ := g.packageOf(ref)
	return names
}
