package codegen

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// componentType is a component the program defines from a directory of PCL: a Rust module
// holding `<Type>Args` (its configuration, as Outputs), `<Type>` (its outputs) and
// `<Type>::new`, which registers the component and its children.
type componentType struct {
	module   string
	typeName string
	program  *pcl.Program
	// outputs are the component's outputs as the generator meets them: wire name, field and
	// Rust type.
	outputs []componentField
}

type componentField struct {
	wire, field string
	t           *rustType
}

// componentTypeOf is the component type defined by c's source, declared at first sight.
func (g *generator) componentTypeOf(c *pcl.Component) *componentType {
	if known, ok := g.components[c.DirPath()]; ok {
		return known
	}
	typeName := c.DeclarationName()
	module := snakeCase(typeName)
	for i := 2; g.modules[module] || rustKeywords[module]; i++ {
		module = snakeCase(typeName) + "_" + itoa(i)
	}
	g.modules[module] = true
	component := &componentType{module: module, typeName: typeName, program: c.Program}
	g.components[c.DirPath()] = component
	g.order = append(g.order, component)
	return component
}

// componentArgs are a component program's configuration: its inputs.
func componentArgs(program *pcl.Program) []*pcl.ConfigVariable {
	var args []*pcl.ConfigVariable
	for _, node := range program.Nodes {
		if config, ok := node.(*pcl.ConfigVariable); ok {
			args = append(args, config)
		}
	}
	sort.Slice(args, func(i, j int) bool { return args[i].LogicalName() < args[j].LogicalName() })
	return args
}

// componentInputType is the Rust type of a component input: an Output of its configuration type.
func (g *generator) componentInputType(config *pcl.ConfigVariable) *rustType {
	return outputOf(g.typeOf(config.Type()).plain())
}

// componentNode registers a component the program defines (`Type::new`).
func (g *generator) componentNode(c *pcl.Component) error {
	component := g.componentTypeOf(c)
	local := g.names.of(c)
	g.localTypes[c] = &rustType{kind: kindNamed, name: "crate::" + component.module + "::" + component.typeName}
	values := map[string]model.Expression{}
	for _, input := range c.Inputs {
		values[input.Name] = input.Value
	}
	var fields []string
	for _, arg := range componentArgs(c.Program) {
		field := fieldName(arg.LogicalName())
		value, ok := values[arg.LogicalName()]
		var code string
		switch {
		case ok:
			code = g.exprAs(g.rewrite(value, nil), g.componentInputType(arg))
		case arg.DefaultValue != nil:
			code = g.exprAs(g.rewrite(arg.DefaultValue, nil), g.componentInputType(arg))
		default:
			code = fmt.Sprintf("Output::new(%s)", nullOf(g.typeOf(arg.Type()).plain()))
		}
		fields = append(fields, fmt.Sprintf("%s: %s", field, code))
	}
	path := "crate::" + component.module + "::"
	g.line("let %s = %s%s::new(", local, path, component.typeName)
	g.line("    &ctx,")
	g.line("    %s,", g.childName(c.LogicalName()))
	g.line("    %s%sArgs { %s },", path, component.typeName, strings.Join(fields, ", "))
	g.line("    %s,", g.childOptions(c.Options))
	g.line(");")
	return nil
}

// childName is the name a resource registers under: in a component, prefixed with the
// component's name.
func (g *generator) childName(logical string) string {
	if g.component == nil {
		return rustString(logical)
	}
	return fmt.Sprintf("&format!(\"{name}-%s\")", strings.Trim(rustString(logical), `"`))
}

// childOptions are a resource's options; in a component, with the component as its parent
// unless it names another.
func (g *generator) childOptions(options *pcl.ResourceOptions) string {
	code := g.resourceOptions(options)
	if g.component != nil && (options == nil || options.Parent == nil) {
		code += ".parent(&base)"
	}
	return code
}

// componentOutput is one of a component's outputs: a local the struct takes.
func (g *generator) componentOutput(node *pcl.OutputVariable, value model.Expression) {
	field := fieldName(node.LogicalName())
	t := g.exprType(value)
	if t.kind != kindOutput {
		t = outputOf(t)
	}
	g.line("let %s = %s;", field, g.exprAs(value, t))
	g.component.outputs = append(g.component.outputs, componentField{node.LogicalName(), field, t})
}

// componentFile is the module of a component type.
func (g *generator) componentFile() ([]byte, error) {
	c := g.component
	for _, reserved := range []string{"name", "args", "base", "options"} {
		g.names.taken[reserved] = true
	}
	nodes := pcl.Linearize(g.program)
	for _, node := range nodes {
		g.names.declare(node)
	}
	g.indent = "        "
	args := componentArgs(g.program)
	var inputs []string
	for _, arg := range args {
		inputs = append(inputs, fmt.Sprintf("(%s, args.%s.clone().to_json())", rustString(arg.LogicalName()),
			fieldName(arg.LogicalName())))
	}
	g.line("let ctx = ctx.clone();")
	g.line("let base = ComponentResource::with_inputs(&ctx, %s, name, vec![%s], options);",
		rustString("components:index:"+c.typeName), strings.Join(inputs, ", "))
	for _, node := range nodes {
		if config, ok := node.(*pcl.ConfigVariable); ok {
			// An input is an Output: references to it are retyped so that PCL's applies read it.
			g.localTypes[config] = g.componentInputType(config)
			g.eventual[config] = model.NewOutputType(config.Type())
			g.line("let %s = args.%s;", g.names.of(config), fieldName(config.LogicalName()))
			continue
		}
		if err := g.node(node); err != nil {
			return nil, err
		}
	}
	var registered, fields []string
	for _, output := range c.outputs {
		registered = append(registered, fmt.Sprintf("(%s, %s.clone().to_json())", rustString(output.wire), output.field))
		fields = append(fields, output.field)
	}
	g.line("base.register_outputs([%s]);", strings.Join(registered, ", "))
	g.line("%s { base, %s }", c.typeName, strings.Join(fields, ", "))
	return g.componentSource(args), nil
}

// componentSource is the component module's text around the body of `new`.
func (g *generator) componentSource(args []*pcl.ConfigVariable) []byte {
	c := g.component
	var out bytes.Buffer
	body := g.body.String()
	imports := g.imports(body + " ComponentResource Resource ProviderMap Output")
	out.WriteString(imports)
	fmt.Fprintf(&out, "\n/// The inputs of [`%s`].\npub struct %sArgs {\n", c.typeName, c.typeName)
	for _, arg := range args {
		if arg.Description != "" {
			for _, line := range strings.Split(arg.Description, "\n") {
				fmt.Fprintf(&out, "    /// %s\n", line)
			}
		}
		fmt.Fprintf(&out, "    pub %s: %s,\n", fieldName(arg.LogicalName()), g.componentInputType(arg))
	}
	fmt.Fprintf(&out, "}\n\n/// The component `components:index:%s`.\npub struct %s {\n    base: ComponentResource,\n",
		c.typeName, c.typeName)
	for _, output := range c.outputs {
		fmt.Fprintf(&out, "    pub %s: %s,\n", output.field, output.t)
	}
	fmt.Fprintf(&out, "}\n\nimpl %s {\n", c.typeName)
	fmt.Fprintf(&out, "    /// Registers the component `name` and its children.\n")
	fmt.Fprintf(&out, "    pub fn new(ctx: &Context, name: &str, args: %sArgs, options: ResourceOptions) -> %s {\n",
		c.typeName, c.typeName)
	out.WriteString(body)
	out.WriteString("    }\n}\n\n")
	fmt.Fprintf(&out, "impl Resource for %s {\n", c.typeName)
	out.WriteString("    fn urn(&self) -> &Output<String> {\n        self.base.urn()\n    }\n\n")
	out.WriteString("    fn providers(&self) -> ProviderMap {\n        self.base.providers()\n    }\n}\n")
	return out.Bytes()
}

// retype rewrites references to the locals of g.eventual as references to Outputs (and types
// the expressions above them again), so that PCL's apply rewriting reads them in applies.
func (g *generator) retype(x model.Expression) model.Expression {
	x, _ = model.VisitExpression(x, model.IdentityVisitor, func(x model.Expression) (model.Expression, hcl.Diagnostics) {
		if traversal, ok := x.(*model.ScopeTraversalExpression); ok {
			if node, ok := traversal.Parts[0].(pcl.Node); ok {
				if eventual, ok := g.eventual[node]; ok {
					return g.retypedTraversal(traversal, node, eventual), nil
				}
			}
			return x, nil
		}
		_ = x.Typecheck(false)
		return x, nil
	})
	return x
}

// retypedTraversal is a reference to node (whose value is of the eventual type t) through a
// variable of that type.
func (g *generator) retypedTraversal(x *model.ScopeTraversalExpression, node pcl.Node, t model.Type) model.Expression {
	variable := &model.Variable{Name: x.RootName, VariableType: t}
	g.eventualVars[variable] = node
	parts := []model.Traversable{variable}
	for _, step := range x.Traversal[1:] {
		next, _ := parts[len(parts)-1].Traverse(step)
		parts = append(parts, next)
	}
	return &model.ScopeTraversalExpression{
		Syntax: x.Syntax, Tokens: x.Tokens, RootName: x.RootName, Traversal: x.Traversal, Parts: parts,
	}
}
