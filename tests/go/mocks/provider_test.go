package gomocks

// NewProvider of both seeds under mocks: the type token, the exact wire inputs (secrets,
// environment defaults, the maxRetries default), explicit arguments winning over the
// environment, additionalSecretOutputs, provider outputs, and invokes through a provider.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	gw "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	sc "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud"

	"sdkgen.test/gomocks/internal/seed"
)

// expectedProviderInputs is what a generated NewProvider sends, derived from the schema:
// an explicitly given input (even "" or 0) as given; else, when env is set, the first
// defaultInfo.environment variable that is set; else the schema default. Secret inputs
// arrive wrapped as secrets whatever their source; non-string inputs keep their kind
// (the Go SDK does not JSON-encode provider inputs: maxRetries is the number 4).
func expectedProviderInputs(s *seed.Schema, explicit map[string]any, env bool) map[string]any {
	out := map[string]any{}
	for w, p := range s.Provider.InputProperties {
		v, ok := explicit[w]
		if !ok && env {
			for _, e := range p.Env() {
				if ev, set := envValues[e]; set {
					v, ok = ev, true
					break
				}
			}
		}
		if !ok && p.Default != nil {
			v, ok = p.Default, true
		}
		if !ok {
			continue
		}
		if p.Secret {
			v = secretV{v}
		}
		out[w] = v
	}
	return out
}

func secretProps(s *seed.Schema) []string {
	var out []string
	for w, p := range s.Provider.Properties {
		if p.Secret {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

func TestProviders(t *testing.T) {
	c := seed.Checker{T: t}
	gwS := seed.MustLoad(t, gwPkg)
	scS := seed.MustLoad(t, scPkg)
	unsetEnv(t, envVars...)
	mocks := cannedMocks(gwS)

	gwProviders := map[string]*gw.Provider{}
	scProviders := map[string]*sc.Provider{}
	var viaProvider *gw.GetPortalClassicListResult
	var viaProviderErr error
	run(t, mocks, func(ctx *pulumi.Context) error {
		add := func(name string, p any, err error) {
			if !c.Check(err == nil, fmt.Sprintf("NewProvider(%q) succeeds", name), err) {
				return
			}
			switch x := p.(type) {
			case *gw.Provider:
				gwProviders[name] = x
			case *sc.Provider:
				scProviders[name] = x
			}
		}
		// No environment, no arguments.
		p1, err := gw.NewProvider(ctx, "gw", nil)
		add("gw", p1, err)
		p2, err := sc.NewProvider(ctx, "sc", nil)
		add("sc", p2, err)

		// Environment defaults.
		setEnvValues(t)
		p3, err := gw.NewProvider(ctx, "gw-env", nil)
		add("gw-env", p3, err)
		p4, err := sc.NewProvider(ctx, "sc-env", &sc.ProviderArgs{})
		add("sc-env", p4, err)

		// Explicit arguments win over the environment, in every Input form.
		p5, err := gw.NewProvider(ctx, "gw-explicit", &gw.ProviderArgs{
			PersonalAccessToken: pulumi.String("explicit-pat"),
			ServerUrl:           pulumi.StringPtr("https://gw.example.test"),
			PlatformAccessToken: pulumi.String("explicit-platform").ToStringOutput(),
		})
		add("gw-explicit", p5, err)
		p6, err := sc.NewProvider(ctx, "sc-explicit", &sc.ProviderArgs{
			TableflowApiKey: pulumi.String("explicit-key"),
			MaxRetries:      pulumi.Int(7).ToIntOutput(),
			Endpoint:        pulumi.String("https://sc.example.test"),
			CloudApiKey:     pulumi.StringPtr("explicit-cloud-key"),
			Oauth: sc.ProviderOauthArgs{
				OauthIdentityPoolId:   pulumi.String("pool-1"),
				OauthExternalTokenUrl: pulumi.String("https://idp.example.test/token"),
			},
		})
		add("sc-explicit", p6, err)
		p7, err := gw.NewProvider(ctx, "gw-args", &gw.ProviderArgs{SystemAccountAccessToken: pulumi.String("args-spat")})
		add("gw-args", p7, err)
		p8, err := sc.NewProvider(ctx, "sc-args", &sc.ProviderArgs{MaxRetries: pulumi.Int(0), TableflowApiSecret: pulumi.String("args-secret")}, pulumi.Protect(false))
		add("sc-args", p8, err)
		// Explicit empty values are given values (the generated code tests for nil).
		p9, err := gw.NewProvider(ctx, "gw-empty", &gw.ProviderArgs{
			PersonalAccessToken: pulumi.String(""),
			PlatformAccessToken: pulumi.String(""),
			ServerUrl:           pulumi.String(""),
		})
		add("gw-empty", p9, err)
		// The environment is read when NewProvider runs; later changes do not matter.
		unsetEnv(t, envVars...)

		// An invoke through an explicit provider.
		if p5 != nil {
			viaProvider, viaProviderErr = gw.GetPortalClassicList(ctx, &gw.GetPortalClassicListArgs{Sort: pulumi.StringRef("via provider")}, pulumi.Provider(p5))
		}

		// Provider outputs (the mock echoes the inputs as the provider's state).
		if p5 != nil {
			a, err := await(ctx, p5.ServerUrl)
			s, _ := a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "https://gw.example.test", "Provider(gw-explicit).ServerUrl output", a.Value, err)
			a, err = await(ctx, p5.PersonalAccessToken)
			s, _ = a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "explicit-pat", "Provider(gw-explicit).PersonalAccessToken output", a.Value, err)
			c.Check(a.Secret, "Provider(gw-explicit).PersonalAccessToken output is secret")
			a, err = await(ctx, p5.ToProviderOutput().ServerUrl())
			s, _ = a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "https://gw.example.test", "ProviderOutput.ServerUrl() of gw-explicit", a.Value, err)
			urn, err := await(ctx, p5.URN())
			c.Check(err == nil && strings.Contains(fmt.Sprint(urn.Value), "pulumi:providers:gatewaycloud::gw-explicit"), "Provider(gw-explicit).URN()", urn.Value, err)
			id, err := await(ctx, p5.ID())
			c.Check(err == nil && fmt.Sprint(id.Value) == "gw-explicit-id", "Provider(gw-explicit).ID()", id.Value, err)
		}
		if p6 != nil {
			a, err := await(ctx, p6.Endpoint)
			s, _ := a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "https://sc.example.test", "Provider(sc-explicit).Endpoint output", a.Value, err)
			a, err = await(ctx, p6.TableflowApiSecret)
			s, _ = a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "env-tableflow-secret" && a.Secret, "Provider(sc-explicit).TableflowApiSecret output: the env default, secret", a, err)
		}
		if p4 != nil {
			a, err := await(ctx, p4.TableflowApiKey)
			s, _ := a.Value.(*string)
			c.Check(err == nil && s != nil && *s == "env-tableflow-key" && a.Secret, "Provider(sc-env).TableflowApiKey output: the env default, secret", a, err)
		}
		return nil
	})

	// Registrations.
	byName := map[string]recordedResource{}
	providers := 0
	for _, r := range mocks.allResources() {
		byName[r.Name] = r
		if strings.HasPrefix(r.Type, "pulumi:providers:") {
			providers++
		}
	}
	oauth := map[string]any{"oauthIdentityPoolId": "pool-1", "oauthExternalTokenUrl": "https://idp.example.test/token"}
	env := envValues
	literal := map[string]map[string]any{
		"gw": {},
		"sc": {"maxRetries": 4.0},
		"gw-env": {
			"personalAccessToken":      secretV{env["PLATFORM_TOKEN"]},
			"systemAccountAccessToken": secretV{env["PLATFORM_SPAT"]},
		},
		"sc-env": {
			"maxRetries":         4.0,
			"tableflowApiKey":    secretV{env["TABLEFLOW_API_KEY"]},
			"tableflowApiSecret": secretV{env["TABLEFLOW_API_SECRET"]},
		},
		"gw-explicit": {
			"personalAccessToken":      secretV{"explicit-pat"},
			"systemAccountAccessToken": secretV{env["PLATFORM_SPAT"]},
			"serverUrl":                "https://gw.example.test",
			"platformAccessToken":      secretV{"explicit-platform"},
		},
		"sc-explicit": {
			"maxRetries":         7.0,
			"tableflowApiKey":    secretV{"explicit-key"},
			"tableflowApiSecret": secretV{env["TABLEFLOW_API_SECRET"]},
			"endpoint":           "https://sc.example.test",
			"cloudApiKey":        secretV{"explicit-cloud-key"},
			"oauth":              oauth,
		},
		"gw-args": {
			"personalAccessToken":      secretV{env["PLATFORM_TOKEN"]},
			"systemAccountAccessToken": secretV{"args-spat"},
		},
		"sc-args": {
			"maxRetries":         0.0,
			"tableflowApiKey":    secretV{env["TABLEFLOW_API_KEY"]},
			"tableflowApiSecret": secretV{"args-secret"},
		},
		"gw-empty": {
			"personalAccessToken":      secretV{""},
			"platformAccessToken":      secretV{""},
			"serverUrl":                "",
			"systemAccountAccessToken": secretV{env["PLATFORM_SPAT"]},
		},
	}
	derived := map[string]map[string]any{
		"gw":          expectedProviderInputs(gwS, nil, false),
		"sc":          expectedProviderInputs(scS, nil, false),
		"gw-env":      expectedProviderInputs(gwS, nil, true),
		"sc-env":      expectedProviderInputs(scS, nil, true),
		"gw-explicit": expectedProviderInputs(gwS, map[string]any{"personalAccessToken": "explicit-pat", "serverUrl": "https://gw.example.test", "platformAccessToken": "explicit-platform"}, true),
		"sc-explicit": expectedProviderInputs(scS, map[string]any{"tableflowApiKey": "explicit-key", "maxRetries": 7.0, "endpoint": "https://sc.example.test", "cloudApiKey": "explicit-cloud-key", "oauth": oauth}, true),
		"gw-args":     expectedProviderInputs(gwS, map[string]any{"systemAccountAccessToken": "args-spat"}, true),
		"sc-args":     expectedProviderInputs(scS, map[string]any{"maxRetries": 0.0, "tableflowApiSecret": "args-secret"}, true),
		"gw-empty":    expectedProviderInputs(gwS, map[string]any{"personalAccessToken": "", "platformAccessToken": "", "serverUrl": ""}, true),
	}
	for _, name := range seed.SortedKeys(literal) {
		pkg, s := gwPkg, gwS
		if strings.HasPrefix(name, "sc") {
			pkg, s = scPkg, scS
		}
		label := fmt.Sprintf("Provider(%q)", name)
		rec, ok := byName[name]
		if !c.Check(ok, label+" was registered") {
			continue
		}
		c.Eq(rec.Type, "pulumi:providers:"+pkg, label+" type token")
		c.Check(rec.Custom, label+" is a custom resource")
		got := wireMap(rec.Inputs)
		diff := wireDiff(literal[name], got, "")
		c.Check(len(diff) == 0, label+" wire inputs", diffSummary(diff))
		diff = wireDiff(derived[name], got, "")
		c.Check(len(diff) == 0, label+" wire inputs derived from the schema", diffSummary(diff))
		if c.Check(rec.AdditionalSecretOutputs != nil, label+" register request seen") {
			aso := append([]string{}, rec.AdditionalSecretOutputs...)
			sort.Strings(aso)
			c.Eq(aso, secretProps(s), label+" additionalSecretOutputs are the secret properties")
		}
	}
	c.Eq(providers, len(literal), "number of provider registrations")
	c.Eq(len(gwProviders), 5, "gatewaycloud providers created")
	c.Eq(len(scProviders), 4, "streamcloud providers created")

	// The maxRetries default as the mock sees it: a number, not JSON text.
	if rec, ok := byName["sc"]; ok {
		v := rec.Inputs["maxRetries"]
		c.Check(v.IsNumber() && v.NumberValue() == 4, "maxRetries default 4 goes over the wire as the number 4", v)
	}
	// Oauth (an object input) goes over the wire as an object with camelCase keys.
	if rec, ok := byName["sc-explicit"]; ok {
		v := rec.Inputs["oauth"]
		c.Check(v.IsObject(), "oauth goes over the wire as an object", v)
	}

	// The invoke made through gw-explicit names it.
	c.Check(viaProviderErr == nil && viaProvider != nil, "invoke through an explicit provider succeeds", viaProviderErr)
	var via *recordedCall
	for _, call := range mocks.allCalls() {
		if call.Token == "gatewaycloud:index/getPortalClassicList:getPortalClassicList" {
			cc := call
			via = &cc
		}
	}
	if c.Check(via != nil, "invoke through an explicit provider reached the mock") {
		c.Check(strings.Contains(via.Provider, "pulumi:providers:gatewaycloud::gw-explicit") && strings.HasSuffix(via.Provider, "::gw-explicit-id"),
			"the invoke names the explicit provider (urn::id)", via.Provider)
		c.Eq(wireMap(via.Args), map[string]any{"sort": "via provider"}, "invoke through an explicit provider: wire arguments")
	}
	if viaProvider != nil {
		c.Check(viaProvider.Sort != nil && *viaProvider.Sort == "getPortalClassicList.sort", "invoke through an explicit provider: typed result")
	}
}
