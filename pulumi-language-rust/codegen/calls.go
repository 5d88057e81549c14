package codegen

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// call is a call of one of PCL's functions.
func (g *generator) call(x *model.FunctionCallExpression) string {
	switch x.Name {
	case pcl.IntrinsicApply:
		return g.apply(x)
	case pcl.IntrinsicConvert:
		return g.exprAs(x.Args[0], g.exprType(x))
	case "secret":
		if g.exprType(x.Args[0]).kind == kindOutput {
			return wrap(g.expr(x.Args[0])) + ".into_secret()"
		}
		return "Output::secret(" + g.expr(x.Args[0]) + ")"
	case "unsecret":
		if g.exprType(x.Args[0]).kind == kindOutput {
			return wrap(g.expr(x.Args[0])) + ".unsecret()"
		}
		return g.expr(x.Args[0])
	case "toJSON":
		if g.exprType(x.Args[0]).kind == kindOutput {
			return wrap(g.expr(x.Args[0])) + ".map(|value| functions::to_json(&value))"
		}
		return fmt.Sprintf("functions::to_json(%s)", g.borrow(x.Args[0], g.exprType(x.Args[0])))
	case "stack":
		return "ctx.stack().to_owned()"
	case "project":
		return "ctx.project().to_owned()"
	case "organization":
		return "ctx.organization().to_owned()"
	case "cwd":
		return "functions::cwd()"
	case "rootDirectory":
		return "functions::root_directory(&ctx)"
	case "readFile":
		return fmt.Sprintf("functions::read_file(%s)", g.borrow(x.Args[0], stringType))
	case pcl.Invoke:
		return g.invoke(x)
	case "call":
		return g.methodCall(x)
	case "try":
		return g.tryCall(x)
	case "can":
		return g.canCall(x)
	case "fileAsset", "stringAsset", "remoteAsset":
		constructor := map[string]string{"fileAsset": "file", "stringAsset": "string", "remoteAsset": "remote"}[x.Name]
		return fmt.Sprintf("Asset::%s(%s)", constructor, g.borrowOwned(x.Args[0]))
	case "fileArchive", "remoteArchive":
		constructor := map[string]string{"fileArchive": "file", "remoteArchive": "remote"}[x.Name]
		return fmt.Sprintf("Archive::%s(%s)", constructor, g.borrowOwned(x.Args[0]))
	case "assetArchive":
		return g.assetArchive(x)
	case "pulumiResourceName", "pulumiResourceType":
		part := map[string]string{"pulumiResourceName": "urn_name", "pulumiResourceType": "urn_type"}[x.Name]
		return fmt.Sprintf("%s.urn.clone().map(|urn| functions::%s(&urn))", g.resourceRef(x.Args[0]), part)
	case "getOutput":
		return fmt.Sprintf("%s.output(%s)", g.resourceRef(x.Args[0]), g.borrow(x.Args[1], stringType))
	case "notImplemented":
		return fmt.Sprintf("panic!(\"not implemented: {}\", %s)", g.exprAs(x.Args[0], stringType))
	}
	if code, ok := g.collectionCall(x); ok {
		return code
	}
	if code, ok := g.encodingCall(x); ok {
		return code
	}
	g.unsupported(x, fmt.Sprintf("calls of `%s`", x.Name))
	return "todo!()"
}

// collectionCall is a call of a function on strings, lists and maps.
func (g *generator) collectionCall(x *model.FunctionCallExpression) (string, bool) {
	switch x.Name {
	case "length":
		arg := g.exprType(x.Args[0])
		switch arg.kind {
		case kindString:
			g.crates["unicode-segmentation"] = true
			return fmt.Sprintf("%s.graphemes(true).count() as i64", g.receiver(x.Args[0], arg)), true
		case kindList, kindMap:
			return fmt.Sprintf("%s.len() as i64", g.receiver(x.Args[0], arg)), true
		}
		return fmt.Sprintf("functions::length(%s)", g.borrow(x.Args[0], arg)), true
	case "join":
		return fmt.Sprintf("%s.join(%s)", g.receiver(x.Args[1], listOf(stringType)),
			g.borrow(x.Args[0], stringType)), true
	case "split":
		return fmt.Sprintf("functions::split(%s, %s)", g.borrow(x.Args[0], stringType),
			g.borrow(x.Args[1], stringType)), true
	case "element":
		return fmt.Sprintf("functions::element(%s, %s)", g.borrow(x.Args[0], g.exprType(x.Args[0])),
			g.exprAs(x.Args[1], intType)), true
	case "entries":
		return fmt.Sprintf("functions::entries(%s)", g.borrow(x.Args[0], g.exprType(x.Args[0]))), true
	case "lookup":
		result := g.exprType(x)
		if len(x.Args) < 3 {
			return fmt.Sprintf("functions::lookup(%s, %s)", g.borrow(x.Args[0], mapOf(result)),
				g.borrow(x.Args[1], stringType)), true
		}
		return fmt.Sprintf("functions::lookup(%s, %s).unwrap_or(%s)", g.borrow(x.Args[0], mapOf(result)),
			g.borrow(x.Args[1], stringType), g.exprAs(x.Args[2], result)), true
	case "range":
		if len(x.Args) == 1 {
			return fmt.Sprintf("functions::range(0, %s)", g.exprAs(x.Args[0], intType)), true
		}
		return fmt.Sprintf("functions::range(%s, %s)", g.exprAs(x.Args[0], intType), g.exprAs(x.Args[1], intType)), true
	case "singleOrNone":
		return fmt.Sprintf("functions::single_or_none(%s)", g.borrow(x.Args[0], g.exprType(x.Args[0]))), true
	case "min", "max":
		return g.minMax(x), true
	}
	return "", false
}

// minMax is min or max of numbers, some of them given as a list expanded into the call.
func (g *generator) minMax(x *model.FunctionCallExpression) string {
	t := g.exprType(x)
	if t.kind != kindInt {
		t = numberType
	}
	var items []string
	var expanded string
	for i, arg := range x.Args {
		if i == len(x.Args)-1 && x.ExpandFinal {
			expanded = g.exprAs(arg, listOf(t))
			continue
		}
		items = append(items, g.exprAs(arg, t))
	}
	values := "vec![" + strings.Join(items, ", ") + "]"
	if expanded != "" {
		if len(items) == 0 {
			values = expanded
		} else {
			values = fmt.Sprintf("[%s, %s].concat()", values, expanded)
		}
	}
	return fmt.Sprintf("functions::%s(%s)", x.Name, values)
}

// encodingCall is a call of a function on bytes: base64, hashes, files.
func (g *generator) encodingCall(x *model.FunctionCallExpression) (string, bool) {
	switch x.Name {
	case "toBase64":
		g.crates["base64"] = true
		return fmt.Sprintf("BASE64.encode(%s)", g.borrow(x.Args[0], stringType)), true
	case "fromBase64":
		g.crates["base64"] = true
		return fmt.Sprintf("String::from_utf8(BASE64.decode(%s).expect(\"fromBase64: not base64\"))"+
			".expect(\"fromBase64: not UTF-8\")", g.borrow(x.Args[0], stringType)), true
	case "filebase64":
		g.crates["base64"] = true
		return fmt.Sprintf("BASE64.encode(functions::read_file_bytes(%s))", g.borrow(x.Args[0], stringType)), true
	case "filebase64sha256":
		g.crates["base64"], g.crates["sha2"] = true, true
		return fmt.Sprintf("BASE64.encode(Sha256::digest(functions::read_file_bytes(%s)))",
			g.borrow(x.Args[0], stringType)), true
	case "sha1":
		g.crates["sha1"] = true
		return fmt.Sprintf("format!(\"{:x}\", Sha1::digest(%s))", g.borrow(x.Args[0], stringType)), true
	}
	return "", false
}

// apply is `__apply(args..., then)`: the outputs combined with zip, then mapped (or applied,
// when `then` returns an output).
func (g *generator) apply(x *model.FunctionCallExpression) string {
	result := g.exprType(x)
	then := x.Args[len(x.Args)-1].(*model.AnonymousFunctionExpression)
	return g.applyWith(x, result, func() (string, bool) {
		if g.exprType(then.Body).kind == kindOutput {
			return g.exprAs(then.Body, outputOf(result.plain())), true
		}
		return g.exprAs(then.Body, result.plain()), false
	})
}

// applyWith is an apply whose closure body is what body makes (and whether it is an Output,
// so the apply flattens it).
func (g *generator) applyWith(x *model.FunctionCallExpression, result *rustType, body func() (string, bool)) string {
	then := x.Args[len(x.Args)-1].(*model.AnonymousFunctionExpression)
	args := x.Args[:len(x.Args)-1]
	combined := ""
	pattern := ""
	for i, arg := range args {
		argType := g.exprType(arg).plain()
		code := g.exprAs(arg, outputOf(argType))
		param := g.variableName(then.Parameters[i])
		// The closure's parameter holds the value as the argument's code does (the body
		// names it by name; an enclosing closure's parameter of that name comes back after).
		name := then.Parameters[i].Name
		saved, had := g.varTypes[name]
		g.varTypes[name] = argType
		defer func() {
			if had {
				g.varTypes[name] = saved
			} else {
				delete(g.varTypes, name)
			}
		}()
		if i == 0 {
			combined, pattern = wrap(code), param
		} else {
			combined, pattern = fmt.Sprintf("%s.zip(%s)", combined, code), fmt.Sprintf("(%s, %s)", pattern, param)
		}
	}
	code, eventual := body()
	method := "map"
	if eventual {
		method = "apply"
	}
	closure := fmt.Sprintf("%s.%s(move |%s| %s)", combined, method, pattern, code)
	return g.withCaptures([]model.Expression{then.Body}, code, closure)
}

// withCaptures is closure preceded by clones of the locals that parts read (and of the
// context, when body uses it), so that the closure owns them.
func (g *generator) withCaptures(parts []model.Expression, body, closure string) string {
	captures := g.captures(parts, body)
	if len(captures) == 0 {
		return closure
	}
	var b strings.Builder
	b.WriteString("{ ")
	for _, name := range captures {
		fmt.Fprintf(&b, "let %s = %s.clone(); ", name, name)
	}
	b.WriteString(closure)
	b.WriteString(" }")
	return b.String()
}

var ctxWord = regexp.MustCompile(`\bctx\b`)

// captures are the program locals (and the context) the body of a closure uses and must own:
// each is cloned into the closure. Locals of Copy types are copied anyway.
func (g *generator) captures(parts []model.Expression, code string) []string {
	seen := map[string]bool{}
	collect := func(x model.Expression) (model.Expression, hcl.Diagnostics) {
		traversal, ok := x.(*model.ScopeTraversalExpression)
		if !ok {
			return x, nil
		}
		if node, ok := traversal.Parts[0].(pcl.Node); ok {
			if !g.typeOf(model.GetTraversableType(node)).isCopy() {
				seen[g.names.of(node)] = true
			}
		}
		return x, nil
	}
	for _, part := range parts {
		_, _ = model.VisitExpression(part, model.IdentityVisitor, collect)
	}
	if ctxWord.MatchString(code) {
		seen["ctx"] = true
	}
	names := make([]string, 0, len(seen))
	for name := range seen {
		if name != "" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// resourceRef is the local a resource expression names (without a clone).
func (g *generator) resourceRef(x model.Expression) string {
	if traversal, ok := x.(*model.ScopeTraversalExpression); ok && len(traversal.Traversal) == 1 {
		if node, ok := traversal.Parts[0].(pcl.Node); ok {
			return g.names.of(node)
		}
	}
	return wrap(g.expr(x))
}

// place is the local x names when x is a plain reference to one of Rust type t (no step, no
// conversion): it can be borrowed rather than cloned.
func (g *generator) place(x model.Expression, t *rustType) (string, bool) {
	traversal, ok := x.(*model.ScopeTraversalExpression)
	if !ok || len(traversal.Traversal) != 1 {
		return "", false
	}
	name, own := g.rootName(traversal)
	if !own.equal(t) {
		return "", false
	}
	return name, true
}

// borrow is x as a `&T` argument (a `&str` for strings): a literal as it is, a local borrowed.
func (g *generator) borrow(x model.Expression, t *rustType) string {
	if text, ok := stringLiteral(x); ok && t.kind == kindString {
		return rustString(text)
	}
	if name, ok := g.place(x, t); ok {
		return "&" + name
	}
	return "&" + wrap(g.exprAs(x, t))
}

// receiver is x as the receiver of a method that borrows it: a local as it is.
func (g *generator) receiver(x model.Expression, t *rustType) string {
	if name, ok := g.place(x, t); ok {
		return name
	}
	return wrap(g.exprAs(x, t))
}

// assetArchive is an archive of named assets and archives.
func (g *generator) assetArchive(x *model.FunctionCallExpression) string {
	object, ok := x.Args[0].(*model.ObjectConsExpression)
	if !ok {
		return fmt.Sprintf("Archive::assets(%s)", g.exprAs(x.Args[0], mapOf(assetOrArchiveType)))
	}
	members := make([]string, len(object.Items))
	for i, item := range object.Items {
		members[i] = fmt.Sprintf("(%s, %s)", g.borrowOwned(item.Key), g.exprAs(item.Value, assetOrArchiveType))
	}
	return "Archive::assets([" + strings.Join(members, ", ") + "])"
}
