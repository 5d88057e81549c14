package codegen

import (
	"fmt"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
)

// forExpr is `[for k, v in collection : value if condition]` (a Vec) or
// `{for k, v in collection : key => value if condition}` (a BTreeMap), as an iterator chain
// over an owned copy of the collection.
func (g *generator) forExpr(x *model.ForExpression) string {
	collection := g.exprType(x.Collection)
	source := wrap(g.expr(x.Collection))
	value := g.variableName(x.ValueVariable)
	key := "_"
	if x.KeyVariable != nil {
		key = g.variableName(x.KeyVariable)
	}
	var iter, pattern, prelude string
	switch collection.kind {
	case kindMap:
		iter, pattern = source+".into_iter()", fmt.Sprintf("(%s, %s)", key, value)
	case kindList:
		if x.KeyVariable != nil {
			iter, pattern = source+".into_iter().enumerate()", fmt.Sprintf("(%s, %s)", key, value)
			prelude = fmt.Sprintf("let %s = %s as i64; ", key, key)
		} else {
			iter, pattern = source+".into_iter()", value
		}
	default:
		// Items of a Value are Values: each is read as the type PCL gives the variable.
		iter, pattern = fmt.Sprintf("functions::items(%s).into_iter()", source), fmt.Sprintf("(%s, %s)", key, value)
		if x.KeyVariable != nil {
			prelude += fmt.Sprintf("let %s = %s; ", key, g.convert(key, valueType, g.typeOf(x.KeyVariable.VariableType)))
		}
		prelude += fmt.Sprintf("let %s = %s; ", value, g.convert(value, valueType, g.typeOf(x.ValueVariable.VariableType)))
	}
	result := g.exprType(x)
	var item string
	if x.Key != nil {
		item = fmt.Sprintf("(%s, %s)", g.exprAs(x.Key, stringType), g.exprAs(x.Value, result.elem))
	} else {
		item = g.exprAs(x.Value, result.elem)
	}
	collect := fmt.Sprintf(".collect::<%s>()", result)
	if x.Condition == nil {
		if prelude == "" {
			return fmt.Sprintf("%s.map(|%s| %s)%s", iter, pattern, item, collect)
		}
		return fmt.Sprintf("%s.map(|%s| { %s%s })%s", iter, pattern, prelude, item, collect)
	}
	condition := g.exprAs(x.Condition, boolType)
	return fmt.Sprintf("%s.filter_map(|%s| { %sif %s { Some(%s) } else { None } })%s",
		iter, pattern, prelude, condition, item, collect)
}

// splat is `collection[*].each`: each element's value.
func (g *generator) splat(x *model.SplatExpression) string {
	item := g.variableName(&x.Item.Variable)
	result := g.exprType(x)
	return fmt.Sprintf("%s.into_iter().map(|%s| %s).collect::<%s>()",
		wrap(g.expr(x.Source)), item, g.exprAs(x.Each, result.elem), result)
}
