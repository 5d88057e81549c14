package codegen

import (
	"strings"
	"unicode"

	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// rustKeywords are Rust's strict and reserved keywords (edition 2021) and the weak `union`.
var rustKeywords = map[string]bool{
	"as": true, "break": true, "const": true, "continue": true, "crate": true, "else": true,
	"enum": true, "extern": true, "false": true, "fn": true, "for": true, "if": true, "impl": true,
	"in": true, "let": true, "loop": true, "match": true, "mod": true, "move": true, "mut": true,
	"pub": true, "ref": true, "return": true, "self": true, "Self": true, "static": true,
	"struct": true, "super": true, "trait": true, "true": true, "type": true, "unsafe": true,
	"use": true, "where": true, "while": true, "async": true, "await": true, "dyn": true,
	"abstract": true, "become": true, "box": true, "do": true, "final": true, "macro": true,
	"override": true, "priv": true, "typeof": true, "unsized": true, "virtual": true,
	"yield": true, "try": true, "gen": true, "union": true,
}

// reservedLocals are names the generated program itself uses.
var reservedLocals = map[string]bool{
	"ctx": true, "config": true, "program": true, "main": true, "Ok": true, "Err": true,
	"Some": true, "None": true, "Output": true, "Value": true, "BTreeMap": true,
}

// localNames gives each program node a Rust local name, unique in the program.
type localNames struct {
	byNode map[pcl.Node]string
	taken  map[string]bool
}

func newLocalNames() *localNames {
	return &localNames{byNode: map[pcl.Node]string{}, taken: map[string]bool{}}
}

func (n *localNames) declare(node pcl.Node) {
	if _, ok := node.(*pcl.OutputVariable); ok {
		return // exported, never a local
	}
	n.byNode[node] = n.claim(node.Name())
}

// claim reserves a local named after name: snake_case, a keyword made usable, a clash suffixed.
func (n *localNames) claim(name string) string {
	base := snakeCase(name)
	if base == "" {
		base = "value"
	}
	if rustKeywords[base] || reservedLocals[base] {
		base += "_"
	}
	candidate := base
	for i := 2; n.taken[candidate]; i++ {
		candidate = base + "_" + itoa(i)
	}
	n.taken[candidate] = true
	return candidate
}

func (n *localNames) of(node pcl.Node) string {
	return n.byNode[node]
}

type applyNames struct{}

func (applyNames) Format(name string) string { return snakeCase(name) }

// snakeCase spells a PCL name (camelCase, kebab-case, …) as a Rust local: lower snake_case,
// characters no identifier may hold replaced by `_`, a leading digit prefixed.
func snakeCase(name string) string {
	var b strings.Builder
	runes := []rune(name)
	for i, r := range runes {
		switch {
		case unicode.IsUpper(r):
			prevLower := i > 0 && (unicode.IsLower(runes[i-1]) || unicode.IsDigit(runes[i-1]))
			nextLower := i+1 < len(runes) && unicode.IsLower(runes[i+1])
			prevUpper := i > 0 && unicode.IsUpper(runes[i-1])
			if b.Len() > 0 && (prevLower || prevUpper && nextLower) && !strings.HasSuffix(b.String(), "_") {
				b.WriteByte('_')
			}
			b.WriteRune(unicode.ToLower(r))
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		default:
			if b.Len() > 0 && !strings.HasSuffix(b.String(), "_") {
				b.WriteByte('_')
			}
		}
	}
	s := strings.Trim(b.String(), "_")
	if s != "" && unicode.IsDigit([]rune(s)[0]) {
		s = "_" + s
	}
	return s
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
