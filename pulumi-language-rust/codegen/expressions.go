package codegen

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/zclconf/go-cty/cty"
)

// expr is the Rust expression of x: an owned value of g.exprType(x).
func (g *generator) expr(x model.Expression) string {
	switch x := x.(type) {
	case *model.LiteralValueExpression:
		return g.literal(x.Value, g.exprType(x))
	case *model.TemplateExpression:
		return g.template(x)
	case *model.ScopeTraversalExpression:
		return g.scopeTraversal(x)
	case *model.RelativeTraversalExpression:
		return g.traverse(g.expr(x.Source), g.exprType(x.Source), x.Parts, x.Traversal, false)
	case *model.FunctionCallExpression:
		return g.call(x)
	case *model.BinaryOpExpression:
		return g.binary(x)
	case *model.UnaryOpExpression:
		return g.unary(x)
	case *model.ConditionalExpression:
		t := g.exprType(x)
		return fmt.Sprintf("if %s { %s } else { %s }",
			g.exprAs(x.Condition, boolType), g.exprAs(x.TrueResult, t), g.exprAs(x.FalseResult, t))
	case *model.TupleConsExpression:
		return g.tuple(x)
	case *model.ObjectConsExpression:
		return g.object(x, g.exprType(x))
	case *model.IndexExpression:
		return g.index(x)
	case *model.ForExpression:
		return g.forExpr(x)
	case *model.SplatExpression:
		return g.splat(x)
	}
	g.unsupported(x, fmt.Sprintf("%T expressions", x))
	return "todo!()"
}

// unsupported records an error diagnostic at x.
func (g *generator) unsupported(x model.Expression, what string) {
	rng := x.SyntaxNode().Range()
	g.diags = append(g.diags, &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  what + " are not supported by the Rust program generator yet",
		Subject:  &rng,
	})
}

// exprAs is x converted to the Rust type t.
func (g *generator) exprAs(x model.Expression, t *rustType) string {
	if text, ok := stringLiteral(x); ok {
		return g.literal(cty.StringVal(text), t)
	}
	if lit, ok := x.(*model.LiteralValueExpression); ok {
		if lit.Value.IsNull() {
			return nullOf(t)
		}
		return g.literal(lit.Value, t)
	}
	switch plain := t.plain(); x := x.(type) {
	case *model.ObjectConsExpression:
		if plain.kind == kindMap || plain.kind == kindValue || plain.kind == kindNamed {
			return g.object(x, t)
		}
	case *model.TupleConsExpression:
		if plain.kind == kindList {
			return g.tupleOf(x, t)
		}
	}
	return g.convert(g.expr(x), g.exprType(x), t)
}

// nullOf is PCL's null as a value of t.
func nullOf(t *rustType) string {
	switch t.kind {
	case kindOption:
		return "None"
	case kindOutput:
		return "Output::new(" + nullOf(t.elem) + ")"
	}
	return "Value::Null"
}

// convert turns code, a value of type from, into a value of type to.
func (g *generator) convert(code string, from, to *rustType) string {
	switch {
	case from.equal(to):
		return code
	case from.resource != nil && (to.kind == kindOutput || to.kind == kindValue || to.kind == kindInput):
		return g.convert(resourceReference(code, from), outputOf(resourceReferenceType), to)
	case to.kind == kindOutput && from.kind == kindOutput && from.elem.resource != nil && to.elem.resource == nil:
		// A resource as a value is its reference, known once the resource is registered.
		return fmt.Sprintf("%s.apply(|v| %s)", code, g.convert(resourceReference("v", from.elem),
			outputOf(resourceReferenceType), to))
	case to.kind == kindOutput && from.kind == kindOutput:
		return fmt.Sprintf("%s.map(|v| %s)", code, g.convert("v", from.elem, to.elem))
	case to.kind == kindOutput:
		return fmt.Sprintf("Output::new(%s)", g.convert(code, from, to.elem))
	case to.kind == kindOption && from.kind == kindOption:
		return fmt.Sprintf("%s.map(|v| %s)", code, g.convert("v", from.elem, to.elem))
	case to.kind == kindOption:
		return fmt.Sprintf("Some(%s)", g.convert(code, from, to.elem))
	case to == assetOrArchiveType && (from == assetType || from == archiveType):
		return fmt.Sprintf("AssetOrArchive::from(%s)", code)
	case to.kind == kindValue:
		g.usesJSON = true
		return fmt.Sprintf("functions::to_value(%s)", code)
	case to.kind == kindInput:
		return fmt.Sprintf("Input::<%s>::from(%s)", to.elem, g.convert(code, from, to.elem))
	case from.kind == kindInput:
		return g.convert(wrap(code)+".into_output()", outputOf(from.elem), to)
	case isNumeric(from) && isNumeric(to):
		return wrap(code) + " as " + to.String()
	case from.kind == kindString && (isNumeric(to) || to.kind == kindBool):
		// PCL converts a string to a number or a bool by reading its text.
		return fmt.Sprintf("%s.parse::<%s>().expect(\"the text of a %s\")", wrap(code), to, to)
	case from.kind == kindList && to.kind == kindList:
		return fmt.Sprintf("%s.into_iter().map(|v| %s).collect::<Vec<_>>()", code, g.convert("v", from.elem, to.elem))
	case from.kind == kindMap && to.kind == kindMap:
		return fmt.Sprintf("%s.into_iter().map(|(k, v)| (k, %s)).collect::<BTreeMap<_, _>>()",
			code, g.convert("v", from.elem, to.elem))
	case from.kind == kindValue || from.kind == kindOption && from.elem.kind == kindValue:
		return fmt.Sprintf("functions::from_value::<%s>(%s)", to, code)
	case to.kind == kindString:
		return fmt.Sprintf("functions::to_string(&%s)", code)
	}
	return fmt.Sprintf("functions::from_value::<%s>(functions::to_value(%s))", to, code)
}

func isNumeric(t *rustType) bool {
	return t.kind == kindInt || t.kind == kindNumber || t.kind == kindInt32
}

// literal is a PCL literal as a value of t.
func (g *generator) literal(v cty.Value, t *rustType) string {
	if v.IsNull() {
		return nullOf(t)
	}
	var code string
	var own *rustType
	switch v.Type() {
	case cty.String:
		code, own = "String::from("+rustString(v.AsString())+")", stringType
		if t.kind == kindValue {
			g.usesJSON = true
			return "Value::from(" + rustString(v.AsString()) + ")"
		}
	case cty.Bool:
		code, own = strconv.FormatBool(v.True()), boolType
	case cty.Number:
		asInt := t.kind == kindInt || t.kind == kindInt32
		code, own = numberLiteral(v.AsBigFloat(), asInt), numberType
		if asInt && !strings.Contains(code, "_f64") {
			own = t
		}
	default:
		return "Value::Null"
	}
	if t.kind == kindValue {
		return "Value::from(" + code + ")"
	}
	return g.convert(code, own, t)
}

// numberLiteral spells a number as an i64 or f64 literal.
func numberLiteral(f *big.Float, asInt bool) string {
	if asInt && f.IsInt() {
		if i, accuracy := f.Int64(); accuracy == big.Exact {
			return strconv.FormatInt(i, 10)
		}
	}
	v, _ := f.Float64()
	switch {
	case math.IsInf(v, 1):
		return "f64::INFINITY"
	case math.IsInf(v, -1):
		return "f64::NEG_INFINITY"
	}
	s := strconv.FormatFloat(v, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	if strings.Contains(s, "e") && !strings.Contains(s, ".") {
		mantissa, exponent, _ := strings.Cut(s, "e")
		s = mantissa + ".0e" + exponent
	}
	return s + "_f64"
}

// rustString is s as a Rust string literal.
func rustString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case 0:
			b.WriteString(`\0`)
		default:
			if r < 0x20 || r == 0x7f || r >= 0xe0000 && r <= 0xe007f {
				fmt.Fprintf(&b, `\u{%x}`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// template is a string built with format!.
func (g *generator) template(x *model.TemplateExpression) string {
	if len(x.Parts) == 1 {
		if lit, ok := x.Parts[0].(*model.LiteralValueExpression); ok && lit.Value.Type() == cty.String {
			return "String::from(" + rustString(lit.Value.AsString()) + ")"
		}
	}
	var format strings.Builder
	var args []string
	for _, part := range x.Parts {
		if lit, ok := part.(*model.LiteralValueExpression); ok && lit.Value.Type() == cty.String {
			text := rustString(lit.Value.AsString())
			text = strings.ReplaceAll(strings.ReplaceAll(text[1:len(text)-1], "{", "{{"), "}", "}}")
			format.WriteString(text)
			continue
		}
		if name, ok := g.place(part, g.exprType(part)); ok && g.displayable(g.exprType(part)) && !strings.HasPrefix(name, "r#") {
			// A local as an inline argument: format!("prefix-{name}").
			format.WriteString("{" + name + "}")
			continue
		}
		format.WriteString("{}")
		args = append(args, g.displayed(part))
	}
	if len(args) == 0 {
		return fmt.Sprintf("format!(\"%s\")", format.String())
	}
	return fmt.Sprintf("format!(\"%s\", %s)", format.String(), strings.Join(args, ", "))
}

// displayable: values of t show in a template as Rust's Display shows them.
func (g *generator) displayable(t *rustType) bool {
	return t.kind == kindString || t.kind == kindNumber || t.kind == kindInt || t.kind == kindBool
}

// displayed is x as a format! argument: its text as PCL's templates show it.
func (g *generator) displayed(x model.Expression) string {
	t := g.exprType(x)
	if g.displayable(t) {
		return g.expr(x)
	}
	return fmt.Sprintf("functions::to_string(%s)", g.borrow(x, t))
}

// scopeTraversal is a reference to a program node, a function parameter or a loop variable,
// and what it reads from it.
func (g *generator) scopeTraversal(x *model.ScopeTraversalExpression) string {
	root, rootType := g.rootName(x)
	return g.traverse(root, rootType, x.Parts, x.Traversal, true)
}

// rootName is the Rust name a traversal starts from, and its Rust type.
func (g *generator) rootName(x *model.ScopeTraversalExpression) (string, *rustType) {
	switch part := x.Parts[0].(type) {
	case pcl.Node:
		if t, ok := g.localTypes[part]; ok {
			return g.names.of(part), t
		}
		return g.names.of(part), g.typeOf(model.GetTraversableType(part))
	case *model.Variable:
		if node, ok := g.eventualVars[part]; ok {
			return g.names.of(node), g.localTypes[node]
		}
		if t, ok := g.varTypes[part.Name]; ok {
			return g.variableName(part), t
		}
		return g.variableName(part), g.typeOf(part.VariableType)
	}
	return snakeCase(x.RootName), g.typeOf(model.GetTraversableType(x.Parts[0]))
}

// traverse applies the attribute and index steps of a traversal to base (a place when
// place is true: a local, so the result is cloned; a value otherwise). Each step reads the
// value as its Rust type holds it (a field of a struct, an item of a Vec or map, a member of a
// Value); the result is converted to the traversal's PCL type.
func (g *generator) traverse(base string, baseType *rustType, parts []model.Traversable,
	traversal hcl.Traversal, place bool,
) string {
	steps := traversal
	// after[j] is what PCL types the value after j steps (after[0]: the base, unused).
	after := make([]model.Traversable, len(steps)+1)
	if place {
		steps = traversal[1:]
		after = make([]model.Traversable, len(steps)+1)
	}
	if len(parts) == len(steps)+1 {
		copy(after, parts) // parts[0] is the base
	} else {
		copy(after[1:], parts)
	}
	return g.steps(base, baseType, after, steps, place, false)
}

// steps applies steps to code, a value of Rust type current (a local when place is set, so
// what it reads is cloned); after[j] is the PCL type after j steps. Inside a map (inMap) the
// result is the value the map yields, not an Output of it.
func (g *generator) steps(code string, current *rustType, after []model.Traversable, steps hcl.Traversal,
	place, inMap bool,
) string {
	var final *rustType
	owned := false
	for i, step := range steps {
		if current.kind == kindOutput {
			// The rest of the traversal reads the value: inside a map.
			if place && !owned {
				code += ".clone()"
			}
			rest := g.steps("v", current.elem, after[i:], steps[i:], true, true)
			return fmt.Sprintf("%s.map(|v| %s)", wrap(code), rest)
		}
		var partType *rustType
		if i+1 < len(after) && after[i+1] != nil {
			partType = g.typeOf(model.GetTraversableType(after[i+1]))
		}
		code, current, owned = g.step(code, current, step, partType)
		final = partType
	}
	if len(steps) == 0 {
		if place && !current.isCopy() {
			code += ".clone()"
		}
		return code
	}
	if !current.isCopy() && !owned {
		code += ".clone()"
	}
	if final == nil {
		return code
	}
	if current.kind == kindOutput && final.kind != kindOutput {
		final = outputOf(final)
	}
	if inMap && current.kind != kindOutput {
		final = final.plain()
	}
	return g.convert(code, current, final)
}

// step reads one attribute or index of code, a value of Rust type t; returns the code and the
// Rust type of what it read (partType: the PCL type's, where the step keeps typed values).
func (g *generator) step(code string, t *rustType, step hcl.Traverser, partType *rustType) (string, *rustType, bool) {
	key, isName := traverserKey(step)
	if t.kind == kindOption {
		code, t = code+".as_ref().expect(\"the value is null\")", t.elem
	}
	switch t.kind {
	case kindNamed:
		if partType == nil {
			partType = valueType
		}
		if t == registrationType && (key == "id" || key == "urn") {
			return code + "." + key, outputOf(stringType), false
		}
		if t == registrationType {
			// An output of a resource registered by the runtime alone, read by name.
			return fmt.Sprintf("%s.output::<%s>(%s)", code, partType.plain(), rustString(key)), partType, true
		}
		if field, fieldType, ok := g.crateField(t, key); ok {
			return code + "." + field, fieldType, false
		}
		return code + "." + fieldName(key), partType, false
	case kindList:
		return fmt.Sprintf("%s[%s]", code, key), t.elem, false
	case kindMap:
		return fmt.Sprintf("%s[%s]", code, rustString(key)), t.elem, false
	}
	if _, err := strconv.Atoi(key); err == nil && !isName {
		return fmt.Sprintf("%s[%s]", code, key), valueType, false
	}
	return fmt.Sprintf("%s[%s]", code, rustString(key)), valueType, false
}

// crateField is the field of a crate's resource or object type for wire name key, and its type
// (a resource's: an Output).
func (g *generator) crateField(t *rustType, key string) (string, *rustType, bool) {
	defer g.within(t.pkg)()
	switch {
	case t.resource != nil:
		if key == "id" || key == "urn" {
			return key, outputOf(stringType), true
		}
		names := resourceNames(t)
		p := propertyOf(t.resource.Properties, key)
		if names == nil || p == nil || names.Fields[key] == "" {
			return "", nil, false
		}
		return names.Fields[key], outputOf(g.propertyType(p)), true
	case t.function != nil:
		names := t.pkg.Functions[t.function.Token]
		if t.function.Outputs == nil || names == nil {
			return "", nil, false
		}
		p := propertyOf(t.function.Outputs.Properties, key)
		if p == nil || names.Fields[key] == "" {
			return "", nil, false
		}
		return names.Fields[key], g.propertyType(p), true
	case t.object != nil && t.pkg.Types[t.object.Token] != nil:
		p := propertyOf(t.object.Properties, key)
		field := t.pkg.Types[t.object.Token].Fields[key]
		if p == nil || field == "" {
			return "", nil, false
		}
		return field, g.propertyType(p), true
	}
	return "", nil, false
}

// traverserKey is the attribute name or index of a traversal step.
func traverserKey(step hcl.Traverser) (string, bool) {
	switch step := step.(type) {
	case hcl.TraverseAttr:
		return step.Name, true
	case hcl.TraverseIndex:
		if step.Key.Type() == cty.String {
			return step.Key.AsString(), false
		}
		if step.Key.Type() == cty.Number {
			i, _ := step.Key.AsBigFloat().Int64()
			return strconv.FormatInt(i, 10), false
		}
	}
	return "", false
}

// fieldName is a schema property's Rust field name.
func fieldName(name string) string {
	n := snakeCase(name)
	if rustKeywords[n] {
		return "r#" + n
	}
	return n
}

// variableName is the Rust name of a function parameter or loop variable.
func (g *generator) variableName(v *model.Variable) string {
	n := snakeCase(v.Name)
	if n == "" {
		n = "value"
	}
	if rustKeywords[n] || reservedLocals[n] {
		n += "_"
	}
	return n
}

// binary is an arithmetic, comparison or logical operation.
func (g *generator) binary(x *model.BinaryOpExpression) string {
	op := binaryOperators[x.Operation]
	left, right := x.LeftOperand, x.RightOperand
	switch x.Operation {
	case hclsyntax.OpEqual, hclsyntax.OpNotEqual:
		if isNull(right) || isNull(left) {
			operand := left
			if isNull(left) {
				operand = right
			}
			check := g.nullCheck(operand)
			if x.Operation == hclsyntax.OpNotEqual {
				return "!" + wrap(check)
			}
			return check
		}
		t := g.commonType([]model.Type{left.Type(), right.Type()})
		return fmt.Sprintf("%s %s %s", g.operand(left, t), op, g.operand(right, t))
	case hclsyntax.OpLogicalAnd, hclsyntax.OpLogicalOr:
		return fmt.Sprintf("%s %s %s", wrap(g.exprAs(left, boolType)), op, wrap(g.exprAs(right, boolType)))
	case hclsyntax.OpGreaterThan, hclsyntax.OpGreaterThanOrEqual, hclsyntax.OpLessThan, hclsyntax.OpLessThanOrEqual:
		t := g.commonType([]model.Type{left.Type(), right.Type()})
		return fmt.Sprintf("%s %s %s", g.operand(left, t), op, g.operand(right, t))
	}
	t := g.exprType(x)
	if t.kind != kindInt {
		t = numberType
	}
	return fmt.Sprintf("%s %s %s", wrap(g.exprAs(left, t)), op, wrap(g.exprAs(right, t)))
}

var binaryOperators = map[*hclsyntax.Operation]string{
	hclsyntax.OpAdd: "+", hclsyntax.OpSubtract: "-", hclsyntax.OpMultiply: "*",
	hclsyntax.OpDivide: "/", hclsyntax.OpModulo: "%", hclsyntax.OpEqual: "==",
	hclsyntax.OpNotEqual: "!=", hclsyntax.OpLogicalAnd: "&&", hclsyntax.OpLogicalOr: "||",
	hclsyntax.OpGreaterThan: ">", hclsyntax.OpGreaterThanOrEqual: ">=",
	hclsyntax.OpLessThan: "<", hclsyntax.OpLessThanOrEqual: "<=",
}

// operand is x as an operand of a comparison (which borrows): a string literal as a &str, a
// local as it is.
func (g *generator) operand(x model.Expression, t *rustType) string {
	if text, ok := stringLiteral(x); ok && t.kind == kindString {
		return rustString(text)
	}
	return g.receiver(x, t)
}

func isNull(x model.Expression) bool {
	lit, ok := x.(*model.LiteralValueExpression)
	return ok && lit.Value.IsNull()
}

// nullCheck is whether x is null.
func (g *generator) nullCheck(x model.Expression) string {
	t := g.exprType(x)
	switch t.kind {
	case kindOption:
		return g.receiver(x, t) + ".is_none()"
	case kindValue:
		return g.receiver(x, t) + ".is_null()"
	}
	return "false"
}

func (g *generator) unary(x *model.UnaryOpExpression) string {
	if x.Operation == hclsyntax.OpLogicalNot {
		return "!" + wrap(g.exprAs(x.Operand, boolType))
	}
	t := g.exprType(x)
	if t.kind != kindInt {
		t = numberType
	}
	return "-" + wrap(g.exprAs(x.Operand, t))
}

// tuple is a list literal.
func (g *generator) tuple(x *model.TupleConsExpression) string {
	return g.tupleOf(x, g.exprType(x))
}

// tupleOf is a list literal as a value of t: a Vec, or an Output of one when some items are
// eventual.
func (g *generator) tupleOf(x *model.TupleConsExpression, t *rustType) string {
	list := t.plain()
	if list.kind != kindList {
		inner := listOf(valueType)
		if t.kind == kindOutput {
			inner = outputOf(inner)
		}
		return g.convert(g.tupleOf(x, inner), inner, t)
	}
	targets := make([]*rustType, len(x.Expressions))
	for i := range targets {
		targets[i] = list.elem
	}
	build := func(items []string) string {
		if len(items) == 0 {
			return fmt.Sprintf("Vec::<%s>::new()", list.elem)
		}
		return "vec![" + strings.Join(items, ", ") + "]"
	}
	return g.cons(x.Expressions, targets, build, t.kind == kindOutput)
}

// object is an object literal as a map, a JSON value or a crate's struct (or an Output of one
// when some values are eventual).
func (g *generator) object(x *model.ObjectConsExpression, t *rustType) string {
	plain := t.plain()
	if plain.kind == kindNamed {
		return g.namedObject(x, t)
	}
	elem := valueType
	if plain.kind == kindMap {
		elem = plain.elem
	}
	keys := make([]string, len(x.Items))
	values := make([]model.Expression, len(x.Items))
	targets := make([]*rustType, len(x.Items))
	for i, item := range x.Items {
		keys[i] = g.keyCode(item.Key)
		values[i], targets[i] = item.Value, elem
	}
	build := func(items []string) string {
		pairs := make([]string, len(items))
		for i, item := range items {
			pairs[i] = fmt.Sprintf("(%s, %s)", keys[i], item)
		}
		switch {
		case plain.kind != kindMap:
			return "functions::object([" + strings.Join(pairs, ", ") + "])"
		case len(pairs) == 0:
			return fmt.Sprintf("BTreeMap::<String, %s>::new()", elem)
		}
		return "BTreeMap::from([" + strings.Join(pairs, ", ") + "])"
	}
	return g.cons(values, targets, build, t.kind == kindOutput)
}

// keyCode is an object key as a String.
func (g *generator) keyCode(key model.Expression) string {
	if text, ok := stringLiteral(key); ok {
		return "String::from(" + rustString(text) + ")"
	}
	return g.exprAs(key, stringType)
}

// cons builds a value from parts (each converted to its target type) with build; as an
// Output when eventual is set. Eventual parts are combined with zip and the value built in
// the closure, which owns copies of the locals the other parts read.
func (g *generator) cons(parts []model.Expression, targets []*rustType, build func([]string) string,
	eventual bool,
) string {
	codes := make([]string, len(parts))
	var outputs, vars []string
	var plain []model.Expression
	for i, part := range parts {
		t := g.exprType(part)
		if t.kind == kindOutput && eventual {
			v := fmt.Sprintf("item%d", len(vars))
			outputs, vars = append(outputs, wrap(g.expr(part))), append(vars, v)
			codes[i] = g.convert(v, t.elem, targets[i])
			continue
		}
		if t.resource != nil && eventual && targets[i].resource == nil {
			// A resource as a value: its reference, once it is registered.
			v := fmt.Sprintf("item%d", len(vars))
			outputs, vars = append(outputs, resourceReference(g.expr(part), t)), append(vars, v)
			codes[i] = g.convert(v, resourceReferenceType, targets[i])
			continue
		}
		codes[i] = g.exprAs(part, targets[i])
		plain = append(plain, part)
	}
	if !eventual {
		return build(codes)
	}
	if len(outputs) == 0 {
		return "Output::new(" + build(codes) + ")"
	}
	combined, pattern := outputs[0], vars[0]
	for i := 1; i < len(outputs); i++ {
		combined, pattern = fmt.Sprintf("%s.zip(%s)", combined, outputs[i]), fmt.Sprintf("(%s, %s)", pattern, vars[i])
	}
	body := build(codes)
	return g.withCaptures(plain, body, fmt.Sprintf("%s.map(move |%s| %s)", combined, pattern, body))
}

// namedObject is an object literal of a crate's struct.
func (g *generator) namedObject(x *model.ObjectConsExpression, t *rustType) string {
	g.unsupported(x, "objects of schema types")
	return "todo!()"
}

// index is collection[key].
func (g *generator) index(x *model.IndexExpression) string {
	collection := wrap(g.expr(x.Collection))
	t := g.exprType(x.Collection)
	var code string
	item := valueType
	switch {
	case t.kind == kindList:
		code, item = fmt.Sprintf("%s[%s as usize]", collection, wrap(g.exprAs(x.Key, intType))), t.elem
	case t.kind == kindMap:
		code, item = fmt.Sprintf("%s[%s]", collection, g.strKey(x.Key)), t.elem
	case g.exprType(x.Key).kind == kindInt || g.exprType(x.Key).kind == kindNumber:
		code = fmt.Sprintf("%s[%s as usize]", collection, wrap(g.exprAs(x.Key, intType)))
	default:
		code = fmt.Sprintf("%s[%s]", collection, g.strKey(x.Key))
	}
	if !item.isCopy() {
		code += ".clone()"
	}
	return g.convert(code, item, g.exprType(x))
}

// stringLiteral is the text of a string literal (or a template of one literal part).
func stringLiteral(x model.Expression) (string, bool) {
	switch x := x.(type) {
	case *model.LiteralValueExpression:
		if x.Value.Type() == cty.String && !x.Value.IsNull() {
			return x.Value.AsString(), true
		}
	case *model.TemplateExpression:
		if len(x.Parts) == 1 {
			return stringLiteral(x.Parts[0])
		}
	}
	return "", false
}

// strKey is a key as a &str.
func (g *generator) strKey(key model.Expression) string {
	if text, ok := stringLiteral(key); ok {
		return rustString(text)
	}
	return wrap(g.exprAs(key, stringType)) + ".as_str()"
}

// wrap parenthesizes code that is not a simple path, call or literal (one with a space outside
// brackets and string literals), so it can be an operand or a receiver.
func wrap(code string) string {
	depth := 0
	inString, escaped := false, false
	for _, r := range code {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case r == '\\':
				escaped = true
			case r == '"':
				inString = false
			}
		case r == '"':
			inString = true
		case r == '(' || r == '[' || r == '{':
			depth++
		case r == ')' || r == ']' || r == '}':
			depth--
		case r == ' ' && depth == 0:
			return "(" + code + ")"
		}
	}
	return code
}
