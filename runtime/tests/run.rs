//! The program entry a language host runs (`sdkgen_runtime::run`): the environment it reads,
//! how a failure or a panic reaches the engine and the exit code, and the engine log.

mod common;

use std::collections::BTreeMap;

use common::{serve, FakeEngine};
use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use sdkgen_runtime::run::{run_with, LOGGED_ERROR_EXIT_CODE};
use sdkgen_runtime::{Error, Output, ResourceOptions, RunInfo};

fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: BTreeMap<String, String> = pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    move |name| map.get(name).cloned()
}

#[test]
fn the_environment_is_read_as_pulumis_go_sdk_reads_it() {
    let info = RunInfo::from_vars(vars(&[
        ("PULUMI_MONITOR", "127.0.0.1:1"),
        ("PULUMI_ENGINE", "127.0.0.1:2"),
        ("PULUMI_PROJECT", "proj"),
        ("PULUMI_STACK", "dev"),
        ("PULUMI_ORGANIZATION", "org"),
        ("PULUMI_CONFIG", r#"{"proj:name":"x","aws:region":"eu"}"#),
        ("PULUMI_CONFIG_SECRET_KEYS", r#"["proj:name"]"#),
        ("PULUMI_DRY_RUN", "true"),
        ("PULUMI_PARALLEL", "16"),
        ("PULUMI_ROOT_DIRECTORY", "/src/proj"),
    ]))
    .unwrap();
    assert_eq!(info.monitor_address, "127.0.0.1:1");
    assert_eq!(info.engine_address.as_deref(), Some("127.0.0.1:2"));
    assert_eq!(
        (info.project.as_str(), info.stack.as_str()),
        ("proj", "dev")
    );
    assert_eq!(info.organization, "org");
    assert_eq!(info.config["aws:region"], "eu");
    assert!(info.config_secret_keys.contains("proj:name"));
    assert!(info.dry_run);
    assert_eq!(info.parallel, Some(16));
    assert_eq!(info.root_directory.unwrap().to_str(), Some("/src/proj"));

    let update = RunInfo::from_vars(vars(&[
        ("PULUMI_MONITOR", "m"),
        ("PULUMI_PROJECT", "p"),
        ("PULUMI_STACK", "s"),
        ("PULUMI_DRY_RUN", "false"),
    ]))
    .unwrap();
    assert!(!update.dry_run && update.engine_address.is_none() && update.config.is_empty());
}

#[test]
fn a_missing_or_malformed_variable_is_named() {
    let missing = RunInfo::from_vars(vars(&[("PULUMI_PROJECT", "p"), ("PULUMI_STACK", "s")]));
    assert!(missing.unwrap_err().to_string().contains("PULUMI_MONITOR"));
    let malformed = RunInfo::from_vars(vars(&[
        ("PULUMI_MONITOR", "m"),
        ("PULUMI_PROJECT", "p"),
        ("PULUMI_STACK", "s"),
        ("PULUMI_CONFIG", "{not json"),
    ]));
    assert!(malformed.unwrap_err().to_string().contains("PULUMI_CONFIG"));
}

async fn run_against(
    engine: &FakeEngine,
    program: impl FnOnce(sdkgen_runtime::Context) -> futures::future::BoxFuture<'static, Result<(), Error>>
        + Send
        + 'static,
) -> Result<(), sdkgen_runtime::run::Failure> {
    let address = serve(engine.clone()).await;
    run_with(common::run_info(engine, address), program).await
}

fn errors(engine: &FakeEngine) -> Vec<String> {
    let seen = engine.seen.lock().unwrap();
    seen.logs
        .iter()
        .filter(|l| l.severity == rpc::LogSeverity::Error as i32)
        .map(|l| l.message.clone())
        .collect()
}

#[tokio::test]
async fn an_error_the_program_returns_is_logged_to_the_engine_once() {
    let engine = FakeEngine::default();
    let failure = run_against(&engine, |ctx| {
        Box::pin(async move {
            // Started before the failure: still registered.
            ctx.register_resource(common::spec("kept"), vec![], ResourceOptions::new());
            Err(Error::Program("the bucket name is taken".into()))
        })
    })
    .await
    .unwrap_err();
    assert_eq!(failure.message, "the bucket name is taken");
    assert!(failure.logged);
    assert_eq!(failure.exit_code(), LOGGED_ERROR_EXIT_CODE);
    assert_eq!(errors(&engine), vec!["the bucket name is taken".to_owned()]);
    engine.seen.lock().unwrap().registration("kept");
}

#[tokio::test]
async fn a_panic_becomes_an_engine_error_with_its_message() {
    let engine = FakeEngine::default();
    let failure = run_against(&engine, |_| {
        Box::pin(async move {
            let region = std::env::var("SDKGEN_TEST_UNSET_REGION").ok();
            let _ = region.expect("no region configured");
            Ok(())
        })
    })
    .await
    .unwrap_err();
    assert_eq!(
        failure.message,
        "the program panicked: no region configured"
    );
    assert_eq!(errors(&engine), vec![failure.message]);
}

/// A panic where the stack's exports are resolved (a `map` of an exported output) fails the
/// run with its message too, rather than ending the process unreported.
#[tokio::test]
async fn a_panic_in_an_exported_output_becomes_an_engine_error() {
    let engine = FakeEngine::default();
    let failure = run_against(&engine, |ctx| {
        Box::pin(async move {
            let value = sdkgen_runtime::Output::new(1).map(|v: i32| -> i32 {
                assert!(v > 1, "the value is too small");
                v
            });
            ctx.export("value", value);
            Ok(())
        })
    })
    .await
    .unwrap_err();
    assert_eq!(
        failure.message,
        "the program panicked: the value is too small"
    );
    assert_eq!(errors(&engine), vec![failure.message]);
}

/// Outside a preview, a resource whose input comes from a resource that failed is not
/// registered (its provider would be sent an unknown value), nor one that depends on it; the
/// program fails.
#[tokio::test]
async fn nothing_is_registered_from_a_failed_resource() {
    let engine = FakeEngine::default();
    let failure = run_against(&engine, |ctx| {
        Box::pin(async move {
            let failed =
                ctx.register_resource(common::spec("failing"), vec![], ResourceOptions::new());
            let result: sdkgen_runtime::Output<serde_json::Value> = failed.output("result");
            ctx.register_resource(
                common::spec("dependent"),
                vec![("input", result)],
                ResourceOptions::new(),
            );
            // Nor one that depends on it (or on what was not registered) by its options.
            ctx.register_resource(
                common::spec("after"),
                vec![],
                ResourceOptions::new().depends_on(&failed),
            );
            ctx.register_resource(common::spec("independent"), vec![], ResourceOptions::new());
            // Nor is a resource read after it.
            ctx.read_resource(
                common::spec("read"),
                Output::new("existing-id".to_owned()),
                ResourceOptions::new().depends_on(&failed),
            );
            Ok(())
        })
    })
    .await
    .unwrap_err();
    assert!(
        failure.message.contains("`dependent` was not registered"),
        "{}",
        failure.message
    );
    let seen = engine.seen.lock().unwrap();
    assert!(seen
        .registrations
        .iter()
        .all(|r| r.name != "dependent" && r.name != "after"));
    assert!(seen.registrations.iter().any(|r| r.name == "independent"));
    assert!(seen.reads.is_empty());
}

#[tokio::test]
async fn log_messages_reach_the_engine_in_order_with_their_resource() {
    let engine = FakeEngine::default();
    run_against(&engine, |ctx| {
        Box::pin(async move {
            let pw = ctx.register_resource(common::spec("pw"), vec![], ResourceOptions::new());
            let log = ctx.log();
            for i in 0..20 {
                log.debug(format!("step {i}"));
            }
            log.info("info");
            log.warn("careful");
            log.error("not fatal");
            ctx.log().about(&pw).info("about pw");
            ctx.export("x", Output::new(1));
            Ok(())
        })
    })
    .await
    .expect("an error message in the log does not fail the program");
    let seen = engine.seen.lock().unwrap();
    let lines: Vec<(i32, &str, &str)> = seen
        .logs
        .iter()
        .map(|l| (l.severity, l.message.as_str(), l.urn.as_str()))
        .collect();
    let steps: Vec<String> = (0..20).map(|i| format!("step {i}")).collect();
    assert_eq!(
        lines[..20].iter().map(|l| l.1).collect::<Vec<_>>(),
        steps.iter().map(String::as_str).collect::<Vec<_>>()
    );
    assert_eq!(
        lines[20..],
        [
            (rpc::LogSeverity::Info as i32, "info", ""),
            (rpc::LogSeverity::Warning as i32, "careful", ""),
            (rpc::LogSeverity::Error as i32, "not fatal", ""),
            (
                rpc::LogSeverity::Info as i32,
                "about pw",
                common::urn("random:index/randomPassword:RandomPassword", "pw").as_str()
            ),
        ]
    );
}

/// The child half of [`run_ends_the_process_with_the_hosts_exit_codes`]: a program run by
/// `sdkgen_runtime::run` from the environment the parent sets.
#[test]
fn run_child() {
    let Ok(mode) = std::env::var("SDKGEN_RUN_CHILD") else {
        return; // run only as the parent's child process
    };
    sdkgen_runtime::run(move |ctx| async move {
        match mode.as_str() {
            "panic" => panic!("child panicked"),
            "error" => Err(Error::Program("child failed".into())),
            _ => {
                ctx.export("ok", Output::new(true));
                Ok(())
            }
        }
    });
}

#[tokio::test]
async fn run_ends_the_process_with_the_hosts_exit_codes() {
    let engine = FakeEngine::default();
    let address = serve(engine.clone()).await;
    let exe = std::env::current_exe().unwrap();
    let child = |mode: &str, engine_address: Option<&str>| {
        let mut command = tokio::process::Command::new(&exe);
        command
            .args(["--exact", "run_child", "--nocapture", "--test-threads=1"])
            .env("SDKGEN_RUN_CHILD", mode)
            .env("PULUMI_MONITOR", &address)
            .env("PULUMI_PROJECT", "p")
            .env("PULUMI_STACK", "dev")
            .env("PULUMI_CONFIG", "{}")
            .env_remove("PULUMI_ENGINE");
        if let Some(engine_address) = engine_address {
            command.env("PULUMI_ENGINE", engine_address);
        }
        command.output()
    };
    let ok = child("ok", Some(&address)).await.unwrap();
    assert_eq!(ok.status.code(), Some(0), "{ok:?}");
    let failed = child("error", Some(&address)).await.unwrap();
    assert_eq!(failed.status.code(), Some(LOGGED_ERROR_EXIT_CODE));
    let panicked = child("panic", Some(&address)).await.unwrap();
    assert_eq!(panicked.status.code(), Some(LOGGED_ERROR_EXIT_CODE));
    assert_eq!(
        errors(&engine),
        vec![
            "child failed".to_owned(),
            "the program panicked: child panicked".to_owned()
        ]
    );
    // Without an engine to log to, the error goes to standard error and the code is 1.
    let unlogged = child("error", None).await.unwrap();
    assert_eq!(unlogged.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unlogged.stderr).contains("error: child failed"));
}
