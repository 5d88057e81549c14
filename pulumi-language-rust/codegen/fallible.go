package codegen

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// tryCall is `try(expr, fallback...)`: the first expression that evaluates, the reads that can
// fail (a missing key or index, a member of a non-object) made with `get`, so a failure is a
// None rather than a panic. An expression over eventual values (an apply) is tried inside it.
func (g *generator) tryCall(x *model.FunctionCallExpression) string {
	result := g.exprType(x)
	if inner, app := g.insideApply(x); inner != nil {
		return g.applyWith(app, result, func() (string, bool) {
			return g.tryPlain(inner, result.plain()), false
		})
	}
	return g.convert(g.tryPlain(x, result.plain()), result.plain(), result)
}

// tryPlain is try over plain values, as a value of result.
func (g *generator) tryPlain(x *model.FunctionCallExpression, result *rustType) string {
	code := ""
	for i, arg := range x.Args {
		if i == len(x.Args)-1 {
			fallback := g.exprAs(arg, result)
			if code == "" {
				return fallback
			}
			return fmt.Sprintf("%s.unwrap_or_else(|| %s)", code, fallback)
		}
		attempt, t := g.fallible(arg)
		if !t.equal(result) {
			attempt = fmt.Sprintf("%s.map(|v| %s)", wrap(attempt), g.convert("v", t, result))
		}
		if code == "" {
			code = attempt
		} else {
			code = fmt.Sprintf("%s.or_else(|| %s)", code, attempt)
		}
	}
	return code
}

// canCall is `can(expr)`: whether expr evaluates.
func (g *generator) canCall(x *model.FunctionCallExpression) string {
	result := g.exprType(x)
	if inner, app := g.insideApply(x); inner != nil {
		return g.applyWith(app, result, func() (string, bool) {
			code, _ := g.fallible(inner.Args[0])
			return wrap(code) + ".is_some()", false
		})
	}
	code, _ := g.fallible(x.Args[0])
	return g.convert(wrap(code)+".is_some()", boolType, result)
}

// insideApply: when the first argument of call is an apply, the call with that apply's body in
// its place (to be made inside the apply), and the apply.
func (g *generator) insideApply(call *model.FunctionCallExpression) (*model.FunctionCallExpression, *model.FunctionCallExpression) {
	app, ok := call.Args[0].(*model.FunctionCallExpression)
	if !ok || app.Name != pcl.IntrinsicApply {
		return nil, nil
	}
	then := app.Args[len(app.Args)-1].(*model.AnonymousFunctionExpression)
	inner := *call
	inner.Args = append([]model.Expression{then.Body}, call.Args[1:]...)
	return &inner, app
}

// fallible is x as an Option: None where reading it fails. Returns the code and the Rust type
// of the Option's value.
func (g *generator) fallible(x model.Expression) (string, *rustType) {
	switch x := x.(type) {
	case *model.ScopeTraversalExpression:
		root, t := g.rootName(x)
		steps := x.Traversal[1:]
		if len(steps) > 0 && (t.kind == kindList || t.kind == kindMap || t.kind == kindValue) {
			// The first read borrows the local: `local.get(key).cloned()`.
			code, t := g.fallibleSteps("", t, steps[:1])
			return g.fallibleSteps(root+code, t, steps[1:])
		}
		code := "Some(" + root + ".clone())"
		if t.isCopy() {
			code = "Some(" + root + ")"
		}
		if t.kind == kindOption {
			code, t = root+".clone()", t.elem
		}
		return g.fallibleSteps(code, t, steps)
	case *model.RelativeTraversalExpression:
		return g.fallibleSteps("Some("+g.expr(x.Source)+")", g.exprType(x.Source), x.Traversal)
	case *model.IndexExpression:
		code, t := g.fallible(x.Collection)
		keyType := g.keyType(t, x.Key)
		return g.fallibleGet(code, t, g.exprAs(x.Key, keyType), keyType == intType)
	}
	return "Some(" + g.expr(x) + ")", g.exprType(x)
}

// keyType is the type an index into a collection of type t is read as.
func (g *generator) keyType(t *rustType, key model.Expression) *rustType {
	if t.kind == kindList || t.kind == kindValue && g.exprType(key).kind != kindString {
		return intType
	}
	return stringType
}

// fallibleSteps reads the steps of a traversal from code (an Option of t), each with `get`.
func (g *generator) fallibleSteps(code string, t *rustType, steps hcl.Traversal) (string, *rustType) {
	for _, step := range steps {
		key, isName := traverserKey(step)
		if t.kind == kindList || t.kind == kindValue && !isName {
			code, t = g.fallibleGet(code, t, key, true)
		} else {
			code, t = g.fallibleGet(code, t, rustString(key), false)
		}
	}
	return code, t
}

// fallibleGet reads key (an index when numeric, else a string) from code (an Option of
// collection type t) with `get`.
func (g *generator) fallibleGet(code string, t *rustType, key string, numeric bool) (string, *rustType) {
	if numeric {
		key = wrap(key) + " as usize"
	} else if len(key) == 0 || key[0] != '"' {
		key = wrap(key) + ".as_str()"
	}
	item := valueType
	switch t.kind {
	case kindList, kindMap:
		item = t.elem
	case kindValue:
	default:
		return "None", valueType
	}
	if code == "" {
		// A read from a local (see fallible).
		return fmt.Sprintf(".get(%s).cloned()", key), item
	}
	return fmt.Sprintf("%s.and_then(|c| c.get(%s).cloned())", wrap(code), key), item
}
