package gomocks

// The config getters (`config.GetX(ctx)`) of both seeds: schema defaults, environment
// fallbacks, and stack configuration (which wins), set through pulumi.RunInfo.Config (a
// RunOption) and through PULUMI_CONFIG, the variable the engine uses.

import (
	"encoding/json"
	"fmt"
	"testing"

	gwconfig "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	scconfig "github.com/streamcloud/pulumi-streamcloud/sdk/v2/go/streamcloud/config"

	"sdkgen.test/gomocks/internal/seed"
)

type getter func(*pulumi.Context) any

// configGetters is package -> config variable (wire name) -> its generated getter.
var configGetters = map[string]map[string]getter{
	gwPkg: {
		"personalAccessToken":      func(ctx *pulumi.Context) any { return gwconfig.GetPersonalAccessToken(ctx) },
		"platformAccessToken":      func(ctx *pulumi.Context) any { return gwconfig.GetPlatformAccessToken(ctx) },
		"serverUrl":                func(ctx *pulumi.Context) any { return gwconfig.GetServerUrl(ctx) },
		"serviceAccessToken":       func(ctx *pulumi.Context) any { return gwconfig.GetServiceAccessToken(ctx) },
		"systemAccountAccessToken": func(ctx *pulumi.Context) any { return gwconfig.GetSystemAccountAccessToken(ctx) },
	},
	scPkg: {
		"catalogRestEndpoint":        func(ctx *pulumi.Context) any { return scconfig.GetCatalogRestEndpoint(ctx) },
		"cloudApiKey":                func(ctx *pulumi.Context) any { return scconfig.GetCloudApiKey(ctx) },
		"cloudApiSecret":             func(ctx *pulumi.Context) any { return scconfig.GetCloudApiSecret(ctx) },
		"endpoint":                   func(ctx *pulumi.Context) any { return scconfig.GetEndpoint(ctx) },
		"environmentId":              func(ctx *pulumi.Context) any { return scconfig.GetEnvironmentId(ctx) },
		"flinkApiKey":                func(ctx *pulumi.Context) any { return scconfig.GetFlinkApiKey(ctx) },
		"flinkApiSecret":             func(ctx *pulumi.Context) any { return scconfig.GetFlinkApiSecret(ctx) },
		"flinkComputePoolId":         func(ctx *pulumi.Context) any { return scconfig.GetFlinkComputePoolId(ctx) },
		"flinkPrincipalId":           func(ctx *pulumi.Context) any { return scconfig.GetFlinkPrincipalId(ctx) },
		"flinkRestEndpoint":          func(ctx *pulumi.Context) any { return scconfig.GetFlinkRestEndpoint(ctx) },
		"kafkaApiKey":                func(ctx *pulumi.Context) any { return scconfig.GetKafkaApiKey(ctx) },
		"kafkaApiSecret":             func(ctx *pulumi.Context) any { return scconfig.GetKafkaApiSecret(ctx) },
		"kafkaId":                    func(ctx *pulumi.Context) any { return scconfig.GetKafkaId(ctx) },
		"kafkaRestEndpoint":          func(ctx *pulumi.Context) any { return scconfig.GetKafkaRestEndpoint(ctx) },
		"maxRetries":                 func(ctx *pulumi.Context) any { return scconfig.GetMaxRetries(ctx) },
		"oauth":                      func(ctx *pulumi.Context) any { return scconfig.GetOauth(ctx) },
		"organizationId":             func(ctx *pulumi.Context) any { return scconfig.GetOrganizationId(ctx) },
		"schemaRegistryApiKey":       func(ctx *pulumi.Context) any { return scconfig.GetSchemaRegistryApiKey(ctx) },
		"schemaRegistryApiSecret":    func(ctx *pulumi.Context) any { return scconfig.GetSchemaRegistryApiSecret(ctx) },
		"schemaRegistryId":           func(ctx *pulumi.Context) any { return scconfig.GetSchemaRegistryId(ctx) },
		"schemaRegistryRestEndpoint": func(ctx *pulumi.Context) any { return scconfig.GetSchemaRegistryRestEndpoint(ctx) },
		"tableflowApiKey":            func(ctx *pulumi.Context) any { return scconfig.GetTableflowApiKey(ctx) },
		"tableflowApiSecret":         func(ctx *pulumi.Context) any { return scconfig.GetTableflowApiSecret(ctx) },
	},
}

// zeroOrDefault is what a getter returns with neither config nor environment: the schema
// default, else the zero value of the getter's type (integers are int, everything else,
// objects included, a string holding the config text).
func zeroOrDefault(p *seed.TypeSpec) any {
	if p.Type == "integer" {
		if d, ok := p.Default.(float64); ok {
			return int(d)
		}
		return 0
	}
	if d, ok := p.Default.(string); ok {
		return d
	}
	return ""
}

// readAll calls every getter of the package inside a program run with the given config.
func readAll(t *testing.T, pkg string, cfg map[string]string) map[string]any {
	t.Helper()
	got := map[string]any{}
	run(t, &recordingMocks{}, func(ctx *pulumi.Context) error {
		for w, g := range configGetters[pkg] {
			got[w] = g(ctx)
		}
		return nil
	}, withConfig(cfg))
	return got
}

func TestConfig(t *testing.T) {
	c := seed.Checker{T: t}
	for _, pkg := range []string{gwPkg, scPkg} {
		s := seed.MustLoad(t, pkg)
		vars := s.Config.Variables
		c.Eq(seed.SortedKeys(configGetters[pkg]), seed.SortedKeys(vars), pkg+": a getter for every config variable")

		// (a) Nothing set: schema defaults, zero values elsewhere.
		unsetEnv(t, envVars...)
		got := readAll(t, pkg, nil)
		for _, w := range seed.SortedKeys(vars) {
			c.Eq(got[w], zeroOrDefault(vars[w]), fmt.Sprintf("%s config.Get%s with no config and no environment", pkg, seed.Title(w)))
		}

		// (b) Environment variables of defaultInfo.environment.
		setEnvValues(t)
		got = readAll(t, pkg, nil)
		for _, w := range seed.SortedKeys(vars) {
			want := zeroOrDefault(vars[w])
			if env := vars[w].Env(); len(env) > 0 {
				want = envValues[env[0]]
			}
			c.Eq(got[w], want, fmt.Sprintf("%s config.Get%s with the environment set", pkg, seed.Title(w)))
		}

		// (c) Stack config wins over the environment and the defaults.
		cfg := map[string]string{}
		want := map[string]any{}
		for _, w := range seed.SortedKeys(vars) {
			p := vars[w]
			switch {
			case p.Type == "integer":
				cfg[pkg+":"+w] = "9"
				want[w] = 9
			case p.Ref != "":
				text := fmt.Sprintf(`{"k":"cfg-%s"}`, w)
				cfg[pkg+":"+w] = text
				want[w] = text // object config is returned as its JSON text
			default:
				cfg[pkg+":"+w] = "cfg-" + w
				want[w] = "cfg-" + w
			}
		}
		got = readAll(t, pkg, cfg)
		for _, w := range seed.SortedKeys(vars) {
			c.Eq(got[w], want[w], fmt.Sprintf("%s config.Get%s from stack config (over the environment)", pkg, seed.Title(w)))
		}
		unsetEnv(t, envVars...)
	}

	// Hand-written, typed reads.
	unsetEnv(t, envVars...)
	t.Setenv("PLATFORM_TOKEN", "tok-literal")
	run(t, &recordingMocks{}, func(ctx *pulumi.Context) error {
		var pat string = gwconfig.GetPersonalAccessToken(ctx)
		c.Eq(pat, "tok-literal", "gatewaycloud config.GetPersonalAccessToken reads PLATFORM_TOKEN")
		c.Eq(gwconfig.GetSystemAccountAccessToken(ctx), "", "gatewaycloud config.GetSystemAccountAccessToken without PLATFORM_SPAT")
		var retries int = scconfig.GetMaxRetries(ctx)
		c.Eq(retries, 4, "streamcloud config.GetMaxRetries defaults to 4")
		c.Eq(scconfig.GetOauth(ctx), "", "streamcloud config.GetOauth unset")
		return nil
	})
	oauthText := `{"oauthIdentityPoolId":"pool-9","oauthExternalTokenUrl":"https://idp.example.test"}`
	run(t, &recordingMocks{}, func(ctx *pulumi.Context) error {
		c.Eq(gwconfig.GetServerUrl(ctx), "https://api.example.test", "gatewaycloud config.GetServerUrl from stack config")
		c.Eq(gwconfig.GetPersonalAccessToken(ctx), "cfg-pat", "gatewaycloud config.GetPersonalAccessToken: stack config wins over PLATFORM_TOKEN")
		c.Eq(scconfig.GetMaxRetries(ctx), 11, "streamcloud config.GetMaxRetries from stack config is an int")
		var oauth map[string]string
		text := scconfig.GetOauth(ctx)
		c.Check(json.Unmarshal([]byte(text), &oauth) == nil && oauth["oauthIdentityPoolId"] == "pool-9",
			"streamcloud config.GetOauth returns the object's JSON text (camelCase keys)", text)
		return nil
	}, withConfig(map[string]string{
		"gatewaycloud:serverUrl":           "https://api.example.test",
		"gatewaycloud:personalAccessToken": "cfg-pat",
		"streamcloud:maxRetries":           "11",
		"streamcloud:oauth":                oauthText,
	}))

	// The engine's way in: PULUMI_CONFIG (and secret keys) in the environment.
	unsetEnv(t, envVars...)
	t.Setenv("PULUMI_CONFIG", `{"gatewaycloud:serverUrl":"https://pulumi-config.example.test","streamcloud:maxRetries":"12","streamcloud:tableflowApiKey":"cfg-key"}`)
	t.Setenv("PULUMI_CONFIG_SECRET_KEYS", `["streamcloud:tableflowApiKey"]`)
	t.Setenv("TABLEFLOW_API_KEY", "env-key")
	run(t, &recordingMocks{}, func(ctx *pulumi.Context) error {
		c.Eq(gwconfig.GetServerUrl(ctx), "https://pulumi-config.example.test", "gatewaycloud config.GetServerUrl from PULUMI_CONFIG")
		c.Eq(scconfig.GetMaxRetries(ctx), 12, "streamcloud config.GetMaxRetries from PULUMI_CONFIG")
		c.Eq(scconfig.GetTableflowApiKey(ctx), "cfg-key", "streamcloud config.GetTableflowApiKey: secret stack config wins over TABLEFLOW_API_KEY")
		return nil
	})
}
