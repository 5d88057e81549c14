//! The runtime against the real engine: the Pulumi CLI named by `SDKGEN_PULUMI` runs inline
//! programs (no provider plugin needed) with a component and its outputs, a stack transform,
//! the engine log and a stack reference between two stacks. Run it with
//! `SDKGEN_PULUMI=<path to pulumi> cargo test -p sdkgen-runtime --test real_engine -- --ignored`
//! (tests/e2e.rs builds a CLI under target/tmp/e2e/bin/cli).

use std::path::PathBuf;

use sdkgen_runtime::automation::Stack;
use sdkgen_runtime::transform::Transform;
use sdkgen_runtime::{ComponentResource, Output, ResourceOptions, StackReference};
use serde_json::json;

#[tokio::test]
#[ignore = "needs the Pulumi CLI (SDKGEN_PULUMI)"]
async fn components_transforms_logs_and_stack_references_through_the_engine() {
    let cli = PathBuf::from(std::env::var("SDKGEN_PULUMI").expect("SDKGEN_PULUMI is not set"));
    let root = std::env::temp_dir().join(format!("sdkgen-real-engine-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("state")).unwrap();
    // The CLI the Automation API runs reads these from the environment.
    std::env::set_var(
        "PULUMI_BACKEND_URL",
        format!("file://{}", root.join("state").display()),
    );
    std::env::set_var("PULUMI_CONFIG_PASSPHRASE", "test");
    std::env::set_var("PULUMI_HOME", root.join("home"));
    std::env::set_var("PULUMI_SKIP_UPDATE_CHECK", "true");

    let producer = Stack::create_or_select(
        "proj",
        "producer",
        &root.join("p"),
        &cli,
        |ctx| async move {
            ctx.register_stack_transform(Transform::new(|resource| {
                resource.properties.insert("stamped".into(), json!(true));
            }))
            .await?;
            let site =
                ComponentResource::new(&ctx, "acme:web:Site", "site", ResourceOptions::new());
            let page = ComponentResource::new(
                &ctx,
                "acme:web:Page",
                "home",
                ResourceOptions::new().parent(&site),
            );
            page.register_outputs([("path", Output::new(json!("/")))]);
            site.register_outputs([("pages", Output::new(json!(1)))]);
            ctx.log().about(&site).warn("the site has one page");
            ctx.export("url", Output::new("https://site.test".to_owned()));
            ctx.export("token", Output::secret("t0k3n".to_owned()));
            Ok(())
        },
    )
    .await
    .unwrap();
    let up = producer.up().await.unwrap();
    println!("{up}");
    let summary = up.summary.clone().unwrap();
    assert_eq!(summary.resource_changes.get("create"), Some(&3), "{up}");
    assert!(up.stdout.contains("the site has one page"), "{}", up.stdout);
    assert_eq!(summary.outputs["token"], json!("[secret]"));
    assert!(
        up.to_string().contains("url: \"https://site.test\""),
        "{up}"
    );

    let consumer = Stack::create_or_select(
        "proj",
        "consumer",
        &root.join("c"),
        &cli,
        |ctx| async move {
            let other = StackReference::new(
                &ctx,
                "producer",
                "organization/proj/producer",
                ResourceOptions::new(),
            );
            ctx.export("url", other.output("url"));
            ctx.export("token", other.output("token"));
            Ok(())
        },
    )
    .await
    .unwrap();
    println!("{}", consumer.up().await.unwrap());
    let outputs = consumer.outputs().await.unwrap();
    assert_eq!(outputs["url"], json!("https://site.test"));
    assert_eq!(outputs["token"], json!("t0k3n"));
    assert_eq!(consumer.secret_outputs().await.unwrap(), ["token"]);

    // The stack transform reached the components: their inputs in the state say so.
    let state: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("state/.pulumi/stacks/proj/producer.json")).unwrap(),
    )
    .unwrap();
    let resources = state["checkpoint"]["latest"]["resources"]
        .as_array()
        .unwrap();
    let page = resources
        .iter()
        .find(|r| r["type"] == "acme:web:Page")
        .unwrap();
    assert_eq!(page["inputs"]["stamped"], json!(true));
    assert_eq!(page["outputs"]["path"], json!("/"));
    assert_eq!(
        page["parent"],
        json!("urn:pulumi:producer::proj::acme:web:Site::site")
    );
    // A failing program fails `up` with its message, as lines.
    let failing =
        Stack::create_or_select("proj", "failing", &root.join("f"), &cli, |_| async move {
            Err(sdkgen_runtime::Error::Program(
                "the bucket name is taken".into(),
            ))
        })
        .await
        .unwrap();
    let error = failing.up().await.unwrap_err();
    println!("{error:?}");
    assert!(format!("{error:?}")
        .lines()
        .any(|l| l.contains("the bucket name is taken")));
    std::fs::remove_dir_all(root).unwrap();
}
