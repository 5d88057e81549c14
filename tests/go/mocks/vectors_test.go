package gomocks

// Conformance vectors (`sdkgen vectors SCHEMA`, generator/vectors.rs) fed through the
// generated Go SDKs: for every function of a vectors file and every case of it, the Go
// function of that token is called in both forms (`GetX(ctx, &GetXArgs{...})` and
// `GetXOutput(ctx, GetXOutputArgs{...})`), with arguments built from the case's
// language-neutral `args` by reflection over the `pulumi:"<wire name>"` tags of the SDK's
// own types (plain structs, pointers, slices and maps for GetXArgs; the Input types, i.e.
// XArgs structs and pulumi.String & co., for GetXOutputArgs). The invoke arguments the mock
// monitor receives must equal the case's `wire` exactly (JSON equality).
//
// The vectors files come from $SDKGEN_VECTORS (a comma-separated list of paths); without
// it the test is skipped (it says so), so a plain `go test ./...` is unchanged. The Rust
// test `conformance_vectors` of tests/go_sdk.rs writes the files and runs this test.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"

	"sdkgen.test/gomocks/internal/seed"
)

const vectorsEnvVar = "SDKGEN_VECTORS"

// unknownWire is how Pulumi writes an unknown value in JSON (plugin.UnknownStringValue).
const unknownWire = "04da6b54-80e4-46f7-96ec-b56ff0331ba9"

type vectorCase struct {
	Name string         `json:"name"`
	Args map[string]any `json:"args"`
	Wire map[string]any `json:"wire"`
}

type vectorFunction struct {
	Token string       `json:"token"`
	Cases []vectorCase `json:"cases"`
}

type vectorsDoc struct {
	Package         string `json:"package"`
	SecretSignature struct {
		Key   string `json:"key"`
		Value string `json:"value"`
	} `json:"secretSignature"`
	Functions []vectorFunction `json:"functions"`
	Types     []any            `json:"types"`
}

// vectorFunctionTables is, per package, token -> the Go functions of that token.
var vectorFunctionTables = map[string]map[string]gwFunction{
	gwPkg: gwFunctions,
	scPkg: {}, // streamcloud declares no functions
}

func loadVectors(path string) (*vectorsDoc, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc vectorsDoc
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%s is not a vectors file: %w", path, err)
	}
	if doc.Package == "" {
		return nil, fmt.Errorf("%s: no \"package\"", path)
	}
	return &doc, nil
}

func TestConformanceVectors(t *testing.T) {
	list := os.Getenv(vectorsEnvVar)
	if strings.TrimSpace(list) == "" {
		t.Skipf("SKIPPED: $%s is not set, so NO conformance vectors were checked against the Go SDKs "+
			"(set it to comma-separated files written by `sdkgen vectors SCHEMA`; "+
			"`cargo test --test suite go_sdk::conformance_vectors` does)", vectorsEnvVar)
	}
	checkVectorsHarness(t)
	total, mismatches := 0, 0
	for _, path := range strings.Split(list, ",") {
		path = strings.TrimSpace(path)
		if path == "" {
			continue
		}
		checks, bad := checkVectorsFile(t, path)
		total += checks
		mismatches += bad
	}
	fmt.Printf("conformance vectors (Go): %d checks, %d mismatches over %s\n", total, mismatches, list)
}

// checkVectorsFile checks every function case of one file in both forms; returns the number
// of wire comparisons made and how many of them failed.
func checkVectorsFile(t *testing.T, path string) (int, int) {
	t.Helper()
	c := seed.Checker{T: t}
	doc, err := loadVectors(path)
	if !c.Check(err == nil, "conformance vectors: reading "+path, err) {
		return 0, 0
	}
	table, ok := vectorFunctionTables[doc.Package]
	if !c.Check(ok, "conformance vectors: a Go function table for package "+doc.Package, path) {
		return 0, 0
	}
	// Every token of the vectors has a Go function, every Go function has vectors.
	inVectors := map[string]bool{}
	for _, f := range doc.Functions {
		inVectors[f.Token] = true
		c.Check(table[f.Token].plain != nil, fmt.Sprintf("conformance vectors: %s: token %s has a Go function", doc.Package, f.Token),
			"no mapping to a generated Go function (add it to the function table)")
		c.Check(len(f.Cases) > 0, fmt.Sprintf("conformance vectors: %s: token %s has cases", doc.Package, f.Token))
	}
	for _, tok := range seed.SortedKeys(table) {
		c.Check(inVectors[tok], fmt.Sprintf("conformance vectors: %s: Go function %s (%s) is covered by the vectors", doc.Package, table[tok].goName, tok))
	}
	if len(doc.Functions) == 0 {
		fmt.Printf("conformance vectors (Go): %s: the package has no functions: 0 checks (%d types not checked here: Go has no invoke for them)\n",
			doc.Package, len(doc.Types))
		return 0, 0
	}

	unsetEnv(t, envVars...)
	mocks := &recordingMocks{}
	checks, bad := 0, 0
	run(t, mocks, func(ctx *pulumi.Context) error {
		for _, f := range doc.Functions {
			entry, ok := table[f.Token]
			if !ok {
				continue
			}
			for _, vc := range f.Cases {
				for _, form := range []string{"plain", "output"} {
					label := fmt.Sprintf("%s [case %s, %s form]", f.Token, vc.Name, form)
					checks++
					if !checkVectorCase(c, ctx, mocks, doc, entry, f.Token, vc, form, label) {
						bad++
					}
				}
			}
		}
		return nil
	})
	fmt.Printf("conformance vectors (Go): %s: %d functions, %d checks (cases x {plain, output}), %d mismatches\n",
		doc.Package, len(doc.Functions), checks, bad)
	return checks, bad
}

// checkVectorCase calls one function in one form with one case's args and compares the wire
// arguments the mock received with the case's wire value.
func checkVectorCase(c seed.Checker, ctx *pulumi.Context, mocks *recordingMocks, doc *vectorsDoc,
	entry gwFunction, tok string, vc vectorCase, form, label string) bool {
	c.T.Helper()
	mark := mocks.callCount()
	var callErr error
	switch form {
	case "plain":
		var args any
		if entry.args != nil {
			v, err := plainArgs(entry.args, vc.Args)
			if err != nil {
				return c.Check(false, "MISMATCH "+label+": building "+entry.args.Name()+" from the neutral args", err)
			}
			args = v.Addr().Interface()
		} else if len(vc.Args) > 0 {
			return c.Check(false, "MISMATCH "+label+": the Go function takes no arguments, the vector has some", showWire(normalizeJSON(vc.Args)))
		}
		_, callErr = entry.plain(ctx, args)
	default:
		var args any
		if entry.outputArgs != nil {
			v, err := inputArgs(entry.outputArgs, vc.Args)
			if err != nil {
				return c.Check(false, "MISMATCH "+label+": building "+entry.outputArgs.Name()+" from the neutral args", err)
			}
			args = v.Interface()
		} else if len(vc.Args) > 0 {
			return c.Check(false, "MISMATCH "+label+": the Go function takes no arguments, the vector has some", showWire(normalizeJSON(vc.Args)))
		}
		_, callErr = await(ctx, entry.output(ctx, args))
	}
	if !c.Check(callErr == nil, label+": the call succeeds", callErr) {
		return false
	}
	calls := mocks.callsSince(mark)
	if !c.Check(len(calls) == 1 && calls[0].Token == tok, "MISMATCH "+label+": exactly one invoke of the token", calls) {
		return false
	}
	got := wireJSON(wireMap(calls[0].Args), doc)
	want := normalizeJSON(vc.Wire)
	if want == nil {
		want = map[string]any{}
	}
	gotText, err1 := json.Marshal(got)
	wantText, err2 := json.Marshal(want)
	if err1 != nil || err2 != nil {
		return c.Check(false, "MISMATCH "+label+": wire values as JSON", err1, err2)
	}
	if bytes.Equal(gotText, wantText) {
		return c.Check(true, label+": wire arguments")
	}
	return c.Check(false, "MISMATCH "+label+": wire arguments differ", diffSummary(wireDiff(want, got, "")),
		fmt.Sprintf("\n    expected %s\n    got      %s", wantText, gotText))
}

// normalizeJSON turns decoded JSON (json.Number) into the values the wire conversion of
// harness_test.go gives (float64).
func normalizeJSON(v any) any {
	switch x := v.(type) {
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return x.String()
		}
		return f
	case []any:
		out := []any{}
		for _, e := range x {
			out = append(out, normalizeJSON(e))
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = normalizeJSON(e)
		}
		return out
	}
	return v
}

// wireJSON writes a received wire value (harness_test.go's form) as JSON values: secrets in
// Pulumi's envelope, unknowns as Pulumi's unknown sentinel.
func wireJSON(v any, doc *vectorsDoc) any {
	switch x := v.(type) {
	case secretV:
		return map[string]any{doc.SecretSignature.Key: doc.SecretSignature.Value, "value": wireJSON(x.V, doc)}
	case unknownV:
		return unknownWire
	case []any:
		out := []any{}
		for _, e := range x {
			out = append(out, wireJSON(e, doc))
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = wireJSON(e, doc)
		}
		return out
	}
	return v
}

// ---------------------------------------------------------------------------
// Neutral args -> GetXArgs (plain Go values)
// ---------------------------------------------------------------------------

// plainArgs builds a value of struct type rt from neutral args keyed by wire names.
func plainArgs(rt reflect.Type, args map[string]any) (reflect.Value, error) {
	if args == nil {
		args = map[string]any{}
	}
	return plainValue(rt, args, rt.Name())
}

func plainValue(rt reflect.Type, v any, path string) (reflect.Value, error) {
	switch rt.Kind() {
	case reflect.Pointer:
		e, err := plainValue(rt.Elem(), v, path)
		if err != nil {
			return reflect.Value{}, err
		}
		p := reflect.New(rt.Elem())
		p.Elem().Set(e)
		return p, nil
	case reflect.Struct, reflect.Slice, reflect.Map:
		out, _, err := compositeValue(rt, v, path, plainValue)
		return out, err
	case reflect.Interface:
		// Any/Json properties: the neutral value as it is.
		n := normalizeJSON(v)
		if n == nil {
			return reflect.Zero(rt), nil
		}
		nv := reflect.ValueOf(n)
		if !nv.Type().Implements(rt) {
			return reflect.Value{}, fmt.Errorf("%s: %T does not implement %s", path, n, rt)
		}
		return nv.Convert(rt), nil
	}
	return scalarValue(rt, v, path)
}

// scalarValue converts a neutral scalar to rt (string, bool, int and float kinds, enums
// included: their Go types are named string/number types).
func scalarValue(rt reflect.Type, v any, path string) (reflect.Value, error) {
	bad := func() (reflect.Value, error) {
		return reflect.Value{}, fmt.Errorf("%s: cannot make a %s of %s", path, rt, showWire(normalizeJSON(v)))
	}
	switch rt.Kind() {
	case reflect.String:
		s, ok := v.(string)
		if !ok {
			return bad()
		}
		return reflect.ValueOf(s).Convert(rt), nil
	case reflect.Bool:
		b, ok := v.(bool)
		if !ok {
			return bad()
		}
		return reflect.ValueOf(b).Convert(rt), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := v.(json.Number)
		if !ok {
			return bad()
		}
		i, err := n.Int64()
		if err != nil {
			return bad()
		}
		out := reflect.New(rt).Elem()
		out.SetInt(i)
		return out, nil
	case reflect.Float32, reflect.Float64:
		n, ok := v.(json.Number)
		if !ok {
			return bad()
		}
		f, err := n.Float64()
		if err != nil {
			return bad()
		}
		out := reflect.New(rt).Elem()
		out.SetFloat(f)
		return out, nil
	}
	return bad()
}

// ---------------------------------------------------------------------------
// Neutral args -> GetXOutputArgs (Input types, as a program writes them)
// ---------------------------------------------------------------------------

var pulumiInputType = reflect.TypeOf((*pulumi.Input)(nil)).Elem()

// inputImplementations are the concrete Input types a field of an Input interface type is
// given: Pulumi's scalar, array and map inputs and every XArgs struct of both seeds. For
// each Input interface exactly one of them must implement it.
var inputImplementations = func() []reflect.Type {
	out := []reflect.Type{
		reflect.TypeOf(pulumi.String("")),
		reflect.TypeOf(pulumi.Bool(false)),
		reflect.TypeOf(pulumi.Int(0)),
		reflect.TypeOf(pulumi.Float64(0)),
		reflect.TypeOf(pulumi.StringArray{}),
		reflect.TypeOf(pulumi.BoolArray{}),
		reflect.TypeOf(pulumi.IntArray{}),
		reflect.TypeOf(pulumi.Float64Array{}),
		reflect.TypeOf(pulumi.StringMap{}),
		reflect.TypeOf(pulumi.BoolMap{}),
		reflect.TypeOf(pulumi.IntMap{}),
		reflect.TypeOf(pulumi.Float64Map{}),
		reflect.TypeOf(pulumi.StringArrayMap{}),
		reflect.TypeOf(pulumi.StringMapArray{}),
		reflect.TypeOf(pulumi.StringArrayArray{}),
		reflect.TypeOf(pulumi.StringMapMap{}),
		reflect.TypeOf(pulumi.Array{}),
		reflect.TypeOf(pulumi.Map{}),
	}
	for _, tables := range []map[string]typeForms{gwTypes, scTypes} {
		for _, tok := range seed.SortedKeys(tables) {
			if a := tables[tok].args; a != nil {
				out = append(out, a)
			}
		}
	}
	return out
}()

// inputArgs builds a GetXOutputArgs value (struct type rt) from neutral args.
func inputArgs(rt reflect.Type, args map[string]any) (reflect.Value, error) {
	if args == nil {
		args = map[string]any{}
	}
	return inputValue(rt, args, rt.Name())
}

func inputValue(rt reflect.Type, v any, path string) (reflect.Value, error) {
	switch rt.Kind() {
	case reflect.Interface:
		if rt == pulumiInputType {
			return reflect.ValueOf(pulumi.Any(normalizeJSON(v))), nil
		}
		var impls []reflect.Type
		for _, c := range inputImplementations {
			if c.Implements(rt) {
				impls = append(impls, c)
			}
		}
		if len(impls) != 1 {
			return reflect.Value{}, fmt.Errorf("%s: %d registered Input types implement %s (want exactly one): %v", path, len(impls), rt, impls)
		}
		iv, err := inputValue(impls[0], v, path)
		if err != nil {
			return reflect.Value{}, err
		}
		out := reflect.New(rt).Elem()
		out.Set(iv)
		return out, nil
	case reflect.Struct, reflect.Slice, reflect.Map:
		out, _, err := compositeValue(rt, v, path, inputValue)
		return out, err
	case reflect.Pointer:
		return plainValue(rt, v, path)
	}
	return scalarValue(rt, v, path)
}

// checkVectorsHarness checks the converters of this file on values written here.
func checkVectorsHarness(t *testing.T) {
	c := seed.Checker{T: t}
	type inner struct {
		Eq *string `pulumi:"eq"`
	}
	type plain struct {
		S  *string           `pulumi:"s"`
		N  int               `pulumi:"n"`
		F  *float64          `pulumi:"f"`
		L  []inner           `pulumi:"l"`
		M  map[string]string `pulumi:"m"`
		In *inner            `pulumi:"in"`
	}
	neutral := map[string]any{"s": "x", "n": json.Number("42"), "f": json.Number("1.5"),
		"l": []any{map[string]any{"eq": "y"}}, "m": map[string]any{"key": "v"}, "in": map[string]any{}}
	v, err := plainArgs(reflect.TypeOf(plain{}), neutral)
	if c.Check(err == nil, "vectors harness: plainArgs builds nested values", err) {
		c.Eq(goWire(v), normalizeJSON(neutral), "vectors harness: plainArgs round-trips through goWire")
	}
	_, err = plainArgs(reflect.TypeOf(plain{}), map[string]any{"nope": "x"})
	c.Check(err != nil, "vectors harness: plainArgs refuses an unknown wire name")
	_, err = plainArgs(reflect.TypeOf(plain{}), map[string]any{"n": json.Number("1.5")})
	c.Check(err != nil, "vectors harness: plainArgs refuses a fraction for an int")

	type inputs struct {
		S pulumi.StringPtrInput   `pulumi:"s"`
		B pulumi.BoolInput        `pulumi:"b"`
		L pulumi.StringArrayInput `pulumi:"l"`
		M pulumi.IntMapInput      `pulumi:"m"`
	}
	iv, err := inputArgs(reflect.TypeOf(inputs{}), map[string]any{"s": "x", "b": true, "l": []any{"a"}, "m": map[string]any{"k": json.Number("3")}})
	if c.Check(err == nil, "vectors harness: inputArgs builds Input values", err) {
		in := iv.Interface().(inputs)
		c.Eq(in.S, pulumi.StringPtrInput(pulumi.String("x")), "vectors harness: StringPtrInput <- pulumi.String")
		c.Eq(in.B, pulumi.BoolInput(pulumi.Bool(true)), "vectors harness: BoolInput <- pulumi.Bool")
		c.Eq(in.L, pulumi.StringArrayInput(pulumi.StringArray{pulumi.String("a")}), "vectors harness: StringArrayInput <- pulumi.StringArray")
		c.Eq(in.M, pulumi.IntMapInput(pulumi.IntMap{"k": pulumi.Int(3)}), "vectors harness: IntMapInput <- pulumi.IntMap")
	}
	doc := &vectorsDoc{}
	doc.SecretSignature.Key, doc.SecretSignature.Value = "sig", "secret"
	c.Eq(wireJSON(map[string]any{"a": secretV{"x"}, "u": unknownV{}}, doc),
		map[string]any{"a": map[string]any{"sig": "secret", "value": "x"}, "u": unknownWire},
		"vectors harness: secrets and unknowns are written as JSON")
}

// compositeValue builds the struct (fields by `pulumi:"…"` tag), slice or map of type rt from
// the neutral JSON v, converting each element with elem; ok is false for other kinds.
func compositeValue(rt reflect.Type, v any, path string, elem func(reflect.Type, any, string) (reflect.Value, error)) (out reflect.Value, ok bool, err error) {
	switch rt.Kind() {
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			return reflect.Value{}, true, fmt.Errorf("%s: expected an object for %s, got %s", path, rt, showWire(normalizeJSON(v)))
		}
		out := reflect.New(rt).Elem()
		for _, k := range seed.SortedKeys(m) {
			f, ok := seed.FieldByTag(rt, k)
			if !ok {
				return reflect.Value{}, true, fmt.Errorf("%s: %s has no field tagged `pulumi:%q`", path, rt, k)
			}
			fv, err := elem(f.Type, m[k], path+"."+k)
			if err != nil {
				return reflect.Value{}, true, err
			}
			out.FieldByIndex(f.Index).Set(fv)
		}
		return out, true, nil
	case reflect.Slice:
		items, ok := v.([]any)
		if !ok {
			return reflect.Value{}, true, fmt.Errorf("%s: expected an array for %s, got %s", path, rt, showWire(normalizeJSON(v)))
		}
		out := reflect.MakeSlice(rt, 0, len(items))
		for i, item := range items {
			e, err := elem(rt.Elem(), item, fmt.Sprintf("%s[%d]", path, i))
			if err != nil {
				return reflect.Value{}, true, err
			}
			out = reflect.Append(out, e)
		}
		return out, true, nil
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok || rt.Key().Kind() != reflect.String {
			return reflect.Value{}, true, fmt.Errorf("%s: expected an object for %s, got %s", path, rt, showWire(normalizeJSON(v)))
		}
		out := reflect.MakeMapWithSize(rt, len(m))
		for _, k := range seed.SortedKeys(m) {
			e, err := elem(rt.Elem(), m[k], fmt.Sprintf("%s{%s}", path, k))
			if err != nil {
				return reflect.Value{}, true, err
			}
			out.SetMapIndex(reflect.ValueOf(k).Convert(rt.Key()), e)
		}
		return out, true, nil
	}
	return reflect.Value{}, false, nil
}
