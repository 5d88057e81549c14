// Package codegen converts a bound PCL program into a Rust program on sdkgen-runtime: one
// `src/main.rs` whose `program` function registers the program's resources, reads its
// configuration and exports its outputs, and the project around it (Cargo.toml, Pulumi.yaml).
//
// Values keep Rust types derived from PCL's: strings are `String`, numbers `f64`, integers
// `i64`, lists `Vec`, maps `BTreeMap<String, _>`, eventual values `Output<_>`; objects without a
// schema type and dynamic values are `serde_json::Value`. Eventual values are combined with
// `Output::map`/`apply`/`zip` where PCL's apply rewriting puts them.
package codegen

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// Options say how the program reaches its crates.
type Options struct {
	// RuntimeVersion is the sdkgen-runtime version requirement the program's Cargo.toml names.
	RuntimeVersion string
	// LocalDependencies maps a package name ("pulumi" for the runtime) to a local crate
	// directory the program uses instead of a registry's.
	LocalDependencies map[string]string
	// Packages describes the crates of the program's packages (names from sdkgen).
	Packages map[string]*PackageNames
}

// shared is what every file of one program's generation shares.
type shared struct {
	options Options
	crates  map[string]bool // extra crates the program uses (sha1, base64, …)
	diags   hcl.Diagnostics
	// components are the component types the program defines, by source directory.
	components map[string]*componentType
	order      []*componentType
	modules    map[string]bool // the Rust modules taken by components
}

// generator writes one file: the program (`src/main.rs`) or a component's module.
type generator struct {
	*shared
	program *pcl.Program
	names   *localNames
	// localTypes are the Rust types of locals that differ from their PCL type's (a
	// configuration value that may be null is an Option; a component's inputs are Outputs).
	localTypes map[pcl.Node]*rustType
	// eventual are the locals PCL types as plain values that the Rust code holds as Outputs (a
	// component's inputs, and locals computed from them): references to them are retyped as
	// eventual before PCL's apply rewriting, so their uses read them in applies.
	eventual map[pcl.Node]model.Type
	// eventualVars stand for those locals in retyped references.
	eventualVars map[*model.Variable]pcl.Node
	// varTypes are the Rust types of closure parameters (an apply's: its argument's value).
	varTypes map[string]*rustType
	// container is the crate whose input form or output type is being written (see
	// generator.external).
	container *PackageNames
	// component is the component this file defines (nil for the program itself).
	component *componentType
	body      bytes.Buffer
	indent    string
	usesJSON  bool
}

func newShared(options Options) *shared {
	return &shared{
		options: options, crates: map[string]bool{}, components: map[string]*componentType{},
		modules: map[string]bool{"main": true},
	}
}

func (s *shared) generator(program *pcl.Program, component *componentType) *generator {
	return &generator{
		shared: s, program: program, names: newLocalNames(), localTypes: map[pcl.Node]*rustType{},
		eventual: map[pcl.Node]model.Type{}, eventualVars: map[*model.Variable]pcl.Node{}, component: component,
		varTypes: map[string]*rustType{},
	}
}

// GenerateProgram converts program into `src/main.rs` and a module per component type.
func GenerateProgram(program *pcl.Program, options Options) (map[string][]byte, hcl.Diagnostics, error) {
	s := newShared(options)
	files, err := s.files(program)
	return files, s.diags, err
}

// files are the program's source files.
func (s *shared) files(program *pcl.Program) (map[string][]byte, error) {
	main, err := s.generator(program, nil).mainFile()
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	// A component's module may define components of its own: generate until none is left.
	for i := 0; i < len(s.order); i++ {
		component := s.order[i]
		code, err := s.generator(component.program, component).componentFile()
		if err != nil {
			return nil, err
		}
		files["src/"+component.module+".rs"] = code
	}
	var mods bytes.Buffer
	for _, component := range s.order {
		fmt.Fprintf(&mods, "mod %s;\n", component.module)
	}
	if mods.Len() > 0 {
		main = append(mods.Bytes(), append([]byte("\n"), main...)...)
	}
	files["src/main.rs"] = main
	return files, nil
}

// mainFile is the text of `src/main.rs`.
func (g *generator) mainFile() ([]byte, error) {
	nodes := pcl.Linearize(g.program)
	for _, node := range nodes {
		g.names.declare(node)
	}
	g.indent = "    "
	if usesConfig(nodes) {
		g.line("let config = Config::new(&ctx, ctx.project());")
	}
	for _, node := range nodes {
		if err := g.node(node); err != nil {
			return nil, err
		}
	}
	g.line("Ok(())")

	var out bytes.Buffer
	out.WriteString(g.imports(g.body.String()))
	param := "ctx"
	if !ctxWord.MatchString(g.body.String()) {
		param = "_ctx"
	}
	fmt.Fprintf(&out, "\nasync fn program(%s: Context) -> Result<(), Error> {\n", param)
	out.Write(g.body.Bytes())
	out.WriteString("}\n\nfn main() {\n    sdkgen_runtime::run(program)\n}\n")
	return out.Bytes(), nil
}

var (
	wordPattern  = regexp.MustCompile(`\b[A-Za-z_][A-Za-z0-9_]*\b`)
	runtimeItems = []string{"Config", "Context", "Error", "Output", "ResourceOptions", "StackReference", "functions",
		"Alias", "AliasSpec", "CustomTimeouts", "ResourceRef", "Asset", "Archive", "AssetOrArchive",
		"ComponentResource", "ProviderMap", "Resource", "Input", "InvokeOptions", "ResourceReference", "ResourceRef", "ResourceSpec"}
	crateImports = map[string]string{
		"BASE64":    "use base64::engine::general_purpose::STANDARD as BASE64;\nuse base64::Engine as _;",
		"Sha1":      "use sha1::{Digest as _, Sha1};",
		"Sha256":    "use sha2::{Digest as _, Sha256};",
		"BTreeMap":  "use std::collections::BTreeMap;",
		"Duration":  "use std::time::Duration;",
		"Value":     "use serde_json::Value;",
		"graphemes": "use unicode_segmentation::UnicodeSegmentation;",
	}
)

// imports are the `use` lines for what body names.
func (g *generator) imports(body string) string {
	used := map[string]bool{"Context": true, "Error": true}
	for _, word := range wordPattern.FindAllString(body, -1) {
		used[word] = true
	}
	var items []string
	for _, item := range runtimeItems {
		if used[item] {
			items = append(items, item)
		}
	}
	sort.Slice(items, func(i, j int) bool { return strings.ToLower(items[i]) < strings.ToLower(items[j]) })
	lines := []string{"use sdkgen_runtime::{" + strings.Join(items, ", ") + "};"}
	for word, line := range crateImports {
		if used[word] {
			lines = append(lines, line)
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n") + "\n"
}

func usesConfig(nodes []pcl.Node) bool {
	for _, node := range nodes {
		if _, ok := node.(*pcl.ConfigVariable); ok {
			return true
		}
	}
	return false
}

// line writes one line of the program's body at the current indentation.
func (g *generator) line(format string, args ...any) {
	g.body.WriteString(g.indent)
	fmt.Fprintf(&g.body, format, args...)
	g.body.WriteByte('\n')
}

// node writes the statements of one program node.
func (g *generator) node(node pcl.Node) error {
	switch node := node.(type) {
	case *pcl.ConfigVariable:
		return g.configVariable(node)
	case *pcl.LocalVariable:
		return g.localVariable(node)
	case *pcl.OutputVariable:
		value := g.rewrite(node.Value, nil)
		if g.component != nil {
			g.componentOutput(node, value)
			return nil
		}
		g.line("ctx.export(%s, %s);", rustString(node.LogicalName()), g.asOutput(value))
	case *pcl.Resource:
		return g.resource(node)
	case *pcl.ReadResource:
		return g.readResource(node)
	case *pcl.Component:
		return g.componentResource(node)
	case *pcl.PulumiBlock:
		return g.pulumiBlock(node)
	default:
		return fmt.Errorf("%T nodes are not supported yet by the Rust program generator", node)
	}
	return nil
}

// localVariable is `let name = value;`. A value that reads a local held as an Output (see
// generator.eventual) is one too, and references to the local are retyped alike.
func (g *generator) localVariable(node *pcl.LocalVariable) error {
	value := g.rewrite(node.Definition.Value, nil)
	t, declared := g.exprType(value), g.typeOf(node.Type())
	if !t.equal(declared) {
		// Held as its value's Rust type (an invoke's result is the crate's result type).
		g.localTypes[node] = t
	}
	if t.kind == kindOutput && declared.kind != kindOutput {
		g.eventual[node] = value.Type()
	}
	g.line("let %s = %s;", g.names.of(node), g.expr(value))
	return nil
}

// rewrite lifts eventual values into applies and inserts the conversions to `to` (when set).
func (g *generator) rewrite(x model.Expression, to model.Type) model.Expression {
	if len(g.eventual) > 0 {
		x = g.retype(x)
	}
	x, diags := pcl.RewriteApplies(x, applyNames{}, true)
	g.diags = append(g.diags, diags...)
	if to != nil {
		x, diags = pcl.RewriteConversions(x, to)
		g.diags = append(g.diags, diags...)
	}
	return x
}

// pulumiBlock checks the CLI's version against the program's requirement.
func (g *generator) pulumiBlock(block *pcl.PulumiBlock) error {
	if block.RequiredVersion == nil {
		return nil
	}
	value := g.rewrite(block.RequiredVersion, model.StringType)
	g.line("sdkgen_runtime::require_pulumi_version(%s).await?;", g.borrow(value, stringType))
	return nil
}

// asOutput is x as an Output (what a stack export takes).
func (g *generator) asOutput(x model.Expression) string {
	t := g.exprType(x)
	switch {
	case t.kind == kindOutput:
		return g.expr(x)
	case t.resource != nil:
		return resourceReference(g.expr(x), t)
	}
	return g.exprAs(x, outputOf(t))
}
