package codegen

import (
	"fmt"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// resourceOptions is a `ResourceOptions` value with the options PCL sets, one builder call
// per option (per item for the list options).
func (g *generator) resourceOptions(options *pcl.ResourceOptions) string {
	code := "ResourceOptions::new()"
	if options == nil {
		return code
	}
	add := func(method, arg string) { code += fmt.Sprintf(".%s(%s)", method, arg) }
	for _, resource := range []struct {
		method string
		x      model.Expression
	}{
		{"parent", options.Parent}, {"provider", options.Provider}, {"deleted_with", options.DeletedWith},
	} {
		if resource.x != nil {
			add(resource.method, g.resourceArg(resource.x))
		}
	}
	for _, list := range []struct {
		method string
		x      model.Expression
	}{
		{"depends_on", options.DependsOn}, {"providers", options.Providers}, {"replace_with", options.ReplaceWith},
	} {
		for _, item := range g.listItems(list.x) {
			add(list.method, g.resourceArg(item))
		}
	}
	for _, flag := range []struct {
		method string
		x      model.Expression
	}{
		{"protect", options.Protect}, {"retain_on_delete", options.RetainOnDelete},
		{"delete_before_replace", options.DeleteBeforeReplace},
	} {
		if flag.x != nil {
			add(flag.method, g.exprAs(g.rewrite(flag.x, nil), boolType))
		}
	}
	for _, paths := range []struct {
		method string
		x      model.Expression
	}{
		{"ignore_changes", options.IgnoreChanges}, {"replace_on_changes", options.ReplaceOnChanges},
		{"hide_diff", options.HideDiffs}, {"additional_secret_output", options.AdditionalSecretOutputs},
	} {
		for _, item := range g.listItems(paths.x) {
			add(paths.method, rustString(propertyPath(item)))
		}
	}
	for _, text := range []struct {
		method string
		x      model.Expression
	}{
		{"version", options.Version}, {"plugin_download_url", options.PluginDownloadURL}, {"import", options.ImportID},
	} {
		if text.x != nil {
			add(text.method, g.borrowOwned(g.rewrite(text.x, nil)))
		}
	}
	if options.CustomTimeouts != nil {
		add("custom_timeouts", g.customTimeouts(options.CustomTimeouts))
	}
	for _, alias := range g.listItems(options.Aliases) {
		add("alias", g.alias(alias))
	}
	if options.EnvVarMappings != nil {
		object, ok := options.EnvVarMappings.(*model.ObjectConsExpression)
		if !ok {
			g.unsupported(options.EnvVarMappings, "envVarMappings that are not an object literal")
		} else {
			for _, item := range object.Items {
				code += fmt.Sprintf(".env_var_mapping(%s, %s)", g.borrowOwned(item.Key), g.borrowOwned(item.Value))
			}
		}
	}
	if options.ReplacementTrigger != nil {
		add("replacement_trigger", g.exprAs(g.rewrite(options.ReplacementTrigger, nil), outputOf(valueType)))
	}
	if options.Hooks != nil {
		g.unsupported(options.Hooks, "resource hooks")
	}
	return code
}

// borrowOwned is a string option's value: a literal as it is, else the String.
func (g *generator) borrowOwned(x model.Expression) string {
	if text, ok := stringLiteral(x); ok {
		return rustString(text)
	}
	return g.exprAs(x, stringType)
}

// listItems are the items of a list literal (or the one expression that is not a list).
func (g *generator) listItems(x model.Expression) []model.Expression {
	switch x := x.(type) {
	case nil:
		return nil
	case *model.TupleConsExpression:
		return x.Expressions
	case *model.ObjectConsExpression:
		// `providers = {pkg = provider}`: the providers, by package.
		items := make([]model.Expression, len(x.Items))
		for i, item := range x.Items {
			items[i] = item.Value
		}
		return items
	}
	return []model.Expression{x}
}

// resourceArg is a resource given to an option: the local borrowed.
func (g *generator) resourceArg(x model.Expression) string {
	return "&" + g.resourceRef(x)
}

// propertyPath is a property named in an option (`ignoreChanges = [tags["a"], value]`), as the
// engine spells paths: `tags["a"]`, `value`.
func propertyPath(x model.Expression) string {
	if text, ok := stringLiteral(x); ok {
		return text
	}
	traversal, ok := x.(*model.ScopeTraversalExpression)
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(traversal.RootName)
	for _, step := range traversal.Traversal[1:] {
		key, isName := traverserKey(step)
		switch {
		case isName:
			b.WriteString("." + key)
		case len(key) > 0 && key[0] >= '0' && key[0] <= '9':
			b.WriteString("[" + key + "]")
		default:
			fmt.Fprintf(&b, "[%q]", key)
		}
	}
	return b.String()
}

// customTimeouts is `customTimeouts = {create = "5m", ...}` as the runtime's CustomTimeouts,
// each duration parsed here as the engine would (Go's duration syntax).
func (g *generator) customTimeouts(x model.Expression) string {
	object, ok := x.(*model.ObjectConsExpression)
	if !ok {
		g.unsupported(x, "customTimeouts that are not an object literal")
		return "CustomTimeouts::default()"
	}
	var fields []string
	for _, item := range object.Items {
		key, _ := stringLiteral(item.Key)
		text, ok := stringLiteral(item.Value)
		if !ok {
			g.unsupported(item.Value, "custom timeouts that are not string literals")
			continue
		}
		duration, err := time.ParseDuration(text)
		if err != nil {
			rng := item.Value.SyntaxNode().Range()
			g.diags = append(g.diags, &hcl.Diagnostic{
				Severity: hcl.DiagError, Summary: fmt.Sprintf("%q is not a duration: %v", text, err), Subject: &rng,
			})
			continue
		}
		fields = append(fields, fmt.Sprintf("%s: Some(%s)", snakeCase(key), rustDuration(duration)))
	}
	fields = append(fields, "..Default::default()")
	return "CustomTimeouts { " + strings.Join(fields, ", ") + " }"
}

// rustDuration spells a duration with std::time::Duration's constructors.
func rustDuration(d time.Duration) string {
	if d%time.Second == 0 {
		return fmt.Sprintf("Duration::from_secs(%d)", int64(d/time.Second))
	}
	return fmt.Sprintf("Duration::from_nanos(%d)", int64(d))
}

// alias is one of `aliases`: a URN string, or an object of what changed.
func (g *generator) alias(x model.Expression) string {
	if text, ok := stringLiteral(x); ok {
		return "Alias::Urn(" + rustString(text) + ".to_owned())"
	}
	object, ok := x.(*model.ObjectConsExpression)
	if !ok {
		return "Alias::Urn(" + g.exprAs(g.rewrite(x, nil), stringType) + ")"
	}
	var fields []string
	for _, item := range object.Items {
		key, _ := stringLiteral(item.Key)
		switch key {
		case "name", "type", "stack", "project":
			field := key
			if key == "type" {
				field = "type_token"
			}
			fields = append(fields, fmt.Sprintf("%s: Some(%s)", field, g.exprAs(g.rewrite(item.Value, nil), stringType)))
		case "parent":
			fields = append(fields, fmt.Sprintf("parent: Some(Some(ResourceRef::from(%s)))", g.resourceArg(item.Value)))
		case "noParent":
			fields = append(fields, "parent: Some(None)")
		}
	}
	fields = append(fields, "..Default::default()")
	return "Alias::Spec(AliasSpec { " + strings.Join(fields, ", ") + " })"
}
