//! A program unit-tested with mocks, as Go's `WithMocks` tests one: no engine, the mocks
//! answer for the providers.

use std::sync::{Arc, Mutex};

use sdkgen_runtime::mocks::{run_with_mocks, MockCallArgs, MockOptions, MockResourceArgs, Mocks};
use sdkgen_runtime::{
    ComponentResource, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
    ResourceSpec,
};
use serde_json::{json, Map, Value};

#[derive(Clone, Default)]
struct Cloud {
    calls: Arc<Mutex<Vec<MockCallArgs>>>,
}

impl Mocks for Cloud {
    fn new_resource(&self, args: MockResourceArgs) -> Result<(String, Map<String, Value>), String> {
        if args.name == "forbidden" {
            return Err("quota exceeded".into());
        }
        let mut state = args.inputs;
        state.insert("arn".into(), json!(format!("arn:aws:s3:::{}", args.name)));
        Ok((format!("{}-id", args.name), state))
    }
    fn call(&self, args: MockCallArgs) -> Result<Map<String, Value>, String> {
        self.calls.lock().unwrap().push(args.clone());
        let mut result = Map::new();
        match args.token.as_str() {
            "aws:index/getRegion:getRegion" => result.insert("name".into(), json!("eu-west-1")),
            _ => result.insert("size".into(), json!(42)),
        };
        Ok(result)
    }
}

fn bucket(name: &str) -> ResourceSpec {
    ResourceSpec {
        type_token: "aws:s3/bucket:Bucket",
        name: name.into(),
        custom: true,
        version: "6.0.0",
        secret_outputs: &[],
        replace_on_changes: &[],
    }
}

/// The program under test: a component holding a bucket named after the region.
async fn program(ctx: Context) -> Result<(), Error> {
    #[derive(Clone, serde::Deserialize)]
    struct Region {
        name: String,
    }
    let region: Region = ctx
        .invoke(
            "aws:index/getRegion:getRegion",
            "6.0.0",
            &json!({}),
            InvokeOptions::new(),
        )
        .await?;
    let site = ComponentResource::new(&ctx, "acme:web:Site", "site", ResourceOptions::new());
    let logs = ctx.register_resource(
        bucket("logs"),
        vec![("region", Output::new(json!(region.name)))],
        ResourceOptions::new().parent(&site),
    );
    let size: Output<Value> = ctx.call(
        "acme:web:Site/size",
        vec![],
        Some(ResourceRef::from(&site)),
        InvokeOptions::new(),
    );
    site.register_outputs([("arn", logs.output::<Value>("arn"))]);
    ctx.export("arn", logs.output::<String>("arn"));
    ctx.export("secretRegion", Output::secret(region.name));
    ctx.export("size", size);
    Ok(())
}

#[tokio::test]
async fn a_program_runs_against_mocks() {
    let mocks = Cloud::default();
    let run = run_with_mocks(mocks.clone(), MockOptions::default(), program)
        .await
        .unwrap();
    assert_eq!(run.outputs["arn"], json!("arn:aws:s3:::logs"));
    assert_eq!(
        run.outputs["secretRegion"],
        sdkgen_runtime::wire::secret(json!("eu-west-1"))
    );
    assert_eq!(run.outputs["size"], json!({"size": 42}));
    let names: Vec<&str> = run.resources.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["site", "logs"]);
    assert_eq!(run.resources[1].inputs["region"], json!("eu-west-1"));
    assert!(!run.resources[0].custom);
    let calls = mocks.calls.lock().unwrap();
    assert_eq!(
        calls[1].this.as_deref(),
        Some("urn:pulumi:stack::project::acme:web:Site::site")
    );
}

#[tokio::test]
async fn a_mocked_failure_fails_the_program() {
    let error = run_with_mocks(Cloud::default(), MockOptions::default(), |ctx| async move {
        ctx.register_resource(bucket("forbidden"), vec![], ResourceOptions::new());
        Ok(())
    })
    .await
    .unwrap_err();
    assert!(error.to_string().contains("quota exceeded"), "{error}");
}
