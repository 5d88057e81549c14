package codegen

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// registrationType is the Rust type of a resource registered without a crate of its own (the
// runtime's `Registration`): its outputs are read by name.
var registrationType = &rustType{kind: kindNamed, name: "Registration"}

// builtinTokens are the resources of PCL's `pulumi` package, by every spelling of their token.
var builtinTokens = map[string]string{
	"pulumi:index:Stash":            "pulumi:index:Stash",
	"pulumi:Stash":                  "pulumi:index:Stash",
	"pulumi:pulumi:StackReference":  "pulumi:pulumi:StackReference",
	"pulumi:index:StackReference":   "pulumi:pulumi:StackReference",
	"pulumi:StackReference":         "pulumi:pulumi:StackReference",
	"pulumi:providers:pulumi":       "pulumi:providers:pulumi",
	"pulumi:pulumi:StackReference:": "pulumi:pulumi:StackReference",
}

// resource registers one resource.
func (g *generator) resource(r *pcl.Resource) error {
	token, _ := r.GetToken()
	if builtin, ok := builtinTokens[token]; ok {
		if builtin == "pulumi:pulumi:StackReference" {
			return g.stackReference(r)
		}
		g.registration(r, builtin, r.LogicalName(), true, r.Inputs, r.Options)
		return nil
	}
	return g.packageResource(r, token)
}

// resourceType is the crate's struct of a resource.
func (g *generator) resourceType(r *schema.Resource) *rustType {
	if r == nil {
		return nil
	}
	names, prefix := g.packageOf(r.PackageReference)
	if names == nil {
		return nil
	}
	resource := names.Resources[r.Token]
	if r.IsProvider {
		resource = names.Provider
	}
	if resource == nil {
		return nil
	}
	return &rustType{kind: kindNamed, name: prefix + resource.Path, resource: r, pkg: names}
}

// resourceNames are the names of the crate's struct of t.
func resourceNames(t *rustType) *ResourceNames {
	if t.resource.IsProvider {
		return t.pkg.Provider
	}
	return t.pkg.Resources[t.resource.Token]
}

// packageResource registers a resource of a package: `Name::new(&ctx, name, NameArgs, options)`.
func (g *generator) packageResource(r *pcl.Resource, token string) error {
	t := g.resourceType(r.Schema)
	if t == nil {
		return fmt.Errorf("resource %s: no crate names the resource %s", r.Name(), token)
	}
	g.localTypes[r] = t
	values := map[string]model.Expression{}
	for _, input := range r.Inputs {
		values[input.Name] = g.rewrite(input.Value, nil)
	}
	_, prefix := g.packageOf(r.Schema.PackageReference)
	names := resourceNames(t)
	restore := g.within(t.pkg)
	args := g.inputForm(prefix, names.Args, r.Schema.InputProperties, values)
	restore()
	g.line("let %s = %s::new(", g.names.of(r), t.name)
	g.line("    &ctx,")
	g.line("    %s,", g.childName(r.LogicalName()))
	g.line("    %s,", args)
	g.line("    %s,", g.childOptions(r.Options))
	g.line(");")
	return nil
}

// componentResource registers a component: one declared without a source by its type token.
func (g *generator) componentResource(c *pcl.Component) error {
	if c.Token == "" {
		return g.componentNode(c)
	}
	g.registration(c, c.Token, c.LogicalName(), false, c.Inputs, c.Options)
	return nil
}

// registration registers a resource through the runtime alone: inputs as JSON, outputs read by
// name from the `Registration`.
func (g *generator) registration(node pcl.Node, token, name string, custom bool, inputs []*model.Attribute,
	options *pcl.ResourceOptions,
) {
	local := g.names.of(node)
	g.localTypes[node] = registrationType
	items := make([]string, len(inputs))
	for i, input := range inputs {
		value := g.rewrite(input.Value, nil)
		items[i] = fmt.Sprintf("(%s, %s)", rustString(input.Name), g.exprAs(value, outputOf(valueType)))
	}
	g.line("let %s = functions::register(", local)
	g.line("    &ctx,")
	g.line("    %s,", rustString(token))
	g.line("    %s,", g.childName(name))
	g.line("    %t,", custom)
	g.line("    vec![%s],", strings.Join(items, ", "))
	g.line("    %s,", g.childOptions(options))
	g.line(");")
}

// stackReferenceType is the runtime's StackReference.
var stackReferenceType = &rustType{kind: kindNamed, name: "StackReference"}

// stackReference reads another stack's outputs.
func (g *generator) stackReference(r *pcl.Resource) error {
	var stack model.Expression
	for _, input := range r.Inputs {
		if input.Name == "name" {
			stack = g.rewrite(input.Value, nil)
		}
	}
	if stack == nil {
		return fmt.Errorf("stack reference %s names no stack", r.Name())
	}
	g.localTypes[r] = stackReferenceType
	g.line("let %s = StackReference::new(&ctx, %s, %s, %s);", g.names.of(r), g.childName(r.LogicalName()),
		g.exprAs(stack, outputOf(stringType)), g.childOptions(r.Options))
	return nil
}

// readResource reads an existing resource into the program (PCL's `read` block): by its `id`,
// with its other attributes as the state the provider's read looks it up by. The crate's
// `get` takes no state, so the program asks the runtime directly; outputs are read by name
// from the `Registration`.
func (g *generator) readResource(r *pcl.ReadResource) error {
	token, _ := r.GetToken()
	if r.Schema != nil {
		token = r.Schema.Token // GetToken's canonical form drops the index module
	}
	var id model.Expression
	var items []string
	for _, input := range r.Inputs {
		value := g.rewrite(input.Value, nil)
		if input.Name == "id" {
			id = value
			continue
		}
		items = append(items, fmt.Sprintf("(%s, %s)", rustString(input.Name), g.exprAs(value, outputOf(valueType))))
	}
	if id == nil {
		return fmt.Errorf("read %s: no id", r.Name())
	}
	version := ""
	if r.Schema != nil {
		if names, _ := g.packageOf(r.Schema.PackageReference); names != nil {
			version = names.Version
		}
	}
	state := "Vec::<(&str, Output<Value>)>::new()"
	if len(items) > 0 {
		state = "vec![" + strings.Join(items, ", ") + "]"
	}
	g.localTypes[r] = registrationType
	g.line("let %s = ctx.read_resource_with(", g.names.of(r))
	g.line("    ResourceSpec {")
	g.line("        type_token: %s,", rustString(token))
	g.line("        name: String::from(%s),", g.childName(r.LogicalName()))
	g.line("        custom: true,")
	g.line("        version: %s,", rustString(version))
	g.line("        secret_outputs: &[],")
	g.line("        replace_on_changes: &[],")
	g.line("    },")
	g.line("    %s,", g.exprAs(id, outputOf(stringType)))
	g.line("    %s,", state)
	g.line("    %s,", g.childOptions(r.Options))
	g.line(");")
	return nil
}
