// The Go program of the real-engine tests (tests/e2e.rs), run through the Automation API with an
// inline program (no language host needed). It does what tests/e2e/python/main.py does, with
// the same names, inputs and environment (see there).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	gatewaycloud "github.com/gatewaycloud/pulumi-gatewaycloud/sdk/v3/go/gatewaycloud"
	confluentcloud "github.com/pulumi/pulumi-confluentcloud/sdk/v2/go/confluentcloud"
	"github.com/pulumi/pulumi/sdk/v3/go/auto"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optdestroy"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optpreview"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optrefresh"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optup"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// The replace-on-change input the last update changes.
var topicName = "orders"

func program(ctx *pulumi.Context) error {
	api := os.Getenv("SDKGEN_E2E_API")
	explicit, err := gatewaycloud.NewProvider(ctx, "gateway-explicit", &gatewaycloud.ProviderArgs{
		ServerUrl:                pulumi.StringPtr(api),
		SystemAccountAccessToken: pulumi.StringPtr(os.Getenv("SDKGEN_E2E_EXPLICIT_TOKEN")),
	})
	if err != nil {
		return err
	}
	// No token given: the SDK takes PLATFORM_TOKEN and PLATFORM_SPAT from the environment.
	fromEnv, err := gatewaycloud.NewProvider(ctx, "gateway-env", &gatewaycloud.ProviderArgs{
		ServerUrl: pulumi.StringPtr(api),
	})
	if err != nil {
		return err
	}
	cloud, err := confluentcloud.NewProvider(ctx, "cloud", &confluentcloud.ProviderArgs{
		CloudApiKey:    pulumi.StringPtr("e2e-cloud-key"),
		CloudApiSecret: pulumi.StringPtr(os.Getenv("SDKGEN_E2E_CLOUD_API_SECRET")),
	})
	if err != nil {
		return err
	}
	inCloud := pulumi.Provider(cloud)

	environment, err := confluentcloud.NewEnvironment(ctx, "environment", &confluentcloud.EnvironmentArgs{
		DisplayName:      pulumi.String("staging"),
		StreamGovernance: &confluentcloud.EnvironmentStreamGovernanceArgs{Package: pulumi.String("ADVANCED")},
	}, inCloud)
	if err != nil {
		return err
	}
	account, err := confluentcloud.NewServiceAccount(ctx, "service-account", &confluentcloud.ServiceAccountArgs{
		DisplayName: pulumi.String("ci-bot"),
		Description: pulumi.String("deploys the orders topic"),
	}, inCloud)
	if err != nil {
		return err
	}
	key, err := confluentcloud.NewApiKey(ctx, "api-key", &confluentcloud.ApiKeyArgs{
		DisplayName: pulumi.String("ci-bot-kafka"),
		Owner: &confluentcloud.ApiKeyOwnerArgs{
			Id:         account.ID(),
			ApiVersion: account.ApiVersion,
			Kind:       account.Kind,
		},
		ManagedResource: &confluentcloud.ApiKeyManagedResourceArgs{
			Id:          pulumi.String("lkc-e2e"),
			ApiVersion:  pulumi.String("cmk/v2"),
			Kind:        pulumi.String("Cluster"),
			Environment: &confluentcloud.ApiKeyManagedResourceEnvironmentArgs{Id: environment.ID()},
		},
	}, inCloud)
	if err != nil {
		return err
	}
	topic, err := confluentcloud.NewKafkaTopic(ctx, "topic", &confluentcloud.KafkaTopicArgs{
		TopicName:       pulumi.String(topicName),
		PartitionsCount: pulumi.IntPtr(3),
		RestEndpoint:    pulumi.StringPtr("https://lkc-e2e.example.com:443"),
		KafkaCluster:    &confluentcloud.KafkaTopicKafkaClusterArgs{Id: pulumi.String("lkc-e2e")},
		Credentials: &confluentcloud.KafkaTopicCredentialsArgs{
			Key:    key.ID(),
			Secret: key.Secret,
		},
		Config: pulumi.StringMap{"cleanup.policy": pulumi.String("compact")},
	}, inCloud)
	if err != nil {
		return err
	}
	existing, err := confluentcloud.GetEnvironment(ctx, "existing", pulumi.ID("env-existing"), nil, inCloud)
	if err != nil {
		return err
	}

	// Plain and output forms of the functions, through each provider.
	addresses, err := gatewaycloud.GetPlatformIpAddresses(ctx, pulumi.Provider(explicit))
	if err != nil {
		return err
	}
	systemAccount := gatewaycloud.GetSystemAccountOutput(ctx, gatewaycloud.GetSystemAccountOutputArgs{
		Filter: &gatewaycloud.GetSystemAccountFilterArgs{
			Name: &gatewaycloud.GetSystemAccountFilterNameArgs{Eq: account.DisplayName},
		},
	}, pulumi.Provider(fromEnv))
	production, sort := "production", "name desc"
	controlPlane, err := gatewaycloud.GetGatewayControlPlane(ctx, &gatewaycloud.GetGatewayControlPlaneArgs{
		Filter: &gatewaycloud.GetGatewayControlPlaneFilter{
			Name: &gatewaycloud.GetGatewayControlPlaneFilterName{Eq: &production},
		},
		Sort: &sort,
	}, pulumi.Provider(fromEnv))
	if err != nil {
		return err
	}

	ctx.Export("environmentId", environment.ID())
	ctx.Export("environmentCrn", environment.ResourceName)
	ctx.Export("existingEnvironmentName", existing.DisplayName)
	ctx.Export("serviceAccountKind", account.Kind)
	ctx.Export("apiKeySecret", key.Secret)
	ctx.Export("topicId", topic.ID())
	ctx.Export("topicCredentials", topic.Credentials)
	ctx.Export("egressIps", pulumi.ToStringArrayMap(addresses.EgressIps))
	ctx.Export("systemAccountId", systemAccount.Id())
	ctx.Export("controlPlaneName", pulumi.String(controlPlane.Name))
	ctx.Export("controlPlaneLabels", pulumi.ToStringMap(controlPlane.Labels))
	return nil
}

type outputValue struct {
	Value  any  `json:"value"`
	Secret bool `json:"secret"`
}

func run() error {
	ctx := context.Background()
	work := os.Getenv("SDKGEN_E2E_WORK")
	// The workspace (Pulumi.yaml and the stack settings) in work: by default the Automation API
	// makes a temporary directory for an inline program and never removes it.
	stack, err := auto.UpsertStackInlineSource(ctx, "dev", "e2e", program, auto.WorkDir(work))
	if err != nil {
		return err
	}
	report := map[string]any{}

	up, err := stack.Up(ctx, optup.ProgressStreams(os.Stdout))
	if err != nil {
		return err
	}
	report["up"] = up.Summary.ResourceChanges
	outputs := map[string]outputValue{}
	for name, output := range up.Outputs {
		outputs[name] = outputValue{Value: output.Value, Secret: output.Secret}
	}
	report["outputs"] = outputs

	preview, err := stack.Preview(ctx, optpreview.ProgressStreams(os.Stdout))
	if err != nil {
		return err
	}
	report["preview"] = preview.ChangeSummary
	refresh, err := stack.Refresh(ctx, optrefresh.ProgressStreams(os.Stdout))
	if err != nil {
		return err
	}
	report["refresh"] = refresh.Summary.ResourceChanges

	topicName = "orders-v2"
	replace, err := stack.Up(ctx, optup.ProgressStreams(os.Stdout))
	if err != nil {
		return err
	}
	report["replace"] = replace.Summary.ResourceChanges

	destroy, err := stack.Destroy(ctx, optdestroy.ProgressStreams(os.Stdout))
	if err != nil {
		return err
	}
	report["destroy"] = destroy.Summary.ResourceChanges
	return writeJSON(filepath.Join(work, "report.json"), report)
}

func writeJSON(path string, value any) error {
	data, err := json.MarshalIndent(value, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
