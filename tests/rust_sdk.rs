//! The generated Rust crates, used as a program would use them (the seed crates in `generated/`
//! are dev-dependencies of this crate) and checked with the Rust toolchain:
//! - `config_never_prints_secrets`: a `Config` deserialized from `{"cloudApiKey":"sekrit"}`
//!   never shows `sekrit` through `Debug` or `Display`, yet keeps it and wraps it on the wire;
//! - `config_reads_the_environment_then_defaults`: env-var defaults (TABLEFLOW_API_KEY/SECRET,
//!   PLATFORM_TOKEN, PLATFORM_SPAT) and `maxRetries` = 4, with explicit values winning;
//! - `transport_carries_a_function_call`: a test double carries a gatewaycloud function call
//!   from typed arguments to a typed result, with the token and wire arguments checked;
//! - `conformance_vectors`: both seed crates read every vector's neutral value into their
//!   input types and write exactly the vector's wire JSON (secrets wrapped); a corrupted vector
//!   fails;
//! - `generated_crates_build_lint_doc_and_fmt`: the crates of both seeds, of every schema in
//!   ../shared/corpus/real/ and of tests/fixtures/rust_names.json pass `cargo build`, `cargo clippy -- -D warnings`, `cargo doc` with
//!   warnings denied and `cargo fmt --check`, in one scratch workspace under the target
//!   directory. They build without debug info into `target/tmp/rust-target`, which
//!   tests/e2e.rs's Rust program shares (`support::generated_crates_cargo`), at the versions
//!   that program's Cargo.lock pins. After a pass the crates' own outputs are cleaned (over a
//!   gigabyte; their dependencies stay) and a stamp keeps the hash of the workspace, the
//!   runtime's sources and the tool versions: a run whose hash matches says so and builds
//!   nothing.

use crate::support;

use std::cell::RefCell;
use std::path::PathBuf;

use sdkgen_runtime::wire as runtime_wire;
use serde_json::{json, Value};
use support::{
    check, generate_corpus_schema, generated_crates_cargo, generated_crates_lock,
    generated_crates_target, lock, remove_dir, root, run, say, sync_dir, tree_hash, vectors_file,
};

#[test]
fn config_never_prints_secrets() {
    let config: streamcloud::Config =
        serde_json::from_value(json!({ "cloudApiKey": "sekrit", "endpoint": "https://x" }))
            .expect("config deserializes");
    let debug = format!("{config:?}");
    assert!(!debug.contains("sekrit"), "Debug leaks the secret: {debug}");
    assert!(
        debug.contains("https://x"),
        "Debug shows plain values: {debug}"
    );
    let key = config.cloud_api_key.as_ref().expect("cloudApiKey is set");
    assert_eq!(format!("{key}"), "***");
    assert_eq!(format!("{key:?}"), "Secret(***)");
    assert_eq!(key.expose(), "sekrit");
    // On the wire the secret travels in Pulumi's envelope, and it reads back.
    let wire = serde_json::to_value(&config).unwrap();
    assert_eq!(
        wire["cloudApiKey"],
        json!({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "value": "sekrit" })
    );
    let back: streamcloud::Config = serde_json::from_value(wire).unwrap();
    assert_eq!(back, config);
    assert!(streamcloud::wire::is_secret(&streamcloud::wire::secret(
        json!(1)
    )));
}

#[test]
fn config_reads_the_environment_then_defaults() {
    // The suite's tests share one process: this one runs alone in a child process that has
    // these variables (and no other test reads or changes its environment).
    let envs = [
        ("TABLEFLOW_API_KEY", "tf-key"),
        ("TABLEFLOW_API_SECRET", "tf-secret"),
        ("PLATFORM_TOKEN", "pat"),
        ("PLATFORM_SPAT", "spat"),
    ];
    let envs = envs.map(|(name, value)| (name, std::ffi::OsStr::new(value)));
    if !support::alone_in_a_process(
        module_path!(),
        "config_reads_the_environment_then_defaults",
        &envs,
    ) {
        return;
    }

    let config = streamcloud::Config::from_env();
    assert_eq!(config.max_retries, Some(4));
    assert_eq!(
        config
            .tableflow_api_key
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("tf-key")
    );
    assert_eq!(
        config
            .tableflow_api_secret
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("tf-secret")
    );
    assert!(!format!("{config:?}").contains("tf-secret"));
    assert_eq!(config.cloud_api_key, None);

    // Explicit values win over the environment and the default.
    let explicit: streamcloud::Config =
        serde_json::from_value(json!({ "maxRetries": 9, "tableflowApiKey": "mine" })).unwrap();
    let explicit = explicit.with_defaults();
    assert_eq!(explicit.max_retries, Some(9));
    assert_eq!(
        explicit
            .tableflow_api_key
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("mine")
    );

    let gateway = gatewaycloud::Config::from_env();
    assert_eq!(
        gateway
            .personal_access_token
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("pat")
    );
    assert_eq!(
        gateway
            .system_account_access_token
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("spat")
    );
    assert_eq!(gateway.platform_access_token, None);

    for name in [
        "TABLEFLOW_API_KEY",
        "TABLEFLOW_API_SECRET",
        "PLATFORM_TOKEN",
        "PLATFORM_SPAT",
    ] {
        std::env::remove_var(name);
    }
    assert_eq!(streamcloud::Config::from_env().tableflow_api_key, None);
}

/// Records each call and answers with a canned result.
struct Double {
    calls: RefCell<Vec<(String, Value)>>,
    answer: Value,
}

impl gatewaycloud::Transport for Double {
    fn invoke(&self, token: &str, args: Value) -> Result<Value, gatewaycloud::Error> {
        self.calls.borrow_mut().push((token.to_owned(), args));
        Ok(self.answer.clone())
    }
}

#[test]
fn transport_carries_a_function_call() {
    use gatewaycloud::types::{
        get_portal, GetPortalArgs, GetPortalFilterArgs, GetPortalFilterNameArgs,
    };

    let double = Double {
        calls: RefCell::new(Vec::new()),
        answer: json!({
            "authenticationEnabled": true,
            "autoApproveApplications": false,
            "autoApproveDevelopers": false,
            "canonicalDomain": "portal.example.com",
            "createdAt": "2026-01-01T00:00:00Z",
            "defaultApiVisibility": "public",
            "defaultApplicationAuthStrategyId": "strategy",
            "defaultDomain": "example.com",
            "defaultPageVisibility": "private",
            "description": "d",
            "displayName": "Portal",
            "id": "p-1",
            "labels": { "team": "edge" },
            "name": "portal",
            "rbacEnabled": false,
            "siprEnabled": true,
            "sort": "name desc",
            "updatedAt": "2026-01-02T00:00:00Z",
        }),
    };
    let args = GetPortalArgs::new()
        .filter(
            GetPortalFilterArgs::new()
                .name(GetPortalFilterNameArgs::new().eq("portal"))
                .rbac_enabled(false),
        )
        .sort("name desc");
    let result = get_portal(&double, &args).expect("the call succeeds");
    // An argument that is an output not known yet cannot go through a transport.
    let pending = GetPortalArgs::new().sort(gatewaycloud::Output::<String>::unknown());
    assert!(matches!(
        get_portal(&double, &pending),
        Err(gatewaycloud::Error::Transport(_))
    ));
    assert_eq!(result.id, "p-1");
    assert_eq!(result.display_name, "Portal");
    assert!(result.authentication_enabled);
    assert_eq!(result.labels.get("team").map(String::as_str), Some("edge"));
    assert_eq!(result.sort.as_deref(), Some("name desc"));

    let calls = double.calls.borrow();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].0, "gatewaycloud:index/getPortal:getPortal");
    assert_eq!(
        calls[0].1,
        json!({ "filter": { "name": { "eq": "portal" }, "rbacEnabled": false }, "sort": "name desc" })
    );

    // A result that does not match the result type is an error, not a panic.
    let bad = Double {
        calls: RefCell::new(Vec::new()),
        answer: json!({ "id": 7 }),
    };
    assert!(matches!(
        get_portal(&bad, &args),
        Err(gatewaycloud::Error::Json(_))
    ));
}

type WireFn = fn(&str, Value) -> Option<Result<Value, serde_json::Error>>;

/// Mismatches of one vectors file against a crate's conformance functions, and the checks run.
fn vector_mismatches(
    file: &std::path::Path,
    types: WireFn,
    functions: WireFn,
) -> (Vec<String>, usize) {
    let vectors: Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let mut mismatches = Vec::new();
    let mut checks = 0;
    for (kind, input_key, wire_fn) in [("types", "value", types), ("functions", "args", functions)]
    {
        for item in vectors[kind].as_array().unwrap() {
            let token = item["token"].as_str().unwrap();
            for case in item["cases"].as_array().unwrap() {
                checks += 1;
                let name = case["name"].as_str().unwrap();
                // Through the engine's encoding too: the JSON the crate writes, as the runtime's
                // `google.protobuf.Struct` and back, must still be the vector's wire value.
                let through_struct = wire_fn(token, case[input_key].clone()).map(|r| {
                    r.map(|wire| runtime_wire::from_protobuf(&runtime_wire::to_protobuf(&wire)))
                });
                match through_struct {
                    None => mismatches.push(format!("{token} ({name}): unknown to the crate")),
                    Some(Err(e)) => {
                        mismatches.push(format!("{token} ({name}): does not read: {e}"))
                    }
                    Some(Ok(wire)) if wire != case["wire"] => mismatches.push(format!(
                        "{token} ({name}): sends {wire} but the vector says {}",
                        case["wire"]
                    )),
                    Some(Ok(_)) => {}
                }
            }
        }
    }
    (mismatches, checks)
}

#[test]
fn conformance_vectors() {
    let dir = rust_dir().join("vectors");
    let seeds: [(&str, WireFn, WireFn); 2] = [
        (
            "streamcloud",
            streamcloud::conformance::type_wire,
            streamcloud::conformance::function_wire,
        ),
        (
            "gatewaycloud",
            gatewaycloud::conformance::type_wire,
            gatewaycloud::conformance::function_wire,
        ),
    ];
    for (seed, types, functions) in seeds {
        let file = vectors_file(seed, &dir, false).unwrap();
        let (mismatches, checks) = vector_mismatches(&file, types, functions);
        assert!(checks > 40, "{seed}: only {checks} vector cases");
        assert!(mismatches.is_empty(), "{seed}:\n{}", mismatches.join("\n"));
        say(&format!(
            "rust_sdk: {seed}: {checks} conformance vector cases pass"
        ));
        // A corrupted vector must fail.
        let corrupt = vectors_file(seed, &dir, true).unwrap();
        let (mismatches, _) = vector_mismatches(&corrupt, types, functions);
        assert_eq!(
            mismatches.len(),
            1,
            "{seed}: the corrupted vector: {mismatches:?}"
        );
        assert!(mismatches[0].contains("-corrupted"), "{}", mismatches[0]);
    }
}

/// Crates whose source `cargo fmt --check` must leave as it is. The crates are printed by
/// prettyplease and carry a `rustfmt.toml` that sets rustfmt to its layout (89 columns, "Max"
/// heuristics); where a line cannot be held in 89 columns (a long field name with a long type)
/// the two break it differently, which the other crates show (counted, not failed).
const FMT_CLEAN: [&str; 5] = [
    "adversarial",
    "docsinjection",
    "random",
    "required-inputs-check",
    "rsnames",
];

/// `cargo fmt --check` on every crate: none of [`FMT_CLEAN`] may differ; the others' differences
/// are counted.
fn fmt_check(workspace: &std::path::Path, members: &[String], logs: &std::path::Path) {
    let mut dirty = Vec::new();
    let mut checked = Vec::new();
    for member in members {
        let package = package_name(&workspace.join(member));
        let mut cmd = generated_crates_cargo();
        cmd.args(["fmt", "--check", "-p", &package])
            .current_dir(workspace);
        let output = cmd.stdin(std::process::Stdio::null()).output().unwrap();
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        std::fs::write(logs.join(format!("fmt-{package}.log")), &text).unwrap();
        let hunks = text.matches("Diff in ").count();
        if FMT_CLEAN.contains(&package.as_str()) {
            checked.push(package.clone());
            assert!(
                output.status.success() && hunks == 0,
                "cargo fmt --check -p {package}:\n{text}"
            );
        } else if hunks > 0 {
            dirty.push(format!("{package} {hunks}"));
        }
    }
    assert_eq!(
        checked.len(),
        FMT_CLEAN.len(),
        "not every FMT_CLEAN crate is in the workspace"
    );
    say(&format!(
        "rust_sdk: cargo fmt --check: {} clean; lines prettyplease breaks unlike rustfmt: {}",
        FMT_CLEAN.join(", "),
        if dirty.is_empty() {
            "none".to_owned()
        } else {
            dirty.join(", ")
        }
    ));
}

/// Tags and attributes of the pages under `dir` that carry a payload of
/// tests/fixtures/docs_injection.json live (its payloads all name `__pwned` or a script URL):
/// an event-handler attribute holding one, a link or source to a script URL, or a `<script>`,
/// `<style>`, `<iframe>` or `<svg>` element whose text holds one. Text, and attribute values
/// such as rustdoc's `<meta name="description">`, may quote the payloads: they do not run.
fn live_html(dir: &std::path::Path) -> Vec<String> {
    let tag = regex::Regex::new(r"<([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>").unwrap();
    let attribute =
        regex::Regex::new(r#"([^\s"'=<>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?"#).unwrap();
    let in_element =
        regex::Regex::new(r"(?i)<(script|style|iframe|svg)\b[^<>]*>[^<]*__pwned").unwrap();
    let mut live = Vec::new();
    let mut pages = 0;
    let mut stack = vec![dir.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "html") {
                continue;
            }
            pages += 1;
            let html = std::fs::read_to_string(&path).unwrap();
            for t in tag.captures_iter(&html) {
                for a in attribute.captures_iter(&t[2]) {
                    let name = a[1].to_ascii_lowercase();
                    let value = a.get(2).map_or("", |v| v.as_str()).to_ascii_lowercase();
                    let value = value.trim_matches(['"', '\'']).trim_start();
                    let handler = name.starts_with("on") && value.contains("__pwned");
                    let script_url = matches!(name.as_str(), "href" | "src" | "action")
                        && (value.starts_with("javascript:") || value.starts_with("data:"));
                    if handler || script_url {
                        live.push(format!("{}: {}", path.display(), &t[0]));
                    }
                }
            }
            for m in in_element.find_iter(&html) {
                live.push(format!("{}: {}", path.display(), m.as_str()));
            }
        }
    }
    assert!(
        pages > 3,
        "no cargo doc pages of docsinjection in {}",
        dir.display()
    );
    live
}

/// The versions of every tool `generated_crates_build_lint_doc_and_fmt` runs.
fn toolchain_versions() -> String {
    let cargo = |args: &[&str]| {
        let mut cmd = generated_crates_cargo();
        cmd.args(args);
        cmd
    };
    let tool = |name: &str, arg: &str| {
        let mut cmd = std::process::Command::new(name);
        cmd.arg(arg);
        cmd
    };
    [
        cargo(&["--version"]),
        cargo(&["clippy", "--version"]),
        cargo(&["fmt", "--version"]),
        tool("rustc", "-vV"),
        tool("rustdoc", "--version"),
    ]
    .iter_mut()
    .map(|cmd| {
        let output =
            run(cmd, "a toolchain's --version", None).unwrap_or_else(|message| panic!("{message}"));
        support::stdout_text(&output)
    })
    .collect::<Vec<_>>()
    .join("\n")
}

/// `[package] name` of the crate at `dir`.
fn package_name(dir: &std::path::Path) -> String {
    let path = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let manifest: toml::Table =
        toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    manifest["package"]["name"].as_str().unwrap().to_owned()
}

fn rust_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("rust")
}

#[test]
fn generated_crates_build_lint_doc_and_fmt() {
    let dir = rust_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let mut held = lock(&dir.join("lock"), "rust_sdk").unwrap();
    let workspace = dir.join("workspace");
    let crates = workspace.join("crates");
    let runtime = root().join("runtime");
    let mut members = Vec::new();
    for seed in ["streamcloud", "gatewaycloud"] {
        // Copied only where a file changed (cargo goes by modification times). The crates depend
        // on `sdkgen-runtime = "0.1"`, which the workspace patches to this repository's runtime.
        sync_dir(
            &root().join("generated").join(seed).join("rust"),
            &crates.join(seed),
            &|_, bytes| bytes,
        )
        .unwrap();
        members.push(format!("crates/{seed}"));
    }
    let mut real: Vec<PathBuf> = std::fs::read_dir(root().join("../shared/corpus/real"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    real.sort();
    // Keywords, recursion, empty types, odd enums, number literals, modules named `std`,
    // `serde` and `transport`, types named like the prelude's; hostile names and text; raw HTML
    // and script links in descriptions (whose pages `cargo doc` writes are checked below).
    real.push(root().join("tests/fixtures/rust_names.json"));
    real.push(root().join("tests/fixtures/adversarial.json"));
    real.push(root().join("tests/fixtures/docs_injection.json"));
    for schema in &real {
        let out = workspace.join("corpus");
        assert!(
            generate_corpus_schema(schema, &out, "rust").unwrap(),
            "{}",
            schema.display()
        );
    }
    // tests/rust/required_inputs: trybuild holds rsnames's required inputs at compile time.
    sync_dir(
        &root().join("tests/rust/required_inputs"),
        &workspace.join("checks/required-inputs"),
        &|_, bytes| bytes,
    )
    .unwrap();
    members.push("checks/required-inputs".to_owned());
    for entry in std::fs::read_dir(workspace.join("corpus")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        members.push(format!("corpus/{name}/rust"));
    }
    members.sort();
    // The dependencies at the versions tests/e2e.rs's program pins (its committed Cargo.lock),
    // so that both builds share the runtime's dependencies in one target directory; cargo adds
    // the workspace's own crates. Copied again only when the program's lock file changes.
    let pinned = std::fs::read(root().join("tests/e2e/rust/Cargo.lock")).unwrap();
    let copied = workspace.join("Cargo.lock.from-e2e");
    if std::fs::read(&copied).ok() != Some(pinned.clone()) {
        std::fs::write(workspace.join("Cargo.lock"), &pinned).unwrap();
        std::fs::write(&copied, &pinned).unwrap();
    }
    // Earlier runs built in the workspace's own target directory (gigabytes with debug info).
    remove_dir(&workspace.join("target")).unwrap();
    let manifest = format!(
        "[workspace]\nresolver = \"2\"\nmembers = [{}]\n\n\
         [patch.crates-io]\nsdkgen-runtime = {{ path = {:?} }}\n",
        members
            .iter()
            .map(|m| format!("{m:?}"))
            .collect::<Vec<_>>()
            .join(", "),
        runtime.display().to_string()
    );
    // Written only when it changes: clippy tracks the workspace's Cargo.toml, and a new
    // modification time made it lint every crate again (2 minutes) on a run that changed nothing.
    let root_manifest = workspace.join("Cargo.toml");
    if std::fs::read_to_string(&root_manifest).ok().as_deref() != Some(manifest.as_str()) {
        std::fs::write(&root_manifest, manifest).unwrap();
    }
    // A verdict on unchanged inputs stands: the workspace's files, the runtime's sources and
    // the toolchain are all the four commands read. The stamp is written after a pass, once
    // the crates' own artifacts are removed (below), so a run that changes nothing builds
    // nothing and keeps target/ small.
    let stamp = dir.join("passed.stamp");
    let toolchain = toolchain_versions();
    let key = || tree_hash(&[&workspace, &runtime], &toolchain).unwrap();
    if std::fs::read_to_string(&stamp).ok() == Some(format!("{:016x}", key())) {
        say(&format!(
            "rust_sdk: the {} crates, the runtime and the toolchain are as they were when fmt, \
             build, clippy and doc last passed ({}); not built again",
            members.len(),
            stamp.display()
        ));
        drop(held.stdin.take());
        let _ = held.wait();
        return;
    }
    let _ = std::fs::remove_file(&stamp);
    say(&format!(
        "rust_sdk: {} crates in {}",
        members.len(),
        workspace.display()
    ));
    let started = std::time::Instant::now();
    let logs = dir.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    // `cargo ARGS` in the workspace, its output in logs/LOG.log; rustdoc's warnings denied.
    let cargo = |args: &[&str], log: &str| {
        let mut cmd = generated_crates_cargo();
        cmd.args(args)
            .env("RUSTDOCFLAGS", "-D warnings")
            .current_dir(&workspace);
        check(run(
            &mut cmd,
            &format!("cargo {}", args.join(" ")),
            Some(&logs.join(format!("{log}.log"))),
        ));
    };
    fmt_check(&workspace, &members, &logs);
    cargo(&["build", "--workspace"], "build");
    cargo(&["clippy", "--workspace", "--", "-D", "warnings"], "clippy");
    cargo(&["doc", "--workspace", "--no-deps"], "doc");
    // A program leaving a required input out does not compile (rustc's messages are in
    // tests/rust/required_inputs/ui/*.stderr).
    cargo(&["test", "-p", "required-inputs-check"], "required-inputs");
    let live = live_html(&generated_crates_target().join("doc/docsinjection"));
    assert!(
        live.is_empty(),
        "cargo doc pages run schema HTML:\n{}",
        live.join("\n")
    );
    say(&format!(
        "rust_sdk: fmt, build, clippy and doc of {} crates took {:.1}s",
        members.len(),
        started.elapsed().as_secs_f64()
    ));
    // The crates' own build, lint and doc outputs (digitalocean's library alone is 350 MB)
    // serve no later step: tests/e2e.rs builds the seeds from generated/. Their dependencies
    // stay for e2e and for the next run that must check again.
    let cleaning = generated_crates_lock("rust_sdk (cleaning its crates)").unwrap();
    let packages: Vec<String> = members
        .iter()
        .map(|member| package_name(&workspace.join(member)))
        .collect();
    let mut clean = vec!["clean"];
    for package in &packages {
        clean.extend(["-p", package]);
    }
    cargo(&clean, "clean");
    cargo(&["clean", "--doc"], "clean-doc");
    drop(cleaning);
    std::fs::write(&stamp, format!("{:016x}", key())).unwrap();
    // Closing the helper's stdin releases the lock.
    drop(held.stdin.take());
    let _ = held.wait();
}
