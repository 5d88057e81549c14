package codegen

import (
	"fmt"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/model"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// configVariable reads one configuration value of the project: required unless it has a
// default or may be null (then an Option, or a Value holding null); secret ones as secret
// outputs.
func (g *generator) configVariable(v *pcl.ConfigVariable) error {
	name := g.names.of(v)
	key := rustString(v.LogicalName())
	declared := g.typeOf(v.Type())
	secret := v.Secret || declared.kind == kindOutput
	value := declared.plain()
	hasDefault := v.DefaultValue != nil && !isNull(v.DefaultValue)
	if (v.Nullable || v.DefaultValue != nil) && !hasDefault && value.kind != kindOption && value.kind != kindValue {
		// A value that may be null: the program holds it as an Option.
		value = optionOf(value)
	}
	read := g.configRead(key, value, hasDefault)
	if hasDefault {
		fallback := g.exprAs(g.rewrite(v.DefaultValue, nil), value)
		if _, literal := v.DefaultValue.(*model.LiteralValueExpression); literal && value.isCopy() {
			read = fmt.Sprintf("%s.unwrap_or(%s)", read, fallback)
		} else {
			read = fmt.Sprintf("%s.unwrap_or_else(|| %s)", read, fallback)
		}
	}
	if secret {
		declared = outputOf(value)
		read = "Output::secret(" + read + ")"
	} else {
		declared = value
	}
	g.localTypes[v] = declared
	g.line("let %s: %s = %s;", name, declared, read)
	return nil
}

// configRead reads key as a value of t: required when t is neither an Option nor a Value
// and there is no default (the reader then yields an Option).
func (g *generator) configRead(key string, t *rustType, hasDefault bool) string {
	switch {
	case t.kind == kindOption:
		return g.configGet(key, t.elem)
	case hasDefault:
		return g.configGet(key, t)
	case t.kind == kindValue:
		return g.configGet(key, t) + ".unwrap_or(Value::Null)"
	case t.kind == kindString:
		return fmt.Sprintf("config.require_string(%s)?", key)
	}
	return fmt.Sprintf("config.require::<%s>(%s)?", t, key)
}

// configGet reads key as an Option of t.
func (g *generator) configGet(key string, t *rustType) string {
	if t.kind == kindString {
		return fmt.Sprintf("config.get_string(%s)", key)
	}
	return fmt.Sprintf("config.get::<%s>(%s)?", t, key)
}
