//! A program on the crate of tests/fixtures/rust_features.json under the runtime's mocks, as a
//! user unit-tests one: what the mocks receive is what the engine would, and what they answer
//! reads back as the crate's types.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use rsfeatures::resources::web::{Website, WebsiteArgs, WebsiteGetUrlArgs};
use rsfeatures::resources::{
    get_grant_output, Bucket, BucketArgs, BucketPresignArgs, Policy, PolicyArgs, Provider,
    ProviderArgs,
};
use rsfeatures::types::{GetGrantArgs, GrantArgs};
use sdkgen_runtime::input::NoArgs;
use sdkgen_runtime::mocks::{
    run_with_mocks, MockCallArgs, MockOptions, MockResourceArgs, MockRun, Mocks,
};
use sdkgen_runtime::wire;
use sdkgen_runtime::{
    AnyResource, Archive, Asset, AssetOrArchive, Input, InvokeOptions, Output, ResourceOptions,
};
use serde_json::{json, Map, Value};

/// Answers as a provider would, and records the calls.
#[derive(Clone, Default)]
struct Cloud {
    calls: Arc<Mutex<Vec<MockCallArgs>>>,
    /// A reference to the bucket `files`, for `test:index:anyBucket`.
    files: Arc<Mutex<Option<Value>>>,
}

impl Mocks for Cloud {
    fn new_resource(&self, args: MockResourceArgs) -> Result<(String, Map<String, Value>), String> {
        let id = format!("{}-id", args.name);
        let mut state = args.inputs.clone();
        match args.type_token.as_str() {
            "rsfeatures:index:Bucket" => {
                state.insert("arn".into(), json!(format!("arn:{}", args.name)));
                let urn = format!(
                    "urn:pulumi:stack::project::rsfeatures:index:Bucket::{}",
                    args.name
                );
                if args.name == "files" {
                    *self.files.lock().unwrap() = Some(wire::resource_reference(&urn, Some(&id)));
                }
            }
            "rsfeatures:web:Website" => {
                state.insert("url".into(), json!("https://site.example.com"));
            }
            _ => {}
        }
        Ok((id, state))
    }

    fn call(&self, args: MockCallArgs) -> Result<Map<String, Value>, String> {
        self.calls.lock().unwrap().push(args.clone());
        let answer = match args.token.as_str() {
            "rsfeatures:index:Bucket/presign" => json!({
                "url": format!("https://signed/{}?expires={}", args.this.clone().unwrap_or_default(), args.args["expiresIn"]),
                "token": wire::secret(json!("t0k3n")),
            }),
            "rsfeatures:index:Bucket/empty" => json!({}),
            "rsfeatures:index:Bucket/new" => json!({ "fresh": true }),
            "rsfeatures:web:Website/getUrl" => json!({
                "url": format!("https://site.example.com/{}", args.args["path"].as_str().unwrap_or("")),
            }),
            "pulumi:providers:rsfeatures/terraformConfig" => {
                json!({ "result": { "region": "eu" } })
            }
            "rsfeatures:index:getGrant" => json!({
                "grant": { "target": args.args["bucket"].clone(), "level": "read" },
            }),
            "test:index:anyBucket" => {
                json!({ "bucket": self.files.lock().unwrap().clone() })
            }
            other => return Err(format!("no mock for {other}")),
        };
        Ok(answer.as_object().cloned().unwrap_or_default())
    }
}

/// What the program read back, exported as JSON.
async fn run(cloud: Cloud) -> MockRun {
    run_with_mocks(cloud, MockOptions::default(), |ctx| async move {
        let provider = Provider::new(
            &ctx,
            "eu",
            ProviderArgs::new().region("eu"),
            ResourceOptions::new(),
        );
        let in_eu = || ResourceOptions::new().provider(&provider);
        let files = Bucket::new(
            &ctx,
            "files",
            BucketArgs::new("files")
                .source(Asset::string("<h1>hi</h1>"))
                .bundle(Archive::assets([("index.html", Asset::file("index.html"))]))
                .files(vec![AssetOrArchive::from(Asset::remote(
                    "https://example.com/a",
                ))]),
            in_eu(),
        );
        let logs = Bucket::new(&ctx, "logs", BucketArgs::new("logs"), in_eu());
        // Resources as inputs, at the top and inside a list and an object.
        let policy = Policy::new(
            &ctx,
            "policy",
            PolicyArgs::new(files.clone())
                .readers(vec![Input::from(logs.clone())])
                .grant(GrantArgs::new(logs.clone()).level("write"))
                .provider(provider.clone()),
            in_eu(),
        );
        let site = Website::new(
            &ctx,
            "site",
            WebsiteArgs::new(files.clone())
                .index_document(Asset::string("index"))
                .title("Home"),
            ResourceOptions::new(),
        );
        // Resource references read back as the crate's resources, with their outputs.
        ctx.export("policyBucketArn", policy.bucket.clone().apply(|b| b.arn));
        ctx.export(
            "policyGrantTargetArn",
            policy.grant.clone().apply(|g| match g {
                Some(g) => g.target.arn.map(Some),
                None => Output::new(None),
            }),
        );
        ctx.export(
            "policyReaderArns",
            policy.readers.clone().apply(|readers| {
                let arns = readers.unwrap_or_default().into_iter().map(|r| r.arn);
                sdkgen_runtime::all(arns.collect())
            }),
        );
        ctx.export("siteUrl", site.url.clone());
        ctx.export("siteBucketArn", site.bucket.clone().apply(|b| b.arn));
        // Assets and archives read back.
        ctx.export("source", files.source.clone());
        ctx.export("bundle", files.bundle.clone());
        // Methods.
        let presigned = files.presign(
            &ctx,
            BucketPresignArgs::new(60).method("GET"),
            InvokeOptions::new(),
        );
        ctx.export("presignedUrl", presigned.clone().map(|r| r.url));
        ctx.export("presignedToken", presigned.map(|r| r.token));
        ctx.export("emptied", logs.empty(&ctx, InvokeOptions::new()));
        ctx.export(
            "fresh",
            logs.new_(&ctx, InvokeOptions::new()).map(|r| r.fresh),
        );
        ctx.export(
            "pageUrl",
            site.get_url(
                &ctx,
                WebsiteGetUrlArgs::new().path("about"),
                InvokeOptions::new(),
            )
            .map(|r| r.url),
        );
        ctx.export(
            "providerRegion",
            provider
                .terraform_config(&ctx, InvokeOptions::new())
                .map(|r| r.result["region"].clone()),
        );
        // A function whose arguments and result hold resources.
        let grant = get_grant_output(&ctx, GetGrantArgs::new(logs.clone()), InvokeOptions::new());
        ctx.export(
            "grantTargetArn",
            grant.apply(|r| match r.grant {
                Some(g) => g.target.arn.map(Some),
                None => Output::new(None),
            }),
        );
        // Any reference, built through the registry of resource types.
        // (after `files` is registered: the mock answers with a reference to it)
        let any: Output<BTreeMap<String, AnyResource>> = ctx.invoke_output(
            "test:index:anyBucket",
            "1.2.3",
            Input::from(NoArgs),
            InvokeOptions::new().depends_on(&files),
        );
        ctx.export(
            "anyBucketArn",
            any.apply(|found| match found["bucket"].downcast::<Bucket>() {
                Some(bucket) => bucket.arn.map(Some),
                None => Output::new(None),
            }),
        );
        Ok(())
    })
    .await
    .expect("the program runs")
}

fn resource<'a>(run: &'a MockRun, name: &str) -> &'a MockResourceArgs {
    run.resources
        .iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("no resource {name} in {:?}", run.resources))
}

fn urn(type_token: &str, name: &str) -> String {
    format!("urn:pulumi:stack::project::{type_token}::{name}")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_schema_component_is_a_remote_component() {
    let run = run(Cloud::default()).await;
    let site = resource(&run, "site");
    assert_eq!(site.type_token, "rsfeatures:web:Website");
    assert!(site.remote, "registered as a remote component: {site:?}");
    assert!(!site.custom);
    // Its inputs: a resource reference, an asset, a secret.
    assert_eq!(
        site.inputs["bucket"],
        wire::resource_reference(&urn("rsfeatures:index:Bucket", "files"), Some("files-id"))
    );
    assert_eq!(site.inputs["indexDocument"]["text"], json!("index"));
    assert!(wire::is_secret(&site.inputs["title"]));
    assert_eq!(run.outputs["siteUrl"], json!("https://site.example.com"));
    assert!(!resource(&run, "files").remote);
}

#[tokio::test(flavor = "multi_thread")]
async fn resources_go_as_references_and_come_back_as_resources() {
    let run = run(Cloud::default()).await;
    let policy = resource(&run, "policy");
    let files =
        wire::resource_reference(&urn("rsfeatures:index:Bucket", "files"), Some("files-id"));
    let logs = wire::resource_reference(&urn("rsfeatures:index:Bucket", "logs"), Some("logs-id"));
    assert_eq!(policy.inputs["bucket"], files);
    assert_eq!(policy.inputs["readers"], json!([logs.clone()]));
    assert_eq!(
        policy.inputs["grant"],
        json!({ "target": logs, "level": "write" })
    );
    assert_eq!(
        policy.inputs["provider"],
        wire::resource_reference(&urn("pulumi:providers:rsfeatures", "eu"), Some("eu-id"))
    );
    // Read back as `Bucket`s: their outputs come from the engine's state.
    assert_eq!(run.outputs["policyBucketArn"], json!("arn:files"));
    assert_eq!(run.outputs["policyGrantTargetArn"], json!("arn:logs"));
    assert_eq!(run.outputs["policyReaderArns"], json!(["arn:logs"]));
    assert_eq!(run.outputs["siteBucketArn"], json!("arn:files"));
    assert_eq!(run.outputs["grantTargetArn"], json!("arn:logs"));
    // The registry of resource types (`register_resource_type!`) builds a `Bucket` from any
    // reference to one.
    assert_eq!(run.outputs["anyBucketArn"], json!("arn:files"));
}

#[tokio::test(flavor = "multi_thread")]
async fn assets_and_archives_go_as_the_engine_reads_them() {
    let run = run(Cloud::default()).await;
    let files = resource(&run, "files");
    let asset =
        |key: &str, value: &str| json!({ wire::SIGNATURE_KEY: wire::ASSET_SIGNATURE, key: value });
    assert_eq!(files.inputs["source"], asset("text", "<h1>hi</h1>"));
    assert_eq!(
        files.inputs["bundle"],
        json!({
            wire::SIGNATURE_KEY: wire::ARCHIVE_SIGNATURE,
            "assets": { "index.html": asset("path", "index.html") },
        })
    );
    assert_eq!(
        files.inputs["files"],
        json!([asset("uri", "https://example.com/a")])
    );
    // Read back from the state as `AssetOrArchive` and `Archive`, and exported again.
    assert_eq!(run.outputs["source"], files.inputs["source"]);
    assert_eq!(run.outputs["bundle"], files.inputs["bundle"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn methods_are_called_on_their_resource() {
    let cloud = Cloud::default();
    let run = run(cloud.clone()).await;
    let calls = cloud.calls.lock().unwrap().clone();
    let call = |token: &str| {
        calls
            .iter()
            .find(|c| c.token == token)
            .unwrap_or_else(|| panic!("{token} was not called: {calls:?}"))
            .clone()
    };
    let presign = call("rsfeatures:index:Bucket/presign");
    assert_eq!(
        presign.this.as_deref(),
        Some(urn("rsfeatures:index:Bucket", "files").as_str())
    );
    assert_eq!(
        presign.args,
        json!({ "expiresIn": 60, "method": "GET" })
            .as_object()
            .cloned()
            .unwrap()
    );
    // The resource's provider answers.
    assert!(
        presign.provider.contains("pulumi:providers:rsfeatures::eu"),
        "{presign:?}"
    );
    // A secret in the result makes the result secret.
    assert!(
        wire::is_secret(&run.outputs["presignedToken"]),
        "{:?}",
        run.outputs
    );
    assert!(
        wire::is_secret(&run.outputs["presignedUrl"]),
        "{:?}",
        run.outputs
    );
    assert_eq!(
        wire::reveal(run.outputs["presignedUrl"].clone()),
        json!(format!(
            "https://signed/{}?expires=60",
            urn("rsfeatures:index:Bucket", "files")
        ))
    );
    assert_eq!(
        wire::reveal(run.outputs["presignedToken"].clone()),
        json!("t0k3n")
    );
    assert_eq!(call("rsfeatures:index:Bucket/empty").args, Map::new());
    assert_eq!(run.outputs["emptied"], Value::Null);
    assert_eq!(run.outputs["fresh"], json!(true));
    let page = call("rsfeatures:web:Website/getUrl");
    assert_eq!(
        page.this.as_deref(),
        Some(urn("rsfeatures:web:Website", "site").as_str())
    );
    assert_eq!(
        run.outputs["pageUrl"],
        json!("https://site.example.com/about")
    );
    // A provider's method goes to that provider.
    let config = call("pulumi:providers:rsfeatures/terraformConfig");
    assert_eq!(
        config.this.as_deref(),
        Some(urn("pulumi:providers:rsfeatures", "eu").as_str())
    );
    assert!(
        config.provider.contains("pulumi:providers:rsfeatures::eu"),
        "{config:?}"
    );
    assert_eq!(run.outputs["providerRegion"], json!("eu"));
}
