//! The Rust program of the real-engine tests (tests/e2e.rs), a Pulumi project (`Pulumi.yaml`:
//! `runtime: rust`) that `pulumi up` runs through the language host `pulumi-language-rust`: the
//! same resources, functions and exports as the Python, TypeScript, Go and Java programs beside
//! it, through the generated Rust crates. Inputs are set as a user would: required ones through
//! `new`, the rest by setter, outputs of other resources inside object inputs. Like the Python
//! program it also has a component of its own (`Team`: a child and registered outputs, one an
//! asset), calls the provider's method `terraformConfig`, and its stack `consumer` reads the
//! stack `dev`'s outputs through a stack reference.
//!
//! Inputs: the stack configuration `gatewaycloud:serverUrl` and
//! `gatewaycloud:systemAccountAccessToken` (a secret), read through `Config::from_context`;
//! from the environment SDKGEN_E2E_CLOUD_API_SECRET, SDKGEN_E2E_TOPIC_NAME (the topic's name,
//! `orders` when unset), and PLATFORM_TOKEN and PLATFORM_SPAT (read by the generated provider,
//! not here). The test runs the CLI's steps and reads what they did.

use std::collections::BTreeMap;

use confluentcloud::resources as cloud;
use confluentcloud::types as cloud_types;
use gatewaycloud::resources as gateway;
use gatewaycloud::types as gateway_types;
use sdkgen_runtime::{
    Asset, ComponentResource, Context, Error, InvokeOptions, Output, ProviderMap, Resource,
    ResourceOptions, StackReference,
};

/// The stack that reads the stack `dev`'s outputs.
const CONSUMER_STACK: &str = "consumer";

fn env(name: &str) -> Result<String, Error> {
    std::env::var(name).map_err(|_| Error::Program(format!("{name} is not set")))
}

async fn program(ctx: Context, topic_name: String) -> Result<(), Error> {
    // The API's address and the explicit token come from the stack's configuration (set by
    // `main`, the token as a secret) through the generated `Config::from_context`.
    let config = gatewaycloud::Config::from_context(&ctx);
    let api = config.server_url.expect("gatewaycloud:serverUrl is set");
    let token = config
        .system_account_access_token
        .expect("gatewaycloud:systemAccountAccessToken is set");
    let explicit = gateway::Provider::new(
        &ctx,
        "gateway-explicit",
        gateway::ProviderArgs::new()
            .server_url(api.clone())
            .system_account_access_token(token),
        ResourceOptions::new(),
    );
    // No token given: the crate takes PLATFORM_TOKEN and PLATFORM_SPAT from the environment.
    let from_env = gateway::Provider::new(
        &ctx,
        "gateway-env",
        gateway::ProviderArgs::new().server_url(api),
        ResourceOptions::new(),
    );
    let provider = cloud::Provider::new(
        &ctx,
        "cloud",
        cloud::ProviderArgs::new()
            .cloud_api_key("e2e-cloud-key")
            .cloud_api_secret(env("SDKGEN_E2E_CLOUD_API_SECRET")?),
        ResourceOptions::new(),
    );
    let in_cloud = || ResourceOptions::new().provider(&provider);

    let environment = cloud::Environment::new(
        &ctx,
        "environment",
        cloud::EnvironmentArgs::new()
            .display_name("staging")
            .stream_governance(cloud_types::EnvironmentStreamGovernanceArgs::new(
                "ADVANCED",
            )),
        in_cloud(),
    );
    let account = cloud::ServiceAccount::new(
        &ctx,
        "service-account",
        cloud::ServiceAccountArgs::new()
            .display_name("ci-bot")
            .description("deploys the orders topic"),
        in_cloud(),
    );
    // Outputs inside object inputs: the runtime waits for them and the key depends on the
    // account and the environment.
    let owner = cloud_types::ApiKeyOwnerArgs::new(&account.api_version, &account.id, &account.kind);
    let managed_resource =
        cloud_types::ApiKeyManagedResourceArgs::new("cmk/v2", "lkc-e2e", "Cluster").environment(
            cloud_types::ApiKeyManagedResourceEnvironmentArgs::new(&environment.id),
        );
    let key = cloud::ApiKey::new(
        &ctx,
        "api-key",
        cloud::ApiKeyArgs::new(owner)
            .display_name("ci-bot-kafka")
            .managed_resource(managed_resource),
        in_cloud(),
    );
    let credentials = cloud_types::KafkaTopicCredentialsArgs::new(&key.id, &key.secret);
    // The required input is `new`'s parameter: leaving it out does not compile.
    let topic = cloud::KafkaTopic::new(
        &ctx,
        "topic",
        cloud::KafkaTopicArgs::new(topic_name)
            .partitions_count(3)
            .rest_endpoint("https://lkc-e2e.example.com:443")
            .kafka_cluster(cloud_types::KafkaTopicKafkaClusterArgs::new("lkc-e2e"))
            .credentials(credentials)
            .config(BTreeMap::from([(
                "cleanup.policy".to_owned(),
                "compact".to_owned(),
            )])),
        in_cloud(),
    );
    let existing = cloud::Environment::get(&ctx, "existing", "env-existing", in_cloud());

    // Plain and output forms of the functions, through each provider.
    let addresses =
        gateway::get_platform_ip_addresses_plain(&ctx, InvokeOptions::new().provider(&explicit))
            .await?;
    let system_account = gateway::get_system_account_output(
        &ctx,
        gateway_types::GetSystemAccountArgs::new().filter(
            gateway_types::GetSystemAccountFilterArgs::new().name(
                gateway_types::GetSystemAccountFilterNameArgs::new().eq(&account.display_name),
            ),
        ),
        InvokeOptions::new().provider(&from_env),
    );
    let control_plane_args = gateway_types::GetGatewayControlPlaneArgs::new()
        .filter(
            gateway_types::GetGatewayControlPlaneFilterArgs::new()
                .name(gateway_types::GetGatewayControlPlaneFilterNameArgs::new().eq("production")),
        )
        .sort("name desc");
    let control_plane = gateway::get_gateway_control_plane_plain(
        &ctx,
        &control_plane_args,
        InvokeOptions::new().provider(&from_env),
    )
    .await?;

    ctx.export("environmentId", environment.id.clone());
    ctx.export("environmentCrn", environment.resource_name.clone());
    ctx.export("existingEnvironmentName", existing.display_name.clone());
    ctx.export("serviceAccountKind", account.kind.clone());
    ctx.export("apiKeySecret", key.secret.clone());
    ctx.export("topicId", topic.id.clone());
    ctx.export("topicCredentials", topic.credentials.clone());
    ctx.export("egressIps", Output::new(addresses.egress_ips));
    ctx.export("systemAccountId", system_account.map(|s| s.id));
    ctx.export("controlPlaneName", Output::new(control_plane.name));
    ctx.export("controlPlaneLabels", Output::new(control_plane.labels));

    // A component of the program's own, and the provider's method.
    let team = Team::new(&ctx, "team", &provider);
    ctx.export("teamAccountId", team.account_id.clone());
    let terraform = provider.terraform_config(&ctx, InvokeOptions::new());
    ctx.export("terraformConfig", terraform.map(|config| config.result));
    Ok(())
}

/// A component of the program's own: a service account as its child, its ID and an asset as
/// its registered outputs.
struct Team {
    base: ComponentResource,
    account_id: Output<String>,
}

impl Team {
    fn new(ctx: &Context, name: &str, provider: &cloud::Provider) -> Team {
        let base = ComponentResource::new(ctx, "e2e:index:Team", name, ResourceOptions::new());
        let account = cloud::ServiceAccount::new(
            ctx,
            &format!("{name}-account"),
            cloud::ServiceAccountArgs::new()
                .display_name("team-bot")
                .description("the team's account"),
            ResourceOptions::new().parent(&base).provider(provider),
        );
        let readme = Asset::string("# The team\n");
        base.register_outputs([
            ("accountId", account.id.clone().to_json()),
            ("readme", Output::new(readme).to_json()),
        ]);
        Team {
            base,
            account_id: account.id,
        }
    }
}

impl Resource for Team {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }
    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}

/// The stack `consumer`: the stack `dev`'s outputs through a stack reference (a secret one
/// stays secret).
async fn consumer(ctx: Context) -> Result<(), Error> {
    let upstream = StackReference::new(
        &ctx,
        "upstream",
        "organization/e2e/dev",
        ResourceOptions::new(),
    );
    ctx.export("upstreamKind", upstream.output("serviceAccountKind"));
    ctx.export("upstreamApiKeySecret", upstream.output("apiKeySecret"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(|ctx: Context| async move {
        if ctx.stack() == CONSUMER_STACK {
            consumer(ctx).await
        } else {
            // The replace-on-change input the last update changes.
            let topic_name =
                std::env::var("SDKGEN_E2E_TOPIC_NAME").unwrap_or_else(|_| "orders".to_owned());
            program(ctx, topic_name).await
        }
    })
}
