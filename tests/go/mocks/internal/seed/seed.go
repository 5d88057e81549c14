// Package seed holds what the mock tests of the generated Go SDKs share: the seed schemas
// as read at test time, the Go names and Go types Pulumi's Go generator gives schema
// properties (so expectations are derived, not copied), a struct-shape checker, and the
// check counter behind the `N checks passed` summary.
package seed

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"unicode"
	"unicode/utf8"
)

// ---------------------------------------------------------------------------
// Checks and the summary
// ---------------------------------------------------------------------------

var (
	passed atomic.Int64
	failed atomic.Int64
)

// Counts returns the number of checks that passed and failed so far in this process.
func Counts() (int64, int64) { return passed.Load(), failed.Load() }

// Checker records checks of one test; a failed check fails the test (t.Errorf is safe to
// call from the goroutines Pulumi runs apply callbacks and mocks on).
type Checker struct {
	T testing.TB
}

// Check counts a check; on failure it reports `what: detail`.
func (c Checker) Check(cond bool, what string, detail ...any) bool {
	c.T.Helper()
	if cond {
		passed.Add(1)
		return true
	}
	failed.Add(1)
	msg := what
	if len(detail) > 0 {
		msg += ": " + fmt.Sprint(detail...)
	}
	c.T.Errorf("FAIL %s", msg)
	return false
}

// Eq checks reflect.DeepEqual(got, want).
func (c Checker) Eq(got, want any, what string) bool {
	c.T.Helper()
	if reflect.DeepEqual(got, want) {
		return c.Check(true, what)
	}
	return c.Check(false, what, fmt.Sprintf("expected %s, got %s", Show(want), Show(got)))
}

// Fail records a failed check.
func (c Checker) Fail(what string, detail ...any) {
	c.T.Helper()
	c.Check(false, what, detail...)
}

// Show renders a value for failure messages (deterministic for maps).
func Show(v any) string {
	if b, err := json.Marshal(v); err == nil {
		return string(b)
	}
	return fmt.Sprintf("%#v", v)
}

// Summary is what TestMain prints after the run.
func Summary(name string, minimum int64) (string, bool) {
	p, f := Counts()
	ok := f == 0 && p >= minimum
	line := fmt.Sprintf("%s: %d checks passed, %d failed", name, p, f)
	if p < minimum {
		line += fmt.Sprintf(" (expected at least %d checks to run: some checks did not run)", minimum)
	}
	return line, ok
}

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

// TypeSpec is the part of a schema type/property spec the tests read.
type TypeSpec struct {
	Type                 string               `json:"type"`
	Ref                  string               `json:"$ref"`
	Items                *TypeSpec            `json:"items"`
	AdditionalProperties json.RawMessage      `json:"additionalProperties"`
	Properties           map[string]*TypeSpec `json:"properties"`
	Required             []string             `json:"required"`
	Enum                 []any                `json:"enum"`
	Default              any                  `json:"default"`
	Secret               bool                 `json:"secret"`
	OutputOnly           bool                 `json:"outputOnly"`
	DefaultInfo          *struct {
		Environment []string `json:"environment"`
	} `json:"defaultInfo"`
}

// MapValue is the element type of a map (`additionalProperties` object), or nil.
func (t *TypeSpec) MapValue() *TypeSpec {
	if t == nil || len(t.AdditionalProperties) == 0 || t.AdditionalProperties[0] != '{' {
		return nil
	}
	var v TypeSpec
	if err := json.Unmarshal(t.AdditionalProperties, &v); err != nil {
		return nil
	}
	return &v
}

// Env is the list of defaultInfo.environment variables.
func (t *TypeSpec) Env() []string {
	if t == nil || t.DefaultInfo == nil {
		return nil
	}
	return t.DefaultInfo.Environment
}

// IsRequired tells whether name is in the object's required list.
func (t *TypeSpec) IsRequired(name string) bool {
	for _, r := range t.Required {
		if r == name {
			return true
		}
	}
	return false
}

// FunctionSpec is a schema function.
type FunctionSpec struct {
	Inputs  *TypeSpec `json:"inputs"`
	Outputs *TypeSpec `json:"outputs"`
}

// Schema is a package schema as the tests see it.
type Schema struct {
	File      string
	Name      string                   `json:"name"`
	Types     map[string]*TypeSpec     `json:"types"`
	Functions map[string]*FunctionSpec `json:"functions"`
	Resources map[string]any           `json:"resources"`
	Provider  struct {
		InputProperties map[string]*TypeSpec `json:"inputProperties"`
		Properties      map[string]*TypeSpec `json:"properties"`
	} `json:"provider"`
	Config struct {
		Variables map[string]*TypeSpec `json:"variables"`
	} `json:"config"`
	Language struct {
		Go struct {
			ImportBasePath string `json:"importBasePath"`
		} `json:"go"`
	} `json:"language"`
}

var (
	schemaOnce sync.Once
	schemaDir  string
	schemaErr  error
	loaded     = map[string]*Schema{}
	loadedMu   sync.Mutex
)

// Dir finds the repository's schema/ folder: $SDKGEN_SCHEMA_DIR, else the first
// `schema/` holding gatewaycloud.json upwards from the working directory (go test runs a
// package's tests in the package's folder, tests/go/mocks[/...]).
func Dir() (string, error) {
	schemaOnce.Do(func() {
		if d := os.Getenv("SDKGEN_SCHEMA_DIR"); d != "" {
			schemaDir = d
			return
		}
		dir, err := os.Getwd()
		if err != nil {
			schemaErr = err
			return
		}
		for {
			if _, err := os.Stat(filepath.Join(dir, "schema", "gatewaycloud.json")); err == nil {
				schemaDir = filepath.Join(dir, "schema")
				return
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				schemaErr = fmt.Errorf("no schema/gatewaycloud.json above the working directory; set SDKGEN_SCHEMA_DIR")
				return
			}
			dir = parent
		}
	})
	return schemaDir, schemaErr
}

// Load reads schema/<name>.json (once per process).
func Load(name string) (*Schema, error) {
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if s, ok := loaded[name]; ok {
		return s, nil
	}
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	file := filepath.Join(dir, name+".json")
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	s := &Schema{File: file}
	if err := json.Unmarshal(raw, s); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if s.Types == nil {
		s.Types = map[string]*TypeSpec{}
	}
	if s.Functions == nil {
		s.Functions = map[string]*FunctionSpec{}
	}
	loaded[name] = s
	return s, nil
}

// MustLoad is Load that stops the test on error.
func MustLoad(t testing.TB, name string) *Schema {
	t.Helper()
	s, err := Load(name)
	if err != nil {
		t.Fatalf("cannot read the seed schema %s: %v", name, err)
	}
	return s
}

// Ref resolves a local `#/types/<token>` reference: the token and its spec (nil when the
// property is not a reference or the token is unknown).
func (s *Schema) Ref(t *TypeSpec) (string, *TypeSpec) {
	if t == nil || !strings.HasPrefix(t.Ref, "#/types/") {
		return "", nil
	}
	tok := strings.TrimPrefix(t.Ref, "#/types/")
	return tok, s.Types[tok]
}

// IsObjectRef tells whether t refers to an object type of this schema.
func (s *Schema) IsObjectRef(t *TypeSpec) bool {
	_, spec := s.Ref(t)
	return spec != nil && (spec.Type == "" || spec.Type == "object") && spec.Enum == nil
}

// Props is the object's properties, without outputOnly ones unless withOutputOnly.
func Props(spec *TypeSpec, withOutputOnly bool) map[string]*TypeSpec {
	out := map[string]*TypeSpec{}
	if spec == nil {
		return out
	}
	for w, p := range spec.Properties {
		if withOutputOnly || !p.OutputOnly {
			out[w] = p
		}
	}
	return out
}

// SortedKeys returns the keys of m in order.
func SortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// FnInputs is the function's input properties (nil when it declares no inputs).
func (s *Schema) FnInputs(f *FunctionSpec) map[string]*TypeSpec {
	if f.Inputs == nil {
		return nil
	}
	if f.Inputs.Properties == nil {
		return map[string]*TypeSpec{}
	}
	return f.Inputs.Properties
}

// FnOutputs is the function's output object (resolving a `$ref` output).
func (s *Schema) FnOutputs(f *FunctionSpec) *TypeSpec {
	if f.Outputs == nil {
		return &TypeSpec{}
	}
	if _, spec := s.Ref(f.Outputs); spec != nil {
		return spec
	}
	return f.Outputs
}

// OutputOnlyFields is type token -> sorted outputOnly property names.
func (s *Schema) OutputOnlyFields() map[string][]string {
	out := map[string][]string{}
	for tok, spec := range s.Types {
		var oo []string
		for w, p := range spec.Properties {
			if p.OutputOnly {
				oo = append(oo, w)
			}
		}
		if len(oo) > 0 {
			sort.Strings(oo)
			out[tok] = oo
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Names (pkg/codegen/go: tokenToName, Title)
// ---------------------------------------------------------------------------

// Title upper-cases the first letter (Pulumi's Go property and method names).
func Title(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// TokenMember is the last part of `pkg:module:member`.
func TokenMember(tok string) string {
	parts := strings.Split(tok, ":")
	return parts[len(parts)-1]
}

// TypeName is the Go name of a type or function token.
func TypeName(tok string) string { return Title(TokenMember(tok)) }

// ---------------------------------------------------------------------------
// Go types of schema properties, as reflect's Type.String() spells them
// ---------------------------------------------------------------------------

// PlainType is the Go type of a property in a plain struct (function Args/Result, object
// types, providerArgs): pointers for optional scalars and objects, never for slices/maps.
func (s *Schema) PlainType(pkg string, t *TypeSpec, required bool) string {
	base := s.plainElem(pkg, t)
	if strings.HasPrefix(base, "[]") || strings.HasPrefix(base, "map[") || required {
		return base
	}
	return "*" + base
}

func (s *Schema) plainElem(pkg string, t *TypeSpec) string {
	if tok, spec := s.Ref(t); tok != "" {
		if spec != nil && s.IsObjectRef(t) {
			return pkg + "." + TypeName(tok)
		}
		if spec != nil {
			return s.plainElem(pkg, spec)
		}
		return "interface {}"
	}
	switch t.Type {
	case "string":
		return "string"
	case "boolean":
		return "bool"
	case "integer":
		return "int"
	case "number":
		return "float64"
	case "array":
		return "[]" + s.plainElem(pkg, t.Items)
	case "object":
		if mv := t.MapValue(); mv != nil {
			return "map[string]" + s.plainElem(pkg, mv)
		}
		return "map[string]interface {}"
	}
	return "interface {}"
}

// wrapperName is the Pulumi Go name stem of a type's Input/Output: String, Bool, Int,
// Float64, pkg.Name, then Array/Map suffixes (StringArrayMap, ...).
func (s *Schema) wrapperName(pkg string, t *TypeSpec) (string, bool) {
	if tok, spec := s.Ref(t); tok != "" {
		if spec != nil && s.IsObjectRef(t) {
			return pkg + "." + TypeName(tok), true
		}
		if spec != nil {
			return s.wrapperName(pkg, spec)
		}
		return "pulumi.Any", false
	}
	switch t.Type {
	case "string":
		return "pulumi.String", true
	case "boolean":
		return "pulumi.Bool", true
	case "integer":
		return "pulumi.Int", true
	case "number":
		return "pulumi.Float64", true
	case "array":
		n, _ := s.wrapperName(pkg, t.Items)
		return n + "Array", false
	case "object":
		if mv := t.MapValue(); mv != nil {
			n, _ := s.wrapperName(pkg, mv)
			return n + "Map", false
		}
		return "pulumi.Map", false
	}
	return "pulumi.Any", false
}

// InputType is the Go type of a property in an input struct (XArgs, GetXOutputArgs,
// ProviderArgs): pulumi.StringPtrInput, pkg.XPtrInput, pulumi.StringArrayInput, ...
func (s *Schema) InputType(pkg string, t *TypeSpec, required bool) string {
	n, scalar := s.wrapperName(pkg, t)
	if scalar && !required {
		n += "Ptr"
	}
	return n + "Input"
}

// OutputType is the return type of a property accessor of an output type (XOutput,
// GetXResultOutput).
func (s *Schema) OutputType(pkg string, t *TypeSpec, required bool) string {
	n, scalar := s.wrapperName(pkg, t)
	if scalar && !required {
		n += "Ptr"
	}
	return n + "Output"
}

// ---------------------------------------------------------------------------
// Struct shapes
// ---------------------------------------------------------------------------

// Form selects how a struct's fields are typed.
type Form int

const (
	// Plain structs: X, GetXArgs, GetXResult, providerArgs (tagged `pulumi:"wire"`).
	Plain Form = iota
	// Input structs: XArgs, GetXOutputArgs (tagged), ProviderArgs (untagged).
	Input
)

// StructShape checks that rt has exactly one exported field per property of props (Go name
// Title(wire), type as the generator spells it for the form), tagged `pulumi:"wire"` when
// tagged is set, and no other exported fields (embedded fields such as
// pulumi.ProviderResourceState are ignored).
func (s *Schema) StructShape(c Checker, label string, rt reflect.Type, pkg string, props map[string]*TypeSpec,
	required func(string) bool, form Form, tagged bool) {
	c.T.Helper()
	if rt == nil || rt.Kind() != reflect.Struct {
		c.Fail(label+" is a struct", fmt.Sprint(rt))
		return
	}
	fields := map[string]reflect.StructField{}
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		fields[f.Name] = f
	}
	var want []string
	for _, w := range SortedKeys(props) {
		p := props[w]
		name := Title(w)
		want = append(want, name)
		f, ok := fields[name]
		if !c.Check(ok, fmt.Sprintf("%s has field %s (wire %q)", label, name, w), "fields: ", SortedKeys(fields)) {
			continue
		}
		var typ string
		if form == Plain {
			typ = s.PlainType(pkg, p, required(w))
		} else {
			typ = s.InputType(pkg, p, required(w))
		}
		c.Eq(f.Type.String(), typ, fmt.Sprintf("%s.%s Go type", label, name))
		if tagged {
			c.Eq(f.Tag.Get("pulumi"), w, fmt.Sprintf("%s.%s has tag pulumi:%q", label, name, w))
		}
	}
	sort.Strings(want)
	c.Eq(SortedKeys(fields), nonNil(want), label+": exactly the schema's fields")
}

// OutputAccessors checks that the output type rt has a method Title(w)() returning the
// generator's output type for every property of props.
func (s *Schema) OutputAccessors(c Checker, label string, rt reflect.Type, pkg string, props map[string]*TypeSpec,
	required func(string) bool) {
	c.T.Helper()
	if rt == nil {
		c.Fail(label + " exists")
		return
	}
	for _, w := range SortedKeys(props) {
		name := Title(w)
		m, ok := rt.MethodByName(name)
		if !c.Check(ok, fmt.Sprintf("%s has accessor %s()", label, name)) {
			continue
		}
		if !c.Check(m.Type.NumIn() == 1 && m.Type.NumOut() == 1, fmt.Sprintf("%s.%s() takes no arguments and returns one value", label, name), m.Type.String()) {
			continue
		}
		c.Eq(m.Type.Out(0).String(), s.OutputType(pkg, props[w], required(w)), fmt.Sprintf("%s.%s() result type", label, name))
	}
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// FieldByTag finds the field of struct type rt tagged `pulumi:"wire"`.
func FieldByTag(rt reflect.Type, wire string) (reflect.StructField, bool) {
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Tag.Get("pulumi") == wire {
			return f, true
		}
	}
	return reflect.StructField{}, false
}
