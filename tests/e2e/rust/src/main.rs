//! The Rust program of the real-engine tests (tests/e2e.rs): the same resources, functions and
//! exports as the Python, TypeScript and Go programs beside it, through the generated Rust
//! crates and sdkgen-runtime's inline-program driver (no language host). Inputs are set as a
//! user would: required ones through `new`, the rest by setter, outputs of other resources
//! inside object inputs.
//!
//! Inputs (environment): SDKGEN_E2E_API and SDKGEN_E2E_EXPLICIT_TOKEN (set as stack
//! configuration, the token as a secret, and read back through `Config::from_context`), SDKGEN_E2E_CLOUD_API_SECRET,
//! PLATFORM_TOKEN and PLATFORM_SPAT (read by the generated provider, not here), SDKGEN_E2E_WORK
//! (where report.json goes). The backend and passphrase come from the environment too; `pulumi`
//! is found on PATH.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use confluentcloud::resources as cloud;
use confluentcloud::types as cloud_types;
use gatewaycloud::resources as gateway;
use gatewaycloud::types as gateway_types;
use sdkgen_runtime::automation::Stack;
use sdkgen_runtime::{Context, Error, InvokeOptions, Output, ResourceOptions};
use serde_json::{json, Value};

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set"))
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
            .cloud_api_secret(env("SDKGEN_E2E_CLOUD_API_SECRET")),
        ResourceOptions::new(),
    );
    let in_cloud = || ResourceOptions::new().provider(&provider);

    let environment = cloud::Environment::new(
        &ctx,
        "environment",
        cloud::EnvironmentArgs::new()
            .display_name("staging")
            .stream_governance(cloud_types::EnvironmentStreamGovernanceArgs::new("ADVANCED")),
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
    let owner = cloud_types::ApiKeyOwnerArgs::new(
        &account.api_version,
        &account.id,
        &account.kind,
    );
    let managed_resource = cloud_types::ApiKeyManagedResourceArgs::new("cmk/v2", "lkc-e2e", "Cluster")
        .environment(cloud_types::ApiKeyManagedResourceEnvironmentArgs::new(&environment.id));
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
            gateway_types::GetSystemAccountFilterArgs::new()
                .name(gateway_types::GetSystemAccountFilterNameArgs::new().eq(&account.display_name)),
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
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let work = std::path::PathBuf::from(env("SDKGEN_E2E_WORK"));
    // The replace-on-change input the last update changes.
    let topic_name = Arc::new(Mutex::new("orders".to_owned()));
    let name = topic_name.clone();
    let stack = Stack::create_or_select("e2e", "dev", &work, "pulumi".as_ref(), move |ctx| {
        let topic = name.lock().unwrap().clone();
        program(ctx, topic)
    })
    .await?;
    stack
        .set_config("gatewaycloud:serverUrl", &env("SDKGEN_E2E_API"), false)
        .await?;
    stack
        .set_config(
            "gatewaycloud:systemAccountAccessToken",
            &env("SDKGEN_E2E_EXPLICIT_TOKEN"),
            true,
        )
        .await?;
    let show = |output: sdkgen_runtime::automation::CommandOutput| {
        println!("{}{}", output.stdout, output.stderr);
    };
    let mut report = serde_json::Map::new();

    show(stack.up().await?);
    report.insert("up".into(), stack.last_changes().await?);
    let values = stack.outputs().await?;
    let secret = stack.secret_outputs().await?;
    let outputs: serde_json::Map<String, Value> = values
        .as_object()
        .into_iter()
        .flatten()
        .map(|(name, value)| {
            (
                name.clone(),
                json!({"value": value, "secret": secret.contains(name)}),
            )
        })
        .collect();
    report.insert("outputs".into(), Value::Object(outputs));

    let preview = stack.preview().await?;
    println!("{preview}");
    report.insert("preview".into(), preview["changeSummary"].clone());
    show(stack.refresh().await?);
    report.insert("refresh".into(), stack.last_changes().await?);

    *topic_name.lock().unwrap() = "orders-v2".to_owned();
    show(stack.up().await?);
    report.insert("replace".into(), stack.last_changes().await?);

    show(stack.destroy().await?);
    report.insert("destroy".into(), stack.last_changes().await?);
    std::fs::write(
        work.join("report.json"),
        serde_json::to_vec_pretty(&Value::Object(report))?,
    )?;
    Ok(())
}
