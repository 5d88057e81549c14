package gomocks

// Every gatewaycloud function in both forms, under mocks: invoke token, exact wire
// arguments, typed results (plain form) and resolved values, secretness and lifted
// accessors (Output form). First calls derived from the schema, then hand-written typed ones.

import (
	"fmt"
	"reflect"
	"testing"

	gw "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"

	"sdkgen.test/gomocks/internal/seed"
)

// ---------------------------------------------------------------------------
// Canned invoke results (wire names); derived from the schema unless written here
// ---------------------------------------------------------------------------

var cannedOverrides = map[string]map[string]any{
	"gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses": {
		"id":         "ips-1",
		"egressIps":  map[string]any{"usEast1": []any{"203.0.113.1", "203.0.113.2"}, "eu_west_1": []any{}},
		"ingressIps": map[string]any{"apSouth1": []any{"198.51.100.7"}},
		"regions":    map[string]any{"usEast1": map[string]any{"hostNames": []any{"gw.example.net"}, "ipList": []any{"203.0.113.1"}}},
		"updateDate": "2024-01-02-03-04-05",
	},
	"gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork": {
		"availabilityZones":             []any{"use1-az1", "use1-az2"},
		"cidrBlock":                     "10.0.0.0/16",
		"cloudGatewayProviderAccountId": "acct-1",
		"configurationReferenceCount":   3.0,
		"createdAt":                     "2024-01-01T00:00:00Z",
		"default":                       true,
		"entityVersion":                 12.0,
		"filter":                        map[string]any{"name": map[string]any{"eq": "net-a"}, "state": map[string]any{"oeq": "ready"}},
		"id":                            "net-1",
		"name":                          "net-a",
		"providerMetadata":              map[string]any{},
		"region":                        "us-east-1",
		"transitGatewayCount":           2.0,
		"updatedAt":                     "2024-01-03T00:00:00Z",
	},
}

// cannedValue is a value of schema type t whose strings name their own path.
func cannedValue(s *seed.Schema, t *seed.TypeSpec, path string) any {
	if tok, spec := s.Ref(t); tok != "" {
		if spec == nil {
			return path
		}
		if !s.IsObjectRef(t) {
			return cannedValue(s, spec, path)
		}
		out := map[string]any{}
		for w, p := range seed.Props(spec, true) {
			out[w] = cannedValue(s, p, path+"."+w)
		}
		return out
	}
	switch t.Type {
	case "string":
		return path
	case "boolean":
		return len(path)%2 == 0
	case "integer":
		return float64(len(path))
	case "number":
		return float64(len(path)) + 0.5
	case "array":
		return []any{cannedValue(s, t.Items, path+"[0]"), cannedValue(s, t.Items, path+"[1]")}
	case "object":
		if mv := t.MapValue(); mv != nil {
			// Map keys are user data: a camelCase and a snake_case key, neither may be renamed.
			return map[string]any{
				"usEast1":   cannedValue(s, mv, path+"{usEast1}"),
				"eu_west_1": cannedValue(s, mv, path+"{eu_west_1}"),
			}
		}
		return map[string]any{}
	}
	return path
}

// cannedResult is the result the mock returns for tok: the full one, or (when a function
// with inputs is called without arguments) only its required outputs.
func cannedResult(s *seed.Schema, tok string, full bool) (map[string]any, error) {
	fn, ok := s.Functions[tok]
	if !ok {
		return nil, fmt.Errorf("invoke of a token the schema does not define: %q", tok)
	}
	out := s.FnOutputs(fn)
	all, ok := cannedOverrides[tok]
	if !ok {
		all = map[string]any{}
		for w, p := range seed.Props(out, true) {
			all[w] = cannedValue(s, p, seed.TokenMember(tok)+"."+w)
		}
	}
	if full || s.FnInputs(fn) == nil || len(s.FnInputs(fn)) == 0 {
		return all, nil
	}
	req := map[string]any{}
	for w, v := range all {
		if out.IsRequired(w) {
			req[w] = v
		}
	}
	return req, nil
}

func cannedMocks(s *seed.Schema) *recordingMocks {
	return &recordingMocks{canned: func(tok string, args resource.PropertyMap) (resource.PropertyMap, error) {
		m, err := cannedResult(s, tok, len(args) > 0)
		if err != nil {
			return nil, err
		}
		return propertyMap(m), nil
	}}
}

// ---------------------------------------------------------------------------
// Sample arguments, built by reflection from the schema into the SDK's own types
// ---------------------------------------------------------------------------

type builder struct {
	s      *seed.Schema
	tag    string
	truthy bool
	errs   []string
}

// value builds a Go value of type rt for schema type t, and the wire value it must become.
func (b *builder) value(rt reflect.Type, t *seed.TypeSpec, path string) (reflect.Value, any) {
	if rt.Kind() == reflect.Pointer {
		v, w := b.value(rt.Elem(), t, path)
		p := reflect.New(rt.Elem())
		p.Elem().Set(v)
		return p, w
	}
	if tok, spec := b.s.Ref(t); tok != "" {
		if spec == nil {
			b.errs = append(b.errs, path+": unknown type "+tok)
			return reflect.Zero(rt), nil
		}
		if !b.s.IsObjectRef(t) {
			return b.value(rt, spec, path)
		}
		if rt.Kind() != reflect.Struct {
			b.errs = append(b.errs, fmt.Sprintf("%s: Go type %s for object %s", path, rt, tok))
			return reflect.Zero(rt), nil
		}
		v := reflect.New(rt).Elem()
		wire := map[string]any{}
		for _, w := range seed.SortedKeys(seed.Props(spec, false)) {
			f, ok := seed.FieldByTag(rt, w)
			if !ok {
				b.errs = append(b.errs, fmt.Sprintf("%s: %s has no field tagged %q", path, rt, w))
				continue
			}
			fv, fw := b.value(f.Type, spec.Properties[w], path+"."+w)
			v.FieldByIndex(f.Index).Set(fv)
			wire[w] = fw
		}
		return v, wire
	}
	kindOK := func(k reflect.Kind) bool {
		if rt.Kind() != k {
			b.errs = append(b.errs, fmt.Sprintf("%s: Go type %s for schema type %q", path, rt, t.Type))
			return false
		}
		return true
	}
	switch t.Type {
	case "string":
		if kindOK(reflect.String) {
			s := fmt.Sprintf("%s@%s", path, b.tag)
			return reflect.ValueOf(s).Convert(rt), s
		}
	case "boolean":
		if kindOK(reflect.Bool) {
			return reflect.ValueOf(b.truthy).Convert(rt), b.truthy
		}
	case "integer":
		if kindOK(reflect.Int) {
			return reflect.ValueOf(7).Convert(rt), 7.0
		}
	case "number":
		if kindOK(reflect.Float64) {
			return reflect.ValueOf(2.5).Convert(rt), 2.5
		}
	case "array":
		if kindOK(reflect.Slice) {
			ev, ew := b.value(rt.Elem(), t.Items, path+"[0]")
			sl := reflect.MakeSlice(rt, 0, 1)
			return reflect.Append(sl, ev), []any{ew}
		}
	case "object":
		if mv := t.MapValue(); mv != nil && kindOK(reflect.Map) {
			ev, ew := b.value(rt.Elem(), mv, path+"{someKey}")
			m := reflect.MakeMap(rt)
			m.SetMapIndex(reflect.ValueOf("someKey"), ev)
			return m, map[string]any{"someKey": ew}
		}
	default:
		b.errs = append(b.errs, fmt.Sprintf("%s: unsupported schema type %q", path, t.Type))
	}
	return reflect.Zero(rt), nil
}

// outputArgsFrom builds GetXOutputArgs from a GetXArgs value: every set field becomes
// wrap(plain value), an Output that must implement the field's Input interface.
func outputArgsFrom(plain reflect.Value, outT reflect.Type, wrap func(any) pulumi.Output) (reflect.Value, []string) {
	var errs []string
	out := reflect.New(outT).Elem()
	for i := 0; i < outT.NumField(); i++ {
		f := outT.Field(i)
		tag := f.Tag.Get("pulumi")
		pf, ok := seed.FieldByTag(plain.Type(), tag)
		if !ok {
			errs = append(errs, fmt.Sprintf("%s.%s: no field of %s tagged %q", outT.Name(), f.Name, plain.Type().Name(), tag))
			continue
		}
		pv := plain.FieldByIndex(pf.Index)
		if (pv.Kind() == reflect.Pointer || pv.Kind() == reflect.Slice || pv.Kind() == reflect.Map) && pv.IsNil() {
			continue
		}
		o := wrap(pv.Interface())
		ov := reflect.ValueOf(o)
		if !ov.Type().Implements(f.Type) {
			errs = append(errs, fmt.Sprintf("%s.%s: %s does not implement %s", outT.Name(), f.Name, ov.Type(), f.Type))
			continue
		}
		out.Field(i).Set(ov)
	}
	return out, errs
}

// ---------------------------------------------------------------------------
// One invoke: checks the call it makes and the result it returns
// ---------------------------------------------------------------------------

type invoker struct {
	c      seed.Checker
	ctx    *pulumi.Context
	mocks  *recordingMocks
	s      *seed.Schema
	made   int // invokes expected so far
	tokens map[string]bool
}

// checkCall checks that exactly one invoke of tok with wire arguments want happened since
// mark.
func (iv *invoker) checkCall(label, tok string, want map[string]any, mark int) {
	iv.c.T.Helper()
	iv.made++
	iv.tokens[tok] = true
	calls := iv.mocks.callsSince(mark)
	if !iv.c.Eq(len(calls), 1, label+": made exactly one invoke") || len(calls) != 1 {
		return
	}
	iv.c.Eq(calls[0].Token, tok, label+": invoke token")
	diff := wireDiff(want, wireMap(calls[0].Args), "")
	iv.c.Check(len(diff) == 0, label+": wire arguments", diffSummary(diff))
}

// checkResult checks a typed result value (a GetXResult struct) against the canned one.
func (iv *invoker) checkResult(label, tok string, full bool, rt reflect.Type, v reflect.Value) {
	iv.c.T.Helper()
	want, err := cannedResult(iv.s, tok, full)
	if !iv.c.Check(err == nil, label+": canned result", err) {
		return
	}
	if !iv.c.Eq(v.Type().String(), rt.String(), label+": result type") {
		return
	}
	diff := wireDiff(want, goWire(v), "")
	iv.c.Check(len(diff) == 0, label+": typed result holds the invoke's return value (camelCase -> Go fields)", diffSummary(diff))
}

// plain runs GetX(...) and returns its result struct.
func (iv *invoker) plain(label, tok string, wire map[string]any, full bool, rt reflect.Type, call func() (any, error)) (reflect.Value, bool) {
	iv.c.T.Helper()
	mark := iv.mocks.callCount()
	r, err := call()
	iv.checkCall(label, tok, wire, mark)
	if !iv.c.Check(err == nil, label+": call succeeds", err) {
		return reflect.Value{}, false
	}
	rv := reflect.ValueOf(r)
	if !iv.c.Check(rv.Kind() == reflect.Pointer && !rv.IsNil(), label+": returns a non-nil *Result", fmt.Sprintf("%T", r)) {
		return reflect.Value{}, false
	}
	iv.checkResult(label, tok, full, rt, rv.Elem())
	return rv.Elem(), true
}

// output runs GetXOutput(...) (call must create the Output: the invoke starts at once),
// resolves it and checks the value, its secretness and every
// lifted accessor of the ResultOutput.
func (iv *invoker) output(label, tok string, wire map[string]any, full, secret bool, rt, ot reflect.Type, call func() pulumi.Output) (reflect.Value, bool) {
	iv.c.T.Helper()
	mark := iv.mocks.callCount()
	o := call()
	if !iv.c.Check(o != nil && reflect.TypeOf(o) == ot, label+": returns a "+ot.Name(), fmt.Sprintf("%T", o)) {
		return reflect.Value{}, false
	}
	a, err := await(iv.ctx, o)
	iv.checkCall(label, tok, wire, mark)
	if !iv.c.Check(err == nil, label+": Output resolves", err) {
		return reflect.Value{}, false
	}
	iv.c.Check(a.Known, label+": Output is known")
	iv.c.Eq(a.Secret, secret, label+": Output secretness")
	v := reflect.ValueOf(a.Value)
	if !iv.c.Check(v.IsValid(), label+": Output value", a.Value) {
		return reflect.Value{}, false
	}
	iv.checkResult(label, tok, full, rt, v)
	// Lifted accessors: ResultOutput.Field() resolves to the same value as the struct field.
	ov := reflect.ValueOf(o)
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		m := ov.MethodByName(f.Name)
		if !iv.c.Check(m.IsValid(), fmt.Sprintf("%s: %s.%s() exists", label, ot.Name(), f.Name)) {
			continue
		}
		fo, ok := m.Call(nil)[0].Interface().(pulumi.Output)
		if !iv.c.Check(ok, fmt.Sprintf("%s: %s.%s() is an Output", label, ot.Name(), f.Name)) {
			continue
		}
		fa, err := await(iv.ctx, fo)
		if iv.c.Check(err == nil, fmt.Sprintf("%s: %s.%s() resolves", label, ot.Name(), f.Name), err) {
			iv.c.Eq(goWire(reflect.ValueOf(fa.Value)), goWire(v.Field(i)), fmt.Sprintf("%s: %s.%s() value", label, ot.Name(), f.Name))
			iv.c.Eq(fa.Secret, secret, fmt.Sprintf("%s: %s.%s() secretness", label, ot.Name(), f.Name))
		}
	}
	return v, true
}

// ---------------------------------------------------------------------------
// The test
// ---------------------------------------------------------------------------

func TestGatewaycloudFunctions(t *testing.T) {
	c := seed.Checker{T: t}
	s := seed.MustLoad(t, gwPkg)
	unsetEnv(t, envVars...)
	mocks := cannedMocks(s)
	iv := &invoker{c: c, mocks: mocks, s: s, tokens: map[string]bool{}}
	run(t, mocks, func(ctx *pulumi.Context) error {
		iv.ctx = ctx
		derivedCalls(t, iv)
		literalCalls(t, iv)
		return nil
	})
	calls := mocks.allCalls()
	seen := map[string]bool{}
	for _, call := range calls {
		c.Check(s.Functions[call.Token] != nil, "invoke token is a schema token", call.Token)
		seen[call.Token] = true
	}
	c.Eq(len(calls), iv.made, "no unexpected invokes")
	c.Eq(seed.SortedKeys(seen), seed.SortedKeys(s.Functions), "every gatewaycloud function was invoked")
	c.Eq(len(seen), expectedGwFunctionCount, "number of distinct functions invoked")
	c.Check(iv.made >= 5*expectedGwFunctionCount, "enough invokes were made", iv.made)
}

func derivedCalls(t *testing.T, iv *invoker) {
	c := iv.c
	s := iv.s
	for _, tok := range seed.SortedKeys(s.Functions) {
		fn := s.Functions[tok]
		entry, ok := gwFunctions[tok]
		if !c.Check(ok, tok+" in the function table") {
			continue
		}
		member := seed.TokenMember(tok)
		inputs := s.FnInputs(fn)
		if len(inputs) == 0 {
			iv.plain(member+"[plain]", tok, map[string]any{}, true, entry.result, func() (any, error) { return entry.plain(iv.ctx, nil) })
			iv.output(member+"[output]", tok, map[string]any{}, true, false, entry.result, entry.resultOutput,
				func() pulumi.Output { return entry.output(iv.ctx, nil) })
			continue
		}
		variants := []struct {
			tag    string
			output bool
			truthy bool
			secret bool
		}{
			{"A", false, true, false},
			{"B", false, false, false},
			{"C", true, true, false},
			{"D", true, false, true},
		}
		for _, v := range variants {
			b := &builder{s: s, tag: v.tag, truthy: v.truthy}
			args := reflect.New(entry.args)
			wire := map[string]any{}
			for _, w := range seed.SortedKeys(inputs) {
				f, ok := seed.FieldByTag(entry.args, w)
				if !c.Check(ok, fmt.Sprintf("%s: %s has a field tagged %q", member, entry.args.Name(), w)) {
					continue
				}
				fv, fw := b.value(f.Type, inputs[w], fmt.Sprintf("%s.%s#%s", member, w, v.tag))
				args.Elem().FieldByIndex(f.Index).Set(fv)
				wire[w] = fw
			}
			c.Check(len(b.errs) == 0, fmt.Sprintf("%s[%s]: arguments built from the schema", member, v.tag), b.errs)
			if !v.output {
				label := fmt.Sprintf("%s[plain,%s]", member, v.tag)
				iv.plain(label, tok, wire, true, entry.result, func() (any, error) { return entry.plain(iv.ctx, args.Interface()) })
				continue
			}
			wrap := pulumi.ToOutput
			label := fmt.Sprintf("%s[output,%s]", member, v.tag)
			if v.secret {
				wrap = pulumi.ToSecret
				label = fmt.Sprintf("%s[output,%s,secret args]", member, v.tag)
			}
			oargs, errs := outputArgsFrom(args.Elem(), entry.outputArgs, wrap)
			c.Check(len(errs) == 0, label+": OutputArgs built from Outputs of the plain values", errs)
			// The Go SDK sends invoke arguments unwrapped (the mock sees plain values) and
			// marks the result secret when any argument was.
			iv.output(label, tok, wire, true, v.secret, entry.result, entry.resultOutput,
				func() pulumi.Output { return entry.output(iv.ctx, oargs.Interface()) })
		}
		// Without arguments: nothing is sent, and only the required outputs come back.
		iv.plain(member+"[plain,nil args]", tok, map[string]any{}, false, entry.result,
			func() (any, error) { return entry.plain(iv.ctx, nil) })
		iv.plain(member+"[plain,empty args]", tok, map[string]any{}, false, entry.result,
			func() (any, error) { return entry.plain(iv.ctx, reflect.New(entry.args).Interface()) })
		iv.output(member+"[output,empty args]", tok, map[string]any{}, false, false, entry.result, entry.resultOutput,
			func() pulumi.Output { return entry.output(iv.ctx, reflect.New(entry.outputArgs).Elem().Interface()) })
	}
}

func literalCalls(t *testing.T, iv *invoker) {
	c := iv.c
	ctx := iv.ctx
	const (
		tokCP      = "gatewaycloud:index/getGatewayControlPlane:getGatewayControlPlane"
		tokCPList  = "gatewaycloud:index/getGatewayControlPlaneList:getGatewayControlPlaneList"
		tokPortal  = "gatewaycloud:index/getPortal:getPortal"
		tokNet     = "gatewaycloud:index/getCloudGatewayNetwork:getCloudGatewayNetwork"
		tokIPs     = "gatewaycloud:index/getPlatformIpAddresses:getPlatformIpAddresses"
		tokSA      = "gatewaycloud:index/getSystemAccount:getSystemAccount"
		tokClassic = "gatewaycloud:index/getPortalClassicList:getPortalClassicList"
		tokAcct    = "gatewaycloud:index/getCloudGatewayProviderAccountList:getCloudGatewayProviderAccountList"
		tokMesh    = "gatewaycloud:index/getMeshControlPlanes:getMeshControlPlanes"
	)
	typ := func(v any) reflect.Type { return reflect.TypeOf(v) }

	// getGatewayControlPlane, plain form: a nested filter with a false boolean.
	{
		var cp *gw.GetGatewayControlPlaneResult
		args := &gw.GetGatewayControlPlaneArgs{
			Filter: &gw.GetGatewayControlPlaneFilter{
				CloudGateway: pulumi.BoolRef(false),
				ClusterType:  &gw.GetGatewayControlPlaneFilterClusterType{Neq: pulumi.StringRef("CLUSTER_TYPE_HYBRID")},
				Name:         &gw.GetGatewayControlPlaneFilterName{Contains: pulumi.StringRef("edge")},
			},
			FilterLabels: pulumi.StringRef("env:prod,team"),
			Sort:         pulumi.StringRef("name desc"),
		}
		_, ok := iv.plain("literal GetGatewayControlPlane", tokCP, map[string]any{
			"filter": map[string]any{
				"cloudGateway": false,
				"clusterType":  map[string]any{"neq": "CLUSTER_TYPE_HYBRID"},
				"name":         map[string]any{"contains": "edge"},
			},
			"filterLabels": "env:prod,team",
			"sort":         "name desc",
		}, true, typ(gw.GetGatewayControlPlaneResult{}), func() (any, error) {
			r, err := gw.GetGatewayControlPlane(ctx, args)
			cp = r
			return r, err
		})
		if ok && cp != nil {
			c.Check(cp.FilterLabels != nil && *cp.FilterLabels == "getGatewayControlPlane.filterLabels", "GetGatewayControlPlane().FilterLabels (*string)")
			c.Eq(cp.Description, "getGatewayControlPlane.description", "GetGatewayControlPlane().Description")
			c.Eq(cp.Config, gw.GetGatewayControlPlaneConfig{}, "GetGatewayControlPlane().Config is an empty struct")
			c.Check(cp.Filter != nil && cp.Filter.ClusterType != nil && cp.Filter.ClusterType.Eq != nil &&
				*cp.Filter.ClusterType.Eq == "getGatewayControlPlane.filter.clusterType.eq", "GetGatewayControlPlane().Filter.ClusterType.Eq")
			c.Eq(cp.Labels["usEast1"], "getGatewayControlPlane.labels{usEast1}", "GetGatewayControlPlane().Labels[\"usEast1\"] (map key kept)")
			c.Eq(cp.Labels["eu_west_1"], "getGatewayControlPlane.labels{eu_west_1}", "GetGatewayControlPlane().Labels[\"eu_west_1\"] (map key kept)")
			c.Eq(cp.Id, "getGatewayControlPlane.id", "GetGatewayControlPlane().Id")
		}
	}

	// getPortal, Output form: Args structs with Inputs at every level; lifted accessors.
	{
		var out gw.GetPortalResultOutput
		v, ok := iv.output("literal GetPortalOutput", tokPortal, map[string]any{
			"filter": map[string]any{
				"autoApproveDevelopers":            true,
				"rbacEnabled":                      false,
				"defaultApplicationAuthStrategyId": map[string]any{"eq": "strat-1"},
				"name":                             map[string]any{"ocontains": "dev"},
			},
			"sort": "createdAt desc",
		}, true, false, typ(gw.GetPortalResult{}), typ(gw.GetPortalResultOutput{}), func() pulumi.Output {
			out = gw.GetPortalOutput(ctx, gw.GetPortalOutputArgs{
				Filter: gw.GetPortalFilterArgs{
					AutoApproveDevelopers:            pulumi.Bool(true),
					RbacEnabled:                      pulumi.BoolPtr(false),
					DefaultApplicationAuthStrategyId: gw.GetPortalFilterDefaultApplicationAuthStrategyIdArgs{Eq: pulumi.String("strat-1").ToStringOutput()},
					// (GetPortalFilterNamePtr(&...) here trips an assertion of the Pulumi Go SDK's
					// marshaller; a PtrOutput is what a program passes instead.)
					Name: gw.GetPortalFilterNameArgs{Ocontains: pulumi.String("dev")}.ToGetPortalFilterNamePtrOutput(),
				},
				Sort: pulumi.String("createdAt desc"),
			})
			return out
		})
		if ok {
			p, isResult := v.Interface().(gw.GetPortalResult)
			if c.Check(isResult, "GetPortalOutput resolves to a gatewaycloud.GetPortalResult") {
				c.Eq(p.DisplayName, "getPortal.displayName", "GetPortalOutput().DisplayName")
				c.Eq(p.RbacEnabled, len("getPortal.rbacEnabled")%2 == 0, "GetPortalOutput().RbacEnabled")
			}
			cd, err := awaitApply(out.CanonicalDomain())
			c.Check(err == nil && cd == "getPortal.canonicalDomain", "GetPortalOutput().CanonicalDomain() through ApplyT", cd, err)
			eq, err := awaitApply(out.Filter().DefaultApplicationAuthStrategyId().Eq())
			s, _ := eq.(*string)
			c.Check(err == nil && s != nil && *s == "getPortal.filter.defaultApplicationAuthStrategyId.eq",
				"GetPortalOutput().Filter().DefaultApplicationAuthStrategyId().Eq() through ApplyT", eq, err)
			lbl, err := awaitApply(out.Labels().MapIndex(pulumi.String("eu_west_1")))
			c.Check(err == nil && lbl == "getPortal.labels{eu_west_1}", "GetPortalOutput().Labels().MapIndex(\"eu_west_1\")", lbl, err)
		}
	}

	// getCloudGatewayNetwork: a hand-written canned result, typed fields.
	{
		var n *gw.GetCloudGatewayNetworkResult
		_, ok := iv.plain("literal GetCloudGatewayNetwork", tokNet, map[string]any{"filter": map[string]any{"state": map[string]any{"oeq": "ready"}}},
			true, typ(gw.GetCloudGatewayNetworkResult{}), func() (any, error) {
				r, err := gw.GetCloudGatewayNetwork(ctx, &gw.GetCloudGatewayNetworkArgs{
					Filter: &gw.GetCloudGatewayNetworkFilter{State: &gw.GetCloudGatewayNetworkFilterState{Oeq: pulumi.StringRef("ready")}},
				})
				n = r
				return r, err
			})
		if ok && n != nil {
			c.Eq(n.CloudGatewayProviderAccountId, "acct-1", "GetCloudGatewayNetwork().CloudGatewayProviderAccountId")
			c.Eq(n.AvailabilityZones, []string{"use1-az1", "use1-az2"}, "GetCloudGatewayNetwork().AvailabilityZones ([]string)")
			c.Eq(n.Default, true, "GetCloudGatewayNetwork().Default (bool)")
			var count float64 = n.ConfigurationReferenceCount
			c.Eq(count, 3.0, "GetCloudGatewayNetwork().ConfigurationReferenceCount (float64)")
			c.Eq(n.TransitGatewayCount, 2.0, "GetCloudGatewayNetwork().TransitGatewayCount")
			c.Eq(n.EntityVersion, 12.0, "GetCloudGatewayNetwork().EntityVersion")
			c.Check(n.Filter != nil && n.Filter.State != nil && n.Filter.State.Oeq != nil && *n.Filter.State.Oeq == "ready", "GetCloudGatewayNetwork().Filter.State.Oeq")
			c.Check(n.Filter != nil && n.Filter.Name != nil && n.Filter.Name.Eq != nil && *n.Filter.Name.Eq == "net-a", "GetCloudGatewayNetwork().Filter.Name.Eq")
			c.Check(n.Filter != nil && n.Filter.Name != nil && n.Filter.Name.Contains == nil, "GetCloudGatewayNetwork().Filter.Name.Contains not returned: nil")
			c.Eq(n.ProviderMetadata, gw.GetCloudGatewayNetworkProviderMetadata{}, "GetCloudGatewayNetwork().ProviderMetadata is an empty struct")
		}
	}

	// getPlatformIpAddresses: no inputs, so no args parameter; nested maps.
	{
		var ips *gw.GetPlatformIpAddressesResult
		_, ok := iv.plain("literal GetPlatformIpAddresses", tokIPs, map[string]any{}, true, typ(gw.GetPlatformIpAddressesResult{}), func() (any, error) {
			r, err := gw.GetPlatformIpAddresses(ctx)
			ips = r
			return r, err
		})
		if ok && ips != nil {
			c.Eq(ips.Id, "ips-1", "GetPlatformIpAddresses().Id")
			c.Eq(ips.EgressIps["usEast1"], []string{"203.0.113.1", "203.0.113.2"}, "GetPlatformIpAddresses().EgressIps[\"usEast1\"]")
			e, has := ips.EgressIps["eu_west_1"]
			c.Check(has && len(e) == 0, "GetPlatformIpAddresses().EgressIps[\"eu_west_1\"] is present and empty", e)
			c.Eq(len(ips.EgressIps), 2, "GetPlatformIpAddresses().EgressIps has both keys, unrenamed")
			c.Eq(ips.Regions["usEast1"]["hostNames"], []string{"gw.example.net"}, "GetPlatformIpAddresses().Regions[\"usEast1\"][\"hostNames\"]")
			c.Eq(ips.IngressIps["apSouth1"], []string{"198.51.100.7"}, "GetPlatformIpAddresses().IngressIps[\"apSouth1\"]")
			c.Eq(ips.UpdateDate, "2024-01-02-03-04-05", "GetPlatformIpAddresses().UpdateDate")
		}
		var o gw.GetPlatformIpAddressesResultOutput
		if _, ok := iv.output("literal GetPlatformIpAddressesOutput", tokIPs, map[string]any{}, true, false,
			typ(gw.GetPlatformIpAddressesResult{}), typ(gw.GetPlatformIpAddressesResultOutput{}), func() pulumi.Output {
				o = gw.GetPlatformIpAddressesOutput(ctx)
				return o
			}); ok {
			ud, err := awaitApply(o.UpdateDate())
			c.Check(err == nil && ud == "2024-01-02-03-04-05", "GetPlatformIpAddressesOutput().UpdateDate() through ApplyT", ud, err)
			ip, err := awaitApply(o.EgressIps().MapIndex(pulumi.String("usEast1")).Index(pulumi.Int(1)))
			c.Check(err == nil && ip == "203.0.113.2", "GetPlatformIpAddressesOutput().EgressIps().MapIndex(\"usEast1\").Index(1)", ip, err)
			host, err := awaitApply(o.Regions().MapIndex(pulumi.String("usEast1")).MapIndex(pulumi.String("hostNames")).Index(pulumi.Int(0)))
			c.Check(err == nil && host == "gw.example.net", "GetPlatformIpAddressesOutput().Regions()[usEast1][hostNames][0]", host, err)
		}
	}

	// getSystemAccount: Output form with plain values; plain form without a filter.
	{
		var o gw.GetSystemAccountResultOutput
		if v, ok := iv.output("literal GetSystemAccountOutput", tokSA, map[string]any{"filter": map[string]any{"platformManaged": true, "name": map[string]any{"eq": "bot"}}},
			true, false, typ(gw.GetSystemAccountResult{}), typ(gw.GetSystemAccountResultOutput{}), func() pulumi.Output {
				o = gw.GetSystemAccountOutput(ctx, gw.GetSystemAccountOutputArgs{
					Filter: gw.GetSystemAccountFilterArgs{
						PlatformManaged: pulumi.Bool(true),
						Name:            gw.GetSystemAccountFilterNameArgs{Eq: pulumi.String("bot")},
					},
				})
				return o
			}); ok {
			r := v.Interface().(gw.GetSystemAccountResult)
			c.Check(r.CreatedAt != nil && *r.CreatedAt == "getSystemAccount.createdAt", "GetSystemAccountOutput().CreatedAt (*string)")
			c.Check(r.Filter != nil && r.Filter.Description != nil && r.Filter.Description.Contains != nil &&
				*r.Filter.Description.Contains == "getSystemAccount.filter.description.contains", "GetSystemAccountOutput().Filter.Description.Contains")
		}
		var bare *gw.GetSystemAccountResult
		if _, ok := iv.plain("literal GetSystemAccount(nil)", tokSA, map[string]any{}, false, typ(gw.GetSystemAccountResult{}), func() (any, error) {
			r, err := gw.GetSystemAccount(ctx, nil)
			bare = r
			return r, err
		}); ok && bare != nil {
			c.Check(bare.CreatedAt == nil && bare.Id == nil && bare.Filter == nil, "GetSystemAccount(nil): optional outputs absent are nil pointers")
		}
	}

	// List functions.
	{
		var l *gw.GetGatewayControlPlaneListResult
		if _, ok := iv.plain("literal GetGatewayControlPlaneList", tokCPList,
			map[string]any{"filter": map[string]any{"id": map[string]any{"oeq": "cp-1"}, "cloudGateway": true}, "sort": "name"},
			true, typ(gw.GetGatewayControlPlaneListResult{}), func() (any, error) {
				r, err := gw.GetGatewayControlPlaneList(ctx, &gw.GetGatewayControlPlaneListArgs{
					Filter: &gw.GetGatewayControlPlaneListFilter{Id: &gw.GetGatewayControlPlaneListFilterId{Oeq: pulumi.StringRef("cp-1")}, CloudGateway: pulumi.BoolRef(true)},
					Sort:   pulumi.StringRef("name"),
				})
				l = r
				return r, err
			}); ok && l != nil {
			var datas []gw.GetGatewayControlPlaneListData = l.Datas
			c.Eq(len(datas), 2, "GetGatewayControlPlaneList().Datas has both items")
			c.Check(l.Filter != nil && l.Filter.CloudGateway != nil && *l.Filter.CloudGateway == (len("getGatewayControlPlaneList.filter.cloudGateway")%2 == 0),
				"GetGatewayControlPlaneList().Filter.CloudGateway (*bool)")
		}
		var o gw.GetPortalClassicListResultOutput
		if v, ok := iv.output("literal GetPortalClassicListOutput", tokClassic, map[string]any{"sort": "name asc"}, true, false,
			typ(gw.GetPortalClassicListResult{}), typ(gw.GetPortalClassicListResultOutput{}), func() pulumi.Output {
				o = gw.GetPortalClassicListOutput(ctx, gw.GetPortalClassicListOutputArgs{Sort: pulumi.StringPtr("name asc")})
				return o
			}); ok {
			r := v.Interface().(gw.GetPortalClassicListResult)
			c.Check(r.Sort != nil && *r.Sort == "getPortalClassicList.sort", "GetPortalClassicListOutput().Sort")
			c.Eq(len(r.Datas), 2, "GetPortalClassicListOutput().Datas has both items")
			d, err := awaitApply(o.Datas().Index(pulumi.Int(1)))
			_, isData := d.(gw.GetPortalClassicListData)
			c.Check(err == nil && isData, "GetPortalClassicListOutput().Datas().Index(1) is a GetPortalClassicListData", d, err)
		}
		var acct *gw.GetCloudGatewayProviderAccountListResult
		if _, ok := iv.plain("literal GetCloudGatewayProviderAccountList", tokAcct, map[string]any{}, true,
			typ(gw.GetCloudGatewayProviderAccountListResult{}), func() (any, error) {
				r, err := gw.GetCloudGatewayProviderAccountList(ctx)
				acct = r
				return r, err
			}); ok && acct != nil {
			c.Eq(acct.Id, "getCloudGatewayProviderAccountList.id", "GetCloudGatewayProviderAccountList().Id")
		}
		var mesh gw.GetMeshControlPlanesResultOutput
		if _, ok := iv.output("literal GetMeshControlPlanesOutput", tokMesh, map[string]any{}, true, false,
			typ(gw.GetMeshControlPlanesResult{}), typ(gw.GetMeshControlPlanesResultOutput{}), func() pulumi.Output {
				mesh = gw.GetMeshControlPlanesOutput(ctx)
				return mesh
			}); ok {
			id, err := awaitApply(mesh.Id())
			c.Check(err == nil && id == "getMeshControlPlanes.id", "GetMeshControlPlanesOutput().Id() through ApplyT", id, err)
		}
	}
}
