package codegen

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// invokedFunction is the schema function an `invoke` calls, with its package's names and
// crate prefix.
func (g *generator) invokedFunction(x *model.FunctionCallExpression) (*schema.Function, *PackageNames, string) {
	if len(x.Args) == 0 {
		return nil, nil, ""
	}
	token, ok := stringLiteral(x.Args[0])
	if !ok {
		return nil, nil, ""
	}
	pkgName, _, _ := strings.Cut(token, ":")
	for _, ref := range g.program.PackageReferences() {
		if ref.Name() != pkgName {
			continue
		}
		f, found, err := pcl.LookupFunction(ref, token)
		if err != nil || !found {
			return nil, nil, ""
		}
		names, prefix := g.packageOf(ref)
		if names == nil || names.Functions[f.Token] == nil {
			return nil, nil, ""
		}
		return f, names, prefix
	}
	return nil, nil, ""
}

// invokeType is what an invoke's code yields: an Output of the function's result struct (or
// of its single value).
func (g *generator) invokeType(x *model.FunctionCallExpression) *rustType {
	f, names, prefix := g.invokedFunction(x)
	if f == nil {
		return nil
	}
	fnames := names.Functions[f.Token]
	if fnames.Result == nil {
		return outputOf(g.crateType(f.ReturnType))
	}
	return outputOf(&rustType{kind: kindNamed, name: prefix + *fnames.Result, function: f, pkg: names})
}

// invoke calls a function's output form: `name_output(&ctx, NameArgs, InvokeOptions)`.
func (g *generator) invoke(x *model.FunctionCallExpression) string {
	f, names, prefix := g.invokedFunction(x)
	if f == nil {
		g.unsupported(x, "invokes of functions no crate names")
		return "todo!()"
	}
	fnames := names.Functions[f.Token]
	args := []string{"&ctx"}
	if fnames.Args != nil && f.Inputs != nil {
		values := map[string]model.Expression{}
		if len(x.Args) > 1 {
			if object, ok := x.Args[1].(*model.ObjectConsExpression); ok {
				for _, item := range object.Items {
					if key, ok := stringLiteral(item.Key); ok {
						values[key] = item.Value
					}
				}
			}
		}
		restore := g.within(names)
		args = append(args, g.inputForm(prefix, fnames.Args, f.Inputs.Properties, values))
		restore()
	}
	var options model.Expression
	if len(x.Args) > 2 {
		options = x.Args[2]
	}
	args = append(args, g.invokeOptions(options))
	return fmt.Sprintf("%s%s(%s)", prefix, fnames.Output, strings.Join(args, ", "))
}

// invokeOptions is an `InvokeOptions` value with the options an invoke's third argument sets.
func (g *generator) invokeOptions(x model.Expression) string {
	code := "InvokeOptions::new()"
	object, ok := x.(*model.ObjectConsExpression)
	if !ok {
		return code
	}
	for _, item := range object.Items {
		key, _ := stringLiteral(item.Key)
		switch key {
		case "provider", "parent":
			code += fmt.Sprintf(".%s(%s)", key, g.resourceArg(item.Value))
		case "dependsOn":
			for _, dependency := range g.listItems(item.Value) {
				code += fmt.Sprintf(".depends_on(%s)", g.resourceArg(dependency))
			}
		case "version":
			code += fmt.Sprintf(".version(%s)", g.borrowOwned(item.Value))
		case "pluginDownloadUrl":
			code += fmt.Sprintf(".plugin_download_url(%s)", g.borrowOwned(item.Value))
		}
	}
	return code
}

// methodCall calls a resource's method (PCL's `call(resource, "method", {args})`) through the
// runtime: `ctx.call::<Value>(token, args, Some(self), options)`, the result a JSON object
// that traversals read by wire name. A provider's own method runs on the provider itself.
func (g *generator) methodCall(x *model.FunctionCallExpression) string {
	t := g.exprType(x.Args[0])
	name, _ := stringLiteral(x.Args[1])
	token := ""
	if t.resource != nil {
		for _, method := range t.resource.Methods {
			if method.Name == name {
				token = method.Function.Token
			}
		}
	}
	if token == "" {
		g.unsupported(x, "calls of methods no crate names")
		return "todo!()"
	}
	self := g.resourceRef(x.Args[0])
	ref := fmt.Sprintf("ResourceRef::custom(&%s)", self)
	if t.resource.IsComponent {
		ref = fmt.Sprintf("ResourceRef::from(&%s)", self)
	}
	options := "InvokeOptions::new()"
	if t.resource.IsProvider {
		options += fmt.Sprintf(".provider(&%s)", self)
	}
	var items []string
	if len(x.Args) > 2 {
		if object, ok := x.Args[2].(*model.ObjectConsExpression); ok {
			for _, item := range object.Items {
				key, _ := stringLiteral(item.Key)
				items = append(items, fmt.Sprintf("(%s, %s)", rustString(key), g.exprAs(item.Value, outputOf(valueType))))
			}
		}
	}
	args := "Vec::<(&str, Output<Value>)>::new()"
	if len(items) > 0 {
		args = "vec![" + strings.Join(items, ", ") + "]"
	}
	return fmt.Sprintf("ctx.call::<Value>(%s, %s, Some(%s), %s)", rustString(token), args, ref, options)
}
