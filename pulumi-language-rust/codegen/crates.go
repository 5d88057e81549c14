package codegen

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/zclconf/go-cty/cty"
)

// The Rust types a generated crate gives schema types (sdkgen's Rust target): integers are
// i32; objects are `Foo` (output form) or `FooArgs` (input form); lists `Vec`, maps
// `BTreeMap<String, _>` (of `Input`s in an input form); enums the crate's enums; a resource
// reference the package's resource struct; an asset the runtime's `AssetOrArchive`, an
// archive its `Archive`; anything else (any, JSON, unions) a serde_json `Value`.

// crateType is the Rust type of values of schema type t in the crate's output forms (what a
// resource's output or a function's result holds).
func (g *generator) crateType(t schema.Type) *rustType {
	switch t := t.(type) {
	case *schema.InputType:
		return g.crateType(t.ElementType)
	case *schema.OptionalType:
		return optionOf(g.crateType(t.ElementType))
	case *schema.ArrayType:
		return listOf(g.crateType(t.ElementType))
	case *schema.MapType:
		return mapOf(g.crateType(t.ElementType))
	case *schema.TokenType:
		return g.crateType(t.UnderlyingType)
	case *schema.ObjectType:
		names, prefix := g.packageOf(t.PackageReference)
		if g.external(names) {
			return valueType
		}
		if names != nil && names.Types[t.Token] != nil {
			return &rustType{kind: kindNamed, name: prefix + names.Types[t.Token].Path, object: t, pkg: names}
		}
	case *schema.EnumType:
		names, prefix := g.packageOf(t.PackageReference)
		if g.external(names) {
			return valueType
		}
		if names != nil && names.Enums[t.Token] != nil {
			return &rustType{kind: kindNamed, name: prefix + names.Enums[t.Token].Path, enum: t, pkg: names}
		}
	case *schema.ResourceType:
		if resource := g.resourceType(t.Resource); resource != nil && !g.external(resource.pkg) {
			return resource
		}
	}
	switch t {
	case schema.AssetType:
		return assetOrArchiveType
	case schema.ArchiveType:
		return archiveType
	case schema.StringType:
		return stringType
	case schema.NumberType:
		return numberType
	case schema.IntType:
		return int32Type
	case schema.BoolType:
		return boolType
	}
	return valueType
}

// propertyType is the Rust type of the field for property p in an output form: Option when
// optional (a resource's outputs: the type inside its Output).
func (g *generator) propertyType(p *schema.Property) *rustType {
	t := g.crateType(p.Type)
	if t.kind == kindOption {
		return t
	}
	if !p.IsRequired() {
		return optionOf(t)
	}
	return t
}

// propertyOf finds a property by wire name.
func propertyOf(properties []*schema.Property, name string) *schema.Property {
	for _, p := range properties {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// inputValue is x as a value for an input of schema type t, what the field's setter (or
// `new`) takes as `impl Into<Input<T>>`: a plain value of the crate's input type (a literal
// string as a `&str`), or an Output of one. A list, map or object literal is built item by
// item, since the crate's input forms take each item as an `Input` (eventual or not).
func (g *generator) inputValue(x model.Expression, t schema.Type) string {
	t = unwrapInput(t)
	if code, ok := g.literalInput(x, t); ok {
		return code
	}
	if xt := g.exprType(x); xt.resource != nil && xt.equal(g.crateInputType(t)) {
		return g.expr(x) // a resource where the crate takes one
	}
	if g.isEventual(x) {
		return g.exprAs(x, outputOf(g.crateInputType(t)))
	}
	if text, ok := stringLiteral(x); ok && t == schema.StringType {
		return rustString(text)
	}
	return g.exprAs(x, g.crateInputType(t))
}

// literalInput is a list, map or object literal, or an enum's literal, as a value of the
// crate's input type for t (false when x is none of them, or t does not take it).
func (g *generator) literalInput(x model.Expression, t schema.Type) (string, bool) {
	switch t := t.(type) {
	case *schema.ArrayType:
		if tuple, ok := x.(*model.TupleConsExpression); ok {
			return g.inputItems(tuple.Expressions, nil, t.ElementType), true
		}
	case *schema.MapType:
		if object, ok := x.(*model.ObjectConsExpression); ok {
			keys := make([]string, len(object.Items))
			values := make([]model.Expression, len(object.Items))
			for i, item := range object.Items {
				keys[i], values[i] = g.keyCode(item.Key), item.Value
			}
			return g.inputItems(values, keys, t.ElementType), true
		}
	case *schema.ObjectType:
		if object, ok := x.(*model.ObjectConsExpression); ok && !g.external(g.namesOf(t.PackageReference)) {
			return g.objectArgs(object, t)
		}
	case *schema.EnumType:
		if !g.external(g.namesOf(t.PackageReference)) {
			return g.enumMember(x, t)
		}
	}
	return "", false
}

// inputItems is a list (keys nil) or map literal of inputs of schema type elem: plain items
// as they are; with any eventual item, every item an `Input`.
func (g *generator) inputItems(values []model.Expression, keys []string, elem schema.Type) string {
	// Items that are Outputs, or collections themselves (the crate holds a nested collection
	// as an `Input` of one), are each made an `Input`.
	eventual := isCollection(unwrapInput(elem))
	for _, value := range values {
		if g.isEventual(value) {
			eventual = true
		}
	}
	items := make([]string, len(values))
	for i, value := range values {
		item := g.inputValue(value, elem)
		if text, ok := stringLiteral(value); ok && unwrapInput(elem) == schema.StringType {
			item = "String::from(" + rustString(text) + ")"
		}
		if eventual {
			item = fmt.Sprintf("Input::<%s>::from(%s)", g.crateInputType(elem), item)
		}
		if keys != nil {
			item = fmt.Sprintf("(%s, %s)", keys[i], item)
		}
		items[i] = item
	}
	elemType := g.crateInputType(elem).String()
	if eventual {
		elemType = "Input<" + elemType + ">"
	}
	switch {
	case keys == nil && len(items) == 0:
		return fmt.Sprintf("Vec::<%s>::new()", elemType)
	case keys == nil:
		return "vec![" + strings.Join(items, ", ") + "]"
	case len(items) == 0:
		return fmt.Sprintf("BTreeMap::<String, %s>::new()", elemType)
	}
	return "BTreeMap::from([" + strings.Join(items, ", ") + "])"
}

// crateInputType is the Rust type of values of schema type t in the crate's input forms.
func (g *generator) crateInputType(t schema.Type) *rustType {
	t = unwrapInput(t)
	switch t := t.(type) {
	case *schema.ArrayType:
		return listOf(inputOf(g.crateInputType(t.ElementType)))
	case *schema.MapType:
		return mapOf(inputOf(g.crateInputType(t.ElementType)))
	case *schema.ObjectType:
		names, prefix := g.packageOf(t.PackageReference)
		if names != nil && names.Types[t.Token] != nil && names.Types[t.Token].Args != nil {
			return &rustType{kind: kindNamed, name: prefix + names.Types[t.Token].Args.Path, object: t, pkg: names}
		}
	}
	return g.crateType(t)
}

// isCollection: t is a list or a map.
func isCollection(t schema.Type) bool {
	switch t.(type) {
	case *schema.ArrayType, *schema.MapType:
		return true
	}
	return false
}

// unwrapInput is t without its Input and Optional wrappers.
func unwrapInput(t schema.Type) schema.Type {
	for {
		switch u := t.(type) {
		case *schema.InputType:
			t = u.ElementType
		case *schema.OptionalType:
			t = u.ElementType
		default:
			return t
		}
	}
}

// objectArgs is an object literal as the input form of an object type: `FooArgs::new(...)`
// with its required inputs, then a setter per other input.
func (g *generator) objectArgs(object *model.ObjectConsExpression, t *schema.ObjectType) (string, bool) {
	names, prefix := g.packageOf(t.PackageReference)
	if names == nil || names.Types[t.Token] == nil || names.Types[t.Token].Args == nil {
		return "", false
	}
	values := map[string]model.Expression{}
	for _, item := range object.Items {
		key, ok := stringLiteral(item.Key)
		if !ok {
			return "", false
		}
		values[key] = item.Value
	}
	defer g.within(names)()
	return g.inputForm(prefix, names.Types[t.Token].Args, t.Properties, values), true
}

// inputForm is `Form::new(required…)` then `.field(value)` for each other value given, values
// by wire name.
func (g *generator) inputForm(prefix string, form *InputForm, properties []*schema.Property,
	values map[string]model.Expression,
) string {
	var args []string
	required := map[string]bool{}
	for _, name := range form.New {
		required[name] = true
		value, ok := values[name]
		p := propertyOf(properties, name)
		if !ok || p == nil {
			args = append(args, "todo!(\"the required input "+name+" is not given\")")
			continue
		}
		args = append(args, g.inputValue(value, p.Type))
	}
	code := fmt.Sprintf("%s%s::new(%s)", prefix, form.Path, strings.Join(args, ", "))
	wires := make([]string, 0, len(values))
	for wire := range values {
		if !required[wire] {
			wires = append(wires, wire)
		}
	}
	sort.Strings(wires)
	for _, wire := range wires {
		p := propertyOf(properties, wire)
		field, ok := form.Fields[wire]
		if p == nil || !ok {
			continue
		}
		if isNull(values[wire]) {
			continue
		}
		code += fmt.Sprintf(".%s(%s)", field, g.inputValue(values[wire], p.Type))
	}
	return code
}

// enumMember is a literal value of an enum as the enum's member.
func (g *generator) enumMember(x model.Expression, t *schema.EnumType) (string, bool) {
	names, prefix := g.packageOf(t.PackageReference)
	if names == nil || names.Enums[t.Token] == nil {
		return "", false
	}
	var key string
	if text, ok := stringLiteral(x); ok {
		key = text
	} else if lit, ok := x.(*model.LiteralValueExpression); ok {
		switch lit.Value.Type() {
		case cty.Number:
			f, _ := lit.Value.AsBigFloat().Float64()
			key = strconv.FormatFloat(f, 'g', -1, 64)
		case cty.Bool:
			key = strconv.FormatBool(lit.Value.True())
		}
	}
	member, ok := names.Enums[t.Token].Members[key]
	if !ok {
		return "", false
	}
	return prefix + names.Enums[t.Token].Path + "::" + member, true
}

// within makes names the crate whose types are being written (an input form's, an output
// type's) until the returned function restores the one before.
func (g *generator) within(names *PackageNames) func() {
	saved := g.container
	g.container = names
	return func() { g.container = saved }
}

// external: names is another package than the crate whose types are being written; that
// crate holds a type of another package as a JSON value.
func (g *generator) external(names *PackageNames) bool {
	return names != nil && g.container != nil && names != g.container
}
