package gomocks

// The shared test harness: the recording mock monitor, wire-value conversion in both
// directions, awaiting Outputs inside the program, environment and config control, and the
// closing summary.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pulumi/pulumi/sdk/v3/go/common/resource"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"

	"sdkgen.test/gomocks/internal/seed"
)

const (
	gwPkg = "gatewaycloud"
	scPkg = "streamcloud"
)

// minimumChecks guards against passing vacuously: a run that performs fewer checks than
// this (some loop ran over nothing) fails even when every check it made passed.
const minimumChecks = 1500

func TestMain(m *testing.M) {
	code := m.Run()
	line, ok := seed.Summary("gomocks", minimumChecks)
	fmt.Println(line)
	if code == 0 && !ok && runAll() {
		code = 1
	}
	os.Exit(code)
}

// runAll tells whether every test ran (a `-run` filter makes fewer checks legitimate).
func runAll() bool {
	for _, a := range os.Args[1:] {
		if strings.HasPrefix(a, "-test.run") || strings.HasPrefix(a, "-test.skip") {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Mocks
// ---------------------------------------------------------------------------

type recordedCall struct {
	Token    string
	Args     resource.PropertyMap
	Provider string
}

type recordedResource struct {
	Type     string
	Name     string
	Inputs   resource.PropertyMap
	Custom   bool
	Provider string
	// AdditionalSecretOutputs of the register request (nil when the mock got none).
	AdditionalSecretOutputs []string
}

// recordingMocks records every invoke and registration. Invokes get canned results;
// registrations echo their inputs as the resource's state (so Provider outputs resolve).
type recordingMocks struct {
	mu        sync.Mutex
	calls     []recordedCall
	resources []recordedResource
	canned    func(token string, args resource.PropertyMap) (resource.PropertyMap, error)
}

func (m *recordingMocks) NewResource(args pulumi.MockResourceArgs) (string, resource.PropertyMap, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	rec := recordedResource{
		Type: args.TypeToken, Name: args.Name, Inputs: args.Inputs.Copy(), Custom: args.Custom, Provider: args.Provider,
	}
	if args.RegisterRPC != nil {
		rec.AdditionalSecretOutputs = append([]string{}, args.RegisterRPC.GetAdditionalSecretOutputs()...)
	}
	m.resources = append(m.resources, rec)
	return args.Name + "-id", args.Inputs.Copy(), nil
}

func (m *recordingMocks) Call(args pulumi.MockCallArgs) (resource.PropertyMap, error) {
	m.mu.Lock()
	m.calls = append(m.calls, recordedCall{Token: args.Token, Args: args.Args.Copy(), Provider: args.Provider})
	canned := m.canned
	m.mu.Unlock()
	if canned == nil {
		return resource.PropertyMap{}, nil
	}
	return canned(args.Token, args.Args)
}

func (m *recordingMocks) callCount() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.calls)
}

func (m *recordingMocks) callsSince(n int) []recordedCall {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]recordedCall(nil), m.calls[n:]...)
}

func (m *recordingMocks) allCalls() []recordedCall { return m.callsSince(0) }

func (m *recordingMocks) allResources() []recordedResource {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]recordedResource(nil), m.resources...)
}

// withConfig sets the stack configuration the program sees (what the engine passes in
// PULUMI_CONFIG), e.g. {"streamcloud:maxRetries": "9"}.
func withConfig(cfg map[string]string) pulumi.RunOption {
	return func(info *pulumi.RunInfo) {
		info.Config = cfg
	}
}

// run runs body as a Pulumi program under mocks; a failed program fails the test.
func run(t *testing.T, mocks *recordingMocks, body pulumi.RunFunc, opts ...pulumi.RunOption) {
	t.Helper()
	all := append([]pulumi.RunOption{pulumi.WithMocks("gomocks", "test", mocks)}, opts...)
	if err := pulumi.RunErr(body, all...); err != nil {
		seed.Checker{T: t}.Fail("the mocked program ran without error", err)
	}
}

// ---------------------------------------------------------------------------
// Environment
// ---------------------------------------------------------------------------

// envVars are every environment variable the seeds read, plus the engine's config ones.
var envVars = []string{"PLATFORM_TOKEN", "PLATFORM_SPAT", "TABLEFLOW_API_KEY", "TABLEFLOW_API_SECRET",
	"PULUMI_CONFIG", "PULUMI_CONFIG_SECRET_KEYS"}

// envValues are the values the tests give the variables of defaultInfo.environment.
var envValues = map[string]string{
	"PLATFORM_TOKEN":       "env-platform-token",
	"PLATFORM_SPAT":        "env-platform-spat",
	"TABLEFLOW_API_KEY":    "env-tableflow-key",
	"TABLEFLOW_API_SECRET": "env-tableflow-secret",
}

// unsetEnv removes the variables for the rest of the test (restored afterwards). An empty
// variable is not the same as an unset one: the generated code uses os.LookupEnv.
func unsetEnv(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		t.Setenv(n, "")
		if err := os.Unsetenv(n); err != nil {
			t.Fatal(err)
		}
	}
}

func setEnvValues(t *testing.T) {
	t.Helper()
	for _, k := range seed.SortedKeys(envValues) {
		t.Setenv(k, envValues[k])
	}
}

// ---------------------------------------------------------------------------
// Wire values: resource.PropertyValue <-> plain Go values
// ---------------------------------------------------------------------------

// secretV marks a value that arrived wrapped as a secret.
type secretV struct{ V any }

// unknownV marks an unknown (computed) value.
type unknownV struct{}

// wireOf turns a recorded property value into plain Go values (string, float64, bool, nil,
// []any, map[string]any, secretV, unknownV).
func wireOf(v resource.PropertyValue) any {
	switch {
	case v.IsSecret():
		return secretV{wireOf(v.SecretValue().Element)}
	case v.IsOutput():
		o := v.OutputValue()
		if !o.Known {
			return unknownV{}
		}
		if o.Secret {
			return secretV{wireOf(o.Element)}
		}
		return wireOf(o.Element)
	case v.IsComputed():
		return unknownV{}
	case v.IsNull():
		return nil
	case v.IsString():
		return v.StringValue()
	case v.IsNumber():
		return v.NumberValue()
	case v.IsBool():
		return v.BoolValue()
	case v.IsArray():
		out := []any{}
		for _, e := range v.ArrayValue() {
			out = append(out, wireOf(e))
		}
		return out
	case v.IsObject():
		return wireMap(v.ObjectValue())
	}
	return fmt.Sprintf("<unexpected %T>", v.V)
}

func wireMap(m resource.PropertyMap) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[string(k)] = wireOf(v)
	}
	return out
}

// unsecret drops secret wrappers (for comparisons where only the values matter).
func unsecret(v any) any {
	switch x := v.(type) {
	case secretV:
		return unsecret(x.V)
	case []any:
		out := []any{}
		for _, e := range x {
			out = append(out, unsecret(e))
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = unsecret(e)
		}
		return out
	}
	return v
}

// propertyMap turns plain Go values (as built for canned results) into a PropertyMap.
func propertyMap(m map[string]any) resource.PropertyMap {
	out := resource.PropertyMap{}
	for k, v := range m {
		out[resource.PropertyKey(k)] = propertyValue(v)
	}
	return out
}

func propertyValue(v any) resource.PropertyValue {
	switch x := v.(type) {
	case nil:
		return resource.NewNullProperty()
	case string:
		return resource.NewStringProperty(x)
	case float64:
		return resource.NewNumberProperty(x)
	case bool:
		return resource.NewBoolProperty(x)
	case []any:
		arr := []resource.PropertyValue{}
		for _, e := range x {
			arr = append(arr, propertyValue(e))
		}
		return resource.NewArrayProperty(arr)
	case map[string]any:
		return resource.NewObjectProperty(propertyMap(x))
	case secretV:
		return resource.MakeSecret(propertyValue(x.V))
	}
	panic(fmt.Sprintf("propertyValue: unsupported %T", v))
}

// goWire turns a typed SDK value (a result struct, a field) into the wire form it was
// decoded from: structs become maps keyed by their `pulumi:"..."` tags, nil pointers/slices
// /maps in struct fields are left out (not sent), numbers become float64.
func goWire(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return goWire(v.Elem())
	case reflect.Struct:
		out := map[string]any{}
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := f.Tag.Get("pulumi")
			if tag == "" || !f.IsExported() {
				continue
			}
			fv := v.Field(i)
			switch fv.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
				if fv.IsNil() {
					continue
				}
			}
			out[tag] = goWire(fv)
		}
		return out
	case reflect.Slice, reflect.Array:
		out := []any{}
		for i := 0; i < v.Len(); i++ {
			out = append(out, goWire(v.Index(i)))
		}
		return out
	case reflect.Map:
		out := map[string]any{}
		iter := v.MapRange()
		for iter.Next() {
			out[fmt.Sprint(iter.Key().Interface())] = goWire(iter.Value())
		}
		return out
	case reflect.String:
		return v.String()
	case reflect.Bool:
		return v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return float64(v.Uint())
	case reflect.Float32, reflect.Float64:
		return v.Float()
	}
	return fmt.Sprintf("<unexpected %s>", v.Type())
}

// wireDiff lists the differences between two wire values as short path messages.
func wireDiff(want, got any, path string) []string {
	wm, ok1 := want.(map[string]any)
	gm, ok2 := got.(map[string]any)
	if ok1 && ok2 {
		keys := map[string]bool{}
		for k := range wm {
			keys[k] = true
		}
		for k := range gm {
			keys[k] = true
		}
		var out []string
		for _, k := range seed.SortedKeys(keys) {
			p := k
			if path != "" {
				p = path + "." + k
			}
			w, inW := wm[k]
			g, inG := gm[k]
			switch {
			case !inG:
				out = append(out, p+": missing")
			case !inW:
				out = append(out, fmt.Sprintf("%s: unexpected (=%s)", p, showWire(g)))
			default:
				out = append(out, wireDiff(w, g, p)...)
			}
		}
		return out
	}
	wa, ok1 := want.([]any)
	ga, ok2 := got.([]any)
	if ok1 && ok2 && len(wa) == len(ga) {
		var out []string
		for i := range wa {
			out = append(out, wireDiff(wa[i], ga[i], fmt.Sprintf("%s[%d]", path, i))...)
		}
		return out
	}
	if !reflect.DeepEqual(want, got) {
		if path == "" {
			path = "<value>"
		}
		return []string{fmt.Sprintf("%s: expected %s, got %s", path, showWire(want), showWire(got))}
	}
	return nil
}

// showWire renders wire values, secrets as Secret(...).
func showWire(v any) string {
	switch x := v.(type) {
	case secretV:
		return "Secret(" + showWire(x.V) + ")"
	case unknownV:
		return "<unknown>"
	case map[string]any:
		parts := []string{}
		for _, k := range seed.SortedKeys(x) {
			parts = append(parts, fmt.Sprintf("%q:%s", k, showWire(x[k])))
		}
		return "{" + strings.Join(parts, ",") + "}"
	case []any:
		parts := []string{}
		for _, e := range x {
			parts = append(parts, showWire(e))
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	return seed.Show(v)
}

func diffSummary(diff []string) string {
	if len(diff) > 6 {
		return strings.Join(diff[:6], "; ") + fmt.Sprintf(" (+%d more)", len(diff)-6)
	}
	return strings.Join(diff, "; ")
}

// ---------------------------------------------------------------------------
// Awaiting Outputs inside the program
// ---------------------------------------------------------------------------

const awaitTimeout = 60 * time.Second

type awaited struct {
	Value  any
	Known  bool
	Secret bool
}

// await resolves an Output (value, known, secret) while the program runs.
func await(ctx *pulumi.Context, o pulumi.Output) (awaited, error) {
	if o == nil {
		return awaited{}, errors.New("nil Output")
	}
	c, cancel := context.WithTimeout(ctx.Context(), awaitTimeout)
	defer cancel()
	r, err := internals.UnsafeAwaitOutput(c, o)
	if err != nil {
		return awaited{}, err
	}
	return awaited{Value: r.Value, Known: r.Known, Secret: r.Secret}, nil
}

// awaitApply resolves an Output the way a user program does: through ApplyT, with the
// value handed out over a channel.
func awaitApply(o pulumi.Output) (any, error) {
	ch := make(chan any, 1)
	o.ApplyT(func(v any) (any, error) {
		ch <- v
		return v, nil
	})
	select {
	case v := <-ch:
		return v, nil
	case <-time.After(awaitTimeout):
		return nil, errors.New("ApplyT callback never ran")
	}
}

// ---------------------------------------------------------------------------
// Harness self-check
// ---------------------------------------------------------------------------

func TestHarness(t *testing.T) {
	c := seed.Checker{T: t}
	pm := propertyMap(map[string]any{"a": "x", "n": 2.0, "s": secretV{"v"}, "o": map[string]any{"l": []any{true}}})
	c.Eq(wireMap(pm), map[string]any{"a": "x", "n": 2.0, "s": secretV{"v"}, "o": map[string]any{"l": []any{true}}},
		"harness: PropertyMap <-> wire values round-trip, secrets kept")
	c.Check(pm["s"].IsSecret(), "harness: secretV becomes resource.MakeSecret")
	type inner struct {
		Eq *string `pulumi:"eq"`
	}
	type outer struct {
		A  string            `pulumi:"a"`
		B  *bool             `pulumi:"b"`
		C  []inner           `pulumi:"c"`
		D  map[string][]int  `pulumi:"d"`
		E  *inner            `pulumi:"e"`
		F  float64           `pulumi:"f"`
		G  map[string]string `pulumi:"g"`
		no string
	}
	s := "q"
	f := false
	got := goWire(reflect.ValueOf(outer{A: "x", B: &f, C: []inner{{Eq: &s}, {}}, D: map[string][]int{"k": {1}}, no: "z"}))
	c.Eq(got, map[string]any{"a": "x", "b": false, "c": []any{map[string]any{"eq": "q"}, map[string]any{}},
		"d": map[string]any{"k": []any{1.0}}, "f": 0.0}, "harness: goWire follows pulumi tags, drops nil fields")
	c.Eq(wireDiff(map[string]any{"a": 1.0, "b": map[string]any{"c": "x"}}, map[string]any{"a": 1.0, "b": map[string]any{"c": "y"}, "z": true}, ""),
		[]string{`b.c: expected "x", got "y"`, "z: unexpected (=true)"}, "harness: wireDiff reports paths")
	c.Eq(unsecret(map[string]any{"a": secretV{[]any{secretV{"x"}}}}), map[string]any{"a": []any{"x"}}, "harness: unsecret")
	c.Eq(sortedStrings([]string{"b", "a"}), []string{"a", "b"}, "harness: sortedStrings")

	mocks := &recordingMocks{}
	run(t, mocks, func(ctx *pulumi.Context) error {
		o := pulumi.String("v").ToStringOutput().ApplyT(func(s string) string { return s + "!" })
		a, err := await(ctx, o)
		c.Check(err == nil && a.Value == "v!" && a.Known && !a.Secret, "harness: await resolves an Output", a, err)
		s, err := await(ctx, pulumi.ToSecret(pulumi.String("x")))
		c.Check(err == nil && s.Value == "x" && s.Secret, "harness: await reports secretness", s, err)
		v, err := awaitApply(pulumi.Int(3).ToIntOutput())
		c.Check(err == nil && v == 3, "harness: awaitApply resolves through ApplyT", v, err)
		return nil
	})
	// The mock monitor registers the root Stack itself, without calling NewResource.
	c.Eq(len(mocks.allResources()), 0, "harness: a program without resources makes no NewResource call")
}

func sortedStrings(xs []string) []string {
	out := append([]string{}, xs...)
	sort.Strings(out)
	return out
}
